// The search: every instance type that passed the job's filters, at its node counts and billing
// modes, estimated (with the cheapest memory fix where it does not fit), costed and given its verdict.
#include "core/LayoutRules.h"
#include "core/MessageCodes.h"
#include "core/Strings.h"
#include "core/planner/CandidateCap.h"
#include "core/planner/PlannerDetail.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tp {

using namespace detail; // the helpers Planner::plan()'s parts share (PlannerDetail.h)

namespace {

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
// `names`: providerNameParams() of the candidate's provider.
Note spotCapacityNote(const Candidate &c, const cost::SpotTerms &spot, const nlohmann::json &names)
{
    const std::string provider = names["provider_name"].get<std::string>();
    nlohmann::json params = {{"gpus", c.totalGpus()},
                             {"nodes", c.nodes},
                             {"gpus_per_node", c.gpusPerNode()},
                             {"capacity_gpus", *spot.capacityGpus},
                             {"min_gpus", spot.sizeClassMinGpus},
                             {"confidence", spot.provenance.confidence},
                             {"provider", c.instance->provider}};
    params.update(names);
    return {"spot-capacity",
            "asks for " + std::to_string(c.totalGpus()) + " spot GPUs at once (" + std::to_string(c.nodes) +
                " x " + std::to_string(c.gpusPerNode()) + "); " + provider + " spot capacity for sizes of " +
                std::to_string(spot.sizeClassMinGpus) + " GPUs or more is plausibly about " +
                std::to_string(*spot.capacityGpus) + " GPUs of one type in a region (" +
                spot.provenance.confidence + "), so the fleet would wait for capacity or be refused",
            params};
}

// The warnings every candidate of an instance type carries, whatever its node count or billing:
// a specification the catalog estimated, an offer not open to anyone.
void setInstanceNotes(const InstanceType &inst, std::optional<Note> &specNote, std::optional<Note> &offerNote)
{
    specNote.reset();
    offerNote.reset();
    if (specEstimated(inst)) {
        const std::string derivation = inst.provenance.derivation.substr(0, 160);
        specNote = Note{"spec-estimated",
                        "the catalog estimated the specification of " + inst.id + " (" + derivation +
                            "): confirm the instance type in the provider's console",
                        {{"instance_type", inst.id}, {"derivation", derivation}}};
    }
    if (inst.availability != InstanceType::Availability::Open) {
        const bool contract = inst.availability == InstanceType::Availability::Contract;
        nlohmann::json params = {{"instance_type", inst.id}, {"availability", toString(inst.availability)}};
        params["how"] = inst.howToBuy.empty() ? nlohmann::json() : nlohmann::json(inst.howToBuy);
        params["how_zh"] = inst.howToBuyZh.empty() ? nlohmann::json() : nlohmann::json(inst.howToBuyZh);
        offerNote =
            Note{"offer-not-open",
                 inst.id +
                     (contract ? " is sold through the provider's sales team, not by the hour to anyone"
                               : " is rented by application (whitelist, ticket or invitation), not to "
                                 "anyone who asks") +
                     (inst.howToBuy.empty() ? std::string() : ": " + inst.howToBuy),
                 std::move(params)};
    }
}

// A reservation commits to its whole term: the same words on every reserved candidate, built once.
const Note &reservedTermNote(Billing billing)
{
    static const Note oneYear{
        "reserved-term", "commits to a 1-year reservation: the whole term is paid", {{"years", 1}}};
    static const Note threeYears{
        "reserved-term", "commits to a 3-year reservation: the whole term is paid", {{"years", 3}}};
    return billing == Billing::Reserved1y ? oneYear : threeYears;
}

} // namespace

void Planner::enumerate(Context &ctx) const
{
    // Memory stays bounded on a huge catalog: past twice the cap, the candidates that matter least
    // are dropped as the search goes (what matters is kept whatever the order; CandidateCap.h).
    std::vector<Candidate> &cs = ctx.plan.candidates;
    const std::size_t cap = std::max<std::size_t>(1, ctx.maxCandidates);
    // a candidate per billing mode of an instance type, often at two node counts or more: growing
    // the vector by doubling moved every candidate several times (405B over the whole catalog makes
    // 2,303 candidates of 180 instance types: more than two per type and billing mode)
    cs.reserve(std::min(2 * cap + 64, ctx.instances.size() * ctx.plan.billingModes.size() * 3));
    if (ctx.job.maxCost) {
        ctx.overBudgetTail = ", over the budget of " + money(*ctx.job.maxCost, ctx.plan.currency);
        ctx.budgetParams = {{"max_cost", moneyValue(*ctx.job.maxCost)}, {"currency", ctx.plan.currency}};
    }
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
    // The key: the GPU and framework ids and each setting to a thousandth, as raw integers (text
    // formatting of the figures was a tenth of a 405B plan's time).
    std::string key = w.hw.gpu->id;
    key += '|';
    key += w.framework->id;
    key += '|';
    for (const double part :
         {double(w.hw.gpusPerNode), double(w.hw.nodes), w.hw.networkGbps, double(w.hw.rdma),
          double(w.hw.vcpusPerNode), double(w.precision), double(w.method), double(w.microBatchFixed),
          double(w.microBatch), double(w.zeroStageFixed), double(w.zeroStage), double(w.checkpointingFixed),
          double(w.recompute), double(w.loader)}) {
        const long long thousandths = std::llround(part * 1000.0);
        key.append(reinterpret_cast<const char *>(&thousandths), sizeof thousandths);
    }
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
        Job q = onInstance(ctx.job, instance.id, 1);
        q.method = Method::QLora;
        q.methodGiven = true;
        q.microBatch.reset();
        q.zeroStage.reset();
        q.recompute.reset();
        q.precision = asked.precision;
        ResolveResult r = resolveWorkload(q, m_catalog, ctx.file);
        if (r.value) {
            Workload w = std::move(*r.value);
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

    Job jc = onInstance(job, inst.id, 1);
    jc.nodesGiven = false;
    if (job.precision) {
        if (auto sub = substitutePrecision(*gpu, *job.precision)) {
            jc.precision = *sub; // a fix (fixNotes)
            ctx.precisionSubstitutions.insert(gpu->id);
        }
    }
    ResolveResult r = resolveWorkload(jc, m_catalog, ctx.file);
    if (!r.value)
        return;
    const Workload base = std::move(*r.value);

    const cost::Terms &terms = ctx.termsFor(m_catalog, inst.provider);
    ctx.prices.clear();
    bool anyPrice = false;
    for (Billing b : plan.billingModes) {
        ctx.prices.push_back(cost::resolvePrice(inst, b, terms, plan.exchange, job.region, plan.currency,
                                                ctx.regionFilter(inst)));
        anyPrice = anyPrice || ctx.prices.back().has_value();
    }
    setInstanceNotes(inst, ctx.specEstimatedNote, ctx.offerNotOpenNote);
    ctx.spotTerms.reset();
    if (std::find(plan.billingModes.begin(), plan.billingModes.end(), Billing::Spot) !=
        plan.billingModes.end())
        ctx.spotTerms = terms.spotFor(inst.gpus);

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
        plan.candidates.push_back(std::move(c)); // its warnings: the estimate's (Candidate::warnings)
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

    std::optional<Warning> doesNotFit; // the reason a candidate that does not fit is rejected
    if (!e->fits) {
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
                                  {"given_activation_checkpointing", nullptr},
                                  {"headroom_percent", nullptr}}};
    }

    std::vector<std::string> fixes;
    {
        Candidate probe;
        probe.instance = &inst;
        probe.estimate = e;
        for (const Note &n : fixNotes(plan, probe))
            fixes.push_back(n.message);
    }
    // what depends on the instance alone is worked out once for all its node counts and billing
    // modes (evaluateInstance)
    const std::optional<cost::SpotTerms> &spotTerms = ctx.spotTerms;
    nlohmann::json providerNames; // for a spot fleet over the provider's capacity
    if (spotTerms && spotTerms->capacityGpus && inst.gpus * nodes > *spotTerms->capacityGpus)
        providerNames = providerNameParams(m_catalog, inst.provider);
    // The export-control warning depends on the GPU and where the price rents: worded once per
    // price region of this instance type rather than once per billing mode.
    // (one entry per billing mode at most: reserved up front, so a pointer handed out stays valid)
    std::vector<std::pair<std::string, std::optional<Note>>> exportNotes;
    exportNotes.reserve(plan.billingModes.size());
    auto exportNote = [&](const std::string &region) -> const Note * {
        for (const auto &[r, note] : exportNotes)
            if (r == region)
                return note ? &*note : nullptr;
        std::optional<Note> note;
        if (const Gpu *gpu = w.hw.gpu; gpu && gpu->exportControl && rentsInMainland(m_catalog, inst, region))
            note = Note{"export-controlled",
                        gpu->id + " is under export controls that limit its sale into mainland China (" +
                            gpu->exportControl->rule +
                            "): providers there rent out the stock they have, so capacity can run "
                            "short; confirm the "
                            "instance type is available before planning around it",
                        {{"gpu", gpu->id},
                         {"rule", gpu->exportControl->rule},
                         {"rule_zh", gpu->exportControl->ruleZh}}};
        exportNotes.emplace_back(region, std::move(note));
        return exportNotes.back().second ? &*exportNotes.back().second : nullptr;
    };
    for (std::size_t mode = 0; mode < plan.billingModes.size(); ++mode) {
        const Billing billing = plan.billingModes[mode];
        std::optional<ResolvedPrice> price = ctx.prices[mode]; // evaluateInstance() resolved it
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
        if (billing == Billing::Spot) {
            // a framework that saves at epoch ends only cannot checkpoint more often than that;
            // its epoch saves are then in the estimate's time already
            const bool epochs = w.checkpoint.epochsOnly;
            const double epochHours =
                epochs && w.epochs > 0 ? e->performance.trainSeconds / 3600.0 / w.epochs : 0.0;
            const bool counted = epochs && w.checkpoint.every == Cadence::Epoch && w.checkpoint.optimizer;
            c.spot = cost::spotOutcome(undisturbed, nodes, spotTerms->interruptionsPerHour,
                                       spotTerms->restartMinutes, ckptSeconds, epochHours, counted);
            c.spot->intervalIsEpoch = epochs && epochHours > 0 && c.spot->intervalHours >= epochHours - 1e-9;
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
        for (const Warning &wn : e->warnings)
            if (wn.code == "batch-rounded") // fractional steps: the job's batch cannot run here
                c.reasons.push_back(wn);
        if (c.spot && !c.spot->progressPossible)
            c.reasons.push_back({"spot-no-progress",
                                 "on spot the job would be reclaimed every " + hours(c.spot->mtbfHours) +
                                     " on average and spend most of its time redoing work and restarting",
                                 {{"mtbf_hours", hoursValue(c.spot->mtbfHours)}}});
        if (c.spot && spotTerms->capacityGpus && c.totalGpus() > *spotTerms->capacityGpus)
            c.reasons.push_back(spotCapacityNote(c, *spotTerms, providerNames));
        const double total = c.cost.total();
        if (!std::isfinite(total) || !std::isfinite(c.timeHours) || total < 0 || c.timeHours < 0)
            c.reasons.push_back({"not-computable", "the cost or time of this candidate cannot be computed"});
        else {
            if (job.maxCost && total > *job.maxCost) {
                nlohmann::json params = ctx.budgetParams;
                params["cost_total"] = moneyValue(total);
                c.reasons.push_back({"over-budget",
                                     "costs " + money(total, plan.currency) + ctx.overBudgetTail,
                                     std::move(params)});
            }
            if (job.deadlineHours && c.timeHours > *job.deadlineHours)
                c.reasons.push_back({"misses-deadline",
                                     "takes about " + hours(c.timeHours) + ", past the deadline of " +
                                         hours(*job.deadlineHours),
                                     {{"time_hours", hoursValue(c.timeHours)},
                                      {"deadline_hours", hoursValue(*job.deadlineHours)}}});
        }
        c.feasible = c.reasons.empty();

        // --- warnings: the estimate's are shared through c.estimate (Candidate::warnings)
        if (ctx.specEstimatedNote)
            c.plannerWarnings.push_back(*ctx.specEstimatedNote);
        if (c.feasible && job.deadlineHours && c.timeHoursHigh > *job.deadlineHours)
            c.plannerWarnings.push_back({"deadline-risk",
                                         "the slow end of the estimate (" + hours(c.timeHoursHigh) +
                                             ") is past the " + hours(*job.deadlineHours) + " deadline",
                                         {{"time_hours_high", hoursValue(c.timeHoursHigh)},
                                          {"deadline_hours", hoursValue(*job.deadlineHours)}}});
        if (const Note *n = exportNote(c.price->region))
            c.plannerWarnings.push_back(*n);
        if (ctx.offerNotOpenNote)
            c.plannerWarnings.push_back(*ctx.offerNotOpenNote);
        if (!job.region.empty() && !c.price->region.empty() && c.price->region != job.region)
            c.plannerWarnings.push_back(
                {"price-other-region",
                 "priced with the " + c.price->region + " price; the catalog has none for " + job.region,
                 {{"price_region", c.price->region}, {"region", job.region}}});
        if (billing == Billing::SubscriptionMonth) {
            const double used = undisturbed / (c.billedMonths * cost::kHoursPerMonth);
            if (used < 0.5)
                c.plannerWarnings.push_back(
                    {"subscription-unused",
                     "pays " + std::to_string(c.billedMonths) + " month(s) for a run that uses " +
                         fixedDecimals(100.0 * used, 0) + "% of them",
                     {{"months", c.billedMonths}, {"used_percent", messageFigure(100.0 * used, 0)}}});
        }
        if (billing == Billing::Reserved1y || billing == Billing::Reserved3y)
            c.plannerWarnings.push_back(reservedTermNote(billing));
        plan.candidates.push_back(std::move(c));
    }
}

} // namespace tp
