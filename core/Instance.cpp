#include "core/Instance.h"

namespace tp {

std::string toString(Billing b)
{
    switch (b) {
    case Billing::OnDemand:
        return "ondemand";
    case Billing::Spot:
        return "spot";
    case Billing::SubscriptionMonth:
        return "subscription_month";
    case Billing::Reserved1y:
        return "reserved_1y";
    case Billing::Reserved3y:
        return "reserved_3y";
    }
    return "ondemand";
}

std::optional<Billing> billingFromString(const std::string &s)
{
    for (Billing b : {Billing::OnDemand, Billing::Spot, Billing::SubscriptionMonth, Billing::Reserved1y,
                      Billing::Reserved3y})
        if (toString(b) == s)
            return b;
    return std::nullopt;
}

std::string toString(InstanceType::Rdma r)
{
    switch (r) {
    case InstanceType::Rdma::None:
        return "none";
    case InstanceType::Rdma::ERdma:
        return "erdma";
    case InstanceType::Rdma::Rdma:
        return "rdma";
    }
    return "none";
}

} // namespace tp
