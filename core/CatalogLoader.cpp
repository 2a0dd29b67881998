#include "CatalogLoader.h"

#include "JsonReader.h"
#include "Text.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace tp {

namespace {

const std::vector<std::string> kConfidences = {"list", "reported", "estimate"};

bool validDate(const std::string &s)
{
    static const std::regex re(R"(^(19|20)\d\d(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$)");
    return std::regex_match(s, re);
}

// Reads "source", "date", "confidence", "derivation" from a record (or a field_sources entry).
Provenance readProvenance(ObjectReader &r)
{
    Provenance p;
    p.source = r.string("source", Need::Required).value_or("");
    p.date = r.string("date", Need::Required).value_or("");
    if (!p.date.empty() && !validDate(p.date))
        r.context()->report(r.pathOf("date"), "bad-date", "expected YYYY-MM-DD, YYYY-MM or YYYY, found \"" + p.date + "\"");
    p.confidence = r.oneOf("confidence", Need::Required, kConfidences).value_or("");
    p.derivation = r.string("derivation", p.confidence == "estimate" ? Need::Required : Need::Optional).value_or("");
    return p;
}

void readSourced(ObjectReader &r, SourcedRecord &rec)
{
    rec.provenance = readProvenance(r);
    const nlohmann::json *fs = r.raw("field_sources");
    if (!fs)
        return;
    ObjectReader fields(fs, r.pathOf("field_sources"), r.context());
    if (!fields.valid())
        return;
    for (auto it = fs->begin(); it != fs->end(); ++it) {
        ObjectReader entry = fields.object(it.key(), Need::Required);
        if (!entry.valid())
            continue;
        rec.fieldSources[it.key()] = readProvenance(entry);
        entry.finish();
    }
}

struct Loader
{
    Catalog catalog;
    Problems problems;
    // where each id was defined, for duplicate reports
    std::map<std::string, std::string> gpuIds, modelIds, instanceIds;
    struct GpuRef
    {
        std::string gpu, file, path;
    };
    std::vector<GpuRef> gpuRefs;
    bool sawEfficiency = false;

    void claimId(std::map<std::string, std::string> &ids, const std::string &id, const JsonContext &ctx,
                 const std::string &path, const char *what)
    {
        if (id.empty())
            return;
        const std::string key = toLower(id);
        auto [it, inserted] = ids.emplace(key, ctx.file + ":" + path);
        if (!inserted)
            ctx.report(path, "duplicate-id", std::string("duplicate ") + what + " id \"" + id + "\" (first defined at " + it->second + ")");
    }

    void loadGpus(ObjectReader &root, const JsonContext &ctx)
    {
        for (ObjectReader g : root.objects("gpus", Need::Required)) {
            Gpu gpu;
            gpu.id = g.string("id", Need::Required).value_or("");
            claimId(gpuIds, gpu.id, ctx, g.pathOf("id"), "GPU");
            if (auto aliases = g.strings("aliases", Need::Optional)) {
                gpu.aliases = *aliases;
                for (std::size_t i = 0; i < aliases->size(); ++i)
                    claimId(gpuIds, (*aliases)[i], ctx, g.pathOf("aliases") + "/" + std::to_string(i), "GPU");
            }
            gpu.name = g.string("name", Need::Optional).value_or(gpu.id);
            gpu.vendor = g.string("vendor", Need::Required).value_or("");
            if (auto gen = g.oneOf("generation", Need::Required, {"volta", "turing", "ampere", "ada", "hopper", "ascend"}))
                gpu.generation = *generationFromString(*gen);
            gpu.memoryGib = g.number("memory_gib", Need::Required).value_or(0);
            gpu.memoryBandwidthGBps = g.number("memory_bandwidth_gbps", Need::Required).value_or(0);
            if (ObjectReader t = g.object("tflops", Need::Required); t.valid()) {
                for (const char *p : {"fp32", "tf32", "fp16", "bf16", "fp8"})
                    if (auto v = t.number(p, Need::Optional))
                        gpu.tflops[p] = *v;
                if (!t.has("fp16") && !t.has("bf16"))
                    ctx.report(t.path(), "missing-field", "needs at least one of fp16, bf16");
                t.finish();
            }
            if (ObjectReader ic = g.object("interconnect", Need::Required); ic.valid()) {
                if (auto kind = ic.oneOf("kind", Need::Required, {"pcie", "nvlink", "hccs"}))
                    gpu.link = *kind == "nvlink" ? Gpu::Link::NVLink : *kind == "hccs" ? Gpu::Link::HCCS : Gpu::Link::PCIe;
                gpu.pcieGen = static_cast<int>(ic.integer("pcie_gen", Need::Optional, 1, 7).value_or(4));
                gpu.linkGBps = ic.number("gbps", Need::Required).value_or(0);
                ic.finish();
            }
            gpu.tdpW = g.number("tdp_w", Need::Required).value_or(0);
            readSourced(g, gpu);
            g.finish();
            catalog.gpus.push_back(std::move(gpu));
        }
    }

    void loadModels(ObjectReader &root, const JsonContext &ctx)
    {
        for (ObjectReader m : root.objects("models", Need::Required)) {
            ModelSpec spec;
            spec.id = m.string("id", Need::Required).value_or("");
            claimId(modelIds, spec.id, ctx, m.pathOf("id"), "model");
            spec.name = m.string("name", Need::Required).value_or(spec.id);
            const auto kind = m.oneOf("kind", Need::Required, {"transformer", "vision"});
            spec.params = m.number("params", Need::Required).value_or(0);
            if (kind && *kind == "transformer") {
                spec.kind = ModelSpec::Kind::Transformer;
                const auto arch = m.oneOf("architecture", Need::Required, {"decoder", "encoder", "encoder-decoder"});
                spec.architecture = !arch || *arch == "decoder" ? ModelSpec::Architecture::Decoder
                                    : *arch == "encoder"        ? ModelSpec::Architecture::Encoder
                                                                : ModelSpec::Architecture::EncoderDecoder;
                spec.layers = static_cast<int>(m.integer("layers", Need::Required, 1, 10000).value_or(1));
                spec.hidden = static_cast<int>(m.integer("hidden", Need::Required, 1, 1 << 20).value_or(1));
                spec.heads = static_cast<int>(m.integer("heads", Need::Required, 1, 1 << 16).value_or(1));
                spec.kvHeads = static_cast<int>(m.integer("kv_heads", Need::Optional, 1, 1 << 16).value_or(spec.heads));
                spec.ffnHidden = static_cast<int>(m.integer("ffn_hidden", Need::Required, 1, 1 << 22).value_or(4 * spec.hidden));
                spec.ffnGated = m.boolean("ffn_gated", Need::Required).value_or(false);
                spec.vocab = static_cast<int>(m.integer("vocab", Need::Required, 1, 1 << 24).value_or(1));
                spec.tiedEmbeddings = m.boolean("tied_embeddings", Need::Optional)
                                          .value_or(spec.architecture != ModelSpec::Architecture::Decoder);
                spec.maxSeqLen = static_cast<int>(m.integer("max_seq_len", Need::Required, 1, 1 << 24).value_or(2048));
                spec.defaultSeqLen = static_cast<int>(m.integer("default_seq_len", Need::Required, 1, 1 << 24).value_or(2048));
                if (spec.kvHeads > spec.heads)
                    ctx.report(m.pathOf("kv_heads"), "out-of-range", "kv_heads must not exceed heads");
            } else if (kind) {
                spec.kind = ModelSpec::Kind::Vision;
                spec.task = m.string("task", Need::Required).value_or("");
                spec.forwardGflops = m.number("forward_gflops", Need::Required).value_or(0);
                spec.imageSize = static_cast<int>(m.integer("image_size", Need::Required, 16, 8192).value_or(224));
                spec.forwardActivationsM = m.number("forward_activations_m", Need::Optional).value_or(0);
            }
            m.string("notes", Need::Optional);
            readSourced(m, spec);
            m.finish();
            catalog.models.push_back(std::move(spec));
        }
    }

    void loadInstances(ObjectReader &root, const JsonContext &ctx)
    {
        const std::string provider = root.string("provider", Need::Required).value_or("");
        if (ObjectReader names = root.object("provider_name", Need::Required); names.valid()) {
            catalog.providerNames[provider] = names.string("en", Need::Required).value_or(provider);
            names.string("zh", Need::Required);
            names.finish();
        }
        for (ObjectReader f : root.objects("families", Need::Required)) {
            InstanceType family;
            family.provider = provider;
            family.family = f.string("id", Need::Required).value_or("");
            family.gpu = f.string("gpu", Need::Required).value_or("");
            gpuRefs.push_back({family.gpu, ctx.file, f.pathOf("gpu")});
            family.bareMetal = f.boolean("bare_metal", Need::Optional).value_or(false);
            const std::vector<std::string> rdmaKinds = {"none", "erdma", "rdma"};
            auto rdmaOf = [](const std::string &s) {
                return s == "erdma" ? InstanceType::Rdma::ERdma : s == "rdma" ? InstanceType::Rdma::Rdma : InstanceType::Rdma::None;
            };
            family.rdma = rdmaOf(f.oneOf("rdma", Need::Required, rdmaKinds).value_or("none"));
            family.nvlink = f.boolean("nvlink", Need::Required).value_or(false);
            if (ObjectReader d = f.object("description", Need::Optional); d.valid()) {
                d.string("en", Need::Required);
                d.string("zh", Need::Required);
                d.finish();
            }
            family.regions = f.strings("regions", Need::Optional).value_or(std::vector<std::string>{});
            f.string("notes", Need::Optional);
            readSourced(f, family);
            for (ObjectReader s : f.objects("sizes", Need::Required)) {
                InstanceType it = family;
                it.id = s.string("instance_type", Need::Required).value_or("");
                claimId(instanceIds, it.id, ctx, s.pathOf("instance_type"), "instance type");
                if (auto gpu = s.string("gpu", Need::Optional)) {
                    it.gpu = *gpu;
                    gpuRefs.push_back({it.gpu, ctx.file, s.pathOf("gpu")});
                }
                it.gpus = static_cast<int>(s.integer("gpus", Need::Required, 1, 64).value_or(1));
                it.vcpu = static_cast<int>(s.integer("vcpu", Need::Required, 1, 4096).value_or(1));
                it.memoryGib = s.number("memory_gib", Need::Required).value_or(0);
                it.networkGbps = s.number("network_gbps", Need::Required).value_or(0);
                it.rdmaGbps = s.number("rdma_gbps", Need::Optional, false).value_or(0);
                if (auto r = s.oneOf("rdma", Need::Optional, rdmaKinds))
                    it.rdma = rdmaOf(*r);
                if (auto nv = s.boolean("nvlink", Need::Optional))
                    it.nvlink = *nv;
                if (it.rdma != InstanceType::Rdma::None && it.rdmaGbps <= 0)
                    ctx.report(s.pathOf("rdma_gbps"), "missing-field", "an RDMA-capable size needs rdma_gbps > 0");
                s.string("notes", Need::Optional);
                if (s.has("source"))
                    readSourced(s, it);
                for (ObjectReader p : s.objects("prices", Need::Optional)) {
                    Price price;
                    price.billing = billingFromString(p.oneOf("billing", Need::Required,
                                                              {"ondemand", "spot", "subscription_month", "reserved_1y", "reserved_3y"})
                                                          .value_or("ondemand"))
                                        .value_or(Billing::OnDemand);
                    const bool monthly = price.billing == Billing::SubscriptionMonth;
                    price.amount = p.number(monthly ? "per_month" : "per_hour", Need::Required).value_or(0);
                    price.currency = p.oneOf("currency", Need::Required, {"CNY", "USD"}).value_or("CNY");
                    price.region = p.string("region", Need::Optional).value_or("");
                    price.provenance = readProvenance(p);
                    p.string("notes", Need::Optional);
                    p.finish();
                    it.prices.push_back(std::move(price));
                }
                s.finish();
                catalog.instances.push_back(std::move(it));
            }
            f.finish();
        }
    }

    void loadEfficiency(ObjectReader &root, const JsonContext &ctx)
    {
        if (sawEfficiency)
            ctx.report("/kind", "duplicate-id", "a second efficiency file; the catalog takes one");
        sawEfficiency = true;
        EfficiencyModel &e = catalog.efficiency;
        readSourced(root, e);
        e.memoryEfficiency = root.number("memory_efficiency", Need::Required, true, 1.0).value_or(0.7);
        e.visionBytesPerActivation = root.number("vision_bytes_per_activation", Need::Required, true, 1000.0).value_or(20);
        e.decodeImagesPerCore = root.number("decode_images_per_core", Need::Required, true, 100000.0).value_or(100);
        e.optimizedStackSpeedup = root.number("optimized_stack_speedup", Need::Required, true, 10.0).value_or(1.0);
        e.networkEfficiencyRdma = root.number("network_efficiency_rdma", Need::Required, true, 1.0).value_or(0.8);
        e.networkEfficiencyTcp = root.number("network_efficiency_tcp", Need::Required, true, 1.0).value_or(0.4);
        e.commOverlap = root.number("comm_overlap", Need::Required, false, 1.0).value_or(0.6);
        if (const nlohmann::json *classes = root.raw("classes")) {
            ObjectReader cr(classes, root.pathOf("classes"), &ctx);
            if (cr.valid()) {
                for (auto it = classes->begin(); it != classes->end(); ++it) {
                    ObjectReader c = cr.object(it.key(), Need::Required);
                    auto cls = workloadClassFromString(it.key());
                    if (!cls) {
                        ctx.report(c.path(), "unknown-value", "unknown workload class \"" + it.key() + "\"");
                        continue;
                    }
                    EfficiencyModel::ClassFit fit;
                    fit.computeEfficiency = c.number("compute_efficiency", Need::Required, true, 1.0).value_or(0.4);
                    fit.logLow = -c.number("log_spread_low", Need::Required, false, 5.0).value_or(0.4);
                    fit.logHigh = c.number("log_spread_high", Need::Required, false, 5.0).value_or(0.4);
                    fit.cases = static_cast<int>(c.integer("cases", Need::Required, 0, 100000).value_or(0));
                    c.finish();
                    e.classes[*cls] = fit;
                }
            }
        } else {
            ctx.report(root.pathOf("classes"), "missing-field", "required field is missing (expected an object)");
        }
        if (const nlohmann::json *gens = root.raw("generations")) {
            ObjectReader gr(gens, root.pathOf("generations"), &ctx);
            if (gr.valid()) {
                for (auto it = gens->begin(); it != gens->end(); ++it) {
                    ObjectReader g = gr.object(it.key(), Need::Required);
                    auto gen = generationFromString(it.key());
                    if (!gen) {
                        ctx.report(g.path(), "unknown-value", "unknown GPU generation \"" + it.key() + "\"");
                        continue;
                    }
                    EfficiencyModel::GenerationFit fit;
                    fit.factor = g.number("factor", Need::Required, true, 10.0).value_or(1.0);
                    fit.cases = static_cast<int>(g.integer("cases", Need::Required, 0, 100000).value_or(0));
                    g.finish();
                    e.generations[*gen] = fit;
                }
            }
        }
        root.string("notes", Need::Optional);
    }

    void loadFile(const SourceText &file)
    {
        catalog.files.push_back(file.name);
        auto value = parseJsonText(file.text, file.name, problems);
        if (!value)
            return;
        JsonContext ctx{file.name, &problems, Problem::Severity::Error};
        ObjectReader root(&*value, "", &ctx);
        if (!root.valid())
            return;
        root.integer("schema", Need::Required, 1, 1);
        const auto kind = root.oneOf("kind", Need::Required, {"gpus", "models", "instances", "efficiency"});
        if (!kind)
            return; // without a kind nothing else can be checked meaningfully
        if (*kind == "gpus")
            loadGpus(root, ctx);
        else if (*kind == "models")
            loadModels(root, ctx);
        else if (*kind == "instances")
            loadInstances(root, ctx);
        else
            loadEfficiency(root, ctx);
        root.finish();
    }

    void crossCheck()
    {
        for (const auto &ref : gpuRefs) {
            if (!ref.gpu.empty() && !catalog.findGpu(ref.gpu))
                problems.push_back({Problem::Severity::Error, "unknown-gpu", ref.file, ref.path,
                                    "GPU \"" + ref.gpu + "\" is not in the catalog's GPU list"});
        }
        if (catalog.gpus.empty())
            problems.push_back({Problem::Severity::Error, "empty-catalog", "catalog", "", "the catalog has no GPUs"});
        if (!sawEfficiency)
            problems.push_back({Problem::Severity::Warning, "no-efficiency", "catalog", "",
                                "the catalog has no efficiency file; built-in utilisation defaults are used"});
    }
};

} // namespace

CatalogLoader::Result CatalogLoader::load(const std::vector<SourceText> &files)
{
    Loader loader;
    for (const auto &f : files)
        loader.loadFile(f);
    loader.crossCheck();
    return {std::move(loader.catalog), std::move(loader.problems)};
}

std::vector<SourceText> readCatalogFolder(const std::string &dir, Problems &problems)
{
    namespace fs = std::filesystem;
    std::vector<SourceText> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        problems.push_back({Problem::Severity::Error, "not-a-folder", dir, "", "not a readable folder"});
        return out;
    }
    std::vector<fs::path> paths;
    for (const auto &entry : fs::directory_iterator(dir, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    for (const auto &p : paths) {
        std::ifstream in(p, std::ios::binary);
        if (!in) {
            problems.push_back({Problem::Severity::Error, "unreadable", p.string(), "", "cannot be read"});
            continue;
        }
        std::ostringstream text;
        text << in.rdbuf();
        out.push_back({p.string(), text.str()});
    }
    if (paths.empty())
        problems.push_back({Problem::Severity::Error, "empty-catalog", dir, "", "the folder holds no *.json catalog files"});
    return out;
}

} // namespace tp
