#pragma once

#include "core/Catalog.h"
#include "core/Checked.h"
#include "core/Job.h"
#include "core/calibration/CalibrationTerms.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp {

struct Workload;

// What the user's own measured runs (Job::measured) correct, cause by cause: the estimate for
// the measured hardware and settings is compared with the measurement, and the difference is
// put on compute efficiency (or the data loader, when the run was input-bound), communication
// (a second run on more GPUs), activation memory (two runs at different micro-batches) and a
// fixed memory overhead per GPU.
struct Calibration
{
    struct Run
    {
        std::string hardware; // "1 × ecs.gn7i-c8g1.2xlarge", "8 × A100-SXM4-80GB"
        std::string model;    // the model's name when the run was of another one (a kept run)
        int gpus = 1;
        std::optional<double> measuredSamplesPerSecond, estimatedSamplesPerSecond;
        std::optional<double> measuredTokensPerSecond, estimatedTokensPerSecond;
        std::optional<double> measuredMemoryGib, estimatedMemoryGib;
        std::optional<double> calibratedSamplesPerSecond, calibratedMemoryGib; // the estimate after
        std::string date;
        std::string source;
        std::vector<std::string> corrects; // "compute", "input", "communication", "memory"
    };

    CalibrationTerms terms;
    double speedFactor = 1; // measured / estimated speed of the first run that gave a speed
    bool speedMeasured = false;
    bool memoryMeasured = false;
    std::vector<Run> runs;
    // What the measurements could not settle: a code, its figures, and the English sentence
    // (the app words it from the code).
    struct Limit
    {
        // "activations-clamped" {bound}, "memory-below-states" {floor_gib, measured_gib},
        // "speed-unexplained" {factor}, "speed-far-off" {factor}, "same-gpu-count" {},
        // "communication-too-small" {hardware}, "communication-unexplained" {hardware}
        std::string code;
        nlohmann::json params = nlohmann::json::object();
        std::string text() const;
    };
    std::vector<Limit> limits;

    // "calibrated from your run on 1 × ...: speed × 0.82 ..., memory + 1.4 GiB"; "your run of
    // Llama 3 8B on ..." for a run of another model.
    std::string note() const;
    nlohmann::json toJson() const;
};

// The job as measurement `m` ran it: its hardware, its settings (its model and method when it
// ran another one); the layout the estimator finds fastest (a short run on fewer GPUs uses
// another one than the big run).
Job measuredJob(const Job &job, const Measurement &m);
// "1 × ecs.gn7i-c8g1.2xlarge" (instance × nodes), "8 × A100-SXM4-80GB" (GPUs).
std::string hardwareLabel(const Workload &w);

// The calibration job.measured implies, or problems naming /measured/N/...: a run faster than
// its GPUs' peak or using more memory than they have is refused with the reason.
Checked<Calibration> calibrate(const Job &job, const Catalog &catalog, const std::string &file);

// Calibrates `job` in place (job.calibration) when it has measurements; the report, if any,
// goes to `report`. False when a measurement was refused (the problems say why).
bool applyMeasurements(Job &job, const Catalog &catalog, const std::string &file, Problems &problems,
                       std::optional<Calibration> *report = nullptr);

} // namespace tp
