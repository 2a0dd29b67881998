// Planner::plan(): checks the job's references to the catalog, filters the instance types and
// resolves the job on one GPU, then runs the search, ranking, recommendation, suggestions and
// assumptions (a file each).
#include "core/planner/Planner.h"

#include "core/JsonReader.h"
#include "core/Strings.h"
#include "core/planner/PlannerDetail.h"

#include <algorithm>
#include <set>

namespace tp {

namespace {

const std::vector<Billing> kAllBillings = {Billing::OnDemand, Billing::Spot, Billing::SubscriptionMonth,
                                           Billing::Reserved1y, Billing::Reserved3y};

// Accelerators made by Chinese vendors (the budget's "domestic accelerators only").
bool isDomestic(const Gpu &gpu)
{
    if (gpu.generation == Generation::Ascend)
        return true;
    static const std::set<std::string> vendors = {"huawei", "cambricon",     "hygon", "kunlunxin",
                                                  "baidu",  "moore threads", "biren", "iluvatar",
                                                  "metax",  "enflame"};
    return vendors.count(toLower(gpu.vendor)) > 0;
}

} // namespace

PlanResult Planner::plan(const Job &asked, const PlanOptions &options, const std::string &file) const
{
    // The user's measured runs correct every candidate's estimate (core/calibration)
    Job job = asked;
    // a recommendation leaves memory free for longer batches and fragmentation (issue 33)
    const bool headroomDefaulted = !job.memoryHeadroom;
    if (headroomDefaulted)
        job.memoryHeadroom = kDefaultMemoryHeadroom;
    std::optional<Calibration> calibration;
    Problems calibrationProblems;
    if (!applyMeasurements(job, m_catalog, file, calibrationProblems, &calibration))
        return {std::nullopt, calibrationProblems};
    Context ctx(job);
    ctx.headroomDefaulted = headroomDefaulted;
    ctx.problems = calibrationProblems;
    ctx.file = file;
    ctx.maxCandidates = options.maxCandidates;
    Plan &plan = ctx.plan;
    plan.job = job;
    plan.calibration = calibration;
    plan.currency = job.currency.empty() ? "CNY" : job.currency;
    plan.exchange = cost::exchangeFor(m_catalog, job);
    plan.objective = options.objective ? *options.objective
                                       : fromString<Objective>(job.objective).value_or(Objective::Cheapest);
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
    ctx.availability =
        job.availability.empty() ? std::vector<std::string>{"open", "apply"} : job.availability;
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
        if (const std::string kind = toString(inst.availability);
            std::find(ctx.availability.begin(), ctx.availability.end(), kind) == ctx.availability.end()) {
            ctx.filteredByAvailability++;
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
        if (!r.value) {
            ctx.problems.insert(ctx.problems.end(), r.problems.begin(), r.problems.end());
            return {std::nullopt, ctx.problems};
        }
        plan.reference = std::move(*r.value);
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

} // namespace tp
