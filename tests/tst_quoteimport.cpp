#include "core/CatalogLoader.h"
#include "core/QuoteFiles.h"
#include "core/QuoteImport.h"

#include <QtTest>
#include <fstream>
#include <sstream>

using namespace tp;

namespace {

const std::string kQuotes = std::string(TRAINPLAN_TEST_DATA) + "/quotes/";

std::string fixture(const std::string &name)
{
    std::ifstream in(kQuotes + name, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const char *kManifest = "format=1\nprovider=%1\nregion=%2\ndate=2026-12-02\ncurrency=CNY\n";

QuoteFolder folderOf(const std::string &provider, const std::string &region,
                     const std::vector<std::pair<std::string, std::string>> &files)
{
    QuoteFolder f;
    f.dir = "quotes";
    f.hasManifest = true;
    f.manifest = QString::fromLatin1(kManifest)
                     .arg(QString::fromStdString(provider), QString::fromStdString(region))
                     .toStdString();
    for (const auto &[name, text] : files)
        f.files.push_back({name, text, "2026-11-30"});
    return f;
}

std::string describe(const Problems &problems)
{
    std::string out;
    for (const Problem &p : problems)
        out += p.toString() + "\n";
    return out;
}

bool hasProblem(const Problems &problems, const std::string &code, const std::string &file,
                const std::string &path)
{
    for (const Problem &p : problems)
        if (p.code == code && p.file == file && p.path == path)
            return true;
    return false;
}

} // namespace

// Reading the providers' answers of a quote folder (core/QuoteImport.h): each documented answer
// format gives its price, billing, region, currency, source and the confidence "quote"; failed
// calls and bad answers are reported per file with the JSON path, and the good answers kept.
class TestQuoteImport : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

private slots:
    void initTestCase()
    {
        const CatalogLoader::Result r = loadCatalogFolder(TRAINPLAN_CATALOG_DIR);
        QVERIFY2(r.ok(), describe(r.problems).c_str());
        m_catalog = r.catalog;
    }

    void fileNamesSayProviderRegionBillingAndType()
    {
        const QuoteFileName n{"alibaba", "cn-hangzhou", Billing::SubscriptionMonth, "ecs.gn7i-c8g1.2xlarge"};
        QCOMPARE(quoteFileStem(n),
                 std::string("alibaba@cn-hangzhou@subscription_month@ecs.gn7i-c8g1.2xlarge"));
        const auto back = parseQuoteFileName(quoteFileStem(n) + ".json");
        QVERIFY(back);
        QCOMPARE(back->instanceType, n.instanceType);
        QVERIFY(back->billing == n.billing);
        QCOMPARE(back->region, n.region);
        QVERIFY(parseQuoteFileName("alibaba@cn-hangzhou@ondemand@x.err"));
        QVERIFY(!parseQuoteFileName("alibaba@cn-hangzhou@hourly@x.json"));
        QVERIFY(!parseQuoteFileName("notes.json"));
        QVERIFY(!parseQuoteFileName("a@@ondemand@x.json"));
    }

    void answersGivePrices_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("billing");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("notes");

        QTest::newRow("alibaba DescribePrice per hour: the instance type's own line")
            << "alibaba"
            << "cn-hangzhou"
            << "ondemand"
            << "ecs.gn7i-c8g1.2xlarge"
            << "alibaba-describeprice-hour.json" << 11.9
            << "aliyun ecs DescribePrice, RegionId cn-hangzhou, PriceUnit Hour, account-specific quote"
            << "instance type's own price";
        QTest::newRow("alibaba DescribePrice per month: the order's TradePrice")
            << "alibaba"
            << "cn-hangzhou"
            << "subscription_month"
            << "ecs.gn7i-c8g1.2xlarge"
            << "alibaba-describeprice-month.json" << 3712.8
            << "aliyun ecs DescribePrice, RegionId cn-hangzhou, PriceUnit Month, Period 1, account-specific "
               "quote"
            << "whole order";
        QTest::newRow("alibaba DescribeSpotPriceHistory: lowest of each zone's latest")
            << "alibaba"
            << "cn-hangzhou"
            << "spot"
            << "ecs.gn7i-c8g1.2xlarge"
            << "alibaba-spot-history.json" << 2.1
            << "aliyun ecs DescribeSpotPriceHistory, RegionId cn-hangzhou, NetworkType vpc, latest market "
               "price"
            << "2 zones: cn-hangzhou-g at 2026-12-02T07:00:00Z";
        QTest::newRow("tencent InquiryPriceRunInstances with the Response wrapper")
            << "tencent"
            << "ap-guangzhou"
            << "ondemand"
            << "GN7.2XLARGE32"
            << "tencent-postpaid-response.json" << 3.33
            << "tccli cvm InquiryPriceRunInstances, region ap-guangzhou, InstanceChargeType "
               "POSTPAID_BY_HOUR, "
               "account-specific quote"
            << "no currency: CNY from the quote folder";
        QTest::newRow("tencent InquiryPriceRunInstances as tccli prints it")
            << "tencent"
            << "ap-guangzhou"
            << "ondemand"
            << "GN7.2XLARGE32"
            << "tencent-postpaid-tccli.json" << 3.33
            << "tccli cvm InquiryPriceRunInstances, region ap-guangzhou, InstanceChargeType "
               "POSTPAID_BY_HOUR, "
               "account-specific quote"
            << "per hour";
        QTest::newRow("tencent prepaid month") << "tencent"
                                               << "ap-guangzhou"
                                               << "subscription_month"
                                               << "GN7.2XLARGE32"
                                               << "tencent-prepaid-response.json" << 1804.9
                                               << "tccli cvm InquiryPriceRunInstances, region ap-guangzhou, "
                                                  "InstanceChargeType PREPAID, Period 1, "
                                                  "account-specific quote"
                                               << "one month";
        QTest::newRow("tencent spot")
            << "tencent"
            << "ap-guangzhou"
            << "spot"
            << "GN7.2XLARGE32"
            << "tencent-spot-tccli.json" << 3.22
            << "tccli cvm InquiryPriceRunInstances, region ap-guangzhou, InstanceChargeType SPOTPAID, "
               "account-specific quote"
            << "per hour";
    }

    void answersGivePrices()
    {
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(QString, billing);
        QFETCH(QString, instance);
        QFETCH(QString, fixture);
        QFETCH(double, amount);
        QFETCH(QString, source);
        QFETCH(QString, notes);
        const std::string name =
            quoteFileStem({provider.toStdString(), region.toStdString(),
                           *fromString<Billing>(billing.toStdString()), instance.toStdString()}) +
            ".json";
        const QuoteImport r = importQuotes(folderOf(provider.toStdString(), region.toStdString(),
                                                    {{name, ::fixture(fixture.toStdString())}}),
                                           m_catalog);
        QVERIFY2(!hasErrors(r.problems), describe(r.problems).c_str());
        QCOMPARE(r.answers, std::size_t(1));
        QCOMPARE(r.prices.size(), std::size_t(1));
        const PriceOverride &o = r.prices.front();
        QCOMPARE(o.instanceType, instance.toStdString());
        QCOMPARE(toString(o.price.billing), billing.toStdString());
        QCOMPARE(o.price.amount, amount);
        QCOMPARE(o.price.currency, std::string("CNY"));
        QCOMPARE(o.price.region, region.toStdString());
        QCOMPARE(o.price.provenance.source, source.toStdString());
        QCOMPARE(o.price.provenance.date, std::string("2026-12-02")); // the manifest's, not the file's
        QCOMPARE(o.price.provenance.confidence, std::string("quote"));
        QVERIFY2(o.notes.find(notes.toStdString()) != std::string::npos, o.notes.c_str());

        // What import writes reads back as a valid price override with confidence "quote".
        Problems problems;
        const auto back = readPriceOverrides({"prices.json", priceOverridesJson(r.prices)}, problems);
        QVERIFY2(!hasErrors(problems), describe(problems).c_str());
        QCOMPARE(back.size(), std::size_t(1));
        QCOMPARE(back.front().price.provenance.confidence, std::string("quote"));
    }

    void badAnswersAreReportedAndGoodOnesKept_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");

        QTest::newRow("alibaba error answer") << "alibaba"
                                              << "alibaba@cn-hangzhou@ondemand@ecs.gn6i-c4g1.xlarge.json"
                                              << "alibaba-error.json"
                                              << "quote-failed"
                                              << "/Code"
                                              << "InvalidInstanceType.NotFound";
        QTest::newRow("tencent error answer in the Response wrapper")
            << "tencent"
            << "tencent@ap-guangzhou@ondemand@GN7.5XLARGE80.json"
            << "tencent-error-response.json"
            << "quote-failed"
            << "/Response/Error"
            << "InvalidParameterValue.InstanceTypeNotFound";
        QTest::newRow("tencent answer without InstancePrice")
            << "tencent"
            << "tencent@ap-guangzhou@ondemand@GN7.5XLARGE80.json"
            << "tencent-missing-price.json"
            << "missing-field"
            << "/Price/InstancePrice"
            << "InquiryPriceRunInstances";
        QTest::newRow("a price that is not a number")
            << "tencent"
            << "tencent@ap-guangzhou@ondemand@GN7.5XLARGE80.json"
            << "inline:{\"Price\": {\"InstancePrice\": "
               "{\"UnitPriceDiscount\": \"free\", \"ChargeUnit\": \"HOUR\"}}}"
            << "wrong-type"
            << "/Price/InstancePrice/UnitPriceDiscount"
            << "expected a price";
        QTest::newRow("a price per second")
            << "tencent"
            << "tencent@ap-guangzhou@spot@GN7.5XLARGE80.json"
            << "inline:{\"Price\": {\"InstancePrice\": {\"UnitPriceDiscount\": 0.001, "
               "\"ChargeUnit\": \"SECOND\"}}}"
            << "unsupported"
            << "/Price/InstancePrice/ChargeUnit"
            << "HOUR";
        QTest::newRow("the client's error text instead of JSON")
            << "alibaba"
            << "alibaba@cn-hangzhou@ondemand@ecs.gn6i-c4g1.xlarge.json"
            << "not-json.txt"
            << "malformed-json"
            << "line 1, column 1"
            << "not valid JSON";
        QTest::newRow("an instance type the catalog does not have")
            << "alibaba"
            << "alibaba@cn-hangzhou@ondemand@ecs.nothing.xlarge.json"
            << "alibaba-describeprice-hour.json"
            << "unknown-instance"
            << ""
            << "ecs.nothing.xlarge";
        QTest::newRow("an instance type of another provider")
            << "alibaba"
            << "alibaba@cn-hangzhou@ondemand@GN7.5XLARGE80.json"
            << "alibaba-describeprice-hour.json"
            << "unknown-instance"
            << ""
            << "GN7.5XLARGE80";
        QTest::newRow("spot history of another instance type")
            << "alibaba"
            << "alibaba@cn-hangzhou@spot@ecs.gn6i-c4g1.xlarge.json"
            << "alibaba-spot-history.json"
            << "conflict"
            << "/SpotPrices/SpotPriceType/0/InstanceType"
            << "ecs.gn7i-c8g1.2xlarge";
        QTest::newRow("a failed call (.err)") << "alibaba"
                                              << "alibaba@cn-hangzhou@spot@ecs.gn6i-c4g1.xlarge.err"
                                              << "not-json.txt"
                                              << "quote-failed"
                                              << ""
                                              << "ERROR: SDK.ServerError";
    }

    void badAnswersAreReportedAndGoodOnesKept()
    {
        QFETCH(QString, provider);
        QFETCH(QString, fileName);
        QFETCH(QString, fixture);
        QFETCH(QString, code);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const bool alibaba = provider == QLatin1String("alibaba");
        const std::string region = alibaba ? "cn-hangzhou" : "ap-guangzhou";
        const std::string good = alibaba ? "alibaba@cn-hangzhou@ondemand@ecs.gn7i-c8g1.2xlarge.json"
                                         : "tencent@ap-guangzhou@ondemand@GN7.2XLARGE32.json";
        const std::string goodText =
            ::fixture(alibaba ? "alibaba-describeprice-hour.json" : "tencent-postpaid-response.json");
        const std::string badText = fixture.startsWith(QLatin1String("inline:"))
                                        ? fixture.mid(7).toStdString()
                                        : ::fixture(fixture.toStdString());
        const QuoteImport r = importQuotes(
            folderOf(provider.toStdString(), region, {{good, goodText}, {fileName.toStdString(), badText}}),
            m_catalog);
        const std::string file = "quotes/" + fileName.toStdString();
        QVERIFY2(hasProblem(r.problems, code.toStdString(), file, path.toStdString()),
                 describe(r.problems).c_str());
        bool named = false;
        for (const Problem &p : r.problems)
            named = named || (p.file == file && p.message.find(message.toStdString()) != std::string::npos);
        QVERIFY2(named, describe(r.problems).c_str());
        QCOMPARE(r.prices.size(), std::size_t(1)); // the good answer is kept
        QCOMPARE(r.badAnswers + r.failedCalls, std::size_t(1));
    }

    void folderWithoutManifestIsDatedByTheFiles()
    {
        QuoteFolder f = folderOf(
            "tencent", "ap-guangzhou",
            {{"tencent@ap-guangzhou@ondemand@GN7.2XLARGE32.json", fixture("tencent-postpaid-tccli.json")}});
        f.hasManifest = false;
        f.manifest.clear();
        const QuoteImport r = importQuotes(f, m_catalog);
        QVERIFY2(!hasErrors(r.problems), describe(r.problems).c_str());
        QVERIFY(hasProblem(r.problems, "missing-field", "quotes/trainplan-quotes.txt", ""));
        QCOMPARE(r.prices.size(), std::size_t(1));
        QCOMPARE(r.prices.front().price.provenance.date, std::string("2026-11-30"));
        QCOMPARE(r.prices.front().price.currency, std::string("CNY")); // the provider's currency
    }

    void manifestAndFileNameMustAgree()
    {
        const QuoteImport r =
            importQuotes(folderOf("alibaba", "cn-shanghai",
                                  {{"alibaba@cn-hangzhou@ondemand@ecs.gn7i-c8g1.2xlarge.json",
                                    fixture("alibaba-describeprice-hour.json")}}),
                         m_catalog);
        QVERIFY(hasProblem(r.problems, "conflict",
                           "quotes/alibaba@cn-hangzhou@ondemand@ecs.gn7i-c8g1.2xlarge.json", ""));
        QVERIFY(r.prices.empty());
    }
};

QTEST_APPLESS_MAIN(TestQuoteImport)
#include "tst_quoteimport.moc"
