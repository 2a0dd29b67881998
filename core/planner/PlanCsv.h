#pragma once

#include "planner/PlanJson.h"

#include <ostream>

namespace tp {

// `trainplan-cli plan --format csv`: one header row, then one row per candidate in plan order
// (feasible first). Numbers are raw (no units, '.' decimal point) so spreadsheets sort them;
// text fields are quoted per RFC 4180 when they need it.
void writeCsv(std::ostream &out, const Plan &plan, const PlanSelection &selection = {});

} // namespace tp
