#pragma once

#include "Efficiency.h"
#include "Workload.h"

namespace tp {

// Speed of one training job: one optimizer step (global batch) broken down into compute,
// memory traffic and exposed communication, and the whole job's time.
struct Performance
{
    double peakTflops = 0;             // dense peak of one GPU at the training precision
    double computeEfficiency = 0;      // fraction of peak the matmuls reach (fitted)
    double modelFlopsPerStep = 0;      // all GPUs, without recomputation
    double hardwareFlopsPerStep = 0;   // all GPUs, with recomputation
    double idealComputeSeconds = 0;    // per step and GPU at 100% of peak
    double computeSeconds = 0;         // per step, at computeEfficiency
    double memorySeconds = 0;          // per step: memory-bound kernels and weight/optimizer traffic
    double commSeconds = 0;            // per step: all communication
    double commExposedSeconds = 0;     // per step: the part not hidden behind backward
    double offloadSeconds = 0;         // per step: optimizer on the CPU
    double pipelineBubble = 1;         // factor >= 1
    double inputSeconds = 0;           // per step: host CPUs decoding and augmenting the samples
    double stepSeconds = 0;
    double steps = 0;
    double totalSeconds = 0;
    double tokensPerSecond = 0;        // transformers, all GPUs
    double samplesPerSecond = 0;       // all GPUs
    double mfu = 0;                    // model FLOPs utilisation over the step
};

namespace performance {

// Training FLOPs of one sample, forward and backward (and recomputation when checkpointing).
// model=true counts what the model needs (no recomputation); false what the hardware executes.
double flopsPerSample(const Workload &w, bool model);
// The part of flopsPerSample in attention's score and value products.
double attentionFlopsPerSample(const Workload &w, bool model);
// Effective all-reduce bandwidths, GB/s: within a node per GPU, and per node across nodes.
double intraNodeGBps(const Workload &w);
double interNodeGBps(const Workload &w, const EfficiencyModel &e);
Performance estimate(const Workload &w, const EfficiencyModel &e);

} // namespace performance
} // namespace tp
