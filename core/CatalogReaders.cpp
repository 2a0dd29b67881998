// The catalog's readers, one per file kind (GPUs, models, providers with their billing, spot size
// classes, regions, storage and instance types, exchange rates, price overrides, efficiency,
// frameworks, reference servers): each checks one file's JSON and fills that file's Batch.
#include "core/CatalogFields.h"
#include "core/CatalogLoaderDetail.h"
#include "core/CatalogSoftware.h"
#include "core/InputLimits.h"
#include "core/Strings.h"

#include <algorithm>
#include <set>

namespace tp::catalogload {

namespace {

const std::vector<std::string> kCurrencies = {"CNY", "USD"};

// billing, per_hour | per_month, currency, region and provenance of one price.
void readPrice(ObjectReader &p, Price &price)
{
    price.billing = p.oneOf<Billing>("billing", Need::Required).value_or(Billing::OnDemand);
    const bool monthly = price.billing == Billing::SubscriptionMonth;
    price.amount = p.number(monthly ? "per_month" : "per_hour", Need::Required, priceRange(price.billing),
                            "no GPU instance costs this")
                       .value_or(0);
    price.currency = p.oneOf("currency", Need::Required, kCurrencies).value_or("CNY");
    price.region = p.string("region", Need::Optional).value_or("");
    price.provenance = readProvenance(p);
}

// Calls read(key, member) for each member of the object at `field`; false when there is no
// such field.
template <typename Read>
bool forEachMember(ObjectReader &root, const JsonContext &ctx, const char *field, Read read)
{
    const nlohmann::json *members = root.raw(field);
    if (!members)
        return false;
    ObjectReader outer(members, root.pathOf(field), &ctx);
    if (outer.valid())
        for (auto it = members->begin(); it != members->end(); ++it) {
            ObjectReader member = outer.object(it.key(), Need::Required);
            read(it.key(), member);
        }
    return true;
}

// A speed factor of the efficiency file and the number of published runs it was fitted on.
template <typename Fit> Fit readFactorFit(ObjectReader &r)
{
    Fit fit;
    fit.factor = r.number("factor", Need::Required, true, 10.0).value_or(1.0);
    fit.cases = static_cast<int>(r.integer("cases", Need::Required, 0, 100000).value_or(0));
    r.finish();
    return fit;
}

} // namespace

PriceOverride readPriceOverrideEntry(ObjectReader &p)
{
    PriceOverride o;
    o.instanceType = p.string("instance_type", Need::Required).value_or("");
    readPrice(p, o.price);
    o.notes = p.string("notes", Need::Optional).value_or("");
    p.finish();
    return o;
}

void Loader::claimId(std::map<std::string, std::string> &ids, const std::string &id, const JsonContext &ctx,
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

void Loader::readGpus(ObjectReader &root, const JsonContext &ctx, Batch &b)
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
                                   quoteValue(other->id) + "; an override replaces a GPU by giving its id");
            }
        }
        gpu.name = g.name("name", Need::Optional).value_or(gpu.id);
        gpu.vendor = g.string("vendor", Need::Required).value_or("");
        if (auto gen = g.oneOf<Generation>("generation", Need::Required))
            gpu.generation = *gen;
        gpu.memoryGib =
            g.number("memory_gib", Need::Required, limits::kGpuMemoryGib, "no GPU has this much memory")
                .value_or(0);
        gpu.memoryBandwidthGBps = g.number("memory_bandwidth_gbps", Need::Required, limits::kGpuBandwidthGBps,
                                           "no GPU's memory moves this many GB/s")
                                      .value_or(0);
        if (ObjectReader t = g.object("tflops", Need::Required); t.valid()) {
            for (const char *p : {"fp32", "tf32", "fp16", "bf16", "fp8"})
                if (auto v =
                        t.number(p, Need::Optional, limits::kGpuTflops, "no GPU computes this many TFLOPS"))
                    gpu.tflops[p] = *v;
            if (!t.has("fp16") && !t.has("bf16"))
                ctx.report(t.path(), "missing-field", "needs at least one of fp16, bf16");
            t.finish();
        }
        if (ObjectReader ic = g.object("interconnect", Need::Required); ic.valid()) {
            gpu.link = ic.oneOf<Gpu::Link>("kind", Need::Required).value_or(Gpu::Link::PCIe);
            gpu.pcieGen = static_cast<int>(ic.integer("pcie_gen", Need::Optional, 1, 7).value_or(4));
            gpu.linkGBps =
                ic.number("gbps", Need::Required, limits::kGpuLinkGBps, "no GPU link carries this many GB/s")
                    .value_or(0);
            ic.finish();
        }
        gpu.tdpW = g.number("tdp_w", Need::Required, limits::kGpuTdpW, "no GPU draws this power").value_or(0);
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

void Loader::readModels(ObjectReader &root, const JsonContext &ctx, Batch &b)
{
    for (ObjectReader m : root.objects("models", Need::Required)) {
        ModelSpec spec;
        spec.id = m.id("id", Need::Required).value_or("");
        claimId(ids().model, spec.id, ctx, m.pathOf("id"), "model");
        spec.name = m.name("name", Need::Required).value_or(spec.id);
        spec.family = m.id("family", Need::Optional).value_or(spec.id);
        const auto kind = m.oneOf<ModelSpec::Kind>("kind", Need::Required);
        spec.params = m.number("params", Need::Required, limits::kParams).value_or(0);
        if (kind == ModelSpec::Kind::Transformer) {
            spec.kind = *kind;
            spec.architecture = m.oneOf<ModelSpec::Architecture>("architecture", Need::Required)
                                    .value_or(ModelSpec::Architecture::Decoder);
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
            spec.headDim = static_cast<int>(m.integer("head_dim", Need::Optional, 1, 1 << 16).value_or(0));
            if (m.has("experts")) {
                spec.experts = static_cast<int>(m.integer("experts", Need::Required, 2, 65536).value_or(0));
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
            spec.kind = *kind;
            spec.task = m.string("task", Need::Required).value_or("");
            spec.forwardGflops =
                m.number("forward_gflops", Need::Required, limits::kForwardGflops).value_or(0);
            spec.imageSize =
                static_cast<int>(m.integer("image_size", Need::Required, 16, 8192).value_or(224));
            spec.forwardActivationsM =
                m.number("forward_activations_m", Need::Optional, limits::kForwardActivationsM).value_or(0);
            spec.depthwiseSeparable = m.boolean("depthwise_separable", Need::Optional).value_or(false);
            spec.detector =
                m.oneOf<ModelSpec::Detector>("detector", Need::Optional).value_or(ModelSpec::Detector::None);
            spec.multiScale = m.boolean("multiscale", Need::Optional).value_or(false);
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
void Loader::readSpotSizeClasses(ObjectReader &spot, std::vector<SpotSizeClass> &out)
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

void Loader::readBilling(ObjectReader &bl, ProviderPatch &pp)
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
            r.context()->report(r.path(), "missing-field", "needs at least one of fraction_1y, fraction_3y");
        pp.billing.reservedProvenance = readProvenance(r);
        readFieldSources(r, pp.billing.fieldSources, "reserved.");
        r.string("notes", Need::Optional);
        r.finish();
    }
    bl.finish();
}

void Loader::readStorage(ObjectReader &s, const JsonContext &ctx, ProviderPatch &pp)
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
    so.kind = s.oneOf<StorageOption::Kind>("kind", Need::Required).value_or(StorageOption::Kind::Block);
    if (auto name = readName(s, "name", Need::Required))
        so.name = *name;
    so.shared = s.boolean("shared", Need::Required).value_or(false);
    so.readMBps = s.number("read_mb_s", Need::Required, limits::kStorageMBps).value_or(0);
    so.writeMBps = s.number("write_mb_s", Need::Required, limits::kStorageMBps).value_or(0);
    so.iops = s.number("iops", Need::Required, limits::kStorageIops).value_or(0);
    so.pricePerGbMonth =
        s.number("price_per_gb_month", Need::Required, limits::kStoragePricePerGbMonth).value_or(0);
    so.currency = s.oneOf("currency", Need::Required, kCurrencies).value_or("");
    so.minSizeGib = s.number("min_size_gib", Need::Optional, limits::kStorageMinGib).value_or(0);
    s.string("notes", Need::Optional);
    readSourced(s, so);
    s.finish();
    pp.storage.push_back({std::move(so), {ctx.file, s.path()}});
}

void Loader::readInstances(ObjectReader &root, const JsonContext &ctx, Batch &b)
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
    if (ObjectReader tax = root.object("tax", Need::Optional); tax.valid()) {
        TaxBasis t;
        t.vatIncluded = tax.boolean("vat_included", Need::Required).value_or(false);
        t.vatPercent = tax.number("vat_percent", Need::Optional, false, 30).value_or(0);
        t.provenance = readProvenance(tax);
        tax.string("notes", Need::Optional);
        tax.finish();
        pp.tax = std::move(t);
    }
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

    for (ObjectReader f : root.objects("families", overriding() ? Need::Optional : Need::Required)) {
        InstanceType family;
        family.provider = provider;
        family.family = f.id("id", Need::Required).value_or("");
        family.gpu = f.string("gpu", Need::Required).value_or("");
        b.gpuRefs.push_back({provider, family.gpu, {ctx.file, f.pathOf("gpu")}});
        family.bareMetal = f.boolean("bare_metal", Need::Optional).value_or(false);
        family.rdma = f.oneOf<InstanceType::Rdma>("rdma", Need::Required).value_or(InstanceType::Rdma::None);
        family.nvlink = f.boolean("nvlink", Need::Required).value_or(false);
        family.availability = f.oneOf<InstanceType::Availability>("availability", Need::Optional)
                                  .value_or(InstanceType::Availability::Open);
        family.sellsSpot = f.boolean("sells_spot", Need::Optional).value_or(true);
        family.priceSpreadReason = f.string("price_spread_reason", Need::Optional).value_or("");
        if (ObjectReader how = f.object("how_to_buy", Need::Optional); how.valid()) {
            family.howToBuy = how.string("en", Need::Required).value_or("");
            family.howToBuyZh = how.string("zh", Need::Required).value_or("");
            how.finish();
        }
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
            it.memoryGib = s.number("memory_gib", Need::Required, limits::kInstanceMemoryGib,
                                    "no instance has this much memory")
                               .value_or(0);
            it.networkGbps = s.number("network_gbps", Need::Required, limits::kInstanceNetworkGbps,
                                      "no instance's network is this fast")
                                 .value_or(0);
            it.rdmaGbps = s.number("rdma_gbps", Need::Optional, limits::kRdmaGbps,
                                   "no instance's RDMA network is this fast")
                              .value_or(0);
            if (auto r = s.oneOf<InstanceType::Rdma>("rdma", Need::Optional))
                it.rdma = *r;
            if (auto nv = s.boolean("nvlink", Need::Optional))
                it.nvlink = *nv;
            if (auto a = s.oneOf<InstanceType::Availability>("availability", Need::Optional))
                it.availability = *a;
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
                // only what is sold, where it is sold (issue 35)
                if (price.billing == Billing::Spot && !it.sellsSpot)
                    ctx.report(p.pathOf("billing"), "conflict",
                               "a spot price for " + it.id +
                                   ", whose family sells no spot (sells_spot: false)");
                // (a region the provider does not list at all is an unknown-region error instead)
                if (!price.region.empty() && !it.regions.empty() && regionIds.count(price.region) &&
                    std::find(it.regions.begin(), it.regions.end(), price.region) == it.regions.end()) {
                    std::string listed;
                    for (const std::string &r : it.regions)
                        listed += (listed.empty() ? "" : ", ") + r;
                    ctx.report(p.pathOf("region"), "price-region-unlisted",
                               "a price in " + quoteValue(price.region) + ", where the family of " + it.id +
                                   " is not listed as sold (its regions: " + listed +
                                   "): add the region with its evidence, or move the price",
                               Problem::Severity::Warning);
                }
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

void Loader::readExchangeRates(ObjectReader &root, const JsonContext &ctx, Batch &b)
{
    for (ObjectReader r : root.objects("rates", Need::Required)) {
        const auto from = r.oneOf("from", Need::Required, kCurrencies);
        const auto to = r.oneOf("to", Need::Required, kCurrencies);
        auto rate = r.number("rate", Need::Required, true);
        if (rate && from && to && *from != *to) {
            // checked as CNY per USD whichever way it is written: CNY->USD 1000 (a swapped
            // direction) would make every USD price 0.00 CNY
            const double cnyPerUsd = *from == "USD" ? *rate : 1.0 / *rate;
            if (cnyPerUsd < limits::kExchangeRate.min || cnyPerUsd > limits::kExchangeRate.max) {
                ctx.report(r.pathOf("rate"), "out-of-range",
                           "makes 1 USD = " + formatNumber(cnyPerUsd) + " CNY; it must be between " +
                               formatNumber(limits::kExchangeRate.min) + " and " +
                               formatNumber(limits::kExchangeRate.max) +
                               " CNY (about 7 for a decade): a typo, a unit mistake or \"from\" and \"to\" "
                               "swapped");
                rate.reset();
            }
        }
        ExchangeRate x;
        x.provenance = readProvenance(r);
        r.string("notes", Need::Optional);
        r.finish();
        if (from && to && *from == *to) {
            ctx.report(r.pathOf("to"), "out-of-range", "a rate converts between two different currencies");
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

void Loader::readPriceOverrideFile(ObjectReader &root, const JsonContext &ctx, Batch &b)
{
    if (!overriding())
        ctx.report("/kind", "override-in-catalog",
                   "price_overrides belong in the user's overrides folder, not in the shipped catalog");
    for (ObjectReader p : root.objects("prices", Need::Required)) {
        PriceOverride o = readPriceOverrideEntry(p);
        b.prices.push_back({std::move(o), {ctx.file, p.path()}});
    }
}

void Loader::readEfficiency(ObjectReader &root, const JsonContext &ctx, Batch &b)
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
    e.detectionSampleCost = root.number("detection_sample_cost", Need::Optional, true, 100.0).value_or(4.0);
    e.segmentationSampleCost =
        root.number("segmentation_sample_cost", Need::Optional, true, 100.0).value_or(8.0);
    e.ascendHostDecodeFactor =
        root.number("ascend_host_decode_factor", Need::Optional, true, 10.0).value_or(1.0);
    if (const nlohmann::json *ms = root.raw("ascend_detection_sample_ms")) {
        ObjectReader byGpu(ms, root.pathOf("ascend_detection_sample_ms"), &ctx);
        if (byGpu.valid())
            for (auto it = ms->begin(); it != ms->end(); ++it)
                if (auto v = byGpu.number(it.key(), Need::Required, false, 1000.0))
                    e.ascendDetectionSampleMs[it.key()] = *v;
    }
    e.hostSecondsPerLayerPass =
        root.number("host_seconds_per_layer_pass", Need::Optional, false, 1.0).value_or(0.0);
    e.zero3HostFactor = root.number("zero3_host_factor", Need::Optional, true, 100.0).value_or(1.0);
    forEachMember(root, ctx, "precisions", [&](const std::string &mode, ObjectReader &p) {
        if (!p.valid())
            return;
        if (mode != "tf32" && mode != "fp32")
            ctx.report(p.path(), "unknown-value", "precision modes are \"tf32\" and \"fp32\"");
        e.precisions[mode] = readFactorFit<EfficiencyModel::StackFit>(p);
    });
    // Speed factors of the frameworks' efficiency classes ("standard" is 1 by definition);
    // files from before frameworks existed give the tuned stacks' factor alone.
    const bool hasStacks =
        forEachMember(root, ctx, "stacks", [&](const std::string &stack, ObjectReader &st) {
            if (st.valid())
                e.stacks[stack] = readFactorFit<EfficiencyModel::StackFit>(st);
        });
    if (!hasStacks) {
        if (auto legacy = root.number("optimized_stack_speedup", Need::Optional, true, 10.0))
            e.stacks["optimized"] = {*legacy, 0};
        else
            ctx.report(root.pathOf("stacks"), "missing-field",
                       "required field is missing (expected an object)");
    }
    if (ObjectReader moe = root.object("moe", Need::Optional); moe.valid())
        e.moe = readFactorFit<EfficiencyModel::StackFit>(moe);
    e.networkEfficiencyRdma = root.number("network_efficiency_rdma", Need::Required, true, 1.0).value_or(0.8);
    e.networkEfficiencyTcp = root.number("network_efficiency_tcp", Need::Required, true, 1.0).value_or(0.4);
    e.commOverlap = root.number("comm_overlap", Need::Required, false, 1.0).value_or(0.6);
    if (ObjectReader cal = root.object("calibrated", Need::Optional); cal.valid()) {
        auto range = [&](const char *key, EfficiencyModel::ClassFit &fit) {
            if (ObjectReader r = cal.object(key, Need::Required); r.valid()) {
                fit.logLow = -r.number("log_spread_low", Need::Required, false, 5.0).value_or(0);
                fit.logHigh = r.number("log_spread_high", Need::Required, false, 5.0).value_or(0);
                fit.cases = static_cast<int>(r.integer("pairs", Need::Required, 0, 1000000).value_or(0));
                r.finish();
            }
        };
        range("same_gpu", e.calibrated.sameGpu);
        range("other_gpu", e.calibrated.otherGpu);
        e.calibrated.transfer = cal.number("transfer", Need::Required, false, 1.0).value_or(1.0);
        // catalogs from before the split carry one exponent for every pair
        e.calibrated.transferSameGeneration =
            cal.number("transfer_same_generation", Need::Optional, false, 1.0)
                .value_or(e.calibrated.transfer);
        e.calibrated.transferConv =
            cal.number("transfer_conv", Need::Optional, false, 1.0).value_or(e.calibrated.transfer);
        cal.string("derivation", Need::Optional);
        cal.finish();
    }
    const bool hasClasses = forEachMember(root, ctx, "classes", [&](const std::string &key, ObjectReader &c) {
        const auto cls = fromString<WorkloadClass>(key);
        if (!cls) {
            ctx.report(c.path(), "unknown-value", "unknown workload class " + quoteValue(key));
            return;
        }
        EfficiencyModel::ClassFit fit;
        fit.computeEfficiency = c.number("compute_efficiency", Need::Required, true, 1.0).value_or(0.4);
        fit.logLow = -c.number("log_spread_low", Need::Required, false, 5.0).value_or(0.4);
        fit.logHigh = c.number("log_spread_high", Need::Required, false, 5.0).value_or(0.4);
        fit.cases = static_cast<int>(c.integer("cases", Need::Required, 0, 100000).value_or(0));
        c.finish();
        e.classes[*cls] = fit;
    });
    if (!hasClasses)
        ctx.report(root.pathOf("classes"), "missing-field", "required field is missing (expected an object)");
    forEachMember(root, ctx, "generations", [&](const std::string &key, ObjectReader &g) {
        const auto gen = fromString<Generation>(key);
        if (!gen) {
            ctx.report(g.path(), "unknown-value", "unknown GPU generation " + quoteValue(key));
            return;
        }
        e.generations[*gen] = readFactorFit<EfficiencyModel::GenerationFit>(g);
    });
    forEachMember(root, ctx, "conv_generations", [&](const std::string &key, ObjectReader &g) {
        const auto gen = fromString<Generation>(key);
        if (!gen) {
            ctx.report(g.path(), "unknown-value", "unknown GPU generation " + quoteValue(key));
            return;
        }
        e.convGenerations[*gen] = readFactorFit<EfficiencyModel::GenerationFit>(g);
    });
    forEachMember(root, ctx, "detectors", [&](const std::string &family, ObjectReader &d) {
        if (!fromString<ModelSpec::Detector>(family) || family == "none") {
            ctx.report(d.path(), "unknown-value",
                       "detector families are \"anchor-free\", \"one-stage\", \"two-stage\" and \"detr\"");
            return;
        }
        e.detectors[family] = readFactorFit<EfficiencyModel::StackFit>(d);
    });
    root.string("notes", Need::Optional);
    b.efficiency = std::make_pair(std::move(e), Location{ctx.file, ""});
}

void Loader::readFrameworks(ObjectReader &root, const JsonContext &ctx, Batch &b)
{
    FrameworkFile file = readFrameworkFile(root);
    for (auto &[fw, path] : file.frameworks) {
        claimId(ids().framework, fw.id, ctx, path + "/id", "framework");
        for (std::size_t i = 0; i < fw.aliases.size(); ++i)
            claimId(ids().framework, fw.aliases[i], ctx, path + "/aliases/" + std::to_string(i), "framework");
        b.frameworks.push_back({std::move(fw), {ctx.file, path}});
    }
    if (file.hasDefaults) {
        std::string &first = ids().defaultsAt;
        if (!first.empty())
            ctx.report("/defaults", "duplicate-id",
                       "a second set of framework defaults (first: " + first + ")");
        first = ctx.file;
        for (std::size_t i = 0; i < file.defaults.size(); ++i)
            b.frameworkRefs.push_back({file.defaults[i].framework,
                                       {ctx.file, "/defaults/rules/" + std::to_string(i) + "/framework"}});
        b.frameworkDefaults = std::make_pair(std::move(file.defaults), file.defaultsProvenance);
        b.frameworkDefaultsAt = {ctx.file, "/defaults"};
    }
}

void Loader::readServers(ObjectReader &root, const JsonContext &ctx, Batch &b)
{
    for (auto &[server, path] : readServerFile(root)) {
        claimId(ids().server, server.id, ctx, path + "/id", "server");
        for (std::size_t i = 0; i < server.gpus.size(); ++i)
            b.gpuRefs.push_back({"", server.gpus[i], {ctx.file, path + "/gpus/" + std::to_string(i)}});
        b.servers.push_back({std::move(server), {ctx.file, path}});
    }
}

} // namespace tp::catalogload
