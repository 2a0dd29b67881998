#include "PlannerTestCatalog.h"
#include "core/planner/CostModel.h"

#include <QtTest>
#include <cmath>

using namespace tp;

namespace {

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::fabs(a - b) <= tolerance * std::max(1.0, std::fabs(b));
}

const InstanceType &inst(const std::string &id)
{
    const InstanceType *i = test::plannerCatalog().findInstance(id);
    if (!i)
        qFatal("no test instance %s", id.c_str());
    return *i;
}

cost::Terms testTerms()
{
    return cost::termsFor(test::plannerCatalog().findProvider("testcloud"));
}

ResolvedPrice hourly(Billing b, double amount)
{
    ResolvedPrice p;
    p.billing = b;
    p.amount = amount;
    p.currency = "CNY";
    p.originalAmount = amount;
    p.originalCurrency = "CNY";
    return p;
}

} // namespace

// The cost model, checked against arithmetic done by hand: billing units, spot with Young's
// checkpoint interval, subscription months, reserved terms, derived prices, currency, storage.
class TestCostModel : public QObject
{
    Q_OBJECT

private slots:
    void billedHoursRoundUpToTheUnit_data()
    {
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("granularity");
        QTest::addColumn<double>("billed");
        QTest::newRow("hourly, exact") << 2.0 << 3600.0 << 2.0;
        QTest::newRow("hourly, a second over") << 2.0 + 1.0 / 3600 << 3600.0 << 3.0;
        QTest::newRow("hourly, 5.2 h") << 5.2 << 3600.0 << 6.0;
        QTest::newRow("per second") << 2.5 << 1.0 << 2.5;
        QTest::newRow("per minute, 30.06 min") << 0.501 << 60.0 << 31.0 / 60.0;
        QTest::newRow("nothing used") << 0.0 << 3600.0 << 0.0;
    }
    void billedHoursRoundUpToTheUnit()
    {
        QFETCH(double, hours);
        QFETCH(double, granularity);
        QFETCH(double, billed);
        QVERIFY2(near(cost::billedHours(hours, granularity), billed),
                 qPrintable(QString::number(cost::billedHours(hours, granularity))));
    }

    void subscriptionBillsWholeMonths_data()
    {
        QTest::addColumn<double>("hours");
        QTest::addColumn<int>("months");
        QTest::newRow("10 hours") << 10.0 << 1;
        QTest::newRow("exactly one 730 h month") << 730.0 << 1;
        QTest::newRow("one hour over a month") << 731.0 << 2;
        QTest::newRow("40 days") << 40.0 * 24 << 2;
        QTest::newRow("70 days") << 70.0 * 24 << 3;
    }
    void subscriptionBillsWholeMonths()
    {
        QFETCH(double, hours);
        QFETCH(int, months);
        QCOMPARE(cost::subscriptionMonths(hours), months);
    }

    void onDemandIsPriceTimesNodesTimesBilledHours()
    {
        // 10 CNY per node-hour, 2 nodes, 5.2 h billed per hour: 10 x 2 x 6 = 120
        cost::Terms t = testTerms();
        const cost::ComputeCost c = cost::computeCost(hourly(Billing::OnDemand, 10.0), 5.2, nullptr, 2, t);
        QVERIFY(near(c.compute, 120.0));
        QCOMPARE(c.interruptions, 0.0);
    }

    void fortyDaySubscriptionPaysTwoMonths()
    {
        // 1000 CNY per node-month, 2 nodes, 40 days: 2 months x 1000 x 2 = 4000
        ResolvedPrice p = hourly(Billing::SubscriptionMonth, 1000.0);
        const cost::ComputeCost c = cost::computeCost(p, 40 * 24.0, nullptr, 2, testTerms());
        QCOMPARE(c.billedMonths, 2);
        QVERIFY(near(c.compute, 4000.0));
    }

    void reservedPaysItsWholeTerm()
    {
        // 5 CNY per hour reserved for a year, a 100 h job on one node: 5 x 8760
        const cost::ComputeCost c =
            cost::computeCost(hourly(Billing::Reserved1y, 5.0), 100.0, nullptr, 1, testTerms());
        QVERIFY(near(c.compute, 5.0 * 8760));
    }

    void youngIntervalIsSqrtTwoCM()
    {
        // C = 36 s = 0.01 h, MTBF 20 h: sqrt(2 x 0.01 x 20) = sqrt(0.4) = 0.6325 h
        QVERIFY(near(cost::youngIntervalHours(0.01, 20.0), std::sqrt(0.4)));
        QVERIFY(near(cost::youngIntervalHours(0.01, 20.0), 0.632455532));
        // MTBF of the job shrinks with nodes: 4 nodes at 0.05 per node-hour -> 5 h
        const SpotOutcome s = cost::spotOutcome(100.0, 4, 0.05, 10, 36.0);
        QVERIFY(near(s.mtbfHours, 5.0));
        QVERIFY(near(s.intervalHours, std::sqrt(2 * 0.01 * 5.0)));
        QCOMPARE(cost::youngIntervalHours(0, 20), 0.0);
    }

    void spotExpectedTimeAndCostByHand()
    {
        // T = 10 h on one node, 0.05 reclaims per node-hour (M = 20 h), C = 36 s, R = 10 min.
        const double T = 10, lambda = 0.05, C = 0.01, R = 10.0 / 60.0;
        const double tau = std::sqrt(2 * C / lambda);                       // 0.63246 h
        const double factor = (1 + C / tau) / (1 - lambda * (tau / 2 + R)); // 1.04095
        const SpotOutcome s = cost::spotOutcome(T, 1, lambda, 10.0, 36.0);
        QVERIFY(s.progressPossible);
        QVERIFY(near(s.intervalHours, tau));
        QVERIFY(near(s.overheadFactor, factor));
        QVERIFY(near(s.overheadFactor, 1.040945, 1e-5));
        QVERIFY(near(s.expectedInterruptions, lambda * T * factor));

        // billed per second at 3 CNY per node-hour: 30 for the undisturbed 10 h, 3 x 0.409 for interruptions
        cost::Terms perSecond = testTerms();
        perSecond.granularitySeconds = 1;
        cost::ComputeCost c = cost::computeCost(hourly(Billing::Spot, 3.0), T, &s, 1, perSecond);
        QVERIFY(near(c.compute, 30.0));
        // (billed per second: at most one second's price above the exact figure)
        QVERIFY(c.interruptions >= 3.0 * (T * factor - T) - 1e-9);
        QVERIFY(c.interruptions <= 3.0 * (T * factor - T) + 3.0 / 3600.0);
        // billed per hour: 10.41 h -> 11 h, so one extra hour
        c = cost::computeCost(hourly(Billing::Spot, 3.0), T, &s, 1, testTerms());
        QVERIFY(near(c.interruptions, 3.0));
    }

    void spotWithoutProgressIsFlagged()
    {
        // one reclaim every 12 minutes per node on 8 nodes: restarts alone exceed the time between them
        const SpotOutcome s = cost::spotOutcome(10.0, 8, 5.0, 10, 60.0);
        QVERIFY(!s.progressPossible);
        QVERIFY(std::isfinite(s.overheadFactor));
    }

    void pricesAreListedOrDerivedByTheProviderTerms()
    {
        const cost::Exchange x = cost::exchangeFrom(test::plannerCatalog());
        QVERIFY(!x.defaulted);
        const cost::Terms t = testTerms();
        const InstanceType &a10 = inst("tc.a10.small"); // on-demand 10 CNY only
        auto od = cost::resolvePrice(a10, Billing::OnDemand, t, x, "", "CNY");
        QVERIFY(od && !od->derived && near(od->amount, 10.0));
        auto spot = cost::resolvePrice(a10, Billing::Spot, t, x, "", "CNY");
        QVERIFY(spot && spot->derived && near(spot->amount, 3.0));
        auto month = cost::resolvePrice(a10, Billing::SubscriptionMonth, t, x, "", "CNY");
        QVERIFY(month && near(month->amount, 10.0 * 730 * 0.6));
        auto r1 = cost::resolvePrice(a10, Billing::Reserved1y, t, x, "", "CNY");
        QVERIFY(r1 && near(r1->amount, 5.0));
        QVERIFY(!cost::resolvePrice(a10, Billing::Reserved3y, t, x, "", "CNY")); // no 3-year terms
        // a listed spot price wins over the fraction
        auto listed = cost::resolvePrice(inst("tc.a100.8x"), Billing::Spot, t, x, "", "CNY");
        QVERIFY(listed && !listed->derived && near(listed->amount, 90.0));
        // no price at all
        QVERIFY(!cost::resolvePrice(inst("tc.v100.unpriced"), Billing::OnDemand, t, x, "", "CNY"));
        QVERIFY(!cost::resolvePrice(inst("tc.v100.unpriced"), Billing::Spot, t, x, "", "CNY"));
    }

    void pricesConvertAtTheCatalogRate()
    {
        const cost::Exchange x = cost::exchangeFrom(test::plannerCatalog());
        const InstanceType &usd = inst("uc.a10"); // 1 USD per hour, no provider terms
        const cost::Terms t = cost::termsFor(nullptr);
        auto cny = cost::resolvePrice(usd, Billing::OnDemand, t, x, "", "CNY");
        QVERIFY(cny && near(cny->amount, 7.0));
        QCOMPARE(cny->originalCurrency, std::string("USD"));
        auto usdPlan = cost::resolvePrice(inst("tc.a10.small"), Billing::OnDemand, testTerms(), x, "", "USD");
        QVERIFY(usdPlan && near(usdPlan->amount, 10.0 / 7.0));
        // planner defaults where the provider publishes no terms
        auto spot = cost::resolvePrice(usd, Billing::Spot, t, x, "", "CNY");
        QVERIFY(spot && near(spot->amount, 7.0 * cost::kDefaultSpotFraction));
        QVERIFY(t.spot.riskDefaulted && t.granularityDefaulted);
        QVERIFY(!cost::exchangeFrom(Catalog{}).convert(1.0, "EUR", "CNY"));
    }

    void theAskedRegionsPriceWins()
    {
        InstanceType i = inst("tc.a10.small");
        i.prices = {test::price(Billing::OnDemand, 12.0, "CNY", "test-east"),
                    test::price(Billing::OnDemand, 9.0, "CNY", "test-west")};
        const cost::Exchange x = cost::exchangeFrom(test::plannerCatalog());
        auto east = cost::resolvePrice(i, Billing::OnDemand, testTerms(), x, "test-east", "CNY");
        QVERIFY(east && near(east->amount, 12.0) && east->region == "test-east");
        auto any = cost::resolvePrice(i, Billing::OnDemand, testTerms(), x, "", "CNY");
        QVERIFY(any && near(any->amount, 9.0) && any->region == "test-west");
    }

    void checkpointsHoldTrainableStates()
    {
        // full fine-tune, bf16 + fp32 master + AdamW: 2 + 4 + 8 = 14 bytes per parameter
        Workload w;
        w.model.params = 1e9;
        w.method = Method::Full;
        w.precision = Precision::BF16;
        w.masterWeights = true;
        w.optimizer = Optimizer::AdamW;
        QVERIFY(near(cost::checkpointBytes(w), 14e9));
        w.optimizer = Optimizer::Sgd; // momentum only: 2 + 4 + 4
        QVERIFY(near(cost::checkpointBytes(w), 10e9));
        // LoRA keeps the adapters only
        const Plan plan = test::planFor(test::loraJob());
        const Candidate *c = test::findCandidate(plan, "tc.a10.small", 1, Billing::OnDemand);
        QVERIFY(c && c->estimate);
        QVERIFY(near(c->checkpointBytes, memory::trainableParams(c->estimate->workload) * 14.0));
        QVERIFY(c->checkpointBytes < 1e9);
    }

    void storageIsPricedForTheJobsDuration()
    {
        // 100 GB at 1 CNY per GB-month for 73 h (a tenth of 730 h): 10 CNY
        const cost::Exchange x = cost::exchangeFrom(test::plannerCatalog());
        StorageOption ssd = test::storage("t", "ssd", StorageOption::Kind::Block, false, 350, 350, 1.0);
        QVERIFY(near(*cost::storageCost(ssd, 100e9, 73.0, x, "CNY"), 10.0));
        ssd.minSizeGib = 1000; // a minimum size bills 1000 GiB = 1073.7 GB
        QVERIFY(near(*cost::storageCost(ssd, 100e9, 73.0, x, "CNY"), 107.3741824));
        // the shared file system for several nodes, a disk for one
        const ProviderInfo *p = test::plannerCatalog().findProvider("testcloud");
        QCOMPARE(cost::dataStorageFor(p, 4)->id, std::string("tc-cpfs"));
        QCOMPARE(cost::dataStorageFor(p, 1)->id, std::string("tc-ssd"));
        QCOMPARE(cost::checkpointStorageFor(p)->id, std::string("tc-ssd"));
        QVERIFY(!cost::dataStorageFor(nullptr, 1));
    }

    void aPlannedCandidateAddsUp()
    {
        // The planner's figures for one candidate equal the cost model's arithmetic.
        const Plan plan = test::planFor(test::loraJob());
        const Candidate *od = test::findCandidate(plan, "tc.a10.small", 1, Billing::OnDemand);
        const Candidate *spot = test::findCandidate(plan, "tc.a10.small", 1, Billing::Spot);
        QVERIFY(od && spot && od->fits());
        const double T = od->estimate->timeHours;
        QVERIFY(near(od->cost.compute, 10.0 * std::ceil(T)));
        QVERIFY(near(od->timeHours, T));
        QVERIFY(near(spot->cost.compute, 3.0 * std::ceil(T)));
        QVERIFY(near(spot->timeHours, T * spot->spot->overheadFactor));
        QVERIFY(near(spot->cost.interruptions, 3.0 * (std::ceil(spot->timeHours) - std::ceil(T))));
        // storage: the data set on the SSD and two checkpoints, for the run's hours
        QVERIFY(near(od->cost.storage, od->datasetBytes / 1e9 * 1.0 * T / 730.0));
        QVERIFY(near(od->cost.checkpoints, 2 * od->checkpointBytes / 1e9 * 1.0 * T / 730.0));
        QVERIFY(near(od->costTotal(),
                     od->cost.compute + od->cost.interruptions + od->cost.storage + od->cost.checkpoints));
        QCOMPARE(od->dataStorage, std::string("tc-ssd"));
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
