#include "core/planner/Planner.h"

#include "core/JsonReader.h"
#include "core/LayoutRules.h"
#include "core/MemoryEstimator.h"
#include "core/MessageCodes.h"
#include "core/Strings.h"
#include "core/planner/Pareto.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

namespace tp {

namespace {

std::string money(double v, const std::string &currency)
{
    return fixedDecimals(v, v >= 1000 ? 0 : 2) + " " + currency;
}

std::string hours(double h)
{
    return h >= 100  ? fixedDecimals(h, 0) + " h"
           : h >= 10 ? fixedDecimals(h, 1) + " h"
                     : fixedDecimals(h, 2) + " h";
}

// Money and hours for a message's params, rounded as money() and hours() write them.
double moneyValue(double v)
{
    return messageFigure(v, v >= 1000 ? 0 : 2);
}

double hoursValue(double h)
{
    return messageFigure(h, h >= 100 ? 0 : h >= 10 ? 1 : 2);
}

const std::vector<Billing> kAllBillings = {Billing::OnDemand, Billing::Spot, Billing::SubscriptionMonth,
                                           Billing::Reserved1y, Billing::Reserved3y};

// Accelerators made by Chinese vendors (the budget's "domestic accelerators only").
// "on", "selective" or "off", as messages say it.
std::string recomputeWord(Recompute r)
{
    return r == Recompute::Full ? "on" : r == Recompute::Selective ? "selective" : "off";
}

bool isDomestic(const Gpu &gpu)
{
    if (gpu.generation == Generation::Ascend)
        return true;
    static const std::set<std::string> vendors = {"huawei", "cambricon",     "hygon", "kunlunxin",
                                                  "baidu",  "moore threads", "biren", "iluvatar",
                                                  "metax",  "enflame"};
    return vendors.count(toLower(gpu.vendor)) > 0;
}

// The precision a GPU trains the job's precision at: the same, or the 16-bit format it has
// (V100 and T4 have fp16 but no bf16 tensor cores; fp8 needs Hopper or Ada).
std::optional<Precision> substitutePrecision(const Gpu &gpu, Precision wanted)
{
    if (wanted == Precision::FP32 || gpu.peakTflops(wanted))
        return std::nullopt;
    for (Precision p : {Precision::BF16, Precision::FP16})
        if (p != wanted && gpu.peakTflops(p))
            return p;
    return std::nullopt;
}

int billingRisk(Billing b)
{
    switch (b) {
    case Billing::OnDemand:
        return 0;
    case Billing::SubscriptionMonth:
        return 1;
    case Billing::Reserved1y:
        return 2;
    case Billing::Reserved3y:
        return 3;
    case Billing::Spot:
        return 4;
    }
    return 5;
}

// The head of a source text (its title), for sentences; the JSON keeps the whole of it.
std::string shortSource(const std::string &source)
{
    std::size_t cut = source.find_first_of(";(");
    if (cut == std::string::npos || cut < 12)
        cut = source.size();
    std::string head = source.substr(0, std::min<std::size_t>(cut, 90));
    while (!head.empty() && (head.back() == ' ' || head.back() == ','))
        head.pop_back();
    return head.size() < source.size() ? head + " ..." : head;
}

// Whether the catalog derived an instance type's specification rather than reading it.
bool specEstimated(const InstanceType &it)
{
    return it.provenance.confidence == "estimate";
}

// What the objective minimises, comparable between two candidates of one plan (the balanced
// score's product of ratios orders candidates like cost x time).
double objectiveValue(const Plan &plan, const Candidate &c)
{
    switch (plan.objective) {
    case Objective::Cheapest:
        return c.costTotal();
    case Objective::Fastest:
        return c.timeHours;
    case Objective::Balanced:
        return c.costTotal() * c.timeHours;
    }
    return c.costTotal();
}

std::string describe(const Candidate &c, const Catalog &catalog)
{
    const std::string provider = providerNameParams(catalog, c.instance->provider)["provider_name"];
    std::string s = std::to_string(c.nodes) + " x " + c.instance->id + " (" + std::to_string(c.totalGpus()) +
                    " x " + c.instance->gpu + ", " + provider + "), " + billingName(c.billing);
    return s;
}

// What describe() says, as params added to `params`, with the provider's names for the UI.
nlohmann::json withConfiguration(nlohmann::json params, const Candidate &c, const Catalog &catalog)
{
    params["instance_type"] = c.instance->id;
    params["gpu"] = c.instance->gpu;
    params["provider"] = c.instance->provider;
    params.update(providerNameParams(catalog, c.instance->provider));
    params["billing"] = billingName(c.billing);
    params["nodes"] = c.nodes;
    params["gpus"] = c.totalGpus();
    return params;
}

// Whether a candidate rents in mainland China: its price's region, or (a price for any region)
// a region of mainland China where the type is sold.
bool rentsInMainland(const Catalog &catalog, const InstanceType &inst, const std::string &priceRegion)
{
    const ProviderInfo *provider = catalog.findProvider(inst.provider);
    if (!provider)
        return false;
    auto mainland = [&](const std::string &id) {
        for (const Region &r : provider->regions)
            if (r.id == id)
                return r.mainlandChina;
        return false;
    };
    if (!priceRegion.empty())
        return mainland(priceRegion);
    if (!inst.regions.empty())
        return std::any_of(inst.regions.begin(), inst.regions.end(), mainland);
    return std::any_of(provider->regions.begin(), provider->regions.end(),
                       [](const Region &r) { return r.mainlandChina; });
}

// A spot fleet larger than the provider's spot capacity for that size (catalog
// billing.spot.size_classes[].capacity_gpus): it would wait for capacity or be refused.
Note spotCapacityNote(const Candidate &c, const cost::SpotTerms &spot, const Catalog &catalog)
{
    const std::string provider =
        providerNameParams(catalog, c.instance->provider)["provider_name"].get<std::string>();
    nlohmann::json params = {{"gpus", c.totalGpus()},
                             {"nodes", c.nodes},
                             {"gpus_per_node", c.gpusPerNode()},
                             {"capacity_gpus", *spot.capacityGpus},
                             {"min_gpus", spot.sizeClassMinGpus},
                             {"confidence", spot.provenance.confidence},
                             {"provider", c.instance->provider}};
    params.update(providerNameParams(catalog, c.instance->provider));
    return {"spot-capacity",
            "asks for " + std::to_string(c.totalGpus()) + " spot GPUs at once (" + std::to_string(c.nodes) +
                " x " + std::to_string(c.gpusPerNode()) + "); " + provider + " spot capacity for sizes of " +
                std::to_string(spot.sizeClassMinGpus) + " GPUs or more is plausibly about " +
                std::to_string(*spot.capacityGpus) + " GPUs of one type in a region (" +
                spot.provenance.confidence + "), so the fleet would wait for capacity or be refused",
            params};
}

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

struct Planner::Context
{
    const Job &job;
    std::string file;
    Plan plan;
    Problems problems;

    const Gpu *narrowedGpu = nullptr;
    std::map<std::string, cost::Terms> terms; // by provider id
    std::map<std::string, int> familyMaxGpus; // "provider/family" -> largest size's GPUs
    std::unordered_map<std::string, std::shared_ptr<const Estimate>> cache;
    std::vector<const InstanceType *> instances; // after the filters
    std::vector<const InstanceType *> unpriced;
    std::set<std::string> providersSeen;
    std::set<std::string> precisionSubstitutions;
    bool usedDefaultWrite = false;
    bool anyConversion = false;
    int filteredByProvider = 0, filteredByRegion = 0, filteredByDomestic = 0, filteredByHardware = 0;
    int filteredByFramework = 0; // the framework the job names does not run on the instance's accelerator
    int filteredByResidency = 0; // sold in no region of mainland China (budget.data_residency)
    // budget.data_residency "cn-mainland": the regions in mainland China, as "provider/region"
    std::set<std::string> mainland;
    bool residency = false;
    bool regionAllowed(const std::string &provider, const std::string &region) const
    {
        return !residency || mainland.count(provider + "/" + region) > 0;
    }
    // For resolvePrice: none without a residency rule.
    std::function<bool(const std::string &)> regionFilter(const InstanceType &inst) const
    {
        if (!residency)
            return {};
        return [this, provider = inst.provider](const std::string &region) {
            return regionAllowed(provider, region);
        };
    }
    std::size_t maxCandidates = kMaxCandidates;

    explicit Context(const Job &j) : job(j) {}

    const cost::Terms &termsFor(const Catalog &catalog, const std::string &provider)
    {
        auto it = terms.find(provider);
        if (it == terms.end())
            it = terms.emplace(provider, cost::termsFor(catalog.findProvider(provider))).first;
        return it->second;
    }
};

PlanResult Planner::plan(const Job &job, const PlanOptions &options, const std::string &file) const
{
    Context ctx(job);
    ctx.file = file;
    ctx.maxCandidates = options.maxCandidates;
    Plan &plan = ctx.plan;
    plan.job = job;
    plan.currency = job.currency.empty() ? "CNY" : job.currency;
    plan.exchange = cost::exchangeFrom(m_catalog);
    plan.objective = options.objective ? *options.objective
                                       : objectiveFromString(job.objective).value_or(Objective::Cheapest);
    plan.billingModes = job.billing.empty() ? kAllBillings : job.billing;
    {
        // "subscription" and "subscription_month" are one mode; keep the first of duplicates
        std::vector<Billing> unique;
        for (Billing b : plan.billingModes)
            if (std::find(unique.begin(), unique.end(), b) == unique.end())
                unique.push_back(b);
        plan.billingModes = unique;
    }

    auto error = [&](const std::string &path, const std::string &code, const std::string &message) {
        ctx.problems.push_back({Problem::Severity::Error, code, file, path, message});
    };

    // --- the job's references to the catalog
    std::set<std::string> knownProviders;
    std::set<std::string> knownRegions;
    for (const auto &[id, name] : m_catalog.providerNames)
        knownProviders.insert(toLower(id));
    for (const ProviderInfo &p : m_catalog.providers) {
        knownProviders.insert(toLower(p.id));
        for (const Region &r : p.regions)
            knownRegions.insert(r.id);
    }
    for (const InstanceType &i : m_catalog.instances) {
        knownProviders.insert(toLower(i.provider));
        knownRegions.insert(i.regions.begin(), i.regions.end());
        for (const Price &p : i.prices)
            if (!p.region.empty())
                knownRegions.insert(p.region);
    }
    for (std::size_t i = 0; i < job.providers.size(); ++i)
        if (!knownProviders.count(toLower(job.providers[i])))
            error("/budget/providers/" + std::to_string(i), "unknown-provider",
                  "unknown provider " + quoteValue(job.providers[i]) +
                      " (the catalog has instances-PROVIDER.json files for the known ones)");
    if (!job.region.empty() && !knownRegions.empty() && !knownRegions.count(job.region))
        error("/budget/region", "unknown-region",
              "no instance type in the catalog is sold in region " + quoteValue(job.region));
    if (job.dataResidency == "cn-mainland") {
        ctx.residency = true;
        for (const ProviderInfo &p : m_catalog.providers)
            for (const Region &r : p.regions)
                if (r.mainlandChina)
                    ctx.mainland.insert(p.id + "/" + r.id);
        if (!job.region.empty() && knownRegions.count(job.region)) {
            bool inMainland = false;
            for (const ProviderInfo &p : m_catalog.providers)
                for (const Region &r : p.regions)
                    inMainland = inMainland || (r.id == job.region && r.mainlandChina);
            if (!inMainland)
                error("/budget/region", "conflict",
                      "region " + quoteValue(job.region) +
                          " is outside mainland China, but budget.data_residency is \"cn-mainland\"");
        }
    }
    if (!job.gpu.empty()) {
        ctx.narrowedGpu = m_catalog.findGpu(job.gpu);
        if (!ctx.narrowedGpu)
            error("/hardware/gpu", "unknown-gpu",
                  "unknown GPU " + quoteValue(job.gpu) + " (see the catalog's gpus.json)");
    }
    const InstanceType *namedInstance = nullptr;
    if (!job.instance.empty()) {
        namedInstance = m_catalog.findInstance(job.instance);
        if (!namedInstance)
            error("/hardware/instance", "unknown-instance",
                  "unknown instance type " + quoteValue(job.instance));
        else if (job.gpusPerNode && *job.gpusPerNode != namedInstance->gpus)
            error("/hardware/gpus_per_node", "conflict",
                  job.instance + " has " + std::to_string(namedInstance->gpus) + " GPUs per node, not " +
                      std::to_string(*job.gpusPerNode));
    }
    if (hasErrors(ctx.problems))
        return {std::nullopt, ctx.problems};

    // --- the filters, then the job as understood on the first GPU that passes them
    for (const InstanceType &inst : m_catalog.instances) {
        const std::string key = inst.provider + "/" + inst.family;
        ctx.familyMaxGpus[key] = std::max(ctx.familyMaxGpus[key], inst.gpus);
    }
    const Framework *namedFramework =
        job.framework.empty() ? nullptr : m_catalog.findFramework(job.framework);
    for (const InstanceType &inst : m_catalog.instances) {
        const Gpu *gpu = m_catalog.findGpu(inst.gpu);
        if (!gpu)
            continue;
        if (namedFramework && !namedFramework->runsOn(*gpu)) {
            ctx.filteredByFramework++;
            continue;
        }
        if (namedInstance && &inst != namedInstance) {
            ctx.filteredByHardware++;
            continue;
        }
        if ((ctx.narrowedGpu && gpu != ctx.narrowedGpu) ||
            (job.gpusPerNode && inst.gpus != *job.gpusPerNode) ||
            (job.rdma.value_or(false) && inst.rdma == InstanceType::Rdma::None)) {
            ctx.filteredByHardware++;
            continue;
        }
        if (!job.providers.empty() &&
            std::none_of(job.providers.begin(), job.providers.end(),
                         [&](const std::string &p) { return toLower(p) == toLower(inst.provider); })) {
            ctx.filteredByProvider++;
            continue;
        }
        if (!job.region.empty() && !inst.regions.empty() &&
            std::find(inst.regions.begin(), inst.regions.end(), job.region) == inst.regions.end()) {
            ctx.filteredByRegion++;
            continue;
        }
        if (job.domesticOnly && !isDomestic(*gpu)) {
            ctx.filteredByDomestic++;
            continue;
        }
        if (ctx.residency) {
            // Sold in a mainland region: the family's regions, else (none listed) the provider's.
            std::vector<std::string> regions = inst.regions;
            if (regions.empty())
                if (const ProviderInfo *provider = m_catalog.findProvider(inst.provider))
                    for (const Region &r : provider->regions)
                        regions.push_back(r.id);
            bool sold = false;
            for (const std::string &r : regions)
                sold = sold || ctx.regionAllowed(inst.provider, r);
            if (!sold) {
                ctx.filteredByResidency++;
                continue;
            }
        }
        ctx.instances.push_back(&inst);
        ctx.providersSeen.insert(inst.provider);
    }
    plan.providers.assign(ctx.providersSeen.begin(), ctx.providersSeen.end());
    plan.stats.instanceTypes = static_cast<int>(ctx.instances.size());

    {
        Job ref = job;
        ref.nodes = 1;
        if (!ctx.instances.empty() && job.instance.empty() && job.gpu.empty()) {
            ref.instance = ctx.instances.front()->id;
            ref.gpusPerNode.reset();
        } else if (job.instance.empty() && job.gpu.empty()) {
            const Gpu *any = m_catalog.findGpu("A100-SXM4-80GB");
            if (namedFramework && (!any || !namedFramework->runsOn(*any))) {
                any = nullptr; // an accelerator the named framework runs on (Ascend for MindSpeed)
                for (const Gpu &g : m_catalog.gpus)
                    if (namedFramework->runsOn(g)) {
                        any = &g;
                        break;
                    }
            }
            ref.gpu = any ? any->id : (m_catalog.gpus.empty() ? std::string() : m_catalog.gpus.front().id);
        }
        ResolveResult r = resolveWorkload(ref, m_catalog, file);
        if (!r.workload) {
            ctx.problems.insert(ctx.problems.end(), r.problems.begin(), r.problems.end());
            return {std::nullopt, ctx.problems};
        }
        plan.reference = std::move(*r.workload);
        plan.datasetBytes = cost::datasetBytes(plan.reference, job, &plan.datasetRule);
    }

    enumerate(ctx);
    rank(plan);
    recommend(plan);
    if (!plan.recommendation)
        suggest(ctx);
    else
        plan.advice = advise(plan.candidates[plan.recommendation->index], m_catalog);
    addAssumptions(ctx);
    plan.stats.candidates = static_cast<int>(plan.candidates.size());
    return {std::move(ctx.plan), ctx.problems};
}

void Planner::enumerate(Context &ctx) const
{
    // Memory stays bounded on a huge catalog: past twice the cap, the candidates that matter least
    // are dropped as the search goes (what matters is kept whatever the order; CandidateCap.h).
    std::vector<Candidate> &cs = ctx.plan.candidates;
    const std::size_t cap = std::max<std::size_t>(1, ctx.maxCandidates);
    for (const InstanceType *inst : ctx.instances) {
        evaluateInstance(ctx, *inst);
        if (cs.size() > 2 * cap)
            ctx.plan.stats.dropped += static_cast<int>(capCandidates(cs, cap));
    }
    ctx.plan.stats.dropped += static_cast<int>(capCandidates(cs, cap));
}

std::shared_ptr<const Estimate> Planner::estimateFor(Context &ctx, const Workload &w) const
{
    // Instance types with the same GPUs, network and cores estimate alike; run each once.
    std::ostringstream k;
    k << w.hw.gpu->id << '|' << w.hw.gpusPerNode << '|' << w.hw.nodes << '|' << w.hw.networkGbps << '|'
      << w.hw.rdma << '|' << w.hw.vcpusPerNode << '|' << static_cast<int>(w.precision) << '|'
      << static_cast<int>(w.method) << '|' << w.microBatchFixed << w.microBatch << '|' << w.zeroStageFixed
      << w.zeroStage << '|' << w.checkpointingFixed << static_cast<int>(w.recompute) << '|' << w.framework->id
      << '|' << static_cast<int>(w.loader);
    const std::string key = k.str();
    auto it = ctx.cache.find(key);
    if (it != ctx.cache.end())
        return it->second;
    ctx.plan.stats.estimates++;
    auto e = std::make_shared<const Estimate>(m_estimator.estimate(w));
    ctx.plan.stats.layouts += e->layoutsEvaluated;
    ctx.cache.emplace(key, e);
    return e;
}

void Planner::fitByFixes(Context &ctx, const InstanceType &instance, int nodes,
                         std::shared_ptr<const Estimate> &estimate) const
{
    const Workload &asked = estimate->workload; // settings the job fixed are unchanged in it
    // The fixes the job left room for, cheapest first; the fastest that fits wins.
    struct Relax
    {
        bool checkpointing, microBatch, zero;
    };
    std::vector<Relax> relaxations;
    const bool ck = asked.checkpointingFixed && asked.recompute != Recompute::Full;
    const bool mb = asked.microBatchFixed && asked.microBatch > 1;
    const bool zr = asked.zeroStageFixed && asked.zeroStage < 3 && asked.hw.totalGpus() > 1;
    for (Relax r : {Relax{true, false, false}, Relax{false, true, false}, Relax{true, true, false},
                    Relax{false, false, true}, Relax{true, true, true}}) {
        if ((r.checkpointing && !ck) || (r.microBatch && !mb) || (r.zero && !zr))
            continue;
        if (!r.checkpointing && !r.microBatch && !r.zero)
            continue;
        relaxations.push_back(r);
    }
    std::shared_ptr<const Estimate> best;
    for (const Relax &r : relaxations) {
        Workload w = asked;
        if (r.checkpointing)
            w.checkpointingFixed = false;
        if (r.microBatch)
            w.microBatchFixed = false;
        if (r.zero)
            w.zeroStageFixed = false;
        auto e = estimateFor(ctx, w);
        if (e->fits && (!best || e->timeHours < best->timeHours))
            best = e;
    }
    // LoRA -> QLoRA, only where the job allows a method change.
    if (!best && ctx.job.allowMethodChange && asked.method == Method::Lora) {
        Job q = ctx.job;
        q.method = Method::QLora;
        q.methodGiven = true;
        q.instance = instance.id;
        q.gpu.clear();
        q.gpusPerNode.reset();
        q.nodes = 1;
        q.networkGbps.reset();
        q.rdma.reset();
        q.vcpus.reset();
        q.microBatch.reset();
        q.zeroStage.reset();
        q.recompute.reset();
        q.precision = asked.precision;
        ResolveResult r = resolveWorkload(q, m_catalog, ctx.file);
        if (r.workload) {
            Workload w = std::move(*r.workload);
            w.hw.nodes = nodes;
            w.parallel.data = w.hw.totalGpus();
            auto e = estimateFor(ctx, w);
            if (e->fits)
                best = e;
        }
    }
    if (best)
        estimate = best; // fixNotes() names the changes
}

void Planner::evaluateInstance(Context &ctx, const InstanceType &inst) const
{
    const Job &job = ctx.job;
    Plan &plan = ctx.plan;
    const Gpu *gpu = m_catalog.findGpu(inst.gpu);
    if (!gpu)
        return;

    Job jc = job;
    jc.instance = inst.id;
    jc.gpu.clear();
    jc.gpusPerNode.reset();
    jc.nodes = 1;
    jc.nodesGiven = false;
    jc.networkGbps.reset(); // the catalog's network, cores and RDMA apply to catalog instances
    jc.rdma.reset();
    jc.vcpus.reset();
    if (job.precision) {
        if (auto sub = substitutePrecision(*gpu, *job.precision)) {
            jc.precision = *sub; // a fix (fixNotes)
            ctx.precisionSubstitutions.insert(gpu->id);
        }
    }
    ResolveResult r = resolveWorkload(jc, m_catalog, ctx.file);
    if (!r.workload)
        return;
    const Workload base = std::move(*r.workload);

    const cost::Terms &terms = ctx.termsFor(m_catalog, inst.provider);
    bool anyPrice = false;
    for (Billing b : plan.billingModes)
        if (cost::resolvePrice(inst, b, terms, plan.exchange, job.region, plan.currency,
                               ctx.regionFilter(inst))) {
            anyPrice = true;
            break;
        }

    auto estimateAt = [&](int nodes) {
        Workload w = base;
        w.hw.nodes = nodes;
        w.parallel.data = w.hw.totalGpus();
        auto e = estimateFor(ctx, w);
        if (!e->fits)
            fitByFixes(ctx, inst, nodes, e);
        return e;
    };

    if (!anyPrice) {
        // One row says why: an instance without any price cannot be costed at any node count.
        const int nodes = job.nodesGiven ? job.nodes : 1;
        auto e = estimateAt(nodes);
        plan.stats.configurations++;
        ctx.unpriced.push_back(&inst);
        Candidate c;
        c.instance = &inst;
        c.nodes = nodes;
        c.billing = plan.billingModes.front();
        c.estimate = e;
        for (const Note &n : fixNotes(plan, c))
            c.fixes.push_back(n.message);
        c.currency = plan.currency;
        c.timeHours = e->timeHours;
        c.timeHoursLow = e->timeHoursLow;
        c.timeHoursHigh = e->timeHoursHigh;
        c.datasetBytes = plan.datasetBytes;
        c.checkpointBytes = cost::checkpointBytes(e->workload);
        if (!e->fits)
            for (const Warning &wn : e->warnings)
                if (wn.code == "does-not-fit")
                    c.reasons.push_back(wn);
        c.reasons.push_back(
            {"unpriced",
             "the catalog has no price for " + inst.id + " in " +
                 (job.region.empty() ? std::string("any region") : job.region) +
                 " for the billing modes asked; its cost cannot be computed",
             {{"instance_type", inst.id},
              {"region", job.region.empty() ? nlohmann::json(nullptr) : nlohmann::json(job.region)}}});
        for (const Warning &wn : e->warnings)
            if (wn.code != "does-not-fit")
                c.warnings.push_back(wn);
        plan.candidates.push_back(std::move(c));
        return;
    }

    // --- node counts: 1, 2, 4 ... while the job can use them and scaling pays
    const std::string familyKey = inst.provider + "/" + inst.family;
    const bool fullNode = inst.gpus >= ctx.familyMaxGpus[familyKey];
    const bool networkAllows = inst.rdma != InstanceType::Rdma::None || inst.networkGbps >= kMinScaleOutGbps;
    const bool scaleOut = !job.nodesGiven && fullNode && networkAllows;
    int maxNodes = kMaxNodes;
    if (base.globalBatchGiven)
        maxNodes = std::min(maxNodes, std::max(1, *base.globalBatchGiven / std::max(1, inst.gpus)));
    // at least 100 samples per GPU over the whole job, else it is too small to spread
    const double samples = base.totalSamples();
    // (compared in double: a huge data set would overflow an int)
    const double usableNodes = samples / (100.0 * std::max(1, inst.gpus));
    if (usableNodes < maxNodes)
        maxNodes = std::max(1, static_cast<int>(usableNodes));

    // A parallel layout the job fixes must divide the GPUs: node counts it does not divide are
    // skipped; when none does, one rejected row says why.
    auto layoutDivides = [&](int nodes) {
        if (!base.parallelFixed.any())
            return true;
        Workload probe = base;
        probe.hw.nodes = nodes;
        return !gpuLayoutIssue(probe, requestedLayout(probe));
    };
    int firstNodes = job.nodesGiven ? job.nodes : 1;
    if (scaleOut)
        while (!layoutDivides(firstNodes) && firstNodes * 2 <= kMaxNodes)
            firstNodes *= 2;
    if (!layoutDivides(firstNodes)) {
        Workload probe = base;
        probe.hw.nodes = firstNodes;
        const Parallelism asked = requestedLayout(probe);
        const int split = asked.tensor * asked.context * asked.pipeline;
        Candidate c;
        c.instance = &inst;
        c.nodes = firstNodes;
        c.billing = plan.billingModes.front();
        c.currency = plan.currency;
        c.datasetBytes = plan.datasetBytes;
        c.reasons.push_back(
            {"layout-gpus",
             "the parallel layout the job gives (tensor x context x pipeline = " + std::to_string(split) +
                 (asked.expert > 1 ? ", expert " + std::to_string(asked.expert) : std::string()) +
                 ") does not divide the " + std::to_string(inst.gpus * firstNodes) +
                 " GPUs of this candidate",
             {{"split", split}, {"expert", asked.expert}, {"gpus", inst.gpus * firstNodes}}});
        plan.stats.configurations++;
        plan.candidates.push_back(std::move(c));
        return;
    }

    std::shared_ptr<const Estimate> previous;
    for (int nodes = firstNodes;; nodes *= 2) {
        if (!layoutDivides(nodes)) {
            if (!scaleOut || nodes * 2 > maxNodes)
                break;
            continue;
        }
        auto e = estimateAt(nodes);
        plan.stats.configurations++;
        addCandidates(ctx, inst, nodes, e);
        if (!scaleOut || nodes * 2 > maxNodes)
            break;
        if (e->fits) {
            if (previous && previous->fits && previous->timeHours / e->timeHours < kMinScaleOutSpeedup)
                break;
            if (e->timeHours < 0.5)
                break; // a job of minutes gains nothing from more nodes
        } else if (previous && !previous->fits && e->memoryPerGpuGib() > 0.9 * previous->memoryPerGpuGib()) {
            break; // more nodes no longer shard the memory away
        }
        previous = e;
    }
}

void Planner::addCandidates(Context &ctx, const InstanceType &inst, int nodes,
                            const std::shared_ptr<const Estimate> &e) const
{
    const Job &job = ctx.job;
    Plan &plan = ctx.plan;
    const ProviderInfo *provider = m_catalog.findProvider(inst.provider);
    const cost::Terms &terms = ctx.termsFor(m_catalog, inst.provider);
    const Workload &w = e->workload;

    const double ckptBytes = cost::checkpointBytes(w);
    const StorageOption *dataOpt = cost::dataStorageFor(provider, nodes);
    bool copyPerNode = false;
    if (!dataOpt && nodes > 1) {
        dataOpt = cost::dataStorageFor(provider, 1); // no shared file system: a disk on every node
        copyPerNode = dataOpt != nullptr;
    }
    const StorageOption *ckptOpt = cost::checkpointStorageFor(provider);
    const double writeMBps = ckptOpt ? ckptOpt->writeMBps : cost::kDefaultWriteMBps;
    if (!ckptOpt)
        ctx.usedDefaultWrite = true;
    const int writers = (w.zeroStage >= 1 || w.parallel.modelParallel() > 1) ? nodes : 1;
    const double ckptSeconds = ckptBytes / (writeMBps * 1e6 * writers);

    std::optional<Warning> doesNotFit;
    for (const Warning &wn : e->warnings)
        if (wn.code == "does-not-fit")
            doesNotFit = wn;
    if (!doesNotFit) // the estimator always says why; this is the same reason in fewer words
        doesNotFit = Warning{"does-not-fit",
                             "does not fit in GPU memory",
                             {{"needed_gib", messageFigure(e->memoryPerGpuGib(), 1)},
                              {"gpu", inst.gpu},
                              {"capacity_gib", messageFigure(e->gpuMemoryGib, 0)},
                              {"given_micro_batch", nullptr},
                              {"given_zero_stage", nullptr},
                              {"given_activation_checkpointing", nullptr}}};

    std::vector<std::string> fixes;
    {
        Candidate probe;
        probe.instance = &inst;
        probe.estimate = e;
        for (const Note &n : fixNotes(plan, probe))
            fixes.push_back(n.message);
    }
    for (Billing billing : plan.billingModes) {
        auto price = cost::resolvePrice(inst, billing, terms, plan.exchange, job.region, plan.currency,
                                        ctx.regionFilter(inst));
        if (!price)
            continue; // the instance is priced in another mode; reserved only where the catalog has it
        if (price->originalCurrency != plan.currency)
            ctx.anyConversion = true;
        Candidate c;
        c.instance = &inst;
        c.nodes = nodes;
        c.billing = billing;
        c.estimate = e;
        c.fixes = fixes;
        c.currency = plan.currency;
        c.datasetBytes = plan.datasetBytes;
        c.checkpointBytes = ckptBytes;
        const double undisturbed = e->timeHours;
        double factor = 1;
        const cost::SpotTerms spotTerms = terms.spotFor(inst.gpus);
        if (billing == Billing::Spot) {
            c.spot = cost::spotOutcome(undisturbed, nodes, spotTerms.interruptionsPerHour,
                                       spotTerms.restartMinutes, ckptSeconds);
            c.spot->checkpointBytes = ckptBytes;
            factor = c.spot->overheadFactor;
        }
        c.timeHours = undisturbed * factor;
        c.timeHoursLow = e->timeHoursLow * factor;
        c.timeHoursHigh = e->timeHoursHigh * factor;

        const cost::ComputeCost cc =
            cost::computeCost(*price, undisturbed, c.spot ? &*c.spot : nullptr, nodes, terms);
        c.cost.compute = cc.compute;
        c.cost.interruptions = cc.interruptions;
        c.billedMonths = cc.billedMonths;
        const double dataBytes = plan.datasetBytes * (copyPerNode ? nodes : 1);
        const double keptBytes = ckptBytes * cost::kCheckpointsKept;
        if (dataOpt && dataOpt == ckptOpt) {
            // One disk holds both: its minimum size is paid once, the cost split by what each takes.
            if (auto s = cost::storageCost(*dataOpt, dataBytes + keptBytes, c.timeHours, plan.exchange,
                                           plan.currency)) {
                const double share = dataBytes + keptBytes > 0 ? dataBytes / (dataBytes + keptBytes) : 1.0;
                c.cost.storage = *s * share;
                c.cost.checkpoints = *s * (1.0 - share);
                c.dataStorage = c.checkpointStorage = dataOpt->id;
            }
        } else if (dataOpt) {
            if (auto s = cost::storageCost(*dataOpt, dataBytes, c.timeHours, plan.exchange, plan.currency)) {
                c.cost.storage = *s;
                c.dataStorage = dataOpt->id;
            }
        }
        if (ckptOpt && ckptOpt != dataOpt) {
            if (auto s = cost::storageCost(*ckptOpt, keptBytes, c.timeHours, plan.exchange, plan.currency)) {
                c.cost.checkpoints = *s;
                c.checkpointStorage = ckptOpt->id;
            }
        }
        c.price = std::move(price);

        // --- verdict
        if (!e->fits)
            c.reasons.push_back(*doesNotFit);
        if (c.spot && !c.spot->progressPossible)
            c.reasons.push_back({"spot-no-progress",
                                 "on spot the job would be reclaimed every " + hours(c.spot->mtbfHours) +
                                     " on average and spend most of its time redoing work and restarting",
                                 {{"mtbf_hours", hoursValue(c.spot->mtbfHours)}}});
        if (c.spot && spotTerms.capacityGpus && c.totalGpus() > *spotTerms.capacityGpus)
            c.reasons.push_back(spotCapacityNote(c, spotTerms, m_catalog));
        const double total = c.cost.total();
        if (!std::isfinite(total) || !std::isfinite(c.timeHours) || total < 0 || c.timeHours < 0)
            c.reasons.push_back({"not-computable", "the cost or time of this candidate cannot be computed"});
        else {
            if (job.maxCost && total > *job.maxCost)
                c.reasons.push_back({"over-budget",
                                     "costs " + money(total, plan.currency) + ", over the budget of " +
                                         money(*job.maxCost, plan.currency),
                                     {{"cost_total", moneyValue(total)},
                                      {"max_cost", moneyValue(*job.maxCost)},
                                      {"currency", plan.currency}}});
            if (job.deadlineHours && c.timeHours > *job.deadlineHours)
                c.reasons.push_back({"misses-deadline",
                                     "takes about " + hours(c.timeHours) + ", past the deadline of " +
                                         hours(*job.deadlineHours),
                                     {{"time_hours", hoursValue(c.timeHours)},
                                      {"deadline_hours", hoursValue(*job.deadlineHours)}}});
        }
        c.feasible = c.reasons.empty();

        // --- warnings
        for (const Warning &wn : e->warnings)
            if (wn.code != "does-not-fit")
                c.warnings.push_back(wn);
        if (specEstimated(inst)) {
            const std::string derivation = inst.provenance.derivation.substr(0, 160);
            c.warnings.push_back({"spec-estimated",
                                  "the catalog estimated the specification of " + inst.id + " (" +
                                      derivation + "): confirm the instance type in the provider's console",
                                  {{"instance_type", inst.id}, {"derivation", derivation}}});
        }
        if (c.feasible && job.deadlineHours && c.timeHoursHigh > *job.deadlineHours)
            c.warnings.push_back({"deadline-risk",
                                  "the slow end of the estimate (" + hours(c.timeHoursHigh) +
                                      ") is past the " + hours(*job.deadlineHours) + " deadline",
                                  {{"time_hours_high", hoursValue(c.timeHoursHigh)},
                                   {"deadline_hours", hoursValue(*job.deadlineHours)}}});
        if (const Gpu *gpu = m_catalog.findGpu(inst.gpu);
            gpu && gpu->exportControl && rentsInMainland(m_catalog, inst, c.price->region))
            c.warnings.push_back({"export-controlled",
                                  gpu->id +
                                      " is under export controls that limit its sale into mainland China (" +
                                      gpu->exportControl->rule +
                                      "): providers there rent out the stock they have, so capacity can run "
                                      "short; confirm the "
                                      "instance type is available before planning around it",
                                  {{"gpu", gpu->id},
                                   {"rule", gpu->exportControl->rule},
                                   {"rule_zh", gpu->exportControl->ruleZh}}});
        if (!job.region.empty() && !c.price->region.empty() && c.price->region != job.region)
            c.warnings.push_back(
                {"price-other-region",
                 "priced with the " + c.price->region + " price; the catalog has none for " + job.region,
                 {{"price_region", c.price->region}, {"region", job.region}}});
        if (billing == Billing::SubscriptionMonth) {
            const double used = undisturbed / (c.billedMonths * cost::kHoursPerMonth);
            if (used < 0.5)
                c.warnings.push_back(
                    {"subscription-unused",
                     "pays " + std::to_string(c.billedMonths) + " month(s) for a run that uses " +
                         fixedDecimals(100.0 * used, 0) + "% of them",
                     {{"months", c.billedMonths}, {"used_percent", messageFigure(100.0 * used, 0)}}});
        }
        if (billing == Billing::Reserved1y || billing == Billing::Reserved3y)
            c.warnings.push_back({"reserved-term",
                                  std::string("commits to a ") +
                                      (billing == Billing::Reserved1y ? "1-year" : "3-year") +
                                      " reservation: the whole term is paid",
                                  {{"years", billing == Billing::Reserved1y ? 1 : 3}}});
        plan.candidates.push_back(std::move(c));
    }
}

void Planner::rank(Plan &plan) const
{
    auto &cs = plan.candidates;
    double minCost = std::numeric_limits<double>::infinity(), minTime = minCost;
    for (const Candidate &c : cs)
        if (c.feasible) {
            minCost = std::min(minCost, c.costTotal());
            minTime = std::min(minTime, c.timeHours);
        }
    auto score = [&](const Candidate &c) {
        switch (plan.objective) {
        case Objective::Cheapest:
            return c.costTotal();
        case Objective::Fastest:
            return c.timeHours;
        case Objective::Balanced:
            // Scale-free: the product of "times the cheapest" and "times the fastest".
            return (minCost > 0 ? c.costTotal() / minCost : 1.0) *
                   (minTime > 0 ? c.timeHours / minTime : 1.0);
        }
        return c.costTotal();
    };
    auto tieBreak = [](const Candidate &a, const Candidate &b) {
        if (billingRisk(a.billing) != billingRisk(b.billing))
            return billingRisk(a.billing) < billingRisk(b.billing);
        if (a.nodes != b.nodes)
            return a.nodes < b.nodes;
        if (a.instance->provider != b.instance->provider)
            return a.instance->provider < b.instance->provider;
        return a.instance->id < b.instance->id;
    };
    // Sort positions, then move each candidate once: a candidate is a large record.
    std::vector<double> scores(cs.size());
    for (std::size_t i = 0; i < cs.size(); ++i)
        scores[i] = cs[i].feasible ? score(cs[i]) : 0.0;
    std::vector<std::size_t> order(cs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t ia, std::size_t ib) {
        const Candidate &a = cs[ia];
        const Candidate &b = cs[ib];
        if (a.feasible != b.feasible)
            return a.feasible;
        if (a.feasible) {
            const double sa = scores[ia], sb = scores[ib];
            if (sa != sb)
                return sa < sb;
            const double second = plan.objective == Objective::Fastest ? a.costTotal() - b.costTotal()
                                                                       : a.timeHours - b.timeHours;
            if (second != 0)
                return second < 0;
            return tieBreak(a, b);
        }
        // rejected: priced ones by cost (so "why was the cheaper one rejected" reads top-down), then the rest
        if (a.priced() != b.priced())
            return a.priced();
        if (a.priced() && a.costTotal() != b.costTotal())
            return a.costTotal() < b.costTotal();
        if (a.timeHours != b.timeHours)
            return a.timeHours < b.timeHours;
        return tieBreak(a, b);
    });
    std::vector<Candidate> sorted;
    sorted.reserve(cs.size());
    for (std::size_t i : order)
        sorted.push_back(std::move(cs[i]));
    cs = std::move(sorted);

    std::vector<CostTime> points;
    std::vector<std::size_t> index;
    for (std::size_t i = 0; i < cs.size(); ++i)
        if (cs[i].feasible) {
            points.push_back({cs[i].costTotal(), cs[i].timeHours});
            index.push_back(i);
        }
    const auto front = paretoFront(points);
    for (std::size_t k = 0; k < index.size(); ++k)
        cs[index[k]].pareto = front[k];
    plan.stats.feasible = static_cast<int>(points.size());
}

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
        add("memory-use",
            "Uses " + fixedDecimals(c.estimate->memoryPerGpuGib()) + " of " +
                fixedDecimals(c.estimate->gpuMemoryGib, 0) + " GiB per GPU (micro-batch " +
                std::to_string(w.microBatch) + ", ZeRO stage " + std::to_string(w.zeroStage) +
                ", activation checkpointing " + recomputeWord(w.recompute) + ").",
            {{"memory_per_gpu_gib", messageFigure(c.estimate->memoryPerGpuGib(), 1)},
             {"gpu_memory_gib", messageFigure(c.estimate->gpuMemoryGib, 0)},
             {"micro_batch", w.microBatch},
             {"zero_stage", w.zeroStage},
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
        s.message = "No instance type in the catalog matches the job's filters" +
                    (why.empty() ? std::string(".") : " (" + why + " excluded); widen them.");
        s.figures = {{"excluded_by_hardware", ctx.filteredByHardware},
                     {"excluded_by_providers", ctx.filteredByProvider},
                     {"excluded_by_region", ctx.filteredByRegion},
                     {"excluded_by_domestic_only", ctx.filteredByDomestic},
                     {"excluded_by_framework", ctx.filteredByFramework},
                     {"excluded_by_data_residency", ctx.filteredByResidency}};
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
            Job q = job;
            q.method = Method::QLora;
            q.methodGiven = true;
            q.instance = least->instance->id;
            q.gpu.clear();
            q.gpusPerNode.reset();
            q.nodes = least->nodes;
            q.nodesGiven = true;
            q.microBatch.reset();
            q.zeroStage.reset();
            q.recompute.reset();
            q.networkGbps.reset();
            q.rdma.reset();
            q.vcpus.reset();
            if (auto r = resolveWorkload(q, m_catalog, ctx.file); r.workload) {
                const Estimate e = m_estimator.estimate(*r.workload);
                plan.stats.estimates++;
                if (e.fits)
                    out.push_back({"use-qlora",
                                   "Use QLoRA (method \"qlora\", or budget.allow_method_change): it needs " +
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
                Job b = job;
                b.instance = inst->id;
                b.gpu.clear();
                b.gpusPerNode.reset();
                b.nodes = 1;
                b.networkGbps.reset();
                b.rdma.reset();
                b.vcpus.reset();
                if (b.precision)
                    if (auto sub = substitutePrecision(*m_catalog.findGpu(inst->gpu), *b.precision))
                        b.precision = *sub;
                auto r = resolveWorkload(b, m_catalog, ctx.file);
                if (!r.workload)
                    continue;
                const Estimate e = m_estimator.estimate(*r.workload);
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

void Planner::addAssumptions(Context &ctx) const
{
    using nlohmann::json;
    Plan &plan = ctx.plan;
    auto &a = plan.assumptions;
    const cost::Exchange &x = plan.exchange;
    if (ctx.anyConversion || x.defaulted)
        a.push_back(
            {"exchange-rate",
             "1 USD = " + fixedDecimals(x.cnyPerUsd, 4) + " CNY" +
                 (x.defaulted ? " (planner default: the catalog has no exchange rate)"
                              : " (" + shortSource(x.provenance.source) + ", " + x.provenance.date + ")"),
             x.provenance,
             {{"cny_per_usd", messageFigure(x.cnyPerUsd, 4)},
              {"defaulted", x.defaulted},
              {"source", x.defaulted ? json() : json(shortSource(x.provenance.source))},
              {"date", x.defaulted ? json() : json(x.provenance.date)}}});
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
            a.push_back({"spot-terms",
                         who + ": spot at " + fixedDecimals(t.spotFraction, 2) +
                             " x on-demand where no spot price is listed" +
                             (t.spotFractionDefaulted ? " (planner default)" : "") + "; " +
                             fixedDecimals(t.spotInterruptionsPerHour, 3) + " reclaims per node-hour, " +
                             fixedDecimals(t.spotRestartMinutes, 0) + " min to restart" +
                             (t.spotRiskDefaulted ? " (planner default: no provider publishes a rate)" : ""),
                         t.spotProvenance,
                         about({{"spot_fraction", messageFigure(t.spotFraction, 2)},
                                {"fraction_defaulted", t.spotFractionDefaulted},
                                {"interruptions_per_node_hour", messageFigure(t.spotInterruptionsPerHour, 3)},
                                {"restart_min", messageFigure(t.spotRestartMinutes, 0)},
                                {"rate_defaulted", t.spotRiskDefaulted}})});
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
    if (ctx.usedDefaultWrite)
        a.push_back({"checkpoint-write",
                     "checkpoints written at " + fixedDecimals(cost::kDefaultWriteMBps, 0) +
                         " MB/s per node where the provider lists no block storage",
                     {cost::kDefaultWriteSource, "", "list", ""},
                     {{"write_mbps", messageFigure(cost::kDefaultWriteMBps, 0)}}});
    if (ctx.residency)
        a.push_back(
            {"data-residency",
             "candidates are kept to regions in mainland China and priced there (budget.data_residency "
             "\"cn-mainland\"): " +
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
        a.push_back(
            {"hardware-overrides",
             "hardware.vcpus and hardware.network_gbps describe one machine; the plan uses each catalog "
             "instance's own figures",
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
