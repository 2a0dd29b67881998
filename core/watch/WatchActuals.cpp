#include "core/watch/WatchActuals.h"

#include "core/EstimateJson.h"

#include <cmath>
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
    // figures to four significant digits (money to the cent): what a reader of the file compares
    const auto figure = [](double v) { return roundSignificant(v, 4); };
    const auto money = [](const std::optional<double> &v) {
        return v ? std::optional<double>(std::round(*v * 100) / 100) : std::nullopt;
    };
    a.fraction = figure(s.fraction);
    a.plannedFraction = figure(s.plannedFraction);
    a.elapsedHours = figure(s.elapsedHours);
    a.planHours = figure(s.planHours);
    a.projectedHours = figure(s.projectedHours);
    if (s.speedNow)
        a.speedNow = figure(*s.speedNow);
    a.speedPlanned = figure(s.speedPlanned);
    a.costSoFar = money(s.costSoFar);
    a.costProjected = money(s.costProjected);
    a.costPlanned = money(s.costPlanned);
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
