#pragma once

#include "core/planner/PlanJson.h"

#include <ostream>

namespace tp {

// `trainplan-cli plan --format csv`: one header row, then one row per candidate in plan order
// (feasible first). Numbers are raw (no units, '.' decimal point) so spreadsheets sort them;
// text fields are quoted per RFC 4180 when they need it.
void writeCsv(std::ostream &out, const Plan &plan, const PlanSelection &selection = {});
// The same as a file for people: led by the UTF-8 byte-order mark, so Excel reads Chinese text
// as UTF-8 (a pipe or a script gets writeCsv's output without it).
void writeCsvFile(std::ostream &out, const Plan &plan, const PlanSelection &selection = {});

} // namespace tp
