#pragma once

#include "Catalog.h"
#include "Efficiency.h"
#include "Job.h"
#include "Problem.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace tp {

// The GPUs a workload runs on, resolved from a GPU id or an instance type.
struct Hardware
{
    const Gpu *gpu = nullptr;
    const InstanceType *instance = nullptr; // null when only a GPU was named
    int gpusPerNode = 1;
    int nodes = 1;
    double networkGbps = 0; // per node, Gbit/s (0: single node)
    bool rdma = false;
    int vcpusPerNode = 0; // host cores that feed the GPUs

    int totalGpus() const { return gpusPerNode * nodes; }
};

// How the model is split: tensor x pipeline model parallel, the rest data parallel.
struct Parallelism
{
    int tensor = 1;
    int pipeline = 1;
    int data = 1;
    int modelParallel() const { return tensor * pipeline; }
};

// A job with the model resolved from its preset, the hardware from the catalog and every
// default filled in. Fields that the estimator may still choose (micro-batch, ZeRO stage,
// checkpointing, model parallelism) carry whether the user fixed them.
struct Workload
{
    ModelSpec model;
    Method method = Method::Full;
    int loraRank = 16;
    std::string loraTargets = "all-linear";
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    Stack stack = Stack::Standard;

    int seqLen = 0;          // the padded sequence length a batch is allocated for
    double tokensPerSample = 0; // tokens a sample really has (<= seqLen), what compute pays for
    int imageSize = 0;
    double samplesPerEpoch = 0;
    double epochs = 1;

    int microBatch = 1;
    std::optional<int> globalBatchGiven;
    int zeroStage = 0;
    bool activationCheckpointing = false;
    bool flashAttention = true;
    bool offloadOptimizer = false;
    bool offloadParams = false;
    bool masterWeights = true;
    bool optimizerInBackward = false;
    Parallelism parallel;

    bool microBatchFixed = false;
    bool zeroStageFixed = false;
    bool checkpointingFixed = false;

    Hardware hw;
    WorkloadClass workloadClass = WorkloadClass::LlmFullFt;

    // What was filled in, and why (reported back as "assumptions").
    nlohmann::json assumptions = nlohmann::json::object();
    Problems warnings;

    double totalSamples() const { return samplesPerEpoch * epochs; }
    double totalTokens() const { return totalSamples() * tokensPerSample; }
    // Sequences/images per optimizer step: as given, else one micro-batch on every data-parallel rank.
    int globalBatch() const;
    int gradientAccumulation() const;
    bool trainsAllWeights() const { return method == Method::Pretrain || method == Method::Full; }
};

// Resolves a parsed job against the catalog. Errors name the job's JSON path
// (/model/preset, /hardware/gpu ...). `file` is used in the problems' file field.
struct ResolveResult
{
    std::optional<Workload> workload;
    Problems problems;
};
ResolveResult resolveWorkload(const Job &job, const Catalog &catalog, const std::string &file);

} // namespace tp
