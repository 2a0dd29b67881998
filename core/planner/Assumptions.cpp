// The assumptions a plan rests on: the catalog terms and planner defaults it used where the job
// gave no figure, so that nothing is assumed silently.
#include "core/MessageCodes.h"
#include "core/Strings.h"
#include "core/planner/PlannerDetail.h"

#include <algorithm>

namespace tp {

using detail::shortSource;

void Planner::addAssumptions(Context &ctx) const
{
    using nlohmann::json;
    Plan &plan = ctx.plan;
    auto &a = plan.assumptions;
    const cost::Exchange &x = plan.exchange;
    if (ctx.anyConversion || x.defaulted || x.fromJob)
        a.push_back(
            {"exchange-rate",
             "1 USD = " + fixedDecimals(x.cnyPerUsd, 4) + " CNY" +
                 (x.fromJob     ? " (the rate set for this plan)"
                  : x.defaulted ? " (planner default: the catalog has no exchange rate)"
                                : " (" + shortSource(x.provenance.source) + ", " + x.provenance.date + ")"),
             x.provenance,
             // a rate the job sets has no catalog source or date
             json{{"cny_per_usd", messageFigure(x.cnyPerUsd, 4)},
                  {"defaulted", x.defaulted},
                  {"from_job", x.fromJob},
                  {"source", x.defaulted || x.fromJob ? json() : json(shortSource(x.provenance.source))},
                  {"date", x.defaulted || x.fromJob ? json() : json(x.provenance.date)}}});
    for (const std::string &id : ctx.providersSeen) {
        const cost::Terms &t = ctx.termsFor(m_catalog, id);
        const bool known = m_catalog.findProvider(id) != nullptr;
        const std::string who = providerNameParams(m_catalog, id)["provider_name"].get<std::string>() +
                                (known ? "" : " (no billing terms in the catalog)");
        auto about = [&](json params) {
            params["provider"] = id;
            params["provider_known"] = known;
            params.update(providerNameParams(m_catalog, id));
            return params;
        };
        a.push_back(
            {"billing-granularity",
             who + ": pay-as-you-go billed per " +
                 (t.granularitySeconds >= 3600 ? fixedDecimals(t.granularitySeconds / 3600.0, 0) + " h"
                                               : fixedDecimals(t.granularitySeconds, 0) + " s") +
                 (t.granularityDefaulted ? " (planner default, the coarsest unit in use)" : ""),
             {},
             about({{"granularity_seconds", messageFigure(t.granularitySeconds, 0)},
                    {"granularity_defaulted", t.granularityDefaulted}})});
        if (std::find(plan.billingModes.begin(), plan.billingModes.end(), Billing::Spot) !=
                plan.billingModes.end() &&
            t.spotOffered) {
            a.push_back(
                {"spot-terms",
                 who + ": spot at " + fixedDecimals(t.spot.fraction, 2) +
                     " x on-demand where no spot price is listed" +
                     (t.spot.fractionDefaulted ? " (planner default)" : "") + "; " +
                     fixedDecimals(t.spot.interruptionsPerHour, 3) + " reclaims per node-hour, " +
                     fixedDecimals(t.spot.restartMinutes, 0) + " min to restart" +
                     (t.spot.riskDefaulted ? " (planner default: no provider publishes a rate)" : ""),
                 t.spot.provenance,
                 about({{"spot_fraction", messageFigure(t.spot.fraction, 2)},
                        {"fraction_defaulted", t.spot.fractionDefaulted},
                        {"interruptions_per_node_hour", messageFigure(t.spot.interruptionsPerHour, 3)},
                        {"restart_min", messageFigure(t.spot.restartMinutes, 0)},
                        {"rate_defaulted", t.spot.riskDefaulted}})});
            for (const SpotSizeClass &sc : t.spotSizeClasses) {
                const cost::SpotTerms st = t.spotFor(sc.minGpus);
                const json capacity = st.capacityGpus ? json(*st.capacityGpus) : json();
                a.push_back(
                    {"spot-size-class",
                     who + ": spot on sizes of " + std::to_string(sc.minGpus) + " GPUs or more at " +
                         fixedDecimals(st.fraction, 2) + " x on-demand, " +
                         fixedDecimals(st.interruptionsPerHour, 3) + " reclaims per node-hour" +
                         (st.capacityGpus ? ", at most about " + std::to_string(*st.capacityGpus) +
                                                " spot GPUs of one type at once in a region"
                                          : std::string()),
                     st.provenance,
                     about({{"min_gpus", sc.minGpus},
                            {"spot_fraction", messageFigure(st.fraction, 2)},
                            {"interruptions_per_node_hour", messageFigure(st.interruptionsPerHour, 3)},
                            {"capacity_gpus", capacity}})});
            }
        }
        if (std::find(plan.billingModes.begin(), plan.billingModes.end(), Billing::SubscriptionMonth) !=
                plan.billingModes.end() &&
            t.subscriptionOffered)
            a.push_back({"subscription-terms",
                         who + ": a month = on-demand x 730 h x " + fixedDecimals(t.monthFraction, 2) +
                             " where no monthly price is listed" +
                             (t.monthFractionDefaulted ? " (planner default)" : ""),
                         t.subscriptionProvenance,
                         about({{"month_fraction", messageFigure(t.monthFraction, 2)},
                                {"fraction_defaulted", t.monthFractionDefaulted}})});
        const ProviderInfo *p = m_catalog.findProvider(id);
        if (p && p->tax)
            a.push_back(
                {"tax-basis",
                 who + ": list prices " +
                     (p->tax->vatIncluded ? "include VAT" : "exclude VAT and other taxes") +
                     (p->tax->vatPercent > 0 ? " (" + fixedDecimals(p->tax->vatPercent, 0) + "%)" : ""),
                 p->tax->provenance,
                 about({{"vat_included", p->tax->vatIncluded},
                        {"vat_percent", messageFigure(p->tax->vatPercent, 0)}})});
        if (!p || p->storage.empty())
            a.push_back({"storage-unpriced",
                         who + ": no storage offerings in the catalog, so storage is not costed",
                         {},
                         about(json::object())});
    }
    // The rule cost::datasetBytes applied, by name.
    const Workload &ref = plan.reference;
    const char *rule = plan.job.datasetGb                   ? "given"
                       : ref.model.isTransformer()          ? "text-tokens"
                       : ref.model.task != "classification" ? "detection-images"
                                                            : "classification-images";
    a.push_back({"dataset-size",
                 "data set " + fixedDecimals(plan.datasetBytes / 1e9, 1) + " GB (" + plan.datasetRule + ")",
                 {},
                 {{"dataset_gb", messageFigure(plan.datasetBytes / 1e9, 1)}, {"rule", rule}}});
    // budget.availability: which offers the plan may use (the catalog tags each family or size
    // open, apply or contract), and how many instance types sold otherwise it left out
    {
        std::string kinds;
        for (const std::string &k : ctx.availability)
            kinds += (kinds.empty() ? "" : ", ") + std::string(k == "open"    ? "open to anyone"
                                                               : k == "apply" ? "by application"
                                                                              : "through the sales team");
        const int excluded = ctx.filteredByAvailability;
        a.push_back(
            {"availability",
             "offers the plan may use: " + kinds +
                 (plan.job.availability.empty() ? " (planner default; the budget's offers to use set it)"
                                                : "") +
                 (excluded > 0 ? "; instance types sold otherwise left out: " + std::to_string(excluded)
                               : std::string()),
             {},
             {{"kinds", ctx.availability},
              {"excluded", excluded},
              {"defaulted", plan.job.availability.empty()}}});
    }
    const double headroom = 100.0 * plan.job.memoryHeadroom.value_or(0);
    a.push_back(
        {"memory-headroom",
         "candidates leave " + fixedDecimals(headroom, 0) + "% of GPU memory free" +
             (ctx.headroomDefaulted ? " (planner default; the budget's memory kept free sets it)" : ""),
         {},
         {{"percent", messageFigure(headroom, 0)}, {"defaulted", ctx.headroomDefaulted}}});
    if (ctx.usedDefaultWrite)
        a.push_back({"checkpoint-write",
                     "checkpoints written at " + fixedDecimals(cost::kDefaultWriteMBps, 0) +
                         " MB/s per node where the provider lists no block storage",
                     {cost::kDefaultWriteSource, "", "list", ""},
                     {{"write_mbps", messageFigure(cost::kDefaultWriteMBps, 0)}}});
    if (ctx.residency)
        a.push_back(
            {"data-residency",
             "candidates are kept to regions in mainland China and priced there (the budget keeps data "
             "in mainland China): " +
                 std::to_string(ctx.filteredByResidency) +
                 " instance types sold only in Hong Kong or overseas were left out",
             {},
             {{"excluded", ctx.filteredByResidency}}});
    if (plan.stats.dropped > 0) {
        const int considered = plan.stats.dropped + static_cast<int>(plan.candidates.size());
        a.push_back(
            {"candidates-capped",
             "the catalog gives " + std::to_string(considered) + " candidates for this job; the plan keeps " +
                 std::to_string(plan.candidates.size()) +
                 ": the cost-time front, the cheapest and the fastest of those that qualify and of those "
                 "over the budget or deadline, then the cheapest rejected (narrow the job by provider, "
                 "region or GPU to see the others)",
             {},
             {{"considered", considered}, {"kept", static_cast<int>(plan.candidates.size())}}});
    }
    a.push_back(
        {"scale-out",
         "multi-node candidates use full nodes (the largest size of a family) with RDMA or at least " +
             fixedDecimals(kMinScaleOutGbps, 0) + " Gbit/s, doubling the nodes while it speeds the job up " +
             fixedDecimals(kMinScaleOutSpeedup, 1) + "x or more",
         {},
         {{"min_gbps", messageFigure(kMinScaleOutGbps, 0)},
          {"min_speedup", messageFigure(kMinScaleOutSpeedup, 1)}}});
    const Job &job = plan.job;
    if (job.vcpus || job.networkGbps)
        a.push_back({"hardware-overrides",
                     "the vCPUs and network speed given for the hardware describe one machine; the plan uses "
                     "each catalog instance's own figures",
                     {},
                     json::object()});
    if (!ctx.precisionSubstitutions.empty()) {
        std::string gpus;
        std::vector<std::string> list;
        for (const std::string &g : ctx.precisionSubstitutions) {
            gpus += (gpus.empty() ? "" : ", ") + g;
            list.push_back(g);
        }
        a.push_back({"precision-substituted",
                     toString(*job.precision) + " is not available on " + gpus +
                         "; those candidates train in the 16-bit format the GPU has",
                     {},
                     {{"precision", toString(*job.precision)}, {"gpus", list}}});
    }
}

} // namespace tp
