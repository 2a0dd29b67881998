#include "PerformanceEstimator.h"

#include "MemoryEstimator.h"

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

// Ring all-reduce (Patarasuk & Yuan 2009; NCCL's bus bandwidth model), hierarchical: reduce-
// scatter and all-gather inside the node, all-reduce of the shards across nodes.
double allReduceSeconds(const Workload &w, const EfficiencyModel &e, double bytesPerGpu)
{
    const int tp = w.parallel.tensor;
    const int dpInNode = std::max(1, w.hw.gpusPerNode / tp);
    const int dpNodes = std::max(1, w.parallel.data / dpInNode);
    double t = 0;
    if (dpInNode > 1)
        t += 2.0 * (dpInNode - 1) / dpInNode * bytesPerGpu / (intraNodeGBps(w) * 1e9);
    if (dpNodes > 1) {
        // every model shard of the node crosses the node's network
        const double nodeBytes = 2.0 * (dpNodes - 1) / dpNodes * bytesPerGpu * tp;
        t += nodeBytes / (interNodeGBps(w, e) * 1e9);
    }
    return t;
}

} // namespace

double intraNodeGBps(const Workload &w)
{
    const Gpu &g = *w.hw.gpu;
    const bool nvlink = g.link != Gpu::Link::PCIe && (!w.hw.instance || w.hw.instance->nvlink);
    if (nvlink)
        return g.linkGBps / 2.0 * kNvlinkEfficiency; // datasheets quote both directions together
    const double pcie = g.link == Gpu::Link::PCIe ? g.linkGBps : 16.0 * std::pow(2.0, std::max(0, g.pcieGen - 3));
    return pcie * kPcieEfficiency;
}

double interNodeGBps(const Workload &w, const EfficiencyModel &e)
{
    const double lineGBps = w.hw.networkGbps / 8.0;
    return lineGBps * (w.hw.rdma ? e.networkEfficiencyRdma : e.networkEfficiencyTcp);
}

double attentionFlopsPerSample(const Workload &w, bool model)
{
    const ModelSpec &m = w.model;
    if (!m.isTransformer())
        return 0;
    const double t = w.tokensPerSample;
    const bool causalSkip = !model && w.flashAttention && m.architecture == ModelSpec::Architecture::Decoder;
    const double forward = 4.0 * m.layers * m.hidden * t * t * (causalSkip ? 0.5 : 1.0);
    const bool recompute = !model && w.activationCheckpointing;
    return forward * (recompute ? 4.0 : 3.0);
}

double flopsPerSample(const Workload &w, bool model)
{
    const ModelSpec &m = w.model;
    const bool recompute = !model && w.activationCheckpointing;
    if (!m.isTransformer()) {
        // Vision: forward FLOPs x 3 for forward and backward (weight and input gradients);
        // resolution scales conv FLOPs with the pixel count.
        const double scale = m.imageSize > 0 ? static_cast<double>(w.imageSize) / m.imageSize : 1.0;
        const double fwd = m.forwardGflops * 1e9 * scale * scale;
        return fwd * (recompute ? 4.0 : 3.0);
    }
    // Transformers (Kaplan et al. 2020; Narayanan et al. 2021, eq. 3): 2 FLOPs per matmul
    // parameter per token forward, attention scores and values 4*L*h*s per token forward;
    // backward costs twice the forward. Causal attention with FlashAttention skips the masked
    // half on the hardware.
    const double t = w.tokensPerSample;
    const double matmulParams = m.params - m.embeddingLookupParams();
    const double dense = 2.0 * matmulParams * t;
    const bool causalSkip = !model && w.flashAttention && m.architecture == ModelSpec::Architecture::Decoder;
    const double attention = 4.0 * m.layers * m.hidden * t * t * (causalSkip ? 0.5 : 1.0);
    double flops = 0;
    if (w.trainsAllWeights()) {
        flops = 3.0 * (dense + attention);
    } else {
        // LoRA/QLoRA: no weight gradients for the frozen base (forward + input gradients = 2x),
        // adapters train fully (Hu et al. 2021).
        const double adapters = 2.0 * loraAdapterParams(w) * t;
        flops = 2.0 * dense + 3.0 * attention + 3.0 * adapters;
    }
    if (recompute)
        flops += dense + attention;
    return flops;
}

Performance estimate(const Workload &w, const EfficiencyModel &e)
{
    Performance p;
    const ModelSpec &m = w.model;
    const Gpu &gpu = *w.hw.gpu;
    const int gpus = w.hw.totalGpus();
    const int dp = std::max(1, w.parallel.data);
    const int mp = w.parallel.modelParallel();
    const double globalBatch = w.globalBatch();
    const int accumulation = w.gradientAccumulation();
    const double eb = memory::activationBytes(w);

    p.peakTflops = gpu.peakTflops(w.precision).value_or(gpu.tflops.count("fp32") ? gpu.tflops.at("fp32") : 1.0);
    const EfficiencyModel::ClassFit fit = e.classFit(w.workloadClass);
    double eff = fit.computeEfficiency * e.generationFactor(gpu.generation);
    if (w.stack == Stack::Optimized)
        eff *= e.optimizedStackSpeedup;
    p.computeEfficiency = std::min(eff, kMaxEfficiency);

    p.modelFlopsPerStep = flopsPerSample(w, true) * globalBatch;
    p.hardwareFlopsPerStep = flopsPerSample(w, false) * globalBatch;
    p.idealComputeSeconds = p.hardwareFlopsPerStep / gpus / (p.peakTflops * 1e12);
    if (w.precision == Precision::FP8 && m.isTransformer()) {
        // FP8 training (Transformer Engine) runs only the linear layers in FP8; attention's
        // score and value products stay in 16 bits (NVIDIA TE docs, "Using FP8 with Transformer
        // Engine"), at the 16-bit peak.
        const double peak16 = gpu.peakTflops(Precision::BF16).value_or(p.peakTflops);
        const double attentionShare = attentionFlopsPerSample(w, false) / flopsPerSample(w, false);
        p.idealComputeSeconds *= (1.0 - attentionShare) + attentionShare * p.peakTflops / peak16;
    }
    p.computeSeconds = p.idealComputeSeconds / p.computeEfficiency;

    // --- memory-bound work, per GPU and step
    const double memGBps = gpu.memoryBandwidthGBps * e.memoryEfficiency;
    double bytes = 0;
    const double samplesPerGpu = globalBatch / dp; // each model-parallel group sees its DP share
    if (m.isTransformer()) {
        // elementwise kernels (norms, residual adds, rotary, activation functions, dropout):
        // read and written once per token and layer forward, twice backward
        const double f = m.ffnHidden > 0 ? m.ffnHidden : 4.0 * m.hidden;
        const double perTokenLayer = eb * (16.0 * m.hidden + (m.ffnGated ? 3.0 : 2.0) * f);
        const double passes = w.activationCheckpointing ? 4.0 : 3.0;
        bytes += passes * perTokenLayer * m.layers * w.tokensPerSample * samplesPerGpu / mp;
        // weights streamed through the matmuls on every micro-batch: forward, input gradients,
        // weight gradients (full) and a recompute forward; QLoRA dequantises 4-bit weights to
        // 16 bits before each use (read 0.52 + write 2 + read 2 bytes per parameter).
        const double weightPasses = (w.trainsAllWeights() ? 3.0 : 2.0) + (w.activationCheckpointing ? 1.0 : 0.0);
        double perPass = m.params * eb;
        if (w.method == Method::QLora) {
            const double emb = m.embeddingParams();
            perPass = (m.params - emb) * ((4.0 + 0.127) / 8.0 + 2.0 + 2.0) + emb * 2.0;
        }
        bytes += accumulation * weightPasses * perPass / mp;
    } else {
        // conv nets are bound by activation traffic (read, write, normalise, activate, and the
        // same backward), which grows with activations, not FLOPs. Depthwise-separable nets
        // (EfficientNet, MobileNet) add SiLU and squeeze-excitation passes over the expanded
        // tensors and run depthwise convolutions far below the memory bandwidth (Tan & Le 2021,
        // EfficientNetV2, sec. 3.2: "depthwise convolutions are slow in early layers"): a fitted
        // factor on their traffic.
        const double passes = w.activationCheckpointing ? 4.0 / 3.0 : 1.0;
        const double perActivation = e.visionBytesPerActivation * (m.depthwiseSeparable ? e.depthwiseTrafficFactor : 1.0);
        bytes += perActivation * (eb / 2.0) * passes * m.forwardActivations(w.imageSize) * samplesPerGpu;
    }
    // optimizer step: read and write master weights and moments, read gradients, write weights
    const double trainable = memory::trainableParams(w) / mp / (w.zeroStage >= 1 ? dp : 1);
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

    // --- communication (data parallel), per step
    if (dp > 1) {
        const double gradBytes = (w.trainsAllWeights() && w.precision != Precision::FP32) ? 2.0 : 4.0;
        const double microCompute = (p.computeSeconds + p.memorySeconds) / accumulation;
        if (w.zeroStage >= 3) {
            // ZeRO-3 gathers the weights for forward and backward and reduce-scatters gradients on
            // every micro-batch: ~1.5x an all-reduce of the weights (Rajbhandari et al. 2020, sec. 7)
            const double weights16 = m.params * eb / mp;
            const double perMicro = 1.5 * allReduceSeconds(w, e, weights16);
            p.commSeconds = perMicro * accumulation;
            p.commExposedSeconds = accumulation * std::max(0.0, perMicro - e.commOverlap * microCompute);
        } else {
            const double grads = memory::trainableParams(w) / mp * gradBytes;
            p.commSeconds = allReduceSeconds(w, e, grads);
            // DDP overlaps bucketed all-reduce with the backward pass of the last micro-batch
            const double backward = microCompute * 2.0 / 3.0;
            p.commExposedSeconds = std::max(0.0, p.commSeconds - e.commOverlap * backward);
        }
    }

    // --- pipeline bubble (Narayanan et al. 2021: (p - 1) / m of the ideal time)
    if (w.parallel.pipeline > 1)
        p.pipelineBubble = 1.0 + static_cast<double>(w.parallel.pipeline - 1) / accumulation;

    p.stepSeconds = (p.computeSeconds + p.memorySeconds + p.commExposedSeconds + p.offloadSeconds) * p.pipelineBubble;

    // --- input pipeline: with standard loaders the host CPUs decode and augment every image;
    // detection's mosaic augmentation reads four images per sample (Bochkovskiy et al. 2020);
    // segmentation also rasterises every instance's polygon into a mask and applies the same
    // affine warp to it (Ultralytics segment loader), estimated as costly again as the mosaic.
    // Tuned stacks decode on the GPU (NVIDIA DALI) and are not limited here.
    if (!m.isTransformer() && w.stack == Stack::Standard && w.hw.vcpusPerNode > 0) {
        const double imagesPerSample = m.task == "classification" ? 1.0 : m.task == "segmentation" ? 8.0 : 4.0;
        const double perCore = e.decodeImagesPerCore / imagesPerSample;
        const double rate = perCore * w.hw.vcpusPerNode * w.hw.nodes;
        p.inputSeconds = globalBatch / rate;
        p.stepSeconds = std::max(p.stepSeconds, p.inputSeconds);
    }
    p.steps = globalBatch > 0 ? w.totalSamples() / globalBatch : 0;
    p.totalSeconds = p.steps * p.stepSeconds;
    p.samplesPerSecond = p.stepSeconds > 0 ? globalBatch / p.stepSeconds : 0;
    p.tokensPerSecond = m.isTransformer() ? p.samplesPerSecond * w.tokensPerSample : 0;
    p.mfu = p.stepSeconds > 0 ? p.modelFlopsPerStep / (p.stepSeconds * gpus * p.peakTflops * 1e12) : 0;
    return p;
}

} // namespace tp::performance
