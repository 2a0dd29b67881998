#include "core/MemoryEstimator.h"

#include <algorithm>

namespace tp::memory {

namespace {

// CUDA context, cuBLAS/cuDNN workspaces and the caching allocator's reserve. PyTorch's CUDA
// context alone is 0.3-0.6 GiB (CUDA 11/12 with lazy loading); NCCL adds its buffers per
// communicator (NCCL_BUFFSIZE 4 MiB x channels x peers).
constexpr double kContextBytes = 0.75 * kGiB;
constexpr double kNcclBytes = 0.5 * kGiB;
// Fragmentation of the caching allocator, as a share of what tensors hold (PyTorch reports
// reserved - allocated of 5-10% on steady-state training loops).
constexpr double kFragmentation = 0.05;

// QLoRA stores frozen linear weights as 4-bit NormalFloat with double-quantized block
// constants: 4 + 0.127 bits per parameter (Dettmers et al. 2023, "QLoRA", sec. 3).
constexpr double kNf4BytesPerParam = (4.0 + 0.127) / 8.0;

// Activation memory of conv nets: the tensors kept for backward per element of forward
// activation (a convolution's output, its normalised copy, the activation function's output),
// at the training precision. Activations grow with width x depth x pixels while FLOPs grow with
// width^2, so elements, not FLOPs, set the memory (ModelSpec::forwardActivations). Estimate: 1.8
// saved elements per activation element meets the conv-net memory facts of the calibration set:
// timm trains ResNet-50 (11.1 M activations at 224 px) at batch 512 on a 24 GB RTX 3090,
// DeepLearningExamples at 256 on 16 GB V100s (at most ~45 and ~58 MB per image), and the YOLOv5
// README's batch sizes (v5s 64, v5l 24, v5x 16 at 640 px) are for 16 GB V100s.
constexpr double kVisionSavedPerActivation = 1.8;
// Conv nets change tensor shapes from batch to batch (mosaic, rectangular batches, dynamic
// label counts), so PyTorch's caching allocator reserves more beyond what is allocated:
// Ultralytics' GPU_mem readings (memory_reserved) on a T4 run about 1.2x the allocated estimate.
constexpr double kVisionFragmentation = 0.10;

// Bytes per trained parameter (ZeRO paper, Rajbhandari et al. 2020, sec. 3.1: mixed-precision
// Adam keeps fp16 weights 2 + fp16 gradients 2 + fp32 master weights, momentum and variance 12 =
// 16 bytes). 8-bit Adam keeps both moments in one byte each (Dettmers et al. 2022); SGD with
// momentum keeps one fp32 state.
StateBytes trainedStateBytes(const Workload &w)
{
    const bool mixed = w.precision != Precision::FP32;
    // Pure 16-bit training (torchtune's default) keeps no fp32 master copy and 16-bit moments.
    const bool pure16 = mixed && !w.masterWeights;
    const double master = mixed && !pure16 ? 4 : 0;
    const double stateBytes = pure16 ? 2 : 4;
    double states = 0;
    switch (w.optimizer) {
    case Optimizer::AdamW:
        states = 2 * stateBytes;
        break;
    case Optimizer::AdamW8bit:
        states = 2;
        break;
    case Optimizer::Sgd:
        states = stateBytes;
        break;
    }
    return mixed ? StateBytes{2, 2, master + states} : StateBytes{4, 4, states};
}

// The linear-layer shapes of the LoRA targets over all layers: sum over targeted matrices of
// (in + out), which times the rank gives the adapter parameters (Hu et al. 2021, LoRA). With
// all-linear targets (PEFT's "all-linear", QLoRA's recipe) every expert of an MoE layer gets
// its own adapters.
double loraInOut(const Workload &w)
{
    const ModelSpec &m = w.model;
    const double h = m.hidden;
    const double q = m.queryDim(), kv = m.kvDim();
    const double f = m.ffnHidden > 0 ? m.ffnHidden : 4 * h;
    const double attention = (h + q) + 2 * (h + kv) + (q + h);
    if (w.loraTargets == "qv")
        return m.layers * ((h + q) + (h + kv));
    const double matrices = m.ffnGated ? 3 : 2;
    const double denseMlp = matrices * (h + f);
    if (!m.isMoe())
        return m.layers * (attention + denseMlp);
    const double fe = m.moeFfnHidden > 0 ? m.moeFfnHidden : f;
    const double moeMlp = (m.experts + m.sharedExperts) * matrices * (h + fe);
    return m.denseLayers * (attention + denseMlp) + m.moeLayers() * (attention + moeMlp);
}

} // namespace

StateBytes trainableStateBytes(const Workload &w)
{
    if (w.trainsAllWeights())
        return trainedStateBytes(w);
    // LoRA adapters train in fp32 (PEFT upcasts adapters under autocast): 4 + 4 + fp32 moments.
    const double states = w.optimizer == Optimizer::AdamW ? 8 : w.optimizer == Optimizer::AdamW8bit ? 2 : 4;
    return StateBytes{4, 4, states};
}

double activationBytes(const Workload &w)
{
    return w.precision == Precision::FP32 ? 4.0 : 2.0;
}

double trainableParams(const Workload &w)
{
    if (w.trainsAllWeights())
        return w.model.params;
    return static_cast<double>(w.loraRank) * loraInOut(w);
}

namespace {

// The non-expert and routed-expert parameters one GPU holds before ZeRO sharding: tensor
// parallelism splits every weight matrix, pipeline stages take layers / pipeline each (the
// first stage also the input embedding, the last the output head; with one stage both),
// expert parallelism spreads the routed experts. The busiest stage counts.
struct ParamsHere
{
    double dense = 0;
    double experts = 0;
};

ParamsHere paramsHere(const Workload &w, const Layout &l, double total)
{
    const ModelSpec &m = w.model;
    const Parallelism &p = l.parallel;
    if (!m.isTransformer() || m.layers <= 0)
        return {total, 0};
    const double routed = total == m.params ? m.routedExpertParams() : 0;
    const double embeddings = total == m.params ? m.embeddingParams() : 0;
    const double oneTable = total == m.params ? static_cast<double>(m.vocab) * m.hidden : 0;
    const double layerDense = std::max(0.0, total - routed - embeddings) / m.layers;
    const double layersHere = p.stageLayers(m.layers);
    // with several stages the first holds the input table and the last the output head (a tied
    // head keeps its own copy there): one table on the busiest stage
    const double tables = p.pipeline > 1 ? oneTable : embeddings;
    ParamsHere out;
    out.dense = (layerDense * layersHere + tables) / p.tensor;
    // experts are not split by tensor parallelism (expert tensor parallelism 1, MoE parallel
    // folding: the expert-parallel group spans the tensor x context x data ranks)
    out.experts = routed / p.pipeline / p.expert;
    return out;
}

} // namespace

double transformerLayerActivations(const Workload &w, const Layout &l)
{
    // Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer Models",
    // sec. 4.1: a GPT layer keeps s*b*h*(34 + 5*a*s/h) bytes in 16-bit training; with tensor
    // parallelism t the attention and MLP internals divide by t and, with sequence parallelism,
    // the norms, dropout masks and layer inputs too (sec. 4.2.2). Generalised here to grouped-
    // query attention (K, V of kv_heads), any head width and MLP width, gated MLPs, mixture-of-
    // experts layers (each token's activations in its top-k experts, and the dispatched copies),
    // context parallelism (each GPU holds s / c of the sequence) and FlashAttention, which keeps
    // no s x s score matrix (only the softmax statistics).
    const ModelSpec &m = w.model;
    const Parallelism &p = l.parallel;
    const double t = p.tensor;
    const double tokens = static_cast<double>(w.seqLen) / p.context * l.microBatch;
    const double h = m.hidden, a = m.heads, s = w.seqLen;
    const double q = m.queryDim(), kv = m.kvDim();
    const double f = m.ffnHidden > 0 ? m.ffnHidden : 4 * h;
    const double e = activationBytes(w);
    // FP8 training (Transformer Engine) saves the FP8-cast input of each linear layer for its
    // weight gradient: 1 byte instead of 2 for those tensors
    const double lin = w.precision == Precision::FP8 ? 1.0 : e;
    const double replicated = p.sequenceParallel ? t : 1.0; // what only sequence parallelism splits
    // attention: input of the QKV projection, Q, K, V, output (input of the output projection)
    const double attention = tokens * h * lin / replicated + tokens * (q * e + 2 * kv * e + q * lin) / t;
    // the two norm inputs and the MLP input
    const double norms = tokens * h * (2 * e + lin) / replicated;
    // MLP: gated keeps gate and up projections and the activation output (the down projection's
    // input); plain keeps pre- and post-activation
    const double perWidth = (m.ffnGated ? 2 : 1) * e + lin;
    const double denseMlp = tokens * f * perWidth / t;
    double mlp = denseMlp;
    if (m.isMoe()) {
        const double fe = m.moeFfnHidden > 0 ? m.moeFfnHidden : f;
        // top-k routed and the shared experts' internals, plus the token copies dispatched to the
        // experts and gathered back (MoE layers of Megatron-Core / DeepSpeed-MoE)
        const double experts = tokens * m.expertsPerToken * fe * perWidth / replicated +
                               tokens * m.sharedExperts * fe * perWidth / t;
        const double dispatch = 2.0 * tokens * m.expertsPerToken * h * e / replicated;
        const double moe = experts + dispatch;
        mlp = (m.denseLayers * denseMlp + m.moeLayers() * moe) / m.layers;
    }
    double scores = 0;
    const bool dropout = m.architecture != ModelSpec::Architecture::Decoder; // BERT-style training
    if (l.recompute == Recompute::Selective)
        scores = 0; // the attention core is recomputed: only Q, K, V and its output are kept
    else if (w.flashAttention)
        scores = 4.0 * a * tokens / t; // fp32 log-sum-exp per head and position
    else
        scores = (e + (dropout ? 1 + e : 0)) * a * s * tokens / t;
    const double masks =
        dropout ? 2 * tokens * h / replicated : 0; // 1-byte dropout masks after attention and MLP
    // LoRA with dropout before each adapter (PEFT recipes' lora_dropout 0.05) keeps, per adapted
    // matrix, the dropped-out copy of its input (lora_A's saved input) and the 1-byte mask
    double loraDropout = 0;
    if (!w.trainsAllWeights() && w.framework->loraDropout) {
        const double inputs = w.loraTargets == "qv" ? 2 * h : 3 * h + q + (m.ffnGated ? 2 * h + f : h + f);
        loraDropout = tokens * inputs * (e + 1) / replicated;
    }
    return attention + norms + mlp + scores + masks + loraDropout;
}

double transformerLayerActivations(const Workload &w)
{
    return transformerLayerActivations(w, w.layout());
}

MemoryBreakdown estimate(const Workload &w)
{
    return estimate(w, w.layout());
}

MemoryBreakdown estimate(const Workload &w, const Layout &l)
{
    MemoryBreakdown mb;
    const ModelSpec &m = w.model;
    const Parallelism &p = l.parallel;
    const double dp = std::max(1, p.data);
    // ZeRO shards the non-expert states over every data-parallel copy (data x context ranks, as
    // Megatron's distributed optimizer does) and the experts' over their own data-parallel ranks
    // (tensor x context x data / expert).
    const double denseShard = dp * p.context;
    const double expertShard = std::max(1.0, denseShard * p.tensor / p.expert);
    const int zero = l.zeroStage;

    // --- model states
    const double trainable = trainableParams(w);
    const double e = activationBytes(w);
    double frozenBytes = 0; // bytes per frozen base parameter
    double frozenEmbeddingBytes = 0;
    if (w.method == Method::Lora) {
        frozenBytes = frozenEmbeddingBytes = e;
    } else if (w.method == Method::QLora) {
        // embeddings and the output head stay in 16 bits (bitsandbytes quantises nn.Linear only);
        // Hugging Face's recipe (PEFT prepare_model_for_kbit_training, as in the QLoRA paper's
        // code) casts every parameter it does not quantise to fp32, embeddings and head included;
        // tuned stacks (Unsloth, torchtune) keep them in 16 bits.
        frozenBytes = kNf4BytesPerParam;
        frozenEmbeddingBytes = w.framework->fp32QloraEmbeddings ? 4.0 : 2.0;
    }
    const StateBytes adapter = trainableStateBytes(w);

    double weights = 0, grads = 0, opt = 0;
    if (w.trainsAllWeights()) {
        const ParamsHere here = paramsHere(w, l, m.params);
        StateBytes sb = adapter;
        if (w.precision != Precision::FP32) {
            if (w.framework->fp32Grads == Framework::Fp32Grads::Buffer)
                sb.gradients = 4; // Megatron's fp32 main_grad: "6 + 12/d" bytes per parameter (bf16)
            else if (w.framework->fp32Grads == Framework::Fp32Grads::Partition)
                sb.optimizer += 4; // DeepSpeed's fp32 gradient copy for the optimizer step
        }
        const auto shardFor = [&](double params, double shard, int stage) {
            return zero >= stage ? params / shard : params;
        };
        weights = shardFor(here.dense, denseShard, 3) * sb.weights +
                  shardFor(here.experts, expertShard, 3) * sb.weights;
        grads = shardFor(here.dense, denseShard, 2) * sb.gradients +
                shardFor(here.experts, expertShard, 2) * sb.gradients;
        opt = shardFor(here.dense, denseShard, 1) * sb.optimizer +
              shardFor(here.experts, expertShard, 1) * sb.optimizer;
    } else {
        // a frozen base (16-bit, or NF4 for QLoRA with its embeddings apart) and the adapters
        const ParamsHere base = paramsHere(w, l, m.params);
        const double emb = m.embeddingParams() / (p.pipeline > 1 ? 2.0 : 1.0) / p.tensor;
        const double frozen =
            std::max(0.0, base.dense + base.experts - emb) * frozenBytes + emb * frozenEmbeddingBytes;
        const double adapters = trainable / p.tensor / p.pipeline;
        weights = (zero >= 3 ? frozen / denseShard : frozen) +
                  adapters * adapter.weights / (zero >= 3 ? denseShard : 1);
        grads = adapters * adapter.gradients / (zero >= 2 ? denseShard : 1);
        opt = adapters * adapter.optimizer / (zero >= 1 ? denseShard : 1);
    }
    if (w.offloadOptimizer)
        opt = 0;
    if (w.optimizerInBackward && m.layers > 0)
        grads /= m.layers; // each layer's gradients live only until its update (torchtune)
    if (w.offloadParams && m.layers > 0) {
        // FSDP CPU offload: weights and gradients stay on the host; the GPU holds the layers
        // being computed (two, with prefetch) at full size
        const ParamsHere all = paramsHere(w, l, m.params);
        const double full = w.trainsAllWeights()
                                ? (all.dense + all.experts) * adapter.weights
                                : (all.dense + all.experts) * std::max(frozenBytes, frozenEmbeddingBytes);
        weights = 2.0 * full / p.stageLayers(m.layers);
        grads = 0;
    }
    mb.weights = weights;
    mb.gradients = grads;
    mb.optimizer = opt;

    // --- activations of the micro-batches in flight
    if (m.isTransformer()) {
        const double perLayer = transformerLayerActivations(w, l);
        const double layersHere = p.stageLayers(m.layers);
        const double replicated = p.sequenceParallel ? p.tensor : 1.0;
        const double layerInput =
            e * w.seqLen / static_cast<double>(p.context) * l.microBatch * m.hidden / replicated;
        // full recomputation keeps each layer's input and recomputes one layer at a time in backward
        const double perMicroBatch =
            l.recompute == Recompute::Full ? layersHere * layerInput + perLayer : layersHere * perLayer;
        // Output logits, s x b x vocab each: the 16-bit logits and the fp32 log-softmax the
        // cross-entropy saves; Hugging Face models also upcast the logits to fp32 (returned to
        // the caller) and make a shifted contiguous fp32 copy for the loss. Frameworks with a
        // fused or chunked loss keep only the first two.
        const double lossBytes = w.framework->fusedLoss ? 4.0 : 4.0 + 4.0 + 4.0;
        const double logits =
            static_cast<double>(w.seqLen) / p.context * l.microBatch * m.vocab * (e + lossBytes) / p.tensor;
        if (p.pipeline == 1) {
            mb.activations = perMicroBatch + logits;
        } else {
            // 1F1B keeps `pipeline` micro-batches in flight on the first stage (Narayanan et al.
            // 2021), interleaving 1 + (p - 1) / (p v) times that (Korthikanti et al. 2022, sec.
            // 4.2.3); the last stage holds one, and the logits.
            const double interleave =
                1.0 + (p.pipeline - 1.0) / (p.pipeline * static_cast<double>(p.virtualStages));
            const double first = perMicroBatch * p.pipeline * (p.virtualStages > 1 ? interleave : 1.0);
            mb.activations = std::max(first, perMicroBatch + logits);
        }
    } else {
        double perSample = m.forwardActivations(w.imageSize) * kVisionSavedPerActivation * e;
        if (l.recompute != Recompute::None)
            perSample *= 0.35; // segment checkpointing keeps roughly one stage in three
        mb.activations = perSample * l.microBatch;
    }

    mb.activations *= w.calibration.activationScale; // as the user's own runs showed

    // DDP's all-reduce buckets: a second copy of the unsharded gradients (the dense ones; experts
    // reduce among their own ranks alike, counted with them)
    if (w.framework->ddpBuckets && l.zeroStage == 0 && p.data * p.context > 1)
        mb.gradients *= 2.0;

    // --- the rest (with what the user's own run showed beyond the model, never below nothing)
    const double tensors = mb.weights + mb.gradients + mb.optimizer + mb.activations;
    const double fragmentation = m.isTransformer() ? kFragmentation : kVisionFragmentation;
    mb.other = kContextBytes + (w.hw.totalGpus() > 1 ? kNcclBytes : 0) + fragmentation * tensors;
    mb.other = std::max(0.0, mb.other + w.calibration.memoryOffsetGib * kGiB);
    return mb;
}

} // namespace tp::memory

std::array<double, 5> tp::MemoryBreakdown::partsGib() const
{
    const double g = memory::kGiB;
    return {weights / g, gradients / g, optimizer / g, activations / g, other / g};
}
