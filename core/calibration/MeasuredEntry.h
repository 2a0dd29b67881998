#pragma once

#include "core/Catalog.h"
#include "core/calibration/RunLog.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tp {

// A figure for the job JSON: 6 significant digits, what a log's figures carry at most.
double roundedFigure(double v);

// The `measured` entry of spec/cli.md a run log stands for: the hardware it ran on (the job's
// form: instance + nodes, or gpu + gpus_per_node + nodes), the settings the log reveals, its
// figures and its source. What trainplan-cli calibrate prints and the app's dialog adds.
nlohmann::ordered_json measuredEntry(const RunLog &log, const nlohmann::json &hardware);

// The hardware a run was on, in the job's form (spec/cli.md: gpu + gpus_per_node + nodes, or
// instance + nodes), checked against the catalog: how many GPUs that is (0 when a GPU's usual
// count per node is unknown), or nothing with a problem at `at` in `file`.
std::optional<int> runHardwareGpus(const nlohmann::json &hardware, const std::string &file,
                                   const std::string &at, const Catalog &catalog, Problems &problems);

// What the job adds to reading a log: the sequence length (seq_len, else tokens_per_sample) and
// the samples per epoch. A figure there that is not a positive number is a problem naming its
// JSON path in `file`; figures come with "file: /path" as their origin.
RunLogContext runLogContext(const nlohmann::json &job, const std::string &file, Problems &problems);

// The problems `estimate` would report on a job (JSON) with its measured runs: what a job that
// calibrate writes must not have. Empty when the estimate accepts it.
Problems estimateProblems(const nlohmann::json &job, const Catalog &catalog, const std::string &file);

} // namespace tp
