#pragma once

#include "core/Instance.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tp {

// The user's catalog overrides folder: the one the desktop app finds through
// QStandardPaths::AppDataLocation (organization "TrainPlan", application "trainplan") plus
// "/catalog", computed without Qt so the CLI uses the same folder. On Linux:
// $XDG_DATA_HOME/TrainPlan/trainplan/catalog, or $HOME/.local/share/TrainPlan/trainplan/catalog
// when XDG_DATA_HOME is unset or empty (as Qt 6 does; "/" stands in for an empty HOME).
std::string defaultUserCatalogDir();

// The file `catalog import-prices` writes into the overrides folder.
constexpr const char *kImportedPricesFile = "prices-imported.json";

// How the catalog names the price override of `instanceType`'s `price`: "TYPE BILLING[ REGION]", as
// Catalog::overrides records it and the catalog browser finds it again.
std::string priceOverrideId(const std::string &instanceType, const Price &price);

// The identity of a price override: its priceOverrideId, case-insensitive.
std::string priceOverrideKey(const PriceOverride &o);

// `base` with `added` merged in, in order: an entry with the key of an earlier one replaces it
// in place (later wins), others are appended. Counts are relative to `base`.
struct PriceMerge
{
    std::vector<PriceOverride> prices;
    std::size_t added = 0;    // keys that were not in base
    std::size_t replaced = 0; // keys of base that got a new entry
};
PriceMerge mergePriceOverrides(const std::vector<PriceOverride> &base,
                               const std::vector<PriceOverride> &added);

} // namespace tp
