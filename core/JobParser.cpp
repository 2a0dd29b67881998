#include "core/JobParser.h"

#include "core/InputLimits.h"
#include "core/JsonReader.h"

#include <algorithm>
#include <sstream>

namespace tp {

namespace {

const std::vector<std::string> kBillings = {"ondemand",           "spot",        "subscription",
                                            "subscription_month", "reserved_1y", "reserved_3y"};

// A number read with ObjectReader::number that must also be at least `min`: counts of tokens or
// parameters below one make no estimate (and their quotients overflow to inf).
std::optional<double> atLeast(const ObjectReader &r, const std::string &key, std::optional<double> v,
                              double min)
{
    if (v && *v < min) {
        std::ostringstream s;
        s << "must be at least " << min << ", found " << *v;
        r.context()->report(r.pathOf(key), "out-of-range", s.str());
        return std::nullopt;
    }
    return v;
}

// A figure within its range of the shared table (InputLimits.h), the one the app's fields use.
std::optional<double> ranged(ObjectReader &r, const std::string &key, Need need, limits::Range range)
{
    return atLeast(r, key, r.number(key, need, range.min > 0, range.max), range.min);
}

// A whole number within its range of the shared table.
std::optional<std::int64_t> rangedInt(ObjectReader &r, const std::string &key, Need need, limits::Range range)
{
    return r.integer(key, need, static_cast<std::int64_t>(range.min), static_cast<std::int64_t>(range.max));
}

// A count (tokens, samples): a whole number within its range, kept as a double.
std::optional<double> count(ObjectReader &r, const std::string &key, limits::Range range)
{
    if (auto v = rangedInt(r, key, Need::Optional, range))
        return static_cast<double>(*v);
    return std::nullopt;
}

// "activation_checkpointing": true (full), false or "selective".
std::optional<Recompute> readCheckpointing(ObjectReader &r, const JsonContext &ctx)
{
    const nlohmann::json *ck = r.raw("activation_checkpointing");
    if (!ck)
        return std::nullopt;
    if (ck->is_boolean())
        return ck->get<bool>() ? Recompute::Full : Recompute::None;
    if (ck->is_string() && ck->get<std::string>() == "selective")
        return Recompute::Selective;
    ctx.report(r.pathOf("activation_checkpointing"), ck->is_string() ? "unknown-value" : "wrong-type",
               "expected true (full), false or \"selective\", found " +
                   (ck->is_string() ? quoteValue(ck->get<std::string>()) : jsonTypeName(*ck)));
    return std::nullopt;
}

// A "parallelism" object: the degrees given, the rest left to the estimator.
ParallelismRequest readParallelism(ObjectReader &par)
{
    ParallelismRequest out;
    auto degree = [&](const char *key, std::optional<int> &to) {
        if (auto v = rangedInt(par, key, Need::Optional, limits::kParallelDegree))
            to = static_cast<int>(*v);
    };
    degree("tensor", out.tensor);
    degree("pipeline", out.pipeline);
    degree("virtual_stages", out.virtualStages);
    degree("context", out.context);
    degree("expert", out.expert);
    degree("ulysses", out.ulysses);
    out.sequenceParallel = par.boolean("sequence_parallel", Need::Optional);
    out.unevenStages = par.boolean("uneven_stages", Need::Optional).value_or(false);
    par.finish();
    return out;
}

// A "hardware" object: the job's, or a measured run's.
HardwareRequest readHardware(ObjectReader &hw, const JsonContext &ctx)
{
    HardwareRequest h;
    h.gpu = hw.string("gpu", Need::Optional).value_or("");
    h.instance = hw.string("instance", Need::Optional).value_or("");
    if (hw.has("gpu") && hw.has("instance"))
        ctx.report(hw.path(), "conflict", "give either \"gpu\" or \"instance\", not both");
    if (!hw.has("gpu") && !hw.has("instance"))
        ctx.report(hw.path(), "missing-field", "give \"gpu\" (with \"gpus_per_node\") or \"instance\"");
    if (auto g = rangedInt(hw, "gpus_per_node", Need::Optional, limits::kGpusPerNode))
        h.gpusPerNode = static_cast<int>(*g);
    h.nodesGiven = hw.has("nodes");
    h.nodes = static_cast<int>(rangedInt(hw, "nodes", Need::Optional, limits::kNodes).value_or(1));
    // Below 1 Mbit/s the all-reduce time overflows; no GPU cluster runs on less.
    h.networkGbps = ranged(hw, "network_gbps", Need::Optional, limits::kNetworkGbps);
    h.rdma = hw.boolean("rdma", Need::Optional);
    if (auto v = rangedInt(hw, "vcpus", Need::Optional, limits::kVcpus))
        h.vcpus = static_cast<int>(*v);
    hw.finish();
    return h;
}

void readModel(ObjectReader model, Job &job);
std::optional<Method> readMethod(ObjectReader &r);

// "eval": {"every_steps", "samples"} and "checkpoint": {"every_steps", "optimizer", "sharded"}
// (spec/cli.md, version 3 additions).
void readLoop(ObjectReader &root, Job &job)
{
    if (auto eval = root.object("eval", Need::Optional); eval.valid()) {
        EvalRequest e;
        e.samples = count(eval, "samples", limits::kEvalSamples);
        const bool passes = !eval.has("samples") || e.samples.value_or(1) > 0;
        if (auto v = rangedInt(eval, "every_steps", passes ? Need::Required : Need::Optional,
                               limits::kLoopEverySteps))
            e.everySteps = static_cast<long>(*v);
        eval.finish();
        job.eval = e;
    }
    if (auto ck = root.object("checkpoint", Need::Optional); ck.valid()) {
        CheckpointRequest c;
        if (auto v = rangedInt(ck, "every_steps", Need::Optional, limits::kLoopEverySteps))
            c.everySteps = static_cast<long>(*v);
        c.optimizer = ck.boolean("optimizer", Need::Optional);
        c.sharded = ck.boolean("sharded", Need::Optional);
        ck.finish();
        job.checkpoint = c;
    }
}

// One entry of "measured": where the run ran, the settings that differed, what it measured.
Measurement readMeasurement(ObjectReader &run, const JsonContext &ctx)
{
    Measurement m;
    if (auto hw = run.object("hardware", Need::Required); hw.valid())
        m.hardware = readHardware(hw, ctx);
    auto integer = [&](const char *key, limits::Range range) -> std::optional<int> {
        if (auto v = rangedInt(run, key, Need::Optional, range))
            return static_cast<int>(*v);
        return std::nullopt;
    };
    m.microBatch = integer("micro_batch", limits::kMicroBatch);
    m.seqLen = integer("seq_len", limits::kSeqLen);
    if (!m.seqLen)
        m.seqLen = integer("sequence_length", limits::kSeqLen);
    m.globalBatch = integer("global_batch", limits::kGlobalBatch);
    if (auto v = run.integer("zero_stage", Need::Optional, 0, 3))
        m.zeroStage = static_cast<int>(*v);
    m.recompute = readCheckpointing(run, ctx);
    if (auto par = run.object("parallelism", Need::Optional); par.valid())
        m.parallelism = readParallelism(par);
    m.tokensPerSecond = ranged(run, "tokens_per_s", Need::Optional, limits::kMeasuredTokensPerSecond);
    m.samplesPerSecond = ranged(run, "samples_per_s", Need::Optional, limits::kMeasuredSamplesPerSecond);
    m.stepSeconds = ranged(run, "step_time_s", Need::Optional, limits::kMeasuredStepSeconds);
    m.peakMemoryGib = ranged(run, "peak_memory_gib", Need::Optional, limits::kMeasuredMemoryGib);
    if (!run.has("tokens_per_s") && !run.has("samples_per_s") && !run.has("step_time_s") &&
        !run.has("peak_memory_gib"))
        ctx.report(run.path(), "missing-field",
                   "give what the run measured: \"tokens_per_s\", \"samples_per_s\", \"step_time_s\" or "
                   "\"peak_memory_gib\"");
    if (auto d = run.string("date", Need::Optional))
        m.date = *d;
    // a run of another model of the family (a kept measurement): its model, and its method
    if (auto model = run.object("model", Need::Optional); model.valid()) {
        auto other = std::make_shared<Job>();
        if (model.has("hf_config"))
            ctx.report(model.pathOf("hf_config"), "conflict",
                       "a measured run's model is a preset or a described model, not a config.json");
        else
            readModel(model, *other);
        model.raw("hf_config");
        if (run.has("method")) {
            other->method = readMethod(run).value_or(Method::Full);
            other->methodGiven = true;
        }
        m.model = other;
    } else if (run.has("method")) {
        ctx.report(run.pathOf("method"), "conflict", "\"method\" of a measured run needs its \"model\"");
        run.raw("method");
    }
    // where the figures came from (trainplan-cli calibrate writes it), for the report; what else
    // a log reader records there (the lines read) is not the estimate's business
    if (auto src = run.object("source", Need::Optional); src.valid()) {
        std::string format = src.string("format", Need::Optional).value_or("");
        std::string file = src.string("file", Need::Optional).value_or("");
        m.source = file.empty() ? format : format.empty() ? file : format + ", " + file;
    }
    run.finish();
    return m;
}

// Mixture-of-experts fields of a custom transformer (spec/cli.md, version 2 additions).
void readMoe(ObjectReader &model, ModelSpec &m)
{
    if (!model.has("experts")) {
        for (const char *key : {"experts_per_token", "shared_experts", "moe_ffn_hidden", "dense_layers"})
            if (model.has(key))
                model.context()->report(model.pathOf(key), "conflict",
                                        std::string("\"") + key + "\" needs \"experts\"");
        for (const char *key : {"experts_per_token", "shared_experts", "moe_ffn_hidden", "dense_layers"})
            model.raw(key);
        return;
    }
    m.experts = static_cast<int>(rangedInt(model, "experts", Need::Required, limits::kExperts).value_or(0));
    m.expertsPerToken = static_cast<int>(
        rangedInt(model, "experts_per_token", Need::Required, limits::kExpertsPerToken).value_or(0));
    m.sharedExperts = static_cast<int>(
        rangedInt(model, "shared_experts", Need::Optional, limits::kSharedExperts).value_or(0));
    m.moeFfnHidden = static_cast<int>(
        rangedInt(model, "moe_ffn_hidden", Need::Optional, limits::kFfnHidden).value_or(m.ffnHidden));
    m.denseLayers = static_cast<int>(
        model.integer("dense_layers", Need::Optional, 0, static_cast<std::int64_t>(limits::kLayers.max))
            .value_or(0));
    if (m.experts > 0 && m.expertsPerToken > m.experts)
        model.context()->report(model.pathOf("experts_per_token"), "out-of-range",
                                "experts_per_token must not exceed experts (" + std::to_string(m.experts) +
                                    ")");
    if (m.layers > 0 && m.denseLayers >= m.layers)
        model.context()->report(model.pathOf("dense_layers"), "out-of-range",
                                "dense_layers must leave at least one MoE layer of the " +
                                    std::to_string(m.layers));
    if (m.experts > 0 && m.params > 0 && m.activeParams() <= 0)
        model.context()->report(
            model.pathOf("params"), "out-of-range",
            "params is smaller than the routed experts' parameters the other fields imply");
}

std::optional<Method> readMethod(ObjectReader &r)
{
    return r.oneOf<Method>("method", Need::Optional);
}

void readModel(ObjectReader model, Job &job)
{
    if (!model.valid())
        return;
    if (model.has("hf_config")) {
        // A Hugging Face config.json on the user's disk, read by loadHfConfig (HfConfig.h).
        if (auto p = model.string("hf_config", Need::Required)) {
            job.hfConfig = *p;
            if (p->empty())
                model.context()->report(model.pathOf("hf_config"), "out-of-range",
                                        "give the path of a config.json");
        }
        for (const char *other : {"preset", "kind", "params"})
            if (model.has(other))
                model.context()->report(model.pathOf(other), "conflict",
                                        std::string("\"hf_config\" describes the model; \"") + other +
                                            "\" cannot be given with it");
        model.raw("preset");
        model.raw("kind");
        model.raw("params");
        model.name("name", Need::Optional);
        if (auto s = rangedInt(model, "max_seq_len", Need::Optional, limits::kSeqLen))
            job.hfMaxSeqLen = static_cast<int>(*s);
        model.finish();
        return;
    }
    if (model.has("preset")) {
        if (auto p = model.string("preset", Need::Required))
            job.modelPreset = *p;
        // a preset is a whole model: a size beside it would be ignored, so it is refused
        for (const char *other :
             {"kind", "params", "layers", "hidden", "heads", "kv_heads", "ffn_hidden", "vocab", "head_dim",
              "experts", "experts_per_token", "forward_gflops", "architecture"})
            if (model.has(other)) {
                model.context()->report(
                    model.pathOf(other), "conflict",
                    std::string("\"preset\" names a whole model; \"") + other +
                        "\" cannot be given with it (describe a custom model with \"kind\" "
                        "and no preset instead)");
                model.raw(other);
            }
        if (auto s = rangedInt(model, "image_size", Need::Optional, limits::kImageSize))
            job.imageSize = static_cast<int>(*s);
        model.finish();
        return;
    }
    ModelSpec m;
    m.name = model.name("name", Need::Optional).value_or("custom model");
    const auto kind = model.oneOf("kind", Need::Required, {"transformer", "vision"});
    if (!kind) {
        model.finish();
        return;
    }
    m.provenance = {"job file", "", "reported", ""};
    m.params = ranged(model, "params", Need::Required, limits::kParams).value_or(0);
    if (*kind == "transformer") {
        m.kind = ModelSpec::Kind::Transformer;
        const auto arch =
            model.oneOf("architecture", Need::Optional, {"decoder", "encoder", "encoder-decoder"});
        if (arch && *arch == "encoder")
            m.architecture = ModelSpec::Architecture::Encoder;
        else if (arch && *arch == "encoder-decoder")
            m.architecture = ModelSpec::Architecture::EncoderDecoder;
        m.layers = static_cast<int>(rangedInt(model, "layers", Need::Required, limits::kLayers).value_or(0));
        m.hidden = static_cast<int>(rangedInt(model, "hidden", Need::Required, limits::kHidden).value_or(0));
        m.heads = static_cast<int>(rangedInt(model, "heads", Need::Required, limits::kHeads).value_or(0));
        m.kvHeads =
            static_cast<int>(rangedInt(model, "kv_heads", Need::Optional, limits::kHeads).value_or(m.heads));
        m.ffnHidden = static_cast<int>(
            rangedInt(model, "ffn_hidden", Need::Optional, limits::kFfnHidden).value_or(4 * m.hidden));
        m.ffnGated =
            model.boolean("ffn_gated", Need::Optional)
                .value_or(model.has("ffn_hidden") && m.architecture == ModelSpec::Architecture::Decoder);
        m.vocab = static_cast<int>(rangedInt(model, "vocab", Need::Optional, limits::kVocab).value_or(32000));
        m.tiedEmbeddings = model.boolean("tied_embeddings", Need::Optional)
                               .value_or(m.architecture != ModelSpec::Architecture::Decoder);
        m.maxSeqLen =
            static_cast<int>(rangedInt(model, "max_seq_len", Need::Optional, limits::kSeqLen).value_or(0));
        m.defaultSeqLen = m.architecture == ModelSpec::Architecture::Decoder ? 2048 : 512;
        if (m.heads > 0 && m.kvHeads > m.heads)
            model.context()->report(model.pathOf("kv_heads"), "out-of-range",
                                    "kv_heads must not exceed heads (" + std::to_string(m.heads) + ")");
        m.headDim =
            static_cast<int>(rangedInt(model, "head_dim", Need::Optional, limits::kHeadDim).value_or(0));
        readMoe(model, m);
    } else {
        m.kind = ModelSpec::Kind::Vision;
        // No vision net computes less than a million operations per image; near zero, every
        // speed ratio overflows.
        m.forwardGflops = ranged(model, "forward_gflops", Need::Required, limits::kForwardGflops).value_or(0);
        m.imageSize = static_cast<int>(
            rangedInt(model, "image_size", Need::Optional, limits::kImageSize).value_or(224));
        m.task = model.oneOf("task", Need::Optional, {"classification", "detection", "segmentation"})
                     .value_or("classification");
        m.forwardActivationsM = model.number("forward_activations_m", Need::Optional, true, 1e6).value_or(0);
        m.depthwiseSeparable = model.boolean("depthwise_separable", Need::Optional).value_or(false);
        m.detector =
            model.oneOf<ModelSpec::Detector>("detector", Need::Optional).value_or(ModelSpec::Detector::None);
        m.multiScale = model.boolean("multiscale", Need::Optional).value_or(false);
        if (m.detector != ModelSpec::Detector::None && m.task == "classification")
            model.context()->report(model.pathOf("detector"), "conflict",
                                    "a detector family needs \"task\": \"detection\" or \"segmentation\"");
    }
    model.finish();
    job.customModel = m;
}

} // namespace

JobParser::Result JobParser::parse(const std::string &text, const std::string &file, Options options)
{
    Result r;
    auto value = parseJsonText(text, file, r.problems);
    if (!value)
        return r;
    Result parsed = parse(*value, file, options);
    return parsed;
}

JobParser::Result JobParser::parse(const nlohmann::json &value, const std::string &file, Options options)
{
    Result r;
    JsonContext ctx{file, &r.problems,
                    options.lenient ? Problem::Severity::Warning : Problem::Severity::Error};
    ObjectReader root(&value, "", &ctx);
    if (!root.valid())
        return r;

    Job job;
    readModel(root.object("model", Need::Required), job);

    if (auto m = readMethod(root)) {
        job.methodGiven = true;
        job.method = *m;
    }
    if (root.has("lora") && job.method != Method::Lora && job.method != Method::QLora)
        ctx.report("/lora", "conflict",
                   "a \"lora\" block is for method \"lora\" or \"qlora\"; the method is \"" +
                       toString(job.method) + "\"" +
                       (job.methodGiven ? std::string() : std::string(" (the default)")));
    if (auto lora = root.object("lora", Need::Optional); lora.valid()) {
        job.loraRank =
            static_cast<int>(rangedInt(lora, "rank", Need::Optional, limits::kLoraRank).value_or(16));
        job.loraTargets = lora.oneOf("targets", Need::Optional, {"all-linear", "qv"}).value_or("all-linear");
        lora.finish();
    }
    if (auto p = root.oneOf<Precision>("precision", Need::Optional))
        job.precision = *p;
    if (auto o = root.oneOf<Optimizer>("optimizer", Need::Optional))
        job.optimizer = *o;
    if (auto v = rangedInt(root, "seq_len", Need::Optional, limits::kSeqLen))
        job.seqLen = static_cast<int>(*v);
    if (auto v = rangedInt(root, "global_batch", Need::Optional, limits::kGlobalBatch))
        job.globalBatch = static_cast<int>(*v);
    if (auto v = rangedInt(root, "micro_batch", Need::Optional, limits::kMicroBatch))
        job.microBatch = static_cast<int>(*v);
    if (auto v = root.integer("zero_stage", Need::Optional, 0, 3))
        job.zeroStage = static_cast<int>(*v);
    job.recompute = readCheckpointing(root, ctx);
    if (auto f = root.string("framework", Need::Optional)) {
        job.framework = *f;
        if (f->empty())
            ctx.report("/framework", "out-of-range",
                       "give a framework id (trainplan-cli presets lists them)");
    }
    if (auto par = root.object("parallelism", Need::Optional); par.valid())
        job.parallelism = readParallelism(par);
    job.flashAttention = root.boolean("flash_attention", Need::Optional);
    job.offloadOptimizer = root.boolean("offload_optimizer", Need::Optional).value_or(false);
    job.offloadParams = root.boolean("offload_params", Need::Optional).value_or(false);
    job.masterWeights = root.boolean("master_weights", Need::Optional);
    job.optimizerInBackward = root.boolean("optimizer_in_backward", Need::Optional).value_or(false);
    if (auto s = root.oneOf("stack", Need::Optional, {"standard", "optimized"}))
        job.stack = *s == "optimized" ? Stack::Optimized : Stack::Standard;

    if (auto data = root.object("data", Need::Required); data.valid()) {
        job.tokens = count(data, "tokens", limits::kTokens);
        job.samples = count(data, "samples", limits::kSamples);
        job.tokensPerSample = ranged(data, "tokens_per_sample", Need::Optional, limits::kTokensPerSample);
        job.datasetGb = ranged(data, "size_gb", Need::Optional, limits::kDatasetGb);
        if (auto l = data.oneOf("loader", Need::Optional, {"cpu", "gpu", "preprocessed"}))
            job.loader = fromString<DataLoader>(*l);
        const bool hasTokens = data.has("tokens");
        const bool hasSamples = data.has("samples");
        if (!hasTokens && !hasSamples)
            ctx.report(data.path(), "missing-field",
                       "give \"tokens\", or \"samples\" (with \"tokens_per_sample\" for text)");
        if (hasTokens && hasSamples)
            ctx.report(data.path(), "conflict", "give either \"tokens\" or \"samples\", not both");
        if (data.has("tokens_per_sample") && !hasSamples)
            ctx.report(data.pathOf("tokens_per_sample"), "conflict",
                       "\"tokens_per_sample\" needs \"samples\"");
        data.finish();
    }
    job.epochs = ranged(root, "epochs", Need::Optional, limits::kEpochs).value_or(1.0);
    readLoop(root, job);

    if (auto hw = root.object("hardware", Need::Optional); hw.valid())
        job.setHardware(readHardware(hw, ctx));
    if (auto runs = root.objects("measured", Need::Optional); runs.size() > limits::kMaxMeasuredRuns) {
        // each run is estimated to calibrate: 100,000 of them once took over two minutes
        ctx.report("/measured", "out-of-range",
                   "holds " + std::to_string(runs.size()) + " runs; at most " +
                       std::to_string(limits::kMaxMeasuredRuns) +
                       " are read (keep the runs closest to this job's hardware and settings)");
    } else {
        for (ObjectReader &run : runs)
            job.measured.push_back(readMeasurement(run, ctx));
    }

    if (auto b = root.object("budget", Need::Optional); b.valid()) {
        job.maxCost = ranged(b, "max_cost", Need::Optional, limits::kMaxCost);
        job.currency = b.oneOf("currency", Need::Optional, {"CNY", "USD"}).value_or("CNY");
        job.deadlineHours = ranged(b, "deadline_hours", Need::Optional, limits::kDeadlineHours);
        if (auto modes = b.strings("billing", Need::Optional)) {
            for (std::size_t i = 0; i < modes->size(); ++i) {
                const std::string &m = (*modes)[i];
                auto bm = fromString<Billing>(m == "subscription" ? "subscription_month" : m);
                if (!bm)
                    ctx.report(b.pathOf("billing") + "/" + std::to_string(i), "unknown-value",
                               quoteValue(m) +
                                   " is not one of: ondemand, spot, subscription, reserved_1y, reserved_3y");
                else
                    job.billing.push_back(*bm);
            }
        }
        if (auto p = b.strings("providers", Need::Optional))
            job.providers = *p;
        job.region = b.string("region", Need::Optional).value_or("");
        job.objective =
            b.oneOf("objective", Need::Optional, {"cheapest", "fastest", "balanced"}).value_or("");
        job.domesticOnly = b.boolean("domestic_only", Need::Optional).value_or(false);
        job.dataResidency = b.oneOf("data_residency", Need::Optional, {"cn-mainland"}).value_or("");
        job.allowMethodChange = b.boolean("allow_method_change", Need::Optional).value_or(false);
        if (auto h = b.number("memory_headroom", Need::Optional, false, limits::kMemoryHeadroom.max))
            job.memoryHeadroom = *h;
        job.usdCny = ranged(b, "usd_cny", Need::Optional, limits::kExchangeRate);
        if (auto kinds = b.strings("availability", Need::Optional)) {
            for (std::size_t i = 0; i < kinds->size(); ++i) {
                const std::string &k = (*kinds)[i];
                if (!fromString<InstanceType::Availability>(k)) {
                    std::string all;
                    for (const std::string &name : namesOf<InstanceType::Availability>())
                        all += (all.empty() ? "" : ", ") + name;
                    ctx.report(b.pathOf("availability") + "/" + std::to_string(i), "unknown-value",
                               quoteValue(k) + " is not one of: " + all);
                } else if (std::find(job.availability.begin(), job.availability.end(), k) ==
                           job.availability.end())
                    job.availability.push_back(k);
            }
            if (kinds->empty())
                ctx.report(b.pathOf("availability"), "out-of-range",
                           "an empty list allows no offer at all; leave it out for open and apply");
        }
        b.finish();
    }
    // Scenario presets (catalog/scenarios) say which preset they are; the planner ignores it.
    if (auto s = root.object("scenario", Need::Optional); s.valid()) {
        job.scenario = s.string("id", Need::Required).value_or("");
        for (const char *key : {"name", "description"}) {
            if (auto text = s.object(key, Need::Optional); text.valid()) {
                text.string("en", Need::Required);
                text.string("zh", Need::Required);
                text.finish();
            }
        }
        s.string("source", Need::Optional);
        // where the preset's data set lives, as the app's data step names it
        s.oneOf("data_location", Need::Optional, {"local", "nas", "parallel-fs", "object"});
        s.finish();
    }
    root.finish();

    if (!hasErrors(r.problems))
        r.value = std::move(job);
    return r;
}

} // namespace tp
