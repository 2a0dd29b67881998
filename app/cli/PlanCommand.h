#pragma once

#include "core/planner/PlanJson.h"
#include "core/planner/Scenario.h"

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

class CliApp;
class PlanExports;
class Catalog;
struct Candidate;
struct Plan;

// What `catalog check` reports about the scenario presets of a catalog folder.
struct ScenarioCheck
{
    std::size_t presets = 0;
    Problems problems;
};

// `trainplan-cli plan` (spec/cli.md): reads a job (file, '-' for stdin, or --scenario ID), plans
// it against the catalog and prints the plan as a table, JSON or CSV; --json F / --csv F also
// write those files. Exit codes as the rest of the CLI: 0 done (also when nothing is feasible),
// 1 I/O failure, 2 bad input.
class PlanCommand
{
public:
    // The job comes through CliApp::readJob (stdin included); `out` and `err` are the CLI's streams.
    // `exports`: the exports for people (PlanExports.h); null in the Qt-free library.
    PlanCommand(std::ostream &out, std::ostream &err, const PlanExports *exports = nullptr)
        : m_out(out), m_err(err), m_exports(exports)
    {
    }

    // `app` loads the catalog (with the user's overrides); `catalogDir` holds scenarios/.
    int run(const std::vector<std::string> &args, const CliApp &app, const std::string &catalogDir);

    // The scenario presets of a catalog folder, for `presets` and `plan --scenario`.
    static ScenarioLoadResult loadScenarioPresets(const std::string &catalogDir);
    // Loads the presets and, when the catalog loaded, plans each one so that references the
    // catalog cannot resolve (a preset, GPU, provider or region) are reported with file and path.
    static ScenarioCheck checkScenarios(const std::string &catalogDir, const Catalog &catalog,
                                        bool catalogOk);
    // `presets` output: the scenarios section (text) and its JSON array.
    static void printScenarios(std::ostream &out, const std::vector<ScenarioPreset> &scenarios);
    static nlohmann::json scenariosJson(const std::vector<ScenarioPreset> &scenarios);

private:
    std::ostream &m_out;
    std::ostream &m_err;
    const PlanExports *m_exports = nullptr;
};

} // namespace tp
