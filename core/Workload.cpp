#include "core/Workload.h"

#include "core/EstimateJson.h"
#include "core/JsonReader.h"
#include "core/TrainingLoopTime.h"
#include "core/WorkloadSoftware.h"

#include <algorithm>
#include <cmath>

namespace tp {

int Workload::globalBatch() const
{
    if (globalBatchGiven)
        return *globalBatchGiven;
    return static_cast<int>(defaultGlobalBatch(layout()));
}

Layout Workload::layout() const
{
    Layout l;
    l.parallel = parallel;
    l.zeroStage = zeroStage;
    l.recompute = recompute;
    l.microBatch = microBatch;
    return l;
}

void Workload::setLayout(const Layout &l)
{
    parallel = l.parallel;
    zeroStage = l.zeroStage;
    recompute = l.recompute;
    microBatch = l.microBatch;
}

int Workload::gradientAccumulation() const
{
    const int perStep = microBatch * parallel.data;
    return std::max(1, static_cast<int>(std::ceil(static_cast<double>(globalBatch()) / perStep)));
}

namespace {

// A GPU named without an instance stands for its reference server (catalog/servers.json): the
// node's share of the server's cores, memory and network for the GPUs used per node, its GPU
// links and its fabric (RDMA where the server has it). Reported in assumptions.hardware.
void applyReferenceServer(Workload &w, const Catalog &catalog)
{
    Hardware &hw = w.hw;
    hw.server = catalog.serverFor(hw.gpu->id);
    if (!hw.server) {
        // No reference server in the catalog: a generic PCIe host with 8 cores per GPU on a
        // 100 Gbit/s TCP network (common cloud GPU sizes give 8-16 vCPUs per GPU).
        hw.vcpusPerNode = 8 * hw.gpusPerNode;
        hw.networkGbps = 100;
        hw.rdma = false;
        hw.gpusLinked = false;
        w.assumptions["hardware"] = {{"server", nullptr},
                                     {"vcpus_per_node", hw.vcpusPerNode},
                                     {"network_gbps", hw.networkGbps},
                                     {"rdma", false},
                                     {"note", "no reference server for " + hw.gpu->id + " in the catalog"}};
        return;
    }
    const ReferenceServer &s = *hw.server;
    const double share = static_cast<double>(hw.gpusPerNode) / s.gpusPerNode;
    hw.vcpusPerNode = std::max(1, static_cast<int>(std::lround(s.vcpus * share)));
    hw.hostMemoryGib = s.memoryGib * share;
    hw.networkGbps = s.networkGbps * share;
    hw.rdma = s.rdma;
    hw.gpusLinked = s.gpusLinked() && hw.gpu->link != Gpu::Link::PCIe;
    w.assumptions["hardware"] = {{"server", s.id},
                                 {"name", s.name},
                                 {"server_gpus", s.gpusPerNode},
                                 {"gpu_link", toString(s.intraNode)},
                                 {"fabric", s.fabric},
                                 {"network_gbps", hw.networkGbps},
                                 {"rdma", hw.rdma},
                                 {"vcpus_per_node", hw.vcpusPerNode},
                                 {"memory_gib_per_node", std::round(hw.hostMemoryGib)},
                                 {"source", s.provenance.source},
                                 {"date", s.provenance.date},
                                 {"confidence", s.provenance.confidence}};
}

constexpr double kMaxSamplesPerStep = 1e8; // as JobParser's largest global_batch

void warn(Workload &w, const std::string &code, const std::string &message)
{
    w.warnings.push_back({Problem::Severity::Warning, code, "", "", message});
}

WorkloadClass classify(const ModelSpec &m, Method method)
{
    if (!m.isTransformer())
        return WorkloadClass::Vision;
    if (method == Method::Lora || method == Method::QLora)
        return WorkloadClass::LlmLora;
    if (m.architecture != ModelSpec::Architecture::Decoder)
        return WorkloadClass::Encoder;
    return method == Method::Pretrain ? WorkloadClass::LlmPretrain : WorkloadClass::LlmFullFt;
}

} // namespace

ResolveResult resolveWorkload(const Job &job, const Catalog &catalog, const std::string &file)
{
    ResolveResult r;
    auto error = [&](const std::string &path, const std::string &code, const std::string &message) {
        r.problems.push_back({Problem::Severity::Error, code, file, path, message});
    };

    Workload w;
    // --- model
    if (job.customModel) {
        w.model = *job.customModel;
    } else if (const ModelSpec *preset = catalog.findModel(job.modelPreset)) {
        w.model = *preset;
    } else {
        error("/model/preset", "unknown-model",
              "unknown model preset " + quoteValue(job.modelPreset) + " (trainplan-cli presets lists them)");
    }

    // --- hardware
    if (!job.instance.empty()) {
        const InstanceType *inst = catalog.findInstance(job.instance);
        if (!inst) {
            error("/hardware/instance", "unknown-instance",
                  "unknown instance type " + quoteValue(job.instance));
        } else {
            w.hw.instance = inst;
            w.hw.gpu = catalog.findGpu(inst->gpu);
            w.hw.gpusPerNode = inst->gpus;
            if (job.gpusPerNode && *job.gpusPerNode != inst->gpus)
                error("/hardware/gpus_per_node", "conflict",
                      job.instance + " has " + std::to_string(inst->gpus) + " GPUs per node, not " +
                          std::to_string(*job.gpusPerNode));
            w.hw.rdma = inst->rdma != InstanceType::Rdma::None;
            w.hw.networkGbps = w.hw.rdma ? inst->rdmaGbps : inst->networkGbps;
        }
    } else if (!job.gpu.empty()) {
        w.hw.gpu = catalog.findGpu(job.gpu);
        if (!w.hw.gpu)
            error("/hardware/gpu", "unknown-gpu",
                  "unknown GPU " + quoteValue(job.gpu) + " (see the catalog's gpus.json)");
        w.hw.gpusPerNode = job.gpusPerNode.value_or(1);
        if (!job.gpusPerNode)
            w.assumptions["gpus_per_node"] = 1;
    } else {
        error("/hardware", "missing-field", "the estimate needs \"hardware\": a \"gpu\" or an \"instance\"");
    }
    w.hw.nodes = job.nodes;
    if (w.hw.instance) {
        w.hw.vcpusPerNode = w.hw.instance->vcpu;
        const StorageOption *disk = checkpointStorageOf(catalog.findProvider(w.hw.instance->provider));
        w.hw.checkpointWriteMBps = disk ? disk->writeMBps : kDefaultCheckpointWriteMBps;
        w.hw.hostMemoryGib = w.hw.instance->memoryGib;
        w.hw.gpusLinked = w.hw.gpu && w.hw.gpu->link != Gpu::Link::PCIe && w.hw.instance->nvlink;
    } else if (w.hw.gpu) {
        applyReferenceServer(w, catalog);
    }
    if (job.vcpus)
        w.hw.vcpusPerNode = *job.vcpus;
    if (job.networkGbps)
        w.hw.networkGbps = *job.networkGbps;
    if (job.rdma)
        w.hw.rdma = *job.rdma;
    if (w.assumptions.contains("hardware") && (job.vcpus || job.networkGbps || job.rdma)) {
        nlohmann::json &h = w.assumptions["hardware"];
        nlohmann::json given = nlohmann::json::array();
        if (job.vcpus)
            given.push_back("vcpus");
        if (job.networkGbps)
            given.push_back("network_gbps");
        if (job.rdma)
            given.push_back("rdma");
        h["vcpus_per_node"] = w.hw.vcpusPerNode;
        h["network_gbps"] = w.hw.networkGbps;
        h["rdma"] = w.hw.rdma;
        h["given_by_job"] = given;
    }
    if (w.hw.nodes > 1 && w.hw.networkGbps <= 0) {
        // An instance without a stated network: a common cloud GPU network, and say so.
        w.hw.networkGbps = 100;
        w.assumptions["network_gbps"] = 100;
    }

    if (hasErrors(r.problems))
        return r;

    const ModelSpec &m = w.model;
    const Gpu &gpu = *w.hw.gpu;

    // --- method
    w.method = job.method;
    if (!job.methodGiven) {
        w.method = Method::Full;
        w.assumptions["method"] = "full";
    }
    if (!m.isTransformer() && (w.method == Method::Lora || w.method == Method::QLora))
        error("/method", "unsupported",
              "LoRA and QLoRA apply to transformers; a vision model trains with full or pretrain");
    w.loraRank = job.loraRank;
    w.loraTargets = job.loraTargets;
    w.optimizer = job.optimizer;
    w.offloadOptimizer = job.offloadOptimizer || job.offloadParams;
    w.offloadParams = job.offloadParams;
    w.optimizerInBackward = job.optimizerInBackward;

    // --- precision: the best the GPU has when not given
    if (job.precision) {
        w.precision = *job.precision;
        if (!gpu.peakTflops(w.precision)) {
            warn(w, "precision-unsupported",
                 gpu.id + " has no " + toString(w.precision) +
                     " tensor cores; estimated at its fp32 rate. Use " +
                     (gpu.tflops.count("bf16") ? "bf16" : "fp16") + " instead");
        }
    } else {
        w.precision = gpu.tflops.count("bf16") ? Precision::BF16 : Precision::FP16;
        w.assumptions["precision"] = toString(w.precision);
    }
    // Mixed precision keeps fp32 master weights unless the user trains in pure 16-bit.
    w.masterWeights = w.precision != Precision::FP32 && job.masterWeights.value_or(true);

    // --- sequence, data
    if (m.isTransformer()) {
        int defaultSeq = m.defaultSeqLen > 0 ? m.defaultSeqLen : 2048;
        if (job.seqLen) {
            w.seqLen = *job.seqLen;
        } else if (job.tokensPerSample) {
            // Samples set the length when the user gave no sequence length.
            w.seqLen = static_cast<int>(std::ceil(*job.tokensPerSample));
            w.assumptions["seq_len"] = w.seqLen;
        } else {
            w.seqLen = defaultSeq;
            w.assumptions["seq_len"] = w.seqLen;
        }
        if (m.maxSeqLen > 0 && w.seqLen > m.maxSeqLen)
            warn(w, "seq-exceeds-model",
                 "seq_len " + std::to_string(w.seqLen) + " is longer than the model's context of " +
                     std::to_string(m.maxSeqLen) + " tokens");
        if (job.tokens) {
            w.tokensPerSample = w.seqLen;
            w.samplesPerEpoch = *job.tokens / w.seqLen;
        } else if (job.samples) {
            w.samplesPerEpoch = *job.samples;
            if (job.tokensPerSample) {
                w.tokensPerSample = std::min<double>(*job.tokensPerSample, w.seqLen);
                if (*job.tokensPerSample > w.seqLen)
                    warn(w, "truncated-samples",
                         "samples are longer than seq_len and will be truncated to " +
                             std::to_string(w.seqLen) + " tokens");
            } else {
                w.tokensPerSample = w.seqLen;
                w.assumptions["tokens_per_sample"] = w.seqLen;
            }
        }
    } else {
        w.imageSize = job.imageSize.value_or(m.imageSize);
        if (job.tokens)
            error("/data/tokens", "unsupported", "a vision model counts \"samples\" (images), not tokens");
        w.samplesPerEpoch = job.samples.value_or(0);
        if (job.tokensPerSample)
            error("/data/tokens_per_sample", "unsupported", "a vision model has no tokens per sample");
    }
    w.epochs = job.epochs;
    w.calibration = job.calibration;
    w.workloadClass = classify(m, w.method);
    w.assumptions["workload_class"] = toString(w.workloadClass);
    if (hasErrors(r.problems))
        return r;
    resolveSoftware(job, catalog, w, r.problems, file);
    if (hasErrors(r.problems))
        return r;
    w.assumptions["stack"] = w.efficiencyClass();
    loop::resolve(job, w);
    w.memoryHeadroom = job.memoryHeadroom.value_or(0);

    // --- parallel layout and batch: the estimator may pick micro-batch, ZeRO and checkpointing
    w.parallel.data = w.hw.totalGpus();
    w.globalBatchGiven = job.globalBatch;
    if (job.microBatch) {
        w.microBatch = *job.microBatch;
        w.microBatchFixed = true;
    }
    if (job.zeroStage) {
        w.zeroStage = *job.zeroStage;
        w.zeroStageFixed = true;
        // Megatron-LM's distributed optimizer is what its users mean by ZeRO 1 or 2: it shards
        // optimizer states and master weights (stage 1's memory; gradients are reduce-scattered
        // but the fp32 gradient buffer stays whole)
        if (w.zeroStage == 2 && w.framework->distributedOptimizer && !w.framework->hasZeroStage(2)) {
            w.zeroStage = 1;
            warn(w, "distributed-optimizer",
                 "ZeRO stage 2 under " + w.framework->name.en +
                     " is its distributed optimizer (--use-distributed-optimizer): optimizer states and "
                     "master weights sharded, the gradient buffer whole, as in stage 1");
        }
    }
    if (job.recompute) {
        w.recompute = *job.recompute;
        w.checkpointingFixed = true;
    }
    if (job.flashAttention) {
        w.flashAttention = *job.flashAttention;
    } else {
        // FlashAttention 2 needs Ampere or newer; PyTorch's memory-efficient SDPA kernel gives the
        // same O(s) memory on Volta/Turing, so memory is modelled alike and only speed differs.
        w.flashAttention = true;
        if (m.isTransformer())
            w.assumptions["flash_attention"] = true;
    }
    if (job.globalBatch && job.microBatch && *job.globalBatch < *job.microBatch)
        error("/global_batch", "out-of-range",
              "global_batch " + std::to_string(*job.globalBatch) + " is smaller than micro_batch (" +
                  std::to_string(*job.microBatch) + ")");
    else if (job.globalBatch && job.microBatch && *job.globalBatch % *job.microBatch != 0)
        // global = micro-batch x accumulation x data-parallel GPUs, in whole numbers (DeepSpeed
        // refuses anything else); the data-parallel GPUs are matched per layout (LayoutSearch)
        error("/global_batch", "conflict",
              "global_batch " + std::to_string(*job.globalBatch) + " is not a multiple of micro_batch (" +
                  std::to_string(*job.microBatch) +
                  "): global = micro-batch x accumulation x data-parallel GPUs");
    // One pass of every GPU together stays within the largest global batch a job may give (and
    // the estimators' int arithmetic).
    if (job.microBatch && static_cast<double>(*job.microBatch) * w.hw.totalGpus() > kMaxSamplesPerStep)
        error("/micro_batch", "out-of-range",
              "micro_batch " + std::to_string(*job.microBatch) + " on " + std::to_string(w.hw.totalGpus()) +
                  " GPUs is more than " + std::to_string(static_cast<long long>(kMaxSamplesPerStep)) +
                  " samples per step");

    if (hasErrors(r.problems))
        return r;
    r.value = std::move(w);
    return r;
}

nlohmann::json layoutParams(const Workload &w)
{
    nlohmann::json params = toJson(w.parallel); // an object: its keys sort, wherever "gpus" is added
    params["gpus"] = w.hw.totalGpus();
    return params;
}

} // namespace tp
