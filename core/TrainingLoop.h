#pragma once

#include "core/EnumNames.h"

#include <optional>

namespace tp {

// When a training loop does something besides training steps: never, every N optimizer steps,
// after every epoch, or once at the end of training.
enum class Cadence
{
    Never,
    Steps,
    Epoch,
    End,
    Minutes // every N minutes of training (NeMo 2's train_time_interval)
};
constexpr auto enumNames(Cadence)
{
    return std::array{"never", "steps", "epoch", "end", "minutes"};
}

// Evaluation passes and checkpoint saves as a framework does them by default (frameworks.json
// "eval" and "checkpoint") or as the job states them (spec/cli.md, version 3: "eval",
// "checkpoint"). They cost wall-clock time that no training step shows.
struct EvalSchedule
{
    Cadence every = Cadence::Never;
    long steps = 0;        // with Cadence::Steps
    double minutes = 0;    // with Cadence::Minutes
    double samples = 0;    // samples per pass, when stated
    long batches = 0;      // or global batches per pass (Megatron-LM's --eval-iters)
    double epochShare = 0; // or a share of one epoch's training samples (a validation split)
};

struct CheckpointSchedule
{
    Cadence every = Cadence::End;
    long steps = 0;          // with Cadence::Steps
    double minutes = 0;      // with Cadence::Minutes
    bool optimizer = true;   // optimizer states (and fp32 master weights) saved, so training can resume
    bool sharded = false;    // each rank writes its own part (else one rank writes the whole model)
    bool epochsOnly = false; // the framework saves at epoch ends only (Ultralytics, PaddleDetection)
};

// The job's "eval": {"every_steps": N, "samples": S} (samples 0: no evaluation; left out: a
// validation split of kDefaultEvalShare of the training samples).
struct EvalRequest
{
    long everySteps = 0;
    std::optional<double> samples;
};

// A validation split when nothing says its size: COCO val2017 holds 5,000 images beside
// train2017's 118,287 (4.2%), ImageNet-1k 50,000 beside 1,281,167 (3.9%).
constexpr double kDefaultEvalShare = 0.04;

// The job's "checkpoint": {"every_steps": N, "optimizer": bool, "sharded": bool}.
struct CheckpointRequest
{
    std::optional<long> everySteps;
    std::optional<bool> optimizer;
    std::optional<bool> sharded;
};

// What the loop costs over the whole run, besides the training steps (core/TrainingLoop.cpp).
struct LoopTime
{
    double evalPasses = 0;
    double evalSeconds = 0; // all passes
    double checkpointSaves = 0;
    double checkpointBytes = 0;   // one save
    double checkpointSeconds = 0; // all saves
};

} // namespace tp
