#include "MemoryEstimator.h"

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

// Activation memory of conv nets per forward FLOP in fp16 AMP: NVIDIA DeepLearningExamples
// trains ResNet-50 (8.2 GFLOPs) at batch 256 with AMP on 16 GB V100s, i.e. about 55 MB per
// image once weights and workspace are set aside -> 55e6 / 8.2e9 = 0.0067 bytes per FLOP.
constexpr double kVisionActivationBytesPerFlop = 0.0067;


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

// Per-token-per-layer linear-layer shapes of the LoRA targets: sum over targeted matrices of
// (in + out), which times the rank gives the adapter parameters (Hu et al. 2021, LoRA).
double loraInOutPerLayer(const Workload &w)
{
    const ModelSpec &m = w.model;
    const double h = m.hidden;
    const double kv = m.heads > 0 ? h * m.kvHeads / m.heads : h;
    const double f = m.ffnHidden > 0 ? m.ffnHidden : 4 * h;
    const double q = h + h, k = h + kv, v = h + kv, o = h + h;
    if (w.loraTargets == "qv")
        return q + v;
    const double mlp = m.ffnGated ? 3 * (h + f) : 2 * (h + f);
    return q + k + v + o + mlp;
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
    return static_cast<double>(w.loraRank) * loraInOutPerLayer(w) * w.model.layers;
}

double transformerLayerActivations(const Workload &w)
{
    // Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer Models",
    // sec. 4.1: a GPT layer keeps s*b*h*(34 + 5*a*s/h) bytes in 16-bit training. Generalised here
    // to grouped-query attention (K, V of kv_heads), any MLP width f and gated MLPs, and to
    // FlashAttention, which keeps no s x s score matrix (only the softmax statistics).
    const ModelSpec &m = w.model;
    const double s = w.seqLen, b = w.microBatch, h = m.hidden, a = m.heads;
    const double f = m.ffnHidden > 0 ? m.ffnHidden : 4 * h;
    const double g = m.heads > 0 ? static_cast<double>(m.kvHeads) / m.heads : 1.0;
    const double e = activationBytes(w);
    // FP8 training (Transformer Engine) saves the FP8-cast input of each linear layer for its
    // weight gradient: 1 byte instead of 2 for those four tensors
    const double lin = w.precision == Precision::FP8 ? 1.0 : e;
    const double sbh = s * b * h;
    // attention: input of the QKV projection, Q, K, V, output (input of the output projection)
    double attention = sbh * (lin + e + 2 * g * e + lin);
    // the two norm inputs and the MLP input
    double norms = sbh * (2 * e + lin);
    // MLP: gated keeps gate and up projections and the activation output (the down projection's
    // input); plain keeps pre- and post-activation
    double mlp = s * b * f * ((m.ffnGated ? 2 : 1) * e + lin);
    double scores = 0;
    const bool dropout = m.architecture != ModelSpec::Architecture::Decoder; // BERT-style training
    if (w.flashAttention)
        scores = 4.0 * a * s * b; // fp32 log-sum-exp per head and position
    else
        scores = e * a * s * s * b + (dropout ? (1 + e) * a * s * s * b : 0);
    const double masks = dropout ? 2 * sbh : 0; // 1-byte dropout masks after attention and MLP
    return attention + norms + mlp + scores + masks;
}

MemoryBreakdown estimate(const Workload &w)
{
    MemoryBreakdown mb;
    const ModelSpec &m = w.model;
    const double dp = std::max(1, w.parallel.data);
    const double mp = std::max(1, w.parallel.modelParallel());
    const int zero = w.zeroStage;

    // --- model states
    const double trainable = trainableParams(w);
    const double e = activationBytes(w);
    double frozenWeights = 0;
    if (w.method == Method::Lora) {
        frozenWeights = m.params * e;
    } else if (w.method == Method::QLora) {
        // embeddings and the output head stay in 16 bits (bitsandbytes quantises nn.Linear only)
        // Hugging Face's recipe (PEFT prepare_model_for_kbit_training, as in the QLoRA paper's
        // code) casts every parameter it does not quantise to fp32, embeddings and head included;
        // tuned stacks (Unsloth, torchtune) keep them in 16 bits.
        const double emb = m.embeddingParams();
        const double embBytes = w.stack == Stack::Standard ? 4.0 : 2.0;
        frozenWeights = (m.params - emb) * kNf4BytesPerParam + emb * embBytes;
    }
    const StateBytes adapter = trainableStateBytes(w);

    double weights = frozenWeights + trainable * adapter.weights;
    double grads = trainable * adapter.gradients;
    double opt = trainable * adapter.optimizer;
    // tensor/pipeline model parallelism splits every state
    weights /= mp;
    grads /= mp;
    opt /= mp;
    // ZeRO stage 1 shards optimizer states, 2 also gradients, 3 also weights (Rajbhandari et al. 2020)
    if (zero >= 1)
        opt /= dp;
    if (zero >= 2)
        grads /= dp;
    if (zero >= 3)
        weights /= dp;
    if (w.offloadOptimizer)
        opt = 0;
    if (w.optimizerInBackward && m.layers > 0)
        grads /= m.layers; // each layer's gradients live only until its update (torchtune)
    if (w.offloadParams && m.layers > 0) {
        // FSDP CPU offload: weights and gradients stay on the host; the GPU holds the layers
        // being computed (two, with prefetch) at full size
        weights = 2.0 * (frozenWeights + trainable * adapter.weights) / mp / m.layers;
        grads = 0;
    }
    mb.weights = weights;
    mb.gradients = grads;
    mb.optimizer = opt;

    // --- activations of one micro-batch
    if (m.isTransformer()) {
        const double perLayer = transformerLayerActivations(w) / w.parallel.tensor;
        const double layersHere = static_cast<double>(m.layers) / w.parallel.pipeline;
        // keep each layer's input and recompute one layer at a time during backward, or keep all
        double act = w.activationCheckpointing ? layersHere * e * w.seqLen * w.microBatch * m.hidden + perLayer
                                               : layersHere * perLayer;
        // 1F1B pipeline schedules keep `pipeline` micro-batches in flight on the first stage
        // (Narayanan et al. 2021), so pipelining does not shrink that stage's activations.
        act *= w.parallel.pipeline;
        // Output logits, s x b x vocab each: the 16-bit logits and the fp32 log-softmax the
        // cross-entropy saves; Hugging Face models also upcast the logits to fp32 (returned to
        // the caller) and make a shifted contiguous fp32 copy for the loss. Tuned stacks fuse or
        // chunk the loss and keep only the first two.
        const double lossBytes = w.stack == Stack::Standard ? 4.0 + 4.0 + 4.0 : 4.0;
        const double logits = static_cast<double>(w.seqLen) * w.microBatch * m.vocab * (e + lossBytes) / w.parallel.tensor;
        mb.activations = act + (w.parallel.pipeline == 1 ? logits : logits / w.parallel.pipeline);
    } else {
        const double scale = m.imageSize > 0 ? (static_cast<double>(w.imageSize) / m.imageSize) : 1.0;
        const double fwdFlops = m.forwardGflops * 1e9 * scale * scale;
        double perSample = fwdFlops * kVisionActivationBytesPerFlop * (e / 2.0);
        if (w.activationCheckpointing)
            perSample *= 0.35; // segment checkpointing keeps roughly one stage in three
        mb.activations = perSample * w.microBatch;
    }

    // --- the rest
    const double tensors = mb.weights + mb.gradients + mb.optimizer + mb.activations;
    mb.other = kContextBytes + (w.hw.totalGpus() > 1 ? kNcclBytes : 0) + kFragmentation * tensors;
    return mb;
}

} // namespace tp::memory
