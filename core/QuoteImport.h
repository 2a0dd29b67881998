#pragma once

#include "core/Catalog.h"
#include "core/Instance.h"
#include "core/Problem.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tp {

// One file of a quote folder (core/QuoteFiles.h): its name, its text, and the day it was last
// written (YYYY-MM-DD), which dates its prices when the folder has no manifest.
struct QuoteFile
{
    std::string name; // file name, without the folder
    std::string text;
    std::string modified;
};

// A quote folder as read from disk: the manifest's text (empty when there is none) and every
// *.json and *.err file whose name does not start with '.'.
struct QuoteFolder
{
    std::string dir;
    bool hasManifest = false;
    std::string manifest;
    std::vector<QuoteFile> files;
};

// Reads a quote folder; problems for a folder or file that cannot be read (code "unreadable").
QuoteFolder readQuoteFolder(const std::string &dir, Problems &problems);

// The prices of the providers' answers in a quote folder, as price overrides with confidence
// "quote", source = the call (QuoteCall::source), the folder's region and the day the script ran.
// Reads each provider's documented answer, as its client prints it and as the API returns it:
//  - Alibaba Cloud ECS DescribePrice: PriceInfo.Price (TradePrice, Currency), the instance type's
//    own line of DetailInfos when there is one (else the whole order, system disk included);
//    DescribeSpotPriceHistory: SpotPrices.SpotPriceType[], the latest price of each zone, the
//    lowest of those; an error answer {Code, Message}.
//  - Tencent Cloud CVM InquiryPriceRunInstances, with or without the {"Response": ...} wrapper:
//    Price.InstancePrice UnitPriceDiscount per ChargeUnit HOUR (pay-as-you-go, spot) or
//    DiscountPrice for the prepaid month; no currency in the answer (the manifest's); an error
//    answer {Error: {Code, Message}}.
// Every failed call (FILE.err), bad answer or unknown instance type is reported with the file and
// the JSON path; the good answers are kept.
struct QuoteImport
{
    std::vector<PriceOverride> prices;
    std::size_t answers = 0;     // *.json answers read
    std::size_t failedCalls = 0; // *.err files: calls the script recorded as failed
    std::size_t badAnswers = 0;  // answers that gave no price
    Problems problems;
};

QuoteImport importQuotes(const QuoteFolder &folder, const Catalog &catalog);

} // namespace tp
