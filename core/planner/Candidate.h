#pragma once

#include "core/EnumNames.h"
#include "core/Estimator.h"
#include "core/Instance.h"
#include "core/Provider.h"

#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// What the user asked the planner to optimise.
enum class Objective
{
    Cheapest,
    Fastest,
    Balanced
};
constexpr auto enumNames(Objective)
{
    return std::array{"cheapest", "fastest", "balanced"};
}

// The name a billing mode has in job files and plans ("subscription", not "subscription_month").
std::string billingName(Billing b);

// What a candidate costs, in the plan's currency. Sums to the total.
struct CostBreakdown
{
    double compute = 0;       // price x nodes x billed hours of the undisturbed run (or months, or term)
    double interruptions = 0; // spot only: checkpoint writes, lost work and restarts
    double storage = 0;       // the data set for the job's duration
    double checkpoints = 0;   // the checkpoints kept for the job's duration
    double total() const { return compute + interruptions + storage + checkpoints; }
};

// The price a candidate pays per node, and where it comes from.
struct ResolvedPrice
{
    Billing billing = Billing::OnDemand;
    double amount = 0;    // per node-hour; per node-month for subscriptions; in `currency`
    std::string currency; // the plan's currency (after conversion)
    double originalAmount = 0;
    std::string originalCurrency;
    std::string region;    // where the price applies ("" when the catalog does not say)
    std::string basis;     // "list price", or how it was derived ("spot: 0.4 x on-demand ...")
    Provenance provenance; // of the price (or of the on-demand price it was derived from)
    bool derived = false;
    bool own = false; // the user's own price (an override: an edit, an import, a quote), not the catalog's
};

// Spot with checkpoint/restart: the interval by Young's rule and what interruptions cost in time.
struct SpotOutcome
{
    double interruptionsPerNodeHour = 0;
    double mtbfHours = 0; // of the whole job: 1 / (rate x nodes)
    double checkpointBytes = 0;
    double checkpointSeconds = 0; // time to write one checkpoint
    double intervalHours = 0;     // between checkpoints: sqrt(2 C M), at least the framework's finest
    bool intervalIsEpoch = false; // the framework saves at epoch ends only, and an epoch is longer
    double restartMinutes = 0;
    double expectedInterruptions = 0; // over the whole run
    double overheadFactor = 1;        // expected wall time / undisturbed time
    bool progressPossible = true;
};

// One warning or rejection reason: a stable code, an English sentence and its params.
// (The GUI and the plan sheet translate code and params; the CLI prints the sentence.)
using Note = Warning;

// One rentable configuration: an instance type x node count x billing mode, with its estimate,
// cost and verdict. The estimate is shared between the billing modes of one configuration.
struct Candidate
{
    const InstanceType *instance = nullptr;
    int nodes = 1;
    Billing billing = Billing::OnDemand;
    std::shared_ptr<const Estimate> estimate; // null only when the instance could not be estimated

    // Settings the planner changed so the job fits ("activation checkpointing on", "QLoRA").
    std::vector<std::string> fixes;

    double timeHours = 0; // expected wall-clock time, interruptions included
    double timeHoursLow = 0;
    double timeHoursHigh = 0;

    std::optional<ResolvedPrice> price; // unset: not priced in the catalog
    CostBreakdown cost;
    std::string currency;
    std::optional<SpotOutcome> spot;
    int billedMonths = 0;    // subscriptions
    std::string dataStorage; // storage option id the data set is costed on ("" unpriced)
    std::string checkpointStorage;
    double datasetBytes = 0;    // what the data set occupies (given, or estimated)
    double checkpointBytes = 0; // one checkpoint

    bool feasible = false;
    std::vector<Note> reasons; // why it is rejected (empty when feasible)
    // The planner's own warnings (price, deadline risk, export control...). The estimate's are
    // its own and shared by every candidate of that setup (a 405B plan has 2,303 candidates over
    // 470 estimates): warnings() gives both, the estimate's first.
    std::vector<Note> plannerWarnings;
    std::vector<Note> warnings() const;
    std::size_t warningCount() const;
    bool pareto = false;
    bool recommended = false;

    bool fits() const { return estimate && estimate->fits; }
    // Fits, has a finite price and (on spot) can make progress: a rejected one like this breaks
    // only the budget or the deadline, which is what "raise the budget" suggestions read.
    bool runnable() const
    {
        return fits() && price.has_value() && (!spot || spot->progressPossible) &&
               std::isfinite(cost.total());
    }
    bool priced() const { return price.has_value(); }
    double costTotal() const { return cost.total(); }
    int gpusPerNode() const { return instance ? instance->gpus : 0; }
    int totalGpus() const { return gpusPerNode() * nodes; }
};

// Cheapest first: priced candidates before unpriced ones, then by total cost, then by time. Below
// zero when a comes first, above when b does, 0 when neither (the caller breaks the tie).
int compareByCost(const Candidate &a, const Candidate &b);

} // namespace tp
