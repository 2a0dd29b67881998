#pragma once

#include "core/Instance.h"

#include <optional>
#include <string>
#include <vector>

namespace tp {

// The folder a quote script fills and `catalog import-quotes` reads (catalog/README.md, "Quotes
// from your own account"): one JSON answer of the provider's client per instance type and
// billing, named PROVIDER@REGION@BILLING@INSTANCE_TYPE.json ('@' is in no id), a failed call's
// error output in the same name with .err, and a manifest (kQuoteManifest) of key=value lines
// saying provider, region, the day the script ran and the currency of answers that carry none.
constexpr const char *kQuoteManifest = "trainplan-quotes.txt";

// What a quote file's name says.
struct QuoteFileName
{
    std::string provider;
    std::string region;
    Billing billing = Billing::OnDemand;
    std::string instanceType;
};

// "alibaba@cn-hangzhou@ondemand@ecs.gn7i-c8g1.2xlarge" (without extension).
std::string quoteFileStem(const QuoteFileName &name);
// The parts of a file name (with or without .json / .err); nullopt when it is not one.
std::optional<QuoteFileName> parseQuoteFileName(const std::string &fileName);

// The manifest's fields; empty when a line is missing.
struct QuoteManifest
{
    std::string provider, region, date, currency, site;
};
QuoteManifest parseQuoteManifest(const std::string &text);

// One provider API call that quotes one billing of an instance type.
struct QuoteCall
{
    Billing billing = Billing::OnDemand;
    std::string command;     // "aliyun ecs DescribePrice"
    std::string regionParam; // how the call names the region: "RegionId", "region"
    std::string parameters;  // what sets the billing: "PriceUnit Hour"
    std::string kind;        // what the answer is: "account-specific quote", "market price"

    // The source of a price read from this call's answer: "aliyun ecs DescribePrice, RegionId
    // cn-hangzhou, PriceUnit Hour, account-specific quote".
    std::string source(const std::string &region) const;
};

// The calls of a provider whose client TrainPlan writes a quote script for ("alibaba", "tencent");
// empty for the others, and then `why` says what exists and why no script is written.
std::vector<QuoteCall> quoteCalls(const std::string &provider, std::string *why = nullptr);

// The call that quotes this billing of the provider, or nullptr.
const QuoteCall *findQuoteCall(const std::string &provider, Billing billing);

} // namespace tp
