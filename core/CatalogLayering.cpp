// The override layering: each file's Batch applied to the catalog (the user's override files
// replace or add records on top of the shipped ones, and every change is recorded), and the price
// overrides applied once every file is in.
#include "core/CatalogLoaderDetail.h"
#include "core/CatalogOverrides.h"
#include "core/Strings.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <type_traits>

namespace tp::catalogload {

void Loader::recordOverride(const std::string &kind, const std::string &id, bool replaced, const Location &at)
{
    catalog.overrides.push_back(
        {kind, id, replaced ? CatalogOverride::Action::Replaced : CatalogOverride::Action::Added, at.file,
         at.path});
}

// Adds (shipped) or adds-or-replaces (override) one record by its id.
template <typename T>
void Loader::upsert(std::vector<T> &records, T record, const Location &at, const char *kind)
{
    const std::string key = toLower(record.id);
    typename std::vector<T>::iterator it;
    if constexpr (std::is_same_v<T, InstanceType>) {
        const auto found = instanceIndex.find(key);
        it = found == instanceIndex.end() ? records.end() : records.begin() + found->second;
    } else {
        it = std::find_if(records.begin(), records.end(), [&](const T &r) { return toLower(r.id) == key; });
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

void Loader::applyProvider(const ProviderPatch &pp)
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
    if (pp.tax)
        p.tax = pp.tax;
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
        else if (pp.name || pp.currency || pp.tax || pp.granularity || pp.spot || pp.subscription ||
                 pp.reserved)
            recordOverride("billing", p.id, true, pp.at);
    }
    for (const Region &r : pp.regions) {
        auto existing =
            std::find_if(p.regions.begin(), p.regions.end(), [&](const Region &x) { return x.id == r.id; });
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

void Loader::apply(Batch &b)
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

bool Loader::providerHasRegion(const std::string &provider, const std::string &region,
                               const ProviderInfo **out) const
{
    const ProviderInfo *p = catalog.findProvider(provider);
    *out = p;
    if (!p || p->regions.empty())
        return true;
    return std::any_of(p->regions.begin(), p->regions.end(), [&](const Region &r) { return r.id == region; });
}

// Price overrides go last, so they apply to instance types that override files added.
void Loader::applyPendingPrices()
{
    std::map<std::string, std::string> seen; // instance billing region -> first file:path
    for (auto &[o, at] : pendingPrices) {
        InstanceType *it = instance(o.instanceType);
        // A price for an instance type a newer catalog dropped is left out, not fatal, when
        // broken overrides are skipped: it names the entry, the other prices still count.
        const Problem::Severity severity = skipBroken ? Problem::Severity::Warning : Problem::Severity::Error;
        const char *notUsed = skipBroken ? "; this price is not used" : "";
        if (!it) {
            if (!o.instanceType.empty())
                problems.push_back({severity, "unknown-instance", at.file, at.path + "/instance_type",
                                    "instance type " + quoteValue(o.instanceType) +
                                        " is in neither the catalog nor the overrides" + notUsed});
            continue;
        }
        const ProviderInfo *provider = nullptr;
        if (!o.price.region.empty() && !providerHasRegion(it->provider, o.price.region, &provider)) {
            problems.push_back({severity, "unknown-region", at.file, at.path + "/region",
                                "region " + quoteValue(o.price.region) +
                                    " is not in the regions of provider " + quoteValue(it->provider) +
                                    notUsed});
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

} // namespace tp::catalogload
