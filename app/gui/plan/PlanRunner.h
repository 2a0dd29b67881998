#pragma once

#include "PlanOutcome.h"

#include <memory>

// Runs one job JSON through the core (JobParser, Planner) against a catalog snapshot. Safe to
// call on a worker thread: it touches nothing but its arguments. Never throws.
class PlanRunner
{
public:
    static PlanOutcome run(const nlohmann::json &job, std::shared_ptr<const tp::Catalog> catalog);
};
