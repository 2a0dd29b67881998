// The recommendation: the first feasible candidate (one with a confirmed specification where an
// estimated one barely wins) and the reasons for it, each a code, a sentence and its params.
#include "core/MessageCodes.h"
#include "core/Strings.h"
#include "core/planner/PlannerDetail.h"

#include <algorithm>

namespace tp {

using namespace detail; // the helpers Planner::plan()'s parts share (PlannerDetail.h)

void Planner::recommend(Plan &plan) const
{
    auto &cs = plan.candidates;
    if (cs.empty() || !cs.front().feasible)
        return;
    // An instance type whose specification the catalog had to estimate (no vendor size table was
    // found) may not exist as described: within 10% of the objective, one with a confirmed
    // specification is recommended instead, and the reasons say so.
    const Candidate *preferredOver = nullptr; // the estimated one, where it went after the rotation
    if (specEstimated(*cs.front().instance)) {
        const double best = objectiveValue(plan, cs.front());
        for (std::size_t i = 1; i < cs.size() && cs[i].feasible; ++i) {
            if (specEstimated(*cs[i].instance))
                continue;
            if (objectiveValue(plan, cs[i]) <= best * 1.10) {
                preferredOver = &cs[1];
                std::rotate(cs.begin(), cs.begin() + static_cast<std::ptrdiff_t>(i),
                            cs.begin() + static_cast<std::ptrdiff_t>(i) + 1);
            }
            break;
        }
    }
    Candidate &c = cs.front();
    c.recommended = true;
    Recommendation rec;
    rec.index = 0;
    const Job &job = plan.job;
    const std::string &cur = plan.currency;
    const int feasible = plan.stats.feasible;
    auto add = [&](const char *code, std::string message, nlohmann::json params) {
        rec.reasons.push_back({code, std::move(message), std::move(params)});
    };

    std::string limits;
    if (job.deadlineHours)
        limits += "finish within the " + hours(*job.deadlineHours) + " deadline";
    if (job.maxCost)
        limits += std::string(limits.empty() ? "" : " and ") + "stay within the " + money(*job.maxCost, cur) +
                  " budget";
    const std::string options = std::to_string(feasible) + " feasible option" + (feasible == 1 ? "" : "s") +
                                (limits.empty() ? std::string() : " that " + limits);
    const std::string what = money(c.costTotal(), cur) + " for about " + hours(c.timeHours) + " (range " +
                             hours(c.timeHoursLow) + " to " + hours(c.timeHoursHigh) + ") on " +
                             describe(c, m_catalog) + ".";
    const nlohmann::json outcome = withConfiguration(
        {{"feasible", feasible},
         {"deadline_hours",
          job.deadlineHours ? nlohmann::json(hoursValue(*job.deadlineHours)) : nlohmann::json()},
         {"max_cost", job.maxCost ? nlohmann::json(moneyValue(*job.maxCost)) : nlohmann::json()},
         {"currency", cur},
         {"cost_total", moneyValue(c.costTotal())},
         {"time_hours", hoursValue(c.timeHours)},
         {"time_hours_low", hoursValue(c.timeHoursLow)},
         {"time_hours_high", hoursValue(c.timeHoursHigh)}},
        c, m_catalog);
    auto with = [](nlohmann::json params, const nlohmann::json &more) {
        params.update(more);
        return params;
    };

    const Candidate *cheapest = &c, *fastest = &c;
    for (const Candidate &o : cs) {
        if (!o.feasible)
            break;
        if (o.costTotal() < cheapest->costTotal())
            cheapest = &o;
        if (o.timeHours < fastest->timeHours)
            fastest = &o;
    }
    switch (plan.objective) {
    case Objective::Cheapest:
        add("recommend-cheapest",
            (preferredOver ? "Cheapest confirmed instance type of " : "Cheapest of ") + options + ": " + what,
            with(outcome, {{"confirmed_only", preferredOver != nullptr}}));
        break;
    case Objective::Fastest:
        add("recommend-fastest", "Fastest of " + options + ": " + what, outcome);
        break;
    case Objective::Balanced: {
        const double costRatio = c.costTotal() / cheapest->costTotal(),
                     timeRatio = c.timeHours / fastest->timeHours;
        add("recommend-balanced",
            "Best balance of cost and time among " + options + ": " + what + " That is " +
                fixedDecimals(costRatio, 2) + "x the cheapest cost and " + fixedDecimals(timeRatio, 2) +
                "x the fastest time.",
            with(outcome,
                 {{"cost_ratio", messageFigure(costRatio, 2)}, {"time_ratio", messageFigure(timeRatio, 2)}}));
        break;
    }
    }
    if (preferredOver)
        add("preferred-over-estimated",
            "Preferred over " + describe(*preferredOver, m_catalog) +
                ", which is within 10% but whose instance specification the catalog had to estimate "
                "(no vendor size table found): confirm it in the provider's console before choosing it.",
            withConfiguration(nlohmann::json::object(), *preferredOver, m_catalog));
    if (plan.objective != Objective::Fastest && fastest != &c) {
        const double ratio = fastest->costTotal() / std::max(1e-9, c.costTotal());
        add("fastest-alternative",
            "The fastest feasible option, " + describe(*fastest, m_catalog) + ", takes " +
                hours(fastest->timeHours) + " for " + money(fastest->costTotal(), cur) + " (" +
                fixedDecimals(ratio, 1) + "x the cost).",
            withConfiguration({{"time_hours", hoursValue(fastest->timeHours)},
                               {"cost_total", moneyValue(fastest->costTotal())},
                               {"currency", cur},
                               {"cost_ratio", messageFigure(ratio, 1)}},
                              *fastest, m_catalog));
    }
    if (plan.objective != Objective::Cheapest && cheapest != &c)
        add("cheapest-alternative",
            "The cheapest feasible option, " + describe(*cheapest, m_catalog) + ", costs " +
                money(cheapest->costTotal(), cur) + " but takes " + hours(cheapest->timeHours) + ".",
            withConfiguration({{"cost_total", moneyValue(cheapest->costTotal())},
                               {"currency", cur},
                               {"time_hours", hoursValue(cheapest->timeHours)}},
                              *cheapest, m_catalog));

    if (c.price) {
        const ResolvedPrice &p = *c.price;
        std::string priceText = "Price: " + money(p.amount, cur) + " per node-" +
                                (c.billing == Billing::SubscriptionMonth ? "month" : "hour") + ", " + p.basis;
        const nlohmann::json basis = priceBasisNote(c, m_catalog).params;
        nlohmann::json params = {{"amount", moneyValue(p.amount)},
                                 {"currency", cur},
                                 {"monthly", c.billing == Billing::SubscriptionMonth},
                                 {"basis", basis["basis"]},
                                 {"basis_factor", basis["factor"]},
                                 {"basis_defaulted", basis["defaulted"]},
                                 {"source", nullptr},
                                 {"date", nullptr},
                                 {"confidence", nullptr},
                                 {"original_amount", nullptr},
                                 {"original_currency", nullptr},
                                 {"cny_per_usd", nullptr}};
        if (!p.provenance.source.empty()) {
            priceText += "; source: " + shortSource(p.provenance.source) +
                         (p.provenance.date.empty() ? "" : ", " + p.provenance.date) + " (" +
                         p.provenance.confidence + ")";
            params["source"] = shortSource(p.provenance.source);
            if (!p.provenance.date.empty())
                params["date"] = p.provenance.date;
            params["confidence"] = p.provenance.confidence;
        }
        if (p.originalCurrency != cur) {
            priceText += "; converted from " + money(p.originalAmount, p.originalCurrency) + " at " +
                         fixedDecimals(plan.exchange.cnyPerUsd, 2) + " CNY per USD";
            params["original_amount"] = moneyValue(p.originalAmount);
            params["original_currency"] = p.originalCurrency;
            params["cny_per_usd"] = messageFigure(plan.exchange.cnyPerUsd, 2);
        }
        add("price", priceText + ".", params);
        // Like an estimated specification: an estimated price is a reason to check before renting.
        if (p.provenance.confidence == "estimate") {
            const std::string derivation = shortSource(p.provenance.derivation);
            add("price-estimated",
                "The price is the catalog's estimate, not a price the provider lists" +
                    (derivation.empty() ? std::string() : " (" + derivation + ")") +
                    ": confirm it in the provider's console, or quote it from your own account with "
                    "catalog quote-script, before renting.",
                {{"derivation", derivation.empty() ? nlohmann::json() : nlohmann::json(derivation)}});
        }
    }
    // The same configuration on demand, to show what the billing mode saves.
    const Candidate *onDemand = nullptr;
    for (const Candidate &o : cs)
        if (o.instance == c.instance && o.nodes == c.nodes && o.billing == Billing::OnDemand && o.priced())
            onDemand = &o;
    const nlohmann::json onDemandCost =
        onDemand ? nlohmann::json(moneyValue(onDemand->costTotal())) : nlohmann::json();
    if (c.billing == Billing::Spot && c.spot) {
        const SpotOutcome &s = *c.spot;
        add("spot-reclaims",
            "Spot can be reclaimed: at " + fixedDecimals(s.interruptionsPerNodeHour, 3) +
                " reclaims per node-hour about " + fixedDecimals(s.expectedInterruptions, 1) +
                " are expected; checkpointing every " + fixedDecimals(s.intervalHours * 60.0, 0) +
                " min and restarting adds " + fixedDecimals(100.0 * (s.overheadFactor - 1.0), 0) +
                "% to the time, already in the figures." +
                (onDemand ? " On demand it would cost " + money(onDemand->costTotal(), cur) + "." : ""),
            {{"interruptions_per_node_hour", messageFigure(s.interruptionsPerNodeHour, 3)},
             {"expected_interruptions", messageFigure(s.expectedInterruptions, 1)},
             {"interval_min", messageFigure(s.intervalHours * 60.0, 0)},
             {"overhead_percent", messageFigure(100.0 * (s.overheadFactor - 1.0), 0)},
             {"ondemand_cost", onDemandCost},
             {"currency", cur}});
        if (c.nodes > 1)
            add("spot-fleet-risk",
                "All " + std::to_string(c.nodes) +
                    " nodes must keep their spot instances: a reclaim of any one "
                    "stops the whole job, so the job is interrupted about every " +
                    hours(s.mtbfHours) +
                    ", and after each one the replacement waits for spot capacity, which the estimate does "
                    "not "
                    "include; keep the on-demand option in mind if spot capacity runs out.",
                {{"nodes", c.nodes}, {"mtbf_hours", hoursValue(s.mtbfHours)}});
    } else if (c.billing == Billing::SubscriptionMonth) {
        add("subscription-months",
            "Billed as " + std::to_string(c.billedMonths) + " whole month(s) of subscription" +
                (onDemand ? ", less than the " + money(onDemand->costTotal(), cur) + " it costs on demand"
                          : std::string()) +
                ".",
            {{"months", c.billedMonths}, {"ondemand_cost", onDemandCost}, {"currency", cur}});
    }
    // A spot fleet that would have won but exceeds spot capacity: say why it is not the answer.
    {
        const Candidate *passedOver = nullptr;
        for (const Candidate &o : cs) {
            if (o.feasible || o.billing != Billing::Spot || o.reasons.size() != 1 ||
                o.reasons.front().code != "spot-capacity")
                continue;
            if (objectiveValue(plan, o) < objectiveValue(plan, c) &&
                (!passedOver || objectiveValue(plan, o) < objectiveValue(plan, *passedOver)))
                passedOver = &o;
        }
        if (passedOver) {
            nlohmann::json params = passedOver->reasons.front().params;
            params.erase("gpus_per_node"); // the configuration says it
            add("spot-capacity-passed-over",
                "Passed over: " + describe(*passedOver, m_catalog) + " would come to " +
                    money(passedOver->costTotal(), cur) + " in about " + hours(passedOver->timeHours) +
                    ", but it asks for " + std::to_string(passedOver->totalGpus()) + " spot GPUs at once; " +
                    params["provider_name"].get<std::string>() + " spot capacity for sizes of " +
                    std::to_string(params["min_gpus"].get<int>()) + " GPUs or more is plausibly about " +
                    std::to_string(params["capacity_gpus"].get<int>()) + " GPUs of one type in a region (" +
                    params["confidence"].get<std::string>() +
                    "), so the fleet would wait for capacity or be refused.",
                withConfiguration(with(params, {{"cost_total", moneyValue(passedOver->costTotal())},
                                                {"currency", cur},
                                                {"time_hours", hoursValue(passedOver->timeHours)}}),
                                  *passedOver, m_catalog));
        }
    }
    const std::vector<Note> fixes = fixNotes(plan, c);
    if (!fixes.empty()) {
        std::string f;
        nlohmann::json params = nlohmann::json::object();
        for (const char *name : {"precision_from", "precision_to", "gpu", "method_from", "method_to",
                                 "activation_checkpointing", "micro_batch_from", "micro_batch_to",
                                 "gradient_accumulation", "zero_stage_from", "zero_stage_to", "recompute"})
            params[name] = nullptr;
        for (const Note &n : fixes) {
            f += (f.empty() ? "" : "; ") + n.message;
            params.update(n.params);
        }
        add("fits-with-changes", "Fits only with these changes to the job: " + f + ".", params);
    }
    if (c.estimate) {
        const Workload &w = c.estimate->workload;
        // A framework without ZeRO (Ultralytics, plain DDP) is not told a ZeRO stage.
        const bool zero = !w.framework || w.framework->hasZero();
        add("memory-use",
            "Uses " + fixedDecimals(c.estimate->memoryPerGpuGib()) + " of " +
                fixedDecimals(c.estimate->gpuMemoryGib, 0) + " GiB per GPU (micro-batch " +
                std::to_string(w.microBatch) + (zero ? ", ZeRO stage " + std::to_string(w.zeroStage) : "") +
                ", activation checkpointing " + recomputeWord(w.recompute) + ").",
            {{"memory_per_gpu_gib", messageFigure(c.estimate->memoryPerGpuGib(), 1)},
             {"gpu_memory_gib", messageFigure(c.estimate->gpuMemoryGib, 0)},
             {"micro_batch", w.microBatch},
             {"zero_stage", zero ? nlohmann::json(w.zeroStage) : nlohmann::json()},
             {"activation_checkpointing", w.recompute != Recompute::None},
             {"recompute", toString(w.recompute)}});
    }
    if (job.deadlineHours) {
        if (c.timeHoursHigh <= *job.deadlineHours)
            add("slow-end-meets-deadline",
                "Even the slow end of the estimate (" + hours(c.timeHoursHigh) + ") meets the deadline.",
                {{"time_hours_high", hoursValue(c.timeHoursHigh)}});
        else
            add("slow-end-misses-deadline",
                "Risk: the slow end of the estimate (" + hours(c.timeHoursHigh) + ") would miss the " +
                    hours(*job.deadlineHours) + " deadline; leave slack or choose a faster option.",
                {{"time_hours_high", hoursValue(c.timeHoursHigh)},
                 {"deadline_hours", hoursValue(*job.deadlineHours)}});
    }
    plan.recommendation = std::move(rec);
}

} // namespace tp
