#include "core/planner/PlanChanges.h"

#include "core/planner/PlanJson.h"
#include "core/planner/Planner.h"

#include <cmath>

namespace tp {

namespace {

using nlohmann::json;

std::string str(const json &o, const char *key)
{
    const auto it = o.is_object() ? o.find(key) : o.end();
    return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
}

double num(const json &o, const char *key, double fallback = 0)
{
    const auto it = o.is_object() ? o.find(key) : o.end();
    return it != o.end() && it->is_number() && std::isfinite(it->get<double>()) ? it->get<double>()
                                                                                : fallback;
}

int integer(const json &o, const char *key)
{
    const auto it = o.is_object() ? o.find(key) : o.end();
    return it != o.end() && it->is_number_integer() ? it->get<int>() : 0;
}

const json &member(const json &o, const char *key)
{
    static const json null;
    const auto it = o.is_object() ? o.find(key) : o.end();
    return it != o.end() ? *it : null;
}

bool sameIdentity(const json &candidate, const std::string &provider, const std::string &instance,
                  const std::string &billing, int nodes)
{
    return str(candidate, "instance_type") == instance && str(candidate, "billing") == billing &&
           integer(candidate, "nodes") == nodes &&
           (provider.empty() || str(candidate, "provider").empty() || str(candidate, "provider") == provider);
}

const json *findCandidate(const json &candidates, const PlanFigures &f)
{
    if (!candidates.is_array() || !f.present)
        return nullptr;
    for (const json &c : candidates)
        if (sameIdentity(c, f.provider, f.instance, f.billing, f.nodes))
            return &c;
    return nullptr;
}

bool differ(double a, double b, double relative, double absolute)
{
    return std::fabs(a - b) > std::max(absolute, relative * std::max(std::fabs(a), std::fabs(b)));
}

// A price of one configuration in the saved and the fresh JSON.
void comparePrice(const json &saved, const json &fresh, PlanChanges &out)
{
    const json &sp = member(saved, "price");
    const json &fp = member(fresh, "price");
    if (!sp.is_object() || !fp.is_object())
        return;
    const double before = num(sp, "amount"), after = num(fp, "amount");
    const std::string savedDate = str(member(sp, "provenance"), "date");
    const std::string date = str(member(fp, "provenance"), "date");
    if (!differ(before, after, 1e-6, 1e-9) && savedDate == date)
        return;
    const std::string instance = str(fresh, "instance_type"), billing = str(fresh, "billing");
    for (const PlanChange &c : out.changes)
        if (c.code == "price-changed" && c.params.value("instance", "") == instance &&
            c.params.value("billing", "") == billing)
            return;
    out.changes.push_back({"price-changed",
                           {{"instance", instance},
                            {"billing", billing},
                            {"saved_amount", before},
                            {"amount", after},
                            {"currency", str(fp, "currency")},
                            {"saved_date", savedDate},
                            {"date", date},
                            {"source", str(member(fp, "provenance"), "source")}}});
}

} // namespace

bool PlanChanges::differs() const
{
    for (const PlanChange &c : changes)
        if (c.code != "app-version-changed")
            return true;
    return false;
}

const PlanChange *PlanChanges::find(const std::string &code) const
{
    for (const PlanChange &c : changes)
        if (c.code == code)
            return &c;
    return nullptr;
}

PlanFigures recommendedFigures(const json &planJson)
{
    PlanFigures f;
    const json &r = member(planJson, "recommendation");
    if (!r.is_object() || str(r, "instance_type").empty())
        return f;
    f.present = true;
    f.provider = str(r, "provider");
    f.instance = str(r, "instance_type");
    f.billing = str(r, "billing");
    f.nodes = integer(r, "nodes");
    f.cost = num(r, "cost_total");
    f.currency = str(r, "currency");
    f.timeHours = num(r, "time_hours");
    return f;
}

PlanChanges comparePlans(const json &savedPlan, const Plan &fresh, const std::string &appVersion)
{
    PlanChanges out;
    if (!savedPlan.is_object())
        return out;
    const json today = toJson(fresh);
    out.saved = recommendedFigures(savedPlan);
    out.today = recommendedFigures(today);
    const json &basis = member(savedPlan, "saved");
    out.savedAt = str(basis, "at");

    const PlanFigures &s = out.saved, &t = out.today;
    if (s.present != t.present || (s.present && (s.instance != t.instance || s.nodes != t.nodes ||
                                                 s.billing != t.billing || s.provider != t.provider)))
        out.changes.push_back({"recommendation-changed",
                               {{"saved_instance", s.instance},
                                {"saved_nodes", s.nodes},
                                {"saved_billing", s.billing},
                                {"instance", t.instance},
                                {"nodes", t.nodes},
                                {"billing", t.billing}}});
    if (s.present && t.present) {
        if (differ(s.cost, t.cost, 0, 0.005) || s.currency != t.currency)
            out.changes.push_back(
                {"cost-changed", {{"saved", s.cost}, {"cost", t.cost}, {"currency", t.currency}}});
        if (differ(s.timeHours, t.timeHours, 1e-3, 1e-6))
            out.changes.push_back({"time-changed", {{"saved_hours", s.timeHours}, {"hours", t.timeHours}}});
    }

    // Why: the prices of the configurations either plan recommends.
    const json &savedCandidates = member(savedPlan, "candidates");
    const json &todayCandidates = member(today, "candidates");
    for (const PlanFigures *f : {&s, &t}) {
        const json *a = findCandidate(savedCandidates, *f);
        const json *b = findCandidate(todayCandidates, *f);
        if (a && b)
            comparePrice(*a, *b, out);
    }
    const json &savedRate = member(savedPlan, "exchange_rate");
    const json &rate = member(today, "exchange_rate");
    if (savedRate.is_object() && differ(num(savedRate, "cny_per_usd"), num(rate, "cny_per_usd"), 1e-9, 1e-12))
        out.changes.push_back({"exchange-rate-changed",
                               {{"saved", num(savedRate, "cny_per_usd")},
                                {"rate", num(rate, "cny_per_usd")},
                                {"date", str(rate, "date")}}});
    // Older files do not say (0): then nothing is claimed about the estimators.
    const int savedEstimator = integer(basis, "estimator_version");
    if (savedEstimator != 0 && savedEstimator != kEstimatorVersion)
        out.changes.push_back(
            {"estimator-changed", {{"saved_version", savedEstimator}, {"version", kEstimatorVersion}}});
    const std::string savedApp = str(basis, "app_version");
    if (!appVersion.empty() && !savedApp.empty() && savedApp != appVersion)
        out.changes.push_back(
            {"app-version-changed", {{"saved_version", savedApp}, {"version", appVersion}}});
    return out;
}

} // namespace tp
