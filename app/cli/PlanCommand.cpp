#include "cli/PlanCommand.h"

#include "cli/CliApp.h"
#include "cli/CliOutput.h"
#include "cli/PlanExports.h"
#include "core/AtomicFile.h"
#include "core/CatalogOverrides.h"
#include "core/JobParser.h"
#include "core/export/LaunchFiles.h"
#include "core/planner/PlanCsv.h"
#include "core/planner/PlanJson.h"
#include "core/planner/PlanTable.h"
#include "core/planner/Planner.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace tp {

namespace {

using namespace cli; // exit codes and problem printing
constexpr std::size_t kDefaultTableTop = 20;

const char *kPlanUsage =
    "usage: trainplan-cli plan (JOB.json | - | --scenario ID) [--top N] [--format table|json|csv]\n"
    "                          [--objective cheapest|fastest|balanced] [--json FILE] [--csv FILE]\n"
    "                          [--pdf FILE] [--launch DIR] [--candidate N] [--lang en|zh_CN]\n"
    "  --top N: the best N feasible and the first N rejected candidates (table default 20, json/csv all)\n"
    "  --csv FILE: for people, in the --lang language (headers, provider, region and billing names,\n"
    "    unit price and its source); UTF-8 with a byte-order mark, so spreadsheets read Chinese right\n"
    "  --pdf FILE / --launch DIR: the plan sheet and the launch files (DeepSpeed config, torchrun\n"
    "    script, Volcano Job, PAI-DLC spec) of the recommended candidate, or of --candidate N (its\n"
    "    number in the table); --lang picks the language of --pdf, --csv and the launch folder's\n"
    "    README.txt (default: the system locale)\n"
    "  --json - / --csv -: that export on standard output, in place of the table\n";

} // namespace

ScenarioLoadResult PlanCommand::loadScenarioPresets(const std::string &catalogDir)
{
    Problems readProblems;
    auto files = readScenarioFolder(catalogDir, readProblems);
    ScenarioLoadResult r = loadScenarios(files);
    r.problems.insert(r.problems.begin(), readProblems.begin(), readProblems.end());
    return r;
}

ScenarioCheck PlanCommand::checkScenarios(const std::string &catalogDir, const Catalog &catalog,
                                          bool catalogOk)
{
    ScenarioCheck check;
    ScenarioLoadResult loaded = loadScenarioPresets(catalogDir);
    check.presets = loaded.scenarios.size();
    check.problems = std::move(loaded.problems);
    if (!catalogOk)
        return check;
    const Planner planner(catalog);
    for (const ScenarioPreset &s : loaded.scenarios) {
        PlanResult r = planner.plan(s.job, {}, s.file);
        for (const Problem &p : r.problems)
            check.problems.push_back(p);
    }
    return check;
}

void PlanCommand::printScenarios(std::ostream &out, const std::vector<ScenarioPreset> &scenarios)
{
    if (scenarios.empty()) {
        out << "scenario presets: none in this catalog yet\n";
        return;
    }
    out << "scenario presets (trainplan-cli plan --scenario ID):\n";
    for (const ScenarioPreset &s : scenarios)
        out << "  " << std::left << std::setw(30) << s.id << s.name.en << "\n";
}

nlohmann::json PlanCommand::scenariosJson(const std::vector<ScenarioPreset> &scenarios)
{
    nlohmann::json out = nlohmann::json::array();
    for (const ScenarioPreset &s : scenarios)
        out.push_back({{"id", s.id},
                       {"name", {{"en", s.name.en}, {"zh", s.name.zh}}},
                       {"description", {{"en", s.description.en}, {"zh", s.description.zh}}},
                       {"source", s.source},
                       {"model", s.job.customModel ? s.job.customModel->name : s.job.modelPreset},
                       {"method", s.job.methodGiven ? toString(s.job.method) : "full"},
                       {"file", std::filesystem::path(s.file).filename().string()}});
    return out;
}

int PlanCommand::run(const std::vector<std::string> &args, const CliApp &app, const std::string &catalogDir)
{
    std::string jobFile, scenarioId, format = "table", jsonFile, csvFile, pdfFile, launchDir, lang;
    std::size_t candidateNumber = 0; // 1-based, 0: the recommended one
    PlanSelection selection;
    PlanOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        auto value = [&](std::string &into) {
            if (i + 1 >= args.size()) {
                m_err << "trainplan-cli: " << a << " needs a value\n" << kPlanUsage;
                return false;
            }
            into = args[++i];
            return true;
        };
        // A whole number from 1 to max.
        auto count = [&](std::size_t &into, long max, const char *expected) {
            std::string n;
            if (!value(n))
                return false;
            char *end = nullptr;
            const long v = std::strtol(n.c_str(), &end, 10);
            if (n.empty() || *end != '\0' || v < 1 || v > max) {
                m_err << "trainplan-cli: " << a << " expects " << expected << ", found '" << n << "'\n";
                return false;
            }
            into = static_cast<std::size_t>(v);
            return true;
        };
        auto choice = [&](std::string &into, const std::vector<std::string> &choices) {
            if (!value(into))
                return false;
            if (std::find(choices.begin(), choices.end(), into) != choices.end())
                return true;
            std::string list;
            for (const std::string &c : choices)
                list += (list.empty() ? "" : ", ") + c;
            m_err << "trainplan-cli: " << a << " is one of " << list << "; found '" << into << "'\n";
            return false;
        };
        // options whose value is a file, a folder or an id
        const std::pair<const char *, std::string *> plainOptions[] = {{"--json", &jsonFile},
                                                                       {"--csv", &csvFile},
                                                                       {"--pdf", &pdfFile},
                                                                       {"--launch", &launchDir},
                                                                       {"--scenario", &scenarioId}};
        const auto plain = std::find_if(std::begin(plainOptions), std::end(plainOptions),
                                        [&](const auto &option) { return a == option.first; });
        if (plain != std::end(plainOptions)) {
            if (!value(*plain->second))
                return kBadInput;
        } else if (a == "--top") {
            std::size_t top = 0;
            if (!count(top, 1000000, "a whole number of at least 1"))
                return kBadInput;
            selection.top = top;
        } else if (a == "--candidate") {
            if (!count(candidateNumber, 10000000, "a candidate number of at least 1"))
                return kBadInput;
        } else if (a == "--format") {
            if (!choice(format, {"table", "json", "csv"}))
                return kBadInput;
        } else if (a == "--objective") {
            std::string objective;
            if (!choice(objective, namesOf<Objective>()))
                return kBadInput;
            options.objective = fromString<Objective>(objective);
        } else if (a == "--lang") {
            if (!choice(lang, {"en", "zh_CN"}))
                return kBadInput;
        } else if (a.size() > 1 && a[0] == '-' && a != "-") {
            m_err << "trainplan-cli: plan: unknown option '" << a << "'\n" << kPlanUsage;
            return kBadInput;
        } else if (jobFile.empty()) {
            jobFile = a;
        } else {
            m_err << "trainplan-cli: plan takes one job file\n" << kPlanUsage;
            return kBadInput;
        }
    }
    if (jobFile.empty() == scenarioId.empty()) {
        m_err << "trainplan-cli: plan needs a job file, '-' for stdin, or --scenario ID (one of them)\n"
              << kPlanUsage;
        return kBadInput;
    }
    // "-" is standard output for the text exports (in place of the table); a PDF or a folder of
    // launch files is no stream for a terminal. A file named "-" is written as "./-".
    if (pdfFile == "-" || launchDir == "-") {
        m_err << "trainplan-cli: " << (pdfFile == "-" ? "--pdf" : "--launch")
              << " writes a file, not standard output ('-' is for --json and --csv); give a name\n";
        return kBadInput;
    }
    if (jsonFile == "-" && csvFile == "-") {
        m_err << "trainplan-cli: --json - and --csv - both ask for standard output; give one a file name\n";
        return kBadInput;
    }
    if (!pdfFile.empty() && !m_exports) {
        m_err << "trainplan-cli: --pdf needs the Qt plan-sheet renderer, which this build of the CLI lacks\n";
        return kFailure;
    }

    // --- the job
    std::optional<Job> job;
    std::string displayName;
    if (!scenarioId.empty()) {
        ScenarioLoadResult scenarios = loadScenarioPresets(catalogDir);
        if (!scenarios.ok()) {
            printProblems(m_err, scenarios.problems);
            return kBadInput;
        }
        const ScenarioPreset *s = findScenario(scenarios.scenarios, scenarioId);
        if (!s) {
            m_err << "trainplan-cli: unknown scenario '" << scenarioId
                  << "' (trainplan-cli presets lists them)\n";
            return kBadInput;
        }
        job = s->job;
        displayName = s->file;
    } else {
        displayName = jobFile == "-" ? "<stdin>" : jobFile;
        if (const int code = app.parseJob(jobFile, job); code != kOk)
            return code;
    }

    // --- the catalog and the plan
    const CatalogLoader::Result cat = app.loadCatalog();
    if (!cat.ok())
        return printCatalogErrors(m_err, cat.problems);
    PlanResult result = Planner(cat.catalog).plan(*job, options, displayName);
    printProblems(m_err, result.problems);
    if (!result.value)
        return kBadInput;
    const Plan &plan = *result.value;

    // --- exports, then stdout
    std::string error;
    bool toStdout = false; // an export went to standard output: no table after it
    auto save = [&](const std::string &file, const std::string &bytes) {
        if (file == "-") {
            toStdout = true;
            m_out << bytes;
            return static_cast<bool>(m_out);
        }
        if (writeFileAtomically(file, bytes, error))
            return true;
        m_err << "trainplan-cli: " << error << "\n";
        return false;
    };
    if (!jsonFile.empty()) {
        std::ostringstream s;
        s << std::setw(2) << toJson(plan, selection) << "\n";
        if (!save(jsonFile, s.str()))
            return kFailure;
    }
    if (!csvFile.empty()) {
        std::string bytes;
        if (m_exports) {
            bytes = m_exports->csv(plan, cat.catalog, selection, lang);
        } else {
            std::ostringstream s;
            writeCsvFile(s, plan, selection);
            bytes = s.str();
        }
        if (!save(csvFile, bytes))
            return kFailure;
    }
    if (!pdfFile.empty() || !launchDir.empty()) {
        const Candidate *chosen = nullptr;
        if (candidateNumber > 0) {
            if (candidateNumber > plan.candidates.size()) {
                m_err << "trainplan-cli: --candidate " << candidateNumber << ": the plan has "
                      << plan.candidates.size() << " candidates\n";
                return kBadInput;
            }
            chosen = &plan.candidates[candidateNumber - 1];
        } else {
            chosen = plan.recommended();
        }
        if (!chosen || !chosen->instance) {
            m_err << "trainplan-cli: nothing to export: no candidate is feasible (the plan says what would "
                     "make one "
                     "feasible); choose one with --candidate N\n";
            return kFailure;
        }
        if (!pdfFile.empty() && !m_exports->pdf(pdfFile, plan, *chosen, cat.catalog, lang, error)) {
            m_err << "trainplan-cli: " << error << "\n";
            return kFailure;
        }
        if (!launchDir.empty()) {
            // a new folder in place of the old set, or the old set untouched
            bool ok = false;
            if (m_exports) {
                ok = m_exports->launch(launchDir, plan, *chosen, cat.catalog, lang, error);
            } else {
                std::vector<FolderFile> files;
                for (const LaunchFile &f : launchFiles(plan, *chosen))
                    files.push_back({f.name, f.text, f.executable});
                ok = writeFolderAtomically(launchDir, files, launchFileNames(), error);
            }
            if (!ok) {
                m_err << "trainplan-cli: " << error << "\n";
                return kFailure;
            }
        }
    }
    if (toStdout)
        return m_out ? kOk : kFailure;
    if (format == "json")
        m_out << std::setw(2) << toJson(plan, selection) << "\n";
    else if (format == "csv")
        writeCsv(m_out, plan, selection);
    else {
        // A terminal shows the best 20 of each kind unless --top says otherwise; files get all.
        PlanSelection shown = selection;
        if (!shown.top)
            shown.top = kDefaultTableTop;
        writeTable(m_out, plan, shown);
    }
    return m_out ? kOk : kFailure;
}

} // namespace tp
