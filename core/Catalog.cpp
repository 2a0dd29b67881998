#include "Catalog.h"

#include "Text.h"

namespace tp {

const Gpu *Catalog::findGpu(const std::string &idOrAlias) const
{
    const std::string key = toLower(idOrAlias);
    for (const auto &g : gpus) {
        if (toLower(g.id) == key)
            return &g;
        for (const auto &a : g.aliases)
            if (toLower(a) == key)
                return &g;
    }
    return nullptr;
}

const ModelSpec *Catalog::findModel(const std::string &id) const
{
    const std::string key = toLower(id);
    for (const auto &m : models)
        if (toLower(m.id) == key)
            return &m;
    return nullptr;
}

const InstanceType *Catalog::findInstance(const std::string &id) const
{
    for (const auto &i : instances)
        if (i.id == id)
            return &i;
    return nullptr;
}

const ProviderInfo *Catalog::findProvider(const std::string &id) const
{
    const std::string key = toLower(id);
    for (const auto &p : providers)
        if (toLower(p.id) == key)
            return &p;
    return nullptr;
}

const StorageOption *Catalog::findStorage(const std::string &id) const
{
    const std::string key = toLower(id);
    for (const auto &p : providers)
        for (const auto &s : p.storage)
            if (toLower(s.id) == key)
                return &s;
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

std::string toString(StorageOption::Kind k)
{
    switch (k) {
    case StorageOption::Kind::Object:
        return "object";
    case StorageOption::Kind::File:
        return "file";
    case StorageOption::Kind::Block:
        return "block";
    }
    return "block";
}

} // namespace tp
