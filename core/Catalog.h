#pragma once

#include "core/Efficiency.h"
#include "core/Framework.h"
#include "core/Gpu.h"
#include "core/Instance.h"
#include "core/ModelSpec.h"
#include "core/Provider.h"
#include "core/ReferenceServer.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace tp {

// One change the user's overrides folder made to the shipped catalog, for the app to show.
struct CatalogOverride
{
    enum class Action
    {
        Added,
        Replaced
    };

    std::string kind; // "gpu", "model", "instance", "price", "provider", "storage", "region",
                      // "billing", "exchange_rate", "efficiency", "framework", "server"
    std::string id;   // the record's id; for a price "INSTANCE ondemand" or "INSTANCE ondemand cn-hangzhou"
    Action action = Action::Added;
    std::string file; // the override file and the JSON path of the entry
    std::string path;
};

// Everything the estimators and the planner know about the world: accelerators, model presets,
// instance types with prices, and the fitted utilisation model. Built by CatalogLoader.
class Catalog
{
public:
    std::vector<Gpu> gpus;
    std::vector<ModelSpec> models;
    std::vector<InstanceType> instances;
    std::vector<Framework> frameworks;
    std::vector<FrameworkDefault> frameworkDefaults; // first match wins
    Provenance frameworkDefaultsProvenance;
    std::vector<ReferenceServer> servers;
    EfficiencyModel efficiency;
    std::map<std::string, std::string> providerNames; // provider id -> English name
    std::vector<ProviderInfo> providers;              // billing terms, regions, storage
    std::optional<ExchangeRate> exchangeRate;         // CNY per USD
    std::vector<std::string> files;                   // what it was loaded from (shipped)
    std::vector<std::string> overrideFiles;           // the user's override files that were read
    std::vector<CatalogOverride> overrides;           // what those files changed, in order

    // By id or alias, case-insensitive; nullptr when unknown.
    const Gpu *findGpu(const std::string &idOrAlias) const;
    const ModelSpec *findModel(const std::string &id) const;
    const InstanceType *findInstance(const std::string &id) const;
    const ProviderInfo *findProvider(const std::string &id) const;
    const StorageOption *findStorage(const std::string &id) const;
    const Framework *findFramework(const std::string &idOrAlias) const;
    // The reference server of a GPU (by the GPU's id), nullptr when the catalog has none.
    const ReferenceServer *serverFor(const std::string &gpuId) const;
    // The framework a job that names none is assumed to use for this model, method and GPU, and
    // the rule that chose it (nullptr when no rule matched and the first able framework was taken).
    const Framework *defaultFramework(const ModelSpec &model, Method method, const Gpu &gpu,
                                      const FrameworkDefault **rule = nullptr) const;

    // Whether the user's overrides added or replaced this record (kind as in CatalogOverride:
    // "gpu", "model", "instance", "storage", ...); ids compare case-insensitively.
    bool isOverridden(const std::string &kind, const std::string &id) const;
    // The number of prices the overrides set (price overrides and prices of replaced types).
    std::size_t overriddenPriceCount() const;

    // Builds the table findInstance() reads, so a catalog of tens of thousands of instance types
    // plans without a linear search per candidate. The loader calls it; after changing `instances`
    // call it again. A stale table is never wrong, only slower: a hit is checked against the id
    // and anything else is searched.
    void indexInstances();

private:
    std::shared_ptr<const std::unordered_map<std::string, std::size_t>> m_instanceIndex;
};

// Where a provider's checkpoints go: a block disk (ESSD class), the cheapest that writes 300 MB/s
// or more, else the fastest writer; nullptr when the provider lists none.
const StorageOption *checkpointStorageOf(const ProviderInfo *provider);

} // namespace tp
