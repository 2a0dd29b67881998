#include "core/CatalogSoftware.h"

#include "core/CatalogFields.h"

#include <algorithm>

namespace tp {

namespace {

const std::vector<std::string> kParallelisms = {"tensor",  "sequence", "pipeline", "interleaved",
                                                "context", "expert",   "ulysses"};
const std::vector<std::string> kKernels = {"flash_attention", "fused_loss", "fused_optimizer", "packing"};

// A list of strings, each one of choices; reports the first that is not.
std::vector<std::string> choices(ObjectReader &r, const std::string &key, Need need,
                                 const std::vector<std::string> &allowed)
{
    std::vector<std::string> out;
    const auto list = r.strings(key, need);
    if (!list)
        return out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string &v = (*list)[i];
        if (std::find(allowed.begin(), allowed.end(), v) == allowed.end()) {
            std::string all;
            for (const std::string &a : allowed)
                all += (all.empty() ? "" : ", ") + a;
            r.context()->report(r.pathOf(key) + "/" + std::to_string(i), "unknown-value",
                                quoteValue(v) + " is not one of: " + all);
            continue;
        }
        out.push_back(v);
    }
    return out;
}

// A list of an enum's names (core/EnumNames.h), as its values; reports the first that is not one.
template <typename E> std::vector<E> enumChoices(ObjectReader &r, const std::string &key, Need need)
{
    std::vector<E> out;
    for (const std::string &name : choices(r, key, need, namesOf<E>()))
        out.push_back(*fromString<E>(name));
    return out;
}

bool contains(const std::vector<std::string> &v, const char *s)
{
    return std::find(v.begin(), v.end(), s) != v.end();
}

// A cadence ("every", with "steps" when it is "steps").
template <typename Schedule> void readCadence(ObjectReader &r, Schedule &s)
{
    s.every = r.oneOf<Cadence>("every", Need::Required).value_or(s.every);
    s.steps = static_cast<long>(
        r.integer("steps", s.every == Cadence::Steps ? Need::Required : Need::Optional, 1, 1000000000)
            .value_or(0));
    s.minutes = r.number("minutes", s.every == Cadence::Minutes ? Need::Required : Need::Optional, true, 1e6)
                    .value_or(0);
}

// "loop": what the framework's training loop does by default besides training steps, with the
// documentation that says so: {"eval": {"every", "steps", "batches" | "epoch_share"},
// "checkpoint": {"every", "steps", "optimizer", "sharded"}, "source", "date", "confidence"}.
void readLoop(ObjectReader &loop, Framework &fw)
{
    if (ObjectReader e = loop.object("eval", Need::Required); e.valid()) {
        readCadence(e, fw.eval);
        fw.eval.batches = static_cast<long>(e.integer("batches", Need::Optional, 1, 1000000).value_or(0));
        fw.eval.epochShare = e.number("epoch_share", Need::Optional, true, 1.0).value_or(0);
        if (fw.eval.every != Cadence::Never && fw.eval.batches == 0 && fw.eval.epochShare == 0)
            e.context()->report(e.path(), "missing-field",
                                "an evaluation pass needs its size: \"batches\" or \"epoch_share\"");
        e.finish();
    }
    if (ObjectReader c = loop.object("checkpoint", Need::Required); c.valid()) {
        readCadence(c, fw.checkpoint);
        fw.checkpoint.optimizer = c.boolean("optimizer", Need::Required).value_or(true);
        fw.checkpoint.sharded = c.boolean("sharded", Need::Required).value_or(false);
        fw.checkpoint.epochsOnly = c.boolean("epochs_only", Need::Optional).value_or(false);
        c.finish();
    }
    fw.loopProvenance = readProvenance(loop);
    loop.finish();
}

Framework readFramework(ObjectReader &f)
{
    Framework fw;
    fw.id = f.id("id", Need::Required).value_or("");
    fw.name = readName(f, "name", Need::Required).value_or(LocalizedName{fw.id, fw.id});
    fw.description = readLocalizedText(f, "description", Need::Optional).value_or(LocalizedName{});
    fw.aliases = f.strings("aliases", Need::Optional).value_or(std::vector<std::string>{});
    const auto models = choices(f, "models", Need::Required, {"transformer", "vision"});
    fw.transformers = contains(models, "transformer");
    fw.vision = contains(models, "vision");
    fw.methods = enumChoices<Method>(f, "methods", Need::Required);
    const auto accelerators = choices(f, "accelerators", Need::Required, {"nvidia", "ascend"});
    fw.nvidia = contains(accelerators, "nvidia");
    fw.ascend = contains(accelerators, "ascend");
    fw.zeroStages.clear();
    if (const nlohmann::json *z = f.raw("zero_stages")) {
        const std::string path = f.pathOf("zero_stages");
        if (!z->is_array() || z->empty()) {
            f.context()->report(path, "wrong-type", "expected a non-empty array of ZeRO stages 0-3");
        } else {
            for (std::size_t i = 0; i < z->size(); ++i) {
                const nlohmann::json &v = (*z)[i];
                if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 3)
                    f.context()->report(path + "/" + std::to_string(i), "out-of-range",
                                        "a ZeRO stage is 0, 1, 2 or 3");
                else
                    fw.zeroStages.push_back(v.get<int>());
            }
        }
    } else {
        f.context()->report(f.pathOf("zero_stages"), "missing-field",
                            "required field is missing (expected an array)");
    }
    if (fw.zeroStages.empty())
        fw.zeroStages.push_back(0);
    const auto parallel = choices(f, "parallelism", Need::Required, kParallelisms);
    fw.tensor = contains(parallel, "tensor");
    fw.sequenceParallel = contains(parallel, "sequence");
    fw.pipeline = contains(parallel, "pipeline");
    fw.interleaved = contains(parallel, "interleaved");
    fw.context = contains(parallel, "context");
    fw.expert = contains(parallel, "expert");
    fw.ulysses = contains(parallel, "ulysses");
    if ((fw.sequenceParallel && !fw.tensor) || (fw.interleaved && !fw.pipeline))
        f.context()->report(f.pathOf("parallelism"), "conflict",
                            "\"sequence\" needs \"tensor\" and \"interleaved\" needs \"pipeline\"");
    const auto recompute = choices(f, "recompute", Need::Required, {"full", "selective"});
    fw.fullRecompute = contains(recompute, "full");
    fw.selectiveRecompute = contains(recompute, "selective");
    fw.offload = f.boolean("offload", Need::Required).value_or(false);
    fw.distributedOptimizer = f.boolean("distributed_optimizer", Need::Optional).value_or(false);
    if (fw.distributedOptimizer && !fw.hasZeroStage(1))
        f.context()->report(f.pathOf("distributed_optimizer"), "conflict",
                            "a distributed optimizer is ZeRO stage 1: list 1 in \"zero_stages\"");
    const auto kernels = choices(f, "kernels", Need::Required, kKernels);
    fw.fusedLoss = contains(kernels, "fused_loss");
    fw.fp32QloraEmbeddings = f.boolean("qlora_fp32_embeddings", Need::Optional).value_or(false);
    fw.fp32Grads =
        f.oneOf<Framework::Fp32Grads>("fp32_gradients", Need::Optional).value_or(Framework::Fp32Grads::None);
    fw.loraDropout = f.boolean("lora_dropout", Need::Optional).value_or(false);
    fw.ddpBuckets = f.boolean("ddp_buckets", Need::Optional).value_or(false);
    fw.loaders = enumChoices<DataLoader>(f, "loaders", Need::Required);
    fw.loaderWorkers = static_cast<int>(f.integer("loader_workers", Need::Optional, 0, 1024).value_or(0));
    fw.efficiency = f.string("efficiency", Need::Required).value_or("standard");
    if (auto l = f.oneOf<Framework::Launcher>("launcher", Need::Required))
        fw.launcher = *l;
    if (ObjectReader loop = f.object("loop", Need::Optional); loop.valid())
        readLoop(loop, fw);
    f.string("notes", Need::Optional);
    readSourced(f, fw);
    return fw;
}

FrameworkDefault readDefault(ObjectReader &d)
{
    FrameworkDefault rule;
    rule.framework = d.string("framework", Need::Required).value_or("");
    rule.reason = readLocalizedText(d, "reason", Need::Required).value_or(LocalizedName{});
    if (ObjectReader when = d.object("when", Need::Required); when.valid()) {
        rule.kind = when.oneOf<ModelSpec::Kind>("kind", Need::Optional);
        rule.tasks = choices(when, "tasks", Need::Optional, {"classification", "detection", "segmentation"});
        rule.detectors = enumChoices<ModelSpec::Detector>(when, "detectors", Need::Optional);
        rule.families = when.strings("families", Need::Optional).value_or(std::vector<std::string>{});
        rule.architecture = when.oneOf<ModelSpec::Architecture>("architecture", Need::Optional);
        rule.methods = enumChoices<Method>(when, "methods", Need::Optional);
        rule.accelerator = when.oneOf("accelerator", Need::Optional, {"nvidia", "ascend"}).value_or("");
        when.finish();
    }
    return rule;
}

} // namespace

FrameworkFile readFrameworkFile(ObjectReader &root)
{
    FrameworkFile out;
    for (ObjectReader f : root.objects("frameworks", Need::Required)) {
        Framework fw = readFramework(f);
        f.finish();
        out.frameworks.push_back({std::move(fw), f.path()});
    }
    if (ObjectReader d = root.object("defaults", Need::Optional); d.valid()) {
        out.hasDefaults = true;
        out.defaultsProvenance = readProvenance(d); // the rules are a judgement: say whose
        for (ObjectReader rule : d.objects("rules", Need::Required)) {
            out.defaults.push_back(readDefault(rule));
            rule.finish();
        }
        d.finish();
    }
    return out;
}

std::vector<std::pair<ReferenceServer, std::string>> readServerFile(ObjectReader &root)
{
    std::vector<std::pair<ReferenceServer, std::string>> out;
    for (ObjectReader s : root.objects("servers", Need::Required)) {
        ReferenceServer server;
        server.id = s.id("id", Need::Required).value_or("");
        server.name = s.name("name", Need::Required).value_or(server.id);
        server.gpus = s.strings("gpus", Need::Required).value_or(std::vector<std::string>{});
        if (server.gpus.empty() && s.has("gpus"))
            s.context()->report(s.pathOf("gpus"), "out-of-range", "needs at least one GPU id");
        server.gpusPerNode = static_cast<int>(s.integer("gpus_per_node", Need::Required, 1, 64).value_or(8));
        server.intraNode = s.oneOf<ReferenceServer::Link>("intra_node", Need::Required)
                               .value_or(ReferenceServer::Link::PCIe);
        server.networkGbps = s.number("network_gbps", Need::Required, true, 1e5).value_or(100);
        server.rdma = s.boolean("rdma", Need::Required).value_or(false);
        server.fabric = s.string("fabric", Need::Required).value_or("");
        server.vcpus = static_cast<int>(s.integer("vcpus", Need::Required, 1, 4096).value_or(8));
        server.memoryGib = s.number("memory_gib", Need::Required, true, 1e6).value_or(0);
        s.string("notes", Need::Optional);
        readSourced(s, server);
        s.finish();
        out.push_back({std::move(server), s.path()});
    }
    return out;
}

} // namespace tp
