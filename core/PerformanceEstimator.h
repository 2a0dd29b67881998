#pragma once

#include "core/Efficiency.h"
#include "core/TrainingLoop.h"
#include "core/Workload.h"

namespace tp {

// Speed of one training job: one optimizer step (global batch) broken down into compute,
// memory traffic, communication of each kind of parallelism and the pipeline bubble, and the
// whole job's time.
struct Performance
{
    double peakTflops = 0;           // dense peak of one GPU at the training precision
    double computeEfficiency = 0;    // fraction of peak the matmuls reach (fitted)
    double modelFlopsPerStep = 0;    // all GPUs, without recomputation
    double hardwareFlopsPerStep = 0; // all GPUs, with recomputation
    double idealComputeSeconds = 0;  // per step and GPU at 100% of peak
    double computeSeconds = 0;       // per step, at computeEfficiency
    double memorySeconds = 0;        // per step: memory-bound kernels and weight/optimizer traffic
    double commSeconds = 0;          // per step: all communication
    double commExposedSeconds = 0;   // per step: the part not hidden behind compute
    double dataCommSeconds = 0;      // exposed gradient all-reduce / ZeRO traffic (data parallel)
    double tensorCommSeconds = 0;    // tensor (and sequence) parallel collectives
    double pipelineCommSeconds = 0;  // activations sent between pipeline stages
    double contextCommSeconds = 0;   // exposed key/value exchange of context parallelism
    double expertCommSeconds = 0;    // all-to-all of expert parallelism
    double offloadSeconds = 0;       // per step: optimizer on the CPU
    double pipelineBubble = 1;       // factor >= 1: (1 + (p - 1) / (v m))
    double stageImbalance = 1;       // factor >= 1: the busiest stage's share (output head)
    double inputSeconds = 0;         // per step: host CPUs decoding and augmenting the samples
    double hostSeconds = 0;          // per step: the host launching the kernels (eager frameworks)
    double stepSeconds = 0;
    double steps = 0;
    double trainSeconds = 0;     // steps x stepSeconds
    LoopTime loop;               // evaluation passes and checkpoint saves (core/TrainingLoopTime.h)
    double totalSeconds = 0;     // train + evaluation + checkpoints
    double tokensPerSecond = 0;  // transformers, all GPUs
    double samplesPerSecond = 0; // all GPUs
    double mfu = 0;              // model FLOPs utilisation over the step
};

namespace performance {

// Training FLOPs of one sample, forward and backward (and recomputation). model=true counts what
// the model needs (no recomputation); false what the hardware executes at layout l.
double flopsPerSample(const Workload &w, const Layout &l, bool model);
double flopsPerSample(const Workload &w, bool model);
// The part of flopsPerSample in attention's score and value products.
double attentionFlopsPerSample(const Workload &w, const Layout &l, bool model);
// Effective collective bandwidths, GB/s: between the GPUs of a node (per GPU), and of a node's
// network (per node).
double intraNodeGBps(const Workload &w);
double interNodeGBps(const Workload &w, const EfficiencyModel &e);
// "tf32" or "fp32" for fp32 training (tensor-core TF32 where the GPU has it, else SIMT), "" else.
std::string fp32Mode(const Workload &w);
// The compute efficiency (fraction of peak) of the workload's class, GPU generation and framework.
double computeEfficiency(const Workload &w, const EfficiencyModel &e);
// A speed correction from the user's own run (Workload::calibration) as it applies to w's GPU:
// whole on the GPU it was measured on, in part on another one.
double calibrationFactor(const Workload &w, const EfficiencyModel &e, double factor);
Performance estimate(const Workload &w, const Layout &l, const EfficiencyModel &e);
Performance estimate(const Workload &w, const EfficiencyModel &e);

} // namespace performance
} // namespace tp
