#pragma once

#include "core/Catalog.h"
#include "core/Checked.h"
#include "core/Job.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// A measured run the user chose to keep (issue 18, item 5): the `measured` entry of spec/cli.md,
// with the model and method it ran, and what it is kept for: later plans of a model of the same
// family on the same framework are calibrated from it.
struct KeptMeasurement
{
    std::string family;    // models.json family of the model it ran ("llama-3")
    std::string framework; // frameworks.json id it ran ("llama-factory")
    std::string gpu;       // the GPU it ran on: the framework a later job would use there is compared
    std::string modelName; // "Llama 3 8B", for the catalog browser
    std::string hardware;  // "1 × ecs.gn7i-c8g1.2xlarge"
    std::string kept;      // the day it was kept, YYYY-MM-DD
    nlohmann::json measured;
};

// What a kept run must share with a job to calibrate it: the model family, and the framework
// the job uses on `gpu` (its own, or the usual one there). Unset, with the reason in `why`, for
// a model the catalog does not name (a described model or a config.json has no family).
struct CalibrationKey
{
    std::string family;
    std::string framework;
};
std::optional<CalibrationKey> calibrationKey(const Job &job, const Catalog &catalog, const std::string &gpu,
                                             std::string *why = nullptr);

// The kept form of `entry`, a measured run of the job `jobJson` (the job file's JSON): the job's
// model, method and sequence length are written into it so that it stands without the job. Unset,
// with the reason in `why` (English), when the run cannot be resolved or its model has no family.
std::optional<KeptMeasurement> keepMeasurement(const nlohmann::json &jobJson, const nlohmann::json &entry,
                                               const Catalog &catalog, const std::string &today,
                                               std::string *why = nullptr);

// The kept-measurements file ({"schema": 1, "kind": "kept-measurements", "measurements": [...]}).
// An entry that is not valid is left out with a problem naming /measurements/N/...; the file
// itself unreadable is an error and no value.
Checked<std::vector<KeptMeasurement>> readKeptMeasurements(const std::string &text, const std::string &file);
nlohmann::ordered_json keptMeasurementsJson(const std::vector<KeptMeasurement> &kept);

// The kept runs that calibrate `job`: none when the job has measured runs of its own; else the
// ones of its family and framework, of the newest day and model among them (runs of one model,
// one session, are what calibrate together), oldest first.
std::vector<KeptMeasurement> measurementsFor(const Job &job, const Catalog &catalog,
                                             const std::vector<KeptMeasurement> &kept);

} // namespace tp
