#pragma once

#include "Provenance.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tp {

enum class Billing { OnDemand, Spot, SubscriptionMonth, Reserved1y, Reserved3y };
std::string toString(Billing b);
std::optional<Billing> billingFromString(const std::string &s);

// One price of an instance type.
struct Price
{
    Billing billing = Billing::OnDemand;
    double amount = 0;      // per hour, or per month for SubscriptionMonth
    std::string currency;   // "CNY" | "USD"
    std::string region;
    Provenance provenance;
};

// One rentable instance type (a size of a family), with its family's properties resolved.
struct InstanceType : SourcedRecord
{
    enum class Rdma { None, ERdma, Rdma };

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
    std::vector<std::string> regions;
    std::vector<Price> prices;
};

std::string toString(InstanceType::Rdma r);

} // namespace tp
