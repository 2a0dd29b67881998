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

// One text cell: neutralised for spreadsheets (SafeText.h), quoted per RFC 4180 when it needs it
// (and when it holds ';', the separator of Excel in many locales).
std::string csvField(const std::string &text);
// A number cell: '.' decimal point, `decimals` places, empty when not finite.
std::string csvNumber(double value, int decimals);

} // namespace tp
