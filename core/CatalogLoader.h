#pragma once

#include "Catalog.h"
#include "Problem.h"

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

// Builds a Catalog from catalog JSON files and validates all of it: unknown keys, missing fields,
// wrong types, non-positive figures, missing provenance, duplicate ids and GPU references that
// do not resolve. Every problem is reported (not only the first), with file and JSON path.
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
};

// Reads every *.json file of a folder (sorted by name). Problems for unreadable folders/files.
std::vector<SourceText> readCatalogFolder(const std::string &dir, Problems &problems);

} // namespace tp
