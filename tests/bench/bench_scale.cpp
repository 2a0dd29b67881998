// trainplan-scale-bench: a catalog a hundred times the shipped one, loaded, checked and planned.
//
//   trainplan-scale-bench [--catalog DIR] [--types N] [--runs N] [--keep DIR]
//
// Builds a catalog of N instance types (default 20,000) from the shipped one: every family of every
// provider copied with suffixed ids ("gn7i-s12", "ecs.gn7i-c8g1.2xlarge-s12"), in files of at most
// 2,000 types beside the shipped files, written to a temporary folder. Then it times what a user
// waits for: reading and checking the catalog (what `trainplan-cli catalog check` does before the
// scenario presets), and planning the scenario presets and an any-hardware LoRA job on it, with
// the candidates considered and kept and the peak memory of the process. --keep writes the
// catalog to DIR and leaves it there (to time `trainplan-cli catalog check DIR`). A tool to run by hand.
#include "core/CatalogLoader.h"
#include "core/JobParser.h"
#include "core/planner/Planner.h"
#include "core/planner/Scenario.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace tp;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

long peakRssMib()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024; // kilobytes on Linux
}

std::string readText(const fs::path &p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Writes the shipped catalog plus copies of its instance families up to `types` instance types;
// returns the number of instance types written.
int writeScaledCatalog(const fs::path &shipped, const fs::path &out, int types)
{
    fs::create_directories(out);
    std::vector<nlohmann::json> providers;
    int shippedTypes = 0;
    for (const auto &entry : fs::directory_iterator(shipped)) {
        const fs::path &p = entry.path();
        if (entry.is_directory()) {
            fs::copy(p, out / p.filename(), fs::copy_options::recursive);
            continue;
        }
        if (p.extension() != ".json")
            continue;
        fs::copy_file(p, out / p.filename());
        if (p.filename().string().rfind("instances-", 0) == 0) {
            nlohmann::json doc = nlohmann::json::parse(readText(p));
            for (const auto &f : doc["families"])
                shippedTypes += static_cast<int>(f["sizes"].size());
            providers.push_back(std::move(doc));
        }
    }
    // Each file is one provider (the catalog's rule): "alibaba-s1" with its billing terms, regions and
    // storage (ids suffixed), and the provider's families repeated up to 2,000 instance types.
    int written = shippedTypes;
    constexpr int kTypesPerFile = 2000;
    for (int copy = 1; written < types; ++copy) {
        for (const nlohmann::json &doc : providers) {
            if (written >= types)
                break;
            const std::string tag = "-s" + std::to_string(copy);
            nlohmann::json file = doc;
            file["provider"] = doc["provider"].get<std::string>() + tag;
            for (auto &[lang, name] : file["provider_name"].items())
                name = name.get<std::string>() + " (copy " + std::to_string(copy) + ")";
            for (nlohmann::json &storage : file["storage"])
                storage["id"] = storage["id"].get<std::string>() + tag;
            file["families"] = nlohmann::json::array();
            int inFile = 0;
            for (int repeat = 1; written < types && inFile < kTypesPerFile; ++repeat) {
                for (nlohmann::json family : doc["families"]) {
                    if (written >= types || inFile >= kTypesPerFile)
                        break;
                    const std::string suffix = tag + "-" + std::to_string(repeat);
                    family["id"] = family["id"].get<std::string>() + suffix;
                    nlohmann::json sizes = nlohmann::json::array();
                    for (nlohmann::json size : family["sizes"]) {
                        if (written >= types)
                            break;
                        size["instance_type"] = size["instance_type"].get<std::string>() + suffix;
                        sizes.push_back(std::move(size));
                        ++written;
                        ++inFile;
                    }
                    family["sizes"] = std::move(sizes);
                    file["families"].push_back(std::move(family));
                }
            }
            std::ofstream(out / ("instances-" + file["provider"].get<std::string>() + ".json"))
                << file.dump(1);
        }
    }
    return written;
}

} // namespace

int main(int argc, char **argv)
{
    std::string dir = TRAINPLAN_CATALOG_DIR;
    int types = 20000;
    int runs = 3;
    std::string keep;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--catalog" && i + 1 < argc)
            dir = argv[++i];
        else if (a == "--types" && i + 1 < argc)
            types = std::max(1, std::atoi(argv[++i]));
        else if (a == "--runs" && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--keep" && i + 1 < argc)
            keep = argv[++i];
        else {
            std::fprintf(
                stderr, "usage: trainplan-scale-bench [--catalog DIR] [--types N] [--runs N] [--keep DIR]\n");
            return 2;
        }
    }
    const fs::path folder =
        !keep.empty() ? fs::path(keep)
                      : fs::temp_directory_path() / ("trainplan-scale-bench-" + std::to_string(getpid()));
    if (fs::exists(folder)) {
        std::fprintf(stderr, "trainplan-scale-bench: %s exists; give a new folder\n", folder.c_str());
        return 2;
    }
    // Removes the generated catalog on every way out unless --keep asked for it.
    struct Cleanup
    {
        fs::path folder;
        bool keep;
        ~Cleanup()
        {
            std::error_code ec;
            if (!keep)
                fs::remove_all(folder, ec);
        }
    } cleanup{folder, !keep.empty()};
    const int written = writeScaledCatalog(dir, folder, types);
    std::uintmax_t bytes = 0;
    int files = 0;
    for (const auto &e : fs::directory_iterator(folder))
        if (e.is_regular_file()) {
            bytes += e.file_size();
            ++files;
        }
    std::printf("catalog: %d instance types in %d files, %.1f MB (%s)\n", written, files, bytes / 1e6,
                folder.c_str());

    std::vector<double> loadMs;
    CatalogLoader::Result loaded;
    for (int r = 0; r < runs; ++r) {
        const auto start = Clock::now();
        loaded = loadCatalogFolder(folder.string());
        loadMs.push_back(msSince(start));
    }
    std::sort(loadMs.begin(), loadMs.end());
    int errors = 0;
    for (const Problem &p : loaded.problems)
        if (p.isError() && ++errors <= 5)
            std::fprintf(stderr, "%s\n", p.toString().c_str());
    std::printf(
        "read and check: median %.0f ms, best %.0f ms (goal: under 1,000 ms); %zu instance types, %d errors; "
        "peak memory %ld MiB\n",
        loadMs[loadMs.size() / 2], loadMs.front(), loaded.catalog.instances.size(), errors, peakRssMib());
    if (errors > 0)
        return 1;

    Problems problems;
    ScenarioLoadResult scenarios = loadScenarios(readScenarioFolder(dir, problems));
    {
        ScenarioPreset any;
        any.id = "8b-lora-any-hardware";
        any.file = "(bench)";
        any.job = *JobParser::parse(std::string(R"({"model": {"preset": "llama-3-8b"}, "method": "lora",
                                                    "data": {"tokens": 1e9}})"),
                                    "(bench)")
                       .value;
        scenarios.scenarios.push_back(any);
    }
    std::printf("\n%-28s %10s %8s %8s %10s %10s\n", "scenario", "considered", "kept", "feasible", "ms",
                "peak MiB");
    const Planner planner(loaded.catalog);
    for (const ScenarioPreset &s : scenarios.scenarios) {
        const auto start = Clock::now();
        PlanResult result = planner.plan(s.job, {}, s.file);
        const double ms = msSince(start);
        if (!result.value) {
            std::fprintf(stderr, "%s: does not plan\n", s.id.c_str());
            return 1;
        }
        const PlanStats &st = result.value->stats;
        std::printf("%-28s %10d %8d %8d %10.0f %10ld\n", s.id.c_str(), st.candidates + st.dropped,
                    st.candidates, st.feasible, ms, peakRssMib());
    }
    return 0;
}
