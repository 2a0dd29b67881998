// Megatron-LM and NeMo 2 logs: the two print one line per log interval with the step time and
// the global batch (megatron/training/training.py training_log(); NeMo's
// lightning/pytorch/callbacks/progress_printer.py), so they share the steady-state reading.
#include "core/calibration/RunLogDetail.h"

#include <algorithm>
#include <sstream>

namespace tp::runlog {

namespace {

std::string figureText(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
}

// Samples/s of each interval (its global batch over its step time) and the step times themselves.
void setIntervalSpeeds(const std::vector<Reading> &stepSeconds, const std::vector<Reading> &samplesPerSecond,
                       const char *what, RunLog &log)
{
    const Steady step = steadyMean(stepSeconds, what);
    setFigure(log.stepTimeSeconds, step.mean, step.from);
    log.window = step.window;
    if (samplesPerSecond.size() == stepSeconds.size()) {
        const Steady samples = steadyMean(samplesPerSecond, "global batch size / step time");
        setFigure(log.samplesPerSecond, samples.mean, samples.from);
    }
}

// What the interval lines of a log gave: step times, samples/s where the line has the global
// batch, and the tool's own TFLOP/s count of the last interval.
struct Intervals
{
    std::vector<Reading> steps, samples;
    std::optional<double> lastTflops;
};

// Ends a read of either log: false when no interval line was found; otherwise the format, the
// steady-state speeds and the tool's own TFLOP/s count as a note.
bool settleIntervals(const Intervals &r, RunLogFormat format, const char *what, const std::string &tool,
                     RunLog &log)
{
    if (r.steps.empty())
        return false;
    log.format = format;
    setIntervalSpeeds(r.steps, r.samples, what, log);
    if (r.lastTflops)
        log.notes.push_back(tool + "'s own count: " + figureText(*r.lastTflops) +
                            " TFLOP/s per GPU in the last logged interval");
    return true;
}

} // namespace

bool readMegatron(const std::vector<Line> &lines, RunLog &log)
{
    const std::string label = "elapsed time per iteration (ms):";
    Intervals r;
    for (const Line &line : lines) {
        const std::string &t = line.text;
        if (contains(t, label.c_str())) {
            const std::optional<double> ms = numberAfter(t, label);
            if (!ms)
                continue;
            const std::optional<double> iteration = numberAfter(t, " iteration ");
            const std::string step = "iteration " + (iteration ? figureText(*iteration) : std::string("?"));
            r.steps.push_back({*ms / 1000.0, line.number, step});
            if (const auto gbs = numberAfter(t, "global batch size:")) {
                if (*ms > 0) // else the step time is refused by name, not a samples/s made from it
                    r.samples.push_back({*gbs / (*ms / 1000.0), line.number, step});
                setFigure(log.globalBatch, *gbs, lineRef(line, "global batch size"));
            }
            if (const auto tflops = numberAfter(t, "throughput per GPU (TFLOP/s/GPU):"))
                r.lastTflops = tflops;
        } else if (contains(t, "memory (MB)") && contains(t, "max allocated:")) {
            const std::optional<double> mb = numberAfter(t, "max allocated:");
            if (mb && (!log.peakMemoryGib || *mb / 1024.0 > log.peakMemoryGib->value))
                setFigure(log.peakMemoryGib, *mb / 1024.0, lineRef(line, "memory (MB) | max allocated"));
        } else {
            // the arguments printed at start-up: "  micro_batch_size ........ 1"
            if (const auto v = dottedSetting(t, "micro_batch_size"))
                setFigure(log.microBatch, *v, lineRef(line, "micro_batch_size"));
            else if (const auto v = dottedSetting(t, "global_batch_size"); v && !log.globalBatch)
                setFigure(log.globalBatch, *v, lineRef(line, "global_batch_size"));
            else if (const auto v = dottedSetting(t, "seq_length"))
                setFigure(log.sequenceLength, *v, lineRef(line, "seq_length"));
            else if (const auto v = dottedSetting(t, "world_size"))
                setFigure(log.gpus, *v, lineRef(line, "world_size"));
        }
    }
    return settleIntervals(r, RunLogFormat::MegatronLm, "elapsed time per iteration", "Megatron-LM", log);
}

bool looksLikeMegatron(const std::vector<Line> &lines)
{
    return std::any_of(lines.begin(), lines.end(), [](const Line &l) {
        return contains(l.text, "------------------------ arguments ------------------------") ||
               contains(l.text, "using world size:");
    });
}

bool readNemo(const std::vector<Line> &lines, RunLog &log)
{
    const std::string label = "train_step_timing in s:";
    Intervals r;
    for (const Line &line : lines) {
        const std::string &t = line.text;
        if (!contains(t, label.c_str()))
            continue;
        const std::optional<double> seconds = numberAfter(t, label);
        if (!seconds)
            continue;
        const std::optional<double> globalStep = numberAfter(t, "global_step:");
        const std::string step = "global step " + (globalStep ? figureText(*globalStep) : std::string("?"));
        r.steps.push_back({*seconds, line.number, step});
        if (const auto gbs = numberAfter(t, "global_batch_size:")) {
            if (*seconds > 0)
                r.samples.push_back({*gbs / *seconds, line.number, step});
            setFigure(log.globalBatch, *gbs, lineRef(line, "global_batch_size"));
        }
        if (const auto tflops = numberAfter(t, "TFLOPS_per_GPU:"))
            r.lastTflops = tflops;
    }
    return settleIntervals(r, RunLogFormat::Nemo, "train_step_timing in s", "NeMo", log);
}

bool looksLikeNemo(const std::vector<Line> &lines)
{
    return std::any_of(lines.begin(), lines.end(), [](const Line &l) {
        return contains(l.text, "[NeMo ") ||
               (contains(l.text, "Training epoch ") && contains(l.text, "| global_step:"));
    });
}

} // namespace tp::runlog
