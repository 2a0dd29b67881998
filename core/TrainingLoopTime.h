#pragma once

#include "core/TrainingLoop.h"

#include <nlohmann/json.hpp>

namespace tp {

struct Job;
struct Workload;
struct Performance;

// The wall clock of a training loop besides its steps: evaluation passes at the forward speed
// of the training step, checkpoint saves at the write speed of the storage (spec/cli.md,
// version 3: "eval", "checkpoint").
namespace loop {

// The schedules a job runs: what it states, else what its framework does by default. Reported
// in the workload's assumptions ("eval", "checkpoint") when defaulted.
void resolve(const Job &job, Workload &w);

// Bytes of one checkpoint: the trainable weights in the training precision, and with optimizer
// states the fp32 master copy and the optimizer's moments too (what training resumes from). A
// LoRA checkpoint holds the adapters only; the frozen base is reloaded.
double checkpointBytes(const Workload &w, bool withOptimizer);

// Evaluation and checkpoint time of the whole run, given the training step's performance at
// `globalBatch` samples per step.
LoopTime time(const Workload &w, const Performance &p, double globalBatch);

// The schedules as the estimate reports them: {"every": "steps", "steps": 500, ...}.
nlohmann::json toJson(const EvalSchedule &s);
nlohmann::json toJson(const CheckpointSchedule &s);

} // namespace loop
} // namespace tp
