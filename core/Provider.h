#pragma once

#include "core/EnumNames.h"
#include "core/Provenance.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// A name in the two languages the product speaks.
struct LocalizedName
{
    std::string en;
    std::string zh;
};

// A region where a provider sells GPU instances ("cn-hangzhou", "华东1（杭州）").
struct Region
{
    std::string id;
    LocalizedName name;
    // In mainland China (not Hong Kong, Macao or Taiwan, not overseas): where data may stay under
    // a "data stays in mainland China" rule (budget.data_residency "cn-mainland").
    bool mainlandChina = false;
};

// Spot terms of the larger sizes of a provider, where they differ from its spot block: 8-GPU nodes
// are reclaimed more often than single-GPU sizes and far fewer of them are idle at any time.
struct SpotSizeClass
{
    int minGpus = 1;                     // applies to instance types with at least this many GPUs per node
    std::optional<double> priceFraction; // unset: the spot block's
    std::optional<double> interruptionsPerHour; // per instance-hour; unset: the spot block's
    std::optional<double> restartMinutes;       // to get a replacement and resume; unset: the spot block's
    // Spot GPUs of one instance type a user can plausibly hold at once in one region; unset: no limit.
    std::optional<int> capacityGpus;
    Provenance provenance;
};

// How a provider bills and discounts, used where an instance type has no price of that kind.
// Each term carries its own provenance: vendors publish spot discounts as ranges and no Chinese
// vendor publishes an interruption rate, so these are often estimates with a stated rule.
struct BillingTerms
{
    double granularitySeconds = 3600; // pay-as-you-go billing unit (1 = per second)
    Provenance granularityProvenance; // empty when the file gives none for the billing block

    // Spot (preemptible): the price as a fraction of on-demand when a size has no spot price,
    // and the expected interruptions per instance-hour; restart time after an interruption.
    std::optional<double> spotPriceFraction;
    double spotInterruptionsPerHour = 0;
    double spotRestartMinutes = 0;
    Provenance spotProvenance;
    // Larger sizes whose spot terms differ, by ascending minGpus (the last one a size reaches applies).
    std::vector<SpotSizeClass> spotSizeClasses;

    // Subscription: monthly price = on-demand hourly × 730 h × this fraction, when a size has no
    // subscription price of its own.
    std::optional<double> subscriptionMonthFraction;
    Provenance subscriptionProvenance;

    // Reserved terms: effective hourly price as a fraction of on-demand.
    std::optional<double> reserved1yFraction;
    std::optional<double> reserved3yFraction;
    Provenance reservedProvenance;

    // A figure whose provenance differs from its block's, keyed "spot.interruptions_per_hour".
    std::map<std::string, Provenance> fieldSources;
};

// One storage offering of a provider (object storage, a shared file system, a block disk).
struct StorageOption : SourcedRecord
{
    enum class Kind
    {
        Object,
        File,
        Block
    };

    std::string provider;
    std::string id; // "alibaba-cpfs", unique across the catalog
    Kind kind = Kind::Block;
    LocalizedName name;
    bool shared = false;        // mountable by several nodes at once
    double readMBps = 0;        // MB/s one client (node) can read
    double writeMBps = 0;       // MB/s one client (node) can write
    double iops = 0;            // per volume / per client, 0 when not meaningful
    double pricePerGbMonth = 0; // in currency
    std::string currency;       // "CNY" | "USD"
    double minSizeGib = 0;      // smallest billable size (CPFS and some NAS tiers have one)
    bool overridden = false;    // from the user's overrides folder, not the shipped catalog
};

constexpr auto enumNames(StorageOption::Kind)
{
    return std::array{"object", "file", "block"};
}

// Whether a provider's list prices include value-added tax (instances file "tax"): Chinese
// sites quote with VAT, AWS without.
struct TaxBasis
{
    bool vatIncluded = false;
    double vatPercent = 0; // the rate included or to be added, 0 when not stated
    Provenance provenance;
};

// A cloud provider: names, currency, regions, billing terms, tax basis and storage.
struct ProviderInfo
{
    std::string id; // "alibaba"
    LocalizedName name;
    std::string currency; // the currency its prices are quoted in
    std::optional<TaxBasis> tax;
    std::vector<Region> regions;
    BillingTerms billing;
    std::vector<StorageOption> storage;
};

// CNY per USD, with its date and source. The planner converts with it and says so.
struct ExchangeRate
{
    double cnyPerUsd = 0;
    Provenance provenance;
};

} // namespace tp
