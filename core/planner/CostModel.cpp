#include "core/planner/CostModel.h"

#include "core/MemoryEstimator.h"
#include "core/Strings.h"
#include "core/TrainingLoopTime.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tp::cost {

namespace {

// The size's own price of one billing mode: in `region` when asked, else the cheapest region
// (after conversion, so prices quoted in different currencies compare).
const Price *ownPrice(const InstanceType &instance, Billing billing, const Exchange &exchange,
                      const std::string &region, const std::string &currency, double *converted,
                      const std::function<bool(const std::string &)> &regionAllowed)
{
    const Price *best = nullptr;
    double bestAmount = 0;
    bool bestInRegion = false;
    for (const Price &p : instance.prices) {
        if (p.billing != billing || !(p.amount > 0))
            continue;
        if (regionAllowed && !p.region.empty() && !regionAllowed(p.region))
            continue;
        const auto amount = exchange.convert(p.amount, p.currency, currency);
        if (!amount || !std::isfinite(*amount))
            continue;
        const bool inRegion = !region.empty() && p.region == region;
        if (!best || (inRegion && !bestInRegion) || (inRegion == bestInRegion && *amount < bestAmount)) {
            best = &p;
            bestAmount = *amount;
            bestInRegion = inRegion;
        }
    }
    if (best && converted)
        *converted = bestAmount;
    return best;
}

ResolvedPrice fromList(const Price &p, double converted, const std::string &currency)
{
    ResolvedPrice r;
    r.billing = p.billing;
    r.amount = converted;
    r.currency = currency;
    r.originalAmount = p.amount;
    r.originalCurrency = p.currency;
    r.region = p.region;
    r.basis = "list price";
    r.provenance = p.provenance;
    r.own = p.overridden;
    return r;
}

} // namespace

Terms termsFor(const ProviderInfo *provider)
{
    Terms t;
    if (!provider)
        return t;
    const BillingTerms &b = provider->billing;
    if (b.granularitySeconds > 0) {
        t.granularitySeconds = b.granularitySeconds;
        t.granularityDefaulted = false;
    }
    // A spot block is present when it carries a fraction or its own provenance.
    const bool spotBlock = b.spotPriceFraction.has_value() || !b.spotProvenance.source.empty();
    if (b.spotPriceFraction && *b.spotPriceFraction > 0 && *b.spotPriceFraction <= 1) {
        t.spot.fraction = *b.spotPriceFraction;
        t.spot.fractionDefaulted = false;
    }
    if (spotBlock && b.spotInterruptionsPerHour > 0) {
        t.spot.interruptionsPerHour = b.spotInterruptionsPerHour;
        t.spot.restartMinutes = b.spotRestartMinutes > 0 ? b.spotRestartMinutes : kDefaultSpotRestartMinutes;
        t.spot.riskDefaulted = false;
    }
    t.spot.provenance = b.spotProvenance;
    if (spotBlock)
        t.spotSizeClasses = b.spotSizeClasses;
    if (b.subscriptionMonthFraction && *b.subscriptionMonthFraction > 0) {
        t.monthFraction = *b.subscriptionMonthFraction;
        t.monthFractionDefaulted = false;
    }
    t.subscriptionProvenance = b.subscriptionProvenance;
    // A provider that publishes terms offers what they describe (AWS sells no monthly subscription).
    const bool subscriptionBlock =
        b.subscriptionMonthFraction.has_value() || !b.subscriptionProvenance.source.empty();
    const bool reservedBlock =
        b.reserved1yFraction || b.reserved3yFraction || !b.reservedProvenance.source.empty();
    if (spotBlock || subscriptionBlock || reservedBlock) {
        t.spotOffered = spotBlock;
        t.subscriptionOffered = subscriptionBlock;
    }
    t.reserved1yFraction = b.reserved1yFraction;
    t.reserved3yFraction = b.reserved3yFraction;
    t.reservedProvenance = b.reservedProvenance;
    return t;
}

SpotTerms Terms::spotFor(int gpusPerNode) const
{
    SpotTerms s = spot;
    const SpotSizeClass *applies = nullptr;
    for (const SpotSizeClass &c : spotSizeClasses)
        if (gpusPerNode >= c.minGpus)
            applies = &c;
    if (!applies)
        return s;
    s.sizeClassMinGpus = applies->minGpus;
    s.provenance = applies->provenance;
    if (applies->priceFraction) {
        s.fraction = *applies->priceFraction;
        s.fractionDefaulted = false;
    }
    if (applies->interruptionsPerHour && *applies->interruptionsPerHour > 0) {
        s.interruptionsPerHour = *applies->interruptionsPerHour;
        s.riskDefaulted = false;
    }
    if (applies->restartMinutes && *applies->restartMinutes > 0)
        s.restartMinutes = *applies->restartMinutes;
    s.capacityGpus = applies->capacityGpus;
    return s;
}

std::optional<double> Exchange::convert(double amount, const std::string &from, const std::string &to) const
{
    if (from == to)
        return amount;
    if (!(cnyPerUsd > 0))
        return std::nullopt;
    if (from == "USD" && to == "CNY")
        return amount * cnyPerUsd;
    if (from == "CNY" && to == "USD")
        return amount / cnyPerUsd;
    return std::nullopt;
}

std::optional<CostEstimate> onDemandCost(const Estimate &estimate, const Catalog &catalog, const Job &job)
{
    const InstanceType *instance = estimate.workload.hw.instance;
    if (!instance)
        return std::nullopt;
    const auto price =
        resolvePrice(*instance, Billing::OnDemand, termsFor(catalog.findProvider(instance->provider)),
                     exchangeFor(catalog, job), job.region, job.currency);
    if (!price)
        return std::nullopt;
    CostEstimate c;
    c.currency = price->currency;
    c.billing = Billing::OnDemand;
    c.pricePerHour = price->amount;
    c.priceSource = price->provenance;
    c.region = price->region;
    c.own = price->own;
    c.total = price->amount * estimate.workload.hw.nodes * estimate.timeHours;
    return c;
}

Exchange exchangeFrom(const Catalog &catalog)
{
    Exchange e;
    if (catalog.exchangeRate && catalog.exchangeRate->cnyPerUsd > 0) {
        e.cnyPerUsd = catalog.exchangeRate->cnyPerUsd;
        e.provenance = catalog.exchangeRate->provenance;
        e.defaulted = false;
    } else {
        e.provenance = {
            "planner default", "", "estimate",
            "no exchange rate in the catalog; 7.2 CNY per USD, the middle of the 2024-2025 range 7.1-7.3"};
    }
    return e;
}

Exchange exchangeFor(const Catalog &catalog, const Job &job)
{
    if (!job.usdCny)
        return exchangeFrom(catalog);
    Exchange e;
    e.cnyPerUsd = *job.usdCny;
    e.provenance = {"the plan's own rate (budget.usd_cny)", "", "reported", ""};
    e.defaulted = false;
    e.fromJob = true;
    return e;
}

std::optional<ResolvedPrice> resolvePrice(const InstanceType &instance, Billing billing, const Terms &terms,
                                          const Exchange &exchange, const std::string &region,
                                          const std::string &currency,
                                          const std::function<bool(const std::string &)> &regionAllowed)
{
    double converted = 0;
    if (const Price *own = ownPrice(instance, billing, exchange, region, currency, &converted, regionAllowed))
        return fromList(*own, converted, currency);

    // Derived from the on-demand list price by the provider's terms.
    double onDemand = 0;
    const Price *base =
        ownPrice(instance, Billing::OnDemand, exchange, region, currency, &onDemand, regionAllowed);
    if (!base)
        return std::nullopt;
    ResolvedPrice r = fromList(*base, onDemand, currency);
    r.billing = billing;
    r.derived = true;
    double factor = 1;
    switch (billing) {
    case Billing::OnDemand:
        return r;
    case Billing::Spot:
        if (!terms.spotOffered || !instance.sellsSpot)
            return std::nullopt;
        {
            const SpotTerms spot = terms.spotFor(instance.gpus);
            factor = spot.fraction;
            r.basis = "spot assumed at " + fixedDecimals(factor, 2) + " x on-demand (" +
                      (spot.fractionDefaulted ? "planner default: no spot terms in the catalog"
                                              : "provider spot terms; the market price moves") +
                      ")";
        }
        break;
    case Billing::SubscriptionMonth:
        if (!terms.subscriptionOffered)
            return std::nullopt;
        factor = kHoursPerMonth * terms.monthFraction;
        r.basis = "month assumed at on-demand x 730 h x " + fixedDecimals(terms.monthFraction, 2) + " (" +
                  (terms.monthFractionDefaulted ? "planner default: no subscription terms in the catalog"
                                                : "provider subscription terms") +
                  ")";
        break;
    case Billing::Reserved1y:
    case Billing::Reserved3y: {
        const auto &fraction =
            billing == Billing::Reserved1y ? terms.reserved1yFraction : terms.reserved3yFraction;
        if (!fraction || !(*fraction > 0))
            return std::nullopt; // reserved only where the catalog has it
        factor = *fraction;
        r.basis = "reserved = " + fixedDecimals(factor, 2) + " x on-demand (provider reserved terms)";
        break;
    }
    }
    r.amount = onDemand * factor;
    r.originalAmount = base->amount * factor;
    if (!std::isfinite(r.amount) || !(r.amount > 0))
        return std::nullopt;
    return r;
}

double billedHours(double hours, double granularitySeconds)
{
    if (!(hours > 0))
        return 0;
    const double unit = std::max(1.0, granularitySeconds);
    // A hair of tolerance so that exactly 2 h is not billed as 2 h + one unit by rounding noise.
    const double units = std::ceil(hours * 3600.0 / unit - 1e-9);
    return units * unit / 3600.0;
}

int subscriptionMonths(double hours)
{
    if (!(hours > 0))
        return 1;
    // capped so that an absurd duration cannot overflow the count (it is rejected by the deadline
    // or the budget long before; a month count is never the figure that matters there)
    const double months = std::ceil(hours / kHoursPerMonth - 1e-9);
    return months >= 1e6 ? 1000000 : std::max(1, static_cast<int>(months));
}

double youngIntervalHours(double checkpointHours, double mtbfHours)
{
    if (!(checkpointHours > 0) || !(mtbfHours > 0))
        return 0;
    return std::sqrt(2.0 * checkpointHours * mtbfHours);
}

SpotOutcome spotOutcome(double hours, int nodes, double ratePerNodeHour, double restartMinutes,
                        double checkpointSeconds, double minIntervalHours, bool savesCounted)
{
    SpotOutcome s;
    s.interruptionsPerNodeHour = ratePerNodeHour;
    s.restartMinutes = restartMinutes;
    s.checkpointSeconds = std::max(1.0, checkpointSeconds);
    const double lambda = ratePerNodeHour * std::max(1, nodes);
    if (!(lambda > 0) || !(hours > 0)) {
        s.mtbfHours = 0;
        return s;
    }
    s.mtbfHours = 1.0 / lambda;
    const double c = s.checkpointSeconds / 3600.0;
    // No point checkpointing more rarely than the job is long.
    s.intervalHours =
        std::min(std::max(youngIntervalHours(c, s.mtbfHours), minIntervalHours), std::max(hours, c));
    const double r = restartMinutes / 60.0;
    const double lossPerInterruption = s.intervalHours / 2.0 + r;
    const double denominator = 1.0 - lambda * lossPerInterruption;
    // Below 0.2 the job spends most of its time redoing work: treat as making no progress.
    if (denominator < 0.2) {
        s.progressPossible = false;
        s.overheadFactor = 5.0;
    } else {
        s.overheadFactor = (1.0 + (savesCounted ? 0.0 : c / s.intervalHours)) / denominator;
    }
    s.expectedInterruptions = lambda * hours * s.overheadFactor;
    return s;
}

double checkpointBytes(const Workload &w)
{
    return loop::checkpointBytes(w, true);
}

double datasetBytes(const Workload &w, const Job &job, std::string *rule)
{
    if (job.datasetGb) {
        if (rule)
            *rule = "the size given in the job";
        return *job.datasetGb * 1e9;
    }
    if (w.model.isTransformer()) {
        if (rule)
            *rule = "estimated: 4 bytes of text per token (a BPE token is about 4 characters of English)";
        return w.samplesPerEpoch * w.tokensPerSample * 4.0;
    }
    // ImageNet-1k train: 1.28 M JPEGs in ~138 GB (~110 kB each); COCO train2017: 118 k images in
    // ~18 GB (~155 kB each).
    const bool detection = w.model.task != "classification";
    if (rule)
        *rule = detection ? "estimated: 155 kB per image (COCO train2017 average)"
                          : "estimated: 110 kB per image (ImageNet-1k train average)";
    return w.samplesPerEpoch * (detection ? 155e3 : 110e3);
}

ComputeCost computeCost(const ResolvedPrice &price, double undisturbedHours, const SpotOutcome *spot,
                        int nodes, const Terms &terms)
{
    ComputeCost c;
    const double n = std::max(1, nodes);
    switch (price.billing) {
    case Billing::OnDemand:
        c.compute = price.amount * n * billedHours(undisturbedHours, terms.granularitySeconds);
        break;
    case Billing::Spot: {
        const double base = billedHours(undisturbedHours, terms.granularitySeconds);
        const double factor = spot ? spot->overheadFactor : 1.0;
        const double total = billedHours(undisturbedHours * factor, terms.granularitySeconds);
        c.compute = price.amount * n * base;
        c.interruptions = price.amount * n * std::max(0.0, total - base);
        break;
    }
    case Billing::SubscriptionMonth:
        c.billedMonths = subscriptionMonths(undisturbedHours);
        c.compute = price.amount * n * c.billedMonths;
        break;
    case Billing::Reserved1y:
    case Billing::Reserved3y: {
        // A reservation commits to its whole term: the job pays every term it starts.
        const double term = price.billing == Billing::Reserved1y ? kHoursPerYear : 3 * kHoursPerYear;
        const double terms = std::max(1.0, std::ceil(undisturbedHours / term - 1e-9));
        c.compute = price.amount * n * term * terms;
        break;
    }
    }
    return c;
}

const StorageOption *dataStorageFor(const ProviderInfo *provider, int nodes)
{
    if (!provider)
        return nullptr;
    const StorageOption *best = nullptr;
    for (const StorageOption &s : provider->storage) {
        if (!(s.pricePerGbMonth > 0))
            continue;
        if (nodes > 1) {
            // Several nodes read one copy: the fastest shared file system (CPFS before NAS).
            if (s.kind != StorageOption::Kind::File || !s.shared)
                continue;
            if (!best || s.readMBps > best->readMBps)
                best = &s;
        } else {
            // One node: a block disk, the cheapest that reads at 300 MB/s or more if any does.
            if (s.kind != StorageOption::Kind::Block)
                continue;
            const bool fast = s.readMBps >= 300;
            const bool bestFast = best && best->readMBps >= 300;
            if (!best || (fast && !bestFast) ||
                (fast == bestFast && s.pricePerGbMonth < best->pricePerGbMonth))
                best = &s;
        }
    }
    return best;
}

const StorageOption *checkpointStorageFor(const ProviderInfo *provider)
{
    return checkpointStorageOf(provider);
}

std::optional<double> storageCost(const StorageOption &option, double bytes, double hours,
                                  const Exchange &exchange, const std::string &currency)
{
    const double gb = std::max(bytes / 1e9, option.minSizeGib * 1.073741824);
    const auto pricePerGbMonth = exchange.convert(option.pricePerGbMonth, option.currency, currency);
    if (!pricePerGbMonth)
        return std::nullopt;
    const double value = gb * *pricePerGbMonth * std::max(0.0, hours) / kHoursPerMonth;
    if (!std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace tp::cost
