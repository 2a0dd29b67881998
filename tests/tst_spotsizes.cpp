// Spot by size: 8-GPU nodes are reclaimed more often, take longer to replace and are scarce, so a
// spot fleet beyond the provider's spot capacity is rejected with the reason, a multi-node spot
// recommendation says what it risks, and the catalog's size classes load (or fail) with a path.
#include "PlannerTestCatalog.h"
#include "TestCatalog.h"
#include "core/CatalogLoader.h"
#include "core/JobParser.h"
#include "core/planner/CostModel.h"

#include <QtTest>
#include <algorithm>
#include <string>

using namespace tp;
using nlohmann::json;

namespace {

json fleetJob(int nodes, const std::vector<std::string> &billing)
{
    return {{"model", {{"preset", "llama-2-13b"}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"seq_len", 1024},
            {"global_batch", 64},
            {"data", {{"samples", 20000}, {"tokens_per_sample", 1024}}},
            {"hardware", {{"instance", "tc.a100.8x"}, {"nodes", nodes}}},
            {"budget", {{"billing", billing}}}};
}

Plan planOn(const Catalog &catalog, const json &job)
{
    PlanResult r = Planner(catalog).plan(test::jobFrom(job), {}, "job.json");
    if (!r.value)
        qFatal("test job does not plan");
    return *r.value;
}

const Candidate *find(const Plan &plan, int nodes, Billing billing)
{
    for (const Candidate &c : plan.candidates)
        if (c.nodes == nodes && c.billing == billing)
            return &c;
    return nullptr;
}

bool hasCode(const std::vector<Note> &notes, const std::string &code)
{
    return std::any_of(notes.begin(), notes.end(), [&](const Note &n) { return n.code == code; });
}

const Note *reason(const Plan &plan, const std::string &code)
{
    if (!plan.recommendation)
        return nullptr;
    for (const Note &n : plan.recommendation->reasons)
        if (n.code == code)
            return &n;
    return nullptr;
}

// The test provider of tst_catalogloader with one spot size class inserted.
std::string providerWithClasses(const std::string &classes)
{
    return R"({ "schema": 1, "kind": "instances", "provider": "test",
  "provider_name": { "en": "Test Cloud", "zh": "测试云" }, "currency": "CNY",
  "billing": { "granularity_s": 1,
    "spot": { "price_fraction": 0.3, "interruptions_per_hour": 0.05, "restart_minutes": 10,
              "source": "test spot doc", "date": "2024-05", "confidence": "estimate", "derivation": "test rule",
              "size_classes": )" +
           classes + R"( } },
  "regions": [ { "id": "r-east", "name": { "en": "East", "zh": "华东" } } ],
  "families": [ { "id": "t1", "gpu": "A10", "rdma": "none", "nvlink": false,
    "source": "test doc", "date": "2024", "confidence": "list",
    "sizes": [ { "instance_type": "t1.large", "gpus": 1, "vcpu": 8, "memory_gib": 32, "network_gbps": 10 } ] } ] })";
}

CatalogLoader::Result loadProvider(const std::string &classes)
{
    Problems problems;
    std::vector<SourceText> files;
    for (SourceText &f : readCatalogFolder(TRAINPLAN_CATALOG_DIR, problems))
        if (f.name.find("gpus.json") != std::string::npos)
            files.push_back(std::move(f));
    files.push_back({"instances-test.json", providerWithClasses(classes)});
    return CatalogLoader::load(files);
}

const char *kEightGpuClass = R"([ { "min_gpus": 8, "interruptions_per_hour": 0.15, "restart_minutes": 60,
    "capacity_gpus": 16, "source": "test advisor", "date": "2025-05", "confidence": "estimate",
    "derivation": "3x the small sizes" } ])";

} // namespace

class SpotSizesTest : public QObject
{
    Q_OBJECT

private slots:
    void aSizeGetsTheLargestClassItReaches()
    {
        const cost::Terms terms = cost::termsFor(&test::scarceSpotCatalog().providers.front());
        const cost::SpotTerms small = terms.spotFor(1);
        QCOMPARE(small.sizeClassMinGpus, 0);
        QCOMPARE(small.interruptionsPerHour, 0.05);
        QCOMPARE(small.restartMinutes, 10.0);
        QVERIFY(!small.capacityGpus);
        QCOMPARE(small.provenance.source, std::string("test terms"));

        const cost::SpotTerms large = terms.spotFor(8);
        QCOMPARE(large.sizeClassMinGpus, 8);
        QCOMPARE(large.interruptionsPerHour, 0.15);
        QCOMPARE(large.restartMinutes, 60.0);
        QCOMPARE(large.capacityGpus.value_or(0), 8);
        QCOMPARE(large.fraction, 0.3); // the class leaves the price fraction to the spot block
        QCOMPARE(large.provenance.source, std::string("test spot classes"));
        QCOMPARE(terms.spotFor(16).sizeClassMinGpus, 8);
    }

    void aFleetBeyondSpotCapacityIsRejectedWithTheReason()
    {
        const Plan plan = planOn(test::scarceSpotCatalog(), fleetJob(2, {"ondemand", "spot"}));
        const Candidate *spot = find(plan, 2, Billing::Spot);
        QVERIFY(spot);
        QVERIFY(!spot->feasible);
        QCOMPARE(spot->reasons.size(), std::size_t(1));
        const Note &why = spot->reasons.front();
        QCOMPARE(why.code, std::string("spot-capacity"));
        QCOMPARE(why.params["gpus"].get<int>(), 16);
        QCOMPARE(why.params["capacity_gpus"].get<int>(), 8);
        QVERIFY(why.message.find("16 spot GPUs") != std::string::npos);

        // on demand wins, and the recommendation says why the cheaper spot fleet is not the answer
        const Candidate *onDemand = find(plan, 2, Billing::OnDemand);
        QVERIFY(onDemand && onDemand->recommended);
        QVERIFY(spot->costTotal() < onDemand->costTotal());
        const Note *passed = reason(plan, "spot-capacity-passed-over");
        QVERIFY(passed);
        QCOMPARE(passed->params["nodes"].get<int>(), 2);
        QCOMPARE(passed->params["billing"].get<std::string>(), std::string("spot"));
        // the plan lists the class it applied
        const auto &as = plan.assumptions;
        QVERIFY(std::any_of(as.begin(), as.end(), [](const Assumption &a) {
            return a.code == "spot-size-class" && a.params["capacity_gpus"] == 8 && a.params["min_gpus"] == 8;
        }));
    }

    void oneNodeWithinCapacityStaysFeasibleAtTheLargeSizeRate()
    {
        const Plan plan = planOn(test::scarceSpotCatalog(), fleetJob(1, {"spot"}));
        const Candidate *spot = find(plan, 1, Billing::Spot);
        QVERIFY(spot && spot->feasible && spot->spot);
        QCOMPARE(spot->spot->interruptionsPerNodeHour, 0.15);
        QCOMPARE(spot->spot->restartMinutes, 60.0);
        QVERIFY(!reason(plan, "spot-fleet-risk")); // one node: nothing else to lose
        QVERIFY(!reason(plan, "spot-capacity-passed-over"));
    }

    void aMultiNodeSpotRecommendationSaysWhatItRisks()
    {
        const Plan plan = planOn(test::plannerCatalog(), fleetJob(2, {"spot"}));
        const Candidate *spot = find(plan, 2, Billing::Spot);
        QVERIFY(spot && spot->recommended);
        const Note *risk = reason(plan, "spot-fleet-risk");
        QVERIFY(risk);
        QCOMPARE(risk->params["nodes"].get<int>(), 2);
        QCOMPARE(risk->params["mtbf_hours"].get<double>(), spot->spot->mtbfHours);
        QVERIFY(!hasCode(spot->reasons, "spot-capacity")); // no size class, no capacity limit
    }

    void theSeventyBPresetRecommendsNoSpotFleetBeyondCapacity()
    {
        const Plan plan = test::plannedScenario("pretrain-70b-8xa100-rdma");
        QVERIFY(plan.recommendation);
        const Catalog &catalog = test::shippedCatalog();
        int rejected = 0;
        for (const Candidate &c : plan.candidates) {
            if (c.billing != Billing::Spot)
                continue;
            const cost::Terms terms = cost::termsFor(catalog.findProvider(c.instance->provider));
            const cost::SpotTerms st = terms.spotFor(c.gpusPerNode());
            QVERIFY2(st.capacityGpus,
                     c.instance->id.c_str()); // every shipped provider has a capacity for 8-GPU sizes
            if (c.totalGpus() > *st.capacityGpus) {
                QVERIFY(hasCode(c.reasons, "spot-capacity"));
                QVERIFY(!c.feasible && !c.recommended);
                ++rejected;
            }
        }
        QVERIFY(rejected > 0);
        const Candidate &rec = plan.candidates[plan.recommendation->index];
        if (rec.billing == Billing::Spot && rec.nodes > 1)
            QVERIFY(reason(plan, "spot-fleet-risk"));
        // the 8-node spot fleet that used to win is named as passed over
        QVERIFY(reason(plan, "spot-capacity-passed-over"));
    }

    void theCatalogReadsSizeClasses()
    {
        const CatalogLoader::Result r = loadProvider(kEightGpuClass);
        for (const Problem &p : r.problems)
            qWarning("%s", p.toString().c_str());
        QVERIFY(r.ok());
        const ProviderInfo *p = r.catalog.findProvider("test");
        QVERIFY(p);
        QCOMPARE(p->billing.spotSizeClasses.size(), std::size_t(1));
        const SpotSizeClass &c = p->billing.spotSizeClasses.front();
        QCOMPARE(c.minGpus, 8);
        QCOMPARE(c.interruptionsPerHour.value_or(0), 0.15);
        QCOMPARE(c.restartMinutes.value_or(0), 60.0);
        QCOMPARE(c.capacityGpus.value_or(0), 16);
        QVERIFY(!c.priceFraction);
        QCOMPARE(c.provenance.derivation, std::string("3x the small sizes"));
    }

    void aBadSizeClassIsNamed_data()
    {
        QTest::addColumn<QString>("classes");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::newRow("no figure")
            << R"([ { "min_gpus": 8, "source": "s", "date": "2025", "confidence": "list" } ])"
            << "missing-field"
            << "/billing/spot/size_classes/0";
        QTest::newRow("out of order")
            << R"([ { "min_gpus": 8, "capacity_gpus": 16, "source": "s", "date": "2025", "confidence": "list" },
                    { "min_gpus": 4, "capacity_gpus": 32, "source": "s", "date": "2025", "confidence": "list" } ])"
            << "out-of-range"
            << "/billing/spot/size_classes/1/min_gpus";
        QTest::newRow("capacity zero")
            << R"([ { "min_gpus": 8, "capacity_gpus": 0, "source": "s", "date": "2025", "confidence": "list" } ])"
            << "out-of-range"
            << "/billing/spot/size_classes/0/capacity_gpus";
        QTest::newRow("no source")
            << R"([ { "min_gpus": 8, "capacity_gpus": 16, "date": "2025", "confidence": "list" } ])"
            << "missing-field"
            << "/billing/spot/size_classes/0/source";
        QTest::newRow("estimate without derivation")
            << R"([ { "min_gpus": 8, "capacity_gpus": 16, "source": "s", "date": "2025", "confidence": "estimate" } ])"
            << "missing-field"
            << "/billing/spot/size_classes/0/derivation";
        QTest::newRow("misspelt key")
            << R"([ { "min_gpus": 8, "capacity_gpu": 16, "source": "s", "date": "2025", "confidence": "list" } ])"
            << "unknown-key"
            << "/billing/spot/size_classes/0/capacity_gpu";
        QTest::newRow("not a list") << R"({ "min_gpus": 8 })"
                                    << "wrong-type"
                                    << "/billing/spot/size_classes";
    }

    void aBadSizeClassIsNamed()
    {
        QFETCH(QString, classes);
        QFETCH(QString, code);
        QFETCH(QString, path);
        const CatalogLoader::Result r = loadProvider(classes.toStdString());
        QVERIFY(!r.ok());
        const bool found = std::any_of(r.problems.begin(), r.problems.end(), [&](const Problem &p) {
            return p.code == code.toStdString() && p.path == path.toStdString() &&
                   p.file == "instances-test.json";
        });
        if (!found)
            for (const Problem &p : r.problems)
                qWarning("%s", p.toString().c_str());
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(SpotSizesTest)
#include "tst_spotsizes.moc"
