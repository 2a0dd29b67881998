#pragma once

#include "core/planner/Planner.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>

namespace tp {

// Which candidates a writer shows: all, or the best N feasible ones and the first N rejected ones
// (so a user still sees why cheaper options were rejected). The recommended candidate is always
// among them (it ranks first).
struct PlanSelection
{
    std::optional<std::size_t> top;
    bool keep(const Candidate &c, std::size_t feasibleSeen, std::size_t rejectedSeen) const;
};

// The `trainplan-cli plan --format json` document (spec/cli.md, "plan output"): the job as
// understood with its defaults, every candidate with the spec's fields and the extras (time
// range, cost breakdown, price and its source, memory, settings, fixes, reasons), the
// recommendation with its reasons, advice, suggestions when nothing is feasible, assumptions.
nlohmann::json toJson(const Plan &plan, const PlanSelection &selection = {});

// The job as the planner understood it: given values, and the defaults it filled in.
nlohmann::json jobAsUnderstood(const Plan &plan);

// One candidate as a JSON object (spec fields first).
nlohmann::json toJson(const Candidate &candidate);

} // namespace tp
