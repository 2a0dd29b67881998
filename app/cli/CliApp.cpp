#include "CliApp.h"

#include "CatalogLoader.h"
#include "EstimateJson.h"
#include "Estimator.h"
#include "JobParser.h"
#include "Workload.h"

#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#ifndef TRAINPLAN_CATALOG_SOURCE_DIR
#define TRAINPLAN_CATALOG_SOURCE_DIR ""
#endif
#ifndef TRAINPLAN_CATALOG_INSTALL_DIR
#define TRAINPLAN_CATALOG_INSTALL_DIR "share/trainplan/catalog"
#endif

namespace tp {

namespace {

constexpr int kOk = 0;
constexpr int kFailure = 1;
constexpr int kBadInput = 2;
constexpr std::size_t kMaxInputBytes = 16u * 1024u * 1024u;

const char *kUsage = R"(usage: trainplan-cli [--catalog DIR] COMMAND ...

commands:
  estimate JOB.json       memory, speed and time of one job on one hardware setup (JSON)
  presets [--json]        model presets (and scenario presets) with their ids
  catalog check [DIR]     validate a catalog folder (default: the built-in one)

JOB.json may be '-' to read the job from standard input.
exit codes: 0 done, 1 I/O or internal error, 2 bad input (file, JSON path and problem on stderr)
)";

void printProblems(std::ostream &err, const Problems &problems)
{
    for (const Problem &p : problems)
        err << p.toString() << "\n";
}

} // namespace

std::string CliApp::defaultCatalogDir()
{
    namespace fs = std::filesystem;
    if (const char *env = std::getenv("TRAINPLAN_CATALOG"); env && *env)
        return env;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / TRAINPLAN_CATALOG_INSTALL_DIR;
        if (fs::is_directory(installed, ec))
            return installed.string();
    }
    return TRAINPLAN_CATALOG_SOURCE_DIR;
}

int CliApp::usage(int code)
{
    (code == kOk ? m_out : m_err) << kUsage;
    return code;
}

int CliApp::run(const std::vector<std::string> &argsIn)
{
    std::vector<std::string> args;
    for (std::size_t i = 0; i < argsIn.size(); ++i) {
        if (argsIn[i] == "--catalog") {
            if (i + 1 >= argsIn.size()) {
                m_err << "trainplan-cli: --catalog needs a folder\n";
                return kBadInput;
            }
            m_catalogDir = argsIn[++i];
        } else if (argsIn[i].rfind("--catalog=", 0) == 0) {
            m_catalogDir = argsIn[i].substr(10);
        } else {
            args.push_back(argsIn[i]);
        }
    }
    if (args.empty())
        return usage(kBadInput);
    const std::string command = args.front();
    args.erase(args.begin());
    if (command == "-h" || command == "--help" || command == "help")
        return usage(kOk);
    if (command == "estimate")
        return estimate(args);
    if (command == "presets")
        return presets(args);
    if (command == "catalog")
        return catalogCheck(args);
    if (command == "plan") {
        m_err << "trainplan-cli: 'plan' is not in this build yet; 'estimate' answers one hardware setup\n";
        return kFailure;
    }
    m_err << "trainplan-cli: unknown command '" << command << "'\n";
    return usage(kBadInput);
}

namespace {

struct LoadedCatalog
{
    CatalogLoader::Result result;
    bool readable = true;
};

LoadedCatalog loadCatalog(const std::string &dir)
{
    LoadedCatalog c;
    Problems readProblems;
    auto files = readCatalogFolder(dir, readProblems);
    c.result = CatalogLoader::load(files);
    c.result.problems.insert(c.result.problems.begin(), readProblems.begin(), readProblems.end());
    return c;
}

} // namespace

int CliApp::estimate(const std::vector<std::string> &args)
{
    if (args.size() != 1) {
        m_err << "trainplan-cli: estimate takes one job file (or '-' for stdin)\n";
        return kBadInput;
    }
    const std::string &file = args.front();
    std::string text;
    std::string displayName = file == "-" ? "<stdin>" : file;
    if (file == "-") {
        std::ostringstream s;
        s << m_in.rdbuf();
        text = s.str();
    } else {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(file, ec)) {
            m_err << file << ": cannot open the job file (no such file)\n";
            return kFailure;
        }
        if (std::filesystem::file_size(file, ec) > kMaxInputBytes) {
            m_err << file << ": the job file is larger than 16 MB; a job file is a few hundred bytes\n";
            return kBadInput;
        }
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            m_err << file << ": cannot read the job file\n";
            return kFailure;
        }
        std::ostringstream s;
        s << in.rdbuf();
        text = s.str();
    }
    if (text.size() > kMaxInputBytes) {
        m_err << displayName << ": the job is larger than 16 MB\n";
        return kBadInput;
    }

    JobParser::Result parsed = JobParser::parse(text, displayName);
    printProblems(m_err, parsed.problems);
    if (!parsed.job)
        return kBadInput;

    LoadedCatalog cat = loadCatalog(m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
    if (!cat.result.ok()) {
        printProblems(m_err, cat.result.problems);
        m_err << "trainplan-cli: the catalog has errors (trainplan-cli catalog check lists them)\n";
        return kBadInput;
    }
    const Catalog &catalog = cat.result.catalog;

    ResolveResult resolved = resolveWorkload(*parsed.job, catalog, displayName);
    printProblems(m_err, resolved.problems);
    if (!resolved.workload)
        return kBadInput;

    Estimate e = Estimator(catalog).estimate(*resolved.workload);
    m_out << std::setw(2) << toJson(e) << "\n";
    return m_out ? kOk : kFailure;
}

int CliApp::presets(const std::vector<std::string> &args)
{
    const bool json = !args.empty() && args.front() == "--json";
    if (!args.empty() && !json) {
        m_err << "trainplan-cli: presets takes no argument but --json\n";
        return kBadInput;
    }
    LoadedCatalog cat = loadCatalog(m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
    if (!cat.result.ok()) {
        printProblems(m_err, cat.result.problems);
        return kBadInput;
    }
    const Catalog &c = cat.result.catalog;
    if (json) {
        nlohmann::json models = nlohmann::json::array();
        for (const ModelSpec &m : c.models) {
            nlohmann::json o = {{"id", m.id}, {"name", m.name}, {"kind", m.isTransformer() ? "transformer" : "vision"},
                                {"params", m.params}};
            if (m.isTransformer())
                o["architecture"] = toString(m.architecture);
            models.push_back(o);
        }
        m_out << std::setw(2) << nlohmann::json{{"models", models}, {"scenarios", nlohmann::json::array()}} << "\n";
        return kOk;
    }
    m_out << "model presets:\n";
    for (const ModelSpec &m : c.models) {
        std::ostringstream params;
        params << std::setprecision(3) << (m.params >= 1e9 ? m.params / 1e9 : m.params / 1e6)
               << (m.params >= 1e9 ? "B" : "M");
        m_out << "  " << std::left << std::setw(18) << m.id << std::setw(12)
              << (m.isTransformer() ? toString(m.architecture) : std::string("vision")) << std::setw(8)
              << params.str() << m.name << "\n";
    }
    m_out << "scenario presets: none in this catalog yet\n";
    return kOk;
}

int CliApp::catalogCheck(const std::vector<std::string> &args)
{
    if (args.empty() || args.front() != "check" || args.size() > 2) {
        m_err << "usage: trainplan-cli catalog check [DIR]\n";
        return kBadInput;
    }
    const std::string dir = args.size() == 2 ? args[1] : (m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
    LoadedCatalog cat = loadCatalog(dir);
    printProblems(m_err, cat.result.problems);
    const Catalog &c = cat.result.catalog;
    std::size_t errors = 0, warnings = 0;
    for (const Problem &p : cat.result.problems)
        (p.isError() ? errors : warnings)++;
    m_out << dir << ": " << c.gpus.size() << " GPUs, " << c.models.size() << " models, " << c.instances.size()
          << " instance types in " << c.files.size() << " files; " << errors << " errors, " << warnings
          << " warnings\n";
    return errors ? kBadInput : kOk;
}

} // namespace tp
