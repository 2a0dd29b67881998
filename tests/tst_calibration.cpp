// The user's own measured run (job "measured"): what it corrects, cause by cause, and what it
// refuses (issue 18).
#include "TestJobs.h"
#include "core/calibration/Calibration.h"
#include "core/planner/PlanJson.h"
#include "core/planner/Planner.h"

#include <QTest>
#include <cmath>

using namespace tp;
using nlohmann::json;

namespace {

// LoRA of Llama-3-8B on one A10 instance (the first user of the design).
json loraJob()
{
    return {{"model", {{"preset", "llama-3-8b"}}},
            {"method", "lora"},
            {"seq_len", 2048},
            {"micro_batch", 1},
            {"data", {{"samples", 20000}, {"tokens_per_sample", 2048}}},
            {"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}}};
}

Job parsed(const json &j)
{
    auto r = JobParser::parse(j, "job.json");
    if (!r.value)
        qFatal("job does not parse: %s", qPrintable(test::describe(r.problems)));
    return *r.value;
}

Checked<Calibration> calibrated(const json &j)
{
    return calibrate(parsed(j), test::shippedCatalog(), "job.json");
}

Estimate estimateOf(Job job, const Catalog &catalog = test::shippedCatalog())
{
    Problems problems;
    if (!applyMeasurements(job, catalog, "job.json", problems))
        qFatal("measurement refused: %s", qPrintable(test::describe(problems)));
    auto r = resolveWorkload(job, catalog, "job.json");
    if (!r.value)
        qFatal("job does not resolve: %s", qPrintable(test::describe(r.problems)));
    return Estimator(catalog).estimate(*r.value);
}

bool near(double a, double b, double tolerance = 0.01)
{
    return std::abs(a / b - 1) <= tolerance;
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void measuredIsParsedWithItsSettings()
    {
        json j = loraJob();
        j["measured"] =
            json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}, {"nodes", 1}}},
                          {"micro_batch", 2},
                          {"tokens_per_s", 1480},
                          {"peak_memory_gib", 19.6},
                          {"date", "2026-12-01"},
                          {"source", {{"format", "hf-trainer-state"}, {"file", "trainer_state.json"}}}}});
        const Job job = parsed(j);
        QCOMPARE(job.measured.size(), std::size_t(1));
        const Measurement &m = job.measured.front();
        QCOMPARE(m.hardware.instance, std::string("ecs.gn7i-c8g1.2xlarge"));
        QCOMPARE(*m.microBatch, 2);
        QCOMPARE(*m.tokensPerSecond, 1480.0);
        QCOMPARE(*m.peakMemoryGib, 19.6);
        QCOMPARE(m.source, std::string("hf-trainer-state, trainer_state.json"));
    }

    void measuredWithoutFiguresOrHardwareIsAnError()
    {
        json j = loraJob();
        j["measured"] = json::array({{{"hardware", {{"gpu", "A10"}}}, {"micro_batch", 2}}});
        auto r = JobParser::parse(j, "job.json");
        QVERIFY(!r.value);
        QVERIFY(test::hasProblem(r.problems, "missing-field", "/measured/0"));

        j["measured"] = json::array({{{"tokens_per_s", 100}}});
        r = JobParser::parse(j, "job.json");
        QVERIFY(test::hasProblem(r.problems, "missing-field", "/measured/0/hardware"));

        j["measured"] = json::array({{{"hardware", {{"gpu", "A10"}}}, {"tokens_per_s", -3}}});
        r = JobParser::parse(j, "job.json");
        QVERIFY(!r.value);
        QVERIFY(test::hasProblem(r.problems, "out-of-range", "/measured/0/tokens_per_s"));

        j["measured"] = json::array({{{"hardware", {{"gpu", "A10"}}}, {"tokens_per_s", 1000}, {"speed", 3}}});
        r = JobParser::parse(j, "job.json");
        QVERIFY(test::hasProblem(r.problems, "unknown-key", "/measured/0/speed"));

        // 100,000 runs once calibrated for over two minutes: at most 1,000 are read
        const json run = {{"hardware", {{"gpu", "A10"}}}, {"tokens_per_s", 1000}};
        j["measured"] = json::array();
        for (int i = 0; i < 1001; ++i)
            j["measured"].push_back(run);
        r = JobParser::parse(j, "job.json");
        QVERIFY(!r.value);
        QVERIFY(test::hasProblem(r.problems, "out-of-range", "/measured"));
        j["measured"].erase(j["measured"].begin());
        r = JobParser::parse(j, "job.json");
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        QCOMPARE(r.value->measured.size(), std::size_t(1000));
    }

    // A run 20% slower than estimated: compute efficiency is corrected, the calibrated estimate
    // of the measured hardware meets the measurement, and another GPU is corrected alike.
    void slowerRunCorrectsComputeForEveryHardware()
    {
        const Estimate plain = test::estimateFor(loraJob());
        const double measuredTps = 0.8 * plain.performance.tokensPerSecond;
        json j = loraJob();
        j["measured"] = json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}},
                                      {"micro_batch", 1},
                                      {"tokens_per_s", measuredTps}}});
        const auto c = calibrated(j);
        QVERIFY2(c.value, qPrintable(test::describe(c.problems)));
        QVERIFY(near(c.value->speedFactor, 0.8));
        QVERIFY(c.value->terms.compute < 1.0);
        QCOMPARE(c.value->terms.input, 1.0);
        QCOMPARE(c.value->runs.front().corrects, std::vector<std::string>{"compute"});
        QVERIFY(near(*c.value->runs.front().calibratedSamplesPerSecond * 2048, measuredTps));

        const Estimate after = estimateOf(parsed(j));
        QVERIFY(near(after.performance.tokensPerSecond, measuredTps));
        QVERIFY(after.timeHours > plain.timeHours * 1.2);

        // the same job on an A100 (the A10's generation) gets slower by the same cause, by the share of
        // it that published runs showed to carry over (efficiency.json calibrated.transfer_same_generation;
        // the shipped fit may say none does, so a catalog that carries half of it is tried too)
        json a100 = j;
        a100["hardware"] = {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 1}};
        json a100Plain = a100;
        a100Plain.erase("measured");
        const double before = test::estimateFor(a100Plain).performance.tokensPerSecond;
        Catalog half = test::shippedCatalog();
        half.efficiency.calibrated.transferSameGeneration = 0.5;
        half.efficiency.calibrated.transfer = 0; // another generation: a different exponent, unused here
        for (const Catalog *catalog : {&test::shippedCatalog(), static_cast<const Catalog *>(&half)}) {
            const double now = estimateOf(parsed(a100), *catalog).performance.tokensPerSecond;
            const double carried =
                std::pow(c.value->terms.compute, catalog->efficiency.calibrated.transferSameGeneration);
            QVERIFY2(near(now / before, carried, 0.03), qPrintable(QString::number(now / before)));
        }
        QVERIFY(std::pow(c.value->terms.compute, 0.5) < 0.95); // the half-carrying catalog shows a change

        const json out = c.value->toJson();
        QCOMPARE(out["from"][0]["hardware"].get<std::string>(), std::string("1 × ecs.gn7i-c8g1.2xlarge"));
        QVERIFY(out["note"].get<std::string>().find("speed × 0.80") != std::string::npos);
        QVERIFY(out["memory_offset_gib"].is_null());
    }

    // One peak memory gives a fixed overhead per GPU; two at other micro-batches also correct
    // the activations.
    void peakMemoryCorrectsOverheadAndActivations()
    {
        json one = loraJob();
        const double predicted = test::estimateFor(one).memoryPerGpuGib();
        one["measured"] = json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}},
                                        {"micro_batch", 1},
                                        {"peak_memory_gib", predicted + 1.4}}});
        auto c = calibrated(one);
        QVERIFY2(c.value, qPrintable(test::describe(c.problems)));
        QVERIFY(std::abs(c.value->terms.memoryOffsetGib - 1.4) < 0.01);
        QCOMPARE(c.value->terms.activationScale, 1.0);
        QVERIFY(std::abs(estimateOf(parsed(one)).memoryPerGpuGib() - (predicted + 1.4)) < 0.01);
        QVERIFY(c.value->note().find("memory + 1.4 GiB per GPU") != std::string::npos);

        json two = loraJob();
        two["hardware"] = {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 1}}; // room for two micro-batches
        json mb2 = two;
        mb2["micro_batch"] = 2;
        const Estimate e1 = test::estimateFor(two), e2 = test::estimateFor(mb2);
        // the runs show activations (what grows with the micro-batch) 1.5 times the estimate, and
        // 1 GiB more elsewhere
        const double p1 = e1.memoryPerGpuGib(), p2 = e2.memoryPerGpuGib(), perMicroBatch = p2 - p1;
        const double m1 = p1 + 0.5 * perMicroBatch + 1.0, m2 = p2 + 0.5 * 2 * perMicroBatch + 1.0;
        two["measured"] =
            json::array({{{"hardware", two["hardware"]}, {"micro_batch", 1}, {"peak_memory_gib", m1}},
                         {{"hardware", two["hardware"]}, {"micro_batch", 2}, {"peak_memory_gib", m2}}});
        c = calibrated(two);
        QVERIFY2(c.value, qPrintable(test::describe(c.problems)));
        QVERIFY2(std::abs(c.value->terms.activationScale - 1.5) < 0.01,
                 qPrintable(QString::number(c.value->terms.activationScale)));
        QVERIFY2(std::abs(*c.value->runs[0].calibratedMemoryGib - m1) < 0.05,
                 c.value->toJson().dump().c_str());
        QVERIFY2(std::abs(c.value->terms.memoryOffsetGib - 1.0) < 0.3, c.value->toJson().dump().c_str());
        QVERIFY(std::abs(*c.value->runs[1].calibratedMemoryGib - m2) < 0.05);
    }

    void impossibleMeasurementsAreRefusedWithTheReason()
    {
        const Estimate plain = test::estimateFor(loraJob());
        json j = loraJob();
        j["measured"] = json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}},
                                      {"tokens_per_s", 50 * plain.performance.tokensPerSecond}}});
        auto c = calibrated(j);
        QVERIFY(!c.value);
        QVERIFY(test::hasProblem(c.problems, "impossible-measurement", "/measured/0/tokens_per_s"));
        QVERIFY(c.problems.front().message.find("peak") != std::string::npos);

        j["measured"] =
            json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}}, {"peak_memory_gib", 30}}});
        c = calibrated(j);
        QVERIFY(test::hasProblem(c.problems, "impossible-measurement", "/measured/0/peak_memory_gib"));
        QVERIFY(c.problems.front().message.find("A10") != std::string::npos);

        // an unknown instance in the measurement names the measurement's field
        j["measured"] = json::array({{{"hardware", {{"instance", "ecs.nope"}}}, {"tokens_per_s", 100}}});
        c = calibrated(j);
        QVERIFY(test::hasProblem(c.problems, "unknown-instance", "/measured/0/hardware/instance"));

        // a plan with a refused measurement is no plan
        Planner planner(test::shippedCatalog());
        QVERIFY(!planner.plan(parsed(j), {}, "job.json").value);
    }

    // A run on one GPU and one on eight: the first corrects compute, the second communication.
    void aWiderRunCorrectsCommunication()
    {
        json job = {{"model", {{"preset", "llama-3-8b"}}},
                    {"method", "full"},
                    {"seq_len", 4096},
                    {"micro_batch", 1},
                    {"zero_stage", 3},
                    {"data", {{"tokens", 1e9}}},
                    {"hardware",
                     {{"gpu", "A100-SXM4-80GB"},
                      {"gpus_per_node", 8},
                      {"nodes", 2},
                      {"network_gbps", 25},
                      {"rdma", false}}}};
        json one = job, wide = job;
        one["hardware"] = {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 8}, {"nodes", 1}};
        const double s1 = test::estimateFor(one).performance.samplesPerSecond;
        const double s2 = test::estimateFor(wide).performance.samplesPerSecond;
        job["measured"] = json::array({{{"hardware", one["hardware"]}, {"samples_per_s", s1}},
                                       {{"hardware", wide["hardware"]}, {"samples_per_s", 0.8 * s2}}});
        auto c = calibrated(job);
        QVERIFY2(c.value, qPrintable(test::describe(c.problems)));
        QVERIFY(near(c.value->terms.compute, 1.0, 0.02));
        QVERIFY2(c.value->terms.communication < 1.0,
                 qPrintable(QString::fromStdString(c.value->toJson().dump())));
        QVERIFY(near(*c.value->runs[1].calibratedSamplesPerSecond, 0.8 * s2));
        QCOMPARE(c.value->runs[1].corrects, std::vector<std::string>{"communication"});
    }

    void whatTheRunsCannotSettleIsSaidWithItsCode()
    {
        // two speeds on the same GPUs: nothing tells communication apart
        json j = loraJob();
        j["measured"] =
            json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}}, {"tokens_per_s", 900}},
                         {{"hardware", {{"gpu", "A10"}, {"gpus_per_node", 1}}}, {"tokens_per_s", 950}}});
        auto c = calibrated(j);
        QVERIFY2(c.value, qPrintable(test::describe(c.problems)));
        QCOMPARE(c.value->limits.size(), std::size_t(1));
        QCOMPARE(c.value->limits.front().code, std::string("same-gpu-count"));
        const std::string text = "the runs used the same number of GPUs; communication left as estimated";
        QCOMPARE(c.value->limits.front().text(), text);
        QCOMPARE(c.value->toJson()["limits"], json::array({text})); // the CLI's output as before

        // a run using less memory than the model states need: the floor and the figure
        json low = loraJob();
        low["measured"] =
            json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}}, {"peak_memory_gib", 2}}});
        auto m = calibrated(low);
        QVERIFY2(m.value, qPrintable(test::describe(m.problems)));
        QCOMPARE(m.value->limits.size(), std::size_t(1));
        const Calibration::Limit &limit = m.value->limits.front();
        QCOMPARE(limit.code, std::string("memory-below-states"));
        QCOMPARE(limit.params["measured_gib"].get<double>(), 2.0);
        QVERIFY(limit.params["floor_gib"].get<double>() > 2.0);
        QVERIFY2(limit.text().find("not to the 2.0 GiB measured") != std::string::npos, limit.text().c_str());
    }

    void aCalibratedPlanSaysSoAndNarrowsItsRange()
    {
        const Estimate plain = test::estimateFor(loraJob());
        json j = loraJob();
        j["measured"] = json::array({{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}},
                                      {"tokens_per_s", 0.9 * plain.performance.tokensPerSecond}}});
        const Estimate after = estimateOf(parsed(j));
        const EfficiencyModel &eff = test::shippedCatalog().efficiency;
        QVERIFY2(eff.calibrated.sameGpu.cases > 0 && eff.calibrated.otherGpu.cases > 0,
                 "catalog/efficiency.json has the calibrated ranges (trainplan-calibrate --fit)");
        QVERIFY(after.timeHoursHigh / after.timeHours < plain.timeHoursHigh / plain.timeHours ||
                after.timeHours / after.timeHoursLow < plain.timeHours / plain.timeHoursLow);
        QVERIFY(near(after.timeHoursHigh / after.timeHours, std::exp(eff.calibrated.sameGpu.logHigh), 1e-9));

        Planner planner(test::shippedCatalog());
        json planJob = j;
        planJob.erase("hardware");
        const PlanResult r = planner.plan(parsed(planJob), {}, "job.json");
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        QVERIFY(r.value->calibration);
        QVERIFY(near(r.value->calibration->speedFactor, 0.9));
        const json out = toJson(*r.value);
        QVERIFY(out.contains("calibration"));
        QVERIFY(out["calibration"]["note"].get<std::string>().rfind("calibrated from your run on", 0) == 0);
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
