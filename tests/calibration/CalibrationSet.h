#pragma once

#include "core/Catalog.h"
#include "core/Estimator.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp::calibration {

// One published fact turned into a job and the quantity it measured.
struct Case
{
    std::string id;
    std::string ref;
    std::string source; // the published document; leave-one-source-out holds these out together
    std::string workloadClass;
    std::string software; // as the source names it
    nlohmann::json job;
    std::string
        expectKind; // time_hours | gpu_hours | tokens_per_s | samples_per_s | model_tflops_per_gpu | fits
    double expected = 0;
    bool expectedFits = false;
    std::optional<double> expectedMemoryGib;
    bool usable = false;
    std::string excluded;

    bool isMemoryFact() const { return expectKind == "fits"; }
    // Time-like quantities grow with slower hardware; rates shrink.
    bool isTimeLike() const { return expectKind == "time_hours" || expectKind == "gpu_hours"; }
};

// The prediction for one case.
struct Outcome
{
    bool ok = false; // the job parsed and resolved
    std::string error;
    std::optional<Estimate> estimate;
    std::string framework; // the framework id the estimate used
    double predicted = 0;  // in the case's unit
    double ratio = 0;      // predicted / expected
    bool fits = false;
};

std::vector<Case> loadCases(const std::string &path, std::string &error);
Outcome evaluate(const Case &c, const Catalog &catalog);

} // namespace tp::calibration
