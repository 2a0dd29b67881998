#include "core/Catalog.h"

#include "core/Strings.h"

#include <algorithm>
#include <cctype>

namespace tp {

namespace {

// Whether two ids are the same, any case (ASCII), without copying either.
bool sameId(const std::string &a, const std::string &b)
{
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(),
                      [](unsigned char x, unsigned char y) { return std::tolower(x) == std::tolower(y); });
}

// The record of this id, any case; nullptr when there is none.
template <typename Record> const Record *findById(const std::vector<Record> &records, const std::string &id)
{
    for (const Record &r : records)
        if (sameId(r.id, id))
            return &r;
    return nullptr;
}

// The record of this id or one of its aliases ("a100-80gb", "hf"), any case. The planner asks
// for every instance type's GPU, so the lookup copies nothing.
template <typename Record>
const Record *findByIdOrAlias(const std::vector<Record> &records, const std::string &idOrAlias)
{
    for (const Record &r : records)
        if (r.id == idOrAlias)
            return &r;
    for (const Record &r : records) {
        if (sameId(r.id, idOrAlias))
            return &r;
        for (const std::string &alias : r.aliases)
            if (sameId(alias, idOrAlias))
                return &r;
    }
    return nullptr;
}

} // namespace

const Gpu *Catalog::findGpu(const std::string &idOrAlias) const
{
    return findByIdOrAlias(gpus, idOrAlias);
}

const ModelSpec *Catalog::findModel(const std::string &id) const
{
    return findById(models, id);
}

void Catalog::indexInstances()
{
    auto index = std::make_shared<std::unordered_map<std::string, std::size_t>>();
    index->reserve(instances.size());
    for (std::size_t i = 0; i < instances.size(); ++i)
        index->emplace(instances[i].id, i);
    m_instanceIndex = std::move(index);
}

const InstanceType *Catalog::findInstance(const std::string &id) const
{
    if (m_instanceIndex) {
        const auto it = m_instanceIndex->find(id);
        if (it != m_instanceIndex->end() && it->second < instances.size() && instances[it->second].id == id)
            return &instances[it->second];
    }
    for (const auto &i : instances)
        if (i.id == id)
            return &i;
    return nullptr;
}

const ProviderInfo *Catalog::findProvider(const std::string &id) const
{
    return findById(providers, id);
}

const StorageOption *Catalog::findStorage(const std::string &id) const
{
    for (const ProviderInfo &p : providers)
        if (const StorageOption *s = findById(p.storage, id))
            return s;
    return nullptr;
}

const Framework *Catalog::findFramework(const std::string &idOrAlias) const
{
    return findByIdOrAlias(frameworks, idOrAlias);
}

const ReferenceServer *Catalog::serverFor(const std::string &gpuId) const
{
    const std::string key = toLower(gpuId);
    for (const auto &s : servers)
        for (const auto &g : s.gpus)
            if (toLower(g) == key)
                return &s;
    return nullptr;
}

namespace {

bool ruleHolds(const FrameworkDefault &r, const ModelSpec &model, Method method, const Gpu &gpu)
{
    if (r.kind && *r.kind != model.kind)
        return false;
    if (!r.tasks.empty() && std::find(r.tasks.begin(), r.tasks.end(), model.task) == r.tasks.end())
        return false;
    if (!r.families.empty() &&
        std::find(r.families.begin(), r.families.end(), model.family) == r.families.end())
        return false;
    if (!r.detectors.empty() &&
        std::find(r.detectors.begin(), r.detectors.end(), model.detector) == r.detectors.end())
        return false;
    if (r.architecture && (!model.isTransformer() || *r.architecture != model.architecture))
        return false;
    if (!r.methods.empty() && std::find(r.methods.begin(), r.methods.end(), method) == r.methods.end())
        return false;
    return r.accelerator.empty() || r.accelerator == acceleratorFamily(gpu);
}

bool able(const Framework &f, const ModelSpec &model, Method method, const Gpu &gpu)
{
    return (model.isTransformer() ? f.transformers : f.vision) && f.trains(method) && f.runsOn(gpu);
}

} // namespace

const Framework *Catalog::defaultFramework(const ModelSpec &model, Method method, const Gpu &gpu,
                                           const FrameworkDefault **rule) const
{
    if (rule)
        *rule = nullptr;
    for (const FrameworkDefault &r : frameworkDefaults) {
        if (!ruleHolds(r, model, method, gpu))
            continue;
        const Framework *f = findFramework(r.framework);
        if (f && able(*f, model, method, gpu)) {
            if (rule)
                *rule = &r;
            return f;
        }
    }
    for (const Framework &f : frameworks)
        if (able(f, model, method, gpu))
            return &f;
    return nullptr;
}

bool Catalog::isOverridden(const std::string &kind, const std::string &id) const
{
    const std::string key = toLower(id);
    for (const auto &o : overrides)
        if (o.kind == kind && toLower(o.id) == key)
            return true;
    return false;
}

std::size_t Catalog::overriddenPriceCount() const
{
    std::size_t n = 0;
    for (const auto &i : instances)
        for (const auto &p : i.prices)
            n += p.overridden ? 1 : 0;
    return n;
}

const StorageOption *checkpointStorageOf(const ProviderInfo *provider)
{
    if (!provider)
        return nullptr;
    // Checkpoints go to a block disk (ESSD class): the cheapest one that writes 300 MB/s or more,
    // else the fastest writer.
    const StorageOption *best = nullptr;
    for (const StorageOption &s : provider->storage) {
        if (s.kind != StorageOption::Kind::Block || !(s.pricePerGbMonth > 0) || !(s.writeMBps > 0))
            continue;
        const bool fast = s.writeMBps >= 300;
        const bool bestFast = best && best->writeMBps >= 300;
        if (!best || (fast && !bestFast) || (fast && bestFast && s.pricePerGbMonth < best->pricePerGbMonth) ||
            (!fast && !bestFast && s.writeMBps > best->writeMBps))
            best = &s;
    }
    return best;
}

} // namespace tp
