#include "core/Estimator.h"

#include "core/EstimateJson.h"
#include "core/LayoutSearch.h"
#include "core/MessageCodes.h"
#include "core/Strings.h"

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
    if (code == "distributed-optimizer")
        return {{"framework", w.framework->name.en}};
    return nlohmann::json::object();
}

// A warning's params, member by member: nlohmann's initializer lists build each pair as an array
// and then convert, several times the work, and does-not-fit is made for most estimates of a plan
// over the whole catalog.
nlohmann::json params(std::initializer_list<std::pair<const char *, nlohmann::json>> members)
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto &[key, value] : members)
        out[key] = value;
    return out;
}

} // namespace

Estimate Estimator::estimate(const Workload &input) const
{
    const LayoutChoice choice = searchLayout(input, m_catalog.efficiency);
    Estimate e;
    e.workload = input;
    e.workload.setLayout(choice.layout);
    e.memory = choice.memory;
    e.gpuMemoryGib = input.hw.gpu->memoryGib;
    e.fits = choice.fits;
    e.performance = choice.performance;
    e.layoutsEvaluated = choice.evaluated;
    Workload &w = e.workload;
    if (!input.microBatchFixed)
        w.assumptions["micro_batch"] = w.microBatch;
    if (!input.zeroStageFixed)
        w.assumptions["zero_stage"] = w.zeroStage;
    if (!input.checkpointingFixed)
        w.assumptions["activation_checkpointing"] = recomputeJson(w.recompute);
    if (!input.globalBatchGiven)
        w.assumptions["global_batch"] = w.globalBatch();
    w.assumptions["gradient_accumulation"] = w.gradientAccumulation();
    // the parallel layout is in the workload; the estimate's JSON words it (EstimateJson.cpp)

    // Time and its range, from the spread of the calibration residuals of the workload class.
    const Performance &p = e.performance;
    e.timeHours = p.totalSeconds / 3600.0;
    const EfficiencyModel &eff = m_catalog.efficiency;
    // calibrated on the user's own run: no wider than such calibrations were on published runs,
    // on the GPU measured and on others
    const bool sameGpu = w.hw.gpu->id == w.calibration.gpu;
    const EfficiencyModel::ClassFit &calFit = sameGpu ? eff.calibrated.sameGpu : eff.calibrated.otherGpu;
    const bool calibrated = w.calibration.speedMeasured && calFit.cases > 0;
    EfficiencyModel::ClassFit fit = eff.classFit(w.workloadClass);
    if (calibrated) {
        fit.logLow = std::max(fit.logLow, calFit.logLow);
        fit.logHigh = std::min(fit.logHigh, calFit.logHigh);
    }
    double low = std::min(0.0, fit.logLow), high = std::max(0.0, fit.logHigh);
    auto gen = eff.generations.find(w.hw.gpu->generation);
    if (!(calibrated && sameGpu) && (gen == eff.generations.end() || gen->second.cases == 0)) {
        low *= 1.5; // no published run on this generation: wider
        high *= 1.5;
    }
    e.timeHoursLow = e.timeHours * std::exp(low);
    e.timeHoursHigh = e.timeHours * std::exp(high);
    e.gpuHours = e.timeHours * w.hw.totalGpus();

    w.assumptions["mfu"] = std::round(p.mfu * 1000.0) / 1000.0;
    w.assumptions["compute_efficiency"] = std::round(p.computeEfficiency * 1000.0) / 1000.0;
    w.assumptions["peak_tflops"] = p.peakTflops;

    // Cost is the planner's to price (cost::onDemandCost): the user's overrides, the job's region
    // and currency, one resolution for `estimate` and `plan`.
    addWarnings(e);
    return e;
}

std::optional<Problem> batchProblem(const Estimate &e, const std::string &file)
{
    for (const Warning &w : e.warnings)
        if (w.code == "batch-rounded")
            return Problem{Problem::Severity::Error, w.code, file, "/global_batch", w.message};
    return std::nullopt;
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
                     (w.recompute == Recompute::Full        ? "on"
                      : w.recompute == Recompute::Selective ? "selective"
                                                            : "off");
        const std::string kept = w.memoryHeadroom > 0
                                     ? ", " + fixedDecimals(100.0 * w.memoryHeadroom, 0) + "% of it kept free"
                                     : "";
        e.warnings.push_back(
            {"does-not-fit",
             "needs " + fixedDecimals(used) + " GiB per GPU but " + w.hw.gpu->id + " has " +
                 fixedDecimals(e.gpuMemoryGib, 0) + " GiB" + kept +
                 (given.empty() ? std::string(", with every setting tried (ZeRO, "
                                              "activation checkpointing, micro-batch 1)")
                                : " with" + given +
                                      " as given; leave them out to "
                                      "let TrainPlan find a setting "
                                      "that fits"),
             params(
                 {{"needed_gib", messageFigure(used, 1)},
                  {"gpu", w.hw.gpu->id},
                  {"capacity_gib", messageFigure(e.gpuMemoryGib, 0)},
                  {"given_micro_batch", w.microBatchFixed ? json(w.microBatch) : json(nullptr)},
                  {"given_zero_stage", w.zeroStageFixed ? json(w.zeroStage) : json(nullptr)},
                  {"given_activation_checkpointing",
                   w.checkpointingFixed ? recomputeJson(w.recompute) : json(nullptr)},
                  {"headroom_percent", w.memoryHeadroom > 0 ? json(messageFigure(100.0 * w.memoryHeadroom, 0))
                                                            : json(nullptr)}})});
    } else if (used > 0.92 * e.gpuMemoryGib) {
        const double percent = 100.0 * used / e.gpuMemoryGib;
        e.warnings.push_back({"memory-tight",
                              "uses " + fixedDecimals(percent, 0) +
                                  "% of GPU memory: longer samples or a framework upgrade can tip it "
                                  "into out-of-memory",
                              {{"used_percent", messageFigure(percent, 0)}}});
    }
    if (w.globalBatchGiven && *w.globalBatchGiven % (w.microBatch * std::max(1, w.parallel.data)) != 0) {
        // no layout splits the given global batch evenly over this hardware's replicas: an error
        // of the job (batchProblem) and a reason that rejects a planner's candidate
        const int unit = w.microBatch * std::max(1, w.parallel.data);
        const int perStep = unit * w.gradientAccumulation();
        const int below = *w.globalBatchGiven / unit * unit;
        const int above = below + unit;
        e.warnings.push_back(
            {"batch-rounded",
             "the global batch " + std::to_string(*w.globalBatchGiven) +
                 " does not split evenly into micro-batch " + std::to_string(w.microBatch) + " x " +
                 std::to_string(w.parallel.data) + " data-parallel GPUs: each step would take " +
                 std::to_string(perStep) + " samples (" + std::to_string(w.gradientAccumulation()) +
                 " accumulation steps), which DeepSpeed and Megatron-LM refuse; give a "
                 "global batch that is a multiple of " +
                 std::to_string(unit) + " (the nearest: " +
                 (below > 0 ? std::to_string(below) + " or " : std::string()) + std::to_string(above) + ")",
             {{"global_batch", *w.globalBatchGiven},
              {"micro_batch", w.microBatch},
              {"data_parallel", w.parallel.data},
              {"per_step", perStep},
              {"accumulation", w.gradientAccumulation()},
              {"nearest_below", below > 0 ? nlohmann::json(below) : nlohmann::json(nullptr)},
              {"nearest_above", above}}});
    }
    if (w.parallelFixed.sequenceParallel.value_or(false) && w.parallel.tensor < 2)
        e.warnings.push_back(
            {"sequence-parallel-off",
             "sequence parallelism splits what tensor parallelism leaves whole; with tensor 1 "
             "it is switched off, as Megatron-LM does",
             nlohmann::json::object()});
    if (w.hw.nodes > 1 && !w.hw.rdma) {
        const double percent = 100.0 * m_catalog.efficiency.networkEfficiencyTcp;
        e.warnings.push_back({"no-rdma",
                              "multi-node training over TCP: all-reduce reaches about " +
                                  fixedDecimals(percent, 0) +
                                  "% of line rate; an RDMA network (RoCE, InfiniBand, eRDMA) is advised",
                              {{"tcp_percent", messageFigure(percent, 0)}}});
    }
    if (p.stepSeconds > 0 && p.commExposedSeconds > 0.25 * p.stepSeconds) {
        const double percent = 100.0 * p.commExposedSeconds / p.stepSeconds;
        e.warnings.push_back({"comm-bound",
                              "gradient communication takes " + fixedDecimals(percent, 0) +
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
    if (p.hostSeconds > 0 && p.hostSeconds * p.pipelineBubble >= 0.95 * p.stepSeconds) {
        const double perMicroBatchMs = 1000.0 * p.hostSeconds / std::max(1, w.gradientAccumulation());
        e.warnings.push_back({"launch-bound",
                              "the host launches this model's kernels more slowly than the GPUs run them (" +
                                  fixedDecimals(perMicroBatchMs, 0) +
                                  " ms per micro-batch): a larger micro-batch, longer samples, torch.compile "
                                  "or CUDA graphs use the GPUs better",
                              {{"host_ms", messageFigure(perMicroBatchMs, 0)}}});
    }
    if (p.stepSeconds > 0 && p.memorySeconds >= 0.4 * p.stepSeconds) {
        const double percent = 100.0 * p.memorySeconds / p.stepSeconds;
        e.warnings.push_back({"memory-bound",
                              "memory bandwidth (" + fixedDecimals(w.hw.gpu->memoryBandwidthGBps, 0) +
                                  " GB/s) limits speed as much as compute: " + fixedDecimals(percent, 0) +
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
