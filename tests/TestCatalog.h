#pragma once

// Shared by the core tests: the shipped catalog, loaded once per test executable.
#include "CatalogLoader.h"

#include <QtTest>

namespace tp::test {

inline const Catalog &shippedCatalog()
{
    static const Catalog catalog = [] {
        auto result = loadCatalogFolder(TRAINPLAN_CATALOG_DIR);
        if (!result.ok()) {
            for (const auto &p : result.problems)
                qWarning("%s", p.toString().c_str());
            qFatal("the shipped catalog does not load");
        }
        return result.catalog;
    }();
    return catalog;
}

inline bool hasProblem(const Problems &problems, const std::string &code, const std::string &path)
{
    for (const auto &p : problems)
        if (p.code == code && p.path == path)
            return true;
    return false;
}

inline QString describe(const Problems &problems)
{
    QString out;
    for (const auto &p : problems)
        out += QString::fromStdString(p.toString()) + QLatin1Char('\n');
    return out;
}

} // namespace tp::test
