#include "CatalogLoader.h"
#include "TestCatalog.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>

using namespace tp;
using tp::test::describe;
using tp::test::hasProblem;

namespace {

// A small valid catalog to break one field at a time.
const char *kGpus = R"({ "schema": 1, "kind": "gpus", "gpus": [ {
  "id": "X1", "name": "Test X1", "vendor": "Test", "generation": "ampere",
  "memory_gib": 24, "memory_bandwidth_gbps": 600,
  "tflops": { "fp32": 30, "fp16": 120, "bf16": 120 },
  "interconnect": { "kind": "pcie", "pcie_gen": 4, "gbps": 32 }, "tdp_w": 150,
  "source": "test datasheet", "date": "2024-01", "confidence": "list" } ] })";

const char *kInstances = R"({ "schema": 1, "kind": "instances", "provider": "test",
  "provider_name": { "en": "Test Cloud", "zh": "测试云" },
  "families": [ { "id": "t1", "gpu": "X1", "rdma": "none", "nvlink": false,
    "source": "test doc", "date": "2024", "confidence": "list",
    "sizes": [ { "instance_type": "t1.large", "gpus": 1, "vcpu": 8, "memory_gib": 32, "network_gbps": 10 } ] } ] })";

CatalogLoader::Result loadWith(const std::string &gpus, const std::string &instances = kInstances)
{
    return CatalogLoader::load({{"gpus.json", gpus}, {"instances-test.json", instances}});
}

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("test fixture does not contain %s", from.c_str());
    return text.replace(at, from.size(), to);
}

} // namespace

// CatalogLoader: the shipped catalog loads clean, and every kind of defect is reported with file
// and JSON path, all of them at once.
class TestCatalogLoader : public QObject
{
    Q_OBJECT

private slots:
    void shippedCatalogHasNoProblems()
    {
        Problems problems;
        auto files = readCatalogFolder(TRAINPLAN_CATALOG_DIR, problems);
        auto result = CatalogLoader::load(files);
        QVERIFY2(result.problems.empty(), qPrintable(describe(result.problems)));
        QVERIFY(result.catalog.gpus.size() >= 18);
    }

    void shippedCatalogKnowsEveryIdOfTheCliSpec()
    {
        const Catalog &c = test::shippedCatalog();
        for (const char *gpu : {"T4", "A10", "A10G", "L4", "L20", "L40S", "V100-SXM2-16GB", "V100-SXM2-32GB",
                                "V100-PCIe-16GB", "A100-SXM4-40GB", "A100-SXM4-80GB", "A100-PCIe-80GB",
                                "A800-SXM4-80GB", "H100-SXM5-80GB", "H800-SXM5-80GB", "H20", "H200-SXM-141GB",
                                "Ascend-910B"})
            QVERIFY2(c.findGpu(gpu), gpu);
        for (const char *model : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b", "qwen2-7b",
                                  "qwen2-72b", "gpt3-175b", "bert-base", "bert-large", "resnet-50", "yolov8n",
                                  "yolov8s", "yolov8m", "yolov8l", "yolov8x"})
            QVERIFY2(c.findModel(model), model);
    }

    void shippedCatalogCoversTheAlibabaFamilies()
    {
        std::set<std::string> families;
        for (const auto &i : test::shippedCatalog().instances)
            if (i.provider == "alibaba")
                families.insert(i.family);
        for (const char *f : {"gn6i", "gn6v", "gn6e", "gn7i", "gn7", "gn7e", "gn8is", "gn8v", "ebmgn7e", "ebmgn8v"})
            QVERIFY2(families.count(f), f);
        // seed 004 calls gn7i an 8 x A100 type; the vendor docs say A10
        QCOMPARE(test::shippedCatalog().findInstance("ecs.gn7i-c8g1.2xlarge")->gpu, std::string("A10"));
    }

    void everyShippedRecordCarriesProvenance()
    {
        const Catalog &c = test::shippedCatalog();
        auto check = [](const SourcedRecord &r, const std::string &what) {
            const Provenance &p = r.provenance;
            QVERIFY2(!p.source.empty() && !p.date.empty(), what.c_str());
            QVERIFY2(p.confidence == "list" || p.confidence == "reported" || p.confidence == "estimate", what.c_str());
            if (p.confidence == "estimate")
                QVERIFY2(!p.derivation.empty(), what.c_str());
        };
        for (const auto &g : c.gpus)
            check(g, g.id);
        for (const auto &m : c.models)
            check(m, m.id);
        for (const auto &i : c.instances) {
            check(i, i.id);
            for (const auto &p : i.prices)
                QVERIFY2(!p.provenance.source.empty() && !p.provenance.date.empty(), i.id.c_str());
        }
    }

    void validFixtureLoads()
    {
        auto r = loadWith(kGpus);
        QVERIFY2(r.ok(), qPrintable(describe(r.problems)));
        QCOMPARE(r.catalog.instances.size(), std::size_t(1));
        QCOMPARE(r.catalog.instances[0].gpu, std::string("X1"));
    }

    void eachDefectIsReportedWithFileAndPath_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown key") << R"("tdp_w": 150,)" << R"("tdp_w": 150, "tdp_watts": 1,)" << "unknown-key" << "/gpus/0/tdp_watts";
        QTest::newRow("missing field") << R"("memory_gib": 24, )" << "" << "missing-field" << "/gpus/0/memory_gib";
        QTest::newRow("wrong type") << R"("memory_gib": 24)" << R"("memory_gib": "24")" << "wrong-type" << "/gpus/0/memory_gib";
        QTest::newRow("non-positive") << R"("memory_bandwidth_gbps": 600)" << R"("memory_bandwidth_gbps": 0)" << "out-of-range" << "/gpus/0/memory_bandwidth_gbps";
        QTest::newRow("negative tflops") << R"("fp16": 120)" << R"("fp16": -120)" << "out-of-range" << "/gpus/0/tflops/fp16";
        QTest::newRow("bad confidence") << R"("confidence": "list")" << R"("confidence": "sure")" << "unknown-value" << "/gpus/0/confidence";
        QTest::newRow("estimate without derivation") << R"("confidence": "list")" << R"("confidence": "estimate")" << "missing-field" << "/gpus/0/derivation";
        QTest::newRow("bad date") << R"("date": "2024-01")" << R"("date": "Jan 2024")" << "bad-date" << "/gpus/0/date";
        QTest::newRow("unknown generation") << R"("ampere")" << R"("kepler")" << "unknown-value" << "/gpus/0/generation";
    }
    void eachDefectIsReportedWithFileAndPath()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, code);
        QFETCH(QString, path);
        auto r = loadWith(replaced(kGpus, from.toStdString(), to.toStdString()));
        QVERIFY(!r.ok());
        QVERIFY2(hasProblem(r.problems, code.toStdString(), path.toStdString()), qPrintable(describe(r.problems)));
        for (const auto &p : r.problems)
            QVERIFY(!p.file.empty());
    }

    void unresolvedGpuReferenceIsAnError()
    {
        auto r = loadWith(kGpus, replaced(kInstances, R"("gpu": "X1")", R"("gpu": "X9")"));
        QVERIFY(hasProblem(r.problems, "unknown-gpu", "/families/0/gpu"));
        QCOMPARE(r.problems.front().file, std::string("instances-test.json"));
    }

    void duplicateIdsAreErrors()
    {
        nlohmann::json gpus = nlohmann::json::parse(kGpus);
        gpus["gpus"].push_back(gpus["gpus"][0]);
        auto r = loadWith(gpus.dump());
        QVERIFY2(hasProblem(r.problems, "duplicate-id", "/gpus/1/id"), qPrintable(describe(r.problems)));
    }

    void everyProblemIsReportedNotJustTheFirst()
    {
        std::string broken = replaced(kGpus, R"("memory_gib": 24)", R"("memory_gib": -1)");
        broken = replaced(broken, R"("tdp_w": 150)", R"("tdp_w": "hot")");
        auto r = loadWith(broken, replaced(kInstances, R"("vcpu": 8)", R"("vcpu": 8.5)"));
        QVERIFY(hasProblem(r.problems, "out-of-range", "/gpus/0/memory_gib"));
        QVERIFY(hasProblem(r.problems, "wrong-type", "/gpus/0/tdp_w"));
        QVERIFY(hasProblem(r.problems, "not-integer", "/families/0/sizes/0/vcpu"));
    }

    void malformedFileIsReportedAndOthersStillLoad()
    {
        auto r = CatalogLoader::load({{"gpus.json", kGpus}, {"broken.json", "{ \"schema\": 1, "}});
        QVERIFY(!r.ok());
        QCOMPARE(r.problems.front().file, std::string("broken.json"));
        QCOMPARE(r.problems.front().code, std::string("malformed-json"));
        QCOMPARE(r.catalog.gpus.size(), std::size_t(1));
    }

    void unknownKindIsRejected()
    {
        auto r = CatalogLoader::load({{"gpus.json", kGpus}, {"x.json", R"({"schema": 1, "kind": "spaceships"})"}});
        QVERIFY(hasProblem(r.problems, "unknown-value", "/kind"));
    }

    void missingFolderIsReported()
    {
        Problems problems;
        auto files = readCatalogFolder("/nonexistent/catalog", problems);
        QVERIFY(files.empty());
        QCOMPARE(problems.at(0).code, std::string("not-a-folder"));
    }
};

QTEST_APPLESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
