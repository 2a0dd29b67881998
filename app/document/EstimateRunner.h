#pragma once

#include "core/Catalog.h"
#include "core/Checked.h"

#include <nlohmann/json.hpp>
#include <optional>

// Runs one job through the core (JobParser, resolveWorkload, Estimator) and returns the
// estimate as the CLI writes it, or the problems that stopped it. Never throws.
class EstimateRunner
{
public:
    // EstimateJson's object, when the job resolved; errors stop the estimate, warnings do not
    using Outcome = tp::Checked<nlohmann::json>;

    static Outcome run(const nlohmann::json &job, const tp::Catalog &catalog);
};
