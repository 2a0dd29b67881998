#include "core/LayoutRules.h"

#include "core/Workload.h"

namespace tp {

namespace {

std::string n(int v)
{
    return std::to_string(v);
}

} // namespace

std::optional<LayoutIssue> modelLayoutIssue(const Workload &w, const Parallelism &p, bool unevenStages)
{
    const ModelSpec &m = w.model;
    const Framework &f = *w.framework;
    const std::string fw = f.name.en;
    if (p.tensor > 1) {
        if (!f.tensor)
            return LayoutIssue{"/parallelism/tensor", "unsupported", fw + " has no tensor parallelism"};
        if (!m.isTransformer())
            return LayoutIssue{"/parallelism/tensor", "unsupported",
                               "tensor parallelism splits transformer layers; "
                               "a vision model trains data-parallel"};
        if (m.heads % p.tensor != 0 || m.kvHeads % p.tensor != 0)
            return LayoutIssue{"/parallelism/tensor", "bad-layout",
                               "tensor " + n(p.tensor) + " does not divide the model's " + n(m.heads) +
                                   " attention heads and " + n(m.kvHeads) + " key/value heads"};
    }
    if (p.sequenceParallel && !f.sequenceParallel)
        return LayoutIssue{"/parallelism/sequence_parallel", "unsupported",
                           fw + " has no sequence parallelism"};
    if (p.pipeline > 1) {
        if (!f.pipeline)
            return LayoutIssue{"/parallelism/pipeline", "unsupported", fw + " has no pipeline parallelism"};
        if (!m.isTransformer())
            return LayoutIssue{"/parallelism/pipeline", "unsupported",
                               "pipeline parallelism splits transformer layers; "
                               "a vision model trains data-parallel"};
        if (p.pipeline > m.layers ||
            (m.layers % p.pipeline != 0 && (!unevenStages || !unevenStageSplit(m.layers, p.pipeline))))
            return LayoutIssue{
                "/parallelism/pipeline", "bad-layout",
                "pipeline " + n(p.pipeline) + " does not divide the model's " + n(m.layers) +
                    " layers (give \"uneven_stages\": true for Megatron-style uneven stages, or leave "
                    "\"pipeline\" out to let TrainPlan choose)"};
    }
    if (p.virtualStages > 1) {
        if (!f.interleaved)
            return LayoutIssue{"/parallelism/virtual_stages", "unsupported",
                               fw + " has no interleaved pipeline schedule"};
        if (p.pipeline < 2)
            return LayoutIssue{"/parallelism/virtual_stages", "bad-layout",
                               "virtual stages interleave a pipeline: they need pipeline 2 or more"};
        if (m.layers < p.pipeline * p.virtualStages ||
            (!unevenStages && m.layers % (p.pipeline * p.virtualStages) != 0) ||
            !interleaveFits(m.layers, p.pipeline, p.virtualStages))
            return LayoutIssue{"/parallelism/virtual_stages", "bad-layout",
                               "pipeline " + n(p.pipeline) + " x virtual_stages " + n(p.virtualStages) +
                                   " does not divide the model's " + n(m.layers) + " layers"};
    }
    if (p.ulysses && p.context > 1) {
        if (!f.ulysses)
            return LayoutIssue{"/parallelism/ulysses", "unsupported",
                               fw + " has no DeepSpeed-Ulysses sequence parallelism"};
        if (!m.isTransformer())
            return LayoutIssue{"/parallelism/ulysses", "unsupported",
                               "Ulysses splits sequences over attention heads; a vision model has none"};
        // each rank attends over whole sequences for heads / ulysses of the heads (DeepSpeed
        // requires the heads to divide: deepspeed/sequence/layer.py)
        if (m.heads % p.context != 0)
            return LayoutIssue{"/parallelism/ulysses", "bad-layout",
                               "ulysses " + n(p.context) + " does not divide the model's " + n(m.heads) +
                                   " attention heads"};
    } else if (p.context > 1) {
        if (!f.context)
            return LayoutIssue{"/parallelism/context", "unsupported", fw + " has no context parallelism"};
        if (!m.isTransformer())
            return LayoutIssue{"/parallelism/context", "unsupported",
                               "context parallelism splits sequences; a vision model has none"};
        if (w.seqLen % (2 * p.context) != 0)
            return LayoutIssue{"/parallelism/context", "bad-layout",
                               "context " + n(p.context) + " splits each sequence into " + n(2 * p.context) +
                                   " chunks, which do not divide seq_len " + n(w.seqLen)};
    }
    if (p.expert > 1) {
        if (!m.isMoe())
            return LayoutIssue{"/parallelism/expert", "bad-layout",
                               "expert parallelism needs a mixture-of-experts model; " +
                                   (m.name.empty() ? std::string("this one") : m.name) + " is dense"};
        if (!f.expert)
            return LayoutIssue{"/parallelism/expert", "unsupported", fw + " has no expert parallelism"};
        if (m.experts % p.expert != 0)
            return LayoutIssue{"/parallelism/expert", "bad-layout",
                               "expert " + n(p.expert) + " does not divide the model's " + n(m.experts) +
                                   " experts"};
    }
    return std::nullopt;
}

std::optional<LayoutIssue> gpuLayoutIssue(const Workload &w, const Parallelism &p)
{
    const int gpus = w.hw.totalGpus();
    const int split = p.tensor * p.context * p.pipeline;
    if (split > gpus || gpus % split != 0) {
        std::string path = p.pipeline > 1  ? "/parallelism/pipeline"
                           : p.context > 1 ? (p.ulysses ? "/parallelism/ulysses" : "/parallelism/context")
                                           : "/parallelism/tensor";
        return LayoutIssue{path, "bad-layout",
                           "tensor " + n(p.tensor) + " x context " + n(p.context) + " x pipeline " +
                               n(p.pipeline) + " = " + n(split) + " does not divide the " + n(gpus) +
                               " GPUs"};
    }
    const int perStage = gpus / p.pipeline; // tensor x context x data ranks, which experts fold over
    if (p.expert > 1 && perStage % p.expert != 0)
        return LayoutIssue{"/parallelism/expert", "bad-layout",
                           "expert " + n(p.expert) + " does not divide the " + n(perStage) +
                               " GPUs of a pipeline stage (GPUs / pipeline)"};
    return std::nullopt;
}

Parallelism requestedLayout(const Workload &w)
{
    const ParallelismRequest &r = w.parallelFixed;
    Parallelism p;
    p.tensor = r.tensor.value_or(1);
    p.pipeline = r.pipeline.value_or(1);
    p.virtualStages = r.virtualStages.value_or(1);
    p.context = r.ulysses ? *r.ulysses : r.context.value_or(1);
    p.ulysses = r.ulysses.has_value();
    p.expert = r.expert.value_or(1);
    p.sequenceParallel = r.sequenceParallel.value_or(false) && p.tensor > 1; // else switched off
    const int split = p.tensor * p.context * p.pipeline;
    const int gpus = w.hw.totalGpus();
    p.data = split > 0 && gpus % split == 0 ? gpus / split : 0;
    return p;
}

} // namespace tp
