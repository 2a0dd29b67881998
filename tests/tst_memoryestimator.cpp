#include "TestJobs.h"
#include "core/MemoryEstimator.h"

#include <QtTest>

using namespace tp;
using tp::test::workloadFor;

namespace {

nlohmann::json fullJob(const char *preset, const char *gpu, int gpus = 1, int nodes = 1)
{
    return {{"model", {{"preset", preset}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"seq_len", 2048},
            {"micro_batch", 1},
            {"activation_checkpointing", true},
            {"zero_stage", 0},
            {"data", {{"tokens", 1e9}}},
            {"hardware", {{"gpu", gpu}, {"gpus_per_node", gpus}, {"nodes", nodes}}}};
}

double states(const MemoryBreakdown &m)
{
    return m.weights + m.gradients + m.optimizer;
}

} // namespace

// Memory model: hand-computed model states, activation formula, and the properties users rely on.
class TestMemoryEstimator : public QObject
{
    Q_OBJECT

private slots:
    void mixedPrecisionAdamIs16BytesPerParameter()
    {
        Workload w = workloadFor(fullJob("llama-2-7b", "A100-SXM4-80GB"));
        const MemoryBreakdown m = memory::estimate(w);
        QCOMPARE(m.weights, 2.0 * w.model.params);
        QCOMPARE(m.gradients, 2.0 * w.model.params);
        QCOMPARE(m.optimizer, 12.0 * w.model.params);
    }

    void optimizerStatesFollowTheOptimizer_data()
    {
        QTest::addColumn<QString>("optimizer");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("bytesPerParam");
        QTest::newRow("fp32 AdamW: 4 + 4 + 8") << "adamw"
                                               << "fp32" << 16.0;
        QTest::newRow("bf16 8-bit AdamW: 2 + 2 + 4 + 2") << "adamw8bit"
                                                         << "bf16" << 10.0;
        QTest::newRow("bf16 SGD momentum: 2 + 2 + 4 + 4") << "sgd"
                                                          << "bf16" << 12.0;
    }
    void optimizerStatesFollowTheOptimizer()
    {
        QFETCH(QString, optimizer);
        QFETCH(QString, precision);
        QFETCH(double, bytesPerParam);
        nlohmann::json job = fullJob("llama-2-7b", "A100-SXM4-80GB");
        job["optimizer"] = optimizer.toStdString();
        job["precision"] = precision.toStdString();
        Workload w = workloadFor(job);
        QCOMPARE(states(memory::estimate(w)), bytesPerParam * w.model.params);
    }

    void zeroStagesShardAcrossDataParallelRanks()
    {
        Workload w = workloadFor(fullJob("llama-2-7b", "A100-SXM4-80GB", 8));
        const double n = w.model.params;
        w.zeroStage = 1;
        QCOMPARE(states(memory::estimate(w)), (2 + 2 + 12.0 / 8) * n);
        w.zeroStage = 2;
        QCOMPARE(states(memory::estimate(w)), (2 + (2 + 12.0) / 8) * n);
        w.zeroStage = 3;
        QCOMPARE(states(memory::estimate(w)), 16.0 * n / 8);
    }

    void qloraKeepsTheBaseIn4Bits()
    {
        nlohmann::json job = fullJob("llama-3-8b", "A10");
        job["method"] = "qlora";
        job["lora"] = {{"rank", 16}};
        Workload w = workloadFor(job);
        // input embeddings and output head are not quantised: the Hugging Face recipe (PEFT's
        // prepare_model_for_kbit_training) upcasts them to fp32, tuned stacks keep 16 bits
        const double emb = w.model.embeddingParams();
        const double adapters = memory::trainableParams(w);
        const double expected = (w.model.params - emb) * 4.127 / 8 + emb * 4 + adapters * 4;
        QCOMPARE(memory::estimate(w).weights, expected);
        w.framework = test::shippedCatalog().findFramework("unsloth"); // keeps them in 16 bits
        QVERIFY(w.framework);
        QCOMPARE(memory::estimate(w).weights, expected - emb * 2);
        // rank 16 on every linear layer of Llama-3-8B: 41.9M adapter parameters (PEFT reports 41,943,040)
        QCOMPARE(adapters, 41943040.0);
    }

    void layerActivationsFollowKorthikanti()
    {
        // GPT-style layer (plain MLP of 4h, no GQA, no dropout), no FlashAttention, 16-bit:
        // attention 2*5*sbh + norms/MLP input 2*3*sbh + MLP 2*2*s*b*4h + scores 2*a*s^2*b
        nlohmann::json job = {{"model",
                               {{"kind", "transformer"},
                                {"params", 350e6},
                                {"layers", 24},
                                {"hidden", 1024},
                                {"heads", 16},
                                {"ffn_hidden", 4096},
                                {"ffn_gated", false}}},
                              {"method", "full"},
                              {"precision", "bf16"},
                              {"seq_len", 1024},
                              {"micro_batch", 2},
                              {"flash_attention", false},
                              {"data", {{"tokens", 1e9}}},
                              {"hardware", {{"gpu", "A10"}}}};
        Workload w = workloadFor(job);
        const double s = 1024, b = 2, h = 1024, a = 16, f = 4096;
        const double expected = 2 * 5 * s * b * h + 2 * 3 * s * b * h + 2 * 2 * s * b * f + 2 * a * s * s * b;
        QCOMPARE(memory::transformerLayerActivations(w), expected);
        w.flashAttention = true;
        QVERIFY(memory::transformerLayerActivations(w) < expected);
    }

    void checkpointingAndSmallerBatchesNeverNeedMore()
    {
        Workload w = workloadFor(fullJob("llama-2-13b", "A100-SXM4-80GB"));
        w.recompute = Recompute::None;
        w.microBatch = 4;
        const double plain = memory::estimate(w).activations;
        w.recompute = Recompute::Full;
        const double checkpointed = memory::estimate(w).activations;
        QVERIFY(checkpointed < plain);
        w.microBatch = 1;
        QVERIFY(memory::estimate(w).activations < checkpointed);
    }

    void loraNeverNeedsMoreThanFullFineTuning()
    {
        for (const ModelSpec &m : test::shippedCatalog().models) {
            if (!m.isTransformer())
                continue;
            nlohmann::json job = fullJob(m.id.c_str(), "H100-SXM5-80GB");
            const double full = memory::estimate(workloadFor(job)).total();
            job["method"] = "lora";
            const double lora = memory::estimate(workloadFor(job)).total();
            job["method"] = "qlora";
            const double qlora = memory::estimate(workloadFor(job)).total();
            QVERIFY2(lora < full, m.id.c_str());
            QVERIFY2(qlora < lora, m.id.c_str());
        }
    }

    void moreGpusUnderZero3NeverNeedMorePerGpu()
    {
        double previous = 1e300;
        for (int nodes : {1, 2, 4, 8, 16}) {
            nlohmann::json job = fullJob("llama-2-70b", "A100-SXM4-80GB", 8, nodes);
            job["zero_stage"] = 3;
            const double perGpu = memory::estimate(workloadFor(job)).total();
            QVERIFY(perGpu <= previous);
            previous = perGpu;
        }
    }
};

QTEST_APPLESS_MAIN(TestMemoryEstimator)
#include "tst_memoryestimator.moc"
