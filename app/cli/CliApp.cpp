#include "cli/CliApp.h"

#include "cli/CalibrateCommand.h"
#include "cli/CliOutput.h"
#include "cli/ImportedPrices.h"
#include "cli/PlanCommand.h"
#include "cli/QuoteCommand.h"
#include "cli/WatchCommand.h"
#include "core/AtomicFile.h"
#include "core/CatalogLoader.h"
#include "core/CatalogOverrides.h"
#include "core/EstimateJson.h"
#include "core/Estimator.h"
#include "core/HfConfig.h"
#include "core/JobParser.h"
#include "core/PriceCsv.h"
#include "core/PriceSpreads.h"
#include "core/SafeText.h"
#include "core/Staleness.h"
#include "core/Strings.h"
#include "core/TextFile.h"
#include "core/Workload.h"
#include "core/WorkloadSoftware.h"
#include "core/calibration/Calibration.h"
#include "core/planner/CostModel.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

#ifndef TRAINPLAN_CATALOG_SOURCE_DIR
#define TRAINPLAN_CATALOG_SOURCE_DIR ""
#endif
#ifndef TRAINPLAN_CATALOG_INSTALL_DIR
#define TRAINPLAN_CATALOG_INSTALL_DIR "share/trainplan/catalog"
#endif
#ifndef TRAINPLAN_CATALOG_INSTALL_PREFIX
#define TRAINPLAN_CATALOG_INSTALL_PREFIX "/usr"
#endif

namespace tp {

namespace {

using namespace cli; // exit codes and problem printing
constexpr std::size_t kMaxInputBytes = limits::kMaxFileBytes;

const char *kUsage =
    R"(usage: trainplan-cli [--catalog DIR] [--overrides DIR | --no-overrides] [--lenient] COMMAND ...

commands:
  estimate JOB.json       memory, speed and time of one job on one hardware setup (JSON)
  plan JOB.json | --scenario ID [--top N] [--format table|json|csv]
       [--objective cheapest|fastest|balanced] [--json FILE] [--csv FILE]
                          every catalog candidate for the job, ranked, Pareto front marked
  calibrate LOG [--job JOB.json] [--hardware JSON]
                          read what a short training run measured from its log (Hugging Face
                          trainer_state.json or Trainer output, DeepSpeed, Megatron-LM, NeMo,
                          torchtitan, Ultralytics results.csv, nvidia-smi CSV) and print the
                          job's "measured" entry; with --job, the job with it added
  watch LOG|- --plan PLAN.json [--candidate N] [--interval S] [--json] [--exit-on-breach]
        [--once] [--stall-minutes M]
                          follow a growing training log against a saved plan: progress,
                          speed now and planned, ETA with a range, cost so far and projected,
                          and a verdict against the budget and deadline (exit 3: beyond them)
  presets [--json]        model presets, frameworks and scenario presets with their ids
  catalog check [DIR] [--today YYYY-MM-DD]
                          validate a catalog folder (default: the built-in one) and the
                          overrides folder; count prices older than 180 days
  catalog import-prices FILE.csv
                          add the prices of a CSV file to the overrides folder
                          (prices-imported.json; later rows win)
  catalog quote-script --provider alibaba|tencent [--region R] [--out FILE]
                          a shell script that asks the provider's own command-line client
                          (configured with your credentials) for the price of every catalog
                          instance type of the provider, saving each answer in a folder
  catalog import-quotes DIR
                          add the prices of those answers to the overrides folder
                          (prices-imported.json; confidence "quote")

JOB.json may be '-' to read the job from standard input.
--overrides DIR: the folder of the user's catalog overrides (default: the user's folder,
  $XDG_DATA_HOME/TrainPlan/trainplan/catalog, when it exists); --no-overrides: none.
--lenient: unknown keys in a job are warnings (ignored) instead of errors.
exit codes: 0 done, 1 I/O or internal error, 2 bad input (file, JSON path and problem on stderr)
)";

// The JSON pointer of the first NaN or infinity in an answer, or "" when every figure is finite.
std::string firstNonFinite(const nlohmann::json &value, const std::string &path = "")
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        return path.empty() ? "/" : path;
    for (auto it = value.begin(); (value.is_object() || value.is_array()) && it != value.end(); ++it) {
        const std::string at = firstNonFinite(
            *it, path + "/" + (value.is_object() ? it.key() : std::to_string(it - value.begin())));
        if (!at.empty())
            return at;
    }
    return {};
}

} // namespace

std::string CliApp::defaultCatalogDir()
{
    namespace fs = std::filesystem;
    if (const char *env = std::getenv("TRAINPLAN_CATALOG"); env && *env)
        return env;
    std::error_code ec;
    // Installed: beside the executable's prefix (the package may be unpacked anywhere).
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / TRAINPLAN_CATALOG_INSTALL_DIR;
        if (fs::is_directory(installed, ec))
            return installed.string();
    }
    // Run from the build tree: the source folder's catalog.
    if (fs::is_directory(TRAINPLAN_CATALOG_SOURCE_DIR, ec))
        return TRAINPLAN_CATALOG_SOURCE_DIR;
    // Installed where /proc is not mounted (a chroot, a minimal container): the configured
    // prefix, or /usr where the Debian package puts it.
    for (const char *prefix : {TRAINPLAN_CATALOG_INSTALL_PREFIX, "/usr", "/usr/local"}) {
        const fs::path prefixed = fs::path(prefix) / TRAINPLAN_CATALOG_INSTALL_DIR;
        if (fs::is_directory(prefixed, ec))
            return prefixed.string();
    }
    return TRAINPLAN_CATALOG_SOURCE_DIR; // and loading it says that it is missing
}

int CliApp::usage(int code)
{
    (code == kOk ? m_out : m_err) << kUsage;
    return code;
}

int CliApp::run(const std::vector<std::string> &argsIn)
{
    // the options of every command that name a folder: "--catalog DIR" or "--catalog=DIR"
    const std::pair<std::string, std::string *> folderOptions[] = {{"--catalog", &m_catalogDir},
                                                                   {"--overrides", &m_overrideDir}};
    std::vector<std::string> args;
    for (std::size_t i = 0; i < argsIn.size(); ++i) {
        bool folderOption = false;
        for (const auto &[option, folder] : folderOptions) {
            if (argsIn[i] == option) {
                if (i + 1 >= argsIn.size()) {
                    m_err << "trainplan-cli: " << option << " needs a folder\n";
                    return kBadInput;
                }
                *folder = argsIn[++i];
                folderOption = true;
                break;
            }
            if (argsIn[i].rfind(option + "=", 0) == 0) {
                *folder = argsIn[i].substr(option.size() + 1);
                folderOption = true;
                break;
            }
        }
        if (folderOption)
            continue;
        if (argsIn[i] == "--no-overrides") {
            m_noOverrides = true;
        } else if (argsIn[i] == "--lenient") {
            m_lenient = true;
        } else {
            args.push_back(argsIn[i]);
        }
    }
    if (args.empty())
        return usage(kBadInput);
    if (const int code = checkOverridesFolder(); code != kOk)
        return code;
    const std::string command = args.front();
    args.erase(args.begin());
    if (command == "-h" || command == "--help" || command == "help")
        return usage(kOk);
    if (command == "estimate")
        return estimate(args);
    if (command == "presets")
        return presets(args);
    if (command == "calibrate")
        return CalibrateCommand(m_out, m_err).run(args, *this);
    if (command == "watch")
        return WatchCommand(m_in, m_out, m_err).run(args);
    if (command == "catalog" && !args.empty() && args.front() == "quote-script")
        return QuoteCommand(m_out, m_err)
            .script(std::vector<std::string>(args.begin() + 1, args.end()), *this);
    if (command == "catalog" && !args.empty() && args.front() == "import-quotes") {
        if (m_noOverrides) {
            m_err << "trainplan-cli: import-quotes writes into the overrides folder; drop --no-overrides\n";
            return kBadInput;
        }
        return QuoteCommand(m_out, m_err)
            .import(std::vector<std::string>(args.begin() + 1, args.end()),
                    m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir,
                    m_overrideDir.empty() ? defaultUserCatalogDir() : m_overrideDir);
    }
    if (command == "catalog")
        return catalogCheck(args);
    if (command == "plan")
        return PlanCommand(m_out, m_err, m_exports)
            .run(args, *this, m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
    m_err << "trainplan-cli: unknown command '" << command << "'\n";
    return usage(kBadInput);
}

int CliApp::checkOverridesFolder() const
{
    // the shipped catalog as the overrides folder: every record would override itself, and an
    // import would write the user's prices into the installed catalog
    if (m_noOverrides || m_overrideDir.empty())
        return kOk;
    std::error_code a;
    const std::string catalog = m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir;
    if (std::filesystem::equivalent(m_overrideDir, catalog, a) && !a) {
        m_err << "trainplan-cli: --overrides " << escapeForDisplay(m_overrideDir)
              << " is the catalog folder itself; give the folder of your own overrides (default "
              << escapeForDisplay(defaultUserCatalogDir()) << ") or --no-overrides\n";
        return kBadInput;
    }
    return kOk;
}

std::string CliApp::overrideDir() const
{
    if (m_noOverrides)
        return {};
    if (!m_overrideDir.empty())
        return m_overrideDir; // a folder named on the command line must exist: the loader says so
    const std::string dir = defaultUserCatalogDir();
    std::error_code ec;
    return std::filesystem::is_directory(dir, ec) ? dir : std::string();
}

CatalogLoader::Result CliApp::loadCatalog(const std::string &dir, BrokenOverrides broken) const
{
    const std::string shipped = !dir.empty()            ? dir
                                : !m_catalogDir.empty() ? m_catalogDir
                                                        : defaultCatalogDir();
    const std::string overrides = overrideDir();
    CatalogLoader::Result result = loadCatalogFolder(shipped, overrides, broken);
    if (broken == BrokenOverrides::Skip)
        printSkippedOverrides(m_err, result.problems, overrides);
    return result;
}

int CliApp::readJob(const std::string &file, std::string &text) const
{
    if (file == "-") {
        // A folder as standard input reads as nothing at all: say what it is, not "empty job".
        struct stat st = {};
        if (&m_in == &std::cin && fstat(STDIN_FILENO, &st) == 0 && S_ISDIR(st.st_mode)) {
            m_err << "<stdin>: standard input is a folder, not a job file\n";
            return kFailure;
        }
        // At most one byte past the limit: an endless stdin is refused, not read into memory.
        text.resize(kMaxInputBytes + 1);
        m_in.read(&text[0], static_cast<std::streamsize>(text.size()));
        text.resize(static_cast<std::size_t>(m_in.gcount()));
        if (text.size() > kMaxInputBytes) {
            m_err << "<stdin>: the job is larger than 16 MB\n";
            return kBadInput;
        }
        return kOk;
    }
    TextFile read = readTextFile(file, kMaxInputBytes);
    if (read.status == TextFile::Status::TooLarge) {
        m_err << escapeForDisplay(file)
              << ": the job file is larger than 16 MB; a job file is a few hundred bytes\n";
        return kBadInput;
    }
    if (!read.ok()) {
        m_err << escapeForDisplay(file) << ": cannot open the job file (" << read.reason << ")\n";
        return kFailure;
    }
    text = std::move(read.text);
    return kOk;
}

int CliApp::parseJob(const std::string &file, std::optional<Job> &job) const
{
    const std::string displayName = file == "-" ? "<stdin>" : file;
    std::string text;
    if (const int code = readJob(file, text); code != kOk)
        return code;
    JobParser::Result parsed = JobParser::parse(text, displayName, {m_lenient});
    printProblems(m_err, parsed.problems);
    if (!parsed.value)
        return kBadInput;
    Problems problems;
    const bool loaded = loadHfConfig(*parsed.value, file, problems);
    printProblems(m_err, problems);
    if (!loaded)
        return kBadInput;
    job = std::move(parsed.value);
    return kOk;
}

int CliApp::estimate(const std::vector<std::string> &args)
{
    if (args.size() != 1) {
        m_err << "trainplan-cli: estimate takes one job file (or '-' for stdin)\n";
        return kBadInput;
    }
    const std::string &file = args.front();
    const std::string displayName = file == "-" ? "<stdin>" : file;
    std::optional<Job> job;
    if (const int code = parseJob(file, job); code != kOk)
        return code;

    const CatalogLoader::Result cat = loadCatalog();
    if (!cat.ok())
        return printCatalogErrors(m_err, cat.problems,
                                  overrideDir().empty() ? ""
                                                        : "; --no-overrides leaves out the overrides folder");
    const Catalog &catalog = cat.catalog;

    // the user's measured runs correct the estimate (spec/cli.md "measured")
    std::optional<Calibration> calibration;
    Problems measuredProblems;
    const bool calibrated = applyMeasurements(*job, catalog, displayName, measuredProblems, &calibration);
    printProblems(m_err, measuredProblems);
    if (!calibrated)
        return kBadInput;

    ResolveResult resolved = resolveWorkload(*job, catalog, displayName);
    printProblems(m_err, resolved.problems);
    if (!resolved.value)
        return kBadInput;
    const Problems layout = checkHardwareLayout(*resolved.value, displayName);
    printProblems(m_err, layout);
    if (hasErrors(layout))
        return kBadInput;

    Estimate e = Estimator(catalog).estimate(*resolved.value);
    if (const auto batch = batchProblem(e, displayName)) { // fractional steps are no estimate
        printProblems(m_err, {*batch});
        return kBadInput;
    }
    e.cost = cost::onDemandCost(e, catalog, *job); // priced as `plan` prices it
    nlohmann::json answer = toJson(e);
    if (calibration)
        answer["calibration"] = calibration->toJson();
    if (const std::string at = firstNonFinite(answer); !at.empty()) {
        // The estimators divide by figures the job and the catalog set; an overflow is no answer.
        m_err << escapeForDisplay(displayName) << ": the estimate overflows (" << at.substr(1)
              << " is not a finite number): a size in the job, or a figure or price in the catalog, is "
                 "beyond what can be estimated\n";
        return kBadInput;
    }
    m_out << std::setw(2) << answer << "\n";
    return m_out ? kOk : kFailure;
}

namespace {

std::vector<std::string> frameworkModels(const Framework &f)
{
    std::vector<std::string> out;
    if (f.transformers)
        out.push_back("transformer");
    if (f.vision)
        out.push_back("vision");
    return out;
}

std::vector<std::string> frameworkMethods(const Framework &f)
{
    std::vector<std::string> out;
    for (Method m : f.methods)
        out.push_back(toString(m));
    return out;
}

std::vector<std::string> frameworkAccelerators(const Framework &f)
{
    std::vector<std::string> out;
    if (f.nvidia)
        out.push_back("nvidia");
    if (f.ascend)
        out.push_back("ascend");
    return out;
}

} // namespace

int CliApp::presets(const std::vector<std::string> &args)
{
    const bool json = !args.empty() && args.front() == "--json";
    if (!args.empty() && !json) {
        m_err << "trainplan-cli: presets takes no argument but --json\n";
        return kBadInput;
    }
    const CatalogLoader::Result cat = loadCatalog();
    if (!cat.ok()) {
        printProblems(m_err, cat.problems);
        return catalogFailure(cat.problems);
    }
    const Catalog &c = cat.catalog;
    if (json) {
        nlohmann::json models = nlohmann::json::array();
        for (const ModelSpec &m : c.models) {
            nlohmann::json o = {{"id", m.id},
                                {"name", m.name},
                                {"kind", m.isTransformer() ? "transformer" : "vision"},
                                {"params", m.params}};
            if (m.isTransformer())
                o["architecture"] = toString(m.architecture);
            models.push_back(o);
        }
        nlohmann::json frameworks = nlohmann::json::array();
        for (const Framework &f : c.frameworks)
            frameworks.push_back({{"id", f.id},
                                  {"name", {{"en", f.name.en}, {"zh", f.name.zh}}},
                                  {"models", frameworkModels(f)},
                                  {"methods", frameworkMethods(f)},
                                  {"accelerators", frameworkAccelerators(f)},
                                  {"parallelism", f.parallelismSummary()},
                                  {"efficiency", f.efficiency}});
        const ScenarioLoadResult scenarios =
            PlanCommand::loadScenarioPresets(m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
        printProblems(m_err, scenarios.problems);
        m_out << std::setw(2)
              << nlohmann::json{{"models", models},
                                {"frameworks", frameworks},
                                {"scenarios", PlanCommand::scenariosJson(scenarios.scenarios)}}
              << "\n";
        return kOk;
    }
    m_out << "model presets:\n";
    for (const ModelSpec &m : c.models) {
        std::ostringstream params;
        params << std::setprecision(3) << (m.params >= 1e9 ? m.params / 1e9 : m.params / 1e6)
               << (m.params >= 1e9 ? "B" : "M");
        m_out << "  " << std::left << std::setw(18) << m.id << " " << std::setw(16)
              << (m.isTransformer() ? toString(m.architecture) + (m.isMoe() ? " MoE" : "")
                                    : std::string("vision"))
              << std::setw(8) << params.str() << m.name << "\n";
    }
    m_out
        << "frameworks (the job's \"framework\"; left out, the usual one for the method and accelerator):\n";
    for (const Framework &f : c.frameworks) {
        std::string methods;
        for (const std::string &m : frameworkMethods(f))
            methods += (methods.empty() ? "" : ",") + m;
        std::string accelerators;
        for (const std::string &a : frameworkAccelerators(f))
            accelerators += (accelerators.empty() ? "" : ",") + a;
        m_out << "  " << std::left << std::setw(14) << f.id << " " << std::setw(10) << f.efficiency
              << std::setw(25) << methods << std::setw(15) << accelerators << f.name.en << "\n";
    }
    const ScenarioLoadResult scenarios =
        PlanCommand::loadScenarioPresets(m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
    printProblems(m_err, scenarios.problems);
    PlanCommand::printScenarios(m_out, scenarios.scenarios);
    return kOk;
}

int CliApp::catalogCheck(const std::vector<std::string> &args)
{
    if (!args.empty() && args.front() == "import-prices")
        return catalogImportPrices(std::vector<std::string>(args.begin() + 1, args.end()));
    const char *usageLine = "usage: trainplan-cli catalog check [DIR] [--today YYYY-MM-DD]\n"
                            "       trainplan-cli catalog import-prices FILE.csv [--overrides DIR]\n";
    if (args.empty() || args.front() != "check") {
        m_err << usageLine;
        return kBadInput;
    }
    std::string folder;
    CivilDate day = today();
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--today" && i + 1 < args.size()) {
            const auto d = parseDay(args[++i]);
            if (!d) {
                m_err << "trainplan-cli: --today expects a date YYYY-MM-DD, found '" << args[i] << "'\n";
                return kBadInput;
            }
            day = *d;
        } else if (folder.empty() && args[i].rfind("--", 0) != 0) {
            folder = args[i];
        } else {
            m_err << usageLine;
            return kBadInput;
        }
    }
    const std::string dir =
        !folder.empty() ? folder : (m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir);
    const CatalogLoader::Result cat = loadCatalog(dir, BrokenOverrides::Refuse);
    printProblems(m_err, cat.problems);
    const Catalog &c = cat.catalog;
    std::size_t errors = 0, warnings = 0;
    for (const Problem &p : cat.problems)
        (p.isError() ? errors : warnings)++;
    const ScenarioCheck scenarios = PlanCommand::checkScenarios(dir, c, cat.ok());
    printProblems(m_err, scenarios.problems);
    for (const Problem &p : scenarios.problems)
        (p.isError() ? errors : warnings)++;
    m_out << escapeForDisplay(dir) << ": " << c.gpus.size() << " GPUs, " << c.models.size() << " models, "
          << c.instances.size() << " instance types in " << c.files.size() << " files; " << errors
          << " errors, " << warnings << " warnings\n";
    if (scenarios.presets > 0)
        m_out << escapeForDisplay(dir) << "/scenarios: " << scenarios.presets << " scenario presets\n";
    if (const std::string overrides = overrideDir(); !overrides.empty()) {
        std::size_t added = 0, replaced = 0, prices = 0;
        for (const CatalogOverride &o : c.overrides) {
            if (o.kind == "price")
                ++prices;
            else
                (o.action == CatalogOverride::Action::Added ? added : replaced)++;
        }
        m_out << "overrides " << overrides << ": " << c.overrideFiles.size() << " files; " << added
              << " entries added, " << replaced << " replaced, " << prices << " prices set\n";
    }
    std::size_t priceCount = 0;
    for (const InstanceType &i : c.instances)
        priceCount += i.prices.size();
    if (priceCount > 0) {
        const auto stale = stalePrices(c, day);
        std::map<std::string, std::size_t> byProvider;
        for (const StalePrice &s : stale)
            ++byProvider[s.provider];
        m_out << "note: " << stale.size() << " of " << priceCount << " prices are older than "
              << kStaleAfterDays << " days (dated before " << toString(staleCutoff(day)) << ")";
        std::string sep = ": ";
        for (const auto &[provider, n] : byProvider) {
            m_out << sep << provider << " " << n;
            sep = ", ";
        }
        m_out << "\n";
        // A year old is a pricing round behind: say so by provider, with what the prices rest on.
        for (const ProviderPriceFigures &f : priceFigures(c, day)) {
            std::string confidences;
            for (const auto &[confidence, n] : f.byConfidence)
                confidences += (confidences.empty() ? "" : ", ") + std::to_string(n) + " " + confidence;
            m_out << "prices " << f.provider << ": " << f.prices << " (" << confidences << "); oldest "
                  << (f.oldest.empty() ? "undated" : f.oldest) << "\n";
            if (f.outdated > 0)
                m_out
                    << "warning: " << f.provider << ": " << f.outdated << " of " << f.prices
                    << " prices are older than 12 months (dated before "
                    << toString(staleCutoff(day, kOutdatedAfterDays))
                    << "); refresh them: catalog import-prices, or catalog quote-script and import-quotes\n";
        }
    }
    // Who may rent what (catalog "availability"): a plan uses open and apply offers by default.
    std::map<std::string, std::map<InstanceType::Availability, std::size_t>> offers;
    for (const InstanceType &i : c.instances)
        ++offers[i.provider][i.availability];
    for (const auto &[provider, kinds] : offers) {
        m_out << "availability " << provider << ":";
        std::string sep = " ";
        for (const auto &[kind, n] : kinds) {
            m_out << sep << n << " " << toString(kind);
            sep = ", ";
        }
        m_out << " instance types\n";
    }
    // Prices that agree: one provider's families of one GPU within the VM / bare-metal band, or
    // a written reason (catalog "price_spread_reason").
    std::size_t unexplained = 0;
    for (const PriceSpread &s : priceSpreads(c)) {
        if (!s.beyondBand())
            continue;
        const auto perGpu = [](double v) { return fixedDecimals(v, 2); };
        m_out << (s.reason.empty() ? "warning: " : "note: ") << s.provider << " " << s.gpu << ": "
              << s.highFamily << " " << perGpu(s.highPerGpuHour) << " CNY per GPU-hour on demand is "
              << fixedDecimals(s.ratio(), 2) << "x " << s.lowFamily << " " << perGpu(s.lowPerGpuHour)
              << ", beyond the " << fixedDecimals(kPriceSpreadBand, 1) << "x VM / bare-metal band";
        if (s.reason.empty()) {
            ++unexplained;
            m_out << " and no family says why (price_spread_reason)\n";
        } else {
            m_out << ": " << escapeForDisplay(s.reason) << "\n";
        }
    }
    m_out << "price spreads: " << unexplained << " unexplained beyond " << fixedDecimals(kPriceSpreadBand, 1)
          << "x\n";
    return errors ? catalogFailure(cat.problems) : kOk;
}

int CliApp::catalogImportPrices(const std::vector<std::string> &args)
{
    if (args.size() != 1) {
        m_err << "usage: trainplan-cli catalog import-prices FILE.csv [--overrides DIR]\n";
        return kBadInput;
    }
    if (m_noOverrides) {
        m_err << "trainplan-cli: import-prices writes into the overrides folder; drop --no-overrides\n";
        return kBadInput;
    }
    const std::string &csvFile = args.front();
    std::string text, error;
    int code = kOk;
    if (!readInputFile(csvFile, text, error, code)) {
        m_err << error << "\n";
        return code;
    }
    // The prices are checked against the catalog with the overrides folder as it is now (it may
    // not exist yet: the import creates it).
    const std::string dir = m_overrideDir.empty() ? defaultUserCatalogDir() : m_overrideDir;
    int loadCode = kOk;
    const std::optional<Catalog> catalog =
        catalogForImport(m_catalogDir.empty() ? defaultCatalogDir() : m_catalogDir, dir, m_err, loadCode);
    if (!catalog)
        return loadCode;
    PriceCsvImport imported = importPriceCsv(text, csvFile, *catalog);
    printProblems(m_err, imported.problems);
    if (!imported.headerOk) {
        m_err << "trainplan-cli: " << escapeForDisplay(csvFile) << ": nothing imported\n";
        return kBadInput;
    }

    const std::string head = csvFile + ": " + std::to_string(imported.rows) + " rows, " +
                             std::to_string(imported.prices.size()) + " imported";
    const int stored = storeAndReportImport(dir, imported.prices, head,
                                            std::to_string(imported.badRows) + " bad", m_out, m_err);
    if (stored != kOk)
        return stored;
    return imported.badRows ? kBadInput : kOk;
}

} // namespace tp
