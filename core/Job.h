#pragma once

#include "core/EnumNames.h"
#include "core/Gpu.h"
#include "core/Instance.h"
#include "core/ModelSpec.h"
#include "core/Parallelism.h"
#include "core/TrainingLoop.h"
#include "core/calibration/CalibrationTerms.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tp {

enum class Method
{
    Pretrain,
    Full,
    Lora,
    QLora
};
enum class Optimizer
{
    AdamW,
    AdamW8bit,
    Sgd
};
enum class Stack
{
    Standard,
    Optimized
};

constexpr auto enumNames(Method)
{
    return std::array{"pretrain", "full", "lora", "qlora"};
}
constexpr auto enumNames(Optimizer)
{
    return std::array{"adamw", "adamw8bit", "sgd"};
}
constexpr auto enumNames(Stack)
{
    return std::array{"standard", "optimized"};
}

// The hardware a job (or a measured run) names: a GPU with its reference server, or an instance.
struct HardwareRequest
{
    std::string gpu;
    std::string instance;
    std::optional<int> gpusPerNode;
    int nodes = 1;
    bool nodesGiven = false;
    std::optional<double> networkGbps;
    std::optional<bool> rdma;
    std::optional<int> vcpus; // per node
};

struct Job;

// What the user saw in a short run of the job (spec/cli.md "measured"): where it ran, the
// settings that differed from the job's, and at least one speed or memory figure.
struct Measurement
{
    HardwareRequest hardware;
    std::optional<int> microBatch;
    std::optional<int> seqLen;
    std::optional<int> globalBatch;
    std::optional<Recompute> recompute;
    std::optional<int> zeroStage;
    std::optional<ParallelismRequest> parallelism; // unset: the fastest layout the framework supports
    std::optional<double> tokensPerSecond;         // all GPUs
    std::optional<double> samplesPerSecond;        // all GPUs
    std::optional<double> stepSeconds;             // one optimizer step
    std::optional<double> peakMemoryGib;           // per GPU
    std::string date;                              // when it ran (YYYY-MM-DD), if said
    std::string source;                            // the log it came from, if said
    // The run was of another model of the family (a kept measurement, Llama 3 8B for a 70B
    // plan): its model and method fields; null when it ran the job's own model.
    std::shared_ptr<const Job> model;
};

// A training job as the user described it (job file or wizard). Optional fields are unset
// when the user left them out; resolveWorkload() fills defaults and reports them.
struct Job
{
    // model: a preset id, or a full description
    std::string modelPreset;
    std::optional<ModelSpec> customModel;
    std::optional<int> imageSize; // vision: train at another resolution than the preset's

    Method method = Method::Full;
    bool methodGiven = false;
    int loraRank = 16;
    std::string loraTargets = "all-linear"; // "all-linear" | "qv"
    std::optional<Precision> precision;
    Optimizer optimizer = Optimizer::AdamW;
    std::optional<int> seqLen;
    std::optional<int> globalBatch;
    std::optional<int> microBatch;
    std::optional<int> zeroStage;
    std::optional<Recompute> recompute; // "activation_checkpointing": true (full), false, "selective"
    std::optional<bool> flashAttention;
    bool offloadOptimizer = false;
    bool offloadParams = false;        // FSDP CPU offload: weights, gradients and optimizer on the host
    std::optional<bool> masterWeights; // fp32 master copy under mixed precision (false: pure bf16)
    bool optimizerInBackward = false;  // step each parameter during backward, freeing its gradient
    std::optional<Stack> stack;        // legacy: the efficiency class without naming a framework
    std::string framework;             // frameworks.json id or alias; empty: the usual one for the job
    ParallelismRequest parallelism;
    std::string hfConfig;           // model.hf_config as given (resolved against the job file's folder)
    std::optional<int> hfMaxSeqLen; // model.max_seq_len beside hf_config

    // data
    std::optional<double> tokens;
    std::optional<double> samples;
    std::optional<double> tokensPerSample;
    double epochs = 1;
    std::optional<double> datasetGb;
    std::optional<DataLoader> loader;

    // the training loop besides its steps (spec/cli.md, version 3); unset: the framework's default
    std::optional<EvalRequest> eval;
    std::optional<CheckpointRequest> checkpoint;

    // hardware
    std::string gpu;
    std::string instance;
    std::optional<int> gpusPerNode;
    int nodes = 1;
    bool nodesGiven = false; // the planner enumerates node counts only when this is false
    std::optional<double> networkGbps;
    std::optional<bool> rdma;
    std::optional<int> vcpus; // per node

    // the user's own measured runs, and what they correct (set by applyMeasurements, not parsed)
    std::vector<Measurement> measured;
    CalibrationTerms calibration;

    // budget (used by the planner)
    std::optional<double> maxCost;
    std::string currency = "CNY";
    std::optional<double> deadlineHours;
    std::vector<Billing> billing;
    std::vector<std::string> providers;
    std::string region;
    std::string objective;
    bool domesticOnly = false; // only Chinese accelerators (Ascend ...)
    // "cn-mainland": only regions in mainland China (Region::mainlandChina); "" anywhere.
    std::string dataResidency;
    bool allowMethodChange = false; // the planner may turn LoRA into QLoRA to fit memory
    // The share of GPU memory a candidate must leave free (budget.memory_headroom); unset: the
    // planner's default (kDefaultMemoryHeadroom, core/Workload.h).
    std::optional<double> memoryHeadroom;
    // CNY per USD for this plan's conversions (budget.usd_cny); unset: the catalog's dated rate.
    std::optional<double> usdCny;
    // The offers a plan may use (budget.availability: "open", "apply", "contract"); empty: the
    // default, open and apply.
    std::vector<std::string> availability;

    // The scenario preset this job came from (catalog/scenarios), empty for a user's own job.
    std::string scenario;

    HardwareRequest hardwareRequest() const;
    void setHardware(const HardwareRequest &hardware);
};

} // namespace tp
