#pragma once

#include "core/planner/PlanJson.h"

#include <ostream>

namespace tp {

// `trainplan-cli plan --format table`: a plain-text report for a terminal: the job in one line,
// the feasible candidates ranked (recommended '*', Pareto front 'P'), the rejected ones with
// their first reason, the recommendation and its reasons, advice, suggestions and assumptions.
void writeTable(std::ostream &out, const Plan &plan, const PlanSelection &selection = {});

} // namespace tp
