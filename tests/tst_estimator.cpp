#include "TestJobs.h"
#include "core/EstimateJson.h"
#include "core/planner/CostModel.h"

#include <QtTest>
#include <cmath>

using namespace tp;
using tp::test::estimateFor;

// Estimator: every GPU x every preset answers, settings left open are chosen to fit, costs appear
// when an instance has a price.
class TestEstimator : public QObject
{
    Q_OBJECT

private slots:
    void everyGpuAndPresetGivesAFiniteAnswer()
    {
        const Catalog &c = test::shippedCatalog();
        int checked = 0;
        for (const Gpu &gpu : c.gpus) {
            for (const ModelSpec &m : c.models) {
                nlohmann::json job = {{"model", {{"preset", m.id}}},
                                      {"data", m.isTransformer() ? nlohmann::json{{"samples", 52000},
                                                                                  {"tokens_per_sample", 512}}
                                                                 : nlohmann::json{{"samples", 100000}}},
                                      {"hardware", {{"gpu", gpu.id}, {"gpus_per_node", 1}, {"nodes", 1}}}};
                if (m.isTransformer())
                    job["method"] = m.params > 20e9 ? "qlora" : "lora";
                Estimate e = estimateFor(job);
                const nlohmann::json out = toJson(e);
                const std::string what = gpu.id + " / " + m.id;
                QVERIFY2(std::isfinite(e.timeHours) && e.timeHours > 0, what.c_str());
                QVERIFY2(e.timeHoursLow <= e.timeHours && e.timeHours <= e.timeHoursHigh, what.c_str());
                QVERIFY2(e.fits == (e.memoryPerGpuGib() <= e.gpuMemoryGib), what.c_str());
                QVERIFY2(out.contains("memory_breakdown_gib") && out.contains("throughput") &&
                             out.contains("assumptions"),
                         what.c_str());
                QVERIFY2(out.dump().find("nan") == std::string::npos &&
                             out.dump().find("inf") == std::string::npos,
                         what.c_str());
                ++checked;
            }
        }
        QVERIFY(checked >= 18 * 16);
    }

    void openSettingsAreChosenToFit()
    {
        // Llama-2-13B full fine-tune on 8 x A100-80GB does not fit without sharding (13B x 16 bytes =
        // 208 GB); left open, ZeRO is chosen and reported.
        Estimate e = estimateFor({{"model", {{"preset", "llama-2-13b"}}},
                                  {"method", "full"},
                                  {"data", {{"tokens", 1e9}}},
                                  {"hardware", {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 8}}}});
        QVERIFY(e.fits);
        QVERIFY(e.workload.zeroStage >= 1);
        const nlohmann::json a = toJson(e).at("assumptions");
        QCOMPARE(a.at("zero_stage").get<int>(), e.workload.zeroStage);
        QVERIFY(a.contains("micro_batch") && a.contains("mfu"));
    }

    void givenSettingsAreKeptEvenWhenTheyDoNotFit()
    {
        Estimate e = estimateFor({{"model", {{"preset", "llama-2-13b"}}},
                                  {"method", "full"},
                                  {"zero_stage", 0},
                                  {"micro_batch", 8},
                                  {"activation_checkpointing", false},
                                  {"data", {{"tokens", 1e9}}},
                                  {"hardware", {{"gpu", "A100-SXM4-80GB"}}}});
        QVERIFY(!e.fits);
        QCOMPARE(e.workload.microBatch, 8);
        QCOMPARE(e.warnings.front().code, std::string("does-not-fit"));
    }

    void namedInstanceWithAPriceGetsACost()
    {
        Estimate e = estimateFor({{"model", {{"preset", "llama-3-8b"}}},
                                  {"method", "qlora"},
                                  {"data", {{"samples", 52000}, {"tokens_per_sample", 512}}},
                                  {"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}}});
        QVERIFY(!e.cost); // the estimator times; pricing is the planner's, shared with `plan`
        e.cost = cost::onDemandCost(e, test::shippedCatalog(), Job{});
        QVERIFY(e.cost);
        QCOMPARE(e.cost->currency, std::string("CNY"));
        QCOMPARE(e.cost->region, std::string("cn-shanghai")); // the only region with a list price
        QVERIFY(std::fabs(e.cost->total - e.cost->pricePerHour * e.timeHours) < 1e-9);
        QVERIFY(toJson(e)["cost"].contains("region"));
    }

    void timeGpuHoursAndThroughputAgree()
    {
        Estimate e =
            estimateFor({{"model", {{"preset", "llama-2-7b"}}},
                         {"method", "full"},
                         {"data", {{"tokens", 2e9}}},
                         {"hardware", {{"gpu", "H100-SXM5-80GB"}, {"gpus_per_node", 8}, {"nodes", 2}}}});
        QVERIFY(std::fabs(e.gpuHours - e.timeHours * 16) < 1e-9);
        // the training steps carry the tokens; evaluation and checkpoint saves add wall clock
        const Performance &p = e.performance;
        const double tokensFromThroughput = p.tokensPerSecond * p.trainSeconds;
        QVERIFY(std::fabs(tokensFromThroughput / 2e9 - 1) < 1e-6);
        QVERIFY(std::fabs(e.timeHours * 3600 - (p.trainSeconds + p.loop.evalSeconds +
                                                p.loop.checkpointSeconds)) < 1e-6 * e.timeHours * 3600);
        const auto j = toJson(e);
        const auto &b = j.at("time_breakdown_hours");
        QVERIFY(std::fabs(b.at("train").get<double>() + b.at("eval").get<double>() +
                          b.at("checkpoint").get<double>() - j.at("time_hours").get<double>()) <
                0.01 * j.at("time_hours").get<double>());
    }
};

QTEST_APPLESS_MAIN(TestEstimator)
#include "tst_estimator.moc"
