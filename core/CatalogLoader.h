#pragma once

#include "core/Catalog.h"
#include "core/Problem.h"

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
    static Result load(const std::vector<SourceText> &shipped, const std::vector<SourceText> &overrides);
};

// Reads every *.json file of a folder (sorted by name). Problems for unreadable folders/files,
// and for a folder without *.json files unless mayBeEmpty (an overrides folder may be empty).
std::vector<SourceText> readCatalogFolder(const std::string &dir, Problems &problems,
                                          bool mayBeEmpty = false);

// Reads and loads a catalog folder and, when overrideDir is not empty, the user's overrides
// folder on top of it. Reading problems come first.
CatalogLoader::Result loadCatalogFolder(const std::string &dir, const std::string &overrideDir = {});

// The entries of one `price_overrides` file, validated on their own (instance types are not
// resolved: that needs a catalog). Problems are appended; entries with errors are left out.
std::vector<PriceOverride> readPriceOverrides(const SourceText &file, Problems &problems);

// The text of a `price_overrides` file holding these entries (2-space indented JSON, UTF-8).
std::string priceOverridesJson(const std::vector<PriceOverride> &prices);

} // namespace tp
