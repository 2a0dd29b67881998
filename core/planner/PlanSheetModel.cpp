#include "core/planner/PlanSheetModel.h"

#include "core/EstimateJson.h"
#include "core/MemoryEstimator.h"
#include "core/export/LaunchFiles.h"
#include "core/export/TrainCommand.h"
#include "core/planner/CostModel.h"

namespace tp {

namespace {

using json = nlohmann::json;

SheetLine line(std::string code, json params = json::object(), SheetTone tone = SheetTone::Plain)
{
    SheetLine l;
    l.code = std::move(code);
    l.params = std::move(params);
    l.tone = tone;
    return l;
}

// A line that repeats one of the core's messages, whole.
SheetLine messageLine(std::string code, const Note &note, SheetTone tone = SheetTone::Plain)
{
    SheetLine l = line(std::move(code), json::object(), tone);
    l.message = Advice{note.code, note.message, {}, {}, note.params};
    return l;
}

SheetLine adviceLine(const Advice &a)
{
    SheetLine l = line("advice");
    l.message = a;
    return l;
}

SheetLine assumptionLine(const Assumption &a)
{
    SheetLine l = line("assumption");
    l.message = Advice{a.code, a.message, {}, {}, a.params};
    return l;
}

std::string modelName(const Workload &w)
{
    return w.model.name.empty() ? w.model.id : w.model.name;
}

// The program launch.sh starts (Export → launch files), as the training command names it.
std::string launchTool(const Candidate &c, const Workload &w, const Plan &plan)
{
    return trainCommand(c, w, c.instance->gpus, launchJobName(plan), launchCheckpointDir(c)).tool;
}

std::string insideNodeLink(const InstanceType &inst, const Gpu *gpu)
{
    if (inst.gpus <= 1)
        return "single";
    if (inst.nvlink || (gpu && gpu->link == Gpu::Link::NVLink))
        return "nvlink";
    if (gpu && gpu->link == Gpu::Link::HCCS)
        return "hccs";
    return "pcie";
}

// The date span of the catalog's prices ("" and "" when none has a date).
std::pair<std::string, std::string> priceDates(const Catalog &catalog)
{
    std::string lo, hi;
    for (const InstanceType &it : catalog.instances)
        for (const Price &p : it.prices) {
            const std::string &d = p.provenance.date;
            if (d.empty())
                continue;
            if (lo.empty() || d < lo)
                lo = d;
            if (hi.empty() || d > hi)
                hi = d;
        }
    return {lo, hi};
}

SheetSection summary(const Plan &plan, const Candidate &c)
{
    const Workload &w = c.estimate ? c.estimate->workload : plan.reference;
    SheetSection s{"summary", {}};
    s.lines.push_back(line("title", {{"model", modelName(w)}, {"method", toString(w.method)}}));
    s.lines.push_back(line("candidate", {{"nodes", c.nodes},
                                         {"instance", c.instance->id},
                                         {"gpus", c.totalGpus()},
                                         {"gpu", c.instance->gpu},
                                         {"provider", c.instance->provider},
                                         {"billing", toString(c.billing)}}));
    const std::string status = c.recommended ? "recommended"
                               : !c.feasible ? "rejected"
                               : c.pareto    ? "pareto"
                                             : "feasible";
    json verdict = {{"status", status},
                    {"hours", c.timeHours},
                    {"hours_low", c.timeHoursLow},
                    {"hours_high", c.timeHoursHigh},
                    {"currency", c.currency}};
    if (c.priced())
        verdict["cost"] = c.costTotal();
    if (!c.feasible && !c.reasons.empty())
        verdict["reason"] = c.reasons.front().code;
    s.lines.push_back(line("verdict", verdict, c.feasible ? SheetTone::Good : SheetTone::Bad));
    return s;
}

SheetSection job(const Plan &plan, const Candidate &c)
{
    const Workload &w = c.estimate ? c.estimate->workload : plan.reference;
    SheetSection s{"job", {}};
    s.lines.push_back(line("model", {{"name", modelName(w)}, {"params", w.model.params}}));
    json method = {{"method", toString(w.method)}};
    if (w.method == Method::Lora || w.method == Method::QLora) {
        method["rank"] = w.loraRank;
        method["targets"] = w.loraTargets;
    }
    s.lines.push_back(line("method", method));
    s.lines.push_back(line("precision", {{"precision", toString(w.precision)}}));
    if (w.model.isTransformer())
        s.lines.push_back(line("data-tokens", {{"samples", w.samplesPerEpoch},
                                               {"tokens_per_sample", w.tokensPerSample},
                                               {"epochs", w.epochs},
                                               {"tokens", w.totalTokens()},
                                               {"seq_len", w.seqLen}}));
    else
        s.lines.push_back(
            line("data-images",
                 {{"samples", w.samplesPerEpoch}, {"epochs", w.epochs}, {"image_size", w.imageSize}}));
    json limits = {{"currency", plan.currency}};
    if (plan.job.maxCost)
        limits["budget"] = *plan.job.maxCost;
    if (plan.job.deadlineHours)
        limits["deadline_hours"] = *plan.job.deadlineHours;
    s.lines.push_back(line("limits", limits));
    return s;
}

SheetSection instance(const Plan &plan, const Candidate &c, const Catalog &catalog)
{
    const InstanceType &inst = *c.instance;
    const Gpu *gpu = catalog.findGpu(inst.gpu);
    SheetSection s{"instance", {}};
    s.lines.push_back(line("provider", {{"provider", inst.provider}}));
    s.lines.push_back(line("instance-type", {{"instance", inst.id}, {"family", inst.family}}));
    s.lines.push_back(line("nodes", {{"nodes", c.nodes}}));
    json gpus = {{"per_node", inst.gpus}, {"total", c.totalGpus()}, {"gpu", inst.gpu}};
    if (gpu) {
        gpus["name"] = gpu->name;
        gpus["memory_gib"] = gpu->memoryGib;
    }
    s.lines.push_back(line("gpus", gpus));
    s.lines.push_back(line("host", {{"vcpus", inst.vcpu}, {"memory_gib", inst.memoryGib}}));
    const std::string region = c.price && !c.price->region.empty() ? c.price->region : plan.job.region;
    if (!region.empty())
        s.lines.push_back(line("region", {{"region", region}, {"provider", inst.provider}}));
    s.lines.push_back(line("billing", {{"billing", toString(c.billing)}}));
    if (c.price) {
        const ResolvedPrice &p = *c.price;
        SheetLine price =
            line("price", {{"amount", p.amount},
                           {"currency", p.currency},
                           {"per", c.billing == Billing::SubscriptionMonth ? "month" : "hour"}});
        const Note basis = priceBasisNote(c, catalog);
        if (!basis.code.empty())
            price.message = Advice{basis.code, basis.message, {}, {}, basis.params};
        s.lines.push_back(std::move(price));
        if (!p.provenance.source.empty())
            s.lines.push_back(line("price-source", {{"source", p.provenance.source},
                                                    {"date", p.provenance.date},
                                                    {"confidence", p.provenance.confidence},
                                                    {"provider", inst.provider},
                                                    {"own", p.own}}));
    } else {
        s.lines.push_back(line("no-price", json::object(), SheetTone::Bad));
    }
    return s;
}

SheetSection storage(const Plan &plan, const Candidate &c, const Catalog &catalog, const PlanSheetInput &in)
{
    SheetSection s{"storage", {}};
    SheetLine dataset = line("dataset", {{"gb", c.datasetBytes / 1e9}});
    for (const Assumption &a : plan.assumptions)
        if (a.code == "dataset-size")
            dataset.message = Advice{a.code, a.message, {}, {}, a.params};
    if (!dataset.message)
        dataset.message = Advice{"dataset-size", plan.datasetRule, {}, {}, json::object()};
    s.lines.push_back(std::move(dataset));
    // Where the user keeps the data, when they said; otherwise "reads from" below is the plan's choice.
    if (!in.dataLocation.empty())
        s.lines.push_back(line("data-location", {{"location", in.dataLocation}}));
    if (!c.dataStorage.empty()) {
        json reads = {{"storage", c.dataStorage}};
        if (const StorageOption *o = catalog.findStorage(c.dataStorage)) {
            reads["read_mbps"] = o->readMBps;
            reads["price_per_gb_month"] = o->pricePerGbMonth;
            reads["currency"] = o->currency;
        }
        s.lines.push_back(line("reads-from", reads));
    } else {
        s.lines.push_back(line("reads-from-unpriced"));
    }
    if (!in.dataLocation.empty())
        s.lines.push_back(
            line("location-note",
                 {{"location", in.dataLocation}, {"nodes", c.nodes}, {"gb", c.datasetBytes / 1e9}}));
    if (!c.checkpointStorage.empty())
        s.lines.push_back(line("checkpoints-on", {{"storage", c.checkpointStorage}}));
    return s;
}

SheetSection network(const Candidate &c, const Catalog &catalog)
{
    const InstanceType &inst = *c.instance;
    SheetSection s{"network", {}};
    json between = {{"gbps", inst.networkGbps}};
    if (inst.rdma != InstanceType::Rdma::None) {
        between["rdma"] = toString(inst.rdma);
        between["rdma_gbps"] = inst.rdmaGbps;
    }
    s.lines.push_back(line("between-nodes", between));
    s.lines.push_back(line("inside-node", {{"link", insideNodeLink(inst, catalog.findGpu(inst.gpu))}}));
    if (c.nodes > 1) {
        const bool rdma = inst.rdma != InstanceType::Rdma::None;
        s.lines.push_back(line("all-reduce", rdma ? json{{"rdma", toString(inst.rdma)}} : json::object(),
                               rdma ? SheetTone::Plain : SheetTone::Warning));
    }
    return s;
}

SheetSection framework(const Plan &plan, const Candidate &c)
{
    const Workload &w = c.estimate->workload;
    SheetSection s{"framework", {}};
    s.lines.push_back(distributedLine(w));
    const std::string tool = launchTool(c, w, plan);
    if (!tool.empty())
        s.lines.push_back(
            line("launch", {{"tool", tool}, {"nodes", c.nodes}, {"gpus_per_node", c.instance->gpus}}));
    s.lines.push_back(line("batch", {{"micro_batch", w.microBatch},
                                     {"data_parallel", w.parallel.data},
                                     {"accumulation", w.gradientAccumulation()},
                                     {"global_batch", w.globalBatch()}}));
    s.lines.push_back(line("recompute", {{"recompute", toString(w.recompute)}}));
    if (w.model.isTransformer())
        s.lines.push_back(
            line("sequence-length", {{"seq_len", w.seqLen}, {"tokens_per_sample", w.tokensPerSample}}));
    if (w.offloadOptimizer || w.offloadParams)
        s.lines.push_back(line("offload", {{"what", w.offloadParams ? "all" : "optimizer"}}));
    const Performance &p = c.estimate->performance;
    json throughput = {{"samples_per_s", p.samplesPerSecond}, {"step_seconds", p.stepSeconds}};
    if (w.model.isTransformer())
        throughput["tokens_per_s"] = p.tokensPerSecond;
    s.lines.push_back(line("throughput", throughput));
    for (const Note &n : fixNotes(plan, c))
        s.lines.push_back(messageLine("fix", n));
    return s;
}

SheetSection checkpoints(const Candidate &c)
{
    SheetSection s{"checkpoints", {}};
    s.lines.push_back(line("checkpoint-size", {{"gb", c.checkpointBytes / 1e9}}));
    s.lines.push_back(line("kept", {{"count", cost::kCheckpointsKept}}));
    if (c.spot) {
        const SpotOutcome &o = *c.spot;
        s.lines.push_back(line("interval", {{"hours", o.intervalHours}}));
        s.lines.push_back(line("write-time", {{"seconds", o.checkpointSeconds}}));
        s.lines.push_back(line("reclaims", {{"expected", o.expectedInterruptions},
                                            {"mtbf_hours", o.mtbfHours},
                                            {"restart_minutes", o.restartMinutes},
                                            {"overhead", o.overheadFactor - 1}}));
    } else {
        s.lines.push_back(line("interval-no-spot"));
    }
    return s;
}

SheetSection costs(const Candidate &c)
{
    SheetSection s{"cost", {}};
    s.lines.push_back(line("time", {{"hours", c.timeHours},
                                    {"hours_low", c.timeHoursLow},
                                    {"hours_high", c.timeHoursHigh},
                                    {"gpu_hours", c.timeHours * c.totalGpus()}}));
    if (!c.priced()) {
        s.lines.push_back(line("unpriced", json::object(), SheetTone::Bad));
        return s;
    }
    const auto money = [&c](double amount) { return json{{"amount", amount}, {"currency", c.currency}}; };
    json compute = money(c.cost.compute);
    if (c.billing == Billing::SubscriptionMonth)
        compute["months"] = c.billedMonths;
    s.lines.push_back(line("compute", compute));
    if (c.spot)
        s.lines.push_back(line("interruptions", money(c.cost.interruptions)));
    s.lines.push_back(line("data-storage", money(c.cost.storage)));
    s.lines.push_back(line("checkpoint-storage", money(c.cost.checkpoints)));
    s.lines.push_back(line("total", money(c.costTotal()), SheetTone::Strong));
    return s;
}

SheetSection gpuMemory(const Candidate &c)
{
    const Estimate &e = *c.estimate;
    const MemoryBreakdown &m = e.memory;
    const double g = memory::kGiB;
    SheetSection s{"memory", {}};
    s.lines.push_back(
        line("used", {{"gib", e.memoryPerGpuGib()},
                      {"capacity_gib", e.gpuMemoryGib},
                      {"fraction", e.gpuMemoryGib > 0 ? e.memoryPerGpuGib() / e.gpuMemoryGib : 0}}));
    s.lines.push_back(line("breakdown", {{"weights", m.weights / g},
                                         {"gradients", m.gradients / g},
                                         {"optimizer", m.optimizer / g},
                                         {"activations", m.activations / g},
                                         {"other", m.other / g}}));
    return s;
}

SheetSection topCandidates(const Plan &plan, int count)
{
    SheetSection s{"top-candidates", {}};
    int shown = 0;
    for (const Candidate &x : plan.candidates) {
        if (!x.feasible || !x.instance)
            continue;
        if (shown++ >= count)
            break;
        s.lines.push_back(line("candidate-row", {{"provider", x.instance->provider},
                                                 {"instance", x.instance->id},
                                                 {"gpus_per_node", x.instance->gpus},
                                                 {"gpu", x.instance->gpu},
                                                 {"nodes", x.nodes},
                                                 {"billing", toString(x.billing)},
                                                 {"hours", x.timeHours},
                                                 {"cost", x.costTotal()},
                                                 {"currency", x.currency},
                                                 {"mark", x.recommended ? "recommended"
                                                          : x.pareto    ? "pareto"
                                                                        : ""}}));
    }
    return s;
}

SheetSection assumptions(const Plan &plan, const Candidate &c, const Catalog &catalog)
{
    SheetSection s{"assumptions", {}};
    if (c.estimate) {
        const json &a = c.estimate->workload.assumptions;
        if (a.contains("mfu") && a["mfu"].is_number())
            s.lines.push_back(line("utilisation", {{"mfu", a["mfu"].get<double>()}}));
    }
    if (c.spot)
        s.lines.push_back(line("spot-rate", {{"per_node_hour", c.spot->interruptionsPerNodeHour}}));
    for (const Assumption &a : plan.assumptions)
        s.lines.push_back(assumptionLine(a));
    const auto [from, to] = priceDates(catalog);
    s.lines.push_back(line("catalog", {{"files", catalog.files.size()},
                                       {"prices_from", from},
                                       {"prices_to", to},
                                       {"efficiency_date", catalog.efficiency.provenance.date}}));
    return s;
}

} // namespace

const SheetSection *PlanSheetModel::section(const std::string &code) const
{
    for (const SheetSection &s : sections)
        if (s.code == code)
            return &s;
    return nullptr;
}

SheetLine distributedLine(const Workload &w)
{
    json distributed = {{"layout", layoutParams(w)}, {"zero_stage", w.zeroStage}};
    if (w.framework)
        distributed["framework"] = w.framework->id;
    if (w.offloadOptimizer || w.offloadParams)
        distributed["offload"] = w.offloadParams ? "all" : "optimizer";
    return line("distributed", distributed);
}

std::vector<SheetLine> softwareLines(const Candidate &c, const Catalog &catalog)
{
    std::vector<SheetLine> out;
    if (!c.instance || !c.estimate)
        return out;
    const Workload &w = c.estimate->workload;
    const Gpu *gpu = catalog.findGpu(c.instance->gpu);
    if (gpu && gpu->generation == Generation::Ascend) {
        out.push_back(line("image-ascend"));
    } else {
        out.push_back(line("image-cuda"));
        if (gpu && (gpu->generation == Generation::Volta || gpu->generation == Generation::Turing))
            out.push_back(
                line(w.model.isTransformer() ? "no-bf16-no-flash-attention" : "no-bf16", {{"gpu", gpu->id}}));
        if (w.precision == Precision::FP8)
            out.push_back(line("transformer-engine"));
    }
    if (w.framework)
        out.push_back(line("framework", {{"framework", w.framework->id}}));
    if (w.method == Method::Lora)
        out.push_back(line("peft", {{"rank", w.loraRank}}));
    else if (w.method == Method::QLora)
        out.push_back(line("bitsandbytes", {{"rank", w.loraRank}}));
    if (!w.model.isTransformer() && w.loader == DataLoader::Cpu)
        out.push_back(line("loader-workers"));
    else if (!w.model.isTransformer() && w.loader == DataLoader::Gpu)
        out.push_back(line("loader-dali"));
    if (c.nodes > 1 && c.instance->rdma != InstanceType::Rdma::None)
        out.push_back(line("rdma-plugin", {{"rdma", toString(c.instance->rdma)}}));
    return out;
}

SheetSection planVsActualSection(const PlanActuals &a)
{
    SheetSection s{"plan-vs-actual", {}};
    const auto figure = [](double v) { return roundSignificant(v, 4); };
    s.lines.push_back(line("actual-run", {{"log", a.log},
                                          {"recorded_at", a.recordedAt},
                                          {"candidate", a.candidate},
                                          {"nodes", a.nodes},
                                          {"instance", a.instanceType},
                                          {"gpus", a.gpus},
                                          {"gpu", a.gpu},
                                          {"provider", a.provider},
                                          {"billing", toString(a.billing)}}));
    const bool good = a.verdict == "on-track" || a.verdict == "ahead" || a.verdict == "ended-within";
    const bool bad = a.verdict.rfind("beyond", 0) == 0 || a.verdict == "ended-beyond";
    s.lines.push_back(line("actual-verdict", {{"verdict", a.verdict}},
                           good                    ? SheetTone::Good
                           : bad                   ? SheetTone::Bad
                           : a.verdict == "behind" ? SheetTone::Warning
                                                   : SheetTone::Plain));
    s.lines.push_back(line("actual-progress", {{"fraction", figure(a.fraction)},
                                               {"planned_fraction", figure(a.plannedFraction)},
                                               {"ended", a.ended}}));
    s.lines.push_back(line("actual-time", {{"elapsed", figure(a.elapsedHours)},
                                           {"planned", figure(a.planHours)},
                                           {"projected", figure(a.projectedHours)},
                                           {"ended", a.ended}}));
    json speed = {{"planned", figure(a.speedPlanned)}};
    if (a.speedNow)
        speed["now"] = figure(*a.speedNow);
    s.lines.push_back(line("actual-speed", speed));
    if (a.costSoFar) {
        json cost = {
            {"so_far", roundSignificant(*a.costSoFar, 6)}, {"currency", a.currency}, {"ended", a.ended}};
        if (a.costProjected)
            cost["projected"] = roundSignificant(*a.costProjected, 6);
        if (a.costPlanned)
            cost["planned"] = roundSignificant(*a.costPlanned, 6);
        s.lines.push_back(line("actual-cost", cost));
    }
    if (a.restarts > 0)
        s.lines.push_back(line("actual-restarts", {{"restarts", a.restarts}}));
    return s;
}

SheetSection calibrationSection(const Plan &plan)
{
    SheetSection s{"calibration", {}};
    if (!plan.calibration)
        return s;
    const Calibration &cal = *plan.calibration;
    for (const Calibration::Run &run : cal.runs) {
        nlohmann::json params = {{"hardware", run.hardware},
                                 {"gpus", run.gpus},
                                 {"date", run.date},
                                 {"source", run.source},
                                 {"corrects", run.corrects}};
        if (!run.model.empty()) // a kept run of another model of the family
            params["model"] = run.model;
        s.lines.push_back(line("calibration-run", params));
    }
    if (cal.speedMeasured)
        s.lines.push_back(line("calibration-speed", {{"factor", roundSignificant(cal.speedFactor, 3)}}));
    if (cal.terms.communication != 1)
        s.lines.push_back(
            line("calibration-communication", {{"factor", roundSignificant(cal.terms.communication, 3)}}));
    if (cal.terms.activationScale != 1)
        s.lines.push_back(
            line("calibration-activations", {{"factor", roundSignificant(cal.terms.activationScale, 3)}}));
    if (cal.memoryMeasured)
        s.lines.push_back(
            line("calibration-memory", {{"gib", roundSignificant(cal.terms.memoryOffsetGib, 3)}}));
    for (const Calibration::Limit &limit : cal.limits) {
        nlohmann::json params = limit.params;
        params["limit"] = limit.code;
        params["text"] = limit.text(); // English, for readers without the code's wording
        s.lines.push_back(line("calibration-limit", params, SheetTone::Warning));
    }
    return s;
}

PlanSheetModel buildPlanSheet(const Plan &plan, const Candidate &c, const Catalog &catalog,
                              const PlanSheetInput &input)
{
    PlanSheetModel sheet;
    if (!c.instance)
        return sheet;
    sheet.recommended = plan.recommended() == &c;
    const auto add = [&sheet](SheetSection s) {
        if (!s.lines.empty())
            sheet.sections.push_back(std::move(s));
    };
    add(summary(plan, c));
    if (input.actuals)
        add(planVsActualSection(*input.actuals));
    add(calibrationSection(plan));
    if (sheet.recommended && plan.recommendation) {
        SheetSection why{"why-recommended", {}};
        for (const Note &r : plan.recommendation->reasons)
            why.lines.push_back(messageLine("recommended-because", r));
        add(std::move(why));
    }
    {
        SheetSection why{"why-rejected", {}};
        for (const Note &r : c.reasons)
            why.lines.push_back(messageLine("reason", r, SheetTone::Bad));
        add(std::move(why));
    }
    add(job(plan, c));
    add(instance(plan, c, catalog));
    add(storage(plan, c, catalog, input));
    add(network(c, catalog));
    add(SheetSection{"software", softwareLines(c, catalog)});
    if (c.estimate)
        add(framework(plan, c));
    add(checkpoints(c));
    add(costs(c));
    if (c.estimate)
        add(gpuMemory(c));
    add(topCandidates(plan, input.topCandidates));
    {
        SheetSection advice{"advice", {}};
        for (const Advice &a : advise(c, catalog))
            advice.lines.push_back(adviceLine(a));
        add(std::move(advice));
    }
    {
        SheetSection warnings{"warnings", {}};
        for (const Note &n : c.warnings())
            warnings.lines.push_back(messageLine("warning", n, SheetTone::Warning));
        add(std::move(warnings));
    }
    add(assumptions(plan, c, catalog));
    return sheet;
}

json toJson(const PlanSheetModel &sheet)
{
    json sections = json::array();
    for (const SheetSection &s : sheet.sections) {
        json lines = json::array();
        for (const SheetLine &l : s.lines) {
            json out = {{"code", l.code}};
            if (!l.params.empty())
                out["params"] = l.params;
            if (l.tone != SheetTone::Plain)
                out["tone"] = toString(l.tone);
            if (l.message) {
                json m = {
                    {"code", l.message->code}, {"params", l.message->params}, {"text", l.message->message}};
                if (!l.message->reason.empty())
                    m["reason"] = l.message->reason;
                if (!l.message->condition.empty())
                    m["condition"] = l.message->condition;
                out["message"] = std::move(m);
            }
            lines.push_back(std::move(out));
        }
        sections.push_back({{"section", s.code}, {"lines", std::move(lines)}});
    }
    return {{"recommended", sheet.recommended}, {"sections", std::move(sections)}};
}

} // namespace tp
