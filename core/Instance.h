#pragma once

#include "core/EnumNames.h"
#include "core/InputLimits.h"
#include "core/Provenance.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tp {

enum class Billing
{
    OnDemand,
    Spot,
    SubscriptionMonth,
    Reserved1y,
    Reserved3y
};
constexpr auto enumNames(Billing)
{
    return std::array{"ondemand", "spot", "subscription_month", "reserved_1y", "reserved_3y"};
}

// The plausible range of a price of this billing (per month for a subscription, else per hour):
// far above any GPU instance (an 8 x H100 node lists at ~500 CNY/h), far below a cheap one, so
// every cost made from a price stays finite and none is zero.
constexpr const limits::Range &priceRange(Billing billing)
{
    return billing == Billing::SubscriptionMonth ? limits::kPricePerMonth : limits::kPricePerHour;
}

// One price of an instance type.
struct Price
{
    Billing billing = Billing::OnDemand;
    double amount = 0;    // per hour, or per month for SubscriptionMonth
    std::string currency; // "CNY" | "USD"
    std::string region;   // empty: any region
    Provenance provenance;
    bool overridden = false; // set by the user's overrides folder (a price override or a replaced type)
};

// One entry of a `price_overrides` file: the user's price for one billing (and region) of one
// instance type. It replaces the catalog's price of that billing (and region).
struct PriceOverride
{
    std::string instanceType;
    Price price;
    std::string notes;
};

// One rentable instance type (a size of a family), with its family's properties resolved.
struct InstanceType : SourcedRecord
{
    enum class Rdma
    {
        None,
        ERdma,
        Rdma
    };

    std::string provider;
    std::string family;
    std::string id; // "ecs.gn7i-c8g1.2xlarge"
    std::string gpu;
    int gpus = 0;
    int vcpu = 0;
    double memoryGib = 0;
    double networkGbps = 0; // Gbit/s
    Rdma rdma = Rdma::None;
    double rdmaGbps = 0; // Gbit/s
    bool nvlink = false;
    bool bareMetal = false;
    // Who may rent it, in the vendor's words (catalog "availability"; spec/cli.md version 3):
    // anyone, by application (whitelist, ticket, invitation) or through the sales team.
    enum class Availability
    {
        Open,
        Apply,
        Contract
    };
    Availability availability = Availability::Open;
    std::string howToBuy, howToBuyZh; // catalog "how_to_buy": where to apply or whom to ask
    bool sellsSpot = true;            // catalog "sells_spot": false where the vendor offers no spot
    // catalog "price_spread_reason": why this family's price per GPU-hour stands apart from its
    // provider's other families of the same GPU (core/PriceSpreads.h)
    std::string priceSpreadReason;
    std::vector<std::string> regions;
    std::vector<Price> prices;
    bool overridden = false; // added or replaced by the user's overrides folder
};

constexpr auto enumNames(InstanceType::Rdma)
{
    return std::array{"none", "erdma", "rdma"};
}
constexpr auto enumNames(InstanceType::Availability)
{
    return std::array{"open", "apply", "contract"};
}

} // namespace tp
