#include "core/CatalogOverrides.h"

#include "core/Strings.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <unistd.h>

namespace tp {

std::string defaultUserCatalogDir()
{
    namespace fs = std::filesystem;
    // Qt 6 (qstandardpaths_unix.cpp): XDG_DATA_HOME as given when set and not empty, otherwise
    // QDir::homePath() + "/.local/share"; homePath() is $HOME, or "/" when HOME is empty.
    fs::path base;
    if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
        base = xdg;
    } else {
        const char *home = std::getenv("HOME");
        base = fs::path(home && *home ? home : "/") / ".local" / "share";
    }
    return (base / "TrainPlan" / "trainplan" / "catalog").lexically_normal().string();
}

std::string priceOverrideId(const std::string &instanceType, const Price &price)
{
    return instanceType + " " + toString(price.billing) + (price.region.empty() ? "" : " " + price.region);
}

std::string priceOverrideKey(const PriceOverride &o)
{
    return toLower(priceOverrideId(o.instanceType, o.price));
}

PriceMerge mergePriceOverrides(const std::vector<PriceOverride> &base,
                               const std::vector<PriceOverride> &added)
{
    PriceMerge out;
    out.prices = base;
    std::map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < out.prices.size(); ++i)
        index[priceOverrideKey(out.prices[i])] = i;
    std::set<std::string> replacedKeys;
    for (const PriceOverride &o : added) {
        const std::string key = priceOverrideKey(o);
        auto it = index.find(key);
        if (it == index.end()) {
            index[key] = out.prices.size();
            out.prices.push_back(o);
            continue;
        }
        out.prices[it->second] = o;
        if (it->second < base.size())
            replacedKeys.insert(key);
    }
    out.added = out.prices.size() - base.size();
    out.replaced = replacedKeys.size();
    return out;
}

} // namespace tp
