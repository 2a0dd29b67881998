#include "core/PerformanceEstimator.h"

#include "core/MemoryEstimator.h"
#include "core/TrainingLoopTime.h"

#include <algorithm>
#include <cmath>

namespace tp::performance {

namespace {

// Share of the achievable link rate that NCCL's all-reduce reaches on NVLink/HCCS and on PCIe
// (NCCL tests: ~230 of 300 GB/s per direction on A100 NVLink; PCIe peer traffic through the
// host bridge reaches 60-70% of one direction of x16).
constexpr double kNvlinkEfficiency = 0.75;
constexpr double kPcieEfficiency = 0.6;
// The CPU side of an offloaded optimizer streams the optimizer states through host memory,
// shared by the node's GPUs. Estimate: a 2-socket GPU server has 16 DDR4-3200 channels (409 GB/s
// peak, ~300 GB/s achievable by STREAM); a vectorised CPU Adam (Ren et al. 2021, ZeRO-Offload,
// sec. 5.1) reaches about half of it.
constexpr double kHostOptimizerGBps = 150.0;
constexpr double kMaxEfficiency = 0.9;

// Bytes the optimizer step reads and writes per trained parameter: the optimizer states and master
// weights read and written, the gradient read and the 16-bit weight written (ZeRO paper state
// sizes; pure 16-bit training keeps no master copy and 16-bit moments).
double optimizerStepBytes(const Workload &w)
{
    const memory::StateBytes s = memory::trainableStateBytes(w);
    // the weights are written; in pure 16-bit training they are also the ones read
    const bool master = w.trainsAllWeights() ? w.masterWeights : false;
    return 2.0 * s.optimizer + s.gradients + (master ? 1.0 : 2.0) * s.weights;
}

double loraAdapterParams(const Workload &w)
{
    return w.trainsAllWeights() ? 0 : memory::trainableParams(w);
}

double ringFactor(double n)
{
    return n > 1 ? 2.0 * (n - 1) / n : 0.0;
}

// One GPU's share of its node's network bandwidth, GB/s (collectives that every GPU of the node
// runs at once: pipeline sends, expert all-to-all, tensor parallelism across nodes).
double networkPerGpuGBps(const Workload &w, const EfficiencyModel &e)
{
    return interNodeGBps(w, e) / std::max(1, w.hw.gpusPerNode);
}

// Ring all-reduce of bytesPerGpu over a group of `group` ranks whose consecutive members are
// `stride` ranks apart (Megatron orders ranks tensor, context, data, pipeline), hierarchical:
// reduce-scatter and all-gather among the members inside a node, all-reduce of the shards
// across nodes, where every GPU of the node shares the node's network (Patarasuk & Yuan 2009;
// NCCL's bus bandwidth model).
double allReduceSeconds(const Workload &w, const EfficiencyModel &e, double bytesPerGpu, int group,
                        int stride)
{
    if (group <= 1 || bytesPerGpu <= 0)
        return 0;
    const int gpn = std::max(1, w.hw.gpusPerNode);
    const int inNode = std::clamp(gpn / std::max(1, stride), 1, group);
    const int nodes = std::max(1, group / inNode);
    double t = ringFactor(inNode) * bytesPerGpu / (intraNodeGBps(w) * 1e9);
    if (nodes > 1) {
        // every GPU of the node sends its shard (1 / inNode of its bytes) over the node's network
        const double nodeBytes = ringFactor(nodes) * bytesPerGpu / inNode * gpn;
        t += nodeBytes / (interNodeGBps(w, e) * 1e9);
    }
    return t;
}

// Bandwidth of a collective among `group` consecutive ranks `stride` apart: the GPU links when
// the group fits in a node, else each GPU's share of the network.
double groupGBps(const Workload &w, const EfficiencyModel &e, int group, int stride)
{
    return group * stride <= std::max(1, w.hw.gpusPerNode) ? intraNodeGBps(w) : networkPerGpuGBps(w, e);
}

double headFlopsPerToken(const ModelSpec &m)
{
    return 2.0 * m.vocab * static_cast<double>(m.hidden);
}

} // namespace

double intraNodeGBps(const Workload &w)
{
    const Gpu &g = *w.hw.gpu;
    if (w.hw.gpusLinked)
        return g.linkGBps / 2.0 * kNvlinkEfficiency; // datasheets quote both directions together
    const double pcie =
        g.link == Gpu::Link::PCIe ? g.linkGBps : 16.0 * std::pow(2.0, std::max(0, g.pcieGen - 3));
    return pcie * kPcieEfficiency;
}

double interNodeGBps(const Workload &w, const EfficiencyModel &e)
{
    const double lineGBps = std::max(w.hw.networkGbps, 1e-3) / 8.0;
    return lineGBps * (w.hw.rdma ? e.networkEfficiencyRdma : e.networkEfficiencyTcp);
}

double attentionFlopsPerSample(const Workload &w, const Layout &l, bool model)
{
    const ModelSpec &m = w.model;
    if (!m.isTransformer())
        return 0;
    const double t = w.tokensPerSample;
    const bool causalSkip = !model && w.flashAttention && m.architecture == ModelSpec::Architecture::Decoder;
    const double forward = 4.0 * m.layers * m.queryDim() * t * t * (causalSkip ? 0.5 : 1.0);
    const bool recompute = !model && l.recompute != Recompute::None; // both modes recompute attention
    return forward * (recompute ? 4.0 : 3.0);
}

double flopsPerSample(const Workload &w, bool model)
{
    return flopsPerSample(w, w.layout(), model);
}

double flopsPerSample(const Workload &w, const Layout &l, bool model)
{
    const ModelSpec &m = w.model;
    if (!m.isTransformer()) {
        // Vision: forward FLOPs x 3 for forward and backward (weight and input gradients);
        // resolution scales conv FLOPs with the pixel count.
        const bool recompute = !model && l.recompute != Recompute::None;
        const double scale = m.imageSize > 0 ? static_cast<double>(w.imageSize) / m.imageSize : 1.0;
        const double fwd = m.forwardGflops * 1e9 * scale * scale;
        return fwd * (recompute ? 4.0 : 3.0);
    }
    // Transformers (Kaplan et al. 2020; Narayanan et al. 2021, eq. 3): 2 FLOPs per matmul
    // parameter a token passes through, forward (for a mixture of experts, the active ones:
    // top-k routed plus shared experts), attention scores and values 4*L*(heads x head dim)*s per
    // token forward; backward costs twice the forward. Causal attention with FlashAttention skips
    // the masked half on the hardware.
    const double t = w.tokensPerSample;
    const double matmulParams = m.activeParams() - m.embeddingLookupParams();
    const double dense = 2.0 * matmulParams * t;
    const double attention = attentionFlopsPerSample(w, l, true) / 3.0;
    const double attentionHw =
        attentionFlopsPerSample(w, l, false) / (l.recompute != Recompute::None ? 4.0 : 3.0);
    const double attn = model ? attention : attentionHw;
    double flops = 0;
    if (w.trainsAllWeights()) {
        flops = 3.0 * (dense + attn);
    } else {
        // LoRA/QLoRA: no weight gradients for the frozen base (forward + input gradients = 2x),
        // adapters train fully (Hu et al. 2021); only routed experts' adapters a token uses work.
        const double active =
            m.isMoe() && m.experts > 0
                ? static_cast<double>(m.expertsPerToken + m.sharedExperts) / (m.experts + m.sharedExperts)
                : 1.0;
        const double adapters = 2.0 * loraAdapterParams(w) * t * active;
        flops = 2.0 * dense + 3.0 * attn + 3.0 * adapters;
    }
    if (!model && l.recompute == Recompute::Full)
        flops += dense + attn;
    else if (!model && l.recompute == Recompute::Selective)
        flops += attn; // the attention core's forward once more
    return flops;
}

std::string fp32Mode(const Workload &w)
{
    if (w.precision != Precision::FP32)
        return "";
    return w.hw.gpu->tflops.count("tf32") ? "tf32" : "fp32";
}

double calibrationFactor(const Workload &w, const EfficiencyModel &e, double factor)
{
    if (factor == 1 || w.calibration.gpu.empty() || w.hw.gpu->id == w.calibration.gpu)
        return factor;
    const double exponent = toString(w.hw.gpu->generation) == w.calibration.generation
                                ? e.calibrated.transferSameGeneration
                            : w.model.isTransformer() ? e.calibrated.transfer
                                                      : e.calibrated.transferConv;
    return std::pow(factor, exponent);
}

double computeEfficiency(const Workload &w, const EfficiencyModel &e)
{
    const EfficiencyModel::ClassFit fit = e.classFit(w.workloadClass);
    const Generation gen = w.hw.gpu->generation;
    const double generation = w.model.isTransformer() ? e.generationFactor(gen) : e.convGenerationFactor(gen);
    double eff = fit.computeEfficiency * generation * e.stackFactor(w.efficiencyClass());
    if (w.model.detector != ModelSpec::Detector::None)
        eff *= e.detectorFactor(toString(w.model.detector));
    if (w.model.isMoe())
        eff *= e.moe.factor;
    if (const std::string mode = fp32Mode(w); !mode.empty())
        eff *= e.precisionFactor(mode);
    // the user's own run may show a faster stack than any published one, never beyond the peak
    return std::min(std::min(eff, kMaxEfficiency) * calibrationFactor(w, e, w.calibration.compute), 1.0);
}

Performance estimate(const Workload &w, const EfficiencyModel &e)
{
    return estimate(w, w.layout(), e);
}

Performance estimate(const Workload &w, const Layout &l, const EfficiencyModel &e)
{
    Performance p;
    const ModelSpec &m = w.model;
    const Gpu &gpu = *w.hw.gpu;
    const Parallelism &par = l.parallel;
    const int gpus = w.hw.totalGpus();
    const int tp = par.tensor, pp = par.pipeline, cp = par.context, ep = par.expert;
    const int dp = std::max(1, par.data);
    const double globalBatch = w.globalBatchGiven ? *w.globalBatchGiven : defaultGlobalBatch(l);
    // micro-batches each pipeline (data-parallel replica) runs per step
    const int accumulation =
        std::max(1, static_cast<int>(std::ceil(globalBatch / (static_cast<double>(l.microBatch) * dp))));
    const double eb = memory::activationBytes(w);
    const double samplesPerReplica = globalBatch / dp;
    const double layersHere = m.layers > 0 ? par.stageLayers(m.layers) : 0;

    p.peakTflops =
        gpu.peakTflops(w.precision).value_or(gpu.tflops.count("fp32") ? gpu.tflops.at("fp32") : 1.0);
    p.computeEfficiency = computeEfficiency(w, e);

    const double hwPerSample = flopsPerSample(w, l, false);
    p.modelFlopsPerStep = flopsPerSample(w, l, true) * globalBatch;
    p.hardwareFlopsPerStep = hwPerSample * globalBatch;
    p.idealComputeSeconds = p.hardwareFlopsPerStep / gpus / (p.peakTflops * 1e12);
    if (w.precision == Precision::FP8 && m.isTransformer()) {
        // FP8 training (Transformer Engine) runs only the linear layers in FP8; attention's
        // score and value products stay in 16 bits (NVIDIA TE docs, "Using FP8 with Transformer
        // Engine"), at the 16-bit peak.
        const double peak16 = gpu.peakTflops(Precision::BF16).value_or(p.peakTflops);
        const double attentionShare = attentionFlopsPerSample(w, l, false) / hwPerSample;
        p.idealComputeSeconds *= (1.0 - attentionShare) + attentionShare * p.peakTflops / peak16;
    }
    if (pp > 1 && m.isTransformer()) {
        // The last stage also runs the output head, and uneven stages hold one layer more: the
        // busiest stage sets the pace.
        const double head = 3.0 * headFlopsPerToken(m) * w.tokensPerSample;
        const double layers = std::max(0.0, hwPerSample - head);
        const double perLayer = m.layers > 0 ? layers / m.layers : 0;
        p.stageImbalance = (perLayer * par.stageLayers(m.layers) + head) * pp / (layers + head);
    }
    p.computeSeconds = p.idealComputeSeconds / p.computeEfficiency * p.stageImbalance;

    // --- memory-bound work, per GPU and step
    const double memGBps = gpu.memoryBandwidthGBps * e.memoryEfficiency;
    double bytes = 0;
    const double fullRecompute = l.recompute == Recompute::Full;
    if (m.isTransformer()) {
        // elementwise kernels (norms, residual adds, rotary, activation functions, dropout):
        // read and written once per token and layer forward, twice backward; split over the
        // tensor, context and pipeline ranks like the tokens and layers they touch
        const double f = m.ffnHidden > 0 ? m.ffnHidden : 4.0 * m.hidden;
        const double mlpWidth =
            m.isMoe() ? (m.expertsPerToken + m.sharedExperts) * static_cast<double>(m.moeFfnHidden) : f;
        const double perTokenLayer = eb * (16.0 * m.hidden + (m.ffnGated ? 3.0 : 2.0) * mlpWidth);
        const double passes = fullRecompute ? 4.0 : 3.0;
        bytes += passes * perTokenLayer * layersHere * w.tokensPerSample / cp * samplesPerReplica / tp;
        // weights streamed through the matmuls on every micro-batch: forward, input gradients,
        // weight gradients (full) and a recompute forward; QLoRA dequantises 4-bit weights to
        // 16 bits before each use (read 0.52 + write 2 + read 2 bytes per parameter)
        const double weightPasses = (w.trainsAllWeights() ? 3.0 : 2.0) + (fullRecompute ? 1.0 : 0.0);
        const double routed = m.routedExpertParams();
        const double weightsHere = (m.params - routed) / (tp * pp) + routed / (static_cast<double>(pp) * ep);
        double perPass = weightsHere * eb;
        if (w.method == Method::QLora) {
            const double emb = m.embeddingParams() / (tp * pp);
            perPass = std::max(0.0, weightsHere - emb) * ((4.0 + 0.127) / 8.0 + 2.0 + 2.0) + emb * 2.0;
        }
        bytes += accumulation * weightPasses * perPass;
    } else {
        // conv nets are bound by activation traffic (read, write, normalise, activate, and the
        // same backward), which grows with activations, not FLOPs. Depthwise-separable nets
        // (EfficientNet, MobileNet) add SiLU and squeeze-excitation passes over the expanded
        // tensors and run depthwise convolutions far below the memory bandwidth (Tan & Le 2021,
        // EfficientNetV2, sec. 3.2: "depthwise convolutions are slow in early layers"): a fitted
        // factor on their traffic.
        const double passes = l.recompute != Recompute::None ? 4.0 / 3.0 : 1.0;
        const double perActivation =
            e.visionBytesPerActivation * (m.depthwiseSeparable ? e.depthwiseTrafficFactor : 1.0);
        bytes += perActivation * (eb / 2.0) * passes * m.forwardActivations(w.imageSize) * samplesPerReplica;
    }
    // optimizer step: read and write master weights and moments, read gradients, write weights
    const double shard = l.zeroStage >= 1 ? static_cast<double>(dp) * cp : 1.0;
    const double trainable = memory::trainableParams(w) / (static_cast<double>(tp) * pp) / shard;
    const double optBytes = optimizerStepBytes(w);
    if (w.offloadOptimizer) {
        // gradients down and weights up over PCIe, the update on the host
        const double pcie = (gpu.link == Gpu::Link::PCIe ? gpu.linkGBps : 32.0) * kPcieEfficiency;
        p.offloadSeconds = trainable * 4.0 / (pcie * 1e9) +
                           trainable * optBytes * w.hw.gpusPerNode / (kHostOptimizerGBps * 1e9);
    } else {
        bytes += trainable * optBytes;
    }
    p.memorySeconds = bytes / (memGBps * 1e9);
    // a detector on Ascend assigns labels and computes its loss on the vector units, a time per
    // image whatever the backbone (EfficiencyModel::ascendDetectionSampleMs)
    if (!m.isTransformer() && m.task != "classification" && gpu.generation == Generation::Ascend)
        p.memorySeconds += e.ascendDetectionSeconds(gpu.id) * samplesPerReplica;
    const double microWork = (p.computeSeconds + p.memorySeconds) / accumulation; // one micro-batch

    // --- data parallelism: gradients (dense over data x context ranks, experts over their own
    // data-parallel ranks), once per step; ZeRO-3 gathers weights on every micro-batch
    const int denseGroup = dp * cp;
    const int expertGroup = std::max(1, tp * cp * dp / ep); // expert data parallelism
    if (denseGroup > 1 || (m.isMoe() && expertGroup > 1)) {
        const double gradBytes = (w.trainsAllWeights() && w.precision != Precision::FP32) ? 2.0 : 4.0;
        const double routed = w.trainsAllWeights() ? m.routedExpertParams() : 0;
        const double denseTrainable = memory::trainableParams(w) - routed;
        if (l.zeroStage >= 3) {
            // ZeRO-3 gathers the weights for forward and backward and reduce-scatters gradients on
            // every micro-batch: ~1.5x an all-reduce of the weights (Rajbhandari et al. 2020, sec. 7)
            const double weights16 = (m.params - routed) * eb / (tp * pp);
            const double perMicro =
                1.5 * allReduceSeconds(w, e, weights16, denseGroup, tp) +
                1.5 * allReduceSeconds(w, e, routed * eb / (static_cast<double>(pp) * ep), expertGroup, ep);
            p.commSeconds += perMicro * accumulation;
            p.dataCommSeconds = accumulation * std::max(0.0, perMicro - e.commOverlap * microWork);
        } else {
            const double t =
                allReduceSeconds(w, e, denseTrainable / (tp * pp) * gradBytes, denseGroup, tp) +
                allReduceSeconds(w, e, routed / (static_cast<double>(pp) * ep) * gradBytes, expertGroup, ep);
            p.commSeconds += t;
            // DDP overlaps bucketed all-reduce with the backward pass of the last micro-batch
            const double backward = microWork * 2.0 / 3.0;
            p.dataCommSeconds = std::max(0.0, t - e.commOverlap * backward);
        }
    }

    // --- tensor parallelism: per layer, two all-reduces forward and two backward of the layer's
    // activations (all-gather + reduce-scatter of the same volume with sequence parallelism),
    // two more with full recomputation (Narayanan et al. 2021, sec. 3.2; Korthikanti et al. 2022)
    const double tokensPerMicro = m.isTransformer() ? w.tokensPerSample / cp * l.microBatch : 0;
    if (tp > 1 && m.isTransformer()) {
        const double collectives = fullRecompute ? 6.0 : 4.0;
        const double volume = tokensPerMicro * m.hidden * eb;
        const double t = layersHere * accumulation * collectives * ringFactor(tp) * volume /
                         (groupGBps(w, e, tp, 1) * 1e9);
        p.tensorCommSeconds = t;
        p.commSeconds += t;
    }
    // --- context parallelism: ring attention passes each chunk's keys and values around the ring
    // forward, and keys, values and their gradients backward, overlapped with the attention
    // computation of the chunk in hand (Liu et al. 2023, "Ring Attention")
    if (cp > 1 && m.isTransformer() && par.ulysses) {
        // DeepSpeed-Ulysses: all-to-all of queries, keys and values before attention and of its
        // output after, forward and backward (and once more forward when recomputing), each
        // moving (cp - 1) / cp of the local tokens' projections; on the critical path (Jacobs et
        // al. 2023, "DeepSpeed Ulysses", sec. 3.1)
        const double qkvo = tokensPerMicro * (2.0 * m.hidden + 2.0 * m.kvDim()) * eb;
        const double passes = fullRecompute ? 3.0 : 2.0;
        const double t =
            layersHere * accumulation * passes * qkvo * (cp - 1) / cp / (groupGBps(w, e, cp, tp) * 1e9);
        p.contextCommSeconds = t;
        p.commSeconds += t;
    } else if (cp > 1 && m.isTransformer()) {
        const double kvBytes = 2.0 * tokensPerMicro * m.kvDim() / tp * eb;
        const double t =
            layersHere * accumulation * 3.0 * (cp - 1) * kvBytes / (groupGBps(w, e, cp, tp) * 1e9);
        const double attention = p.computeSeconds * attentionFlopsPerSample(w, l, false) / hwPerSample;
        p.contextCommSeconds = std::max(0.0, t - attention);
        p.commSeconds += t;
    }
    // --- expert parallelism: every MoE layer dispatches each token to its top-k experts and
    // gathers the results, forward and backward (and again when recomputing): all-to-all among
    // the expert-parallel ranks (folded over tensor x context x data ranks, Liu et al. 2025, "MoE
    // Parallel Folding"), over the GPU links inside a node and the network beyond
    if (ep > 1 && m.isMoe()) {
        const double alltoalls = fullRecompute ? 6.0 : 4.0;
        const double volume =
            tokensPerMicro * m.expertsPerToken * m.hidden * eb / (par.sequenceParallel ? tp : 1);
        const int gpn = std::max(1, w.hw.gpusPerNode);
        const int epInNode = std::clamp(gpn, 1, ep); // the expert-parallel group starts at the tensor ranks
        const double intraShare = static_cast<double>(epInNode - 1) / ep;
        const double interShare = static_cast<double>(ep - epInNode) / ep;
        const double perCall = volume * intraShare / (intraNodeGBps(w) * 1e9) +
                               (interShare > 0 ? volume * interShare / (networkPerGpuGBps(w, e) * 1e9) : 0.0);
        const double moeLayersHere = m.layers > 0 ? layersHere * m.moeLayers() / m.layers : 0;
        const double t = moeLayersHere * accumulation * alltoalls * perCall;
        p.expertCommSeconds = t;
        p.commSeconds += t;
    }
    // --- pipeline: each micro-batch's boundary activations go forward and their gradients back
    // (every virtual stage once more), between nodes when the stages are
    if (pp > 1 && m.isTransformer()) {
        const double volume = tokensPerMicro * m.hidden * eb / (par.sequenceParallel ? tp : 1);
        const double stride = static_cast<double>(tp) * cp * dp;
        const double bw = stride < std::max(1, w.hw.gpusPerNode) ? intraNodeGBps(w) : networkPerGpuGBps(w, e);
        const double t = accumulation * 2.0 * par.virtualStages * volume / (bw * 1e9);
        p.pipelineCommSeconds = t;
        p.commSeconds += t;
        // the bubble of (interleaved) 1F1B: (p - 1) / (v m) of the ideal time (Narayanan et al. 2021,
        // sec. 2.2)
        p.pipelineBubble =
            1.0 + static_cast<double>(pp - 1) / (par.virtualStages * static_cast<double>(accumulation));
    }
    // the user's own run on several GPUs corrects the communication as a whole
    if (w.calibration.communication != 1) {
        const double c = 1.0 / calibrationFactor(w, e, w.calibration.communication);
        p.commSeconds *= c;
        for (double *t : {&p.dataCommSeconds, &p.tensorCommSeconds, &p.contextCommSeconds,
                          &p.expertCommSeconds, &p.pipelineCommSeconds})
            *t *= c;
    }
    p.commExposedSeconds = p.dataCommSeconds + p.tensorCommSeconds + p.contextCommSeconds +
                           p.expertCommSeconds + p.pipelineCommSeconds;

    double perMicroBatchWork = p.computeSeconds + p.memorySeconds + p.tensorCommSeconds +
                               p.contextCommSeconds + p.expertCommSeconds + p.pipelineCommSeconds;
    // --- host: an eager framework launches each layer's kernels from the host on every pass
    // (forward, backward at twice the kernels, the recompute forward); the GPUs run ahead of it
    // only while it keeps up, so a small model at short samples runs at the host's pace. Tuned
    // stacks fuse their kernels and capture CUDA graphs (Megatron-LM, NeMo, torchtune's compile):
    // their launches stay out of the way.
    if (m.isTransformer() && e.hostSecondsPerLayerPass > 0 && w.efficiencyClass() == "standard") {
        const double passes = 3.0 + (l.recompute != Recompute::None ? 1.0 : 0.0);
        const double hooks = l.zeroStage >= 3 ? e.zero3HostFactor : 1.0;
        p.hostSeconds = layersHere * passes * e.hostSecondsPerLayerPass * hooks * accumulation;
        perMicroBatchWork = std::max(perMicroBatchWork, p.hostSeconds);
    }
    p.stepSeconds = perMicroBatchWork * p.pipelineBubble + p.dataCommSeconds + p.offloadSeconds;

    // --- input pipeline: with a CPU loader the host's cores decode and augment every image;
    // a detection or segmentation sample costs several classification images (fitted, see
    // EfficiencyModel). GPU decoding (NVIDIA DALI) and pre-decoded data are not limited here.
    if (!m.isTransformer() && w.loader == DataLoader::Cpu && w.hw.vcpusPerNode > 0) {
        const double imagesPerSample = m.task == "classification" ? 1.0
                                       : m.task == "segmentation" ? e.segmentationSampleCost
                                                                  : e.detectionSampleCost;
        const double host = gpu.generation == Generation::Ascend ? e.ascendHostDecodeFactor : 1.0;
        const double perCore = e.decodeImagesPerCore * host / imagesPerSample;
        // the framework's data-loader processes per GPU, at most the host's cores
        int cores = w.hw.vcpusPerNode;
        if (w.framework->loaderWorkers > 0)
            cores = std::min(cores, w.framework->loaderWorkers * std::max(1, w.hw.gpusPerNode));
        const double rate = perCore * cores * w.hw.nodes * calibrationFactor(w, e, w.calibration.input);
        p.inputSeconds = globalBatch / rate;
        p.stepSeconds = std::max(p.stepSeconds, p.inputSeconds);
    }
    p.steps = globalBatch > 0 ? w.totalSamples() / globalBatch : 0;
    p.trainSeconds = p.steps * p.stepSeconds;
    p.loop = loop::time(w, p, globalBatch);
    p.totalSeconds = p.trainSeconds + p.loop.evalSeconds + p.loop.checkpointSeconds;
    p.samplesPerSecond = p.stepSeconds > 0 ? globalBatch / p.stepSeconds : 0;
    p.tokensPerSecond = m.isTransformer() ? p.samplesPerSecond * w.tokensPerSample : 0;
    p.mfu = p.stepSeconds > 0 ? p.modelFlopsPerStep / (p.stepSeconds * gpus * p.peakTflops * 1e12) : 0;
    return p;
}

} // namespace tp::performance
