#include "core/TrainingLoopTime.h"

#include "core/Job.h"
#include "core/MemoryEstimator.h"
#include "core/PerformanceEstimator.h"
#include "core/Workload.h"

#include <algorithm>
#include <cmath>

namespace tp::loop {

namespace {

// How many times a cadence comes round in a run of `steps` optimizer steps over `epochs` epochs
// that trains for `trainSeconds`.
double occurrences(Cadence every, long everySteps, double minutes, double steps, double epochs,
                   double trainSeconds)
{
    switch (every) {
    case Cadence::Minutes:
        return minutes > 0 ? std::floor(trainSeconds / (60.0 * minutes) + 1e-9) : 0;
    case Cadence::Never:
        return 0;
    case Cadence::Steps:
        return everySteps > 0 ? std::floor(steps / static_cast<double>(everySteps) + 1e-9) : 0;
    case Cadence::Epoch:
        return std::max(1.0, std::ceil(epochs - 1e-9)); // after each epoch, a last partial one too
    case Cadence::End:
        return 1;
    }
    return 0;
}

} // namespace

void resolve(const Job &job, Workload &w)
{
    const Framework &f = *w.framework;
    w.eval = f.eval;
    if (job.eval) {
        w.evalGiven = true;
        w.eval = {};
        const bool passes = !job.eval->samples || *job.eval->samples > 0;
        w.eval.every = passes ? Cadence::Steps : Cadence::Never;
        w.eval.steps = job.eval->everySteps;
        w.eval.samples = job.eval->samples.value_or(0);
        if (passes && !job.eval->samples) {
            w.eval.epochShare = kDefaultEvalShare;
            w.assumptions["eval"] = toJson(w.eval);
        }
    } else {
        w.assumptions["eval"] = toJson(w.eval);
    }
    w.checkpoint = f.checkpoint;
    if (job.checkpoint) {
        w.checkpointGiven = true;
        if (job.checkpoint->everySteps) {
            w.checkpoint.every = Cadence::Steps;
            w.checkpoint.steps = *job.checkpoint->everySteps;
        }
        if (job.checkpoint->optimizer)
            w.checkpoint.optimizer = *job.checkpoint->optimizer;
        if (job.checkpoint->sharded)
            w.checkpoint.sharded = *job.checkpoint->sharded;
    }
    if (!job.checkpoint || !job.checkpoint->everySteps || !job.checkpoint->optimizer ||
        !job.checkpoint->sharded)
        w.assumptions["checkpoint"] = toJson(w.checkpoint);
}

double checkpointBytes(const Workload &w, bool withOptimizer)
{
    const double trainable = memory::trainableParams(w);
    const double weight = w.precision == Precision::FP32 ? 4.0 : 2.0;
    if (!withOptimizer)
        return trainable * weight;
    const double master = (w.masterWeights && w.precision != Precision::FP32) ? 4.0 : 0.0;
    const double optimizer = w.optimizer == Optimizer::AdamW       ? 8.0
                             : w.optimizer == Optimizer::AdamW8bit ? 2.0
                                                                   : 4.0;
    return trainable * (weight + master + optimizer);
}

LoopTime time(const Workload &w, const Performance &p, double globalBatch)
{
    LoopTime t;
    if (globalBatch <= 0 || p.steps <= 0)
        return t;
    // --- evaluation: a forward pass over the evaluation samples, a third of the training step's
    // compute and memory traffic per sample (no backward, no optimizer, no recomputation), and no
    // faster than the loader feeds images
    t.evalPasses = occurrences(w.eval.every, w.eval.steps, w.eval.minutes, p.steps, w.epochs, p.trainSeconds);
    if (t.evalPasses > 0) {
        const double samples = w.eval.samples > 0   ? w.eval.samples
                               : w.eval.batches > 0 ? w.eval.batches * globalBatch
                                                    : w.eval.epochShare * w.samplesPerEpoch;
        const double recomputeShare =
            p.hardwareFlopsPerStep > 0 ? p.modelFlopsPerStep / p.hardwareFlopsPerStep : 1.0;
        double perStep = (p.computeSeconds * recomputeShare + p.memorySeconds) / 3.0 * p.pipelineBubble;
        perStep = std::max(perStep, p.inputSeconds);
        t.evalSeconds = t.evalPasses * samples / globalBatch * perStep;
    }
    // --- checkpoints: the saved state at the storage's write speed; sharded saves write from
    // every node at once, gathered ones from the first rank alone
    t.checkpointSaves = occurrences(w.checkpoint.every, w.checkpoint.steps, w.checkpoint.minutes, p.steps,
                                    w.epochs, p.trainSeconds);
    t.checkpointBytes = checkpointBytes(w, w.checkpoint.optimizer);
    if (t.checkpointSaves > 0) {
        const double mbps =
            w.hw.checkpointWriteMBps > 0 ? w.hw.checkpointWriteMBps : kDefaultCheckpointWriteMBps;
        const int writers = w.checkpoint.sharded ? std::max(1, w.hw.nodes) : 1;
        t.checkpointSeconds = t.checkpointSaves * t.checkpointBytes / (mbps * 1e6 * writers);
    }
    return t;
}

nlohmann::json toJson(const EvalSchedule &s)
{
    nlohmann::json j = {{"every", toString(s.every)}};
    if (s.every == Cadence::Steps)
        j["steps"] = s.steps;
    if (s.every == Cadence::Minutes)
        j["minutes"] = s.minutes;
    if (s.every != Cadence::Never) {
        if (s.samples > 0)
            j["samples"] = s.samples;
        else if (s.batches > 0)
            j["batches"] = s.batches;
        else
            j["epoch_share"] = s.epochShare;
    }
    return j;
}

nlohmann::json toJson(const CheckpointSchedule &s)
{
    nlohmann::json j = {{"every", toString(s.every)}};
    if (s.every == Cadence::Steps)
        j["steps"] = s.steps;
    if (s.every == Cadence::Minutes)
        j["minutes"] = s.minutes;
    j["optimizer"] = s.optimizer;
    j["sharded"] = s.sharded;
    return j;
}

} // namespace tp::loop
