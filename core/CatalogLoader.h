#pragma once

#include "core/Catalog.h"
#include "core/Problem.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tp {

// One catalog file's name (for messages) and text. The app reads them from Qt resources, the
// CLI from a folder; the loader does not touch the file system.
struct SourceText
{
    std::string name;
    std::string text;
};

// What a broken file of the user's overrides does to the load. Refuse: its problems are errors
// (`catalog check`, which exists to find them). Skip: they are warnings and the file is left out
// with an "override-skipped" warning, so one bad import or hand edit does not stop every command
// (plan and estimate go on with the catalog's own figures and say so).
enum class BrokenOverrides
{
    Refuse,
    Skip
};

// Builds a Catalog from catalog JSON files and validates all of it, reporting every problem with
// file and JSON path. The user's override files are layered over the shipped ones
// (catalog/README.md, "User overrides"); an override file with errors is reported, not applied.
class CatalogLoader
{
public:
    struct Result
    {
        Catalog catalog;
        Problems problems;
        bool ok() const { return !hasErrors(problems); }
    };

    static Result load(const std::vector<SourceText> &files);
    static Result load(const std::vector<SourceText> &shipped, const std::vector<SourceText> &overrides,
                       BrokenOverrides broken = BrokenOverrides::Refuse);
};

// Turns the errors among problems[from..] into warnings, except those about `folder` itself (a
// folder that cannot be listed stays an error: the user's prices must not vanish unseen), and
// adds one "override-skipped" warning for each file they name.
void skipBrokenOverrideFiles(Problems &problems, std::size_t from, const std::string &folder = {});

// Reads every *.json file of a folder (sorted by name). Problems for unreadable folders/files,
// and for a folder without *.json files unless mayBeEmpty (an overrides folder may be empty).
std::vector<SourceText> readCatalogFolder(const std::string &dir, Problems &problems,
                                          bool mayBeEmpty = false);

// Reads and loads a catalog folder and, when overrideDir is not empty, the user's overrides
// folder on top of it. Reading problems come first.
CatalogLoader::Result loadCatalogFolder(const std::string &dir, const std::string &overrideDir = {},
                                        BrokenOverrides broken = BrokenOverrides::Refuse);

// The entries of one `price_overrides` file, validated on their own (instance types are not
// resolved: that needs a catalog). Problems are appended; entries with errors are left out.
std::vector<PriceOverride> readPriceOverrides(const SourceText &file, Problems &problems);

// The text of a `price_overrides` file holding these entries (2-space indented JSON, UTF-8).
std::string priceOverridesJson(const std::vector<PriceOverride> &prices);

// priceOverridesJson checked as the loader will read it back (readPriceOverrides' rules and the
// 16 MB a file may hold), so an import never writes what every later command would refuse. Empty,
// with the reasons in `problems` (each entry named by its price id), when the file would not load.
std::string checkedPriceOverridesJson(const std::vector<PriceOverride> &prices, const std::string &fileName,
                                      Problems &problems);

} // namespace tp
