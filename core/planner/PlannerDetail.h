// Internal to the planner's source files, not for callers of Planner.h: the state of one
// Planner::plan() call, and the helpers that more than one of those files needs.
#pragma once

#include "core/planner/Planner.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace tp {

struct Planner::Context
{
    const Job &job;
    std::string file;
    Plan plan;
    Problems problems;

    const Gpu *narrowedGpu = nullptr;
    std::map<std::string, cost::Terms> terms; // by provider id
    std::map<std::string, int> familyMaxGpus; // "provider/family" -> largest size's GPUs
    std::unordered_map<std::string, std::shared_ptr<const Estimate>> cache;
    std::vector<const InstanceType *> instances; // after the filters
    std::vector<const InstanceType *> unpriced;
    std::set<std::string> providersSeen;
    std::set<std::string> precisionSubstitutions;
    bool usedDefaultWrite = false;
    bool headroomDefaulted = false; // budget.memory_headroom left out: kDefaultMemoryHeadroom
    bool anyConversion = false;
    int filteredByProvider = 0, filteredByRegion = 0, filteredByDomestic = 0, filteredByHardware = 0;
    int filteredByFramework = 0; // the framework the job names does not run on the instance's accelerator
    int filteredByResidency = 0; // sold in no region of mainland China (budget.data_residency)
    // budget.availability (default open and apply): the offers a plan may use, and how many
    // instance types sold otherwise it left out
    std::vector<std::string> availability;
    int filteredByAvailability = 0;
    // budget.data_residency "cn-mainland": the regions in mainland China, as "provider/region"
    std::set<std::string> mainland;
    bool residency = false;
    bool regionAllowed(const std::string &provider, const std::string &region) const
    {
        return !residency || mainland.count(provider + "/" + region) > 0;
    }
    // For resolvePrice: none without a residency rule.
    std::function<bool(const std::string &)> regionFilter(const InstanceType &inst) const
    {
        if (!residency)
            return {};
        return [this, provider = inst.provider](const std::string &region) {
            return regionAllowed(provider, region);
        };
    }
    std::size_t maxCandidates = kMaxCandidates;
    // The prices of the instance type evaluateInstance() is on, one per plan.billingModes entry
    // (unset: not sold that way): resolved once for all its node counts (addCandidates).
    std::vector<std::optional<ResolvedPrice>> prices;
    // What every candidate of that instance type shares, whatever its node count or billing,
    // worded once (addCandidates): a specification the catalog estimated, an offer not open to
    // anyone, the spot terms for its size (set when the plan prices spot).
    std::optional<Note> specEstimatedNote, offerNotOpenNote;
    std::optional<cost::SpotTerms> spotTerms;
    // The budget's half of an over-budget reason, the same for every candidate of the plan
    // (enumerate): ", over the budget of ..." and its params.
    std::string overBudgetTail;
    nlohmann::json budgetParams = nlohmann::json::object();

    explicit Context(const Job &j) : job(j) {}

    const cost::Terms &termsFor(const Catalog &catalog, const std::string &provider)
    {
        auto it = terms.find(provider);
        if (it == terms.end())
            it = terms.emplace(provider, cost::termsFor(catalog.findProvider(provider))).first;
        return it->second;
    }
};

namespace detail {

// Money and hours as messages write them: "812.34 CNY" ("1234 CNY" from 1000), "3.25 h",
// "12.5 h", "130 h".
std::string money(double v, const std::string &currency);
std::string hours(double h);

// Money and hours for a message's params, rounded as money() and hours() write them.
double moneyValue(double v);
double hoursValue(double h);

// "on", "selective" or "off", as messages say it.
std::string recomputeWord(Recompute r);

// The precision a GPU trains the job's precision at: the same, or the 16-bit format it has
// (V100 and T4 have fp16 but no bf16 tensor cores; fp8 needs Hopper or Ada).
std::optional<Precision> substitutePrecision(const Gpu &gpu, Precision wanted);

// The head of a source text (its title), for sentences; the JSON keeps the whole of it.
std::string shortSource(const std::string &source);

// Whether the catalog derived an instance type's specification rather than reading it.
bool specEstimated(const InstanceType &it);

// The job on `nodes` nodes of a catalog instance type: the job's own hardware (GPU, GPUs per
// node, network, RDMA, vCPUs) gives way to the instance's catalog figures.
Job onInstance(Job job, const std::string &instanceId, int nodes);

// What the objective minimises, comparable between two candidates of one plan (the balanced
// score's product of ratios orders candidates like cost x time, up to rounding: Ranking.cpp).
double objectiveValue(const Plan &plan, const Candidate &c);

// A candidate's configuration in words: nodes x instance type (GPUs x GPU, provider), billing.
std::string describe(const Candidate &c, const Catalog &catalog);

// What describe() says, as params added to `params`, with the provider's names for the UI.
nlohmann::json withConfiguration(nlohmann::json params, const Candidate &c, const Catalog &catalog);

} // namespace detail

} // namespace tp
