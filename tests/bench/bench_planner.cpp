// trainplan-bench: how long one plan takes on the shipped catalog, per scenario preset.
//
//   trainplan-bench [--catalog DIR] [--runs N] [--price-all] [--only SCENARIO]
//
// For each scenario preset (catalog/scenarios) it plans the job N times (default 21) and prints
// the instance types searched, the configurations (instance x nodes) and estimator runs, the
// candidates and feasible ones, and the median and fastest wall time per plan. --price-all gives
// every unpriced instance type a placeholder on-demand price first, so the planner's full
// enumeration (all node counts and billing modes) is timed even where the catalog lacks prices;
// those figures are for timing only.
#include "core/CatalogLoader.h"
#include "core/JobParser.h"
#include "core/planner/Planner.h"
#include "core/planner/Scenario.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace tp;

int main(int argc, char **argv)
{
    std::string dir = TRAINPLAN_CATALOG_DIR;
    int runs = 21;
    bool priceAll = false;
    std::string only; // one scenario id
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--catalog" && i + 1 < argc)
            dir = argv[++i];
        else if (a == "--runs" && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--price-all")
            priceAll = true;
        else if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else {
            std::fprintf(
                stderr,
                "usage: trainplan-bench [--catalog DIR] [--runs N] [--price-all] [--only SCENARIO]\n");
            return 2;
        }
    }

    CatalogLoader::Result loaded = loadCatalogFolder(dir);
    if (!loaded.ok()) {
        for (const Problem &p : loaded.problems)
            if (p.isError())
                std::fprintf(stderr, "%s\n", p.toString().c_str());
        return 2;
    }
    Catalog catalog = loaded.catalog;
    int placeholders = 0;
    if (priceAll) {
        for (InstanceType &inst : catalog.instances) {
            if (std::any_of(inst.prices.begin(), inst.prices.end(),
                            [](const Price &p) { return p.billing == Billing::OnDemand; }))
                continue;
            inst.prices.push_back({Billing::OnDemand,
                                   10.0 * std::max(1, inst.gpus),
                                   "CNY",
                                   "",
                                   {"trainplan-bench placeholder", "", "estimate", "timing only"}});
            ++placeholders;
        }
    }
    Problems problems;
    ScenarioLoadResult scenarios = loadScenarios(readScenarioFolder(dir, problems));
    if (!scenarios.ok() || scenarios.scenarios.empty()) {
        for (const Problem &p : scenarios.problems)
            std::fprintf(stderr, "%s\n", p.toString().c_str());
        std::fprintf(stderr, "trainplan-bench: no scenario presets in %s/scenarios\n", dir.c_str());
        return 2;
    }

    // Beside the scenario presets, the largest plan a user can ask for: Llama-3.1-405B pretraining
    // on 1e12 tokens with no hardware given, every provider and billing mode (the layout search
    // runs for every GPU type, node count and framework).
    {
        ScenarioPreset largest;
        largest.id = "405b-pretrain-any-hardware";
        largest.file = "(bench)";
        JobParser::Result parsed = JobParser::parse(
            std::string(
                R"({"model": {"preset": "llama-3.1-405b"}, "method": "pretrain", "data": {"tokens": 1e12},
                            "seq_len": 8192})"),
            "(bench)");
        if (!parsed.value) {
            std::fprintf(stderr, "trainplan-bench: the 405B job does not parse\n");
            return 2;
        }
        largest.job = *parsed.value;
        scenarios.scenarios.push_back(largest);
    }

    std::printf("catalog %s: %zu instance types, %zu GPUs%s; %d runs per scenario\n\n", dir.c_str(),
                catalog.instances.size(), catalog.gpus.size(),
                priceAll ? (", " + std::to_string(placeholders) + " placeholder prices").c_str() : "", runs);
    std::printf("%-28s %6s %7s %9s %8s %10s %8s %10s %9s\n", "scenario", "types", "configs", "estimates",
                "layouts", "candidates", "feasible", "median ms", "min ms");
    const Planner planner(catalog);
    std::vector<double> medians;
    for (const ScenarioPreset &s : scenarios.scenarios) {
        if (!only.empty() && s.id != only)
            continue;
        std::vector<double> ms;
        PlanStats stats;
        bool recommended = false;
        for (int r = 0; r < runs; ++r) {
            const auto start = std::chrono::steady_clock::now();
            PlanResult result = planner.plan(s.job, {}, s.file);
            const auto end = std::chrono::steady_clock::now();
            ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
            if (!result.value) {
                std::fprintf(stderr, "%s: does not plan\n", s.id.c_str());
                return 1;
            }
            stats = result.value->stats;
            recommended = result.value->recommendation.has_value();
        }
        std::sort(ms.begin(), ms.end());
        const double median = ms[ms.size() / 2];
        medians.push_back(median);
        std::printf("%-28s %6d %7d %9d %8d %10d %8d %10.2f %9.2f%s\n", s.id.c_str(), stats.instanceTypes,
                    stats.configurations, stats.estimates, stats.layouts, stats.candidates, stats.feasible,
                    median, ms.front(), recommended ? "" : "  (no recommendation)");
    }
    std::sort(medians.begin(), medians.end());
    std::printf("\nworst median %.2f ms per plan (goal: under 8 ms, issue 32)\n", medians.back());
    return 0;
}
