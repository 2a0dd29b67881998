#include "core/planner/Scenario.h"

#include "core/JobParser.h"
#include "core/JsonReader.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace tp {

ScenarioLoadResult loadScenarios(const std::vector<SourceText> &files)
{
    ScenarioLoadResult r;
    std::set<std::string> ids;
    for (const SourceText &f : files) {
        auto value = parseJsonText(f.text, f.name, r.problems);
        if (!value)
            continue;
        JobParser::Result parsed = JobParser::parse(*value, f.name);
        // In a shipped preset, an unknown key is a mistake, not a warning.
        for (Problem p : parsed.problems) {
            p.severity = Problem::Severity::Error;
            r.problems.push_back(p);
        }
        if (!parsed.value || !parsed.problems.empty())
            continue;
        if (parsed.value->scenario.empty()) {
            r.problems.push_back({Problem::Severity::Error, "missing-field", f.name, "/scenario",
                                  "a scenario preset needs a \"scenario\" block with its id and names"});
            continue;
        }
        ScenarioPreset s;
        s.id = parsed.value->scenario;
        s.file = f.name;
        s.jobJson = *value;
        s.job = std::move(*parsed.value);
        const nlohmann::json &meta = (*value)["scenario"];
        auto text = [&](const char *key, LocalizedName &out) {
            if (meta.contains(key) && meta[key].is_object()) {
                out.en = meta[key].value("en", "");
                out.zh = meta[key].value("zh", "");
            }
        };
        text("name", s.name);
        text("description", s.description);
        s.source = meta.value("source", "");
        s.dataLocation = meta.value("data_location", "");
        if (!ids.insert(s.id).second) {
            r.problems.push_back({Problem::Severity::Error, "duplicate-id", f.name, "/scenario/id",
                                  "scenario id \"" + s.id + "\" is used twice"});
            continue;
        }
        r.scenarios.push_back(std::move(s));
    }
    std::sort(r.scenarios.begin(), r.scenarios.end(),
              [](const ScenarioPreset &a, const ScenarioPreset &b) { return a.id < b.id; });
    return r;
}

std::vector<SourceText> readScenarioFolder(const std::string &catalogDir, Problems &problems)
{
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(catalogDir) / "scenarios";
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return {};
    Problems folderProblems;
    auto files = readCatalogFolder(dir.string(), folderProblems);
    for (const Problem &p : folderProblems)
        if (p.code != "empty-catalog") // an empty scenarios folder is fine
            problems.push_back(p);
    return files;
}

const ScenarioPreset *findScenario(const std::vector<ScenarioPreset> &scenarios, const std::string &id)
{
    for (const ScenarioPreset &s : scenarios)
        if (s.id == id)
            return &s;
    return nullptr;
}

} // namespace tp
