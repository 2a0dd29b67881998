#include "core/CatalogLoader.h"

#include "core/CatalogFields.h"
#include "core/CatalogOverrides.h"
#include "core/CatalogSoftware.h"
#include "core/InputLimits.h"
#include "core/JsonReader.h"
#include "core/Strings.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <future>
#include <set>
#include <sstream>
#include <thread>
#include <type_traits>
#include <unordered_map>

namespace tp {

namespace {

const std::vector<std::string> kCurrencies = {"CNY", "USD"};
const std::vector<std::string> kBillings = {"ondemand", "spot", "subscription_month", "reserved_1y",
                                            "reserved_3y"};

// billing, per_hour | per_month, currency, region and provenance of one price.
void readPrice(ObjectReader &p, Price &price)
{
    price.billing = billingFromString(p.oneOf("billing", Need::Required, kBillings).value_or("ondemand"))
                        .value_or(Billing::OnDemand);
    const bool monthly = price.billing == Billing::SubscriptionMonth;
    price.amount = p.number(monthly ? "per_month" : "per_hour", Need::Required, true,
                            monthly ? kMaxPricePerMonth : kMaxPricePerHour)
                       .value_or(0);
    price.currency = p.oneOf("currency", Need::Required, kCurrencies).value_or("CNY");
    price.region = p.string("region", Need::Optional).value_or("");
    price.provenance = readProvenance(p);
}

PriceOverride readPriceOverrideEntry(ObjectReader &p)
{
    PriceOverride o;
    o.instanceType = p.string("instance_type", Need::Required).value_or("");
    readPrice(p, o.price);
    o.notes = p.string("notes", Need::Optional).value_or("");
    p.finish();
    return o;
}

std::size_t errorCount(const Problems &problems)
{
    return static_cast<std::size_t>(
        std::count_if(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); }));
}

struct Location
{
    std::string file, path;
};

// A reference to check once every file is in: a GPU id, or a region of a provider.
struct Ref
{
    std::string provider, id;
    Location at;
};

// The provider-level part of one instances file. Absent sections leave the provider as it is,
// which is what lets an override file change one billing block.
struct ProviderPatch
{
    std::string id;
    Location at;
    std::optional<LocalizedName> name;
    std::optional<std::string> currency;
    std::optional<double> granularity;
    bool spot = false, subscription = false, reserved = false;
    BillingTerms billing;
    std::vector<Region> regions;
    std::vector<std::pair<StorageOption, Location>> storage;
};

// One file's JSON, parsed ahead of reading it: in a large catalog, while the loader reads one file
// (in order: ids and overrides depend on it), the next ones are parsed on other threads. At most a
// few parsed files wait at a time, so memory stays that of a few files, not of the whole catalog.
struct ParsedText
{
    std::optional<nlohmann::json> value;
    Problems problems;
};

ParsedText parseOne(const SourceText &file)
{
    ParsedText parsed;
    try { // an exception must not leave a worker thread (that would end the program)
        parsed.value = parseJsonText(file.text, file.name, parsed.problems);
    } catch (const std::exception &e) {
        parsed.value.reset();
        parsed.problems.push_back({Problem::Severity::Error, "unreadable-file", file.name, "",
                                   std::string("cannot be read: ") + e.what()});
    }
    return parsed;
}

// Calls `use(i, parsed)` for every file in order, parsing up to `ahead` files in the background.
template <typename Use> void parseInOrder(const std::vector<SourceText> &files, Use use)
{
    // Threads pay off on large catalogs only: the shipped one (under 2 MB) parses faster inline.
    std::size_t bytes = 0;
    for (const SourceText &f : files)
        bytes += f.text.size();
    if (bytes < (8u << 20)) {
        for (std::size_t i = 0; i < files.size(); ++i)
            use(i, parseOne(files[i]));
        return;
    }
    const std::size_t ahead = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 4);
    std::vector<std::future<ParsedText>> pending(files.size());
    auto start = [&](std::size_t i) {
        if (i < files.size())
            pending[i] = std::async(std::launch::async, parseOne, std::cref(files[i]));
    };
    for (std::size_t i = 0; i < ahead; ++i)
        start(i);
    for (std::size_t i = 0; i < files.size(); ++i) {
        ParsedText parsed = pending[i].get();
        start(i + ahead);
        use(i, std::move(parsed));
    }
}

// Everything one file holds, applied to the catalog only after the whole file was read (an
// override file with errors is not applied at all).
struct Batch
{
    std::vector<std::pair<Gpu, Location>> gpus;
    std::vector<std::pair<ModelSpec, Location>> models;
    std::vector<std::pair<InstanceType, Location>> instances;
    std::optional<ProviderPatch> provider;
    std::optional<std::pair<ExchangeRate, Location>> rate;
    std::optional<std::pair<EfficiencyModel, Location>> efficiency;
    std::vector<std::pair<PriceOverride, Location>> prices;
    std::vector<std::pair<Framework, Location>> frameworks;
    std::optional<std::pair<std::vector<FrameworkDefault>, Provenance>> frameworkDefaults;
    std::vector<std::pair<ReferenceServer, Location>> servers;
    Location frameworkDefaultsAt;
    std::vector<std::pair<std::string, Location>> frameworkRefs; // default rules name frameworks
    std::vector<Ref> gpuRefs, regionRefs;
};

enum class Layer
{
    Shipped,
    Override
};

struct Loader
{
    Catalog catalog;
    Problems problems;
    Layer layer = Layer::Shipped;

    // Where each id was defined, for duplicate reports; the override layer has its own (an
    // override replacing a shipped record is the point, two overrides of one id are a mistake).
    struct Ids
    {
        std::map<std::string, std::string> gpu, model, instance, storage, provider, framework, server;
        std::string efficiencyAt, rateAt, defaultsAt;
    };
    Ids shippedIds, overrideIds;
    std::vector<Ref> gpuRefs, regionRefs;
    std::vector<std::pair<std::string, Location>> frameworkRefs;
    std::set<std::string> overrideServerIds; // servers the overrides defined (lower case)
    std::vector<std::pair<PriceOverride, Location>> pendingPrices;

    Ids &ids() { return layer == Layer::Shipped ? shippedIds : overrideIds; }
    bool overriding() const { return layer == Layer::Override; }

    void claimId(std::map<std::string, std::string> &ids, const std::string &id, const JsonContext &ctx,
                 const std::string &path, const char *what)
    {
        if (id.empty())
            return;
        const std::string key = toLower(id);
        auto [it, inserted] = ids.emplace(key, ctx.file + ":" + path);
        if (!inserted)
            ctx.report(path, "duplicate-id",
                       std::string("duplicate ") + what + " id " + quoteValue(id) + " (first defined at " +
                           it->second + ")");
    }

    // Position in catalog.instances by lower-case id: a catalog may hold tens of thousands of
    // instance types, and a linear search per type made loading quadratic (39 s for 20,000).
    std::unordered_map<std::string, std::size_t> instanceIndex;

    InstanceType *instance(const std::string &id)
    {
        const auto it = instanceIndex.find(toLower(id));
        return it == instanceIndex.end() ? nullptr : &catalog.instances[it->second];
    }

    void recordOverride(const std::string &kind, const std::string &id, bool replaced, const Location &at)
    {
        catalog.overrides.push_back(
            {kind, id, replaced ? CatalogOverride::Action::Replaced : CatalogOverride::Action::Added, at.file,
             at.path});
    }

    void readGpus(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        for (ObjectReader g : root.objects("gpus", Need::Required)) {
            Gpu gpu;
            gpu.id = g.id("id", Need::Required).value_or("");
            claimId(ids().gpu, gpu.id, ctx, g.pathOf("id"), "GPU");
            std::vector<std::pair<std::string, std::string>> names; // name, path
            names.push_back({gpu.id, g.pathOf("id")});
            if (auto aliases = g.strings("aliases", Need::Optional)) {
                gpu.aliases = *aliases;
                for (std::size_t i = 0; i < aliases->size(); ++i) {
                    const std::string path = g.pathOf("aliases") + "/" + std::to_string(i);
                    claimId(ids().gpu, (*aliases)[i], ctx, path, "GPU");
                    names.push_back({(*aliases)[i], path});
                }
            }
            if (overriding()) {
                // The record replaces the GPU of the same id; its names must not take another's.
                for (const auto &[name, path] : names) {
                    const Gpu *other = name.empty() ? nullptr : catalog.findGpu(name);
                    if (other && toLower(other->id) != toLower(gpu.id))
                        ctx.report(path, "duplicate-id",
                                   quoteValue(name) + " already names the catalog's GPU " +
                                       quoteValue(other->id) +
                                       "; an override replaces a GPU by giving its id");
                }
            }
            gpu.name = g.string("name", Need::Optional).value_or(gpu.id);
            gpu.vendor = g.string("vendor", Need::Required).value_or("");
            if (auto gen = g.oneOf("generation", Need::Required,
                                   {"volta", "turing", "ampere", "ada", "hopper", "ascend"}))
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
                    gpu.link = *kind == "nvlink" ? Gpu::Link::NVLink
                               : *kind == "hccs" ? Gpu::Link::HCCS
                                                 : Gpu::Link::PCIe;
                gpu.pcieGen = static_cast<int>(ic.integer("pcie_gen", Need::Optional, 1, 7).value_or(4));
                gpu.linkGBps = ic.number("gbps", Need::Required).value_or(0);
                ic.finish();
            }
            gpu.tdpW = g.number("tdp_w", Need::Required).value_or(0);
            if (ObjectReader ec = g.object("export_control", Need::Optional); ec.valid()) {
                Gpu::ExportControl control;
                if (ObjectReader rule = ec.object("rule", Need::Required); rule.valid()) {
                    control.rule = rule.string("en", Need::Required).value_or("");
                    control.ruleZh = rule.string("zh", Need::Required).value_or("");
                    rule.finish();
                }
                control.provenance = readProvenance(ec);
                ec.finish();
                gpu.exportControl = std::move(control);
            }
            readSourced(g, gpu);
            g.finish();
            b.gpus.push_back({std::move(gpu), {ctx.file, g.path()}});
        }
    }

    void readModels(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        for (ObjectReader m : root.objects("models", Need::Required)) {
            ModelSpec spec;
            spec.id = m.id("id", Need::Required).value_or("");
            claimId(ids().model, spec.id, ctx, m.pathOf("id"), "model");
            spec.name = m.string("name", Need::Required).value_or(spec.id);
            const auto kind = m.oneOf("kind", Need::Required, {"transformer", "vision"});
            spec.params = m.number("params", Need::Required).value_or(0);
            if (kind && *kind == "transformer") {
                spec.kind = ModelSpec::Kind::Transformer;
                const auto arch =
                    m.oneOf("architecture", Need::Required, {"decoder", "encoder", "encoder-decoder"});
                spec.architecture = !arch || *arch == "decoder" ? ModelSpec::Architecture::Decoder
                                    : *arch == "encoder"        ? ModelSpec::Architecture::Encoder
                                                                : ModelSpec::Architecture::EncoderDecoder;
                spec.layers = static_cast<int>(m.integer("layers", Need::Required, 1, 10000).value_or(1));
                spec.hidden = static_cast<int>(m.integer("hidden", Need::Required, 1, 1 << 20).value_or(1));
                spec.heads = static_cast<int>(m.integer("heads", Need::Required, 1, 1 << 16).value_or(1));
                spec.kvHeads =
                    static_cast<int>(m.integer("kv_heads", Need::Optional, 1, 1 << 16).value_or(spec.heads));
                spec.ffnHidden = static_cast<int>(
                    m.integer("ffn_hidden", Need::Required, 1, 1 << 22).value_or(4 * spec.hidden));
                spec.ffnGated = m.boolean("ffn_gated", Need::Required).value_or(false);
                spec.vocab = static_cast<int>(m.integer("vocab", Need::Required, 1, 1 << 24).value_or(1));
                spec.tiedEmbeddings = m.boolean("tied_embeddings", Need::Optional)
                                          .value_or(spec.architecture != ModelSpec::Architecture::Decoder);
                spec.maxSeqLen =
                    static_cast<int>(m.integer("max_seq_len", Need::Required, 1, 1 << 24).value_or(2048));
                spec.defaultSeqLen =
                    static_cast<int>(m.integer("default_seq_len", Need::Required, 1, 1 << 24).value_or(2048));
                if (spec.kvHeads > spec.heads)
                    ctx.report(m.pathOf("kv_heads"), "out-of-range", "kv_heads must not exceed heads");
                spec.headDim =
                    static_cast<int>(m.integer("head_dim", Need::Optional, 1, 1 << 16).value_or(0));
                if (m.has("experts")) {
                    spec.experts =
                        static_cast<int>(m.integer("experts", Need::Required, 2, 65536).value_or(0));
                    spec.expertsPerToken =
                        static_cast<int>(m.integer("experts_per_token", Need::Required, 1, 1024).value_or(1));
                    spec.sharedExperts =
                        static_cast<int>(m.integer("shared_experts", Need::Optional, 0, 1024).value_or(0));
                    spec.moeFfnHidden = static_cast<int>(
                        m.integer("moe_ffn_hidden", Need::Required, 1, 1 << 22).value_or(spec.ffnHidden));
                    spec.denseLayers =
                        static_cast<int>(m.integer("dense_layers", Need::Optional, 0, 10000).value_or(0));
                    if (spec.expertsPerToken > spec.experts)
                        ctx.report(m.pathOf("experts_per_token"), "out-of-range",
                                   "experts_per_token must not exceed experts");
                    if (spec.denseLayers >= spec.layers)
                        ctx.report(m.pathOf("dense_layers"), "out-of-range",
                                   "dense_layers must leave at least one MoE layer");
                }
            } else if (kind) {
                spec.kind = ModelSpec::Kind::Vision;
                spec.task = m.string("task", Need::Required).value_or("");
                spec.forwardGflops = m.number("forward_gflops", Need::Required).value_or(0);
                spec.imageSize =
                    static_cast<int>(m.integer("image_size", Need::Required, 16, 8192).value_or(224));
                spec.forwardActivationsM = m.number("forward_activations_m", Need::Optional).value_or(0);
                spec.depthwiseSeparable = m.boolean("depthwise_separable", Need::Optional).value_or(false);
            }
            m.string("notes", Need::Optional);
            readSourced(m, spec);
            m.finish();
            b.models.push_back({std::move(spec), {ctx.file, m.path()}});
        }
    }

    // billing.spot.size_classes: each names its smallest size (min_gpus, ascending, above 1 GPU
    // unless it is the only class) and any of price_fraction, interruptions_per_hour and
    // restart_minutes and capacity_gpus, with its own provenance.
    void readSpotSizeClasses(ObjectReader &spot, std::vector<SpotSizeClass> &out)
    {
        int previous = 0;
        for (ObjectReader c : spot.objects("size_classes", Need::Optional)) {
            SpotSizeClass sc;
            sc.minGpus = static_cast<int>(c.integer("min_gpus", Need::Required, 1, 1024).value_or(1));
            sc.priceFraction = c.number("price_fraction", Need::Optional, true, 1.0);
            sc.interruptionsPerHour = c.number("interruptions_per_hour", Need::Optional, false, 60.0);
            sc.restartMinutes = c.number("restart_minutes", Need::Optional, true, 24 * 60.0);
            if (auto cap = c.integer("capacity_gpus", Need::Optional, 1, 1000000))
                sc.capacityGpus = static_cast<int>(*cap);
            sc.provenance = readProvenance(c);
            c.string("notes", Need::Optional);
            if (!sc.priceFraction && !sc.interruptionsPerHour && !sc.restartMinutes && !sc.capacityGpus)
                c.context()->report(c.path(), "missing-field",
                                    "a spot size class needs price_fraction, interruptions_per_hour, "
                                    "restart_minutes or capacity_gpus");
            if (sc.minGpus <= previous)
                c.context()->report(c.pathOf("min_gpus"), "out-of-range",
                                    "size classes must be listed by ascending min_gpus (" +
                                        std::to_string(sc.minGpus) + " follows " + std::to_string(previous) +
                                        ")");
            previous = std::max(previous, sc.minGpus);
            c.finish();
            out.push_back(std::move(sc));
        }
    }

    void readBilling(ObjectReader &bl, ProviderPatch &pp)
    {
        // An override may change one block and leave the billing unit as shipped.
        if (auto g = bl.integer("granularity_s", overriding() ? Need::Optional : Need::Required, 1, 86400))
            pp.granularity = static_cast<double>(*g);
        if (bl.has("source") || bl.has("date") || bl.has("confidence") || bl.has("derivation"))
            pp.billing.granularityProvenance = readProvenance(bl);
        bl.string("notes", Need::Optional);
        if (ObjectReader s = bl.object("spot", Need::Optional); s.valid()) {
            pp.spot = true;
            pp.billing.spotPriceFraction = s.number("price_fraction", Need::Required, true, 1.0);
            pp.billing.spotInterruptionsPerHour =
                s.number("interruptions_per_hour", Need::Required, false, 60.0).value_or(0);
            pp.billing.spotRestartMinutes =
                s.number("restart_minutes", Need::Required, false, 24 * 60.0).value_or(0);
            pp.billing.spotProvenance = readProvenance(s);
            readFieldSources(s, pp.billing.fieldSources, "spot.");
            readSpotSizeClasses(s, pp.billing.spotSizeClasses);
            s.string("notes", Need::Optional);
            s.finish();
        }
        if (ObjectReader s = bl.object("subscription", Need::Optional); s.valid()) {
            pp.subscription = true;
            pp.billing.subscriptionMonthFraction = s.number("month_fraction", Need::Required, true, 1.0);
            pp.billing.subscriptionProvenance = readProvenance(s);
            readFieldSources(s, pp.billing.fieldSources, "subscription.");
            s.string("notes", Need::Optional);
            s.finish();
        }
        if (ObjectReader r = bl.object("reserved", Need::Optional); r.valid()) {
            pp.reserved = true;
            pp.billing.reserved1yFraction = r.number("fraction_1y", Need::Optional, true, 1.0);
            pp.billing.reserved3yFraction = r.number("fraction_3y", Need::Optional, true, 1.0);
            if (!r.has("fraction_1y") && !r.has("fraction_3y"))
                r.context()->report(r.path(), "missing-field",
                                    "needs at least one of fraction_1y, fraction_3y");
            pp.billing.reservedProvenance = readProvenance(r);
            readFieldSources(r, pp.billing.fieldSources, "reserved.");
            r.string("notes", Need::Optional);
            r.finish();
        }
        bl.finish();
    }

    void readStorage(ObjectReader &s, const JsonContext &ctx, ProviderPatch &pp)
    {
        StorageOption so;
        so.provider = pp.id;
        so.id = s.id("id", Need::Required).value_or("");
        claimId(ids().storage, so.id, ctx, s.pathOf("id"), "storage");
        if (overriding() && !so.id.empty()) {
            const StorageOption *other = catalog.findStorage(so.id);
            if (other && toLower(other->provider) != toLower(pp.id))
                ctx.report(s.pathOf("id"), "duplicate-id",
                           "storage id " + quoteValue(so.id) + " belongs to provider " +
                               quoteValue(other->provider));
        }
        if (auto kind = s.oneOf("kind", Need::Required, {"object", "file", "block"}))
            so.kind = *kind == "object" ? StorageOption::Kind::Object
                      : *kind == "file" ? StorageOption::Kind::File
                                        : StorageOption::Kind::Block;
        if (auto name = readName(s, "name", Need::Required))
            so.name = *name;
        so.shared = s.boolean("shared", Need::Required).value_or(false);
        so.readMBps = s.number("read_mb_s", Need::Required).value_or(0);
        so.writeMBps = s.number("write_mb_s", Need::Required).value_or(0);
        so.iops = s.number("iops", Need::Required, false).value_or(0);
        so.pricePerGbMonth = s.number("price_per_gb_month", Need::Required, false).value_or(0);
        so.currency = s.oneOf("currency", Need::Required, kCurrencies).value_or("");
        so.minSizeGib = s.number("min_size_gib", Need::Optional, false).value_or(0);
        s.string("notes", Need::Optional);
        readSourced(s, so);
        s.finish();
        pp.storage.push_back({std::move(so), {ctx.file, s.path()}});
    }

    void readInstances(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        ProviderPatch pp;
        pp.id = root.id("provider", Need::Required).value_or("");
        pp.at = {ctx.file, root.pathOf("provider")};
        const std::string provider = pp.id;
        if (!overriding())
            claimId(ids().provider, provider, ctx, root.pathOf("provider"), "provider");
        // An override file may extend a provider the catalog knows without naming it again.
        const bool known = overriding() && !provider.empty() && catalog.findProvider(provider);
        pp.name = readName(root, "provider_name", known ? Need::Optional : Need::Required);
        pp.currency = root.oneOf("currency", Need::Optional, kCurrencies);
        if (ObjectReader bl = root.object("billing", Need::Optional); bl.valid())
            readBilling(bl, pp);
        std::set<std::string> regionIds;
        for (ObjectReader r : root.objects("regions", Need::Optional)) {
            Region region;
            region.id = r.id("id", Need::Required).value_or("");
            if (!region.id.empty() && !regionIds.insert(region.id).second)
                ctx.report(r.pathOf("id"), "duplicate-id",
                           "region " + quoteValue(region.id) + " is listed twice");
            if (auto name = readName(r, "name", Need::Required))
                region.name = *name;
            // not given: not known to be in mainland China, so a data-residency plan leaves it out
            region.mainlandChina = r.boolean("mainland_china", Need::Optional).value_or(false);
            r.string("notes", Need::Optional);
            r.finish();
            pp.regions.push_back(std::move(region));
        }
        for (ObjectReader s : root.objects("storage", Need::Optional))
            readStorage(s, ctx, pp);

        const std::vector<std::string> rdmaKinds = {"none", "erdma", "rdma"};
        auto rdmaOf = [](const std::string &s) {
            return s == "erdma"  ? InstanceType::Rdma::ERdma
                   : s == "rdma" ? InstanceType::Rdma::Rdma
                                 : InstanceType::Rdma::None;
        };
        for (ObjectReader f : root.objects("families", overriding() ? Need::Optional : Need::Required)) {
            InstanceType family;
            family.provider = provider;
            family.family = f.id("id", Need::Required).value_or("");
            family.gpu = f.string("gpu", Need::Required).value_or("");
            b.gpuRefs.push_back({provider, family.gpu, {ctx.file, f.pathOf("gpu")}});
            family.bareMetal = f.boolean("bare_metal", Need::Optional).value_or(false);
            family.rdma = rdmaOf(f.oneOf("rdma", Need::Required, rdmaKinds).value_or("none"));
            family.nvlink = f.boolean("nvlink", Need::Required).value_or(false);
            if (ObjectReader d = f.object("description", Need::Optional); d.valid()) {
                d.string("en", Need::Required);
                d.string("zh", Need::Required);
                d.finish();
            }
            family.regions = f.strings("regions", Need::Optional).value_or(std::vector<std::string>{});
            for (std::size_t i = 0; i < family.regions.size(); ++i)
                b.regionRefs.push_back(
                    {provider, family.regions[i], {ctx.file, f.pathOf("regions") + "/" + std::to_string(i)}});
            f.string("notes", Need::Optional);
            readSourced(f, family);
            for (ObjectReader s : f.objects("sizes", Need::Required)) {
                InstanceType it = family;
                it.id = s.id("instance_type", Need::Required).value_or("");
                claimId(ids().instance, it.id, ctx, s.pathOf("instance_type"), "instance type");
                if (overriding() && !it.id.empty()) {
                    const InstanceType *other = instance(it.id);
                    if (other && toLower(other->provider) != toLower(provider))
                        ctx.report(s.pathOf("instance_type"), "duplicate-id",
                                   "instance type " + quoteValue(it.id) + " belongs to provider " +
                                       quoteValue(other->provider));
                }
                if (auto gpu = s.string("gpu", Need::Optional)) {
                    it.gpu = *gpu;
                    b.gpuRefs.push_back({provider, it.gpu, {ctx.file, s.pathOf("gpu")}});
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
                    ctx.report(s.pathOf("rdma_gbps"), "missing-field",
                               "an RDMA-capable size needs rdma_gbps > 0");
                s.string("notes", Need::Optional);
                if (s.has("source"))
                    readSourced(s, it);
                for (ObjectReader p : s.objects("prices", Need::Optional)) {
                    Price price;
                    readPrice(p, price);
                    if (!price.region.empty())
                        b.regionRefs.push_back({provider, price.region, {ctx.file, p.pathOf("region")}});
                    p.string("notes", Need::Optional);
                    p.finish();
                    it.prices.push_back(std::move(price));
                }
                s.finish();
                b.instances.push_back({std::move(it), {ctx.file, s.path()}});
            }
            f.finish();
        }
        b.provider = std::move(pp);
    }

    void readExchangeRates(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        for (ObjectReader r : root.objects("rates", Need::Required)) {
            const auto from = r.oneOf("from", Need::Required, kCurrencies);
            const auto to = r.oneOf("to", Need::Required, kCurrencies);
            auto rate = r.number("rate", Need::Required, true, limits::kExchangeRate.max);
            if (rate && *rate < limits::kExchangeRate.min) {
                // 1e-300 would turn every converted price into 0 or inf
                ctx.report(r.pathOf("rate"), "out-of-range",
                           "must be at least " + fixedDecimals(limits::kExchangeRate.min, 2) +
                               " (CNY per USD has been about 6 to 8 "
                               "for a decade; a rate this small is a typo or a unit mistake)");
                rate.reset();
            }
            ExchangeRate x;
            x.provenance = readProvenance(r);
            r.string("notes", Need::Optional);
            r.finish();
            if (from && to && *from == *to) {
                ctx.report(r.pathOf("to"), "out-of-range",
                           "a rate converts between two different currencies");
                continue;
            }
            if (!from || !to || !rate)
                continue;
            std::string &first = ids().rateAt;
            if (!first.empty()) {
                ctx.report(r.path(), "duplicate-id",
                           "a second USD/CNY exchange rate (first defined at " + first + ")");
                continue;
            }
            first = ctx.file + ":" + r.path();
            x.cnyPerUsd = *from == "USD" ? rate.value() : 1.0 / rate.value();
            b.rate = std::make_pair(x, Location{ctx.file, r.path()});
        }
    }

    void readPriceOverrideFile(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        if (!overriding())
            ctx.report("/kind", "override-in-catalog",
                       "price_overrides belong in the user's overrides folder, not in the shipped catalog");
        for (ObjectReader p : root.objects("prices", Need::Required)) {
            PriceOverride o = readPriceOverrideEntry(p);
            b.prices.push_back({std::move(o), {ctx.file, p.path()}});
        }
    }

    void readEfficiency(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        std::string &first = ids().efficiencyAt;
        if (!first.empty())
            ctx.report("/kind", "duplicate-id",
                       "a second efficiency file (first: " + first + "); the catalog takes one");
        first = ctx.file;
        EfficiencyModel e;
        readSourced(root, e);
        e.memoryEfficiency = root.number("memory_efficiency", Need::Required, true, 1.0).value_or(0.7);
        e.visionBytesPerActivation =
            root.number("vision_bytes_per_activation", Need::Required, true, 1000.0).value_or(20);
        e.decodeImagesPerCore =
            root.number("decode_images_per_core", Need::Required, true, 100000.0).value_or(100);
        e.depthwiseTrafficFactor =
            root.number("depthwise_traffic_factor", Need::Optional, true, 100.0).value_or(1.0);
        e.detectionSampleCost =
            root.number("detection_sample_cost", Need::Optional, true, 100.0).value_or(4.0);
        e.segmentationSampleCost =
            root.number("segmentation_sample_cost", Need::Optional, true, 100.0).value_or(8.0);
        if (const nlohmann::json *precisions = root.raw("precisions")) {
            ObjectReader pr(precisions, root.pathOf("precisions"), &ctx);
            if (pr.valid()) {
                for (auto it = precisions->begin(); it != precisions->end(); ++it) {
                    ObjectReader p = pr.object(it.key(), Need::Required);
                    if (!p.valid())
                        continue;
                    if (it.key() != "tf32" && it.key() != "fp32")
                        ctx.report(p.path(), "unknown-value", "precision modes are \"tf32\" and \"fp32\"");
                    EfficiencyModel::StackFit fit;
                    fit.factor = p.number("factor", Need::Required, true, 10.0).value_or(1.0);
                    fit.cases = static_cast<int>(p.integer("cases", Need::Required, 0, 100000).value_or(0));
                    p.finish();
                    e.precisions[it.key()] = fit;
                }
            }
        }
        // Speed factors of the frameworks' efficiency classes ("standard" is 1 by definition);
        // files from before frameworks existed give the tuned stacks' factor alone.
        if (const nlohmann::json *stacks = root.raw("stacks")) {
            ObjectReader sr(stacks, root.pathOf("stacks"), &ctx);
            if (sr.valid()) {
                for (auto it = stacks->begin(); it != stacks->end(); ++it) {
                    ObjectReader st = sr.object(it.key(), Need::Required);
                    if (!st.valid())
                        continue;
                    EfficiencyModel::StackFit fit;
                    fit.factor = st.number("factor", Need::Required, true, 10.0).value_or(1.0);
                    fit.cases = static_cast<int>(st.integer("cases", Need::Required, 0, 100000).value_or(0));
                    st.finish();
                    e.stacks[it.key()] = fit;
                }
            }
        } else if (auto legacy = root.number("optimized_stack_speedup", Need::Optional, true, 10.0)) {
            e.stacks["optimized"] = {*legacy, 0};
        } else {
            ctx.report(root.pathOf("stacks"), "missing-field",
                       "required field is missing (expected an object)");
        }
        if (ObjectReader moe = root.object("moe", Need::Optional); moe.valid()) {
            e.moe.factor = moe.number("factor", Need::Required, true, 10.0).value_or(1.0);
            e.moe.cases = static_cast<int>(moe.integer("cases", Need::Required, 0, 100000).value_or(0));
            moe.finish();
        }
        e.networkEfficiencyRdma =
            root.number("network_efficiency_rdma", Need::Required, true, 1.0).value_or(0.8);
        e.networkEfficiencyTcp =
            root.number("network_efficiency_tcp", Need::Required, true, 1.0).value_or(0.4);
        e.commOverlap = root.number("comm_overlap", Need::Required, false, 1.0).value_or(0.6);
        if (const nlohmann::json *classes = root.raw("classes")) {
            ObjectReader cr(classes, root.pathOf("classes"), &ctx);
            if (cr.valid()) {
                for (auto it = classes->begin(); it != classes->end(); ++it) {
                    ObjectReader c = cr.object(it.key(), Need::Required);
                    auto cls = workloadClassFromString(it.key());
                    if (!cls) {
                        ctx.report(c.path(), "unknown-value",
                                   "unknown workload class " + quoteValue(it.key()));
                        continue;
                    }
                    EfficiencyModel::ClassFit fit;
                    fit.computeEfficiency =
                        c.number("compute_efficiency", Need::Required, true, 1.0).value_or(0.4);
                    fit.logLow = -c.number("log_spread_low", Need::Required, false, 5.0).value_or(0.4);
                    fit.logHigh = c.number("log_spread_high", Need::Required, false, 5.0).value_or(0.4);
                    fit.cases = static_cast<int>(c.integer("cases", Need::Required, 0, 100000).value_or(0));
                    c.finish();
                    e.classes[*cls] = fit;
                }
            }
        } else {
            ctx.report(root.pathOf("classes"), "missing-field",
                       "required field is missing (expected an object)");
        }
        if (const nlohmann::json *gens = root.raw("generations")) {
            ObjectReader gr(gens, root.pathOf("generations"), &ctx);
            if (gr.valid()) {
                for (auto it = gens->begin(); it != gens->end(); ++it) {
                    ObjectReader g = gr.object(it.key(), Need::Required);
                    auto gen = generationFromString(it.key());
                    if (!gen) {
                        ctx.report(g.path(), "unknown-value",
                                   "unknown GPU generation " + quoteValue(it.key()));
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
        b.efficiency = std::make_pair(std::move(e), Location{ctx.file, ""});
    }

    void readFrameworks(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        FrameworkFile file = readFrameworkFile(root);
        for (auto &[fw, path] : file.frameworks) {
            claimId(ids().framework, fw.id, ctx, path + "/id", "framework");
            for (std::size_t i = 0; i < fw.aliases.size(); ++i)
                claimId(ids().framework, fw.aliases[i], ctx, path + "/aliases/" + std::to_string(i),
                        "framework");
            b.frameworks.push_back({std::move(fw), {ctx.file, path}});
        }
        if (file.hasDefaults) {
            std::string &first = ids().defaultsAt;
            if (!first.empty())
                ctx.report("/defaults", "duplicate-id",
                           "a second set of framework defaults (first: " + first + ")");
            first = ctx.file;
            for (std::size_t i = 0; i < file.defaults.size(); ++i)
                b.frameworkRefs.push_back(
                    {file.defaults[i].framework,
                     {ctx.file, "/defaults/rules/" + std::to_string(i) + "/framework"}});
            b.frameworkDefaults = std::make_pair(std::move(file.defaults), file.defaultsProvenance);
            b.frameworkDefaultsAt = {ctx.file, "/defaults"};
        }
    }

    void readServers(ObjectReader &root, const JsonContext &ctx, Batch &b)
    {
        for (auto &[server, path] : readServerFile(root)) {
            claimId(ids().server, server.id, ctx, path + "/id", "server");
            for (std::size_t i = 0; i < server.gpus.size(); ++i)
                b.gpuRefs.push_back({"", server.gpus[i], {ctx.file, path + "/gpus/" + std::to_string(i)}});
            b.servers.push_back({std::move(server), {ctx.file, path}});
        }
    }

    // Adds (shipped) or adds-or-replaces (override) one record by its id.
    template <typename T> void upsert(std::vector<T> &records, T record, const Location &at, const char *kind)
    {
        const std::string key = toLower(record.id);
        typename std::vector<T>::iterator it;
        if constexpr (std::is_same_v<T, InstanceType>) {
            const auto found = instanceIndex.find(key);
            it = found == instanceIndex.end() ? records.end() : records.begin() + found->second;
        } else {
            it = std::find_if(records.begin(), records.end(),
                              [&](const T &r) { return toLower(r.id) == key; });
        }
        const bool replaced = overriding() && it != records.end();
        if (overriding())
            recordOverride(kind, record.id, replaced, at);
        if (replaced) {
            *it = std::move(record);
        } else {
            records.push_back(std::move(record));
            if constexpr (std::is_same_v<T, InstanceType>)
                instanceIndex.emplace(key, records.size() - 1);
        }
    }

    void applyProvider(const ProviderPatch &pp)
    {
        auto it = std::find_if(catalog.providers.begin(), catalog.providers.end(),
                               [&](const ProviderInfo &p) { return toLower(p.id) == toLower(pp.id); });
        const bool added = it == catalog.providers.end();
        if (added) {
            ProviderInfo info;
            info.id = pp.id;
            catalog.providers.push_back(std::move(info));
            it = catalog.providers.end() - 1;
        }
        ProviderInfo &p = *it;
        if (pp.name)
            p.name = *pp.name;
        if (p.name.en.empty())
            p.name.en = p.id;
        catalog.providerNames[p.id] = p.name.en;
        if (pp.currency)
            p.currency = *pp.currency;
        BillingTerms &bt = p.billing;
        auto takeFieldSources = [&](const std::string &prefix) {
            for (auto f = bt.fieldSources.begin(); f != bt.fieldSources.end();)
                f = f->first.rfind(prefix, 0) == 0 ? bt.fieldSources.erase(f) : std::next(f);
            for (const auto &[key, prov] : pp.billing.fieldSources)
                if (key.rfind(prefix, 0) == 0)
                    bt.fieldSources[key] = prov;
        };
        if (pp.granularity) {
            bt.granularitySeconds = *pp.granularity;
            bt.granularityProvenance = pp.billing.granularityProvenance;
        }
        if (pp.spot) {
            bt.spotPriceFraction = pp.billing.spotPriceFraction;
            bt.spotInterruptionsPerHour = pp.billing.spotInterruptionsPerHour;
            bt.spotRestartMinutes = pp.billing.spotRestartMinutes;
            bt.spotProvenance = pp.billing.spotProvenance;
            bt.spotSizeClasses = pp.billing.spotSizeClasses;
            takeFieldSources("spot.");
        }
        if (pp.subscription) {
            bt.subscriptionMonthFraction = pp.billing.subscriptionMonthFraction;
            bt.subscriptionProvenance = pp.billing.subscriptionProvenance;
            takeFieldSources("subscription.");
        }
        if (pp.reserved) {
            bt.reserved1yFraction = pp.billing.reserved1yFraction;
            bt.reserved3yFraction = pp.billing.reserved3yFraction;
            bt.reservedProvenance = pp.billing.reservedProvenance;
            takeFieldSources("reserved.");
        }
        if (overriding()) {
            if (added)
                recordOverride("provider", p.id, false, pp.at);
            else if (pp.name || pp.currency || pp.granularity || pp.spot || pp.subscription || pp.reserved)
                recordOverride("billing", p.id, true, pp.at);
        }
        for (const Region &r : pp.regions) {
            auto existing = std::find_if(p.regions.begin(), p.regions.end(),
                                         [&](const Region &x) { return x.id == r.id; });
            if (overriding() && !added)
                recordOverride("region", p.id + "/" + r.id, existing != p.regions.end(), pp.at);
            if (existing != p.regions.end())
                *existing = r;
            else
                p.regions.push_back(r);
        }
        for (auto [s, at] : pp.storage) {
            s.overridden = overriding();
            upsert(p.storage, std::move(s), at, "storage");
        }
    }

    void apply(Batch &b)
    {
        for (auto &[g, at] : b.gpus)
            upsert(catalog.gpus, std::move(g), at, "gpu");
        for (auto &[m, at] : b.models)
            upsert(catalog.models, std::move(m), at, "model");
        for (auto &[f, at] : b.frameworks)
            upsert(catalog.frameworks, std::move(f), at, "framework");
        for (auto &[sv, at] : b.servers) {
            // One reference server per GPU: a bare "gpu" in a job must mean one machine. An
            // override's server takes the GPU from the shipped one; two in one layer are a mistake.
            for (std::size_t i = 0; i < sv.gpus.size(); ++i) {
                const std::string key = toLower(sv.gpus[i]);
                for (ReferenceServer &other : catalog.servers) {
                    if (toLower(other.id) == toLower(sv.id))
                        continue;
                    auto it = std::find_if(other.gpus.begin(), other.gpus.end(),
                                           [&](const std::string &g) { return toLower(g) == key; });
                    if (it == other.gpus.end())
                        continue;
                    if (overriding() && !overrideServerIds.count(toLower(other.id)))
                        other.gpus.erase(it);
                    else
                        problems.push_back({Problem::Severity::Error, "duplicate-id", at.file,
                                            at.path + "/gpus/" + std::to_string(i),
                                            "GPU " + quoteValue(sv.gpus[i]) +
                                                " already has the reference server " + quoteValue(other.id) +
                                                "; a GPU has one"});
                }
            }
            if (overriding())
                overrideServerIds.insert(toLower(sv.id));
            upsert(catalog.servers, std::move(sv), at, "server");
        }
        if (b.frameworkDefaults) {
            if (overriding())
                recordOverride("framework", "defaults", !catalog.frameworkDefaults.empty(),
                               b.frameworkDefaultsAt);
            catalog.frameworkDefaults = std::move(b.frameworkDefaults->first);
            catalog.frameworkDefaultsProvenance = b.frameworkDefaults->second;
        }
        frameworkRefs.insert(frameworkRefs.end(), b.frameworkRefs.begin(), b.frameworkRefs.end());
        // The provider first: its instance types name it.
        if (b.provider)
            applyProvider(*b.provider);
        for (auto &[i, at] : b.instances) {
            if (overriding()) {
                i.overridden = true;
                for (Price &p : i.prices)
                    p.overridden = true;
            }
            upsert(catalog.instances, std::move(i), at, "instance");
        }
        if (b.rate) {
            if (overriding())
                recordOverride("exchange_rate", "USD/CNY", catalog.exchangeRate.has_value(), b.rate->second);
            catalog.exchangeRate = b.rate->first;
        }
        if (b.efficiency) {
            if (overriding())
                recordOverride("efficiency", "efficiency", !shippedIds.efficiencyAt.empty(),
                               b.efficiency->second);
            catalog.efficiency = std::move(b.efficiency->first);
        }
        pendingPrices.insert(pendingPrices.end(), b.prices.begin(), b.prices.end());
        gpuRefs.insert(gpuRefs.end(), b.gpuRefs.begin(), b.gpuRefs.end());
        regionRefs.insert(regionRefs.end(), b.regionRefs.begin(), b.regionRefs.end());
    }

    // Reads one file's parsed JSON (none when it did not parse: `parsed.problems` say why).
    void loadFile(const SourceText &file, ParsedText &parsed)
    {
        (overriding() ? catalog.overrideFiles : catalog.files).push_back(file.name);
        const std::size_t errorsBefore = errorCount(problems);
        Batch batch;
        problems.insert(problems.end(), parsed.problems.begin(), parsed.problems.end());
        if (parsed.value) {
            JsonContext ctx{file.name, &problems, Problem::Severity::Error};
            ObjectReader root(&*parsed.value, "", &ctx);
            if (root.valid()) {
                root.integer("schema", Need::Required, 1, 1);
                const auto kind = root.oneOf("kind", Need::Required,
                                             {"gpus", "models", "instances", "efficiency", "exchange_rates",
                                              "price_overrides", "frameworks", "servers"});
                if (kind) { // without a kind nothing else can be checked meaningfully
                    if (*kind == "gpus")
                        readGpus(root, ctx, batch);
                    else if (*kind == "models")
                        readModels(root, ctx, batch);
                    else if (*kind == "instances")
                        readInstances(root, ctx, batch);
                    else if (*kind == "exchange_rates")
                        readExchangeRates(root, ctx, batch);
                    else if (*kind == "price_overrides")
                        readPriceOverrideFile(root, ctx, batch);
                    else if (*kind == "frameworks")
                        readFrameworks(root, ctx, batch);
                    else if (*kind == "servers")
                        readServers(root, ctx, batch);
                    else
                        readEfficiency(root, ctx, batch);
                    root.finish();
                }
            }
        }
        if (overriding() && errorCount(problems) > errorsBefore) {
            problems.push_back({Problem::Severity::Warning, "override-not-applied", file.name, "",
                                "this override file has errors, so none of its entries were applied"});
            return;
        }
        apply(batch);
    }

    bool providerHasRegion(const std::string &provider, const std::string &region,
                           const ProviderInfo **out) const
    {
        const ProviderInfo *p = catalog.findProvider(provider);
        *out = p;
        if (!p || p->regions.empty())
            return true;
        return std::any_of(p->regions.begin(), p->regions.end(),
                           [&](const Region &r) { return r.id == region; });
    }

    // Price overrides go last, so they apply to instance types that override files added.
    void applyPendingPrices()
    {
        std::map<std::string, std::string> seen; // instance billing region -> first file:path
        for (auto &[o, at] : pendingPrices) {
            InstanceType *it = instance(o.instanceType);
            if (!it) {
                if (!o.instanceType.empty())
                    problems.push_back({Problem::Severity::Error, "unknown-instance", at.file,
                                        at.path + "/instance_type",
                                        "instance type " + quoteValue(o.instanceType) +
                                            " is in neither the catalog nor the overrides"});
                continue;
            }
            const ProviderInfo *provider = nullptr;
            if (!o.price.region.empty() && !providerHasRegion(it->provider, o.price.region, &provider)) {
                problems.push_back({Problem::Severity::Error, "unknown-region", at.file, at.path + "/region",
                                    "region " + quoteValue(o.price.region) +
                                        " is not in the regions of provider " + quoteValue(it->provider)});
                continue;
            }
            const std::string id = priceOverrideId(it->id, o.price);
            auto [first, inserted] = seen.emplace(toLower(id), at.file + ":" + at.path);
            if (!inserted)
                problems.push_back(
                    {Problem::Severity::Warning, "duplicate-price", at.file, at.path,
                     "overrides the price override at " + first->second + " (the later one wins)"});
            auto &prices = it->prices;
            const auto before = prices.size();
            const Price &given = o.price; // a lambda may not capture a structured binding before C++20
            prices.erase(std::remove_if(prices.begin(), prices.end(),
                                        [&](const Price &p) {
                                            return p.billing == given.billing &&
                                                   (given.region.empty() || p.region == given.region);
                                        }),
                         prices.end());
            const bool replaced = prices.size() != before;
            Price price = o.price;
            price.overridden = true;
            prices.push_back(std::move(price));
            recordOverride("price", id, replaced, at);
        }
    }

    void crossCheck()
    {
        for (const auto &ref : gpuRefs) {
            if (!ref.id.empty() && !catalog.findGpu(ref.id))
                problems.push_back({Problem::Severity::Error, "unknown-gpu", ref.at.file, ref.at.path,
                                    "GPU " + quoteValue(ref.id) + " is not in the catalog's GPU list"});
        }
        for (const auto &ref : regionRefs) {
            const ProviderInfo *provider = nullptr;
            if (!ref.id.empty() && !providerHasRegion(ref.provider, ref.id, &provider))
                problems.push_back({Problem::Severity::Error, "unknown-region", ref.at.file, ref.at.path,
                                    "region " + quoteValue(ref.id) +
                                        " is not in the \"regions\" list of provider " +
                                        quoteValue(ref.provider)});
        }
        if (catalog.gpus.empty())
            problems.push_back(
                {Problem::Severity::Error, "empty-catalog", "catalog", "", "the catalog has no GPUs"});
        for (const auto &[id, at] : frameworkRefs)
            if (!catalog.findFramework(id))
                problems.push_back({Problem::Severity::Error, "unknown-framework", at.file, at.path,
                                    "framework " + quoteValue(id) + " is not in the catalog's frameworks"});
        std::set<std::string> served;
        for (const ReferenceServer &sv : catalog.servers)
            for (const std::string &g : sv.gpus)
                if (const Gpu *gpu = catalog.findGpu(g))
                    served.insert(toLower(gpu->id));
        if (!catalog.servers.empty())
            for (const Gpu &g : catalog.gpus)
                if (!served.count(toLower(g.id)))
                    problems.push_back({Problem::Severity::Warning, "no-reference-server", "catalog", "",
                                        "GPU " + quoteValue(g.id) +
                                            " has no reference server (servers.json): a job that names "
                                            "only this GPU is estimated on a generic PCIe host"});
        if (shippedIds.efficiencyAt.empty() && overrideIds.efficiencyAt.empty())
            problems.push_back(
                {Problem::Severity::Warning, "no-efficiency", "catalog", "",
                 "the catalog has no efficiency file; built-in utilisation defaults are used"});
    }
};

} // namespace

CatalogLoader::Result CatalogLoader::load(const std::vector<SourceText> &files)
{
    return load(files, {});
}

CatalogLoader::Result CatalogLoader::load(const std::vector<SourceText> &shipped,
                                          const std::vector<SourceText> &overrides)
{
    Loader loader;
    // A parsed file is freed on another thread once read: freeing a large JSON tree costs about as
    // much as reading it.
    std::vector<std::future<void>> freeing;
    auto load = [&](const SourceText &file, ParsedText parsed) {
        loader.loadFile(file, parsed);
        if (file.text.size() > (1u << 20))
            freeing.push_back(
                std::async(std::launch::async, [tree = std::move(parsed.value)]() mutable { tree.reset(); }));
    };
    parseInOrder(shipped, [&](std::size_t i, ParsedText parsed) { load(shipped[i], std::move(parsed)); });
    loader.layer = Layer::Override;
    parseInOrder(overrides, [&](std::size_t i, ParsedText parsed) { load(overrides[i], std::move(parsed)); });
    for (std::future<void> &f : freeing)
        f.get();
    loader.applyPendingPrices();
    loader.crossCheck();
    loader.catalog.indexInstances();
    return {std::move(loader.catalog), std::move(loader.problems)};
}

std::vector<SourceText> readCatalogFolder(const std::string &dir, Problems &problems, bool mayBeEmpty)
{
    namespace fs = std::filesystem;
    std::vector<SourceText> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        problems.push_back({Problem::Severity::Error, "not-a-folder", dir, "", "not a readable folder"});
        return out;
    }
    std::vector<fs::path> paths;
    fs::directory_iterator it(dir, ec);
    if (ec) { // a folder that cannot be listed is not an empty one: the user's prices would vanish
        problems.push_back(
            {Problem::Severity::Error, "unreadable", dir, "", "the folder cannot be read: " + ec.message()});
        return out;
    }
    for (const fs::directory_iterator end; it != end; it.increment(ec)) {
        const fs::directory_entry &entry = *it;
        const std::string name = entry.path().filename().string();
        // Dot files are editor locks and half-written temporaries, not catalog files.
        if (entry.path().extension() != ".json" || name.front() == '.')
            continue;
        std::error_code typeError;
        if (entry.is_regular_file(typeError)) {
            paths.push_back(entry.path());
        } else {
            // a folder, FIFO, socket or broken link named *.json: never read (a FIFO would block),
            // never skipped without a word
            const auto st = fs::symlink_status(entry.path(), typeError);
            const std::string what = st.type() == fs::file_type::directory ? "a folder"
                                     : st.type() == fs::file_type::symlink ? "a link to nothing readable"
                                     : st.type() == fs::file_type::fifo    ? "a FIFO"
                                     : st.type() == fs::file_type::socket  ? "a socket"
                                                                           : "not a regular file";
            problems.push_back({Problem::Severity::Error, "not-a-file", entry.path().string(), "",
                                "is " + what + ", not a catalog file; move it out of the folder"});
        }
    }
    if (ec)
        problems.push_back(
            {Problem::Severity::Error, "unreadable", dir, "", "the folder cannot be read: " + ec.message()});
    std::sort(paths.begin(), paths.end());
    for (const auto &p : paths) {
        // A catalog file is a few hundred kB; anything this large is a mistake, not data.
        constexpr std::uintmax_t kMaxFileBytes = 16u * 1024u * 1024u;
        if (const std::uintmax_t size = fs::file_size(p, ec); !ec && size > kMaxFileBytes) {
            problems.push_back({Problem::Severity::Error, "file-too-large", p.string(), "",
                                "the file is larger than 16 MB (" + std::to_string(size) + " bytes)"});
            continue;
        }
        std::ifstream in(p, std::ios::binary);
        if (!in) {
            problems.push_back({Problem::Severity::Error, "unreadable", p.string(), "", "cannot be read"});
            continue;
        }
        // Read in blocks into one buffer (a stringstream copy took a third of loading 45 MB).
        std::string text;
        text.reserve(static_cast<std::size_t>(fs::file_size(p, ec)));
        char block[1 << 16];
        while (in.read(block, sizeof block) || in.gcount() > 0)
            text.append(block, static_cast<std::size_t>(in.gcount()));
        if (in.bad()) {
            problems.push_back({Problem::Severity::Error, "unreadable", p.string(), "", "cannot be read"});
            continue;
        }
        out.push_back({p.string(), std::move(text)});
    }
    if (paths.empty() && !mayBeEmpty)
        problems.push_back(
            {Problem::Severity::Error, "empty-catalog", dir, "", "the folder holds no *.json catalog files"});
    return out;
}

CatalogLoader::Result loadCatalogFolder(const std::string &dir, const std::string &overrideDir)
{
    Problems readProblems;
    const std::vector<SourceText> shipped = readCatalogFolder(dir, readProblems);
    std::vector<SourceText> overrides;
    if (!overrideDir.empty())
        overrides = readCatalogFolder(overrideDir, readProblems, true);
    CatalogLoader::Result result = CatalogLoader::load(shipped, overrides);
    result.problems.insert(result.problems.begin(), readProblems.begin(), readProblems.end());
    return result;
}

std::vector<PriceOverride> readPriceOverrides(const SourceText &file, Problems &problems)
{
    std::vector<PriceOverride> out;
    auto value = parseJsonText(file.text, file.name, problems);
    if (!value)
        return out;
    JsonContext ctx{file.name, &problems, Problem::Severity::Error};
    ObjectReader root(&*value, "", &ctx);
    if (!root.valid())
        return out;
    root.integer("schema", Need::Required, 1, 1);
    if (!root.oneOf("kind", Need::Required, {"price_overrides"}))
        return out;
    for (ObjectReader p : root.objects("prices", Need::Required)) {
        const std::size_t before = errorCount(problems);
        PriceOverride o = readPriceOverrideEntry(p);
        if (errorCount(problems) == before)
            out.push_back(std::move(o));
    }
    root.finish();
    return out;
}

std::string priceOverridesJson(const std::vector<PriceOverride> &prices)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const PriceOverride &o : prices) {
        nlohmann::ordered_json e;
        e["instance_type"] = o.instanceType;
        e["billing"] = toString(o.price.billing);
        e[o.price.billing == Billing::SubscriptionMonth ? "per_month" : "per_hour"] = o.price.amount;
        e["currency"] = o.price.currency;
        if (!o.price.region.empty())
            e["region"] = o.price.region;
        e["source"] = o.price.provenance.source;
        e["date"] = o.price.provenance.date;
        e["confidence"] = o.price.provenance.confidence;
        if (!o.price.provenance.derivation.empty())
            e["derivation"] = o.price.provenance.derivation;
        if (!o.notes.empty())
            e["notes"] = o.notes;
        list.push_back(std::move(e));
    }
    nlohmann::ordered_json root;
    root["schema"] = 1;
    root["kind"] = "price_overrides";
    root["prices"] = std::move(list);
    return root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

} // namespace tp
