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

// A 1.8B model fully fine-tuned on one A100 as the Qwen README profiles it: micro-batch 1 with
// 8 accumulation steps, activation checkpointing, `tokens` per sample.
nlohmann::json smallFineTune(int tokens, int zeroStage, const char *framework)
{
    return {{"model",
             {{"kind", "transformer"},
              {"name", "qwen-1.8b-like"},
              {"params", 1.84e9},
              {"layers", 24},
              {"hidden", 2048},
              {"heads", 16},
              {"ffn_hidden", 5504},
              {"ffn_gated", true},
              {"vocab", 151936}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"framework", framework},
            {"seq_len", tokens},
            {"global_batch", 8},
            {"micro_batch", 1},
            {"zero_stage", zeroStage},
            {"activation_checkpointing", true},
            {"data", {{"samples", 800}, {"tokens_per_sample", tokens}}},
            {"hardware", {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 1}, {"nodes", 1}}}};
}

bool warns(const Estimate &e, const char *code)
{
    for (const auto &w : e.warnings)
        if (w.code == code)
            return true;
    return false;
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
        QVERIFY(warns(tcp, "no-rdma"));
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
        QVERIFY(warns(e, "memory-bound"));
    }

    void smallModelsAtShortSamplesWaitForTheHost()
    {
        // The Qwen README's 1.8B full fine-tune under ZeRO-3 takes 2.1-2.3 s per step from 256 to
        // 1024 tokens: the host's kernel launches, not the GPU, set the pace.
        const Estimate shortest = estimateFor(smallFineTune(256, 3, "deepspeed"));
        const Estimate longer = estimateFor(smallFineTune(1024, 3, "deepspeed"));
        const Performance &p = shortest.performance;
        QVERIFY(p.hostSeconds > 0);
        QVERIFY(p.stepSeconds >= p.hostSeconds);
        QVERIFY(longer.performance.stepSeconds < 1.2 * p.stepSeconds); // four times the tokens
        QVERIFY(p.stepSeconds > 1.0 && p.stepSeconds < 4.0);
        QVERIFY(warns(shortest, "launch-bound"));
        // at 8192 tokens the GPU's work outgrows the launches again
        const Estimate longest = estimateFor(smallFineTune(8192, 3, "deepspeed"));
        QVERIFY(longest.performance.stepSeconds > 1.5 * longest.performance.hostSeconds);
        QVERIFY(!warns(longest, "launch-bound"));
        // ZeRO-3's fetch and release hooks around every module add host time
        const EfficiencyModel &e = test::shippedCatalog().efficiency;
        const Estimate zero2 = estimateFor(smallFineTune(256, 2, "deepspeed"));
        QCOMPARE(p.hostSeconds, zero2.performance.hostSeconds * e.zero3HostFactor);
        QCOMPARE(zero2.performance.hostSeconds, 24 * 4 * 8 * e.hostSecondsPerLayerPass);
        // a tuned stack fuses its kernels and captures CUDA graphs: no launch floor
        const Estimate tuned = estimateFor(smallFineTune(256, 1, "megatron-lm"));
        QCOMPARE(tuned.performance.hostSeconds, 0.0);
        QVERIFY(!warns(tuned, "launch-bound"));
    }

    void detectorsOnAscendPayATimePerImage()
    {
        // MindYOLO's tables: on one Ascend chip YOLOv8-n and -x differ by 30x in FLOPs but by 2x
        // in time per image; the label assignment and loss take a time per image whatever the
        // backbone, longer on the first-generation 910 than on the 910B.
        const EfficiencyModel &e = test::shippedCatalog().efficiency;
        const double on910 = e.ascendDetectionSeconds("Ascend-910");
        const double on910b = e.ascendDetectionSeconds("Ascend-910B");
        QVERIFY(on910 > on910b);
        QVERIFY(on910b > 0);
        // a 910B SKU takes its family's figure; an NVIDIA GPU has none
        QCOMPARE(e.ascendDetectionSeconds("Ascend-910B3"), on910b);
        QCOMPARE(e.ascendDetectionSeconds("A100-SXM4-80GB"), 0.0);
        auto yolo = [](const char *gpu, const char *preset, const char *framework) {
            return nlohmann::json{{"model", {{"preset", preset}}},
                                  {"precision", "fp16"},
                                  {"framework", framework},
                                  {"global_batch", 128},
                                  {"micro_batch", 16},
                                  {"data", {{"samples", 118287}, {"loader", "preprocessed"}}},
                                  {"hardware", {{"gpu", gpu}, {"gpus_per_node", 8}}}};
        };
        const Performance n910 = estimateFor(yolo("Ascend-910", "yolov8n", "mindspore")).performance;
        const Performance x910 = estimateFor(yolo("Ascend-910", "yolov8x", "mindspore")).performance;
        QVERIFY(n910.memorySeconds >= 16 * on910); // 16 images per chip and step
        QVERIFY(x910.stepSeconds / n910.stepSeconds < 4.0);
        // the same small detector on A100s pays no such time: its step follows its FLOPs
        const Performance nA100 = estimateFor(yolo("A100-SXM4-80GB", "yolov8n", "ultralytics")).performance;
        QVERIFY(nA100.memorySeconds < 16 * on910b);
        // a classifier on Ascend assigns no labels
        const Performance r910 = estimateFor(yolo("Ascend-910", "resnet-50", "mindspore")).performance;
        QVERIFY(r910.memorySeconds < 16 * on910);
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
