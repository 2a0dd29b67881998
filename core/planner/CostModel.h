#pragma once

#include "core/Catalog.h"
#include "core/Estimator.h"
#include "core/Job.h"
#include "core/Workload.h"
#include "core/planner/Candidate.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tp::cost {

// --- Planner defaults, used only where the catalog says nothing; every use is reported in the
// plan's assumptions with the rule below.
constexpr double kHoursPerMonth = 730; // 8760 h / 12, the month cloud price lists use
constexpr double kHoursPerYear = 8760;
// Pay-as-you-go billing unit when the provider's is unknown: a whole hour (the coarsest in use).
constexpr double kDefaultGranularitySeconds = 3600;
// Spot price as a fraction of on-demand: documented ranges are Alibaba 0.1-0.7, Tencent ~0.2,
// AWS 0.13-0.5 (shared/reference/README.md); 0.4 errs on the expensive side.
constexpr double kDefaultSpotFraction = 0.4;
// Reclaims per instance-hour: no Chinese vendor publishes one; 0.05 (one per 20 instance-hours).
constexpr double kDefaultSpotInterruptionsPerHour = 0.05;
constexpr double kDefaultSpotRestartMinutes = 10;
// Subscription month = on-demand x 730 h x fraction: seed guides quote 30-50 % savings; 0.7 is the
// cautious end.
constexpr double kDefaultSubscriptionMonthFraction = 0.7;
// CNY per USD when the catalog has no exchange rate (2024-2025 range 7.1-7.3).
constexpr double kDefaultCnyPerUsd = 7.2;
// Checkpoint write speed of one node when the provider lists no block storage (core/Workload.h).
constexpr double kDefaultWriteMBps = kDefaultCheckpointWriteMBps;
constexpr const char *kDefaultWriteSource = kDefaultCheckpointWriteSource;
// Checkpoints kept on disk at any time (the latest, and the one before in case it is torn).
constexpr int kCheckpointsKept = 2;

// The spot terms one size of a provider gets: the provider's spot block, with what the size class
// it reaches changes (catalog billing.spot.size_classes).
struct SpotTerms
{
    double fraction = kDefaultSpotFraction;
    bool fractionDefaulted = true;
    double interruptionsPerHour = kDefaultSpotInterruptionsPerHour;
    double restartMinutes = kDefaultSpotRestartMinutes;
    bool riskDefaulted = true;
    std::optional<int> capacityGpus; // spot GPUs of one type plausibly held at once in a region
    int sizeClassMinGpus = 0;        // 0: the spot block itself; else the size class applied
    Provenance provenance;           // of the size class when one applies, else of the spot block
};

// One provider's billing terms as the planner uses them: the catalog's where given, the
// defaults above where not, and which is which.
struct Terms
{
    double granularitySeconds = kDefaultGranularitySeconds;
    bool granularityDefaulted = true;
    SpotTerms spot; // the provider's spot block itself, before any size class applies
    double monthFraction = kDefaultSubscriptionMonthFraction;
    bool monthFractionDefaulted = true;
    std::optional<double> reserved1yFraction;
    std::optional<double> reserved3yFraction;
    // Whether a mode without a size's own price can be derived at all: a provider whose catalog
    // file publishes billing terms offers the modes it describes; one without terms gets the defaults.
    bool spotOffered = true;
    bool subscriptionOffered = true;
    Provenance subscriptionProvenance;
    Provenance reservedProvenance;
    std::vector<SpotSizeClass> spotSizeClasses;

    // The spot terms of a size with `gpusPerNode` GPUs.
    SpotTerms spotFor(int gpusPerNode) const;
};

// The terms of a provider (nullptr: not in the catalog, every default applies).
Terms termsFor(const ProviderInfo *provider);

// Converts between CNY and USD with the catalog's rate, or the default one.
struct Exchange
{
    double cnyPerUsd = kDefaultCnyPerUsd;
    Provenance provenance;
    bool defaulted = true;
    bool fromJob = false; // the job's budget.usd_cny

    // nullopt for a currency other than CNY/USD.
    std::optional<double> convert(double amount, const std::string &from, const std::string &to) const;
};
Exchange exchangeFrom(const Catalog &catalog);
// The rate a plan of `job` converts with: the job's own (budget.usd_cny) when it gives one, else
// the catalog's.
Exchange exchangeFor(const Catalog &catalog, const Job &job);

// The price an instance pays per node in `billing`, converted to `currency`: its own list price
// (in `region` when given, else the cheapest region), or one derived from its on-demand price by
// the provider's terms. nullopt when neither exists (the candidate is then unpriced).
// Reserved terms are priced only from the catalog (a size's price or the provider's fraction).
// `regionAllowed`, when given, leaves out prices of the regions it refuses (a price without a
// region applies wherever the type is sold and is kept).
std::optional<ResolvedPrice> resolvePrice(const InstanceType &instance, Billing billing, const Terms &terms,
                                          const Exchange &exchange, const std::string &region,
                                          const std::string &currency,
                                          const std::function<bool(const std::string &)> &regionAllowed = {});

// The on-demand cost of an estimate on its named instance (none without one, or without an
// on-demand price), priced as `plan` prices it: resolvePrice with the job's region (else the
// cheapest region), the user's overrides, converted to the job's currency.
std::optional<CostEstimate> onDemandCost(const Estimate &estimate, const Catalog &catalog, const Job &job);

// Hours billed for `hours` of use when the provider bills in units of `granularitySeconds`.
double billedHours(double hours, double granularitySeconds);
// Whole months a subscription must cover for `hours` of use (a 40-day job pays 2 months).
int subscriptionMonths(double hours);
// Young's first-order optimum checkpoint interval sqrt(2 C M) (Young 1974, CACM 17(9);
// Daly 2006, FGCS 22(3) shows it is within a few percent while C << M).
double youngIntervalHours(double checkpointHours, double mtbfHours);

// Expected run on spot: a job that needs `hours` undisturbed on `nodes` nodes, interrupted at
// `ratePerNodeHour` per node (any node lost stops the job), checkpointing every Young interval at
// `checkpointSeconds` a write, losing on average half an interval plus the restart per interruption:
//   W = T (1 + C/tau) / (1 - lambda (tau/2 + R)),  lambda = rate x nodes.
// `minIntervalHours`: the finest interval the framework saves at (an epoch, for the frameworks
// that save at epoch ends only), so the interval is the longer of it and Young's; when those
// saves are already in the undisturbed time (`savesCounted`), they add nothing again.
SpotOutcome spotOutcome(double hours, int nodes, double ratePerNodeHour, double restartMinutes,
                        double checkpointSeconds, double minIntervalHours = 0, bool savesCounted = false);

// Bytes of one checkpoint that training can resume from (loop::checkpointBytes with optimizer
// states, whatever the loop saves by default): what spot interruptions lose and storage holds.
double checkpointBytes(const Workload &w);
// Bytes of the data set: as the job gives it (data.size_gb), else estimated from its size in
// tokens or images; `rule` says which.
double datasetBytes(const Workload &w, const Job &job, std::string *rule = nullptr);

// Compute cost of one candidate: on-demand and reserved pay billed hours (reserved: whole terms),
// subscriptions whole months, spot billed hours of the expected run including interruptions.
struct ComputeCost
{
    double compute = 0;
    double interruptions = 0;
    int billedMonths = 0;
};
ComputeCost computeCost(const ResolvedPrice &price, double undisturbedHours, const SpotOutcome *spot,
                        int nodes, const Terms &terms);

// The storage options the planner costs: the data set on a shared file system when several nodes
// read it (else a block disk), checkpoints on a block disk. nullptr when the provider lists none.
const StorageOption *dataStorageFor(const ProviderInfo *provider, int nodes);
const StorageOption *checkpointStorageFor(const ProviderInfo *provider);
// Cost of keeping `bytes` on `option` for `hours`, in `currency` (nullopt: cannot convert).
std::optional<double> storageCost(const StorageOption &option, double bytes, double hours,
                                  const Exchange &exchange, const std::string &currency);

} // namespace tp::cost
