#include "TestCatalog.h"
#include "core/JobParser.h"

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
    if (!r.value)
        qFatal("test job does not parse: %s", json.c_str());
    return Planner(shippedCatalog()).plan(*r.value, {}, "job.json");
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
        // AWS's only mainland regions are its China regions, run by Sinnet and NWCD
        QVERIFY(mainland.count("aws/cn-north-1") && mainland.count("aws/cn-northwest-1"));
        QVERIFY(!mainland.count("aws/ap-east-1") && !mainland.count("aws/us-east-1"));
        for (const std::string &r : mainland)
            if (r.rfind("aws/", 0) == 0)
                QVERIFY2(r == "aws/cn-north-1" || r == "aws/cn-northwest-1", r.c_str());
    }

    void candidatesStayInMainlandRegions()
    {
        const PlanResult anywhere = planJson(kLora);
        QVERIFY(anywhere.value);
        bool awsAnywhere = false;
        for (const Candidate &c : anywhere.value->candidates)
            awsAnywhere = awsAnywhere || c.instance->provider == "aws";
        QVERIFY(awsAnywhere); // without the rule, overseas candidates are planned

        const PlanResult r = planJson(withBudget(R"({"data_residency": "cn-mainland"})"));
        QVERIFY(r.value);
        const Plan &plan = *r.value;
        QVERIFY(plan.recommended());
        const std::set<std::string> mainland = mainlandRegions();
        for (const Candidate &c : plan.candidates) {
            // AWS only in its China regions, priced in yuan there
            if (c.instance->provider == "aws" && c.price)
                QVERIFY2(c.price->originalCurrency == "CNY", c.instance->id.c_str());
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
        const PlanResult r =
            planJson(withBudget(R"({"data_residency": "cn-mainland", "region": "ap-hongkong"})"));
        QVERIFY(!r.value);
        bool found = false;
        for (const Problem &p : r.problems)
            found = found || (p.path == "/budget/region" && p.code == "conflict");
        QVERIFY(found);
        // a mainland region is fine
        QVERIFY(planJson(withBudget(R"({"data_residency": "cn-mainland", "region": "ap-shanghai"})")).value);
    }

    void anUnknownRuleIsBadInput()
    {
        JobParser::Result r = JobParser::parse(withBudget(R"({"data_residency": "eu"})"), "job.json");
        QVERIFY(!r.value);
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

    // The compliance note of the Chinese guides: a GPU under export controls, rented in mainland
    // China, carries a warning naming the rule; the same GPU overseas and other GPUs do not.
    void exportControlledGpusInMainlandChinaAreNamed()
    {
        const PlanResult r = planJson(kLora);
        QVERIFY(r.value);
        const Catalog &catalog = shippedCatalog();
        int warned = 0, overseasControlled = 0;
        for (const Candidate &c : r.value->candidates) {
            if (!c.price)
                continue;
            const Gpu *gpu = catalog.findGpu(c.instance->gpu);
            QVERIFY(gpu);
            bool has = false;
            for (const Note &w : c.warnings())
                if (w.code == "export-controlled") {
                    has = true;
                    QCOMPARE(w.params["gpu"].get<std::string>(), gpu->id);
                    QVERIFY(w.params["rule"].get<std::string>().find("BIS") != std::string::npos ||
                            w.params["rule"].get<std::string>().find("licence") != std::string::npos);
                    QVERIFY(!w.params["rule_zh"].get<std::string>().empty());
                }
            bool mainland = false;
            for (const ProviderInfo &p : catalog.providers)
                for (const Region &reg : p.regions)
                    if (p.id == c.instance->provider && reg.id == c.price->region)
                        mainland = reg.mainlandChina;
            if (c.instance->provider == "aws" && !mainland) {
                QVERIFY2(!has, c.instance->id.c_str()); // AWS outside its China regions
                overseasControlled += gpu->exportControl ? 1 : 0;
            } else if (!c.price->region.empty()) {
                QCOMPARE(has, gpu->exportControl.has_value() && mainland);
            }
            if (!gpu->exportControl)
                QVERIFY2(!has, c.instance->id.c_str());
            warned += has ? 1 : 0;
        }
        QVERIFY(warned > 0);
        QVERIFY(overseasControlled > 0); // the overseas side of the rule was exercised
        // the catalog names the rule for the GPUs the guides plan with, and none for the A10 or T4
        for (const char *id : {"A100-SXM4-80GB", "A800-SXM4-80GB", "H800-SXM5-80GB", "H20"})
            QVERIFY2(catalog.findGpu(id) && catalog.findGpu(id)->exportControl, id);
        for (const char *id : {"A10", "T4", "V100-SXM2-32GB", "Ascend-910B"})
            QVERIFY2(catalog.findGpu(id) && !catalog.findGpu(id)->exportControl, id);
    }
};

QTEST_GUILESS_MAIN(TestDataResidency)
#include "tst_dataresidency.moc"
