#include "core/LayoutSearch.h"

#include "core/LayoutRules.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tp {

namespace {

// The largest micro-batch worth trying: long sequences and big images need fewer per pass to
// saturate a GPU; beyond this, throughput no longer grows while memory does.
int microBatchCap(const Workload &w, int dataParallel)
{
    int cap = w.model.isTransformer() ? std::clamp(16384 / std::max(1, w.seqLen), 1, 32) : 32;
    if (w.globalBatchGiven)
        cap = std::min(cap, std::max(1, *w.globalBatchGiven / std::max(1, dataParallel)));
    return cap;
}

int powerOfTwoAtMost(int v)
{
    int p = 1;
    while (p * 2 <= v)
        p *= 2;
    return p;
}

std::vector<int> divisorsOf(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

struct Search
{
    Search(const Workload &workload, const EfficiencyModel &efficiency) : w(workload), e(efficiency) {}

    const Workload &w;
    const EfficiencyModel &e;
    double capacity = 0;
    // The best layout that fits and the one needing the least memory; their memory breakdowns are
    // computed once at the end (memory is linear in the micro-batch, so totals come from a line).
    Layout best;
    Performance bestPerformance;
    bool haveBest = false;
    Layout smallest;
    double smallestBytes = 0;
    bool haveSmallest = false;
    int evaluated = 0;

    void consider(const Layout &l, double bytes)
    {
        ++evaluated;
        if (bytes <= capacity) {
            Performance p = performance::estimate(w, l, e);
            if (!haveBest || p.totalSeconds < bestPerformance.totalSeconds * 0.995) {
                best = l;
                bestPerformance = std::move(p);
                haveBest = true;
            }
        } else if (!haveBest && (!haveSmallest || bytes < smallestBytes)) {
            smallest = l;
            smallestBytes = bytes;
            haveSmallest = true;
        }
    }

    // One structure (degrees, ZeRO stage, recomputation): the micro-batches worth running.
    // Returns whether the largest micro-batch the cap allows fitted (more memory-saving settings
    // then cannot help).
    bool structure(Layout l)
    {
        // A global batch the job gives is micro-batch x accumulation x data-parallel replicas
        // exactly (DeepSpeed refuses anything else): only micro-batches that divide each replica's
        // share are run, never a fractional accumulation.
        const int perReplica = w.globalBatchGiven ? *w.globalBatchGiven / std::max(1, l.parallel.data) : 0;
        const auto divides = [&](int b) { return !w.globalBatchGiven || perReplica % b == 0; };
        const int cap = microBatchCap(w, l.parallel.data);
        l.microBatch = w.microBatchFixed ? w.microBatch : 1;
        if (!divides(l.microBatch))
            return false;
        const double m1 = memory::estimate(w, l).total();
        if (w.microBatchFixed) {
            consider(l, m1);
            return m1 <= capacity && w.microBatch >= cap;
        }
        if (m1 > capacity) {
            consider(l, m1); // for the least-memory fallback
            return false;
        }
        l.microBatch = 2;
        const double slope = std::max(1.0, memory::estimate(w, l).total() - m1);
        const int fitting = 1 + static_cast<int>(std::floor((capacity - m1) / slope));
        const int limit = std::max(1, std::min(cap, fitting));
        int top = powerOfTwoAtMost(limit);
        if (w.globalBatchGiven) { // the largest divisor of the replica's share within the limit
            top = 1;
            for (int b = limit; b >= 1; --b)
                if (divides(b)) {
                    top = b;
                    break;
                }
        }
        // pipelines trade micro-batch efficiency against the bubble: smaller ones too
        for (int b = top; b >= 1; b = b > 1 && divides(b / 2) ? b / 2 : (b > 1 ? 1 : 0)) {
            l.microBatch = b;
            consider(l, m1 + (b - 1) * slope);
            if (l.parallel.pipeline == 1 || b == 1)
                break;
        }
        return top >= cap;
    }
};

} // namespace

LayoutChoice searchLayout(const Workload &w, const EfficiencyModel &e)
{
    Search s(w, e);
    s.capacity = w.hw.gpu->memoryGib * memory::kGiB * (1.0 - w.memoryHeadroom);
    const ModelSpec &m = w.model;
    const Framework &f = *w.framework;
    const ParallelismRequest &fixed = w.parallelFixed;
    const int gpus = w.hw.totalGpus();
    const int gpn = std::max(1, w.hw.gpusPerNode);
    const bool transformer = m.isTransformer();

    std::vector<int> tensors;
    if (fixed.tensor) {
        tensors = {*fixed.tensor};
    } else if (transformer && f.tensor) {
        for (int t = 1; t <= gpn && t <= 8; t *= 2)
            if (m.heads % t == 0 && m.kvHeads % t == 0)
                tensors.push_back(t);
    } else {
        tensors = {1};
    }
    std::vector<int> contexts;
    if (fixed.ulysses) { // DeepSpeed-Ulysses is the user's choice, never searched
        contexts = {*fixed.ulysses};
    } else if (fixed.context) {
        contexts = {*fixed.context};
    } else if (transformer && f.context && w.seqLen >= 16384) {
        for (int c = 1; c <= 16; c *= 2)
            if (w.seqLen % (2 * c) == 0)
                contexts.push_back(c);
    } else {
        contexts = {1};
    }

    std::vector<Recompute> recomputes;
    if (w.checkpointingFixed) {
        recomputes = {w.recompute};
    } else {
        recomputes = {Recompute::None};
        if (transformer && f.selectiveRecompute)
            recomputes.push_back(Recompute::Selective);
        if (f.fullRecompute)
            recomputes.push_back(Recompute::Full);
    }

    for (int t : tensors) {
        for (int c : contexts) {
            const int tc = t * c;
            if (tc > gpus || gpus % tc != 0)
                continue;
            std::vector<int> pipelines;
            if (fixed.pipeline) {
                pipelines = {*fixed.pipeline};
            } else if (transformer && f.pipeline) {
                for (int p : divisorsOf(gpus / tc, std::min(m.layers, 128)))
                    // uneven stages as Megatron-LM splits them (the ends hold fewer)
                    if (m.layers % p == 0 || unevenStageSplit(m.layers, p))
                        pipelines.push_back(p);
            } else {
                pipelines = {1};
            }
            for (int p : pipelines) {
                if (gpus % (tc * p) != 0)
                    continue;
                const int d = gpus / (tc * p);
                if (w.globalBatchGiven && *w.globalBatchGiven % d != 0)
                    continue; // the replicas cannot take equal shares of the global batch
                std::vector<int> virtuals;
                if (fixed.virtualStages) {
                    virtuals = {*fixed.virtualStages};
                } else if (p > 1 && f.interleaved) {
                    // no interleaving, the least (2), and one layer per virtual stage, where
                    // every stage divides into that many chunks (interleaveFits)
                    virtuals.push_back(1);
                    const int perStage = m.layers / p;
                    for (const int v : {2, perStage})
                        if (v >= 2 && v <= 16 && v != virtuals.back() && interleaveFits(m.layers, p, v))
                            virtuals.push_back(v);
                } else {
                    virtuals = {1};
                }
                std::vector<int> experts;
                if (fixed.expert) {
                    experts = {*fixed.expert};
                } else if (m.isMoe() && f.expert) {
                    for (int x : divisorsOf(m.experts, m.experts))
                        if ((t * c * d) % x == 0)
                            experts.push_back(x);
                } else {
                    experts = {1};
                }
                std::vector<int> zeros;
                if (w.zeroStageFixed) {
                    zeros = {w.zeroStage};
                } else if (w.offloadParams) {
                    zeros = {3}; // offloading the weights is ZeRO-3's (ZeRO-Infinity), one GPU too
                } else if (w.offloadOptimizer) {
                    for (int z : f.zeroStages) // ZeRO-Offload: stage 1 or more, one GPU too
                        if (z >= 1)
                            zeros.push_back(z);
                } else if (d * c == 1) {
                    zeros = {0}; // nothing to shard over
                } else {
                    zeros = f.zeroStages;
                }
                for (int v : virtuals) {
                    for (int x : experts) {
                        Layout l;
                        l.parallel.tensor = t;
                        l.parallel.context = c;
                        l.parallel.pipeline = p;
                        l.parallel.virtualStages = v;
                        l.parallel.expert = x;
                        l.parallel.data = d;
                        // sequence parallelism splits what tensor parallelism leaves whole: with
                        // tensor 1 it is off, as Megatron-LM switches it off (sequence-parallel-off)
                        l.parallel.sequenceParallel =
                            t > 1 && (fixed.sequenceParallel ? *fixed.sequenceParallel : f.sequenceParallel);
                        l.parallel.ulysses = fixed.ulysses.has_value();
                        if (modelLayoutIssue(w, l.parallel, true) || gpuLayoutIssue(w, l.parallel))
                            continue;
                        bool roomy = false;
                        for (int z : zeros) {
                            if (roomy)
                                break; // less sharding already ran the largest micro-batch
                            l.zeroStage = z;
                            for (Recompute r : recomputes) {
                                l.recompute = r;
                                if (s.structure(l)) {
                                    roomy = true;
                                    break; // more recomputation only slows down
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    LayoutChoice out;
    if (s.haveBest) {
        out.layout = s.best;
        out.performance = std::move(s.bestPerformance);
        out.fits = true;
    } else {
        if (!s.haveSmallest) {
            // No layout was possible (the fixed degrees or the global batch allow none): plain
            // data parallelism with the most memory-saving settings, so the caller still gets
            // figures.
            Layout l;
            l.parallel.data = gpus;
            l.zeroStage = w.zeroStageFixed                   ? w.zeroStage
                          : w.offloadParams                  ? 3
                          : (gpus > 1 || w.offloadOptimizer) ? f.zeroStages.back()
                                                             : 0;
            l.recompute = recomputes.back();
            l.microBatch = w.microBatchFixed ? w.microBatch : 1;
            s.smallest = l;
        }
        out.layout = s.smallest;
        out.performance = performance::estimate(w, out.layout, e);
    }
    out.memory = memory::estimate(w, out.layout);
    out.fits = out.memory.total() <= s.capacity;
    out.evaluated = s.evaluated;
    return out;
}

} // namespace tp
