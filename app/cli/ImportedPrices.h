#pragma once

#include "core/Catalog.h"
#include "core/CatalogOverrides.h"
#include "core/Instance.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// The catalog imported prices are checked against: the shipped folder with the overrides folder
// as it is now (it may not exist yet: the import creates it). nullopt when it has errors, which
// are then written to `err`, with the exit code in `code`.
std::optional<Catalog> catalogForImport(const std::string &catalogDir, const std::string &overrideDir,
                                        std::ostream &err, int &code);

// What storing imported prices did: the exit code (0, or 1/2 with the message already written),
// the merge and the file written.
struct StoredPrices
{
    int code = 0;
    PriceMerge merged;
    std::string target; // <overrides>/prices-imported.json
};

// Merges `prices` into the overrides folder's prices-imported.json (later imports win), under the
// folder's lock so that concurrent imports and the app saving a price do not lose each other's
// prices; creates the folder when missing. A file that does not read back is left unchanged.
// Shared by `catalog import-prices` and `catalog import-quotes`.
StoredPrices storeImportedPrices(const std::string &overrideDir, const std::vector<PriceOverride> &prices,
                                 std::ostream &err);

// Stores an import's prices (storeImportedPrices) and reports it on `out`: "<head> (N new, M
// replacing earlier imports), <tail>", then "<file>: N prices" when it imported any. Returns the
// exit code of storing them.
int storeAndReportImport(const std::string &overrideDir, const std::vector<PriceOverride> &prices,
                         const std::string &head, const std::string &tail, std::ostream &out,
                         std::ostream &err);

} // namespace tp
