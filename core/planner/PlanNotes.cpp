// Notes on one candidate, for the writers and the recommendation: the changes that made it fit
// (fixNotes) and how its price was found (priceBasisNote); declared in Planner.h.
#include "core/MessageCodes.h"
#include "core/planner/Planner.h"
#include "core/planner/PlannerDetail.h"

namespace tp {

using detail::recomputeWord;

namespace {

// What a price's basis says (cost::resolvePrice), as params: "list", or the on-demand price times
// the provider's "spot", "month" or "reserved" factor.
nlohmann::json basisParams(const Candidate &c, const cost::Terms &terms)
{
    const ResolvedPrice &p = *c.price;
    nlohmann::json out = {{"basis", "list"}, {"factor", nullptr}, {"defaulted", false}};
    if (!p.derived)
        return out;
    switch (c.billing) {
    case Billing::OnDemand:
        break;
    case Billing::Spot: {
        const cost::SpotTerms spot = terms.spotFor(c.gpusPerNode());
        out = {{"basis", "spot"},
               {"factor", messageFigure(spot.fraction, 2)},
               {"defaulted", spot.fractionDefaulted}};
        break;
    }
    case Billing::SubscriptionMonth:
        out = {{"basis", "month"},
               {"factor", messageFigure(terms.monthFraction, 2)},
               {"defaulted", terms.monthFractionDefaulted}};
        break;
    case Billing::Reserved1y:
    case Billing::Reserved3y: {
        const auto &fraction =
            c.billing == Billing::Reserved1y ? terms.reserved1yFraction : terms.reserved3yFraction;
        out = {
            {"basis", "reserved"}, {"factor", messageFigure(fraction.value_or(0), 2)}, {"defaulted", false}};
        break;
    }
    }
    return out;
}

} // namespace

std::vector<Note> fixNotes(const Plan &plan, const Candidate &c)
{
    std::vector<Note> out;
    if (!c.estimate)
        return out;
    const Job &job = plan.job;
    const Workload &after = c.estimate->workload;
    if (job.precision && after.precision != *job.precision) {
        const std::string from = toString(*job.precision), to = toString(after.precision);
        const std::string gpu = after.hw.gpu ? after.hw.gpu->id
                                : c.instance ? c.instance->gpu
                                             : std::string();
        out.push_back({"fix-precision",
                       from + " -> " + to + " (" + gpu + " has no " + from + " tensor cores)",
                       {{"precision_from", from}, {"precision_to", to}, {"gpu", gpu}}});
    }
    if (plan.reference.method != after.method) {
        const std::string from = toString(plan.reference.method), to = toString(after.method);
        out.push_back({"fix-method",
                       from + " -> " + to + " (4-bit base weights: about a quarter of the weight memory)",
                       {{"method_from", from}, {"method_to", to}}});
    }
    if (job.recompute && *job.recompute != after.recompute)
        out.push_back({"fix-checkpointing",
                       std::string("activation checkpointing ") + recomputeWord(after.recompute) +
                           (after.recompute == Recompute::Full
                                ? " (recomputes the forward pass: about a third more compute)"
                                : ""),
                       {{"activation_checkpointing", after.recompute != Recompute::None},
                        {"recompute", toString(after.recompute)}}});
    if (job.microBatch && *job.microBatch != after.microBatch)
        out.push_back({"fix-micro-batch",
                       "micro-batch " + std::to_string(*job.microBatch) + " -> " +
                           std::to_string(after.microBatch) + " with gradient accumulation " +
                           std::to_string(after.gradientAccumulation()) + " (same global batch)",
                       {{"micro_batch_from", *job.microBatch},
                        {"micro_batch_to", after.microBatch},
                        {"gradient_accumulation", after.gradientAccumulation()}}});
    if (job.zeroStage && *job.zeroStage != after.zeroStage)
        out.push_back(
            {"fix-zero-stage",
             "ZeRO stage " + std::to_string(*job.zeroStage) + " -> " + std::to_string(after.zeroStage),
             {{"zero_stage_from", *job.zeroStage}, {"zero_stage_to", after.zeroStage}}});
    return out;
}

Note priceBasisNote(const Candidate &c, const Catalog &catalog)
{
    if (!c.price || !c.instance)
        return {};
    return {"price-basis", c.price->basis,
            basisParams(c, cost::termsFor(catalog.findProvider(c.instance->provider)))};
}

} // namespace tp
