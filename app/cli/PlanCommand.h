#pragma once

#include "core/planner/PlanJson.h"
#include "core/planner/Scenario.h"

#include <functional>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

class CliApp;
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
    // Writes the PDF plan sheet of one candidate in a language ("en", "zh_CN", "" = the system
    // locale). The Qt renderer lives in app/report; the executable installs it here so this
    // library stays free of Qt. Returns false with a message on failure.
    using PdfWriter =
        std::function<bool(const std::string &path, const Plan &plan, const Candidate &candidate,
                           const Catalog &catalog, const std::string &language, std::string &error)>;
    static void setPdfWriter(PdfWriter writer);
    // The bytes of `--csv FILE`, the CSV for people in a language (app/text's PlanCsvText, installed
    // like the PDF writer); without one, the machine CSV with a byte-order mark.
    using CsvWriter = std::function<std::string(const Plan &plan, const Catalog &catalog,
                                                const PlanSelection &selection, const std::string &language)>;
    static void setCsvWriter(CsvWriter writer);

    // The job comes through CliApp::readJob (stdin included); `out` and `err` are the CLI's streams.
    PlanCommand(std::ostream &out, std::ostream &err) : m_out(out), m_err(err) {}

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
};

} // namespace tp
