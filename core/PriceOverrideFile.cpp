// A `price_overrides` file read on its own (readPriceOverrides) and written (priceOverridesJson),
// for `catalog import-prices` and the desktop app's price override store.
#include "core/CatalogLoader.h"
#include "core/CatalogLoaderDetail.h"
#include "core/CatalogOverrides.h"
#include "core/InputLimits.h"
#include "core/JsonReader.h"

#include <cstdlib>

namespace tp {

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
        const std::size_t before = catalogload::errorCount(problems);
        PriceOverride o = catalogload::readPriceOverrideEntry(p);
        if (catalogload::errorCount(problems) == before)
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

std::string checkedPriceOverridesJson(const std::vector<PriceOverride> &prices, const std::string &fileName,
                                      Problems &problems)
{
    std::string text = priceOverridesJson(prices);
    if (text.size() > limits::kMaxFileBytes) {
        problems.push_back({Problem::Severity::Error, "file-too-large", fileName, "",
                            "with these prices the file would be " +
                                std::to_string((text.size() + (1u << 20) - 1) >> 20) +
                                " MB, over the 16 MB a catalog file may hold: import fewer prices at a time "
                                "(keep only the regions and billings you use)"});
        return {};
    }
    Problems found;
    readPriceOverrides({fileName, text}, found);
    if (!hasErrors(found))
        return text;
    for (Problem &p : found) {
        // "/prices/12/notes" names an entry of a file not yet written: say which price it is
        constexpr const char *kPrefix = "/prices/";
        if (p.path.rfind(kPrefix, 0) == 0) {
            const std::size_t index = std::strtoul(p.path.c_str() + 8, nullptr, 10);
            if (index < prices.size())
                p.message = "the price " +
                            quoteValue(priceOverrideId(prices[index].instanceType, prices[index].price)) +
                            ": " + p.message;
        }
        problems.push_back(std::move(p));
    }
    return {};
}

} // namespace tp
