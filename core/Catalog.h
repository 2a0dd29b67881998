#pragma once

#include "Efficiency.h"
#include "Gpu.h"
#include "Instance.h"
#include "ModelSpec.h"
#include "Provider.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// Everything the estimators and the planner know about the world: accelerators, model presets,
// instance types with prices, and the fitted utilisation model. Built by CatalogLoader.
class Catalog
{
public:
    std::vector<Gpu> gpus;
    std::vector<ModelSpec> models;
    std::vector<InstanceType> instances;
    EfficiencyModel efficiency;
    std::map<std::string, std::string> providerNames; // provider id -> English name
    std::vector<ProviderInfo> providers;               // billing terms, regions, storage
    std::optional<ExchangeRate> exchangeRate;          // CNY per USD
    std::vector<std::string> files;                    // what it was loaded from

    // By id or alias, case-insensitive; nullptr when unknown.
    const Gpu *findGpu(const std::string &idOrAlias) const;
    const ModelSpec *findModel(const std::string &id) const;
    const InstanceType *findInstance(const std::string &id) const;
    const ProviderInfo *findProvider(const std::string &id) const;
};

} // namespace tp
