// Suggestions for a plan with nothing feasible: what to change in the job (budget, deadline,
// method, GPU, prices, filters) so that something is, with the figures.
#include "core/MessageCodes.h"
#include "core/Strings.h"
#include "core/planner/PlannerDetail.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace tp {

using namespace detail; // the helpers Planner::plan()'s parts share (PlannerDetail.h)

void Planner::suggest(Context &ctx) const
{
    Plan &plan = ctx.plan;
    const Job &job = plan.job;
    const std::string &cur = plan.currency;
    auto &out = plan.suggestions;

    if (plan.candidates.empty()) {
        Suggestion s;
        s.code = "no-candidates";
        std::string why;
        auto add = [&](int n, const std::string &what) {
            if (n > 0)
                why += (why.empty() ? "" : ", ") + std::to_string(n) + " by " + what;
        };
        add(ctx.filteredByHardware, "the hardware asked for");
        add(ctx.filteredByProvider, "the providers");
        add(ctx.filteredByRegion, "the region");
        add(ctx.filteredByDomestic, "domestic accelerators only");
        add(ctx.filteredByFramework, "the framework's accelerators");
        add(ctx.filteredByResidency, "keeping data in mainland China");
        add(ctx.filteredByAvailability, "the offers the plan may use");
        s.message = "No instance type in the catalog matches the job's filters" +
                    (why.empty() ? std::string(".") : " (" + why + " excluded); widen them.");
        s.figures = {{"excluded_by_hardware", ctx.filteredByHardware},
                     {"excluded_by_providers", ctx.filteredByProvider},
                     {"excluded_by_region", ctx.filteredByRegion},
                     {"excluded_by_domestic_only", ctx.filteredByDomestic},
                     {"excluded_by_framework", ctx.filteredByFramework},
                     {"excluded_by_data_residency", ctx.filteredByResidency},
                     {"excluded_by_availability", ctx.filteredByAvailability}};
        s.params = s.figures;
        out.push_back(s);
        return;
    }

    // Candidates that fit and are priced but break the budget or the deadline.
    std::vector<const Candidate *> viable;
    bool anyFits = false;
    for (const Candidate &c : plan.candidates) {
        anyFits = anyFits || c.fits();
        if (c.runnable())
            viable.push_back(&c);
    }
    if (!viable.empty()) {
        const Candidate *inTime = nullptr, *inBudget = nullptr, *cheapest = nullptr;
        for (const Candidate *c : viable) {
            if ((!job.deadlineHours || c->timeHours <= *job.deadlineHours) &&
                (!inTime || c->costTotal() < inTime->costTotal()))
                inTime = c;
            if ((!job.maxCost || c->costTotal() <= *job.maxCost) &&
                (!inBudget || c->timeHours < inBudget->timeHours))
                inBudget = c;
            if (!cheapest || c->costTotal() < cheapest->costTotal())
                cheapest = c;
        }
        if (job.maxCost && inTime) {
            out.push_back({"raise-budget",
                           "Raise the budget to " + money(std::ceil(inTime->costTotal()), cur) + " (now " +
                               money(*job.maxCost, cur) + "): " + describe(*inTime, m_catalog) +
                               " meets the deadline in " + hours(inTime->timeHours) + ".",
                           {{"max_cost", std::ceil(inTime->costTotal())},
                            {"currency", cur},
                            {"instance_type", inTime->instance->id},
                            {"nodes", inTime->nodes},
                            {"billing", billingName(inTime->billing)},
                            {"time_hours", inTime->timeHours}},
                           withConfiguration({{"max_cost", moneyValue(std::ceil(inTime->costTotal()))},
                                              {"current_max_cost", moneyValue(*job.maxCost)},
                                              {"currency", cur},
                                              {"time_hours", hoursValue(inTime->timeHours)}},
                                             *inTime, m_catalog)});
        }
        if (job.deadlineHours && inBudget) {
            out.push_back({"extend-deadline",
                           "Move the deadline to " + hours(std::ceil(inBudget->timeHours)) + " (now " +
                               hours(*job.deadlineHours) + "): " + describe(*inBudget, m_catalog) +
                               " fits the budget at " + money(inBudget->costTotal(), cur) + ".",
                           {{"deadline_hours", std::ceil(inBudget->timeHours)},
                            {"instance_type", inBudget->instance->id},
                            {"nodes", inBudget->nodes},
                            {"billing", billingName(inBudget->billing)},
                            {"cost_total", inBudget->costTotal()}},
                           withConfiguration({{"deadline_hours", hoursValue(std::ceil(inBudget->timeHours))},
                                              {"current_deadline_hours", hoursValue(*job.deadlineHours)},
                                              {"cost_total", moneyValue(inBudget->costTotal())},
                                              {"currency", cur}},
                                             *inBudget, m_catalog)});
        }
        if (!inTime && !inBudget && cheapest) {
            out.push_back({"relax-both",
                           "Neither limit can be met alone: the cheapest option, " +
                               describe(*cheapest, m_catalog) + ", needs " +
                               money(std::ceil(cheapest->costTotal()), cur) + " and " +
                               hours(std::ceil(cheapest->timeHours)) + ".",
                           {{"max_cost", std::ceil(cheapest->costTotal())},
                            {"deadline_hours", std::ceil(cheapest->timeHours)},
                            {"instance_type", cheapest->instance->id}},
                           withConfiguration({{"max_cost", moneyValue(std::ceil(cheapest->costTotal()))},
                                              {"currency", cur},
                                              {"deadline_hours", hoursValue(std::ceil(cheapest->timeHours))}},
                                             *cheapest, m_catalog)});
        }
    }

    if (!anyFits) {
        // The smallest memory need seen, and the GPU it was on.
        const Candidate *least = nullptr;
        for (const Candidate &c : plan.candidates)
            if (c.estimate && (!least || c.estimate->memoryPerGpuGib() < least->estimate->memoryPerGpuGib()))
                least = &c;
        const Workload &ref = plan.reference;
        if (least && ref.method == Method::Lora) {
            Job q = onInstance(job, least->instance->id, least->nodes);
            q.method = Method::QLora;
            q.methodGiven = true;
            q.nodesGiven = true;
            q.microBatch.reset();
            q.zeroStage.reset();
            q.recompute.reset();
            if (auto r = resolveWorkload(q, m_catalog, ctx.file); r.value) {
                const Estimate e = m_estimator.estimate(*r.value);
                plan.stats.estimates++;
                if (e.fits)
                    out.push_back({"use-qlora",
                                   "Use QLoRA (choose it as the method, or let the planner change the "
                                   "method): it needs " +
                                       fixedDecimals(e.memoryPerGpuGib()) + " GiB per GPU on " +
                                       least->instance->gpu + " (" + fixedDecimals(e.gpuMemoryGib, 0) +
                                       " GiB) instead of " +
                                       fixedDecimals(least->estimate->memoryPerGpuGib()) + " GiB with LoRA.",
                                   {{"method", "qlora"},
                                    {"memory_per_gpu_gib", e.memoryPerGpuGib()},
                                    {"gpu", least->instance->gpu},
                                    {"gpu_memory_gib", e.gpuMemoryGib}},
                                   {{"memory_per_gpu_gib", messageFigure(e.memoryPerGpuGib(), 1)},
                                    {"gpu", least->instance->gpu},
                                    {"gpu_memory_gib", messageFigure(e.gpuMemoryGib, 0)},
                                    {"lora_memory_per_gpu_gib",
                                     messageFigure(least->estimate->memoryPerGpuGib(), 1)}}});
            }
        }
        // A bigger GPU: the smallest catalog configuration (outside the job's hardware filter, but
        // within its providers) that fits on one node.
        if (least) {
            std::map<std::tuple<double, int, std::string>, const InstanceType *> configs;
            for (const InstanceType &inst : m_catalog.instances) {
                const Gpu *g = m_catalog.findGpu(inst.gpu);
                if (!g || g->memoryGib <= least->estimate->gpuMemoryGib)
                    continue;
                if (!job.providers.empty() &&
                    std::none_of(job.providers.begin(), job.providers.end(),
                                 [&](const std::string &p) { return toLower(p) == toLower(inst.provider); }))
                    continue;
                configs.emplace(std::make_tuple(g->memoryGib, inst.gpus, g->id), &inst);
            }
            for (const auto &[key, inst] : configs) {
                Job b = onInstance(job, inst->id, 1);
                if (b.precision)
                    if (auto sub = substitutePrecision(*m_catalog.findGpu(inst->gpu), *b.precision))
                        b.precision = *sub;
                auto r = resolveWorkload(b, m_catalog, ctx.file);
                if (!r.value)
                    continue;
                const Estimate e = m_estimator.estimate(*r.value);
                plan.stats.estimates++;
                if (e.fits) {
                    out.push_back(
                        {"bigger-gpu",
                         "Use a GPU with more memory: the job needs at least " +
                             fixedDecimals(least->estimate->memoryPerGpuGib()) + " GiB per GPU on " +
                             least->instance->gpu + " (" + fixedDecimals(least->estimate->gpuMemoryGib, 0) +
                             " GiB); on " + std::to_string(inst->gpus) + " x " + inst->gpu + " (" +
                             fixedDecimals(e.gpuMemoryGib, 0) + " GiB each, e.g. " + inst->id +
                             ") it needs " + fixedDecimals(e.memoryPerGpuGib()) + " GiB.",
                         {{"gpu", inst->gpu},
                          {"gpus_per_node", inst->gpus},
                          {"gpu_memory_gib", e.gpuMemoryGib},
                          {"memory_per_gpu_gib", e.memoryPerGpuGib()},
                          {"instance_type", inst->id}},
                         {{"needed_gib", messageFigure(least->estimate->memoryPerGpuGib(), 1)},
                          {"current_gpu", least->instance->gpu},
                          {"current_gpu_memory_gib", messageFigure(least->estimate->gpuMemoryGib, 0)},
                          {"gpus_per_node", inst->gpus},
                          {"gpu", inst->gpu},
                          {"gpu_memory_gib", messageFigure(e.gpuMemoryGib, 0)},
                          {"instance_type", inst->id},
                          {"memory_per_gpu_gib", messageFigure(e.memoryPerGpuGib(), 1)}}});
                    break;
                }
            }
        }
    }

    if (!ctx.unpriced.empty() && viable.empty()) {
        std::string names;
        std::vector<std::string> listed;
        for (std::size_t i = 0; i < ctx.unpriced.size() && i < 5; ++i) {
            names += (i ? ", " : "") + ctx.unpriced[i]->id;
            listed.push_back(ctx.unpriced[i]->id);
        }
        if (ctx.unpriced.size() > 5)
            names += " and " + std::to_string(ctx.unpriced.size() - 5) + " more";
        out.push_back(
            {"add-prices",
             "The catalog has no price for " + names +
                 ": add prices (trainplan-cli catalog import-prices) or allow other providers or "
                 "billing modes.",
             {{"unpriced_instance_types", static_cast<int>(ctx.unpriced.size())}},
             {{"instance_types", listed}, {"more", static_cast<int>(ctx.unpriced.size() - listed.size())}}});
    }
}

} // namespace tp
