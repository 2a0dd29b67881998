#include "core/PriceSpreads.h"

#include <algorithm>
#include <map>

namespace tp {

std::vector<PriceSpread> priceSpreads(const Catalog &catalog)
{
    const double cnyPerUsd = catalog.exchangeRate ? catalog.exchangeRate->cnyPerUsd : 0;
    // provider -> gpu -> family -> prices per GPU-hour in CNY
    std::map<std::string, std::map<std::string, std::map<std::string, std::vector<double>>>> prices;
    std::map<std::string, std::string> reasons; // "provider/family" -> reason
    for (const InstanceType &i : catalog.instances) {
        if (i.gpus <= 0)
            continue;
        if (!i.priceSpreadReason.empty())
            reasons[i.provider + "/" + i.family] = i.priceSpreadReason;
        for (const Price &p : i.prices) {
            if (p.billing != Billing::OnDemand)
                continue;
            double cny = p.amount;
            if (p.currency == "USD") {
                if (cnyPerUsd <= 0)
                    continue;
                cny *= cnyPerUsd;
            } else if (p.currency != "CNY") {
                continue;
            }
            prices[i.provider][i.gpu][i.family].push_back(cny / i.gpus);
        }
    }
    std::vector<PriceSpread> out;
    for (auto &[provider, byGpu] : prices)
        for (auto &[gpu, byFamily] : byGpu) {
            if (byFamily.size() < 2)
                continue;
            PriceSpread s;
            s.provider = provider;
            s.gpu = gpu;
            for (auto &[family, values] : byFamily) {
                std::sort(values.begin(), values.end());
                const double median = values[values.size() / 2];
                if (s.lowFamily.empty() || median < s.lowPerGpuHour) {
                    s.lowFamily = family;
                    s.lowPerGpuHour = median;
                }
                if (s.highFamily.empty() || median > s.highPerGpuHour) {
                    s.highFamily = family;
                    s.highPerGpuHour = median;
                }
            }
            for (const std::string &family : {s.highFamily, s.lowFamily})
                if (s.reason.empty())
                    if (auto r = reasons.find(provider + "/" + family); r != reasons.end())
                        s.reason = r->second;
            out.push_back(std::move(s));
        }
    return out;
}

} // namespace tp
