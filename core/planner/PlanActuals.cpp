#include "core/planner/PlanActuals.h"

#include "core/JsonReader.h"

#include <cmath>

namespace tp {

namespace {

constexpr double kMostHours = 1e6;   // a century of wall clock: beyond, the figure is corrupt
constexpr double kMostSpeed = 1e12;  // samples per second
constexpr double kMostCost = 1e12;   // in any currency
constexpr double kMostFraction = 10; // a run can overshoot its plan's samples, not tenfold

nlohmann::json orNull(const std::optional<double> &v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

// An optional figure: null or absent is none.
std::optional<double> figure(ObjectReader &r, const char *key, double max)
{
    if (const nlohmann::json *v = r.raw(key); !v || v->is_null())
        return std::nullopt;
    return r.number(key, Need::Optional, false, max);
}

} // namespace

const std::vector<std::string> &PlanActuals::verdicts()
{
    static const std::vector<std::string> names{"waiting",
                                                "on-track",
                                                "ahead",
                                                "behind",
                                                "beyond-deadline",
                                                "beyond-budget",
                                                "beyond-budget-and-deadline",
                                                "ended-within",
                                                "ended-beyond"};
    return names;
}

nlohmann::json toJson(const PlanActuals &a)
{
    return {
        {"recorded_at", a.recordedAt},
        {"log", a.log},
        {"candidate",
         {{"number", a.candidate},
          {"provider", a.provider},
          {"instance", a.instanceType},
          {"nodes", a.nodes},
          {"gpus", a.gpus},
          {"gpu", a.gpu},
          {"billing", toString(a.billing)}}},
        {"ended", a.ended},
        {"verdict", a.verdict},
        {"progress", {{"fraction", a.fraction}, {"planned_fraction", a.plannedFraction}}},
        {"hours", {{"elapsed", a.elapsedHours}, {"planned", a.planHours}, {"projected", a.projectedHours}}},
        {"throughput_samples_per_s", {{"now", orNull(a.speedNow)}, {"planned", a.speedPlanned}}},
        {"cost",
         {{"so_far", orNull(a.costSoFar)},
          {"projected", orNull(a.costProjected)},
          {"planned", orNull(a.costPlanned)},
          {"currency", a.currency}}},
        {"restarts", a.restarts}};
}

Checked<PlanActuals> readPlanActuals(const nlohmann::json &block, const std::string &file,
                                     const std::string &path)
{
    Checked<PlanActuals> result;
    if (!block.is_object()) {
        result.problems.push_back({Problem::Severity::Error, "wrong-type", file, path,
                                   "expected the watched run as an object, found " + jsonTypeName(block)});
        return result;
    }
    JsonContext context{file, &result.problems};
    ObjectReader r(&block, path, &context);
    PlanActuals a;
    a.recordedAt = r.string("recorded_at", Need::Required).value_or("");
    a.log = r.name("log", Need::Required).value_or("");
    ObjectReader candidate = r.object("candidate", Need::Required);
    if (candidate.valid()) {
        a.candidate =
            static_cast<std::size_t>(candidate.integer("number", Need::Required, 1, 10000000).value_or(0));
        a.provider = candidate.id("provider", Need::Required).value_or("");
        a.instanceType = candidate.name("instance", Need::Required).value_or("");
        a.nodes = static_cast<int>(candidate.integer("nodes", Need::Required, 1, 1000000).value_or(1));
        a.gpus = static_cast<int>(candidate.integer("gpus", Need::Required, 1, 100000000).value_or(1));
        a.gpu = candidate.name("gpu", Need::Required).value_or("");
        a.billing = candidate.oneOf<Billing>("billing", Need::Required).value_or(Billing::OnDemand);
        candidate.finish();
    }
    a.ended = r.boolean("ended", Need::Required).value_or(false);
    a.verdict = r.oneOf("verdict", Need::Required, PlanActuals::verdicts()).value_or("");
    ObjectReader progress = r.object("progress", Need::Required);
    if (progress.valid()) {
        a.fraction = progress.number("fraction", Need::Required, false, kMostFraction).value_or(0);
        a.plannedFraction =
            progress.number("planned_fraction", Need::Required, false, kMostFraction).value_or(0);
        progress.finish();
    }
    ObjectReader hours = r.object("hours", Need::Required);
    if (hours.valid()) {
        a.elapsedHours = hours.number("elapsed", Need::Required, false, kMostHours).value_or(0);
        a.planHours = hours.number("planned", Need::Required, false, kMostHours).value_or(0);
        a.projectedHours = hours.number("projected", Need::Required, false, kMostHours).value_or(0);
        hours.finish();
    }
    ObjectReader speed = r.object("throughput_samples_per_s", Need::Required);
    if (speed.valid()) {
        a.speedNow = figure(speed, "now", kMostSpeed);
        a.speedPlanned = speed.number("planned", Need::Required, false, kMostSpeed).value_or(0);
        speed.finish();
    }
    ObjectReader cost = r.object("cost", Need::Required);
    if (cost.valid()) {
        a.costSoFar = figure(cost, "so_far", kMostCost);
        a.costProjected = figure(cost, "projected", kMostCost);
        a.costPlanned = figure(cost, "planned", kMostCost);
        // no currency when the plan was not priced
        if (const nlohmann::json *c = cost.raw("currency");
            c && !(c->is_string() && c->get<std::string>().empty()))
            a.currency = cost.id("currency", Need::Required).value_or("");
        cost.finish();
    }
    a.restarts = static_cast<int>(r.integer("restarts", Need::Required, 0, 1000000).value_or(0));
    r.finish();
    if (hasErrors(result.problems))
        return result;
    result.value = std::move(a);
    return result;
}

} // namespace tp
