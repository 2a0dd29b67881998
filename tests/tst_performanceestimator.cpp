#include "TestJobs.h"
#include "core/PerformanceEstimator.h"

#include <QtTest>

using namespace tp;
using tp::test::estimateFor;
using tp::test::workloadFor;

namespace {

nlohmann::json llmJob(const char *gpu, int gpus = 1, int nodes = 1, double tokens = 1e9)
{
    return {{"model", {{"preset", "llama-2-7b"}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"seq_len", 2048},
            {"global_batch", 512},
            {"data", {{"tokens", tokens}}},
            {"hardware", {{"gpu", gpu}, {"gpus_per_node", gpus}, {"nodes", nodes}}}};
}

} // namespace

// Speed model: FLOP counts by hand, and the monotonic properties a user relies on.
class TestPerformanceEstimator : public QObject
{
    Q_OBJECT

private slots:
    void transformerFlopsAre6NDPlusAttention()
    {
        Workload w = workloadFor(llmJob("A100-SXM4-80GB"));
        const ModelSpec &m = w.model;
        const double t = w.tokensPerSample;
        const double matmul = m.params - m.embeddingLookupParams();
        const double expected = 6 * matmul * t + 12.0 * m.layers * m.hidden * t * t;
        QCOMPARE(performance::flopsPerSample(w, true), expected);
        w.recompute = Recompute::Full;
        QVERIFY(performance::flopsPerSample(w, false) > performance::flopsPerSample(w, true));
    }

    void loraSkipsFrozenWeightGradients()
    {
        nlohmann::json job = llmJob("A100-SXM4-80GB");
        const double full = performance::flopsPerSample(workloadFor(job), true);
        job["method"] = "lora";
        const double lora = performance::flopsPerSample(workloadFor(job), true);
        QVERIFY(lora < full * 0.8);
        QVERIFY(lora > full * 0.6);
    }

    void visionFlopsAreThreeForwardPasses()
    {
        Workload w = workloadFor({{"model", {{"preset", "resnet-50"}}},
                                  {"data", {{"samples", 1000}}},
                                  {"hardware", {{"gpu", "A10"}}}});
        QCOMPARE(performance::flopsPerSample(w, true), 3 * w.model.forwardGflops * 1e9);
    }

    void moreDataNeverTakesLess()
    {
        double previous = 0;
        for (double tokens : {1e8, 1e9, 5e9, 2e10}) {
            const double hours = estimateFor(llmJob("A100-SXM4-80GB", 8, 1, tokens)).timeHours;
            QVERIFY(hours > previous);
            previous = hours;
        }
    }

    void rangeContainsTheEstimate()
    {
        for (const char *gpu :
             {"T4", "A10", "V100-SXM2-32GB", "A100-SXM4-80GB", "H100-SXM5-80GB", "Ascend-910B"}) {
            Estimate e = estimateFor(llmJob(gpu));
            QVERIFY2(e.timeHoursLow <= e.timeHours && e.timeHours <= e.timeHoursHigh, gpu);
            QVERIFY2(e.timeHoursLow > 0, gpu);
        }
    }

    void rdmaBeatsTcpAcrossNodes()
    {
        nlohmann::json job = llmJob("A100-SXM4-80GB", 8, 4);
        job["zero_stage"] = 1;
        job["micro_batch"] = 1;
        job["activation_checkpointing"] = true;
        job["hardware"]["network_gbps"] = 100;
        job["hardware"]["rdma"] = false;
        const Estimate tcp = estimateFor(job);
        job["hardware"]["rdma"] = true;
        const Estimate rdma = estimateFor(job);
        QVERIFY(rdma.performance.commSeconds < tcp.performance.commSeconds);
        QVERIFY(rdma.timeHours <= tcp.timeHours);
        bool warned = false;
        for (const auto &w : tcp.warnings)
            warned = warned || w.code == "no-rdma";
        QVERIFY(warned);
    }

    void nvlinkBeatsPcieInsideANode()
    {
        Workload sxm = workloadFor(llmJob("A100-SXM4-80GB", 8));
        Workload pcie = workloadFor(llmJob("A100-PCIe-80GB", 8));
        QVERIFY(performance::intraNodeGBps(sxm) > 5 * performance::intraNodeGBps(pcie));
    }

    void resnetOnA10IsBandwidthBound()
    {
        // pre-decoded data: the host's data loader is out of the picture
        Estimate e = estimateFor({{"model", {{"preset", "resnet-50"}}},
                                  {"precision", "fp16"},
                                  {"data", {{"samples", 1281167}, {"loader", "preprocessed"}}},
                                  {"hardware", {{"gpu", "A10"}}}});
        // below the roofline ridge point: moving the activations takes longer than the tensor
        // cores need at peak, and it is a large share of every step
        QVERIFY(e.performance.memorySeconds > e.performance.idealComputeSeconds);
        QVERIFY(e.performance.memorySeconds >= 0.4 * e.performance.stepSeconds);
        bool warned = false;
        for (const auto &w : e.warnings)
            warned = warned || w.code == "memory-bound";
        QVERIFY(warned);
    }

    void moreGpusAreFasterForDataParallelWork()
    {
        const double one = estimateFor(llmJob("A100-SXM4-80GB", 1)).timeHours;
        const double eight = estimateFor(llmJob("A100-SXM4-80GB", 8)).timeHours;
        QVERIFY(eight < one / 4);
    }
};

QTEST_APPLESS_MAIN(TestPerformanceEstimator)
#include "tst_performanceestimator.moc"
