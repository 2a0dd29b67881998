#pragma once

#include "core/Catalog.h"
#include "core/Problem.h"
#include "core/planner/Planner.h"

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

// One run of the planner as the app keeps it: the job that was planned, the plan (or the
// problems that stopped it) and the catalog snapshot the plan's candidates point into, which
// it keeps alive: a catalog reloaded meanwhile cannot leave a view with dangling pointers.
struct PlanOutcome
{
    nlohmann::json job;                         // the job JSON as it was when planned
    std::shared_ptr<const tp::Catalog> catalog; // what the candidates' pointers point into
    std::optional<tp::Plan> plan;               // unset when the job has errors
    tp::Problems problems;                      // errors stop the plan; warnings accompany it
    double milliseconds = 0;                    // wall time of parsing and planning

    bool ok() const { return plan.has_value(); }
    // The candidate at `index` of the plan, or nullptr.
    const tp::Candidate *candidate(int index) const
    {
        if (!plan || index < 0 || index >= static_cast<int>(plan->candidates.size()))
            return nullptr;
        return &plan->candidates[static_cast<std::size_t>(index)];
    }
};
