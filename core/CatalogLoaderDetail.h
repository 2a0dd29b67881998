// Internal to the catalog loader's source files, not for callers of CatalogLoader.h: the state of
// one CatalogLoader::load() call (Loader) and what its readers, layering and orchestration share.
#pragma once

#include "core/CatalogLoader.h"
#include "core/Checked.h"
#include "core/JsonReader.h"
#include "core/Strings.h"

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tp::catalogload {

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
    std::optional<TaxBasis> tax;
    std::optional<double> granularity;
    bool spot = false, subscription = false, reserved = false;
    BillingTerms billing;
    std::vector<Region> regions;
    std::vector<std::pair<StorageOption, Location>> storage;
};

// One file's JSON, parsed ahead of reading it: in a large catalog, while the loader reads one file
// (in order: ids and overrides depend on it), the next ones are parsed on other threads. At most a
// few parsed files wait at a time, so memory stays that of a few files, not of the whole catalog.
using ParsedText = Checked<nlohmann::json>;

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
    bool skipBroken = false; // BrokenOverrides::Skip: an override's errors are warnings

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

    // Position in catalog.instances by lower-case id: a catalog may hold tens of thousands of
    // instance types, and a linear search per type made loading quadratic (39 s for 20,000).
    std::unordered_map<std::string, std::size_t> instanceIndex;

    InstanceType *instance(const std::string &id)
    {
        const auto it = instanceIndex.find(toLower(id));
        return it == instanceIndex.end() ? nullptr : &catalog.instances[it->second];
    }

    // CatalogLoader.cpp: one file read and applied, and the checks once every file is in.
    void loadFile(const SourceText &file, ParsedText &parsed);
    void crossCheck();

    // CatalogReaders.cpp: one reader per file kind, filling the file's Batch.
    void claimId(std::map<std::string, std::string> &ids, const std::string &id, const JsonContext &ctx,
                 const std::string &path, const char *what);
    void readGpus(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readModels(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readSpotSizeClasses(ObjectReader &spot, std::vector<SpotSizeClass> &out);
    void readBilling(ObjectReader &bl, ProviderPatch &pp);
    void readStorage(ObjectReader &s, const JsonContext &ctx, ProviderPatch &pp);
    void readInstances(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readExchangeRates(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readPriceOverrideFile(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readEfficiency(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readFrameworks(ObjectReader &root, const JsonContext &ctx, Batch &b);
    void readServers(ObjectReader &root, const JsonContext &ctx, Batch &b);

    // CatalogLayering.cpp: a Batch applied to the catalog, the override layer on top of the shipped one.
    void recordOverride(const std::string &kind, const std::string &id, bool replaced, const Location &at);
    template <typename T>
    void upsert(std::vector<T> &records, T record, const Location &at, const char *kind);
    void applyProvider(const ProviderPatch &pp);
    void apply(Batch &b);
    bool providerHasRegion(const std::string &provider, const std::string &region,
                           const ProviderInfo **out) const;
    void applyPendingPrices();
};

// The number of errors (not warnings) in `problems` (CatalogLoader.cpp).
std::size_t errorCount(const Problems &problems);

// One entry of a `price_overrides` file: instance_type, the price and notes (CatalogReaders.cpp).
PriceOverride readPriceOverrideEntry(ObjectReader &p);

} // namespace tp::catalogload
