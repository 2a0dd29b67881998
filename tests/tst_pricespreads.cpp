#include "core/CatalogLoader.h"
#include "core/PriceSpreads.h"

#include <QtTest>
#include <cmath>

using namespace tp;

namespace {

InstanceType family(const std::string &provider, const std::string &id, const std::string &gpu, int gpus,
                    double perHour, const std::string &currency = "CNY")
{
    InstanceType i;
    i.provider = provider;
    i.family = id;
    i.id = id + ".size";
    i.gpu = gpu;
    i.gpus = gpus;
    i.prices = {
        {Billing::OnDemand, perHour, currency, "", {"test price", "2026-01-01", "list", ""}},
        // a monthly price is not compared: only on-demand per GPU-hour
        {Billing::SubscriptionMonth, perHour * 1000, currency, "", {"test price", "2026-01-01", "list", ""}}};
    return i;
}

} // namespace

// Prices that agree (issue 35): one provider's families of one GPU, on demand, per GPU-hour.
class TestPriceSpreads : public QObject
{
    Q_OBJECT

private slots:
    void familiesOfOneGpuAreComparedPerGpuHour()
    {
        Catalog c;
        c.exchangeRate = ExchangeRate{7.0, {"test rate", "2026-01-01", "reported", ""}};
        // a VM at 40 per GPU-hour (1 GPU), bare metal at 8 x 50 (1.25x): within the band
        c.instances = {family("cloud", "vm", "A100", 1, 40), family("cloud", "metal", "A100", 8, 400),
                       // another GPU and a family alone: nothing to compare
                       family("cloud", "t4vm", "T4", 1, 10),
                       // another provider's A100 at twice the price: not compared across providers
                       family("other", "x", "A100", 1, 80)};
        std::vector<PriceSpread> spreads = priceSpreads(c);
        QCOMPARE(spreads.size(), std::size_t(1));
        const PriceSpread &s = spreads.front();
        QCOMPARE(s.provider, std::string("cloud"));
        QCOMPARE(s.gpu, std::string("A100"));
        QCOMPARE(s.lowFamily, std::string("vm"));
        QCOMPARE(s.highFamily, std::string("metal"));
        QCOMPARE(s.lowPerGpuHour, 40.0);
        QCOMPARE(s.highPerGpuHour, 50.0);
        QVERIFY(!s.beyondBand());

        // the bare metal derived by a second rule at 8 x 28 against 45.94 (Tencent's A100 pair
        // before issue 35): 1.64x, beyond the band, and nothing says why
        c.instances = {family("cloud", "vm", "A100", 1, 45.94),
                       family("cloud", "metal", "A100", 8, 8 * 28.0)};
        spreads = priceSpreads(c);
        QCOMPARE(spreads.size(), std::size_t(1));
        QVERIFY(spreads.front().beyondBand());
        QVERIFY(std::fabs(spreads.front().ratio() - 45.94 / 28.0) < 1e-9);
        QVERIFY(spreads.front().reason.empty());
        // a written reason on either family explains it
        c.instances.front().priceSpreadReason = "the VM's list price includes a local disk";
        QCOMPARE(priceSpreads(c).front().reason, std::string("the VM's list price includes a local disk"));
    }

    void dollarsAreConvertedAndEachFamilyTakesTheMedianOfItsSizes()
    {
        Catalog c;
        c.exchangeRate = ExchangeRate{7.0, {"test rate", "2026-01-01", "reported", ""}};
        // 10 USD = 70 CNY per GPU-hour; the CNY family's sizes at 60, 64 and 200 per GPU: median 64
        c.instances = {family("cloud", "usd", "V100", 1, 10, "USD"), family("cloud", "cny", "V100", 1, 60),
                       family("cloud", "cny", "V100", 2, 128), family("cloud", "cny", "V100", 1, 200)};
        const std::vector<PriceSpread> spreads = priceSpreads(c);
        QCOMPARE(spreads.size(), std::size_t(1));
        QCOMPARE(spreads.front().lowFamily, std::string("cny"));
        QCOMPARE(spreads.front().lowPerGpuHour, 64.0);
        QCOMPARE(spreads.front().highPerGpuHour, 70.0);
        // without a rate, dollar prices are left out rather than compared as yuan
        c.exchangeRate.reset();
        QVERIFY(priceSpreads(c).empty());
    }

    void theShippedCatalogHasNoUnexplainedSpread()
    {
        Problems problems;
        const CatalogLoader::Result r =
            CatalogLoader::load(readCatalogFolder(TRAINPLAN_CATALOG_DIR, problems));
        QVERIFY(problems.empty() && r.ok());
        int compared = 0;
        for (const PriceSpread &s : priceSpreads(r.catalog)) {
            ++compared;
            QVERIFY2(!s.beyondBand() || !s.reason.empty(),
                     qPrintable(QStringLiteral("%1 %2: %3 is %4x %5")
                                    .arg(QString::fromStdString(s.provider), QString::fromStdString(s.gpu),
                                         QString::fromStdString(s.highFamily))
                                    .arg(s.ratio(), 0, 'f', 2)
                                    .arg(QString::fromStdString(s.lowFamily))));
        }
        QVERIFY(compared >= 10); // the catalog sells most GPUs as VM and bare metal
        // the Tencent A100 pair agrees: GT4 (VM) and HCCPNV4h (bare metal with RDMA)
        for (const PriceSpread &s : priceSpreads(r.catalog))
            if (s.provider == "tencent" && s.gpu == "A100-SXM4-40GB")
                QVERIFY2(!s.beyondBand(), qPrintable(QString::number(s.ratio())));
    }
};

QTEST_MAIN(TestPriceSpreads)
#include "tst_pricespreads.moc"
