// torchtitan's metric lines (torchtitan/components/metrics.py MetricsProcessor.log()):
// "step: 10  loss:  7.8123  grad_norm:  1.2345  memory: 30.52GiB(38.61%)  tps: 7,142  tflops: ...
// mfu: ...%". tps there is tokens per second per GPU (tokens of the rank over the time and the
// non-data-parallel degree), memory the peak reserved by the allocator since the last line.
#include "core/calibration/RunLogDetail.h"

#include <algorithm>
#include <sstream>

namespace tp::runlog {

namespace {

// GPUs of "Building device mesh with parallelism: pp=1, dp_replicate=1, dp_shard=8, cp=1, tp=1,
// ep=1" (2026) or "Building 2-D device mesh with ['dp_shard', 'tp'], [4, 2]" (2025).
std::optional<double> worldSize(const std::string &t)
{
    if (contains(t, "Building device mesh with parallelism:")) {
        double world = 1;
        for (const char *degree : {"pp=", "dp_replicate=", "dp_shard=", "cp=", "tp="}) {
            const std::size_t at = t.find(std::string(" ") + degree);
            const std::optional<double> v =
                at == std::string::npos ? std::nullopt : numberAfter(t.substr(at), degree);
            if (!v || *v < 1)
                return std::nullopt;
            world *= *v;
        }
        return world;
    }
    const std::size_t mesh = t.find("-D device mesh with ");
    if (mesh == std::string::npos)
        return std::nullopt;
    const std::size_t open = t.find("], [", mesh);
    const std::size_t close = open == std::string::npos ? open : t.find(']', open + 4);
    if (close == std::string::npos)
        return std::nullopt;
    double world = 1;
    std::istringstream dims(t.substr(open + 4, close - open - 4));
    for (std::string part; std::getline(dims, part, ',');) {
        const std::optional<double> v = numberAt(trim(part), 0);
        if (!v || *v < 1)
            return std::nullopt;
        world *= *v;
    }
    return world;
}

} // namespace

bool readTorchtitan(const std::vector<Line> &lines, RunLog &log)
{
    std::vector<Reading> tps;
    for (const Line &line : lines) {
        const std::string &t = line.text;
        const std::size_t stepAt = t.find("step:");
        if (stepAt != std::string::npos && contains(t, "tps:") && !contains(t, "validate step:")) {
            const std::optional<double> perGpu = numberAfter(t, "tps:");
            const std::optional<double> step = numberAfter(t.substr(stepAt), "step:");
            if (!perGpu || !step)
                continue;
            std::ostringstream name;
            name << "step " << *step;
            tps.push_back({*perGpu, line.number, name.str()});
            std::size_t end = 0;
            const std::optional<double> memory = numberAfter(t, "memory:", &end);
            if (memory && t.compare(end, 3, "GiB") == 0 &&
                (!log.peakMemoryGib || *memory > log.peakMemoryGib->value))
                setFigure(log.peakMemoryGib, *memory, lineRef(line, "memory (peak reserved)"));
        } else if (const auto world = worldSize(t)) {
            setFigure(log.gpus, *world, lineRef(line, "device mesh"));
        } else if (contains(t, "local batch size")) {
            // "Trainer is initialized with local batch size 8, global batch size 64, ..., sequence length
            // 8192"
            if (const auto v = numberAfter(t, "local batch size"))
                setFigure(log.microBatch, *v, lineRef(line, "local batch size"));
            if (const auto v = numberAfter(t, "global batch size"))
                setFigure(log.globalBatch, *v, lineRef(line, "global batch size"));
            if (const auto v = numberAfter(t, "sequence length"))
                setFigure(log.sequenceLength, *v, lineRef(line, "sequence length"));
        }
    }
    if (tps.empty())
        return false;
    log.format = RunLogFormat::Torchtitan;
    const Steady steady = steadyMean(tps, "tps (per GPU)");
    setFigure(log.tokensPerSecondPerGpu, steady.mean, steady.from);
    log.window = steady.window;
    if (log.peakMemoryGib)
        log.notes.push_back(
            "torchtitan's memory is the peak reserved by PyTorch's allocator, cache included");
    return true;
}

bool looksLikeTorchtitan(const std::vector<Line> &lines)
{
    return std::any_of(lines.begin(), lines.end(), [](const Line &l) { return contains(l.text, "[titan]"); });
}

} // namespace tp::runlog
