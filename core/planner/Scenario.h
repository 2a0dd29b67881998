#pragma once

#include "core/CatalogLoader.h"
#include "core/Job.h"
#include "core/Problem.h"
#include "core/Provider.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

// A scenario preset (catalog/scenarios/ID.json): a complete job file reproducing one of the
// typical configurations of the seed guides, with a "scenario" block naming it.
struct ScenarioPreset
{
    std::string id;
    LocalizedName name;
    LocalizedName description;
    std::string source;       // which guide and section it reproduces
    std::string dataLocation; // "local", "nas", "parallel-fs", "object"; "" when it does not say
    std::string file;
    nlohmann::json jobJson; // the file as written, for the wizard to start from
    Job job;
};

struct ScenarioLoadResult
{
    std::vector<ScenarioPreset> scenarios;
    Problems problems;
    bool ok() const { return !hasErrors(problems); }
};

// Parses scenario files as job files (every problem reported with file and JSON path); a file
// without a "scenario" block, or with an id used twice, is an error. Sorted by id.
ScenarioLoadResult loadScenarios(const std::vector<SourceText> &files);

// The scenario files of a catalog folder (its "scenarios" subfolder); no subfolder, no scenarios.
std::vector<SourceText> readScenarioFolder(const std::string &catalogDir, Problems &problems);

const ScenarioPreset *findScenario(const std::vector<ScenarioPreset> &scenarios, const std::string &id);

} // namespace tp
