#include "Estimator.h"

#include "MessageCodes.h"
#include "Text.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tp {

namespace {

// Params of the workload warnings (core/Workload.cpp), which come as problems without figures:
// the figures are read back from the workload they describe.
nlohmann::json workloadWarningParams(const Workload &w, const std::string &code)
{
    const Gpu &gpu = *w.hw.gpu;
    if (code == "precision-unsupported")
        return {{"gpu", gpu.id},
                {"precision", toString(w.precision)},
                {"suggested_precision", gpu.tflops.count("bf16") ? "bf16" : "fp16"}};
    if (code == "seq-exceeds-model")
        return {{"seq_len", w.seqLen}, {"max_seq_len", w.model.maxSeqLen}};
    if (code == "truncated-samples")
        return {{"seq_len", w.seqLen}};
    return nlohmann::json::object();
}

std::vector<int> powersOfTwoDown(int max)
{
    std::vector<int> out;
    int p = 1;
    while (p * 2 <= max)
        p *= 2;
    for (; p >= 1; p /= 2)
        out.push_back(p);
    return out;
}

// The largest micro-batch worth trying: long sequences and big images need fewer per pass to
// saturate a GPU; beyond this, throughput no longer grows while memory does.
int microBatchCap(const Workload &w)
{
    int cap = 1;
    if (w.model.isTransformer())
        cap = std::clamp(16384 / std::max(1, w.seqLen), 1, 32);
    else
        cap = 32;
    if (w.globalBatchGiven)
        cap = std::min(cap, std::max(1, *w.globalBatchGiven / std::max(1, w.parallel.data)));
    return cap;
}

} // namespace

Estimate Estimator::evaluate(const Workload &w) const
{
    Estimate e;
    e.workload = w;
    e.memory = memory::estimate(w);
    e.gpuMemoryGib = w.hw.gpu->memoryGib;
    e.fits = e.memoryPerGpuGib() <= e.gpuMemoryGib;
    e.performance = performance::estimate(w, m_catalog.efficiency);
    return e;
}

Estimate Estimator::estimate(const Workload &input) const
{
    // Candidate settings for what the user left open.
    const int gpus = input.hw.totalGpus();
    std::vector<int> zeroStages = input.zeroStageFixed ? std::vector<int>{input.zeroStage}
                                  : gpus > 1           ? std::vector<int>{0, 1, 2, 3}
                                                       : std::vector<int>{0};
    std::vector<bool> checkpointing = input.checkpointingFixed ? std::vector<bool>{input.activationCheckpointing}
                                                               : std::vector<bool>{false, true};
    std::vector<int> microBatches = input.microBatchFixed ? std::vector<int>{input.microBatch}
                                                          : powersOfTwoDown(microBatchCap(input));
    // Model parallelism (Megatron-style tensor x pipeline) is what tuned stacks use when the
    // model states do not fit; standard stacks rely on ZeRO instead. Tensor parallelism
    // all-reduces activations in every layer and needs NVLink; pipeline stages exchange only
    // boundary activations and run over PCIe and the network too.
    std::vector<Parallelism> layouts{Parallelism{1, 1, gpus}};
    const bool nvlink = input.hw.gpu->link != Gpu::Link::PCIe;
    if (input.stack == Stack::Optimized && input.model.isTransformer()) {
        for (int t = 1; t <= (nvlink ? input.hw.gpusPerNode : 1); t *= 2)
            for (int p = 1; p <= input.model.layers && t * p <= gpus; p *= 2)
                if ((t > 1 || p > 1) && gpus % (t * p) == 0)
                    layouts.push_back(Parallelism{t, p, gpus / (t * p)});
    }

    std::optional<Estimate> best;      // fastest that fits
    std::optional<Estimate> smallest;  // least memory, when nothing fits
    for (const Parallelism &layout : layouts) {
        for (int zero : zeroStages) {
            for (bool ckpt : checkpointing) {
                for (int mb : microBatches) {
                    if (input.globalBatchGiven && *input.globalBatchGiven < mb * layout.data && layout.data > 1 &&
                        layouts.size() > 1)
                        continue; // this layout cannot split the global batch across its replicas
                    Workload w = input;
                    w.parallel = layout;
                    w.zeroStage = zero;
                    w.activationCheckpointing = ckpt;
                    w.microBatch = mb;
                    Estimate e = evaluate(w);
                    if (e.fits) {
                        if (!best || e.performance.totalSeconds < best->performance.totalSeconds)
                            best = std::move(e);
                        break; // smaller micro-batches of this setting only run slower
                    }
                    if (!smallest || e.memory.total() < smallest->memory.total())
                        smallest = std::move(e);
                }
            }
        }
        if (best)
            break; // the least model parallelism that fits
    }
    if (!best && !smallest) {
        // Every layout was skipped (the global batch splits across the replicas of none of them):
        // estimate plain data parallelism with the smallest micro-batch rather than read an empty
        // optional.
        Workload w = input;
        w.parallel = layouts.front();
        w.zeroStage = zeroStages.back();
        w.activationCheckpointing = checkpointing.back();
        w.microBatch = microBatches.back();
        smallest = evaluate(w);
    }
    Estimate e = best ? std::move(*best) : std::move(*smallest);
    Workload &w = e.workload;
    if (!input.microBatchFixed)
        w.assumptions["micro_batch"] = w.microBatch;
    if (!input.zeroStageFixed)
        w.assumptions["zero_stage"] = w.zeroStage;
    if (!input.checkpointingFixed)
        w.assumptions["activation_checkpointing"] = w.activationCheckpointing;
    if (!input.globalBatchGiven)
        w.assumptions["global_batch"] = w.globalBatch();
    if (w.parallel.modelParallel() > 1)
        w.assumptions["parallelism"] = {{"tensor", w.parallel.tensor},
                                        {"pipeline", w.parallel.pipeline},
                                        {"data", w.parallel.data}};
    w.assumptions["gradient_accumulation"] = w.gradientAccumulation();

    // Time and its range, from the spread of the calibration residuals of the workload class.
    const Performance &p = e.performance;
    e.timeHours = p.totalSeconds / 3600.0;
    const EfficiencyModel &eff = m_catalog.efficiency;
    EfficiencyModel::ClassFit fit = eff.classFit(w.workloadClass);
    double low = std::min(0.0, fit.logLow), high = std::max(0.0, fit.logHigh);
    auto gen = eff.generations.find(w.hw.gpu->generation);
    if (gen == eff.generations.end() || gen->second.cases == 0) {
        low *= 1.5; // no published run on this generation: wider
        high *= 1.5;
    }
    e.timeHoursLow = e.timeHours * std::exp(low);
    e.timeHoursHigh = e.timeHours * std::exp(high);
    e.gpuHours = e.timeHours * w.hw.totalGpus();

    w.assumptions["mfu"] = std::round(p.mfu * 1000.0) / 1000.0;
    w.assumptions["compute_efficiency"] = std::round(p.computeEfficiency * 1000.0) / 1000.0;
    w.assumptions["peak_tflops"] = p.peakTflops;

    // Cost, when an instance with an on-demand price in the job's currency is named.
    if (w.hw.instance) {
        for (const Price &price : w.hw.instance->prices) {
            if (price.billing != Billing::OnDemand)
                continue;
            CostEstimate c;
            c.currency = price.currency;
            c.billing = price.billing;
            c.pricePerHour = price.amount;
            c.priceSource = price.provenance;
            c.total = price.amount * w.hw.nodes * e.timeHours;
            e.cost = c;
            break;
        }
    }
    addWarnings(e);
    return e;
}

void Estimator::addWarnings(Estimate &e) const
{
    using nlohmann::json;
    const Workload &w = e.workload;
    const Performance &p = e.performance;
    for (const Problem &pr : w.warnings)
        e.warnings.push_back({pr.code, pr.message, workloadWarningParams(w, pr.code)});
    const double used = e.memoryPerGpuGib();
    if (!e.fits) {
        std::string given;
        if (w.microBatchFixed)
            given += " micro_batch " + std::to_string(w.microBatch);
        if (w.zeroStageFixed)
            given += std::string(given.empty() ? "" : ",") + " ZeRO stage " + std::to_string(w.zeroStage);
        if (w.checkpointingFixed)
            given += std::string(given.empty() ? "" : ",") + " activation checkpointing " +
                     (w.activationCheckpointing ? "on" : "off");
        e.warnings.push_back({"does-not-fit",
                              "needs " + fmt(used) + " GiB per GPU but " + w.hw.gpu->id + " has " +
                                  fmt(e.gpuMemoryGib, 0) + " GiB" +
                                  (given.empty() ? std::string(", with every setting tried (ZeRO, "
                                                               "activation checkpointing, micro-batch 1)")
                                                 : " with" + given +
                                                       " as given; leave them out to "
                                                       "let TrainPlan find a setting "
                                                       "that fits"),
                              {{"needed_gib", messageFigure(used, 1)},
                               {"gpu", w.hw.gpu->id},
                               {"capacity_gib", messageFigure(e.gpuMemoryGib, 0)},
                               {"given_micro_batch", w.microBatchFixed ? json(w.microBatch) : json(nullptr)},
                               {"given_zero_stage", w.zeroStageFixed ? json(w.zeroStage) : json(nullptr)},
                               {"given_activation_checkpointing",
                                w.checkpointingFixed ? json(w.activationCheckpointing) : json(nullptr)}}});
    } else if (used > 0.92 * e.gpuMemoryGib) {
        const double percent = 100.0 * used / e.gpuMemoryGib;
        e.warnings.push_back({"memory-tight",
                              "uses " + fmt(percent, 0) +
                                  "% of GPU memory: longer samples or a framework upgrade can tip it "
                                  "into out-of-memory",
                              {{"used_percent", messageFigure(percent, 0)}}});
    }
    if (w.hw.nodes > 1 && !w.hw.rdma) {
        const double percent = 100.0 * m_catalog.efficiency.networkEfficiencyTcp;
        e.warnings.push_back({"no-rdma",
                              "multi-node training over TCP: all-reduce reaches about " + fmt(percent, 0) +
                                  "% of line rate; an RDMA network (RoCE, InfiniBand, eRDMA) is advised",
                              {{"tcp_percent", messageFigure(percent, 0)}}});
    }
    if (p.stepSeconds > 0 && p.commExposedSeconds > 0.25 * p.stepSeconds) {
        const double percent = 100.0 * p.commExposedSeconds / p.stepSeconds;
        e.warnings.push_back({"comm-bound",
                              "gradient communication takes " + fmt(percent, 0) +
                                  "% of each step; fewer, larger nodes or a faster network help",
                              {{"comm_percent", messageFigure(percent, 0)}}});
    }
    if (p.inputSeconds > 0 && p.inputSeconds >= 0.95 * p.stepSeconds) {
        e.warnings.push_back({"input-bound",
                              "the host CPUs (" + std::to_string(w.hw.vcpusPerNode) +
                                  " vCPUs per node) cannot decode and augment images as fast as the "
                                  "GPUs train: more vCPUs, pre-resized data or GPU decoding (DALI) help",
                              {{"vcpus_per_node", w.hw.vcpusPerNode}}});
    }
    if (p.stepSeconds > 0 && p.memorySeconds >= 0.4 * p.stepSeconds) {
        const double percent = 100.0 * p.memorySeconds / p.stepSeconds;
        e.warnings.push_back({"memory-bound",
                              "memory bandwidth (" + fmt(w.hw.gpu->memoryBandwidthGBps, 0) +
                                  " GB/s) limits speed as much as compute: " + fmt(percent, 0) +
                                  "% of each step moves data; a GPU with faster memory helps more "
                                  "than one with more TFLOPS",
                              {{"bandwidth_gbps", messageFigure(w.hw.gpu->memoryBandwidthGBps, 0)},
                               {"memory_percent", messageFigure(percent, 0)}}});
    }
    auto gen = m_catalog.efficiency.generations.find(w.hw.gpu->generation);
    if (gen == m_catalog.efficiency.generations.end() || gen->second.cases == 0) {
        e.warnings.push_back({"uncalibrated-gpu",
                              "no published training run calibrates " + toString(w.hw.gpu->generation) +
                                  " GPUs; the estimate uses other generations' efficiency "
                                  "and a wider range",
                              {{"generation", toString(w.hw.gpu->generation)}}});
    }
    for (const auto &[field, prov] : w.hw.gpu->fieldSources) {
        if (prov.confidence == "estimate" && field.rfind("tflops", 0) == 0) {
            e.warnings.push_back(
                {"estimated-spec",
                 w.hw.gpu->id + " peak " + field + " is an estimate (" + prov.derivation + ")",
                 {{"gpu", w.hw.gpu->id}, {"field", field}, {"derivation", prov.derivation}}});
            break;
        }
    }
}

} // namespace tp
