// libFuzzer harness: a catalog file, read three ways: as a shipped catalog file on its own, as a
// user override file on top of tests/data/catalog-small (refused, and skipped as the commands
// load it), and as a price_overrides file (whose
// entries must survive being written and read back). Every problem must be one line naming the
// file; a catalog that loads without errors must give finite estimates on each of its GPUs.
#include "FuzzCommon.h"
#include "core/CatalogLoader.h"
#include "core/EstimateJson.h"
#include "core/Estimator.h"
#include "core/JobParser.h"
#include "core/Workload.h"

#include <cstddef>
#include <cstdint>

using namespace tp;

namespace {

const std::vector<SourceText> &smallCatalog()
{
    static const std::vector<SourceText> files = [] {
        Problems problems;
        auto f = readCatalogFolder(std::string(TRAINPLAN_TEST_DATA) + "/catalog-small", problems);
        if (hasErrors(problems))
            fuzz::fail("tests/data/catalog-small is not readable");
        return f;
    }();
    return files;
}

// A small custom transformer, so that the check needs no model preset; its settings are fixed, so
// that the estimator evaluates one configuration rather than search.
const Job &probeJob()
{
    static const Job job = [] {
        auto r =
            JobParser::parse(std::string(R"({"model": {"kind": "transformer", "params": 1.1e8, "layers": 12,
            "hidden": 768, "heads": 12}, "data": {"tokens": 1e9}, "micro_batch": 4, "zero_stage": 1,
            "activation_checkpointing": false, "hardware": {"gpu": "X", "gpus_per_node": 2}})"),
                             "probe.json");
        if (!r.value)
            fuzz::fail("the probe job does not parse");
        return *r.value;
    }();
    return job;
}

void checkEstimates(const Catalog &catalog)
{
    std::size_t n = 0;
    for (const Gpu &gpu : catalog.gpus) {
        if (++n > 3)
            break;
        Job job = probeJob();
        job.gpu = gpu.id;
        ResolveResult resolved = resolveWorkload(job, catalog, "probe.json");
        fuzz::checkProblems(resolved.problems);
        if (!resolved.value)
            continue;
        const nlohmann::json out = toJson(Estimator(catalog).estimate(*resolved.value));
        fuzz::checkFinite(out, "estimate on " + gpu.id);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);

    CatalogLoader::Result alone = CatalogLoader::load({{"fuzz.json", text}});
    fuzz::checkProblems(alone.problems);
    if (alone.ok())
        checkEstimates(alone.catalog);

    CatalogLoader::Result over = CatalogLoader::load(smallCatalog(), {{"override.json", text}});
    fuzz::checkProblems(over.problems);
    if (over.ok())
        checkEstimates(over.catalog);

    // as the commands load it: a broken override is skipped with warnings. Whatever the file
    // holds, what it is refused for must not stop the catalog (only what the loader checks once a
    // valid file is applied may), and the catalog must still estimate. A file without errors
    // loads alike either way, so only a refused one is loaded again.
    if (!over.ok()) {
        CatalogLoader::Result skipped =
            CatalogLoader::load(smallCatalog(), {{"override.json", text}}, BrokenOverrides::Skip);
        fuzz::checkProblems(skipped.problems);
        for (const Problem &p : skipped.problems)
            if (p.isError() && p.code != "unknown-gpu" && p.code != "unknown-region" &&
                p.code != "unknown-framework" && p.code != "empty-catalog" && p.code != "duplicate-id")
                fuzz::fail("a skipped override still stops the catalog: " + p.toString());
        if (skipped.ok())
            checkEstimates(skipped.catalog);
    }

    Problems problems;
    const std::vector<PriceOverride> prices = readPriceOverrides({"prices.json", text}, problems);
    fuzz::checkProblems(problems);
    if (!prices.empty()) {
        Problems again;
        const auto back = readPriceOverrides({"written.json", priceOverridesJson(prices)}, again);
        if (hasErrors(again) || back.size() != prices.size())
            fuzz::fail("price overrides do not read back as written: " +
                       (again.empty() ? std::string("entries lost") : again.front().toString()));
    }
    return 0;
}
