#pragma once

#include "core/Checked.h"
#include "core/Instance.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tp {

// What a watched run did against its plan (issue 36, item 5): the "actuals" block of a
// `.trainplan` file, written by `trainplan-cli watch --save` and the app's "Watch a Run…" dialog,
// so that a reopened plan, its sheet and its PDF show what happened beside what was promised.
// Figures are as the watch last saw them (core/watch/RunWatch.h); the plan's own figures for the
// same candidate are kept beside them, since a later replan may move the plan but not the past.
struct PlanActuals
{
    std::string recordedAt; // when it was saved, ISO 8601 UTC ("2026-12-07T05:10:00Z")
    std::string log;        // the log's file name without its folder ("-" for standard input)
    // the plan's candidate the run was compared with: its number (1-based) and what it rents,
    // as ids (worded where shown)
    std::size_t candidate = 0;
    std::string provider, instanceType, gpu;
    int nodes = 1, gpus = 1; // gpus: in all
    Billing billing = Billing::OnDemand;
    bool ended = false;
    // RunWatch's verdict: "waiting", "on-track", "ahead", "behind", "beyond-deadline",
    // "beyond-budget", "beyond-budget-and-deadline", "ended-within", "ended-beyond"
    std::string verdict;
    double fraction = 0, plannedFraction = 0; // of the run's samples, done and planned by now
    double elapsedHours = 0, planHours = 0, projectedHours = 0;
    std::optional<double> speedNow; // samples/s over the last logged intervals
    double speedPlanned = 0;        // the plan's average samples/s
    std::optional<double> costSoFar, costProjected, costPlanned;
    std::string currency;
    int restarts = 0;

    static const std::vector<std::string> &verdicts();
};

nlohmann::json toJson(const PlanActuals &actuals);
// Reads the block at `path` of `file`; problems name the file and the JSON path of the field.
Checked<PlanActuals> readPlanActuals(const nlohmann::json &block, const std::string &file,
                                     const std::string &path = "/actuals");

} // namespace tp
