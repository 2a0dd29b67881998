#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

struct Plan;

// Raised when the estimators give other figures for the same job and catalog, so that a reopened
// plan can say that its figures moved because TrainPlan did, not the prices.
constexpr int kEstimatorVersion = 1;

// The recommended candidate's figures, as a saved plan JSON or a fresh plan has them.
struct PlanFigures
{
    bool present = false; // false: no recommendation (nothing feasible, or an older file)
    std::string provider, instance, billing;
    int nodes = 0;
    double cost = 0; // rounded to the cent, as the file keeps it
    std::string currency;
    double timeHours = 0;
};

// One thing that differs between a saved plan and today's, as a stable code and its params:
//   "recommendation-changed" {saved_instance, saved_nodes, saved_billing, instance, nodes, billing}
//   "cost-changed"           {saved, cost, currency}
//   "time-changed"           {saved_hours, hours}
//   "price-changed"          {instance, billing, saved_amount, amount, currency, saved_date, date, source}
//   "exchange-rate-changed"  {saved, rate, date}
//   "estimator-changed"      {saved_version, version}
//   "app-version-changed"    {saved_version, version}
struct PlanChange
{
    std::string code;
    nlohmann::json params = nlohmann::json::object();
};

// What a saved plan (the "plan" block of a .trainplan file) and a fresh plan of its job say
// differently. Qt-free; app/text words it.
struct PlanChanges
{
    PlanFigures saved, today;
    std::string savedAt; // ISO 8601 UTC, "" when the file does not say
    std::vector<PlanChange> changes;

    // Only differences of the figures count: a new app version alone is no news.
    bool differs() const;
    const PlanChange *find(const std::string &code) const;
};

PlanFigures recommendedFigures(const nlohmann::json &planJson);

// `savedPlan` is what the file holds (null or not an object: an older file without results, no
// changes). `appVersion` is the version running now ("" to leave it out).
PlanChanges comparePlans(const nlohmann::json &savedPlan, const Plan &fresh,
                         const std::string &appVersion = {});

} // namespace tp
