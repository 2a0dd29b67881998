// A saved plan's candidate as the watch compares a run with it.
#include "core/watch/WatchPlan.h"

#include "core/JsonReader.h"
#include "core/planner/PlanDocument.h"

#include <cmath>

namespace tp::watch {

namespace {

constexpr double kHoursPerMonth = 730.0;

std::string gpuCount(int n, const std::string &what)
{
    return std::to_string(n) + " x " + what;
}
} // namespace

std::string WatchPlan::label() const
{
    return gpuCount(nodes, instanceType) + " (" + gpuCount(gpusPerNode, gpu) + "), " + billing;
}

std::optional<double> WatchPlan::costAfter(double hours) const
{
    if (!costTotal || timeHours <= 0)
        return std::nullopt;
    const double share = std::max(0.0, hours) / timeHours;
    if (billedMonths <= 0)
        return *costTotal * share; // by the hour: storage and checkpoints run with the clock too
    // by the month: each month begun is billed whole
    const double months = std::max(1.0, std::ceil(hours / kHoursPerMonth - 1e-9));
    return computeCost * months / billedMonths + (*costTotal - computeCost) * share;
}

namespace {

// One candidate's figures; the job's (data, budget) are already in `p`.
void readCandidate(ObjectReader &c, WatchPlan &p)
{
    p.provider = c.string("provider", Need::Optional).value_or("");
    p.instanceType = c.string("instance_type", Need::Required).value_or("");
    p.gpu = c.string("gpu", Need::Required).value_or("");
    p.billing = c.string("billing", Need::Required).value_or("");
    p.nodes = static_cast<int>(c.integer("nodes", Need::Required, 1, 1000000).value_or(1));
    p.gpusPerNode = static_cast<int>(c.integer("gpus_per_node", Need::Required, 1, 1024).value_or(1));
    p.timeHours = c.number("time_hours", Need::Required).value_or(0);
    p.trainSamplesPerSecond = c.number("throughput_samples_per_s", Need::Required).value_or(0);
    p.timeLowHours = p.timeHighHours = p.timeHours;
    if (const nlohmann::json *range = c.raw("time_hours_range");
        range && range->is_array() && range->size() == 2 && (*range)[0].is_number() &&
        (*range)[1].is_number()) {
        p.timeLowHours = std::min(p.timeHours, (*range)[0].get<double>());
        p.timeHighHours = std::max(p.timeHours, (*range)[1].get<double>());
    }
    if (ObjectReader settings = c.object("settings", Need::Required); settings.valid())
        p.globalBatch = settings.number("global_batch", Need::Required).value_or(0);
    p.currency = c.string("currency", Need::Optional).value_or("");
    if (const nlohmann::json *cost = c.raw("cost_total"); cost && !cost->is_null()) {
        p.costTotal = c.number("cost_total", Need::Optional, false);
        if (ObjectReader breakdown = c.object("cost_breakdown", Need::Optional); breakdown.valid())
            p.computeCost =
                breakdown.number("compute", Need::Optional, false).value_or(p.costTotal.value_or(0));
        else
            p.computeCost = p.costTotal.value_or(0);
        if (c.has("billed_months"))
            p.billedMonths = c.number("billed_months", Need::Optional).value_or(0);
    }
    if (ObjectReader spot = c.object("spot", Need::Optional); spot.valid()) {
        p.spot = true;
        p.expectedReclaims = spot.number("expected_interruptions", Need::Optional, false).value_or(0);
        p.restartMinutes = spot.number("restart_min", Need::Optional, false).value_or(0);
    }
}

bool watchable(const WatchPlan &p)
{
    return p.timeHours > 0 && p.totalSamples > 0 && p.globalBatch > 0 && p.trainSamplesPerSecond > 0;
}

} // namespace

Checked<WatchPlans> readWatchPlan(const std::string &text, const std::string &file, std::size_t candidate)
{
    Checked<WatchPlans> r;
    std::optional<nlohmann::json> parsed = parseJsonText(text, file, r.problems);
    if (!parsed)
        return r;
    // the app's document: its saved results are the plan
    std::string at;
    nlohmann::json plan = std::move(*parsed);
    if (plan.is_object() && plan.contains("format") && plan["format"] == PlanDocument::kFormat) {
        PlanDocumentRead doc = parsePlanDocument(text, file);
        r.problems.insert(r.problems.end(), doc.problems.begin(), doc.problems.end());
        if (!doc.value)
            return r;
        if (!doc.value->savedPlan.is_object()) {
            r.problems.push_back({Problem::Severity::Error, "missing-field", file, "/plan",
                                  "the file holds no results: plan the job in the app and save it, or "
                                  "give the output of trainplan-cli plan --json"});
            return r;
        }
        plan = doc.value->savedPlan;
        at = "/plan";
    }
    if (!plan.is_object()) {
        r.problems.push_back({Problem::Severity::Error, "not-a-plan", file, at.empty() ? "/" : at,
                              "not a plan: expected the output of trainplan-cli plan --json or a .trainplan "
                              "file"});
        return r;
    }
    JsonContext ctx{file, &r.problems, Problem::Severity::Warning};
    ObjectReader root(&plan, at, &ctx);
    ObjectReader job = root.object("job", Need::Required);
    std::vector<ObjectReader> candidates = root.objects("candidates", Need::Required);
    if (hasErrors(r.problems))
        return r;
    if (candidates.empty()) {
        r.problems.push_back({Problem::Severity::Error, "missing-field", file, root.pathOf("candidates"),
                              "the plan has no candidates"});
        return r;
    }

    std::size_t chosen = candidate;
    if (candidate == 0) {
        for (std::size_t i = 0; i < candidates.size() && chosen == 0; ++i)
            if (candidates[i].boolean("recommended", Need::Optional).value_or(false))
                chosen = i + 1;
        if (chosen == 0) {
            r.problems.push_back({Problem::Severity::Error, "no-recommendation", file,
                                  root.pathOf("candidates"),
                                  "the plan recommends no candidate: choose one with --candidate N (1 to " +
                                      std::to_string(candidates.size()) + ")"});
            return r;
        }
    } else if (candidate > candidates.size()) {
        r.problems.push_back({Problem::Severity::Error, "out-of-range", file, root.pathOf("candidates"),
                              "--candidate " + std::to_string(candidate) + ": the plan has " +
                                  std::to_string(candidates.size()) + " candidates"});
        return r;
    }

    WatchPlan shared;
    shared.file = file;
    ObjectReader data = job.object("data", Need::Required);
    if (data.valid()) {
        shared.totalSamples = data.number("total_samples", Need::Required).value_or(0);
        shared.samplesPerEpoch = data.number("samples_per_epoch", Need::Optional).value_or(0);
        shared.epochs = data.number("epochs", Need::Optional).value_or(0);
    }
    if (ObjectReader budget = job.object("budget", Need::Optional); budget.valid()) {
        if (const nlohmann::json *v = budget.raw("max_cost"); v && !v->is_null())
            shared.maxCost = budget.number("max_cost", Need::Optional);
        if (const nlohmann::json *v = budget.raw("deadline_hours"); v && !v->is_null())
            shared.deadlineHours = budget.number("deadline_hours", Need::Optional);
    }
    if (hasErrors(r.problems))
        return r;

    WatchPlans out;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        WatchPlan p = shared;
        p.candidate = i + 1;
        if (i + 1 == chosen) {
            readCandidate(candidates[i], p);
            if (hasErrors(r.problems))
                return r;
            if (!watchable(p)) {
                r.problems.push_back({Problem::Severity::Error, "not-a-plan", file, candidates[i].path(),
                                      "candidate " + std::to_string(chosen) +
                                          " has no time or speed to watch against (is it feasible?)"});
                return r;
            }
            out.chosen = out.candidates.size();
        } else {
            // another candidate's gaps do not stop the watch of this one
            Problems ignored;
            JsonContext quiet{file, &ignored, Problem::Severity::Warning};
            ObjectReader c(&plan["candidates"][i], candidates[i].path(), &quiet);
            readCandidate(c, p);
            if (hasErrors(ignored) || !watchable(p))
                continue;
        }
        out.candidates.push_back(std::move(p));
    }
    r.value = std::move(out);
    return r;
}

} // namespace tp::watch
