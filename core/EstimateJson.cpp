#include "core/EstimateJson.h"

#include <cmath>

namespace tp {

double roundSignificant(double value, int digits)
{
    if (value == 0 || !std::isfinite(value))
        return value;
    const double magnitude = std::ceil(std::log10(std::fabs(value)));
    const double scale = std::pow(10.0, digits - magnitude);
    const double rounded = std::round(value * scale) / scale;
    // Below about 1e-290 the scale overflows (inf / inf is NaN): such a value is 0 to any reader.
    return std::isfinite(rounded) ? rounded : (std::fabs(value) < 1 ? 0.0 : value);
}

nlohmann::json toJson(const Parallelism &p)
{
    // member by member: an initializer list builds each pair as an array first, several times
    // the work (this runs for every estimate a plan makes)
    nlohmann::json j = nlohmann::json::object();
    j["tensor"] = p.tensor;
    j["pipeline"] = p.pipeline;
    j["virtual_stages"] = p.virtualStages;
    j["context"] = p.context;
    j["expert"] = p.expert;
    j["data"] = p.data;
    j["sequence_parallel"] = p.sequenceParallel;
    if (p.ulysses) // the context degree is DeepSpeed-Ulysses'
        j["ulysses"] = p.context;
    return j;
}

nlohmann::json recomputeJson(Recompute r)
{
    if (r == Recompute::Selective)
        return "selective";
    return r == Recompute::Full;
}

nlohmann::json toJson(const Estimate &e)
{
    using nlohmann::json;
    const double gib = memory::kGiB;
    const Workload &w = e.workload;
    const Performance &p = e.performance;

    json out = json::object();
    out["fits"] = e.fits;
    out["gpu"] = w.hw.gpu->id;
    out["gpus"] = w.hw.totalGpus();
    out["gpu_memory_gib"] = roundSignificant(e.gpuMemoryGib);
    out["memory_per_gpu_gib"] = roundSignificant(e.memory.total() / gib, 3);
    out["memory_breakdown_gib"] = {
        {"weights", roundSignificant(e.memory.weights / gib, 3)},
        {"gradients", roundSignificant(e.memory.gradients / gib, 3)},
        {"optimizer", roundSignificant(e.memory.optimizer / gib, 3)},
        {"activations", roundSignificant(e.memory.activations / gib, 3)},
        {"other", roundSignificant(e.memory.other / gib, 3)},
    };
    json throughput = json::object();
    if (w.model.isTransformer())
        throughput["tokens_per_s"] = roundSignificant(p.tokensPerSecond);
    throughput["samples_per_s"] = roundSignificant(p.samplesPerSecond);
    out["throughput"] = throughput;
    out["step_time_s"] = roundSignificant(p.stepSeconds);
    out["steps"] = roundSignificant(p.steps, 6);
    out["time_hours"] = roundSignificant(e.timeHours);
    out["time_hours_range"] = {roundSignificant(e.timeHoursLow), roundSignificant(e.timeHoursHigh)};
    out["gpu_hours"] = roundSignificant(e.gpuHours);
    // the wall clock by what it is spent on (spec/cli.md, version 3): training steps, evaluation
    // passes, checkpoint saves
    out["time_breakdown_hours"] = {
        {"train", roundSignificant(p.trainSeconds / 3600.0)},
        {"eval", roundSignificant(p.loop.evalSeconds / 3600.0)},
        {"checkpoint", roundSignificant(p.loop.checkpointSeconds / 3600.0)},
    };
    out["loop"] = {{"eval_passes", roundSignificant(p.loop.evalPasses, 6)},
                   {"checkpoint_saves", roundSignificant(p.loop.checkpointSaves, 6)},
                   {"checkpoint_gb", roundSignificant(p.loop.checkpointBytes / 1e9)}};
    out["step_breakdown_s"] = {
        {"compute", roundSignificant(p.computeSeconds)},
        {"memory", roundSignificant(p.memorySeconds)},
        {"communication_exposed", roundSignificant(p.commExposedSeconds)},
        {"communication_total", roundSignificant(p.commSeconds)},
        {"optimizer_offload", roundSignificant(p.offloadSeconds)},
        {"pipeline_bubble_factor", roundSignificant(p.pipelineBubble)},
        {"input_pipeline", roundSignificant(p.inputSeconds)},
        {"host_launch", roundSignificant(p.hostSeconds)},
        {"data_parallel_exposed", roundSignificant(p.dataCommSeconds)},
        {"tensor_parallel", roundSignificant(p.tensorCommSeconds)},
        {"pipeline_send", roundSignificant(p.pipelineCommSeconds)},
        {"context_parallel_exposed", roundSignificant(p.contextCommSeconds)},
        {"expert_all_to_all", roundSignificant(p.expertCommSeconds)},
        {"stage_imbalance_factor", roundSignificant(p.stageImbalance)},
    };
    if (e.cost) {
        out["cost"] = {
            {"total", std::round(e.cost->total * 100.0) / 100.0},
            {"currency", e.cost->currency},
            {"billing", toString(e.cost->billing)},
            {"breakdown", {{"compute", std::round(e.cost->total * 100.0) / 100.0}}},
            {"price_per_node_hour", e.cost->pricePerHour},
            {"price_source",
             {{"source", e.cost->priceSource.source},
              {"date", e.cost->priceSource.date},
              {"confidence", e.cost->priceSource.confidence}}},
        };
        if (!e.cost->region.empty())
            out["cost"]["region"] = e.cost->region;
        if (e.cost->own)
            out["cost"]["own_price"] = true; // the user's override, not the catalog's figure
    }
    json assumptions = w.assumptions;
    assumptions["micro_batch"] = w.microBatch;
    assumptions["zero_stage"] = w.zeroStage;
    assumptions["activation_checkpointing"] = recomputeJson(w.recompute);
    assumptions["framework"] = w.framework->id;
    if (w.model.isTransformer()) {
        json par = toJson(w.parallel);
        if (w.parallel.pipeline > 1 && w.model.layers % w.parallel.pipeline != 0)
            par["stage_layers"] = {{"most", w.parallel.stageLayers(w.model.layers)},
                                   {"note", "uneven stages: " + std::to_string(w.model.layers) +
                                                " layers over " + std::to_string(w.parallel.pipeline) +
                                                " stages"}};
        assumptions["parallelism"] = std::move(par);
    } else
        assumptions["loader"] = toString(w.loader);
    assumptions["global_batch"] = w.globalBatch();
    assumptions["method"] = toString(w.method);
    assumptions["precision"] = toString(w.precision);
    assumptions["optimizer"] = toString(w.optimizer);
    if (w.model.isTransformer()) {
        assumptions["seq_len"] = w.seqLen;
        assumptions["tokens_per_sample"] = roundSignificant(w.tokensPerSample);
        assumptions["total_tokens"] = roundSignificant(w.totalTokens());
    } else {
        assumptions["image_size"] = w.imageSize;
    }
    assumptions["total_samples"] = roundSignificant(w.totalSamples());
    if (w.method == Method::Lora || w.method == Method::QLora) {
        assumptions["lora_rank"] = w.loraRank;
        assumptions["trainable_params"] = roundSignificant(memory::trainableParams(w));
    }
    if (w.hw.nodes > 1) {
        assumptions["network_gbps"] = w.hw.networkGbps;
        assumptions["rdma"] = w.hw.rdma;
    }
    out["assumptions"] = assumptions;
    json warnings = json::array();
    for (const Warning &wn : e.warnings)
        warnings.push_back({{"code", wn.code}, {"message", wn.message}, {"params", wn.params}});
    out["warnings"] = warnings;
    return out;
}

} // namespace tp
