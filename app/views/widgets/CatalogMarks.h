#pragma once

#include "core/Catalog.h"

#include <QColor>
#include <QIcon>
#include <QString>
#include <string>

// How the catalog browser and the results mark what the user overrode and what is stale: the two small icons
// (drawn here, so they look the same on every platform and theme), the colours, and which of the
// user's files set a record.
class CatalogMarks
{
public:
    static QIcon overriddenIcon();
    static QIcon staleIcon();
    static QColor overriddenColor();
    // The text colour of stale figures in the tables: amber that reads on the application
    // palette's Base, light or dark (the models ask again when the views repaint).
    static QColor staleColor();

    // The user's file that added or replaced this record (kind and id as in tp::CatalogOverride),
    // empty when the overrides left it alone. The last file wins, as in the loader.
    static QString overrideFile(const tp::Catalog &catalog, const std::string &kind, const std::string &id);
    // The file that set a price: its price override, or else the override of its whole type.
    static QString priceOverrideFile(const tp::Catalog &catalog, const tp::InstanceType &instance,
                                     const tp::Price &price);
    // Whether the price was set by a `price_overrides` entry (which "Revert" can remove), as
    // opposed to an override file that replaced its whole instance type.
    static bool hasPriceOverride(const tp::Catalog &catalog, const tp::InstanceType &instance,
                                 const tp::Price &price);
};
