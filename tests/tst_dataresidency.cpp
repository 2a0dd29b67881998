#include "JobParser.h"
#include "TestCatalog.h"

#include <QtTest>

#include <set>
#include <string>

using namespace tp;
using test::shippedCatalog;

namespace {

const char *kLora = R"({"model": {"preset": "llama-3-8b"}, "method": "lora", "data": {"tokens": 1e9}})";

PlanResult planJson(const std::string &json)
{
    JobParser::Result r = JobParser::parse(json, "job.json");
    if (!r.job)
        qFatal("test job does not parse: %s", json.c_str());
    return Planner(shippedCatalog()).plan(*r.job, {}, "job.json");
}

std::string withBudget(const std::string &budget)
{
    std::string job = kLora;
    job.pop_back();
    return job + ", \"budget\": " + budget + "}";
}

std::set<std::string> mainlandRegions()
{
    std::set<std::string> out;
    for (const ProviderInfo &p : shippedCatalog().providers)
        for (const Region &r : p.regions)
            if (r.mainlandChina)
                out.insert(p.id + "/" + r.id);
    return out;
}

} // namespace

// budget.data_residency "cn-mainland" (spec/cli.md; seed 004's compliance point): data that must
// stay in mainland China is planned on mainland regions only, priced there, and the plan says so.
class TestDataResidency : public QObject
{
    Q_OBJECT

private slots:
    void theCatalogMarksMainlandRegions()
    {
        const std::set<std::string> mainland = mainlandRegions();
        QVERIFY(mainland.count("alibaba/cn-hangzhou"));
        QVERIFY(mainland.count("tencent/ap-shanghai"));
        QVERIFY(mainland.count("huawei/cn-north-4"));
        QVERIFY(mainland.count("baidu/bj"));
        QVERIFY(!mainland.count("tencent/ap-hongkong"));
        QVERIFY(!mainland.count("baidu/hkg"));
        QVERIFY(!mainland.count("alibaba/ap-southeast-1"));
        for (const std::string &r : mainland)
            QVERIFY2(r.rfind("aws/", 0) != 0, r.c_str());
    }

    void candidatesStayInMainlandRegions()
    {
        const PlanResult anywhere = planJson(kLora);
        QVERIFY(anywhere.plan);
        bool awsAnywhere = false;
        for (const Candidate &c : anywhere.plan->candidates)
            awsAnywhere = awsAnywhere || c.instance->provider == "aws";
        QVERIFY(awsAnywhere); // without the rule, overseas candidates are planned

        const PlanResult r = planJson(withBudget(R"({"data_residency": "cn-mainland"})"));
        QVERIFY(r.plan);
        const Plan &plan = *r.plan;
        QVERIFY(plan.recommended());
        const std::set<std::string> mainland = mainlandRegions();
        for (const Candidate &c : plan.candidates) {
            QVERIFY2(c.instance->provider != "aws", c.instance->id.c_str());
            if (c.price && !c.price->region.empty())
                QVERIFY2(mainland.count(c.instance->provider + "/" + c.price->region),
                         (c.instance->id + " priced in " + c.price->region).c_str());
        }
        bool said = false;
        for (const Assumption &a : plan.assumptions)
            if (a.code == "data-residency") {
                said = true;
                QVERIFY(a.params["excluded"].get<int>() > 0);
            }
        QVERIFY(said);
    }

    void aRegionOutsideIsAConflict()
    {
        const PlanResult r = planJson(withBudget(R"({"data_residency": "cn-mainland", "region": "ap-hongkong"})"));
        QVERIFY(!r.plan);
        bool found = false;
        for (const Problem &p : r.problems)
            found = found || (p.path == "/budget/region" && p.code == "conflict");
        QVERIFY(found);
        // a mainland region is fine
        QVERIFY(planJson(withBudget(R"({"data_residency": "cn-mainland", "region": "ap-shanghai"})")).plan);
    }

    void anUnknownRuleIsBadInput()
    {
        JobParser::Result r = JobParser::parse(withBudget(R"({"data_residency": "eu"})"), "job.json");
        QVERIFY(!r.job);
        bool found = false;
        for (const Problem &p : r.problems)
            found = found || p.path == "/budget/data_residency";
        QVERIFY(found);
    }

    // The presets come from Chinese guides: their data stays in mainland China by default.
    void scenarioPresetsKeepDataInMainlandChina()
    {
        Problems problems;
        const ScenarioLoadResult s = loadScenarios(readScenarioFolder(TRAINPLAN_CATALOG_DIR, problems));
        QVERIFY(s.ok() && !s.scenarios.empty());
        for (const ScenarioPreset &p : s.scenarios)
            QCOMPARE(p.job.dataResidency, std::string("cn-mainland"));
    }
};

QTEST_GUILESS_MAIN(TestDataResidency)
#include "tst_dataresidency.moc"
