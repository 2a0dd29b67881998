#pragma once

#include "core/Checked.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tp::watch {

// What a watched run is held against (issue 36): one candidate of a saved plan, as the plan
// priced and timed it. Read from `trainplan-cli plan --json` output or from the app's `.trainplan`
// file (its saved "plan" block); nothing is planned again, so the promise is the one the user saw.
struct WatchPlan
{
    std::string file;
    std::size_t candidate = 0; // 1-based position in the file's candidates
    std::string provider, instanceType, gpu, billing;
    int nodes = 1, gpusPerNode = 1;

    double totalSamples = 0;    // samples the plan trains on (epochs x samples per epoch)
    double samplesPerEpoch = 0; // 0 when the plan counts tokens, not epochs
    double epochs = 0;
    double globalBatch = 0;                                    // samples per optimizer step
    double trainSamplesPerSecond = 0;                          // the estimate's training speed (no pauses)
    double timeHours = 0, timeLowHours = 0, timeHighHours = 0; // wall clock, pauses and reclaims in

    std::optional<double> costTotal; // the plan's cost of the whole run (null: not priced)
    double computeCost = 0;          // its compute line (what a subscription bills by the month)
    double billedMonths = 0;         // subscription: months the plan bills
    std::string currency;
    std::optional<double> maxCost, deadlineHours; // the job's budget and deadline

    bool spot = false;
    double expectedReclaims = 0, restartMinutes = 0;

    int gpus() const { return nodes * gpusPerNode; }
    // "1 x GN10Xp.5XLARGE80 (2 x V100-SXM2-32GB), spot"
    std::string label() const;
    // The run's cost at the plan's price and billing after `hours` of wall clock.
    std::optional<double> costAfter(double hours) const;
};

// Every candidate of a plan that can be watched, and the one the user chose.
struct WatchPlans
{
    std::vector<WatchPlan> candidates; // feasible or not, each with a time and a speed
    std::size_t chosen = 0;            // index into candidates
    const WatchPlan &plan() const { return candidates[chosen]; }
};

// Reads the plan from a file's text; `candidate` (1-based) 0 takes the recommended one. Problems
// name the file and the JSON path ("/candidates/3/time_hours"). The other candidates are read
// too, for a run on other hardware than the chosen one; one that lacks a time or speed is left out.
Checked<WatchPlans> readWatchPlan(const std::string &text, const std::string &file, std::size_t candidate);

} // namespace tp::watch
