#pragma once

#include "core/EnumNames.h"

#include <optional>
#include <string>

namespace tp {

// Activation recomputation (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
// Transformer Models"): none; selective recomputes only the attention core (scores, softmax,
// values), whose activations are large and cheap to recompute; full keeps only each layer's input
// and recomputes the whole layer in backward.
enum class Recompute
{
    None,
    Selective,
    Full
};
constexpr auto enumNames(Recompute)
{
    return std::array{"none", "selective", "full"};
}

// How one training step is spread over the GPUs, in Megatron-LM's terms:
// tensor x context x pipeline x data = GPUs; experts spread over the tensor x context x data
// ranks of a stage (MoE parallel folding), after Narayanan et al. 2021 and Korthikanti et al. 2022.
struct Parallelism
{
    int tensor = 1;
    int pipeline = 1;
    int virtualStages = 1;
    int context = 1;
    int expert = 1;
    int data = 1;
    bool sequenceParallel = false;
    // The context degree splits sequences DeepSpeed-Ulysses' way (Jacobs et al. 2023: all-to-all
    // of queries, keys, values and outputs so that each rank attends over whole sequences for
    // heads / context heads) instead of ring attention.
    bool ulysses = false;

    int modelParallel() const { return tensor * pipeline; }
    int gpus() const { return tensor * context * pipeline * data; }
    // Layers on the busiest pipeline stage: layers / pipeline, rounded up when the stages are
    // uneven (Megatron-LM's --decoder-first/last-pipeline-num-layers give the spare ones to the
    // first and last stage, which also hold the embedding and the head).
    int stageLayers(int layers) const { return (layers + pipeline - 1) / pipeline; }
    bool operator==(const Parallelism &o) const
    {
        return tensor == o.tensor && pipeline == o.pipeline && virtualStages == o.virtualStages &&
               context == o.context && expert == o.expert && data == o.data &&
               sequenceParallel == o.sequenceParallel && ulysses == o.ulysses;
    }
};

// Megatron-LM's uneven pipeline (--decoder-first/last-pipeline-num-layers): when the stages do not
// divide the layers, the middle stages hold the same number and the first and last stage (which
// also hold the embedding and the output layer) share the rest, none holding more than
// stageLayers(). Empty when the stages divide the layers or no such split exists.
struct StageSplit
{
    int first = 0;
    int middle = 0; // 0 with two stages (no middle)
    int last = 0;
};
std::optional<StageSplit> unevenStageSplit(int layers, int pipeline);

// Whether the interleaved schedule can cut every stage into `virtualStages` equal model chunks:
// pipeline x virtualStages divides the layers, or each part of an uneven split divides by it.
bool interleaveFits(int layers, int pipeline, int virtualStages);

// The degrees a job fixes (job field "parallelism"); the rest are chosen by the layout search.
struct ParallelismRequest
{
    std::optional<int> tensor;
    std::optional<int> pipeline;
    std::optional<int> virtualStages;
    std::optional<int> context;
    std::optional<int> expert;
    std::optional<bool> sequenceParallel;
    std::optional<int> ulysses; // DeepSpeed-Ulysses sequence-parallel degree (spec/cli.md, version 3)
    bool unevenStages = false;  // "uneven_stages": pipeline stages may hold one layer more or less

    bool any() const
    {
        return tensor || pipeline || virtualStages || context || expert || sequenceParallel || ulysses;
    }
};

// Every setting the estimator may choose for one hardware setup: the parallel layout, the ZeRO
// stage, the recomputation and the micro-batch.
struct Layout
{
    Parallelism parallel;
    int zeroStage = 0;
    Recompute recompute = Recompute::None;
    int microBatch = 1;
};

// Sequences or images per optimizer step when the job gives no global batch: one micro-batch on
// every data-parallel replica, and with a pipeline 4 x pipeline micro-batches per replica, as
// pipeline users set it (Narayanan et al. 2021: m >> p keeps the bubble (p - 1) / m small).
inline double defaultGlobalBatch(const Layout &l)
{
    const double perReplica = l.parallel.pipeline > 1 ? 4.0 * l.parallel.pipeline : 1.0;
    return perReplica * l.microBatch * l.parallel.data;
}

// How images reach the GPU (job field data.loader): decoded and augmented on the host's vCPUs,
// decoded on the GPU (NVIDIA DALI, nvJPEG), or already decoded (pre-processed or synthetic data).
enum class DataLoader
{
    Cpu,
    Gpu,
    Preprocessed
};
constexpr auto enumNames(DataLoader)
{
    return std::array{"cpu", "gpu", "preprocessed"};
}

} // namespace tp
