#pragma once

#include "core/Checked.h"
#include "core/EnumNames.h"

#include <optional>
#include <string>
#include <vector>

namespace tp {

// One figure a training log gave, with where it came from ("line 42: elapsed time per iteration
// (ms)", "/log_history/12/train_samples_per_second", or how it was derived from other figures).
struct RunFigure
{
    double value = 0;
    std::string from;
};

// The formats readRunLog() knows, as the ids `source.format` carries.
enum class RunLogFormat
{
    HfTrainerState, // Hugging Face trainer_state.json
    HfTrainerLog,   // Hugging Face Trainer stdout: {'train_runtime': ...} or "***** train metrics *****"
    DeepSpeed,      // ThroughputTimer lines: RunningAvgSamplesPerSec=..., MaxMemAllocated=...GB
    MegatronLm,     // iteration lines: elapsed time per iteration (ms), global batch size
    Nemo,           // NeMo 2 progress lines: train_step_timing in s, global_batch_size
    Torchtitan,     // step lines: memory: ...GiB(...%)  tps: ... (per GPU)
    Ultralytics,    // results.csv (epoch, time, ...) with args.yaml beside it
    NvidiaSmi,      // nvidia-smi --query-gpu=...,memory.used --format=csv
    TorchMemory,    // lines printing torch.cuda.max_memory_allocated()
};

constexpr auto enumNames(RunLogFormat)
{
    return std::array{"hf-trainer-state", "hf-trainer-log", "deepspeed",  "megatron-lm", "nemo",
                      "torchtitan",       "ultralytics",    "nvidia-smi", "torch-memory"};
}

// What a short training run measured, read from its log (issue 18, "Reading real logs"): the
// figures of spec/cli.md's `measured` entry and the settings the log reveals. Speeds and the step
// time are the whole run's, all GPUs together; memory is the peak of one GPU.
struct RunLog
{
    RunLogFormat format = RunLogFormat::HfTrainerState;
    std::string file;

    std::optional<RunFigure> tokensPerSecond;
    std::optional<RunFigure> samplesPerSecond;
    std::optional<RunFigure> stepTimeSeconds; // one optimizer step (one global batch)
    // Optimizer steps per second as the tool rounded them (the Trainer: 3 decimals): the step time
    // when neither the runtime over the steps nor the global batch over samples/s gives it.
    std::optional<RunFigure> stepsPerSecond;
    std::optional<RunFigure> peakMemoryGib; // per GPU
    // Tokens/s of one GPU (torchtitan's tps, Hugging Face's train_tokens_per_second): turned into
    // tokensPerSecond once the number of GPUs is known.
    std::optional<RunFigure> tokensPerSecondPerGpu;

    // settings the log reveals
    std::optional<RunFigure> microBatch; // per GPU per forward pass
    std::optional<RunFigure> globalBatch;
    std::optional<RunFigure> sequenceLength;
    std::optional<RunFigure> imageSize;
    std::optional<RunFigure> gpus; // world size
    // A global batch known only within bounds (a ratio of figures the tool rounded): readRunLog
    // takes the one multiple of micro-batch x GPUs inside them, if there is exactly one.
    struct BatchBounds
    {
        double low = 0, high = 0, ratio = 0;
        std::string from;
    };
    std::optional<BatchBounds> globalBatchBounds;

    // Which part of the run the speeds stand for ("iterations 20-100; the first logged interval,
    // which holds the start-up, left out"); notes on what a figure means.
    std::string window;
    std::vector<std::string> notes;

    bool hasSpeed() const { return tokensPerSecond || samplesPerSecond || stepTimeSeconds; }
};

// What the log alone may not say, from the job or the hardware the user names.
struct RunLogContext
{
    std::optional<RunFigure> sequenceLength; // for tokens/s from samples/s, when the log has none
    std::optional<RunFigure> trainSamples;   // images (samples) per epoch, for Ultralytics
    std::optional<RunFigure> gpus;           // for per-GPU figures, when the log has no world size
    std::string argsYaml;                    // Ultralytics args.yaml beside results.csv, "" if none
    std::string argsYamlFile;
};

// Set when the log gave at least one figure of a measurement.
using RunLogResult = Checked<RunLog>;

// Reads a training log's text (`file` names it in problems). The format is recognised from the
// content; speeds are the steady-state figures where the format logs intervals (warm-up left out)
// and the whole run's average where it logs only that. A log without the figures its format
// should give is an error naming the line or key that was expected; negative, NaN or absurd
// (> 1e12) figures are refused.
RunLogResult readRunLog(const std::string &text, const std::string &file, const RunLogContext &context = {});

} // namespace tp
