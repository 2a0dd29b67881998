// libFuzzer harness: a training log, read as `trainplan-cli calibrate` reads it. A log gives a
// measurement or errors, never both or neither; every problem is one line naming the file; every
// figure read is finite, positive and below the absurd (1e12).
#include "FuzzCommon.h"
#include "core/calibration/RunLog.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

using namespace tp;

namespace {

void checkFigure(const std::optional<RunFigure> &f, const char *what)
{
    if (f && !(std::isfinite(f->value) && f->value > 0 && f->value <= 1e12))
        fuzz::fail(std::string(what) + " read as " + std::to_string(f->value));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    // what a job and the hardware would add: sequence length, images per epoch, GPUs, args.yaml
    RunLogContext context;
    context.sequenceLength = RunFigure{2048, "job"};
    context.trainSamples = RunFigure{118287, "job"};
    context.gpus = RunFigure{8, "hardware"};
    context.argsYaml = "batch: 64\nimgsz: 640\ndevice: 0,1\n";
    context.argsYamlFile = "args.yaml";
    for (const RunLogContext &c : {RunLogContext{}, context}) {
        const RunLogResult r = readRunLog(text, "run.log", c);
        fuzz::checkProblems(r.problems);
        if (r.value.has_value() == hasErrors(r.problems))
            fuzz::fail(r.value ? "a measurement despite errors" : "no measurement and no error");
        if (!r.value)
            continue;
        const RunLog &log = *r.value;
        if (!log.hasSpeed() && !log.peakMemoryGib)
            fuzz::fail("a measurement without a speed or a memory figure");
        checkFigure(log.tokensPerSecond, "tokens/s");
        checkFigure(log.samplesPerSecond, "samples/s");
        checkFigure(log.stepTimeSeconds, "step time");
        checkFigure(log.peakMemoryGib, "peak memory");
        checkFigure(log.tokensPerSecondPerGpu, "tokens/s per GPU");
        checkFigure(log.microBatch, "micro-batch");
        checkFigure(log.globalBatch, "global batch");
        checkFigure(log.sequenceLength, "sequence length");
        checkFigure(log.gpus, "GPUs");
    }
    return 0;
}
