#pragma once

#include "CatalogLoader.h"

#include <QString>

#include <vector>

// Where the app's catalog comes from: the JSON files embedded as Qt resources under
// :/catalog (the shipped catalog/ folder), read into the core's loader. Problems are values.
class CatalogSource
{
public:
    static QString embeddedFolder();

    // Every *.json file of a folder (a resource folder or one on disk), sorted by name. A file
    // that cannot be read becomes a problem and is left out.
    static std::vector<tp::SourceText> readFolder(const QString &folder, tp::Problems &problems);

    // Reads and loads a catalog folder, the embedded one by default. Reading problems come first.
    static tp::CatalogLoader::Result load(const QString &folder = embeddedFolder());
};
