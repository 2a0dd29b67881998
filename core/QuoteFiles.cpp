#include "core/QuoteFiles.h"

#include "core/Strings.h"

#include <sstream>

namespace tp {

namespace {

std::string trimmed(const std::string &s)
{
    const std::size_t b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

const std::vector<QuoteCall> &alibabaCalls()
{
    // DescribePrice quotes pay-as-you-go by default (ChargeType PostPaid) and a subscription with
    // PriceUnit Month; spot prices follow the market and are read from DescribeSpotPriceHistory
    // (Alibaba Cloud ECS API reference, 2014-05-26).
    static const std::vector<QuoteCall> calls = {
        {Billing::OnDemand, "aliyun ecs DescribePrice", "RegionId", "PriceUnit Hour",
         "account-specific quote"},
        {Billing::Spot, "aliyun ecs DescribeSpotPriceHistory", "RegionId", "NetworkType vpc",
         "latest market price"},
        {Billing::SubscriptionMonth, "aliyun ecs DescribePrice", "RegionId", "PriceUnit Month, Period 1",
         "account-specific quote"},
    };
    return calls;
}

const std::vector<QuoteCall> &tencentCalls()
{
    // InquiryPriceRunInstances prices a purchase with the instance charge type asked for
    // (Tencent Cloud CVM API 2017-03-12).
    static const std::vector<QuoteCall> calls = {
        {Billing::OnDemand, "tccli cvm InquiryPriceRunInstances", "region",
         "InstanceChargeType POSTPAID_BY_HOUR", "account-specific quote"},
        {Billing::Spot, "tccli cvm InquiryPriceRunInstances", "region", "InstanceChargeType SPOTPAID",
         "account-specific quote"},
        {Billing::SubscriptionMonth, "tccli cvm InquiryPriceRunInstances", "region",
         "InstanceChargeType PREPAID, Period 1", "account-specific quote"},
    };
    return calls;
}

} // namespace

std::string QuoteCall::source(const std::string &region) const
{
    return command + ", " + regionParam + " " + region + ", " + parameters + ", " + kind;
}

std::string quoteFileStem(const QuoteFileName &name)
{
    return name.provider + "@" + name.region + "@" + toString(name.billing) + "@" + name.instanceType;
}

std::optional<QuoteFileName> parseQuoteFileName(const std::string &fileName)
{
    std::string stem = fileName;
    for (const char *ext : {".json", ".err"})
        if (stem.size() > std::string(ext).size() &&
            stem.compare(stem.size() - std::string(ext).size(), std::string::npos, ext) == 0) {
            stem.resize(stem.size() - std::string(ext).size());
            break;
        }
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t at; (at = stem.find('@', start)) != std::string::npos; start = at + 1)
        parts.push_back(stem.substr(start, at - start));
    parts.push_back(stem.substr(start));
    if (parts.size() != 4)
        return std::nullopt;
    for (const std::string &p : parts)
        if (p.empty())
            return std::nullopt;
    const auto billing = fromString<Billing>(parts[2]);
    if (!billing)
        return std::nullopt;
    return QuoteFileName{parts[0], parts[1], *billing, parts[3]};
}

QuoteManifest parseQuoteManifest(const std::string &text)
{
    QuoteManifest m;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line.front() == '#')
            continue;
        const std::size_t eq = line.find('=');
        if (eq == std::string::npos)
            continue;
        const std::string key = trimmed(line.substr(0, eq));
        const std::string value = trimmed(line.substr(eq + 1));
        if (key == "provider")
            m.provider = value;
        else if (key == "region")
            m.region = value;
        else if (key == "date")
            m.date = value;
        else if (key == "currency")
            m.currency = value;
        else if (key == "site")
            m.site = value;
    }
    return m;
}

std::vector<QuoteCall> quoteCalls(const std::string &provider, std::string *why)
{
    if (provider == "alibaba")
        return alibabaCalls();
    if (provider == "tencent")
        return tencentCalls();
    if (why) {
        if (provider == "huawei")
            *why = "Huawei Cloud's hcloud (KooCLI) can call the BSS price APIs (ListOnDemandResourceRatings, "
                   "ListRateOnPeriodDetail), but they take a project id and Huawei's product codes of every "
                   "flavor "
                   "(cloud_service_type, resource_type, resource_spec such as \"p2s.2xlarge.8.linux\"), "
                   "which the "
                   "catalog does not hold, so TrainPlan writes no quote script for Huawei Cloud. Take the "
                   "prices from "
                   "the console's price calculator and use `catalog import-prices`";
        else if (provider == "baidu")
            *why =
                "Baidu AI Cloud's bce CLI documents no price or quote command (BCC prices are in the console "
                "and the signed OpenAPI only); TrainPlan writes no script for it. Take the prices from the "
                "console and use `catalog import-prices`";
        else if (provider == "aws")
            *why = "AWS prices are public list prices (aws pricing get-products, aws ec2 "
                   "describe-spot-price-history), not quotes of an account; TrainPlan writes no quote script "
                   "for "
                   "AWS. Use `catalog import-prices` with prices from the AWS Price List";
        else
            *why = "TrainPlan writes quote scripts for alibaba (aliyun) and tencent (tccli) only";
    }
    return {};
}

const QuoteCall *findQuoteCall(const std::string &provider, Billing billing)
{
    const std::vector<QuoteCall> *calls = provider == "alibaba"   ? &alibabaCalls()
                                          : provider == "tencent" ? &tencentCalls()
                                                                  : nullptr;
    if (!calls)
        return nullptr;
    for (const QuoteCall &c : *calls)
        if (c.billing == billing)
            return &c;
    return nullptr;
}

} // namespace tp
