#pragma once

// Shared by tst_messagecodes and tst_coremessages: the warnings, rejection reasons, suggestions,
// advice, reasons for the recommendation, assumptions and candidate details (fixes, price bases)
// the estimator and the planner emit on the scenario presets and on jobs made to trip each rule,
// with their params.
#include "PlannerTestCatalog.h"
#include "TestJobs.h"
#include "core/MessageCodes.h"
#include "core/planner/Advice.h"
#include "core/planner/Planner.h"
#include "core/planner/Scenario.h"

#include <QtTest>

namespace tp::test {

using nlohmann::json;

// One message the core emitted (a warning, reason, suggestion, advice, recommendation reason,
// assumption or detail), and where from.
struct Emitted
{
    std::string where;
    std::string code;
    json params;
    unsigned use = 0;
    std::string message;
    std::string reason; // advice only
    std::string condition;
};

// A distinct value per param, easy to find in a sentence: numbers 601, 602 ... (no static text
// of a sentence contains them), names "T_<name>".
inline json sampleParam(const MessageParam &p, int index)
{
    switch (p.type) {
    case MessageParam::Type::Number:
    case MessageParam::Type::Integer:
        return 601 + index;
    case MessageParam::Type::Text:
        return p.choices.empty() ? json("T_" + p.name) : json(p.choices.front());
    case MessageParam::Type::TextList:
        return json::array({"L_" + p.name});
    case MessageParam::Type::Boolean:
        return true;
    }
    return nullptr;
}

// Every form of a code's params: each boolean true and false, each nullable param null and set.
inline std::vector<json> paramForms(const MessageCode &code)
{
    std::vector<json> out{json::object()};
    for (std::size_t i = 0; i < code.params.size(); ++i) {
        const MessageParam &p = code.params[i];
        std::vector<json> values;
        if (p.type == MessageParam::Type::Boolean)
            values = {true, false};
        else if (!p.choices.empty())
            values.assign(p.choices.begin(), p.choices.end());
        else
            values = {sampleParam(p, static_cast<int>(i))};
        if (p.nullable)
            values.push_back(nullptr);
        std::vector<json> next;
        for (const json &form : out)
            for (const json &v : values) {
                json f = form;
                f[p.name] = v;
                next.push_back(f);
            }
        out = std::move(next);
    }
    return out;
}

inline json with(json job, const json &patch)
{
    job.merge_patch(patch);
    return job;
}

class Collector
{
public:
    std::vector<Emitted> emitted;

    void estimate(const std::string &where, const Estimate &e)
    {
        for (const Warning &w : e.warnings)
            emitted.push_back({where, w.code, w.params, MessageCode::AsWarning, w.message, {}, {}});
    }

    void plan(const std::string &where, const Plan &plan, const Catalog &catalog)
    {
        for (const Candidate &c : plan.candidates) {
            const std::string at = where + " / " + c.instance->id + " x" + std::to_string(c.nodes) + " " +
                                   billingName(c.billing);
            for (const Note &n : c.reasons)
                emitted.push_back({at, n.code, n.params, MessageCode::AsReason, n.message, {}, {}});
            for (const Note &n : c.warnings())
                emitted.push_back({at, n.code, n.params, MessageCode::AsWarning, n.message, {}, {}});
            for (const Note &n : fixNotes(plan, c))
                emitted.push_back({at, n.code, n.params, MessageCode::AsDetail, n.message, {}, {}});
            if (const Note basis = priceBasisNote(c, catalog); !basis.code.empty())
                emitted.push_back(
                    {at, basis.code, basis.params, MessageCode::AsDetail, basis.message, {}, {}});
            // every candidate's advice, not only the recommended one's: more rules fire
            for (const Advice &a : advise(c, catalog))
                add(at, a);
        }
        for (const Suggestion &s : plan.suggestions)
            emitted.push_back({where, s.code, s.params, MessageCode::AsSuggestion, s.message, {}, {}});
        for (const Advice &a : plan.advice)
            add(where, a);
        if (plan.recommendation)
            for (const Note &n : plan.recommendation->reasons)
                emitted.push_back(
                    {where, n.code, n.params, MessageCode::AsRecommendation, n.message, {}, {}});
        for (const Assumption &a : plan.assumptions)
            emitted.push_back({where, a.code, a.params, MessageCode::AsAssumption, a.message, {}, {}});
    }

    // Plans `job` on `catalog` and collects what it says; the estimates of the job when it names a GPU.
    void planJob(const std::string &where, const json &job, const Catalog &catalog,
                 const PlanOptions &options = {})
    {
        const Job parsed = jobFrom(job);
        PlanResult r = Planner(catalog).plan(parsed, options, where);
        if (!r.value)
            qFatal("%s does not plan: %s", where.c_str(), qPrintable(describe(r.problems)));
        plan(where, *r.value, catalog);
        if (!parsed.gpu.empty() || !parsed.instance.empty()) {
            ResolveResult w = resolveWorkload(parsed, catalog, where);
            if (w.value)
                estimate(where + " (estimate)", Estimator(catalog).estimate(*w.value));
        }
    }

private:
    void add(const std::string &where, const Advice &a)
    {
        emitted.push_back({where, a.code, a.params, MessageCode::AsAdvice, a.message, a.reason, a.condition});
    }
};

inline const std::vector<ScenarioPreset> &shippedScenarios()
{
    static const std::vector<ScenarioPreset> scenarios = [] {
        Problems problems;
        ScenarioLoadResult r = loadScenarios(readScenarioFolder(TRAINPLAN_CATALOG_DIR, problems));
        if (!r.ok() || r.scenarios.empty())
            qFatal("the shipped scenario presets do not load");
        return r.scenarios;
    }();
    return scenarios;
}

// The planner test catalog with instance types made to trip the rarer planner notes.
inline const Catalog &trickyCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = plannerCatalog();
        using R = InstanceType::Rdma;
        // priced only in test-west: a job in test-east gets price-other-region
        c.instances.push_back(instance("testcloud", "twest", "tc.a10.west", "A10", 1, 8, 30, 16, R::None,
                                       {price(Billing::OnDemand, 12.0, "CNY", "test-west")}));
        // a specification the catalog had to estimate
        InstanceType estimated = instance("testcloud", "test", "tc.a10.estimated", "A10", 1, 8, 30, 16,
                                          R::None, {price(Billing::OnDemand, 11.0)});
        estimated.provenance = {"test instance", "2025-01-01", "estimate", "sized like tc.a10.small"};
        c.instances.push_back(estimated);
        // a price so large that the cost overflows
        c.instances.push_back(instance("testcloud", "tinf", "tc.a10.overflow", "A10", 1, 8, 30, 16, R::None,
                                       {price(Billing::OnDemand, 1e308)}));
        // rented by application, with how to apply; and one sold through sales, without
        InstanceType apply = instance("testcloud", "tapply", "tc.a10.apply", "A10", 1, 8, 30, 16, R::None,
                                      {price(Billing::OnDemand, 9.0)});
        apply.availability = InstanceType::Availability::Apply;
        apply.howToBuy = "submit a ticket in the console";
        apply.howToBuyZh = "在控制台提交工单";
        c.instances.push_back(apply);
        InstanceType contract = instance("testcloud", "tsales", "tc.a10.contract", "A10", 1, 8, 30, 16,
                                         R::None, {price(Billing::OnDemand, 8.0)});
        contract.availability = InstanceType::Availability::Contract;
        c.instances.push_back(contract);
        return c;
    }();
    return catalog;
}

// The planner test catalog with spot reclaimed five times per node-hour.
inline const Catalog &stormyCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = plannerCatalog();
        c.providers.front().billing.spotInterruptionsPerHour = 5;
        return c;
    }();
    return catalog;
}

inline json llmJob(const char *gpu, int gpus = 1, int nodes = 1)
{
    return {{"model", {{"preset", "llama-2-7b"}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"seq_len", 2048},
            {"global_batch", 512},
            {"data", {{"tokens", 1e9}}},
            {"hardware", {{"gpu", gpu}, {"gpus_per_node", gpus}, {"nodes", nodes}}}};
}

inline json resnet(const std::string &precision = "fp16")
{
    return {{"model", {{"preset", "resnet-50"}}},
            {"method", "full"},
            {"precision", precision},
            {"data", {{"samples", 200000}}},
            {"epochs", 2}};
}

inline json fullFinetune13b()
{
    return {{"model", {{"preset", "llama-2-13b"}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"seq_len", 1024},
            {"global_batch", 64},
            {"data", {{"samples", 20000}, {"tokens_per_sample", 1024}}}};
}

inline json onInstance(json job, const std::string &instance, int nodes,
                       const std::vector<std::string> &billing)
{
    job["hardware"] = {{"instance", instance}, {"nodes", nodes}};
    job["budget"] = {{"billing", billing}};
    return job;
}

inline void collectEstimates(Collector &out)
{
    const Catalog &catalog = shippedCatalog();
    auto estimate = [&](const std::string &where, const json &job) { out.estimate(where, estimateFor(job)); };
    // every GPU of the catalog on a small job (uncalibrated generations, estimated specs)
    for (const Gpu &gpu : catalog.gpus)
        estimate("lora on " + gpu.id,
                 with(loraJob(), {{"precision", nullptr}, {"hardware", {{"gpu", gpu.id}}}}));
    {
        // a GPU generation no published run calibrates (the shipped catalog calibrates every one)
        Catalog thin = catalog;
        thin.efficiency.generations.erase(Generation::Turing);
        out.estimate("lora on T4 without Turing evidence",
                     Estimator(thin).estimate(workloadFor(with(loraJob(), {{"hardware", {{"gpu", "T4"}}}}))));
    }
    estimate("70B full on one T4, settings open",
             with(llmJob("T4"), {{"model", {{"preset", "llama-2-70b"}}}}));
    estimate(
        "7B full on one T4, settings given",
        with(llmJob("T4"), {{"micro_batch", 4}, {"zero_stage", 0}, {"activation_checkpointing", false}}));
    estimate("two nodes over TCP",
             with(llmJob("A100-SXM4-80GB", 8, 2), {{"hardware", {{"network_gbps", 100}, {"rdma", false}}}}));
    estimate("eight nodes over a slow network",
             with(llmJob("A100-SXM4-80GB", 8, 8), {{"hardware", {{"network_gbps", 10}, {"rdma", false}}}}));
    estimate("ResNet on A10",
             with(resnet(), {{"data", {{"samples", 1281167}}}, {"hardware", {{"gpu", "A10"}}}}));
    estimate("ResNet on eight A100 with four vCPUs",
             with(resnet(), {{"hardware", {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 8}, {"vcpus", 4}}}}));
    estimate("bf16 on V100", with(loraJob(), {{"hardware", {{"gpu", "V100-SXM2-32GB"}}}}));
    estimate("BERT at 4096 tokens", {{"model", {{"preset", "bert-base"}}},
                                     {"method", "full"},
                                     {"seq_len", 4096},
                                     {"data", {{"samples", 1000}}},
                                     {"hardware", {{"gpu", "A10"}}}});
    estimate(
        "sequence parallelism asked with tensor 1 (switched off)",
        with(llmJob("A100-SXM4-80GB", 8),
             {{"framework", "megatron-lm"}, {"parallelism", {{"tensor", 1}, {"sequence_parallel", true}}}}));
    estimate("ZeRO 2 under Megatron-LM (its distributed optimizer)",
             with(llmJob("A100-SXM4-80GB", 8), {{"framework", "megatron-lm"}, {"zero_stage", 2}}));
    estimate("a global batch that does not split over 4 GPUs",
             with(loraJob(), {{"global_batch", 6},
                              {"micro_batch", 2},
                              {"hardware", {{"gpu", "A10"}, {"gpus_per_node", 4}}}}));
    estimate("samples longer than seq_len",
             with(loraJob(), {{"data", {{"samples", 1000}, {"tokens_per_sample", 4096}}},
                              {"hardware", {{"gpu", "A10"}}}}));
    // memory-tight: the fixed settings that come within 8% of an A10's memory
    for (int seq = 512; seq <= 8192; seq += 128) {
        const Estimate e = estimateFor(with(llmJob("A10"), {{"model", {{"preset", "llama-3-8b"}}},
                                                            {"method", "lora"},
                                                            {"seq_len", seq},
                                                            {"micro_batch", 1},
                                                            {"global_batch", 8},
                                                            {"activation_checkpointing", false}}));
        out.estimate("LoRA at " + std::to_string(seq) + " tokens on A10", e);
        if (!e.fits)
            break;
    }
}

inline void collectPlans(Collector &out)
{
    // the scenario presets, on the shipped catalog and on the planner test catalog's shapes, for
    // every objective
    for (const ScenarioPreset &s : shippedScenarios()) {
        PlanResult r = Planner(shippedCatalog()).plan(s.job, {}, s.file);
        if (!r.value)
            qFatal("scenario %s does not plan: %s", s.id.c_str(), qPrintable(describe(r.problems)));
        out.plan("scenario " + s.id, *r.value, shippedCatalog());
        for (Objective o : {Objective::Fastest, Objective::Balanced}) {
            PlanResult other = Planner(shippedCatalog()).plan(s.job, PlanOptions{o}, s.file);
            if (other.value)
                out.plan("scenario " + s.id + " (" + toString(o) + ")", *other.value, shippedCatalog());
        }
        ResolveResult w = resolveWorkload(s.job, shippedCatalog(), s.file);
        if (w.value)
            out.estimate("scenario " + s.id + " (estimate)", Estimator(shippedCatalog()).estimate(*w.value));
    }

    const Catalog &pc = plannerCatalog();
    const json lora = loraJob();
    out.planJob("lora, everything open", lora, pc);
    out.planJob("lora, every billing on A10",
                with(lora, {{"hardware", {{"instance", "tc.a10.small"}}},
                            {"budget", {{"billing", {"ondemand", "spot", "subscription", "reserved_1y"}}}}}),
                pc);
    out.planJob("lora on the unpriced V100", with(lora, {{"hardware", {{"gpu", "V100-SXM2-32GB"}}}}), pc);
    out.planJob("no instance type matches",
                with(lora, {{"hardware", {{"gpu", "A10"}, {"gpus_per_node", 3}}}}), pc);
    out.planJob("a fixed layout the small instances cannot hold",
                {{"model", {{"preset", "llama-3-8b"}}},
                 {"method", "pretrain"},
                 {"framework", "megatron-lm"},
                 {"parallelism", {{"tensor", 8}, {"pipeline", 2}}},
                 {"data", {{"tokens", 1e9}}},
                 {"budget", {{"providers", {"alibaba"}}, {"billing", {"ondemand"}}}}},
                shippedCatalog());

    // budget and deadline around the on-demand A10
    const Plan open = planFor(onInstance(lora, "tc.a10.small", 1, {"ondemand"}));
    const Candidate *c = findCandidate(open, "tc.a10.small", 1, Billing::OnDemand);
    if (!c)
        qFatal("no on-demand tc.a10.small candidate");
    const json a10 = onInstance(lora, "tc.a10.small", 1, {"ondemand"});
    out.planJob("over budget", with(a10, {{"budget", {{"max_cost", c->costTotal() / 2}}}}), pc);
    out.planJob("past the deadline", with(a10, {{"budget", {{"deadline_hours", c->timeHours / 2}}}}), pc);
    out.planJob(
        "over budget, deadline met",
        with(a10, {{"budget", {{"max_cost", c->costTotal() / 2}, {"deadline_hours", c->timeHours * 2}}}}),
        pc);
    out.planJob(
        "both broken",
        with(a10, {{"budget", {{"max_cost", c->costTotal() / 2}, {"deadline_hours", c->timeHours / 2}}}}),
        pc);
    out.planJob("deadline within the range",
                with(a10, {{"budget", {{"deadline_hours", (c->timeHours + c->timeHoursHigh) / 2}}}}), pc);

    // memory: LoRA of a 13B model on one A10 (QLoRA and a bigger GPU help)
    out.planJob("13B LoRA on A10",
                {{"model", {{"preset", "llama-2-13b"}}},
                 {"method", "lora"},
                 {"precision", "bf16"},
                 {"seq_len", 512},
                 {"data", {{"samples", 2000}, {"tokens_per_sample", 512}}},
                 {"hardware", {{"instance", "tc.a10.small"}}},
                 {"budget", {{"billing", {"ondemand"}}}}},
                pc);

    // reasons for the recommendation: a subscription; the changes that make a job fit
    out.planJob("a global batch that splits over 1 or 3 GPUs only",
                with(lora, {{"global_batch", 6}, {"micro_batch", 2}, {"hardware", {{"gpu", "A10"}}}}), pc);
    out.planJob("lora on a subscription", onInstance(lora, "tc.a10.small", 1, {"subscription"}), pc);
    out.planJob("13B with settings that do not fit",
                with(onInstance(fullFinetune13b(), "tc.a100.8x", 1, {"ondemand"}),
                     {{"micro_batch", 16}, {"zero_stage", 0}, {"activation_checkpointing", false}}),
                pc);
    out.planJob("LoRA at 2048 tokens without activation checkpointing",
                with(onInstance(lora, "tc.a10.small", 1, {"ondemand"}),
                     {{"model", {{"preset", "llama-3-8b"}}},
                      {"seq_len", 2048},
                      {"data", {{"samples", 2000}, {"tokens_per_sample", 2048}}},
                      {"micro_batch", 1},
                      {"global_batch", 8},
                      {"activation_checkpointing", false}}),
                pc);
    out.planJob("13B LoRA on A10, method change allowed",
                {{"model", {{"preset", "llama-2-13b"}}},
                 {"method", "lora"},
                 {"precision", "bf16"},
                 {"seq_len", 512},
                 {"data", {{"samples", 2000}, {"tokens_per_sample", 512}}},
                 {"hardware", {{"instance", "tc.a10.small"}}},
                 {"budget", {{"billing", {"ondemand"}}, {"allow_method_change", true}}}},
                pc);
    out.planJob("one machine's figures given",
                with(lora, {{"hardware",
                             {{"gpu", "A10"}, {"gpus_per_node", 1}, {"vcpus", 16}, {"network_gbps", 25}}}}),
                pc);

    // a catalog giving more candidates than the plan keeps
    {
        PlanOptions few;
        few.maxCandidates = 3;
        out.planJob("candidates capped", lora, pc, few);
    }

    // the rarer planner notes
    const Catalog &tc = trickyCatalog();
    out.planJob(
        "priced in another region",
        with(onInstance(lora, "tc.a10.west", 1, {"ondemand"}), {{"budget", {{"region", "test-east"}}}}), tc);
    out.planJob("estimated specification", onInstance(lora, "tc.a10.estimated", 1, {"ondemand"}), tc);
    out.planJob("cost overflows", onInstance(lora, "tc.a10.overflow", 1, {"ondemand"}), tc);
    out.planJob("by application", onInstance(lora, "tc.a10.apply", 1, {"ondemand"}), tc);
    out.planJob("through sales, asked for",
                with(onInstance(lora, "tc.a10.contract", 1, {"ondemand"}),
                     {{"budget", {{"availability", {"open", "contract"}}}}}),
                tc);
    out.planJob("through sales, left out", onInstance(lora, "tc.a10.contract", 1, {"ondemand"}), tc);
    out.planJob("spot reclaimed all the time",
                with(onInstance(fullFinetune13b(), "tc.a100.8x", 1, {"spot"}), {{"epochs", 20}}),
                stormyCatalog());

    out.planJob("spot fleet over spot capacity",
                onInstance(fullFinetune13b(), "tc.a100.8x", 2, {"ondemand", "spot"}), scarceSpotCatalog());
    out.planJob("spot fleet of two nodes", onInstance(fullFinetune13b(), "tc.a100.8x", 2, {"spot"}), pc);

    // every advice rule (the configurations of tst_advice)
    const json ft = fullFinetune13b();
    out.planJob("13B on two RDMA nodes", onInstance(ft, "tc.a100.8x", 2, {"ondemand"}), pc);
    out.planJob("13B on two TCP nodes", onInstance(ft, "tc.a100tcp.8x", 2, {"ondemand"}), pc);
    out.planJob("ResNet on a T4", onInstance(resnet(), "tc.t4.small", 1, {"ondemand"}), pc);
    out.planJob("ResNet on eight A100", onInstance(resnet(), "tc.a100.8x", 1, {"ondemand"}), pc);
    out.planJob("ResNet fp32 on A10", onInstance(resnet("fp32"), "tc.a10.small", 1, {"ondemand"}), pc);
    out.planJob("lora on four A10", onInstance(lora, "tc.a10.quad", 1, {"ondemand"}), pc);
    out.planJob("lora on spot", onInstance(lora, "tc.a10.small", 1, {"spot"}), pc);
    out.planJob("ResNet with checkpointing and micro-batch forced",
                with(onInstance(resnet(), "tc.a10.small", 1, {"ondemand"}),
                     {{"activation_checkpointing", true}, {"micro_batch", 8}}),
                pc);
    out.planJob("13B on H20", onInstance(ft, "tc.h20.8x", 1, {"ondemand"}), pc);
    out.planJob("13B on Ascend", onInstance(ft, "tc.ascend.8x", 1, {"ondemand"}), pc);
    out.planJob("QLoRA on Ascend",
                with(onInstance(lora, "tc.ascend.8x", 1, {"ondemand"}), {{"method", "qlora"}}), pc);
}

inline const std::vector<Emitted> &everything()
{
    static const std::vector<Emitted> all = [] {
        Collector c;
        collectEstimates(c);
        collectPlans(c);
        return c.emitted;
    }();
    return all;
}

} // namespace tp::test
