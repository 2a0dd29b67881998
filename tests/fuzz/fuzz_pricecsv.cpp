// libFuzzer harness: a CSV price import (`trainplan-cli catalog import-prices`) against
// tests/data/catalog-small. Every problem must be one line naming the file; the rows it accepts
// must be written as a price_overrides file that reads back without errors, price for price.
#include "FuzzCommon.h"
#include "core/CatalogLoader.h"
#include "core/PriceCsv.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

using namespace tp;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Catalog &catalog = fuzz::catalogFrom(std::string(TRAINPLAN_TEST_DATA) + "/catalog-small");
    const std::string text(reinterpret_cast<const char *>(data), size);

    const PriceCsvImport imported = importPriceCsv(text, "prices.csv", catalog);
    fuzz::checkProblems(imported.problems);
    if (imported.prices.size() + imported.badRows != imported.rows && imported.headerOk)
        fuzz::fail("rows, good rows and bad rows do not add up");
    for (const PriceOverride &p : imported.prices)
        if (!std::isfinite(p.price.amount) || p.price.amount <= 0)
            fuzz::fail("an imported price that is not a positive finite number");
    if (!imported.prices.empty()) {
        Problems again;
        const auto back =
            readPriceOverrides({"prices-imported.json", priceOverridesJson(imported.prices)}, again);
        if (hasErrors(again) || back.size() != imported.prices.size())
            fuzz::fail("imported prices do not read back as written: " +
                       (again.empty() ? std::string("entries lost") : again.front().toString()));
    }
    return 0;
}
