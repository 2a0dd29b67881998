#include "core/QuoteImport.h"

#include "core/JsonReader.h"
#include "core/QuoteFiles.h"
#include "core/Staleness.h"
#include "core/Strings.h"
#include "core/TextFile.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

namespace tp {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxAnswerBytes = 4u * 1024u * 1024u; // an answer is a few kB

// The day a file was last written, YYYY-MM-DD (UTC), or "".
std::string modifiedDay(const std::filesystem::path &p)
{
    std::error_code ec;
    const auto t = std::filesystem::last_write_time(p, ec);
    if (ec)
        return {};
    // file_clock is not convertible before C++20: measure against now on both clocks.
    const auto now = std::filesystem::file_time_type::clock::now();
    const auto sys = std::chrono::system_clock::now() +
                     std::chrono::duration_cast<std::chrono::system_clock::duration>(t - now);
    const long days = static_cast<long>(
        std::chrono::duration_cast<std::chrono::hours>(sys.time_since_epoch()).count() / 24);
    return toString(fromDaysSinceEpoch(days));
}

// A figure of an answer: a JSON number, or a number in a string (some SDKs print "0.09").
std::optional<double> numberOf(const json &v)
{
    if (v.is_number())
        return v.get<double>();
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        std::istringstream in(s);
        in.imbue(std::locale::classic());
        double d = 0;
        if (!s.empty() && (in >> d) && in.eof())
            return d;
    }
    return std::nullopt;
}

const json *member(const json &o, const char *key)
{
    if (!o.is_object())
        return nullptr;
    auto it = o.find(key);
    return it == o.end() || it->is_null() ? nullptr : &*it;
}

std::string textOf(const json *v)
{
    return v && v->is_string() ? v->get<std::string>() : std::string();
}

// The first line of a failed call's output, for one-line messages.
std::string firstLine(const std::string &text)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.pop_back();
        if (!line.empty())
            return line;
    }
    return {};
}

// What one answer gave: a price, or problems.
struct Reading
{
    double amount = 0;
    std::string currency; // "" when the answer carries none
    std::string notes;
};

class AnswerReader
{
public:
    AnswerReader(const std::string &file, Problems &problems) : m_file(file), m_problems(problems) {}

    bool failed() const { return m_failed; }

    void error(const std::string &code, const std::string &path, const std::string &message)
    {
        m_problems.push_back({Problem::Severity::Error, code, m_file, path, message});
        m_failed = true;
    }

    // A positive price at `path`, or an error naming it.
    std::optional<double> price(const json &parent, const char *key, const std::string &parentPath)
    {
        const std::string path = parentPath + "/" + key;
        const json *v = member(parent, key);
        if (!v) {
            error("missing-field", path, "the answer holds no price here");
            return std::nullopt;
        }
        const auto d = numberOf(*v);
        if (!d || !std::isfinite(*d)) {
            error("wrong-type", path, "expected a price (a number), found " + quoteValue(v->dump()));
            return std::nullopt;
        }
        if (*d <= 0) {
            error("out-of-range", path, "expected a positive price, found " + quoteValue(v->dump()));
            return std::nullopt;
        }
        return d;
    }

    // An error answer of Alibaba Cloud's API: {"Code": ..., "Message": ..., "RequestId": ...}.
    bool alibabaError(const json &root)
    {
        const json *code = member(root, "Code");
        if (!code || member(root, "PriceInfo") || member(root, "SpotPrices"))
            return false;
        error("quote-failed", "/Code",
              "Alibaba Cloud answered with an error: " + quoteValue(textOf(code)) + ": " +
                  quoteValue(textOf(member(root, "Message"))));
        return true;
    }

    std::optional<Reading> alibabaPrice(const json &root)
    {
        if (alibabaError(root))
            return std::nullopt;
        const json *info = member(root, "PriceInfo");
        if (!info || !info->is_object()) {
            error("missing-field", "/PriceInfo", "expected the PriceInfo of an ECS DescribePrice answer");
            return std::nullopt;
        }
        const json *price = member(*info, "Price");
        if (!price || !price->is_object()) {
            error("missing-field", "/PriceInfo/Price", "expected the price object of the answer");
            return std::nullopt;
        }
        Reading r;
        r.currency = textOf(member(*price, "Currency"));
        // The order's TradePrice covers the system disk (and any data disk) too; the instance
        // type's own line is the price of the instance alone.
        if (const json *details = member(*price, "DetailInfos"); details && details->is_object()) {
            for (const char *listKey : {"DetailInfo", "ResourcePriceModel"}) {
                const json *list = member(*details, listKey);
                if (!list || !list->is_array())
                    continue;
                for (std::size_t k = 0; k < list->size(); ++k) {
                    const json &d = (*list)[k];
                    if (toLower(textOf(member(d, "Resource"))) != "instancetype")
                        continue;
                    const auto amount = this->price(d, "TradePrice",
                                                    "/PriceInfo/Price/DetailInfos/" + std::string(listKey) +
                                                        "/" + std::to_string(k));
                    if (!amount)
                        return std::nullopt;
                    r.amount = *amount;
                    r.notes =
                        "the instance type's own price (DetailInfos, Resource instanceType), without disks";
                    return r;
                }
            }
        }
        const auto amount = this->price(*price, "TradePrice", "/PriceInfo/Price");
        if (!amount)
            return std::nullopt;
        r.amount = *amount;
        r.notes = "the whole order's TradePrice: the instance with its default system disk";
        return r;
    }

    std::optional<Reading> alibabaSpot(const json &root, const std::string &instanceType)
    {
        if (alibabaError(root))
            return std::nullopt;
        const json *prices = member(root, "SpotPrices");
        const json *list = prices ? member(*prices, "SpotPriceType") : nullptr;
        if (!list || !list->is_array()) {
            error("missing-field", "/SpotPrices/SpotPriceType",
                  "expected the SpotPrices.SpotPriceType list of an ECS DescribeSpotPriceHistory answer");
            return std::nullopt;
        }
        // The latest price of each zone, then the lowest of those: the price a spot instance of
        // this type gets now in the cheapest zone of the region.
        struct Latest
        {
            std::string timestamp;
            double price = 0;
        };
        std::map<std::string, Latest> byZone;
        for (std::size_t k = 0; k < list->size(); ++k) {
            const json &e = (*list)[k];
            const std::string type = textOf(member(e, "InstanceType"));
            if (!type.empty() && toLower(type) != toLower(instanceType)) {
                error("conflict", "/SpotPrices/SpotPriceType/" + std::to_string(k) + "/InstanceType",
                      "the answer is for " + quoteValue(type) + ", the file name says " +
                          quoteValue(instanceType));
                return std::nullopt;
            }
            const json *spot = member(e, "SpotPrice");
            const auto d = spot ? numberOf(*spot) : std::nullopt;
            if (!d || !std::isfinite(*d) || *d <= 0)
                continue;
            const std::string zone = textOf(member(e, "ZoneId"));
            const std::string ts = textOf(member(e, "Timestamp"));
            auto it = byZone.find(zone);
            if (it == byZone.end() || ts >= it->second.timestamp)
                byZone[zone] = {ts, *d};
        }
        if (byZone.empty()) {
            error("missing-field", "/SpotPrices/SpotPriceType",
                  "the answer holds no spot price (the type may not be sold as spot in this region)");
            return std::nullopt;
        }
        auto best = byZone.begin();
        for (auto it = byZone.begin(); it != byZone.end(); ++it)
            if (it->second.price < best->second.price)
                best = it;
        Reading r;
        r.amount = best->second.price;
        r.currency = textOf(member(root, "Currency"));
        r.notes = "lowest of the latest spot prices of " + std::to_string(byZone.size()) + " zone" +
                  (byZone.size() == 1 ? "" : "s") + ": " + (best->first.empty() ? "?" : best->first) +
                  " at " + (best->second.timestamp.empty() ? "?" : best->second.timestamp) +
                  "; spot prices follow the market";
        return r;
    }

    std::optional<Reading> tencentPrice(const json &answer, Billing billing)
    {
        // The API returns {"Response": {...}}; tccli prints what is inside.
        const json *response = member(answer, "Response");
        const json &root = response && response->is_object() ? *response : answer;
        const std::string at = response && response->is_object() ? "/Response" : "";
        if (const json *err = member(root, "Error")) {
            error("quote-failed", at + "/Error",
                  "Tencent Cloud answered with an error: " + quoteValue(textOf(member(*err, "Code"))) + ": " +
                      quoteValue(textOf(member(*err, "Message"))));
            return std::nullopt;
        }
        const json *price = member(root, "Price");
        const json *instance = price ? member(*price, "InstancePrice") : nullptr;
        if (!instance || !instance->is_object()) {
            error("missing-field", at + "/Price/InstancePrice",
                  "expected the Price.InstancePrice of a CVM InquiryPriceRunInstances answer");
            return std::nullopt;
        }
        const std::string path = at + "/Price/InstancePrice";
        Reading r;
        if (billing == Billing::SubscriptionMonth) {
            const char *key = member(*instance, "DiscountPrice") ? "DiscountPrice" : "OriginalPrice";
            const auto amount = this->price(*instance, key, path);
            if (!amount)
                return std::nullopt;
            r.amount = *amount;
            r.notes = "prepaid price of one month (Period 1), the instance with its default system disk";
            return r;
        }
        if (const std::string unit = textOf(member(*instance, "ChargeUnit"));
            !unit.empty() && unit != "HOUR") {
            error("unsupported", path + "/ChargeUnit",
                  "expected a price per HOUR, found " + quoteValue(unit));
            return std::nullopt;
        }
        const char *key = member(*instance, "UnitPriceDiscount") ? "UnitPriceDiscount" : "UnitPrice";
        const auto amount = this->price(*instance, key, path);
        if (!amount)
            return std::nullopt;
        r.amount = *amount;
        r.notes = "per hour, the instance with its default system disk";
        // Tencent bills some pay-as-you-go types in steps (hours 0-96, 96-360, after 360).
        const json *second = member(*instance, "UnitPriceDiscountSecondStep");
        const json *third = member(*instance, "UnitPriceDiscountThirdStep");
        const double s2 = (second ? numberOf(*second) : std::nullopt).value_or(r.amount);
        const double s3 = (third ? numberOf(*third) : std::nullopt).value_or(s2);
        if (s2 != r.amount || s3 != r.amount)
            r.notes += "; stepped price: " + fixedDecimals(r.amount, 2) + " for hours 0-96, " +
                       fixedDecimals(s2, 2) + " for hours 96-360, " + fixedDecimals(s3, 2) + " after 360 h";
        return r;
    }

private:
    std::string m_file;
    Problems &m_problems;
    bool m_failed = false;
};

} // namespace

QuoteFolder readQuoteFolder(const std::string &dir, Problems &problems)
{
    namespace fs = std::filesystem;
    QuoteFolder folder;
    folder.dir = dir;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        problems.push_back({Problem::Severity::Error, "unreadable", dir, "",
                            fs::exists(dir, ec) ? "not a folder" : "no such folder"});
        return folder;
    }
    std::vector<fs::path> paths;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name.front() == '.')
            continue;
        paths.push_back(it->path());
    }
    if (ec) {
        problems.push_back(
            {Problem::Severity::Error, "unreadable", dir, "", "cannot list the folder: " + ec.message()});
        return folder;
    }
    std::sort(paths.begin(), paths.end());
    for (const fs::path &p : paths) {
        const std::string name = p.filename().string();
        const bool manifest = name == kQuoteManifest;
        const std::string ext = p.extension().string();
        if (!manifest && ext != ".json" && ext != ".err")
            continue;
        if (!fs::is_regular_file(p, ec))
            continue;
        TextFile read = readTextFile(p.string(), kMaxAnswerBytes);
        if (!read.ok()) {
            problems.push_back({Problem::Severity::Error, "unreadable", p.string(), "",
                                read.status == TextFile::Status::TooLarge
                                    ? "larger than 4 MB: not an answer of a price call"
                                    : "cannot be read (" + read.reason + ")"});
            continue;
        }
        if (manifest) {
            folder.hasManifest = true;
            folder.manifest = std::move(read.text);
        } else {
            folder.files.push_back({name, std::move(read.text), modifiedDay(p)});
        }
    }
    return folder;
}

QuoteImport importQuotes(const QuoteFolder &folder, const Catalog &catalog)
{
    namespace fs = std::filesystem;
    QuoteImport r;
    const QuoteManifest manifest = parseQuoteManifest(folder.manifest);
    const std::string manifestPath = (fs::path(folder.dir) / kQuoteManifest).string();
    if (!folder.hasManifest)
        r.problems.push_back(
            {Problem::Severity::Warning, "missing-field", manifestPath, "",
             "no manifest: provider, region and billing are read from the file names and the "
             "prices are dated by the files' modification day"});
    else if (!manifest.date.empty() && !parseDay(manifest.date))
        r.problems.push_back({Problem::Severity::Error, "bad-date", manifestPath, "date",
                              "expected YYYY-MM-DD, found " + quoteValue(manifest.date)});

    for (const QuoteFile &f : folder.files) {
        const std::string path = (fs::path(folder.dir) / f.name).string();
        const bool err = f.name.size() > 4 && f.name.compare(f.name.size() - 4, 4, ".err") == 0;
        const auto name = parseQuoteFileName(f.name);
        if (!name) {
            r.problems.push_back(
                {Problem::Severity::Warning, "unknown-value", path, "",
                 "not a quote answer (expected PROVIDER@REGION@BILLING@INSTANCE_TYPE.json): skipped"});
            continue;
        }
        if (err) {
            ++r.failedCalls;
            const std::string line = firstLine(f.text);
            r.problems.push_back({Problem::Severity::Error, "quote-failed", path, "",
                                  "the call for " + name->instanceType + " (" + toString(name->billing) +
                                      ") failed" + (line.empty() ? std::string() : ": " + quoteValue(line))});
            continue;
        }
        ++r.answers;
        AnswerReader reader(path, r.problems);
        auto bad = [&] { ++r.badAnswers; };

        // What the name says, checked against the manifest and the catalog.
        const QuoteCall *call = findQuoteCall(name->provider, name->billing);
        if (!call) {
            reader.error("unsupported", "",
                         "TrainPlan reads no " + toString(name->billing) + " answer of " +
                             quoteValue(name->provider));
            bad();
            continue;
        }
        if (folder.hasManifest && ((!manifest.provider.empty() && manifest.provider != name->provider) ||
                                   (!manifest.region.empty() && manifest.region != name->region))) {
            reader.error("conflict", "",
                         "the file name says " + name->provider + " " + name->region + ", the manifest " +
                             manifest.provider + " " + manifest.region);
            bad();
            continue;
        }
        const InstanceType *instance = nullptr;
        for (const InstanceType &i : catalog.instances)
            if (toLower(i.id) == toLower(name->instanceType))
                instance = &i;
        if (!instance || instance->provider != name->provider) {
            reader.error("unknown-instance", "",
                         "expected an instance type of " + name->provider + " in the catalog, found " +
                             quoteValue(name->instanceType));
            bad();
            continue;
        }
        const ProviderInfo *provider = catalog.findProvider(name->provider);
        if (provider && !provider->regions.empty()) {
            bool known = false;
            for (const Region &reg : provider->regions)
                known = known || reg.id == name->region;
            if (!known) {
                reader.error("unknown-region", "",
                             "expected a region of " + name->provider + ", found " +
                                 quoteValue(name->region));
                bad();
                continue;
            }
        }
        std::string date = manifest.date;
        if (date.empty() || !parseDay(date))
            date = f.modified;
        if (date.empty()) {
            reader.error("bad-date", "", "no date: neither the manifest nor the file says when it was asked");
            bad();
            continue;
        }

        // The answer itself.
        const auto value = parseJsonText(f.text, path, r.problems);
        if (!value) {
            bad();
            continue;
        }
        std::optional<Reading> reading;
        if (name->provider == "alibaba")
            reading = name->billing == Billing::Spot ? reader.alibabaSpot(*value, instance->id)
                                                     : reader.alibabaPrice(*value);
        else
            reading = reader.tencentPrice(*value, name->billing);
        if (!reading) {
            bad();
            continue;
        }
        std::string currency = !reading->currency.empty()   ? reading->currency
                               : !manifest.currency.empty() ? manifest.currency
                               : provider                   ? provider->currency
                                                            : std::string();
        if (currency != "CNY" && currency != "USD") {
            reader.error("unknown-value", name->provider == "alibaba" ? "/PriceInfo/Price/Currency" : "",
                         "expected the currency CNY or USD, found " + quoteValue(currency));
            bad();
            continue;
        }
        const limits::Range &range = priceRange(name->billing);
        if (reading->amount > range.max || reading->amount < range.min) {
            // a zero or near-zero answer (a free trial, a unit mix-up) would be refused by every
            // later load of the overrides file: refused here, with the answer named
            reader.error(
                "out-of-range", "",
                "the price " + formatNumber(reading->amount) + " is " +
                    (reading->amount > range.max ? "beyond any GPU instance's" : "below any GPU instance's") +
                    " (between " + formatNumber(range.min) + " and " + formatNumber(range.max) + ")");
            bad();
            continue;
        }
        PriceOverride o;
        o.instanceType = instance->id;
        o.price.billing = name->billing;
        o.price.amount = reading->amount;
        o.price.currency = currency;
        o.price.region = name->region;
        o.price.provenance.source = call->source(name->region);
        o.price.provenance.date = date;
        o.price.provenance.confidence = "quote";
        if (reading->currency.empty() && name->provider == "tencent")
            reading->notes += "; the answer names no currency: " + currency + " from the quote folder";
        o.notes = reading->notes;
        o.price.overridden = true;
        r.prices.push_back(std::move(o));
    }
    return r;
}

} // namespace tp
