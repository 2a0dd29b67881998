#pragma once

#include "core/Catalog.h"
#include "core/Problem.h"

#include <nlohmann/json.hpp>
#include <optional>

// Runs one job through the core (JobParser, resolveWorkload, Estimator) and returns the
// estimate as the CLI writes it, or the problems that stopped it. Never throws.
class EstimateRunner
{
public:
    struct Outcome
    {
        std::optional<nlohmann::json> estimate; // EstimateJson's object, when the job resolved
        tp::Problems problems;                  // errors stop the estimate; warnings do not
        bool ok() const { return estimate.has_value(); }
    };

    static Outcome run(const nlohmann::json &job, const tp::Catalog &catalog);
};
