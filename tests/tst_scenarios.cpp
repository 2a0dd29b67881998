#include "TestCatalog.h"
#include "core/planner/PlanJson.h"
#include "core/planner/Planner.h"
#include "core/planner/Scenario.h"

#include <QtTest>
#include <cmath>

using namespace tp;

namespace {

const std::vector<ScenarioPreset> &shippedScenarios()
{
    static const std::vector<ScenarioPreset> scenarios = [] {
        Problems problems;
        ScenarioLoadResult r = loadScenarios(readScenarioFolder(TRAINPLAN_CATALOG_DIR, problems));
        r.problems.insert(r.problems.end(), problems.begin(), problems.end());
        for (const Problem &p : r.problems)
            qWarning("%s", p.toString().c_str());
        if (!r.ok())
            qFatal("the shipped scenario presets do not load");
        return r.scenarios;
    }();
    return scenarios;
}

// The shipped catalog with a placeholder on-demand price for every instance type that has none,
// for a scenario whose hardware the catalog does not price yet (the test then still checks the
// planner's enumeration, fit and recommendation on the real instance types).
const Catalog &pricedCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = test::shippedCatalog();
        for (InstanceType &i : c.instances)
            if (std::none_of(i.prices.begin(), i.prices.end(),
                             [](const Price &p) { return p.billing == Billing::OnDemand; }))
                i.prices.push_back({Billing::OnDemand,
                                    10.0 * std::max(1, i.gpus),
                                    "CNY",
                                    "",
                                    {"test placeholder", "", "estimate", "10 CNY per GPU-hour"}});
        return c;
    }();
    return catalog;
}

} // namespace

// The scenario presets of catalog/scenarios: they load as job files, reproduce the seed guides'
// configurations, and each plans on the shipped catalog to at least one feasible candidate and
// exactly one recommendation.
class TestScenarios : public QObject
{
    Q_OBJECT

private slots:
    void presetsLoadWithNamesInBothLanguages()
    {
        const auto &all = shippedScenarios();
        QVERIFY(all.size() >= 8);
        for (const ScenarioPreset &s : all) {
            QVERIFY2(!s.name.en.empty() && !s.name.zh.empty(), s.id.c_str());
            QVERIFY2(!s.description.en.empty() && !s.description.zh.empty(), s.id.c_str());
            QVERIFY2(!s.source.empty(), s.id.c_str());
            QVERIFY2(s.file.find(s.id + ".json") != std::string::npos, s.file.c_str());
        }
        for (const char *id :
             {"llama3-8b-lora-a10", "llama3-8b-qlora-a10", "llama3-8b-lora-a100", "yolov8-2xv100",
              "prototype-t4", "finetune-13b-full-8xa100", "pretrain-70b-8xa100-rdma", "bert-base-finetune"})
            QVERIFY2(findScenario(all, id), id);
    }

    void presetsReproduceTheSeedConfigurations()
    {
        const auto &all = shippedScenarios();
        const Job &qlora = findScenario(all, "llama3-8b-qlora-a10")->job;
        QVERIFY(qlora.method == Method::QLora);
        QCOMPARE(qlora.gpu, std::string("A10"));
        const Job &yolo = findScenario(all, "yolov8-2xv100")->job;
        QCOMPARE(yolo.gpusPerNode.value_or(0), 2);
        QVERIFY(yolo.gpu.rfind("V100", 0) == 0);
        const Job &big = findScenario(all, "pretrain-70b-8xa100-rdma")->job;
        QCOMPARE(big.gpusPerNode.value_or(0), 8);
        QVERIFY(big.rdma.value_or(false));
        QVERIFY(!big.nodesGiven); // the planner chooses the node count
        QCOMPARE(findScenario(all, "prototype-t4")->job.gpu, std::string("T4"));
    }

    void everyPresetPlansToOneRecommendation_data()
    {
        QTest::addColumn<QString>("id");
        for (const ScenarioPreset &s : shippedScenarios())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everyPresetPlansToOneRecommendation()
    {
        QFETCH(QString, id);
        const ScenarioPreset *s = findScenario(shippedScenarios(), id.toStdString());
        QVERIFY(s);
        PlanResult r = Planner(test::shippedCatalog()).plan(s->job, {}, s->file);
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        bool anyPriced = false;
        for (const Candidate &c : r.value->candidates)
            anyPriced = anyPriced || c.priced();
        if (!anyPriced) {
            qWarning(
                "%s: the shipped catalog prices none of its candidates; planning with placeholder prices",
                s->id.c_str());
            r = Planner(pricedCatalog()).plan(s->job, {}, s->file);
            QVERIFY(r.value);
        }
        const Plan &plan = *r.value;
        QVERIFY2(plan.stats.feasible >= 1,
                 qPrintable(QString::fromStdString(toJson(plan, PlanSelection{3}).dump(1))));
        int recommended = 0;
        for (const Candidate &c : plan.candidates) {
            recommended += c.recommended;
            QVERIFY(std::isfinite(c.timeHours) && std::isfinite(c.costTotal()));
            if (!c.feasible)
                QVERIFY(!c.reasons.empty());
        }
        QCOMPARE(recommended, 1);
        QVERIFY(plan.recommended()->feasible && plan.recommended()->pareto);
        QVERIFY(!plan.recommendation->reasons.empty());
        QCOMPARE(plan.job.scenario, s->id);
    }

    void brokenPresetsAreReportedWithFileAndPath()
    {
        const std::vector<SourceText> files = {
            {"a.json", R"({"model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e9}})"},
            {"b.json", R"({"scenario": {"id": "x", "name": {"en": "X"}}, "model": {"preset": "llama-3-8b"},
                           "data": {"tokens": 1e9}})"},
            {"c.json",
             R"({"scenario": {"id": "y"}, "model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e9},
                           "colour": "red"})"},
            {"d.json",
             R"({"scenario": {"id": "z"}, "model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e9}})"},
            {"e.json",
             R"({"scenario": {"id": "z"}, "model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e9}})"},
        };
        ScenarioLoadResult r = loadScenarios(files);
        QVERIFY(!r.ok());
        QVERIFY(test::hasProblem(r.problems, "missing-field", "/scenario"));
        QVERIFY(test::hasProblem(r.problems, "missing-field", "/scenario/name/zh"));
        QVERIFY(test::hasProblem(r.problems, "unknown-key", "/colour"));
        QVERIFY(test::hasProblem(r.problems, "duplicate-id", "/scenario/id"));
        QCOMPARE(r.scenarios.size(), std::size_t(1)); // d.json
    }
};

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
