// DeepSpeed's ThroughputTimer lines (deepspeed/utils/timer.py, every steps_per_print steps):
// "epoch=0/micro_step=100/global_step=100, RunningAvgSamplesPerSec=..., CurrSamplesPerSec=...,
// MemAllocated=...GB, MaxMemAllocated=...GB", and the engine configuration it prints at start-up.
#include "core/calibration/RunLogDetail.h"

#include <algorithm>
#include <sstream>

namespace tp::runlog {

bool readDeepSpeed(const std::vector<Line> &lines, RunLog &log)
{
    const Line *last = nullptr;
    double lastAverage = 0;
    for (const Line &line : lines) {
        const std::string &t = line.text;
        if (contains(t, "RunningAvgSamplesPerSec=")) {
            const std::optional<double> average = numberAfter(t, "RunningAvgSamplesPerSec=");
            if (!average)
                continue;
            last = &line;
            lastAverage = *average;
            if (const auto gb = numberAfter(t, "MaxMemAllocated=");
                gb && (!log.peakMemoryGib || *gb > log.peakMemoryGib->value))
                setFigure(log.peakMemoryGib, *gb, lineRef(line, "MaxMemAllocated"));
        } else if (const auto v = dottedSetting(t, "train_micro_batch_size_per_gpu")) {
            setFigure(log.microBatch, *v, lineRef(line, "train_micro_batch_size_per_gpu"));
        } else if (const auto v = dottedSetting(t, "train_batch_size")) {
            setFigure(log.globalBatch, *v, lineRef(line, "train_batch_size"));
        }
    }
    if (!last)
        return false;
    log.format = RunLogFormat::DeepSpeed;
    // The running average is over every step since the timer's start step (2): the steady state.
    setFigure(log.samplesPerSecond, lastAverage, lineRef(*last, "RunningAvgSamplesPerSec"));
    std::ostringstream step;
    if (const auto globalStep = numberAfter(last->text, "global_step="))
        step << *globalStep;
    log.window = "global steps 3 to " + step.str() +
                 " (DeepSpeed's running average; the first 2 steps left out as warm-up)";
    log.notes.push_back("MaxMemAllocated is torch.cuda.max_memory_allocated(): the allocator's cache and "
                        "the CUDA context come on top");
    return true;
}

bool looksLikeDeepSpeed(const std::vector<Line> &lines)
{
    return std::any_of(lines.begin(), lines.end(), [](const Line &l) {
        return contains(l.text, "DeepSpeedEngine configuration") ||
               contains(l.text, "DeepSpeed info: version=");
    });
}

} // namespace tp::runlog
