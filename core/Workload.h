#pragma once

#include "core/Catalog.h"
#include "core/Checked.h"
#include "core/Efficiency.h"
#include "core/Framework.h"
#include "core/Job.h"
#include "core/Parallelism.h"
#include "core/Problem.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tp {

// The GPUs a workload runs on, resolved from an instance type, or from a GPU id and that GPU's
// reference server (catalog/servers.json).
struct Hardware
{
    const Gpu *gpu = nullptr;
    const InstanceType *instance = nullptr;  // null when only a GPU was named
    const ReferenceServer *server = nullptr; // the reference server a bare GPU stands for
    int gpusPerNode = 1;
    int nodes = 1;
    double networkGbps = 0; // per node, Gbit/s (0: single node)
    bool rdma = false;
    int vcpusPerNode = 0;     // host cores that feed the GPUs
    double hostMemoryGib = 0; // per node (0: unknown)
    bool gpusLinked = false;  // NVLink/NVSwitch/HCCS between the GPUs of a node (else PCIe)
    // What one node writes checkpoints at, MB/s: the planner's storage for the candidate, else
    // the block-disk default (kDefaultCheckpointWriteMBps).
    double checkpointWriteMBps = 0;

    int totalGpus() const { return gpusPerNode * nodes; }
};

// Checkpoint write speed of one node when nothing better is known: the per-disk throughput cap
// of an Alibaba ESSD PL1 / AutoPL baseline disk.
constexpr double kDefaultCheckpointWriteMBps = 350;
constexpr const char *kDefaultCheckpointWriteSource =
    "Alibaba Cloud, ESSD AutoPL disks (max throughput per disk 350 MB/s), "
    "https://alibabacloud.com/help/en/ecs/user-guide/essd-autopl-disks";
// GPU memory a recommended candidate leaves free when the job states no budget.memory_headroom:
// the point past which the estimator already warns (memory-tight), since a longer batch, a
// framework upgrade or allocator fragmentation can take that much.
constexpr double kDefaultMemoryHeadroom = 0.08;

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
    const Framework *framework = nullptr; // never null after resolveWorkload
    DataLoader loader = DataLoader::Preprocessed;

    int seqLen = 0;             // the padded sequence length a batch is allocated for
    double tokensPerSample = 0; // tokens a sample really has (<= seqLen), what compute pays for
    int imageSize = 0;
    double samplesPerEpoch = 0;
    double epochs = 1;

    int microBatch = 1;
    std::optional<int> globalBatchGiven;
    int zeroStage = 0;
    Recompute recompute = Recompute::None;
    bool flashAttention = true;
    bool offloadOptimizer = false;
    bool offloadParams = false;
    bool masterWeights = true;
    bool optimizerInBackward = false;
    Parallelism parallel;
    EvalSchedule eval;             // evaluation passes in the wall clock (the job's or the framework's)
    CheckpointSchedule checkpoint; // checkpoint saves in the wall clock
    // The share of GPU memory a layout must leave free (budget.memory_headroom; the planner's
    // default when the job has none, 0 for a plain estimate): the layout search and "fits" use
    // the GPU's memory less this share.
    double memoryHeadroom = 0;
    bool evalGiven = false; // from the job (else the framework's default)
    bool checkpointGiven = false;

    bool microBatchFixed = false;
    bool zeroStageFixed = false;
    bool checkpointingFixed = false;
    ParallelismRequest parallelFixed; // the degrees the job gave

    Hardware hw;
    CalibrationTerms calibration; // from the user's measured run (core/calibration/Calibration.h)
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
    bool fullRecompute() const { return recompute == Recompute::Full; }
    // The settings the estimator chooses, as one value, and back.
    Layout layout() const;
    void setLayout(const Layout &l);
    const std::string &efficiencyClass() const { return framework->efficiency; }
};

// Resolves a parsed job against the catalog. Errors name the job's JSON path
// (/model/preset, /hardware/gpu ...). `file` is used in the problems' file field.
using ResolveResult = Checked<Workload>;
ResolveResult resolveWorkload(const Job &job, const Catalog &catalog, const std::string &file);

// The parallel layout as params ("tensor", "pipeline", "virtual_stages", "context", "expert",
// "data", "sequence_parallel", "gpus"), as the plan sheet names it.
nlohmann::json layoutParams(const Workload &workload);

} // namespace tp
