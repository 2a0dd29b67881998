#include "core/planner/Candidate.h"

namespace tp {

std::string billingName(Billing b)
{
    return b == Billing::SubscriptionMonth ? "subscription" : toString(b);
}

int compareByCost(const Candidate &a, const Candidate &b)
{
    if (a.priced() != b.priced())
        return a.priced() ? -1 : 1;
    if (a.priced() && a.costTotal() != b.costTotal())
        return a.costTotal() < b.costTotal() ? -1 : 1;
    if (a.timeHours != b.timeHours)
        return a.timeHours < b.timeHours ? -1 : 1;
    return 0;
}

} // namespace tp
