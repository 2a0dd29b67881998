#pragma once

#include "core/Estimator.h"

#include <nlohmann/json.hpp>

namespace tp {

// The `trainplan-cli estimate` output object (spec/cli.md, "estimate output"), figures rounded
// for reading; the same shape is embedded in plans.
nlohmann::json toJson(const Estimate &estimate);
// {"tensor", "pipeline", "virtual_stages", "context", "expert", "data", "sequence_parallel"}
nlohmann::json toJson(const Parallelism &p);
// activation_checkpointing as the job writes it: true (full), false or "selective".
nlohmann::json recomputeJson(Recompute r);

// Rounds to `digits` significant digits (JSON output stays readable, no 17-digit noise).
double roundSignificant(double value, int digits = 4);

} // namespace tp
