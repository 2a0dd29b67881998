#include "cli/CalibrateCommand.h"

#include "cli/CliApp.h"
#include "cli/CliOutput.h"
#include "core/CatalogLoader.h"
#include "core/JsonReader.h"
#include "core/SafeText.h"
#include "core/calibration/MeasuredEntry.h"
#include "core/calibration/RunLog.h"

#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>

namespace tp {

namespace {

using namespace cli; // exit codes and problem printing

const char *kUsage = "usage: trainplan-cli calibrate LOG [--job JOB.json] [--hardware JSON]\n";
const char *kHardwareHint =
    "pass --hardware '{\"instance\": \"ecs.gn7i-c8g1.2xlarge\", \"nodes\": 1}' (or "
    "'{\"gpu\": \"A10\", \"gpus_per_node\": 1, \"nodes\": 1}'), or --job with a hardware";

// stderr: what was read, from which lines, over which part of the run.
void describe(std::ostream &err, const RunLog &log)
{
    err << escapeForDisplay(log.file) << ": read as " << toString(log.format);
    if (!log.window.empty())
        err << "; speeds over " << log.window;
    err << "\n";
    const std::pair<const std::optional<RunFigure> *, const char *> figures[] = {
        {&log.tokensPerSecond, "tokens_per_s"},
        {&log.samplesPerSecond, "samples_per_s"},
        {&log.stepTimeSeconds, "step_time_s"},
        {&log.peakMemoryGib, "peak_memory_gib"},
        {&log.microBatch, "micro_batch"},
        {&log.globalBatch, "global_batch"},
        {&log.sequenceLength, "seq_len"},
        {&log.imageSize, "image_size"},
        {&log.gpus, "gpus"},
        {&log.tokensPerSecondPerGpu, "tokens_per_s per GPU"},
    };
    for (const auto &[f, name] : figures)
        if (*f)
            err << "  " << name << " " << roundedFigure((*f)->value) << " from " << (*f)->from << "\n";
    for (const std::string &note : log.notes)
        err << "  note: " << note << "\n";
}

} // namespace

int CalibrateCommand::run(const std::vector<std::string> &args, const CliApp &app)
{
    std::string logFile, jobFile, hardwareText;
    bool hasHardware = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if ((args[i] == "--job" || args[i] == "--hardware") && i + 1 < args.size()) {
            (args[i] == "--job" ? jobFile : hardwareText) = args[i + 1];
            hasHardware = hasHardware || args[i] == "--hardware";
            ++i;
        } else if (logFile.empty() && args[i].rfind("--", 0) != 0) {
            logFile = args[i];
        } else {
            m_err << kUsage;
            return kBadInput;
        }
    }
    if (logFile.empty()) {
        m_err << kUsage;
        return kBadInput;
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_directory(logFile, ec)) // a run's output folder: the file the tool writes there
        for (const char *name : {"trainer_state.json", "results.csv"})
            if (fs::is_regular_file(fs::path(logFile) / name, ec)) {
                logFile = (fs::path(logFile) / name).string();
                break;
            }
    std::string logText, error;
    int code = kOk;
    if (!readInputFile(logFile, logText, error, code)) {
        m_err << error << "\n";
        return code;
    }

    Problems problems;
    std::optional<nlohmann::json> job;
    std::string jobText;
    const std::string jobName = jobFile == "-" ? "<stdin>" : jobFile;
    if (!jobFile.empty()) {
        if (const int read = app.readJob(jobFile, jobText); read != kOk)
            return read;
        job = parseJsonText(jobText, jobName, problems);
        if (job && !job->is_object()) {
            problems.push_back(
                {Problem::Severity::Error, "bad-job", jobName, "", "expected a JSON object (a job)"});
            job.reset();
        }
        if (!job) {
            printProblems(m_err, problems);
            return kBadInput;
        }
    }

    nlohmann::json hardware;
    std::string hardwareFile = "--hardware", hardwareAt;
    if (hasHardware) {
        const std::optional<nlohmann::json> parsed = parseJsonText(hardwareText, hardwareFile, problems);
        if (!parsed) {
            printProblems(m_err, problems);
            return kBadInput;
        }
        hardware = *parsed;
    } else if (job && job->contains("hardware")) {
        hardware = (*job)["hardware"];
        hardwareFile = jobName;
        hardwareAt = "/hardware";
        m_err << "trainplan-cli: calibrate: the run's hardware is taken from the job (" << jobName
              << ": /hardware); pass --hardware if it ran on other hardware\n";
    } else {
        m_err << "trainplan-cli: calibrate needs the hardware the run was on: " << kHardwareHint << "\n";
        return kBadInput;
    }
    const CatalogLoader::Result cat = app.loadCatalog();
    if (!cat.ok())
        return printCatalogErrors(m_err, cat.problems);
    const std::optional<int> hardwareGpus =
        runHardwareGpus(hardware, hardwareFile, hardwareAt, cat.catalog, problems);
    const int gpus = hardwareGpus.value_or(0);
    if (!hardwareGpus) {
        printProblems(m_err, problems);
        return kBadInput;
    }

    RunLogContext context;
    if (job) {
        context = runLogContext(*job, jobName, problems);
        if (hasErrors(problems)) {
            printProblems(m_err, problems);
            return kBadInput;
        }
    }
    if (gpus > 0)
        context.gpus = RunFigure{static_cast<double>(gpus),
                                 hardwareFile + (hardwareAt.empty() ? "" : ": " + hardwareAt)};
    if (fs::path(logFile).extension() == ".csv") {
        const fs::path args = fs::path(logFile).parent_path() / "args.yaml";
        if (fs::is_regular_file(args, ec)) {
            context.argsYamlFile = args.string();
            if (!readInputFile(context.argsYamlFile, context.argsYaml, error, code)) {
                m_err << error << "\n";
                return code;
            }
        }
    }

    const RunLogResult read = readRunLog(logText, logFile, context);
    printProblems(m_err, read.problems);
    if (!read.value)
        return kBadInput;
    const RunLog &log = *read.value;
    describe(m_err, log);
    if (log.gpus && gpus > 0 && log.gpus->value != gpus)
        m_err << "trainplan-cli: warning: the log ran on " << log.gpus->value << " GPUs (" << log.gpus->from
              << "), the hardware has " << gpus << "\n";

    const nlohmann::ordered_json entry = measuredEntry(log, hardware);
    if (!job) {
        m_out << std::setw(2) << entry << "\n";
        return m_out ? kOk : kFailure;
    }
    // The job as written (key order kept), with the entry added to `measured`.
    nlohmann::ordered_json out = nlohmann::ordered_json::parse(jobText);
    if (out.contains("measured") && !out["measured"].is_array()) {
        problems.push_back({Problem::Severity::Error, "wrong-type", jobName, "/measured",
                            "expected an array of measurements"});
        printProblems(m_err, problems);
        return kBadInput;
    }
    // What calibrate prints, estimate accepts as far as the entry goes: a setting of the run that
    // contradicts the job (a global batch the log could only bound) is left out, saying why;
    // anything else the entry brings is an error. (A job that is no estimate's without the entry,
    // one for `plan` without hardware, stays what it was.)
    // the estimate's problems with the job as it stands (`out` keeps its key order: plain JSON for it)
    const auto problemsNow = [&] {
        return estimateProblems(nlohmann::json::parse(out.dump()), cat.catalog, jobName);
    };
    const Problems before = problemsNow();
    const std::size_t index = out.contains("measured") ? out["measured"].size() : 0;
    // the errors the entry brought: those the job did not have before it
    const auto added = [&] {
        Problems news;
        for (const Problem &p : problemsNow())
            if (p.isError() && std::none_of(before.begin(), before.end(), [&p](const Problem &b) {
                    return b.code == p.code && b.path == p.path && b.message == p.message;
                }))
                news.push_back(p);
        return news;
    };
    out["measured"].push_back(entry);
    for (const char *setting : {"global_batch", "micro_batch"}) {
        Problems refused = added();
        if (refused.empty())
            break;
        nlohmann::ordered_json &run = out["measured"][index];
        if (!run.contains(setting))
            continue;
        m_err << "trainplan-cli: calibrate: " << setting << " " << run[setting].dump()
              << " of the run is left out: " << refused.front().path << ": " << refused.front().message
              << "\n";
        run.erase(setting);
    }
    if (const Problems refused = added(); !refused.empty()) {
        printProblems(m_err, refused);
        return kBadInput;
    }
    m_out << std::setw(2) << out << "\n";
    return m_out ? kOk : kFailure;
}

} // namespace tp
