#pragma once

#include "core/Catalog.h"
#include "core/Estimator.h"
#include "core/Job.h"
#include "core/Problem.h"
#include "core/Workload.h"
#include "core/calibration/Calibration.h"
#include "core/planner/Advice.h"
#include "core/planner/Candidate.h"
#include "core/planner/CandidateCap.h"
#include "core/planner/CostModel.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// A figure the plan rests on that the user did not give: a catalog term, or a planner default
// where the catalog has none. Reported so that nothing is assumed silently.
struct Assumption
{
    std::string code;
    std::string message;
    Provenance provenance;
    // The figures and names in `message`, rounded as it shows them (core/MessageCodes.h).
    nlohmann::json params = nlohmann::json::object();
};

// The one candidate the plan recommends for its objective, and why: each reason a code, an
// English sentence and its params (core/MessageCodes.h), like the candidates' notes.
struct Recommendation
{
    std::size_t index = 0; // into Plan::candidates
    std::vector<Note> reasons;
};

// What would make an infeasible plan feasible, with the figures ("raise max_cost to 812 CNY").
struct Suggestion
{
    std::string code; // "raise-budget", "extend-deadline", "use-qlora", "bigger-gpu", "add-prices", ...
    std::string message;
    nlohmann::json figures = nlohmann::json::object(); // the changed job settings, unrounded
    // The figures and names in `message`, rounded as it shows them (core/MessageCodes.h).
    nlohmann::json params = nlohmann::json::object();
};

struct PlanStats
{
    int instanceTypes = 0;  // instance types left after the job's filters
    int configurations = 0; // instance type x node count pairs considered
    int estimates = 0;      // estimator runs (fix attempts included; cached repeats not)
    int layouts = 0;        // parallel layouts the estimator runs evaluated
    int candidates = 0;     // kept in the plan
    int feasible = 0;
    int dropped = 0; // candidates left out by PlanOptions::maxCandidates
};

// The answer to "what should I rent": every candidate with its verdict, feasible ones first in
// the objective's order, the Pareto front of cost against time, one recommendation and the
// advice for it; or, when nothing is feasible, what would change that.
struct Plan
{
    Job job;
    Workload reference; // the job resolved on one GPU: model, method, data and defaults as understood
    Objective objective = Objective::Cheapest;
    std::string currency;
    std::vector<Billing> billingModes;
    std::vector<std::string> providers; // the providers the plan searched
    cost::Exchange exchange;
    double datasetBytes = 0;
    std::string datasetRule;

    std::vector<Candidate> candidates;
    std::optional<Recommendation> recommendation;
    std::vector<Suggestion> suggestions;
    std::vector<Advice> advice; // for the recommended candidate
    std::vector<Assumption> assumptions;
    std::optional<Calibration> calibration; // from the job's measured runs
    PlanStats stats;

    const Candidate *recommended() const
    {
        return recommendation ? &candidates[recommendation->index] : nullptr;
    }
};

struct PlanOptions
{
    std::optional<Objective> objective; // overrides the job's budget.objective
    // The most candidates a plan keeps (planner/CandidateCap.h); the plan says when it left some out.
    std::size_t maxCandidates = kMaxCandidates;
};

// Errors name the job's JSON path; warnings may accompany a plan.
using PlanResult = Checked<Plan>;

// The settings the planner changed so that `candidate` fits, relative to what the plan's job
// fixed, in order: precision (a GPU without the job's tensor cores), method (LoRA -> QLoRA),
// activation checkpointing, micro-batch, ZeRO stage. Their messages are Candidate::fixes.
std::vector<Note> fixNotes(const Plan &plan, const Candidate &candidate);

// How a priced candidate's price was found (its message is ResolvedPrice::basis): a list price, or
// the on-demand price times a provider's spot, month or reserved factor. Code "" when unpriced.
Note priceBasisNote(const Candidate &candidate, const Catalog &catalog);

// Plans a job against the catalog: enumerates instance types x node counts x billing modes
// narrowed by the job's hardware and budget filters, estimates each (trying the cheapest memory
// fix when it does not fit), costs it, rejects what breaks memory, budget or deadline with the
// reasons, marks the Pareto front and recommends one candidate for the objective.
class Planner
{
public:
    explicit Planner(const Catalog &catalog) : m_catalog(catalog), m_estimator(catalog) {}

    PlanResult plan(const Job &job, const PlanOptions &options = {}, const std::string &file = "job") const;

    // Multi-node candidates are only full nodes (the largest size of a family) with RDMA or at
    // least this network: below it all-reduce dominates and scaling up inside a node is better.
    static constexpr double kMinScaleOutGbps = 25;
    static constexpr int kMaxNodes = 64;
    // Doubling the nodes stops when it speeds the job up by less than this.
    static constexpr double kMinScaleOutSpeedup = 1.3;

private:
    struct Context;
    void enumerate(Context &ctx) const;
    void evaluateInstance(Context &ctx, const InstanceType &instance) const;
    std::shared_ptr<const Estimate> estimateFor(Context &ctx, const Workload &w) const;
    void fitByFixes(Context &ctx, const InstanceType &instance, int nodes,
                    std::shared_ptr<const Estimate> &estimate) const;
    void addCandidates(Context &ctx, const InstanceType &instance, int nodes,
                       const std::shared_ptr<const Estimate> &estimate) const;
    void rank(Plan &plan) const;
    void recommend(Plan &plan) const;
    void suggest(Context &ctx) const;
    void addAssumptions(Context &ctx) const;

    const Catalog &m_catalog;
    Estimator m_estimator;
};

} // namespace tp
