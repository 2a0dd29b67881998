#include "core/planner/Candidate.h"

namespace tp {

std::string toString(Objective o)
{
    switch (o) {
    case Objective::Cheapest:
        return "cheapest";
    case Objective::Fastest:
        return "fastest";
    case Objective::Balanced:
        return "balanced";
    }
    return "cheapest";
}

std::optional<Objective> objectiveFromString(const std::string &s)
{
    for (Objective o : {Objective::Cheapest, Objective::Fastest, Objective::Balanced})
        if (toString(o) == s)
            return o;
    return std::nullopt;
}

std::string billingName(Billing b)
{
    return b == Billing::SubscriptionMonth ? "subscription" : toString(b);
}

} // namespace tp
