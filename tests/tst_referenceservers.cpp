#include "TestJobs.h"
#include "core/EstimateJson.h"

#include <QtTest>

using namespace tp;
using tp::test::estimateFor;
using tp::test::workloadFor;
using json = nlohmann::json;

namespace {

json llm(const std::string &gpu, int gpusPerNode, int nodes)
{
    return {{"model", {{"preset", "llama-3-8b"}}},
            {"method", "pretrain"},
            {"data", {{"tokens", 1e11}}},
            {"hardware", {{"gpu", gpu}, {"gpus_per_node", gpusPerNode}, {"nodes", nodes}}}};
}

} // namespace

// Reference servers (catalog/servers.json): a bare GPU in a job stands for the server it is
// usually in, so that multi-node estimates assume the fabric such servers have, and say so.
class TestReferenceServers : public QObject
{
    Q_OBJECT

private slots:
    void everyGpuHasOneSourcedServer()
    {
        const Catalog &c = test::shippedCatalog();
        for (const Gpu &g : c.gpus) {
            const ReferenceServer *s = c.serverFor(g.id);
            QVERIFY2(s, g.id.c_str());
            QVERIFY2(!s->provenance.source.empty() && !s->provenance.date.empty(), s->id.c_str());
            QVERIFY(s->gpusPerNode >= 1 && s->vcpus >= 1 && s->memoryGib > 0 && s->networkGbps > 0);
        }
    }

    void sxmServersHaveRdma_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::newRow("A100 SXM4 (DGX A100)") << "A100-SXM4-80GB";
        QTest::newRow("H100 SXM5 (DGX H100)") << "H100-SXM5-80GB";
        QTest::newRow("H800 SXM5") << "H800-SXM5-80GB";
        QTest::newRow("Ascend 910B (Atlas 800T A2)") << "Ascend-910B";
    }
    void sxmServersHaveRdma()
    {
        // nobody trains on these nodes without an RDMA fabric: a bare GPU over several nodes
        // assumes it, and the no-RDMA warning does not fire
        QFETCH(QString, gpu);
        Estimate e = estimateFor(llm(gpu.toStdString(), 8, 4));
        QVERIFY(e.workload.hw.rdma);
        QVERIFY(e.workload.hw.networkGbps >= 1600);
        for (const Warning &w : e.warnings)
            QVERIFY2(w.code != "no-rdma", qPrintable(gpu));
        const json a = toJson(e)["assumptions"]["hardware"];
        QVERIFY(a.value("rdma", false));
        QVERIFY(!a.value("source", "").empty());
    }

    void aPartNodeGetsItsShareOfTheServer()
    {
        // one of the DGX H100's eight GPUs: an eighth of its cores and memory
        const Workload one = workloadFor(llm("H100-SXM5-80GB", 1, 1));
        const Workload eight = workloadFor(llm("H100-SXM5-80GB", 8, 1));
        QCOMPARE(one.hw.vcpusPerNode * 8, eight.hw.vcpusPerNode);
        QVERIFY(eight.hw.vcpusPerNode >= 200); // 2 x 56 cores, 224 threads
        QVERIFY(eight.hw.gpusLinked);
    }

    void pcieServersHaveNoNvlink()
    {
        const Workload w = workloadFor(llm("A10", 4, 2));
        QVERIFY(!w.hw.gpusLinked);
        QVERIFY(!w.hw.rdma);
        bool warned = false;
        for (const Warning &x : estimateFor(llm("A10", 4, 2)).warnings)
            warned = warned || x.code == "no-rdma";
        QVERIFY(warned);
    }

    void theJobOverridesTheServer()
    {
        json j = llm("H100-SXM5-80GB", 8, 4);
        j["hardware"]["network_gbps"] = 200;
        j["hardware"]["rdma"] = false;
        j["hardware"]["vcpus"] = 32;
        const Workload w = workloadFor(j);
        QCOMPARE(w.hw.networkGbps, 200.0);
        QVERIFY(!w.hw.rdma);
        QCOMPARE(w.hw.vcpusPerNode, 32);
        const json a = w.assumptions["hardware"];
        QCOMPARE(a["given_by_job"].size(), std::size_t(3));
    }

    void resnetOnAnH100IsNotCappedByEightCores()
    {
        // the old default of 8 vCPUs per bare GPU capped ResNet-50 on an H100 at a third of its
        // published rate; the DGX H100 gives each GPU 28 threads
        json j = {{"model", {{"preset", "resnet-50"}}},
                  {"precision", "fp16"},
                  {"framework", "nvidia-dle"},
                  {"data", {{"samples", 1281167}, {"loader", "cpu"}}},
                  {"hardware", {{"gpu", "H100-SXM5-80GB"}}}};
        Estimate e = estimateFor(j);
        QVERIFY2(e.performance.samplesPerSecond > 1500,
                 qPrintable(QString::number(e.performance.samplesPerSecond)));
    }

    void anInstanceUsesItsOwnFigures()
    {
        const InstanceType *inst = test::shippedCatalog().findInstance("ecs.gn7i-c8g1.2xlarge");
        QVERIFY(inst);
        const Workload w = workloadFor({{"model", {{"preset", "llama-3-8b"}}},
                                        {"method", "lora"},
                                        {"data", {{"samples", 1000}, {"tokens_per_sample", 512}}},
                                        {"hardware", {{"instance", inst->id}}}});
        QCOMPARE(w.hw.vcpusPerNode, inst->vcpu);
        QVERIFY(!w.hw.server);
        QVERIFY(!w.assumptions.contains("hardware"));
    }
};

QTEST_GUILESS_MAIN(TestReferenceServers)
#include "tst_referenceservers.moc"
