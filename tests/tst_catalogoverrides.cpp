#include "TestCatalog.h"
#include "core/AtomicFile.h"
#include "core/CatalogLoader.h"
#include "core/CatalogOverrides.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tp;
using tp::test::describe;
using tp::test::hasProblem;

namespace {

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The small shipped catalog of tests/data/catalog-small: GPU X1, provider "test" with regions
// r-east and r-west, t1.large (on-demand 10 CNY/h in r-east) and t1.xlarge (no price).
std::vector<SourceText> shipped()
{
    std::vector<SourceText> files;
    for (const char *name : {"exchange-rates.json", "gpus.json", "instances-test.json"}) {
        const std::string path = std::string(TRAINPLAN_TEST_DATA) + "/catalog-small/" + name;
        files.push_back({path, readFile(path)});
    }
    return files;
}

CatalogLoader::Result withOverrides(const std::vector<SourceText> &overrides)
{
    return CatalogLoader::load(shipped(), overrides);
}

std::string priceFile(const std::string &entries)
{
    return R"({ "schema": 1, "kind": "price_overrides", "prices": [ )" + entries + " ] }";
}

std::string priceEntry(const std::string &instance, const std::string &billing, double amount,
                       const std::string &region = {})
{
    const bool monthly = billing == "subscription_month";
    std::ostringstream s;
    s << R"({ "instance_type": ")" << instance << R"(", "billing": ")" << billing << R"(", ")"
      << (monthly ? "per_month" : "per_hour") << R"(": )" << amount << R"(, "currency": "CNY", )";
    if (!region.empty())
        s << R"("region": ")" << region << R"(", )";
    s << R"("source": "my quote", "date": "2025-03-01", "confidence": "list" })";
    return s.str();
}

const Price *priceOf(const Catalog &c, const std::string &instance, Billing billing,
                     const std::string &region = {})
{
    const InstanceType *i = c.findInstance(instance);
    if (!i)
        return nullptr;
    for (const Price &p : i->prices)
        if (p.billing == billing && p.region == region)
            return &p;
    return nullptr;
}

const char *kNewFamily = R"({ "schema": 1, "kind": "instances", "provider": "test",
  "families": [ { "id": "t2", "gpu": "Test X1", "rdma": "none", "nvlink": false, "regions": ["r-west"],
    "source": "my contract", "date": "2025-01", "confidence": "list",
    "sizes": [ { "instance_type": "t2.huge", "gpus": 8, "vcpu": 96, "memory_gib": 768, "network_gbps": 100,
      "prices": [ { "billing": "ondemand", "per_hour": 70, "currency": "CNY", "region": "r-west",
                    "source": "my contract", "date": "2025-01", "confidence": "list" } ] } ] } ] })";

} // namespace

// User overrides: a second folder whose files add or replace catalog records and prices, flagged
// so the app can show them; problems in them named by file and JSON path; the user's folder
// found where the desktop app finds it.
class TestCatalogOverrides : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("TrainPlan"));
        QCoreApplication::setApplicationName(QStringLiteral("trainplan"));
    }

    void theFixtureLoadsClean()
    {
        auto r = withOverrides({});
        QVERIFY2(!hasErrors(r.problems), qPrintable(describe(r.problems)));
        QVERIFY(r.catalog.overrides.empty());
        QVERIFY(r.catalog.overrideFiles.empty());
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->amount, 10.0);
    }

    void anOverridePriceBeatsTheShippedOne()
    {
        auto r = withOverrides(
            {{"user/prices.json", priceFile(priceEntry("t1.large", "ondemand", 8.5, "r-east"))}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        const InstanceType *i = r.catalog.findInstance("t1.large");
        QCOMPARE(i->prices.size(), std::size_t(1));
        const Price &p = i->prices[0];
        QCOMPARE(p.amount, 8.5);
        QVERIFY(p.overridden);
        QCOMPARE(p.provenance.source, std::string("my quote"));
        QVERIFY(!i->overridden); // the type itself is the shipped one
        QCOMPARE(r.catalog.overrides.size(), std::size_t(1));
        const CatalogOverride &o = r.catalog.overrides[0];
        QCOMPARE(o.kind, std::string("price"));
        QCOMPARE(o.id, std::string("t1.large ondemand r-east"));
        QVERIFY(o.action == CatalogOverride::Action::Replaced);
        QCOMPARE(o.file, std::string("user/prices.json"));
        QCOMPARE(o.path, std::string("/prices/0"));
        QCOMPARE(r.catalog.overriddenPriceCount(), std::size_t(1));
        QCOMPARE(r.catalog.overrideFiles, std::vector<std::string>{"user/prices.json"});
    }

    void aPriceOverrideAddsABillingTheCatalogLacks()
    {
        auto r = withOverrides({{"p.json", priceFile(priceEntry("t1.large", "subscription_month", 4000) +
                                                     ", " + priceEntry("t1.xlarge", "spot", 6, "r-west"))}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::SubscriptionMonth)->amount, 4000.0);
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->amount, 10.0); // untouched
        QVERIFY(!priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->overridden);
        QCOMPARE(priceOf(r.catalog, "t1.xlarge", Billing::Spot, "r-west")->amount, 6.0);
        QVERIFY(r.catalog.overrides[1].action == CatalogOverride::Action::Added);
    }

    void aPriceWithoutRegionReplacesThatBillingInEveryRegion()
    {
        auto r = withOverrides({{"p.json", priceFile(priceEntry("t1.large", "ondemand", 9))}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        const InstanceType *i = r.catalog.findInstance("t1.large");
        QCOMPARE(i->prices.size(), std::size_t(1));
        QCOMPARE(i->prices[0].region, std::string());
        QCOMPARE(i->prices[0].amount, 9.0);
    }

    void laterPriceOverridesWin()
    {
        auto r = withOverrides({{"a.json", priceFile(priceEntry("t1.large", "ondemand", 9, "r-east"))},
                                {"b.json", priceFile(priceEntry("T1.LARGE", "ondemand", 7, "r-east"))}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->amount, 7.0);
        QVERIFY(hasProblem(r.problems, "duplicate-price", "/prices/0")); // a warning naming the first
        QCOMPARE(r.catalog.findInstance("t1.large")->prices.size(), std::size_t(1));
    }

    void aNewInstanceIsAdded()
    {
        auto r = withOverrides({{"user/instances-more.json", kNewFamily}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        const InstanceType *i = r.catalog.findInstance("t2.huge");
        QVERIFY(i);
        QVERIFY(i->overridden);
        QCOMPARE(i->provider, std::string("test"));
        QCOMPARE(i->gpu, std::string("Test X1"));
        QVERIFY(i->prices.at(0).overridden);
        QCOMPARE(r.catalog.instances.size(), std::size_t(3));
        QVERIFY(r.catalog.isOverridden("instance", "T2.HUGE"));
        QVERIFY(!r.catalog.isOverridden("instance", "t1.large"));
        QCOMPARE(r.catalog.findProvider("test")->name.en, std::string("Test Cloud")); // kept
    }

    void aRecordWithAnExistingIdReplacesIt()
    {
        std::string family = kNewFamily;
        family.replace(family.find("t2.huge"), 7, "t1.large");
        auto r = withOverrides({{"o.json", family}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        QCOMPARE(r.catalog.instances.size(), std::size_t(2));
        QCOMPARE(r.catalog.instances[0].id, std::string("t1.large")); // in its place
        QCOMPARE(r.catalog.instances[0].gpus, 8);
        QVERIFY(r.catalog.instances[0].overridden);
        QCOMPARE(r.catalog.instances[0].prices.size(), std::size_t(1)); // the override's, not the shipped one
        QCOMPARE(r.catalog.instances[0].prices[0].region, std::string("r-west"));
        QVERIFY(r.catalog.overrides[0].action == CatalogOverride::Action::Replaced);
    }

    void aWholeInstancesFileAddsAProvider()
    {
        Problems problems;
        auto files = readCatalogFolder(std::string(TRAINPLAN_TEST_DATA) + "/overrides", problems);
        QVERIFY(problems.empty());
        auto r = withOverrides(files);
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        const ProviderInfo *p = r.catalog.findProvider("mycloud");
        QVERIFY(p);
        QCOMPARE(p->currency, std::string("USD"));
        QCOMPARE(r.catalog.providerNames.at("mycloud"), std::string("My Cloud"));
        QVERIFY(r.catalog.findInstance("m1.big")->overridden);
        QVERIFY(r.catalog.isOverridden("provider", "mycloud"));
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->amount, 8.5);
    }

    void aNewProviderNeedsItsName()
    {
        std::string other = kNewFamily;
        other.replace(other.find(R"("provider": "test")"), 18, R"("provider": "else")");
        auto r = withOverrides({{"user/instances-else.json", other}});
        QVERIFY(hasProblem(r.problems, "missing-field", "/provider_name"));
        QVERIFY(!r.catalog.findInstance("t2.huge"));
    }

    void anOverrideCanChangeOneBillingBlock()
    {
        const char *spot = R"({ "schema": 1, "kind": "instances", "provider": "test",
          "billing": { "spot": { "price_fraction": 0.2, "interruptions_per_hour": 0.1, "restart_minutes": 5,
                                 "source": "my measurements", "date": "2025-04", "confidence": "reported" } },
          "regions": [ { "id": "r-north", "name": { "en": "North", "zh": "华北" } } ] })";
        auto r = withOverrides({{"billing.json", spot}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        const ProviderInfo *p = r.catalog.findProvider("test");
        QCOMPARE(p->billing.spotPriceFraction.value_or(0), 0.2);
        QCOMPARE(p->billing.spotProvenance.source, std::string("my measurements"));
        QCOMPARE(p->billing.granularitySeconds, 1.0); // as shipped
        QCOMPARE(p->regions.size(), std::size_t(3));
        QVERIFY(r.catalog.isOverridden("billing", "test"));
        QVERIFY(r.catalog.isOverridden("region", "test/r-north"));
    }

    void overridesMayUseRegionsTheyAdd()
    {
        const char *region = R"({ "schema": 1, "kind": "instances", "provider": "test",
          "regions": [ { "id": "r-north", "name": { "en": "North", "zh": "华北" } } ] })";
        auto r = withOverrides({{"a-regions.json", region},
                                {"b-prices.json", priceFile(priceEntry("t1.large", "spot", 3, "r-north"))}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        auto bad =
            withOverrides({{"b-prices.json", priceFile(priceEntry("t1.large", "spot", 3, "r-north"))}});
        QVERIFY(hasProblem(bad.problems, "unknown-region", "/prices/0/region"));
    }

    void gpuAndExchangeRateOverrides()
    {
        const char *gpus = R"({ "schema": 1, "kind": "gpus", "gpus": [ {
          "id": "x1", "name": "Test X1, measured", "vendor": "Test", "generation": "ampere",
          "memory_gib": 24, "memory_bandwidth_gbps": 550, "tflops": { "fp16": 100 },
          "interconnect": { "kind": "pcie", "gbps": 32 }, "tdp_w": 150,
          "source": "my benchmark", "date": "2025", "confidence": "reported" } ] })";
        const char *rates =
            R"({ "schema": 1, "kind": "exchange_rates", "rates": [ { "from": "USD", "to": "CNY",
          "rate": 7.3, "source": "my bank", "date": "2025-05-01", "confidence": "reported" } ] })";
        auto r = withOverrides({{"gpus.json", gpus}, {"rates.json", rates}});
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        QCOMPARE(r.catalog.gpus.size(), std::size_t(1));
        QCOMPARE(r.catalog.findGpu("X1")->memoryBandwidthGBps, 550.0);
        QVERIFY(!r.catalog.findGpu("Test X1")); // the replacement has no alias
        QVERIFY(r.catalog.isOverridden("gpu", "X1"));
        QCOMPARE(r.catalog.exchangeRate->cnyPerUsd, 7.3);
        QVERIFY(r.catalog.isOverridden("exchange_rate", "USD/CNY"));
    }

    void anOverrideGpuMayNotTakeAnotherGpusName()
    {
        const char *gpus = R"({ "schema": 1, "kind": "gpus", "gpus": [ {
          "id": "X2", "aliases": ["Test X1"], "vendor": "Test", "generation": "ampere",
          "memory_gib": 24, "memory_bandwidth_gbps": 550, "tflops": { "fp16": 100 },
          "interconnect": { "kind": "pcie", "gbps": 32 }, "tdp_w": 150,
          "source": "my benchmark", "date": "2025", "confidence": "reported" } ] })";
        auto r = withOverrides({{"gpus.json", gpus}});
        QVERIFY2(hasProblem(r.problems, "duplicate-id", "/gpus/0/aliases/0"),
                 qPrintable(describe(r.problems)));
        QVERIFY(!r.catalog.findGpu("X2"));
    }

    void twoOverridesOfOneIdAreAnError()
    {
        std::string again = kNewFamily;
        auto r = withOverrides({{"a.json", kNewFamily}, {"b.json", again}});
        QVERIFY(hasProblem(r.problems, "duplicate-id", "/families/0/sizes/0/instance_type"));
        QCOMPARE(r.problems.front().file, std::string("b.json"));
    }

    void aBadOverrideFileIsReportedWithItsNameAndNotApplied()
    {
        std::string broken = kNewFamily;
        broken.replace(broken.find(R"("vcpu": 96)"), 10, R"("vcpu": -96)");
        auto r = withOverrides(
            {{"/home/u/catalog/instances-more.json", broken},
             {"/home/u/catalog/prices.json", priceFile(priceEntry("t1.large", "ondemand", 8.5, "r-east"))},
             {"/home/u/catalog/typo.json", "{ \"schema\": 1, "}});
        QVERIFY(!r.ok());
        bool sawRange = false, sawJson = false, sawSkip = false;
        for (const Problem &p : r.problems) {
            sawRange |= p.file == "/home/u/catalog/instances-more.json" && p.code == "out-of-range" &&
                        p.path == "/families/0/sizes/0/vcpu";
            sawJson |= p.file == "/home/u/catalog/typo.json" && p.code == "malformed-json";
            sawSkip |= p.file == "/home/u/catalog/instances-more.json" && p.code == "override-not-applied" &&
                       !p.isError();
        }
        QVERIFY2(sawRange && sawJson && sawSkip, qPrintable(describe(r.problems)));
        QVERIFY(!r.catalog.findInstance("t2.huge")); // not applied
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->amount,
                 8.5); // the good file still is
    }

    void anUnknownInstanceInAPriceOverrideIsAnError()
    {
        auto r = withOverrides({{"p.json", priceFile(priceEntry("t9.none", "ondemand", 1))}});
        QVERIFY2(hasProblem(r.problems, "unknown-instance", "/prices/0/instance_type"),
                 qPrintable(describe(r.problems)));
        QCOMPARE(r.problems.front().file, std::string("p.json"));
    }

    void priceOverrideEntriesAreValidated_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::newRow("per_hour for a month")
            << R"({ "instance_type": "t1.large", "billing": "subscription_month", "per_hour": 5, "currency": "CNY", "source": "s", "date": "2025", "confidence": "list" })"
            << "missing-field"
            << "/prices/0/per_month";
        QTest::newRow("zero price")
            << R"({ "instance_type": "t1.large", "billing": "spot", "per_hour": 0, "currency": "CNY", "source": "s", "date": "2025", "confidence": "list" })"
            << "out-of-range"
            << "/prices/0/per_hour";
        QTest::newRow("no source")
            << R"({ "instance_type": "t1.large", "billing": "spot", "per_hour": 2, "currency": "CNY", "date": "2025", "confidence": "list" })"
            << "missing-field"
            << "/prices/0/source";
        QTest::newRow("unknown key")
            << R"({ "instance_type": "t1.large", "billing": "spot", "per_hour": 2, "currency": "CNY", "source": "s", "date": "2025", "confidence": "list", "discount": 3 })"
            << "unknown-key"
            << "/prices/0/discount";
        QTest::newRow("bad billing")
            << R"({ "instance_type": "t1.large", "billing": "weekly", "per_hour": 2, "currency": "CNY", "source": "s", "date": "2025", "confidence": "list" })"
            << "unknown-value"
            << "/prices/0/billing";
    }
    void priceOverrideEntriesAreValidated()
    {
        QFETCH(QString, entry);
        QFETCH(QString, code);
        QFETCH(QString, path);
        auto r = withOverrides({{"p.json", priceFile(entry.toStdString())}});
        QVERIFY2(hasProblem(r.problems, code.toStdString(), path.toStdString()),
                 qPrintable(describe(r.problems)));
        Problems problems;
        QVERIFY(readPriceOverrides({"p.json", priceFile(entry.toStdString())}, problems).empty());
        QVERIFY(hasProblem(problems, code.toStdString(), path.toStdString()));
    }

    void priceOverridesRoundTripThroughJson()
    {
        PriceOverride a;
        a.instanceType = "t1.large";
        a.price.billing = Billing::SubscriptionMonth;
        a.price.amount = 3999.5;
        a.price.currency = "CNY";
        a.price.region = "r-east";
        a.price.provenance = {"报价单 \"2025\", p. 3", "2025-03", "estimate", "list price x 0.8"};
        a.notes = "含税";
        PriceOverride b;
        b.instanceType = "t1.xlarge";
        b.price.billing = Billing::Spot;
        b.price.amount = 0.1;
        b.price.currency = "USD";
        b.price.provenance = {"console", "2025", "reported", ""};
        const std::string text = priceOverridesJson({a, b});
        Problems problems;
        const auto back = readPriceOverrides({"x.json", text}, problems);
        QVERIFY2(problems.empty(), qPrintable(describe(problems)));
        QCOMPARE(back.size(), std::size_t(2));
        QCOMPARE(back[0].instanceType, a.instanceType);
        QVERIFY(back[0].price.billing == a.price.billing);
        QCOMPARE(back[0].price.amount, a.price.amount);
        QCOMPARE(back[0].price.region, a.price.region);
        QCOMPARE(back[0].price.provenance.source, a.price.provenance.source);
        QCOMPARE(back[0].price.provenance.derivation, a.price.provenance.derivation);
        QCOMPARE(back[0].notes, a.notes);
        QCOMPARE(back[1].price.amount, 0.1);
        QCOMPARE(back[1].price.region, std::string());
        QVERIFY(text.find("\"per_month\": 3999.5") != std::string::npos);
        QVERIFY(withOverrides({{"x.json", text}}).ok());
    }

    void aFileTheLoaderWouldRefuseIsNeverWritten()
    {
        PriceOverride ok;
        ok.instanceType = "t1.large";
        ok.price.billing = Billing::Spot;
        ok.price.amount = 2;
        ok.price.currency = "CNY";
        ok.price.provenance = {"console", "2025-03", "quote", ""};
        Problems problems;
        QVERIFY(!checkedPriceOverridesJson({ok}, "p.json", problems).empty());
        QVERIFY(problems.empty());

        // an entry the loader refuses (a note with a line break, a zero price) is named by its price
        PriceOverride bad = ok;
        bad.instanceType = "t1.xlarge";
        bad.notes = "line one\nline two";
        QVERIFY(checkedPriceOverridesJson({ok, bad}, "p.json", problems).empty());
        QVERIFY2(hasProblem(problems, "unsafe-text", "/prices/1/notes"), qPrintable(describe(problems)));
        QVERIFY2(problems.front().message.rfind("the price \"t1.xlarge spot\": ", 0) == 0,
                 problems.front().message.c_str());

        // and a file over the 16 MB the loader reads (2,100 prices with 8,000-character notes)
        std::vector<PriceOverride> many(2100, ok);
        for (std::size_t i = 0; i < many.size(); ++i) {
            many[i].instanceType = "t" + std::to_string(i) + ".large";
            many[i].notes = std::string(8000, 'n');
        }
        problems.clear();
        QVERIFY(checkedPriceOverridesJson(many, "p.json", problems).empty());
        QVERIFY2(hasProblem(problems, "file-too-large", ""), qPrintable(describe(problems)));
        QVERIFY2(problems.front().message.find("would be 17 MB, over the 16 MB") != std::string::npos,
                 problems.front().message.c_str());
    }

    void aBrokenOverrideFileIsSkippedWhenAsked()
    {
        std::string broken = kNewFamily;
        broken.replace(broken.find(R"("vcpu": 96)"), 10, R"("vcpu": -96)");
        const std::vector<SourceText> overrides = {
            {"/home/u/catalog/instances-more.json", broken},
            {"/home/u/catalog/prices.json", priceFile(priceEntry("t1.large", "ondemand", 8.5, "r-east"))}};
        auto r = CatalogLoader::load(shipped(), overrides, BrokenOverrides::Skip);
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        QVERIFY(hasProblem(r.problems, "out-of-range", "/families/0/sizes/0/vcpu")); // as a warning
        QVERIFY(hasProblem(r.problems, "override-skipped", ""));
        QVERIFY(!r.catalog.findInstance("t2.huge"));
        QCOMPARE(priceOf(r.catalog, "t1.large", Billing::OnDemand, "r-east")->amount, 8.5);
    }

    void mergeKeepsOrderAndLaterWins()
    {
        auto entry = [](const char *id, Billing b, double amount, const char *region = "") {
            PriceOverride o;
            o.instanceType = id;
            o.price.billing = b;
            o.price.amount = amount;
            o.price.region = region;
            return o;
        };
        const std::vector<PriceOverride> base = {entry("a", Billing::OnDemand, 1),
                                                 entry("b", Billing::Spot, 2)};
        const auto m = mergePriceOverrides(
            base, {entry("c", Billing::OnDemand, 3), entry("A", Billing::OnDemand, 4),
                   entry("c", Billing::OnDemand, 5), entry("a", Billing::OnDemand, 6, "r")});
        QCOMPARE(m.prices.size(), std::size_t(4));
        QCOMPARE(m.prices[0].price.amount, 4.0); // replaced in place
        QCOMPARE(m.prices[2].price.amount, 5.0); // the later of two new rows
        QCOMPARE(m.prices[3].price.region, std::string("r"));
        QCOMPARE(m.added, std::size_t(2));
        QCOMPARE(m.replaced, std::size_t(1));
    }

    void loadCatalogFolderTakesAnOverridesFolder()
    {
        const std::string data = TRAINPLAN_TEST_DATA;
        auto r = loadCatalogFolder(data + "/catalog-small", data + "/overrides");
        QVERIFY2(!hasErrors(r.problems), qPrintable(describe(r.problems)));
        QCOMPARE(r.catalog.overrideFiles.size(), std::size_t(2));
        QVERIFY(r.catalog.findInstance("m1.big"));

        QTemporaryDir empty;
        auto e = loadCatalogFolder(data + "/catalog-small", empty.path().toStdString());
        QVERIFY2(!hasErrors(e.problems),
                 qPrintable(describe(e.problems))); // an empty overrides folder is fine

        auto missing = loadCatalogFolder(data + "/catalog-small", "/nonexistent/overrides");
        QVERIFY(hasProblem(missing.problems, "not-a-folder", ""));
        QCOMPARE(missing.problems.front().file, std::string("/nonexistent/overrides"));
    }

    void theUserFolderIsWhereTheAppLooks_data()
    {
        QTest::addColumn<QByteArray>("xdg");
        QTest::addColumn<QByteArray>("home");
        QTest::newRow("XDG_DATA_HOME") << QByteArray("/tmp/xdg-data") << QByteArray("/home/someone");
        QTest::newRow("XDG_DATA_HOME with a slash")
            << QByteArray("/tmp/xdg-data/") << QByteArray("/home/someone");
        QTest::newRow("XDG_DATA_HOME empty") << QByteArray("") << QByteArray("/home/someone");
        QTest::newRow("XDG_DATA_HOME unset") << QByteArray() << QByteArray("/home/other");
        QTest::newRow("HOME empty") << QByteArray() << QByteArray("");
    }
    void theUserFolderIsWhereTheAppLooks()
    {
        QFETCH(QByteArray, xdg);
        QFETCH(QByteArray, home);
        const QByteArray oldXdg = qgetenv("XDG_DATA_HOME"), oldHome = qgetenv("HOME");
        const bool hadXdg = qEnvironmentVariableIsSet("XDG_DATA_HOME");
        if (xdg.isNull())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", xdg);
        qputenv("HOME", home);
        const QString qt = QDir::cleanPath(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                           QStringLiteral("/catalog"));
        const QString ours = QDir::cleanPath(QString::fromStdString(defaultUserCatalogDir()));
        if (hadXdg)
            qputenv("XDG_DATA_HOME", oldXdg);
        else
            qunsetenv("XDG_DATA_HOME");
        qputenv("HOME", oldHome);
        QCOMPARE(ours, qt);
        QVERIFY(ours.endsWith(QStringLiteral("/TrainPlan/trainplan/catalog")));
    }

    void filesAreReplacedAtomically()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("prices-imported.json")).toStdString();
        std::string error;
        QVERIFY2(writeFileAtomically(path, "first", error), error.c_str());
        QVERIFY2(writeFileAtomically(path, "second", error), error.c_str());
        QCOMPARE(readFile(path), std::string("second"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
        QVERIFY(
            !writeFileAtomically(dir.filePath(QStringLiteral("missing/x.json")).toStdString(), "x", error));
        QVERIFY(!error.empty());
    }
};

QTEST_GUILESS_MAIN(TestCatalogOverrides)
#include "tst_catalogoverrides.moc"
