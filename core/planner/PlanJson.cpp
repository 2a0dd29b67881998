#include "core/planner/PlanJson.h"

#include "core/EstimateJson.h"
#include "core/MemoryEstimator.h"

#include <cmath>

namespace tp {

namespace {

using nlohmann::json;

double money(double v)
{
    return std::isfinite(v) ? std::round(v * 100.0) / 100.0 : 0.0;
}

json notes(const std::vector<Note> &list)
{
    json out = json::array();
    for (const Note &n : list)
        out.push_back({{"code", n.code}, {"message", n.message}, {"params", n.params}});
    return out;
}

json provenance(const Provenance &p)
{
    json o = {{"source", p.source}, {"date", p.date}, {"confidence", p.confidence}};
    if (!p.derivation.empty())
        o["derivation"] = p.derivation;
    return o;
}

} // namespace

bool PlanSelection::keep(const Candidate &c, std::size_t feasibleSeen, std::size_t rejectedSeen) const
{
    if (!top)
        return true;
    return c.feasible ? feasibleSeen < *top : rejectedSeen < *top;
}

json jobAsUnderstood(const Plan &plan)
{
    const Job &job = plan.job;
    const Workload &w = plan.reference;
    const ModelSpec &m = w.model;
    json out = json::object();
    json model = {{"name", m.name}, {"kind", toString(m.kind)}, {"params", m.params}};
    if (!m.id.empty())
        model["preset"] = m.id;
    if (m.isTransformer()) {
        model["architecture"] = toString(m.architecture);
        model["layers"] = m.layers;
        model["hidden"] = m.hidden;
    } else {
        model["forward_gflops"] = m.forwardGflops;
        model["image_size"] = w.imageSize;
    }
    out["model"] = model;
    out["method"] = toString(w.method);
    if (w.method == Method::Lora || w.method == Method::QLora)
        out["lora"] = {{"rank", w.loraRank},
                       {"targets", w.loraTargets},
                       {"trainable_params", roundSignificant(memory::trainableParams(w))}};
    json chosen = json::array();
    if (job.precision) {
        out["precision"] = toString(*job.precision);
    } else {
        out["precision"] = nullptr;
        chosen.push_back("precision");
    }
    out["optimizer"] = toString(w.optimizer);
    if (m.isTransformer()) {
        out["seq_len"] = w.seqLen;
        out["tokens_per_sample"] = roundSignificant(w.tokensPerSample);
    }
    auto givenOr = [&](const char *key, const auto &value) {
        if (value)
            out[key] = *value;
        else {
            out[key] = nullptr;
            chosen.push_back(key);
        }
    };
    givenOr("global_batch", job.globalBatch);
    givenOr("micro_batch", job.microBatch);
    givenOr("zero_stage", job.zeroStage);
    if (job.recompute)
        out["activation_checkpointing"] = recomputeJson(*job.recompute);
    else {
        out["activation_checkpointing"] = nullptr;
        chosen.push_back("activation_checkpointing");
    }
    if (!job.framework.empty())
        out["framework"] = w.framework->id;
    else {
        out["framework"] = nullptr;
        chosen.push_back("framework");
    }
    if (m.isTransformer()) {
        const ParallelismRequest &pr = job.parallelism;
        json par = json::object();
        auto degree = [&](const char *key, const std::optional<int> &v) {
            par[key] = v ? json(*v) : json(nullptr);
        };
        degree("tensor", pr.tensor);
        degree("pipeline", pr.pipeline);
        degree("virtual_stages", pr.virtualStages);
        degree("context", pr.context);
        degree("expert", pr.expert);
        par["sequence_parallel"] = pr.sequenceParallel ? json(*pr.sequenceParallel) : json(nullptr);
        out["parallelism"] = par;
        chosen.push_back("parallelism");
    }
    out["chosen_per_candidate"] = chosen;
    json data = {{"samples_per_epoch", roundSignificant(w.samplesPerEpoch, 6)},
                 {"epochs", w.epochs},
                 {"total_samples", roundSignificant(w.totalSamples(), 6)},
                 {"size_gb", roundSignificant(plan.datasetBytes / 1e9, 3)},
                 {"size_rule", plan.datasetRule}};
    if (m.isTransformer())
        data["total_tokens"] = roundSignificant(w.totalTokens(), 6);
    out["data"] = data;

    json hw = json::object();
    if (!job.gpu.empty())
        hw["gpu"] = job.gpu;
    if (!job.instance.empty())
        hw["instance"] = job.instance;
    if (job.gpusPerNode)
        hw["gpus_per_node"] = *job.gpusPerNode;
    hw["nodes"] = job.nodesGiven ? json(job.nodes) : json("1, 2, 4 ... where the network allows");
    if (job.rdma)
        hw["rdma"] = *job.rdma;
    out["hardware"] = hw;

    json billing = json::array();
    for (Billing b : plan.billingModes)
        billing.push_back(billingName(b));
    json budget = {{"max_cost", job.maxCost ? json(*job.maxCost) : json(nullptr)},
                   {"currency", plan.currency},
                   {"deadline_hours", job.deadlineHours ? json(*job.deadlineHours) : json(nullptr)},
                   {"billing", billing},
                   {"providers", plan.providers},
                   {"region", job.region.empty() ? json(nullptr) : json(job.region)},
                   {"objective", toString(plan.objective)},
                   {"domestic_only", job.domesticOnly},
                   {"allow_method_change", job.allowMethodChange}};
    out["budget"] = budget;
    if (!job.scenario.empty())
        out["scenario"] = job.scenario;
    return out;
}

json toJson(const Candidate &c)
{
    const InstanceType &inst = *c.instance;
    json o = json::object();
    o["provider"] = inst.provider;
    o["instance_type"] = inst.id;
    o["gpu"] = inst.gpu;
    o["gpus_per_node"] = inst.gpus;
    o["nodes"] = c.nodes;
    o["billing"] = billingName(c.billing);
    o["fits"] = c.fits();
    o["time_hours"] = roundSignificant(c.timeHours);
    o["cost_total"] = c.priced() ? json(money(c.costTotal())) : json(nullptr);
    o["currency"] = c.currency;
    o["pareto"] = c.pareto;
    o["recommended"] = c.recommended;
    // Rejection reasons first, so the first warning of a rejected candidate says why.
    std::vector<Note> all = c.reasons;
    const std::vector<Note> warnings = c.warnings();
    all.insert(all.end(), warnings.begin(), warnings.end());
    o["warnings"] = notes(all);
    o["feasible"] = c.feasible;
    // --- extras
    o["reasons"] = notes(c.reasons);
    o["time_hours_range"] = {roundSignificant(c.timeHoursLow), roundSignificant(c.timeHoursHigh)};
    o["gpu_hours"] = roundSignificant(c.timeHours * c.totalGpus());
    if (c.priced()) {
        o["cost_breakdown"] = {{"compute", money(c.cost.compute)},
                               {"interruptions", money(c.cost.interruptions)},
                               {"storage", money(c.cost.storage)},
                               {"checkpoints", money(c.cost.checkpoints)}};
        const ResolvedPrice &p = *c.price;
        json price = {{"amount", roundSignificant(p.amount, 5)},
                      {"unit", c.billing == Billing::SubscriptionMonth ? "node-month" : "node-hour"},
                      {"currency", p.currency},
                      {"basis", p.basis},
                      {"derived", p.derived},
                      {"provenance", provenance(p.provenance)}};
        if (p.originalCurrency != p.currency)
            price["original"] = {{"amount", roundSignificant(p.originalAmount, 5)},
                                 {"currency", p.originalCurrency}};
        if (!p.region.empty())
            price["region"] = p.region;
        if (p.own)
            price["own"] = true; // the user's own price (an override), not the catalog's
        o["price"] = price;
    }
    if (c.billing == Billing::SubscriptionMonth)
        o["billed_months"] = c.billedMonths;
    if (c.spot) {
        const SpotOutcome &s = *c.spot;
        o["spot"] = {{"interruptions_per_node_hour", s.interruptionsPerNodeHour},
                     {"mtbf_hours", roundSignificant(s.mtbfHours)},
                     {"checkpoint_gb", roundSignificant(s.checkpointBytes / 1e9)},
                     {"checkpoint_write_s", roundSignificant(s.checkpointSeconds)},
                     {"checkpoint_interval_min", roundSignificant(s.intervalHours * 60.0)},
                     {"restart_min", s.restartMinutes},
                     {"expected_interruptions", roundSignificant(s.expectedInterruptions)},
                     {"time_overhead", roundSignificant(s.overheadFactor - 1.0)}};
    }
    if (!c.dataStorage.empty() || !c.checkpointStorage.empty())
        o["storage"] = {{"data", c.dataStorage}, {"checkpoints", c.checkpointStorage}};
    if (c.estimate) {
        const Estimate &e = *c.estimate;
        const Workload &w = e.workload;
        o["memory_per_gpu_gib"] = roundSignificant(e.memoryPerGpuGib(), 3);
        o["gpu_memory_gib"] = roundSignificant(e.gpuMemoryGib);
        o["settings"] = {{"method", toString(w.method)},
                         {"precision", toString(w.precision)},
                         {"micro_batch", w.microBatch},
                         {"global_batch", w.globalBatch()},
                         {"gradient_accumulation", w.gradientAccumulation()},
                         {"zero_stage", w.zeroStage},
                         {"activation_checkpointing", recomputeJson(w.recompute)},
                         {"framework", w.framework->id}};
        if (w.model.isTransformer())
            o["settings"]["parallelism"] = toJson(w.parallel);
        else
            o["settings"]["loader"] = toString(w.loader);
        o["throughput_samples_per_s"] = roundSignificant(e.performance.samplesPerSecond);
        if (w.model.isTransformer())
            o["throughput_tokens_per_s"] = roundSignificant(e.performance.tokensPerSecond);
    }
    if (!c.fixes.empty())
        o["fixes"] = c.fixes;
    return o;
}

json toJson(const Plan &plan, const PlanSelection &selection)
{
    json out = json::object();
    out["job"] = jobAsUnderstood(plan);
    out["objective"] = toString(plan.objective);
    out["currency"] = plan.currency;
    json candidates = json::array();
    std::size_t feasibleSeen = 0, rejectedSeen = 0;
    for (const Candidate &c : plan.candidates) {
        if (selection.keep(c, feasibleSeen, rejectedSeen))
            candidates.push_back(toJson(c));
        (c.feasible ? feasibleSeen : rejectedSeen)++;
    }
    out["candidates"] = candidates;
    if (const Candidate *r = plan.recommended()) {
        out["recommendation"] = {{"provider", r->instance->provider},
                                 {"instance_type", r->instance->id},
                                 {"gpu", r->instance->gpu},
                                 {"gpus_per_node", r->instance->gpus},
                                 {"nodes", r->nodes},
                                 {"billing", billingName(r->billing)},
                                 {"time_hours", roundSignificant(r->timeHours)},
                                 {"cost_total", money(r->costTotal())},
                                 {"currency", r->currency},
                                 {"reasons", json::array()},
                                 {"reason_notes", notes(plan.recommendation->reasons)}};
        // The English sentences as before; reason_notes adds each one's code and params.
        for (const Note &n : plan.recommendation->reasons)
            out["recommendation"]["reasons"].push_back(n.message);
    } else {
        out["recommendation"] = nullptr;
    }
    json advice = json::array();
    for (const Advice &a : plan.advice)
        advice.push_back({{"code", a.code},
                          {"message", a.message},
                          {"reason", a.reason},
                          {"condition", a.condition},
                          {"params", a.params}});
    out["advice"] = advice;
    json suggestions = json::array();
    for (const Suggestion &s : plan.suggestions)
        suggestions.push_back(
            {{"code", s.code}, {"message", s.message}, {"figures", s.figures}, {"params", s.params}});
    out["suggestions"] = suggestions;
    json assumptions = json::array();
    for (const Assumption &a : plan.assumptions) {
        json o = {{"code", a.code}, {"message", a.message}};
        if (!a.provenance.source.empty())
            o["provenance"] = provenance(a.provenance);
        o["params"] = a.params;
        assumptions.push_back(o);
    }
    out["assumptions"] = assumptions;
    if (plan.calibration)
        out["calibration"] = plan.calibration->toJson();
    out["exchange_rate"] = {{"cny_per_usd", plan.exchange.cnyPerUsd},
                            {"date", plan.exchange.provenance.date},
                            {"source", plan.exchange.provenance.source},
                            {"default", plan.exchange.defaulted}};
    out["stats"] = {{"instance_types", plan.stats.instanceTypes},
                    {"configurations", plan.stats.configurations},
                    {"estimates", plan.stats.estimates},
                    {"candidates", plan.stats.candidates},
                    {"feasible", plan.stats.feasible},
                    {"left_out", plan.stats.dropped},
                    {"shown", candidates.size()}};
    return out;
}

} // namespace tp
