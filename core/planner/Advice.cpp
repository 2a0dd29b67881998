#include "core/planner/Advice.h"

#include "core/Estimator.h"
#include "core/MessageCodes.h"
#include "core/Strings.h"
#include "core/planner/CostModel.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tp {

namespace {

std::string gb(double bytes)
{
    return bytes >= 10e9 ? fixedDecimals(bytes / 1e9, 0) + " GB" : fixedDecimals(bytes / 1e9, 1) + " GB";
}

// Decimal GB for an advice's params, rounded as gb() writes them.
double gbValue(double bytes)
{
    return messageFigure(bytes / 1e9, bytes >= 10e9 ? 0 : 1);
}

bool startsWith(const std::string &s, const std::string &prefix)
{
    return s.rfind(prefix, 0) == 0;
}

std::string storageNames(const ProviderInfo *provider, bool sharedFileOnly)
{
    std::string out;
    if (!provider)
        return out;
    for (const StorageOption &s : provider->storage) {
        if (sharedFileOnly && (s.kind != StorageOption::Kind::File || !s.shared))
            continue;
        if (!out.empty())
            out += ", ";
        out += s.name.en.empty() ? s.id : s.name.en;
    }
    return out;
}

// GPU-side time of one step: what the GPUs need before the input pipeline is counted.
double gpuStepSeconds(const Performance &p)
{
    return (p.computeSeconds + p.memorySeconds + p.commExposedSeconds + p.offloadSeconds) * p.pipelineBubble;
}

} // namespace

std::vector<Advice> advise(const Candidate &c, const Catalog &catalog)
{
    std::vector<Advice> out;
    if (!c.instance || !c.estimate)
        return out;
    const InstanceType &inst = *c.instance;
    const Estimate &e = *c.estimate;
    const Workload &w = e.workload;
    const Gpu *gpu = catalog.findGpu(inst.gpu);
    const ProviderInfo *provider = catalog.findProvider(inst.provider);
    const int gpus = c.totalGpus();

    // --- rdma
    if (c.nodes > 1) {
        Workload other = w;
        other.microBatchFixed = other.zeroStageFixed = other.checkpointingFixed = true; // same settings
        const bool hasRdma = inst.rdma != InstanceType::Rdma::None;
        other.hw.rdma = !hasRdma;
        other.hw.networkGbps = hasRdma ? inst.networkGbps : std::max(inst.networkGbps, inst.rdmaGbps);
        const Estimate alt = Estimator(catalog).estimate(other);
        const double with = hasRdma ? e.timeHours : alt.timeHours;
        const double without = hasRdma ? alt.timeHours : e.timeHours;
        const double lost = without > 0 ? 100.0 * (without - with) / without : 0;
        const double tcpPercent = 100.0 * catalog.efficiency.networkEfficiencyTcp;
        const double rdmaPercent = 100.0 * catalog.efficiency.networkEfficiencyRdma;
        const std::string rdmaName = inst.rdma == InstanceType::Rdma::ERdma ? "eRDMA" : "RDMA";
        Advice a;
        a.code = "rdma";
        a.params = {{"nodes", c.nodes},
                    {"tcp_percent", messageFigure(tcpPercent, 0)},
                    {"rdma_percent", messageFigure(rdmaPercent, 0)},
                    {"has_rdma", hasRdma},
                    {"rdma_name", hasRdma ? nlohmann::json(rdmaName) : nlohmann::json(nullptr)},
                    {"rdma_gbps",
                     hasRdma ? nlohmann::json(messageFigure(inst.rdmaGbps, 0)) : nlohmann::json(nullptr)},
                    {"network_gbps", messageFigure(inst.networkGbps, 0)},
                    {"tcp_loss_noticeable", lost >= 1.0},
                    {"hours_without", messageFigure(without, 1)},
                    {"hours_with", messageFigure(with, 1)},
                    {"lost_percent", messageFigure(lost, 0)},
                    {"instance_type", inst.id}};
        a.condition = std::to_string(c.nodes) + " nodes exchange gradients over the network";
        a.reason =
            "multi-node training is limited by the all-reduce between nodes; kernel TCP reaches about " +
            fixedDecimals(tcpPercent, 0) + "% of line rate, RDMA about " + fixedDecimals(rdmaPercent, 0) +
            "%";
        if (hasRdma) {
            a.message = "Enable " + rdmaName + " for NCCL on all " + std::to_string(c.nodes) + " nodes (" +
                        fixedDecimals(inst.rdmaGbps, 0) + " Gbit/s) and keep them in one zone: ";
            if (lost >= 1.0)
                a.message += "over plain TCP this job would take " + fixedDecimals(without) +
                             " h instead of " + fixedDecimals(with) + " h (" + fixedDecimals(lost, 0) +
                             "% of the time lost).";
            else
                a.message +=
                    "at " + fixedDecimals(inst.networkGbps, 0) +
                    " Gbit/s the all-reduce of this job hides behind compute and TCP would cost under 1% of "
                    "the time, but with a slower or shared network it loses far more.";
        } else {
            a.message = inst.id + " has no RDMA: its " + fixedDecimals(inst.networkGbps, 0) +
                        " Gbit/s TCP network costs this job " + fixedDecimals(lost, 0) + "% of its time (" +
                        fixedDecimals(without) + " h instead of " + fixedDecimals(with) +
                        " h with RDMA); prefer an RDMA or eRDMA instance type for " +
                        std::to_string(c.nodes) + " nodes.";
        }
        out.push_back(a);
    }

    // --- shared-storage
    if (c.nodes > 1) {
        const double data = c.datasetBytes;
        const std::string names = storageNames(provider, true);
        Advice a;
        a.code = "shared-storage";
        a.params = {{"nodes", c.nodes},
                    {"dataset_gb", gbValue(data)},
                    {"storage_names", names.empty() ? nlohmann::json(nullptr) : nlohmann::json(names)}};
        a.condition = std::to_string(c.nodes) + " nodes read the same data set";
        a.reason = "every node must see the same files; a copy on each node's disk costs " +
                   std::to_string(c.nodes) +
                   "x the storage and the time to copy, and object storage alone "
                   "serves many small files slowly";
        a.message = "Keep the data set (about " + gb(data) +
                    ") on a shared parallel file system mounted by all " + std::to_string(c.nodes) +
                    " nodes: CPFS for large sets and many nodes, NAS for smaller ones" +
                    (names.empty() ? std::string() : " (" + names + ")") +
                    "; stage it from object storage (OSS/COS/OBS) before training.";
        out.push_back(a);
    }

    // --- checkpoint-storage
    const double ckpt = c.checkpointBytes > 0 ? c.checkpointBytes : cost::checkpointBytes(w);
    if (ckpt >= 1e9) {
        const StorageOption *disk = cost::checkpointStorageFor(provider);
        const double mbps = disk ? disk->writeMBps : cost::kDefaultWriteMBps;
        const int writers = (w.zeroStage >= 1 || w.parallel.modelParallel() > 1) ? c.nodes : 1;
        const double seconds = ckpt / (mbps * 1e6 * writers);
        Advice a;
        a.code = "checkpoint-storage";
        a.params = {{"checkpoint_gb", gbValue(ckpt)},
                    {"disk", disk ? nlohmann::json(disk->name.en.empty() ? disk->id : disk->name.en)
                                  : nlohmann::json(nullptr)},
                    {"write_seconds", messageFigure(seconds, 0)},
                    {"write_mbps", messageFigure(mbps * writers, 0)},
                    {"kept", cost::kCheckpointsKept}};
        a.condition = "one checkpoint is " + gb(ckpt) + " (weights, master copy and optimizer states)";
        a.reason =
            "the GPUs wait while a checkpoint is written; a local cloud SSD writes sequentially at hundreds "
            "of MB/s and object storage is for keeping copies, not for the training loop";
        a.message =
            "Write checkpoints to a local ESSD-class disk" +
            (disk ? " (" + (disk->name.en.empty() ? disk->id : disk->name.en) + ")" : std::string()) +
            ": about " + fixedDecimals(seconds, 0) + " s per checkpoint at " +
            fixedDecimals(mbps * writers, 0) +
            " MB/s; copy finished checkpoints to object storage in the background and keep the last " +
            std::to_string(cost::kCheckpointsKept) + ".";
        out.push_back(a);
    }

    // --- host-ram
    if (gpu && inst.memoryGib > 0) {
        const double gpuMem = gpu->memoryGib * inst.gpus;
        const double ratio = inst.memoryGib / gpuMem;
        if (ratio < 1.0) {
            Advice a;
            a.code = "host-ram";
            a.params = {{"host_ram_gib", messageFigure(inst.memoryGib, 0)},
                        {"ratio", messageFigure(ratio, 2)},
                        {"gpu_memory_gib", messageFigure(gpuMem, 0)},
                        {"host_ram_max_gib", messageFigure(2 * gpuMem, 0)}};
            a.condition = "host RAM " + fixedDecimals(inst.memoryGib, 0) + " GiB is " +
                          fixedDecimals(ratio, 2) + "x the " + fixedDecimals(gpuMem, 0) +
                          " GiB of GPU memory per node";
            a.reason =
                "data loader workers, pinned transfer buffers and checkpoint saving live in host memory; "
                "below 1x the GPU memory they swap or get killed";
            a.message =
                "Choose a size with " + fixedDecimals(gpuMem, 0) + "-" + fixedDecimals(2 * gpuMem, 0) +
                " GiB of host RAM (1-2x the GPU memory), or keep data loader workers and prefetching small.";
            out.push_back(a);
        }
    }

    // --- vcpu-input
    if (!w.model.isTransformer()) {
        const Performance &p = e.performance;
        const double gpuStep = gpuStepSeconds(p);
        if (p.inputSeconds > 0 && gpuStep > 0 && p.inputSeconds >= 0.8 * gpuStep) {
            const int vcpus = w.hw.vcpusPerNode;
            const int needed =
                static_cast<int>(std::min(1e6, std::ceil(vcpus * p.inputSeconds / gpuStep / 0.8)));
            Advice a;
            a.code = "vcpu-input";
            a.params = {{"vcpus", vcpus},
                        {"input_percent", messageFigure(100.0 * p.inputSeconds / gpuStep, 0)},
                        {"needed_vcpus", needed}};
            a.condition = "decoding and augmenting images on " + std::to_string(vcpus) +
                          " vCPUs per node takes " + fixedDecimals(100.0 * p.inputSeconds / gpuStep, 0) +
                          "% of the GPU step time";
            a.reason = "the GPUs can only train as fast as the CPUs prepare images";
            a.message =
                "Give each node about " + std::to_string(needed) +
                " vCPUs, store images pre-resized, or decode on the GPU (NVIDIA DALI); otherwise the GPUs "
                "wait for data.";
            out.push_back(a);
        }
    }

    // --- mixed-precision
    if (gpu && w.precision == Precision::FP32) {
        const auto half = gpu->peakTflops(Precision::BF16) ? gpu->peakTflops(Precision::BF16)
                                                           : gpu->peakTflops(Precision::FP16);
        const auto full = gpu->peakTflops(Precision::FP32);
        if (half && full && *half > *full) {
            Advice a;
            a.code = "mixed-precision";
            a.params = {{"gpu", gpu->id},
                        {"precision", gpu->peakTflops(Precision::BF16) ? "bf16" : "fp16"},
                        {"half_tflops", messageFigure(*half, 0)},
                        {"fp32_tflops", messageFigure(*full, 0)}};
            a.condition = "the job trains in fp32 on " + gpu->id + ", which has 16-bit tensor cores";
            a.reason =
                "mixed precision runs the matrix multiplies on tensor cores and halves activation memory, "
                "with fp32 master weights keeping accuracy";
            a.message = std::string("Train in ") + (gpu->peakTflops(Precision::BF16) ? "bf16" : "fp16") +
                        " mixed precision (torch.autocast / --bf16): " + fixedDecimals(*half, 0) +
                        " instead of " + fixedDecimals(*full, 0) + " TFLOPS peak on " + gpu->id + ".";
            out.push_back(a);
        }
    }

    // --- start-small
    if (gpus > 1) {
        Advice a;
        a.code = "start-small";
        a.params = {{"gpus", gpus}};
        a.condition = "the candidate uses " + std::to_string(gpus) + " GPUs";
        a.reason = "a bug found on " + std::to_string(gpus) + " GPUs costs " + std::to_string(gpus) +
                   " times as much as one found on one GPU";
        a.message = "Run the training script on one GPU with a small data subset first (a few hundred steps, "
                    "loss going down, a checkpoint saved and resumed), then scale out to " +
                    std::to_string(gpus) + " GPUs.";
        out.push_back(a);
    }

    // --- spot-checkpoint
    if (c.billing == Billing::Spot && c.spot) {
        const SpotOutcome &s = *c.spot;
        Advice a;
        a.code = "spot-checkpoint";
        a.params = {{"expected_interruptions", messageFigure(s.expectedInterruptions, 1)},
                    {"interruptions_per_node_hour", messageFigure(s.interruptionsPerNodeHour, 3)},
                    {"interval_min", messageFigure(s.intervalHours * 60.0, 0)},
                    {"checkpoint_write_s", messageFigure(s.checkpointSeconds, 0)},
                    {"mtbf_hours", messageFigure(s.mtbfHours, 1)},
                    {"overhead_percent", messageFigure(100.0 * (s.overheadFactor - 1.0), 0)}};
        a.condition = "spot billing: about " + fixedDecimals(s.expectedInterruptions, 1) +
                      " reclaims expected over the run (" + fixedDecimals(s.interruptionsPerNodeHour, 3) +
                      " per node-hour)";
        a.reason =
            "a reclaimed spot instance loses everything since the last checkpoint; too frequent checkpoints "
            "waste time writing, too rare ones waste time redoing work";
        a.message =
            "Save a checkpoint every " + fixedDecimals(s.intervalHours * 60.0, 0) +
            " min (Young's formula \u221A(2\u00B7C\u00B7M): C = " + fixedDecimals(s.checkpointSeconds, 0) +
            " s to write one, M = " + fixedDecimals(s.mtbfHours, 1) +
            " h between reclaims) and restart automatically from the latest one; this adds about " +
            fixedDecimals(100.0 * (s.overheadFactor - 1.0), 0) + "% to the run time.";
        out.push_back(a);
    }

    // --- forced-setting: a setting the job fixes, where the estimator finds a faster one that fits
    if (w.microBatchFixed || w.zeroStageFixed || w.checkpointingFixed) {
        Workload unfixed = w;
        unfixed.microBatchFixed = unfixed.zeroStageFixed = unfixed.checkpointingFixed = false;
        const Estimate alt = Estimator(catalog).estimate(unfixed);
        const Workload &f = alt.workload;
        const double faster = alt.timeHours > 0 ? e.timeHours / alt.timeHours - 1.0 : 0;
        const bool microBatch = w.microBatchFixed && f.microBatch != w.microBatch;
        const bool zero = w.zeroStageFixed && f.zeroStage != w.zeroStage;
        const bool checkpointing = w.checkpointingFixed && f.recompute != w.recompute;
        if (alt.fits && faster >= 0.05 && (microBatch || zero || checkpointing)) {
            Advice a;
            a.code = "forced-setting";
            std::vector<std::string> given, chosen;
            auto null = nlohmann::json(nullptr);
            a.params = {{"given_micro_batch", microBatch ? nlohmann::json(w.microBatch) : null},
                        {"free_micro_batch", microBatch ? nlohmann::json(f.microBatch) : null},
                        {"given_zero_stage", zero ? nlohmann::json(w.zeroStage) : null},
                        {"free_zero_stage", zero ? nlohmann::json(f.zeroStage) : null},
                        {"given_checkpointing", checkpointing ? nlohmann::json(toString(w.recompute)) : null},
                        {"free_checkpointing", checkpointing ? nlohmann::json(toString(f.recompute)) : null},
                        {"faster_percent", messageFigure(100.0 * faster, 0)},
                        {"hours_given", messageFigure(e.timeHours, 1)},
                        {"hours_free", messageFigure(alt.timeHours, 1)}};
            auto ck = [](Recompute r) {
                return std::string("activation checkpointing ") + (r == Recompute::None   ? "off"
                                                                   : r == Recompute::Full ? "on"
                                                                                          : "selective");
            };
            if (checkpointing) {
                given.push_back(ck(w.recompute));
                chosen.push_back(ck(f.recompute));
            }
            if (zero) {
                given.push_back("ZeRO stage " + std::to_string(w.zeroStage));
                chosen.push_back("ZeRO stage " + std::to_string(f.zeroStage));
            }
            if (microBatch) {
                given.push_back("micro_batch " + std::to_string(w.microBatch));
                chosen.push_back("micro_batch " + std::to_string(f.microBatch));
            }
            auto join = [](const std::vector<std::string> &v) {
                std::string out;
                for (std::size_t i = 0; i < v.size(); ++i)
                    out += (i == 0 ? "" : ", ") + v[i];
                return out;
            };
            a.condition = "the job fixes " + join(given) + "; without them the estimate is " +
                          fixedDecimals(100.0 * faster, 0) + "% faster";
            a.reason =
                "a setting the job fixes is kept even where a faster one fits: activation checkpointing "
                "computes the forward pass twice, and a higher ZeRO stage or a smaller micro-batch adds "
                "communication and steps";
            a.message = "Leave out " + join(given) + " unless you need them: with " + join(chosen) +
                        " this candidate still fits and trains " + fixedDecimals(100.0 * faster, 0) +
                        "% faster (" + fixedDecimals(alt.timeHours) + " h instead of " +
                        fixedDecimals(e.timeHours) + " h).";
            out.push_back(a);
        }
    }

    // --- export-control
    if (gpu && (startsWith(gpu->id, "H20") || startsWith(gpu->id, "H800") || startsWith(gpu->id, "A800"))) {
        Advice a;
        a.code = "export-control";
        const std::string providerName = catalog.providerNames.count(inst.provider)
                                             ? catalog.providerNames.at(inst.provider)
                                             : inst.provider;
        a.params = {{"gpu", gpu->id},
                    {"provider", providerName},
                    {"provider_name_zh", providerNameParams(catalog, inst.provider)["provider_name_zh"]}};
        a.condition = gpu->id + " is a China-market variant made under US export-control rules";
        a.reason = "supply and licensing of these GPUs have changed with each round of export rules "
                   "(2022, 2023, 2025); regions and quotas can disappear at short notice";
        a.message = "Confirm " + gpu->id + " stock and quota in your region with " + providerName +
                    " before committing, and keep a fallback (another GPU or provider) in the plan.";
        out.push_back(a);
    }

    // --- ascend-stack
    if (gpu && gpu->generation == Generation::Ascend) {
        Advice a;
        a.code = "ascend-stack";
        a.params = {{"gpu", gpu->id}, {"gpus", gpus}, {"qlora", w.method == Method::QLora}};
        a.condition = gpu->id + " is a Huawei Ascend NPU";
        a.reason =
            "Ascend runs Huawei's CANN software stack, not CUDA; CUDA-only kernels (FlashAttention builds, "
            "bitsandbytes for QLoRA, custom ops) need NPU versions";
        a.message =
            "Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator "
            "of the model is supported by running it on one NPU before renting " +
            std::to_string(gpus) + ".";
        if (w.method == Method::QLora)
            a.message += " QLoRA's 4-bit kernels (bitsandbytes) are CUDA-only: plan LoRA instead.";
        out.push_back(a);
    }
    return out;
}

} // namespace tp
