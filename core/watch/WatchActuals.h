#pragma once

#include "core/planner/PlanActuals.h"
#include "core/watch/RunWatch.h"

#include <string>

namespace tp::watch {

// Where a watched run stands, as the plan file keeps it (the "actuals" block): `compared` is the
// candidate the status compares with (RunWatch::plan()), `log` the log's path or "-" (only its
// file name is kept), `recordedAt` when it is saved (ISO 8601 UTC).
PlanActuals actualsOf(const WatchStatus &status, const WatchPlan &compared, const std::string &log,
                      const std::string &recordedAt);

// Now as ISO 8601 UTC, to the second ("2026-12-07T05:10:00Z").
std::string utcNow();

} // namespace tp::watch
