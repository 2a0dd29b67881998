// readRunLog(): recognises the format, lets its reader take the figures, fills in what follows
// from them (samples/s from the step time and the global batch, tokens/s from the sequence
// length) and refuses figures that cannot be measurements.
#include "core/calibration/RunLog.h"

#include "core/JsonReader.h"
#include "core/calibration/MeasuredEntry.h"
#include "core/calibration/RunLogDetail.h"

#include <cmath>
#include <sstream>

namespace tp {

using namespace runlog;

namespace {

constexpr double kMaxFigure = 1e12;

// A text format: its reader, what recognises a log of it without figures, and the line it needs.
struct TextFormat
{
    bool (*read)(const std::vector<Line> &, RunLog &);
    bool (*looksLike)(const std::vector<Line> &);
    const char *name;
    const char *expected;
};

// In order of preference: a Megatron-DeepSpeed log also has DeepSpeed's lines, a Trainer run
// with DeepSpeed both the Trainer's and DeepSpeed's; the interval lines are the steadier figure.
const TextFormat kTextFormats[] = {
    {readMegatron, looksLikeMegatron, "Megatron-LM",
     "iteration lines \" iteration      100/    1000 | consumed samples: ... | elapsed time per iteration "
     "(ms): ... | ... | global batch size: ... |\""},
    {readNemo, looksLikeNemo, "NeMo",
     "progress lines \"Training epoch 0, iteration 10/99 | ... | global_batch_size: ... | train_step_timing "
     "in s: ...\""},
    {readTorchtitan, looksLikeTorchtitan, "torchtitan",
     "metric lines \"step: 10  loss: ...  memory: ...GiB(...%)  tps: ...  tflops: ...  mfu: ...%\""},
    {readDeepSpeed, looksLikeDeepSpeed, "DeepSpeed",
     "throughput lines \"epoch=0/micro_step=10/global_step=10, RunningAvgSamplesPerSec=..., "
     "CurrSamplesPerSec=..., MemAllocated=...GB, MaxMemAllocated=...GB\" (printed every steps_per_print "
     "steps)"},
    {readHfTrainerLog, looksLikeHfTrainerLog, "Hugging Face Trainer",
     "the line the Trainer prints when training ends: {'train_runtime': ..., 'train_samples_per_second': "
     "..., "
     "'train_steps_per_second': ..., ...}"},
};

const char *kAllFormats =
    "no figures of a known log: expected a Hugging Face trainer_state.json or the Trainer's "
    "{'train_runtime': ...} "
    "line, DeepSpeed's RunningAvgSamplesPerSec=..., Megatron-LM's elapsed time per iteration (ms), NeMo's "
    "train_step_timing in s, torchtitan's tps, an Ultralytics results.csv (epoch,time,...), an nvidia-smi "
    "--query-gpu CSV with memory.used, or lines printing torch.cuda.max_memory_allocated() with a unit";

std::string number(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
}

// The global batch within its bounds: the one multiple of micro-batch x GPUs (every global batch
// is micro-batch x accumulation x data-parallel GPUs) inside them; none when there are several or
// none, with a note saying so.
void settleGlobalBatch(RunLog &log)
{
    if (log.globalBatch || !log.globalBatchBounds)
        return;
    const RunLog::BatchBounds &b = *log.globalBatchBounds;
    const double unit = (log.microBatch ? log.microBatch->value : 1.0) * (log.gpus ? log.gpus->value : 1.0);
    std::vector<double> fits;
    if (unit >= 1 && std::floor(unit) == unit)
        for (double v = std::ceil(b.low / unit) * unit; v <= b.high + 1e-9 && fits.size() < 3; v += unit)
            fits.push_back(v);
    std::ostringstream range;
    range << roundedFigure(b.low) << "-" << roundedFigure(b.high);
    if (fits.size() == 1) {
        setFigure(log.globalBatch, fits.front(),
                  b.from + " (" + range.str() + ", the one multiple of micro-batch x GPUs = " + number(unit) +
                      ")");
        return;
    }
    log.notes.push_back(
        "global batch left out: " + b.from + " puts it between " + range.str() +
        (fits.empty()
             ? std::string(", where no multiple of micro-batch x GPUs (") + number(unit) + ") lies"
             : std::string(", where several multiples of micro-batch x GPUs (") + number(unit) + ") lie") +
        "; the job's global_batch stands");
}

// Fills in the figures that follow from the others, each saying how.
void complete(RunLog &log, const RunLogContext &context)
{
    if (!log.gpus && context.gpus)
        log.gpus = context.gpus;
    settleGlobalBatch(log);
    const std::optional<RunFigure> seq = log.sequenceLength ? log.sequenceLength : context.sequenceLength;
    if (!log.tokensPerSecond && log.tokensPerSecondPerGpu && log.gpus)
        setFigure(log.tokensPerSecond, log.tokensPerSecondPerGpu->value * log.gpus->value,
                  log.tokensPerSecondPerGpu->from + " x " + number(log.gpus->value) + " GPUs (" +
                      log.gpus->from + ")");
    if (!log.samplesPerSecond && log.stepTimeSeconds && log.globalBatch && log.stepTimeSeconds->value > 0)
        setFigure(log.samplesPerSecond, log.globalBatch->value / log.stepTimeSeconds->value,
                  "global batch / step time");
    if (!log.samplesPerSecond && log.tokensPerSecond && seq && seq->value > 0)
        setFigure(log.samplesPerSecond, log.tokensPerSecond->value / seq->value,
                  "tokens/s / sequence length (" + seq->from + ")");
    if (!log.tokensPerSecond && log.samplesPerSecond && seq)
        setFigure(log.tokensPerSecond, log.samplesPerSecond->value * seq->value,
                  "samples/s x sequence length " + number(seq->value) + " (" + seq->from + ")");
    if (!log.stepTimeSeconds && log.samplesPerSecond && log.globalBatch && log.samplesPerSecond->value > 0)
        setFigure(log.stepTimeSeconds, log.globalBatch->value / log.samplesPerSecond->value,
                  "global batch / samples/s");
    if (!log.stepTimeSeconds && log.stepsPerSecond)
        setFigure(log.stepTimeSeconds, log.stepsPerSecond->value > 0 ? 1.0 / log.stepsPerSecond->value : -1,
                  log.stepsPerSecond->from + " (1 / steps per second)");
}

// Every figure finite, positive and at most 1e12; a problem naming the figure and its line if not.
void checkFigures(const RunLog &log, const std::string &file, Problems &problems)
{
    const std::pair<const std::optional<RunFigure> *, const char *> figures[] = {
        // measured before derived: a bad step time is named, not the samples/s computed from it
        {&log.stepTimeSeconds, "step time (s)"},
        {&log.samplesPerSecond, "samples per second"},
        {&log.tokensPerSecond, "tokens per second"},
        {&log.peakMemoryGib, "peak memory (GiB)"},
        {&log.tokensPerSecondPerGpu, "tokens per second per GPU"},
        {&log.microBatch, "micro-batch"},
        {&log.globalBatch, "global batch"},
        {&log.sequenceLength, "sequence length"},
        {&log.imageSize, "image size"},
        {&log.gpus, "GPUs"},
    };
    for (const auto &[figure, name] : figures) {
        if (!*figure)
            continue;
        const double v = (*figure)->value;
        if (std::isfinite(v) && v > 0 && v <= kMaxFigure)
            continue;
        const std::string shown = std::isnan(v) ? std::string("not a number") : number(v);
        // where the figure came from, cut short: a derived figure's chain quotes the lines it read
        std::string from = (*figure)->from;
        if (from.size() > 300)
            from = from.substr(0, 300) + "...";
        problems.push_back({Problem::Severity::Error, "log-absurd-figure", file, from,
                            std::string(name) + " is " + shown +
                                ": not a measurement (it must be a positive number of at most 1e12)"});
    }
}

// The text formats, in order; false with a problem when none gave figures.
bool readTextLog(const std::vector<Line> &lines, const std::string &file, RunLog &log, Problems &problems)
{
    for (const TextFormat &f : kTextFormats)
        if (f.read(lines, log))
            return true;
    for (const TextFormat &f : kTextFormats) {
        if (f.looksLike(lines)) {
            problems.push_back({Problem::Severity::Error, "log-missing-figure", file, "",
                                std::string("a ") + f.name + " log without a speed: expected " + f.expected});
            return false;
        }
    }
    if (readMemoryPrintouts(lines, log)) {
        log.format = RunLogFormat::TorchMemory;
        log.window = "the highest printout";
        return true;
    }
    problems.push_back({Problem::Severity::Error, "log-unknown-format", file, "", kAllFormats});
    return false;
}

} // namespace

RunLogResult readRunLog(const std::string &text, const std::string &file, const RunLogContext &context)
{
    RunLogResult r;
    if (!checkInputText(text, file, r.problems))
        return r;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
        r.problems.push_back({Problem::Severity::Error, "log-empty", file, "", "the file is empty"});
        return r;
    }
    RunLog log;
    log.file = file;
    if (!readHfTrainerState(text, file, log, r.problems)) {
        const std::vector<Line> lines = splitLines(text);
        if (!readNvidiaSmiCsv(lines, file, log, r.problems) &&
            !readUltralytics(lines, file, context, log, r.problems)) {
            if (!readTextLog(lines, file, log, r.problems))
                return r;
            if (!log.peakMemoryGib)
                readMemoryPrintouts(lines, log);
        }
    }
    if (hasErrors(r.problems))
        return r;
    complete(log, context);
    if (!log.hasSpeed() && log.tokensPerSecondPerGpu)
        r.problems.push_back({Problem::Severity::Error, "log-needs-gpus", file,
                              log.tokensPerSecondPerGpu->from,
                              "the log gives tokens/s per GPU but not how many GPUs ran: the number of GPUs "
                              "(the hardware) is needed for the whole run's speed"});
    else if (!log.hasSpeed() && !log.peakMemoryGib)
        // a log whose lines were all refused or unreadable: settings alone measure nothing
        r.problems.push_back({Problem::Severity::Error, "log-missing-figure", file, "",
                              "the log gives no speed (samples/s, tokens/s, step time) and no peak memory"});
    checkFigures(log, file, r.problems);
    if (!hasErrors(r.problems))
        r.value = std::move(log);
    return r;
}

} // namespace tp
