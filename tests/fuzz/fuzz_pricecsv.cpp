// libFuzzer harness: a CSV price import (`trainplan-cli catalog import-prices`) against
// tests/data/catalog-small. Every problem must be one line naming the file; the rows it accepts
// must pass the writer's check (checkedPriceOverridesJson: the loader's rules and limits) and read
// back without errors, price for price.
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
        // the writer's own check (the loader's rules and limits: lengths, ranges, 16 MB): a row
        // the import accepts must never make the file it writes one the loader refuses
        Problems again;
        const std::string written = checkedPriceOverridesJson(imported.prices, "prices-imported.json", again);
        if (written.empty())
            fuzz::fail("imported prices would be refused when read back: " +
                       (again.empty() ? std::string("no reason") : again.front().toString()));
        const auto back = readPriceOverrides({"prices-imported.json", written}, again);
        if (hasErrors(again) || back.size() != imported.prices.size())
            fuzz::fail("imported prices do not read back as written: " +
                       (again.empty() ? std::string("entries lost") : again.front().toString()));
    }
    return 0;
}
