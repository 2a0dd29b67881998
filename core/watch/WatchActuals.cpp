#include "core/watch/WatchActuals.h"

#include <ctime>

namespace tp::watch {

PlanActuals actualsOf(const WatchStatus &s, const WatchPlan &compared, const std::string &log,
                      const std::string &recordedAt)
{
    PlanActuals a;
    a.recordedAt = recordedAt;
    const std::size_t slash = log.find_last_of("/\\");
    a.log = slash == std::string::npos ? log : log.substr(slash + 1);
    a.candidate = compared.candidate;
    a.provider = compared.provider;
    a.instanceType = compared.instanceType;
    a.gpu = compared.gpu;
    a.nodes = compared.nodes;
    a.gpus = compared.gpus();
    a.billing = fromString<Billing>(compared.billing).value_or(Billing::OnDemand);
    a.ended = s.ended;
    a.verdict = s.verdict;
    a.fraction = s.fraction;
    a.plannedFraction = s.plannedFraction;
    a.elapsedHours = s.elapsedHours;
    a.planHours = s.planHours;
    a.projectedHours = s.projectedHours;
    a.speedNow = s.speedNow;
    a.speedPlanned = s.speedPlanned;
    a.costSoFar = s.costSoFar;
    a.costProjected = s.costProjected;
    a.costPlanned = s.costPlanned;
    a.currency = s.currency;
    a.restarts = s.restarts;
    return a;
}

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

} // namespace tp::watch
