// Measured runs the user keeps (issue 18, item 5): what is kept with them, the file they live
// in, and which later jobs they calibrate (same model family and framework).
#include "TestJobs.h"
#include "core/calibration/Calibration.h"
#include "core/calibration/KeptMeasurements.h"

#include <QTest>

using namespace tp;
using nlohmann::json;

namespace {

json loraJob(const std::string &preset = "llama-3-8b")
{
    return {{"model", {{"preset", preset}}},
            {"method", "lora"},
            {"seq_len", 2048},
            {"micro_batch", 1},
            {"data", {{"samples", 20000}, {"tokens_per_sample", 2048}}}};
}

json a10Run()
{
    return {{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}}},
            {"tokens_per_s", 900},
            {"peak_memory_gib", 20.5},
            {"date", "2026-11-20"}};
}

Job parsed(const json &j)
{
    auto r = JobParser::parse(j, "job.json");
    if (!r.value)
        qFatal("job does not parse: %s", qPrintable(test::describe(r.problems)));
    return *r.value;
}

KeptMeasurement kept(const json &job, const json &run, const std::string &day)
{
    std::string why;
    auto k = keepMeasurement(job, run, test::shippedCatalog(), day, &why);
    if (!k)
        qFatal("not kept: %s", why.c_str());
    return *k;
}

} // namespace

class TestKeptMeasurements : public QObject
{
    Q_OBJECT

private slots:
    void keptRunStandsWithoutItsJob()
    {
        const KeptMeasurement k = kept(loraJob(), a10Run(), "2026-12-01");
        QCOMPARE(k.family, std::string("llama-3"));
        QCOMPARE(k.gpu, std::string("A10"));
        QCOMPARE(k.modelName, std::string("Llama 3 8B"));
        QCOMPARE(k.hardware, std::string("1 × ecs.gn7i-c8g1.2xlarge"));
        QCOMPARE(k.kept, std::string("2026-12-01"));
        QVERIFY(!k.framework.empty());
        QCOMPARE(k.measured["model"], json({{"preset", "llama-3-8b"}}));
        QCOMPARE(k.measured["method"], json("lora"));
        QCOMPARE(k.measured["seq_len"], json(2048));
        QCOMPARE(k.measured["tokens_per_s"], json(900));
    }

    void describedModelIsNotKept()
    {
        json job = loraJob();
        job["model"] = {
            {"kind", "transformer"}, {"params", 1e9}, {"layers", 16}, {"hidden", 2048}, {"heads", 16}};
        std::string why;
        QVERIFY(!keepMeasurement(job, a10Run(), test::shippedCatalog(), "2026-12-01", &why));
        QVERIFY2(why.find("family") != std::string::npos, why.c_str());

        // a run the planner refuses is not kept either, with the planner's reason
        json run = a10Run();
        run["hardware"] = {{"instance", "no-such-instance"}};
        QVERIFY(!keepMeasurement(loraJob(), run, test::shippedCatalog(), "2026-12-01", &why));
        QVERIFY2(why.find("/hardware/instance") != std::string::npos, why.c_str());
    }

    void fileRoundTripsAndNamesBadEntries()
    {
        const KeptMeasurement k = kept(loraJob(), a10Run(), "2026-12-01");
        json file = keptMeasurementsJson({k, k, k});
        file["measurements"][1]["measured"]["tokens_per_s"] = -5;
        file["measurements"][2].erase("family");
        const auto r = readKeptMeasurements(file.dump(), "measurements.json");
        QVERIFY(r.value);
        QCOMPARE(r.value->size(), std::size_t(1));
        QCOMPARE(r.value->front().measured, k.measured);
        QCOMPARE(r.value->front().hardware, k.hardware);
        QStringList paths;
        for (const Problem &p : r.problems)
            paths << QString::fromStdString(p.file + ": " + p.path);
        QVERIFY2(paths.contains(QStringLiteral("measurements.json: /measurements/1/measured/tokens_per_s")),
                 qPrintable(paths.join(QStringLiteral(", "))));
        QVERIFY2(paths.contains(QStringLiteral("measurements.json: /measurements/2/family")),
                 qPrintable(paths.join(QStringLiteral(", "))));

        // another kind of file, or no JSON at all: an error and nothing read
        const auto other =
            readKeptMeasurements(R"({"schema": 1, "kind": "models", "measurements": []})", "m.json");
        QVERIFY(!other.value);
        QCOMPARE(other.problems.front().path, std::string("/kind"));
        QVERIFY(!readKeptMeasurements("{ not json", "m.json").value);
    }

    void sameFamilyAndFrameworkOnly()
    {
        const std::vector<KeptMeasurement> all = {kept(loraJob(), a10Run(), "2026-12-01")};
        const Catalog &catalog = test::shippedCatalog();
        // Llama 3.1 70B is of the Llama 3 family
        QCOMPARE(measurementsFor(parsed(loraJob("llama-3.1-70b")), catalog, all).size(), std::size_t(1));
        // Qwen2 is not
        QVERIFY(measurementsFor(parsed(loraJob("qwen2-7b")), catalog, all).empty());
        // another framework than the run's is not
        json megatron = loraJob("llama-3-70b");
        megatron["method"] = "full";
        megatron["framework"] = all.front().framework == "megatron-lm" ? "deepspeed" : "megatron-lm";
        QVERIFY(measurementsFor(parsed(megatron), catalog, all).empty());
        // a job with runs of its own is calibrated by those
        json own = loraJob("llama-3-70b");
        own["measured"] = json::array({a10Run()});
        QVERIFY(measurementsFor(parsed(own), catalog, all).empty());
    }

    void aFrameworkChosenForTheJobsSettingsMatchesLaterJobs()
    {
        // The usual framework lacks what the job asks (here the other efficiency class): the run is
        // estimated with the first that has it, and kept under that one, so a later job asking the
        // same is calibrated by it.
        const Catalog &catalog = test::shippedCatalog();
        const KeptMeasurement usual = kept(loraJob(), a10Run(), "2026-12-01");
        const Framework *usualFramework = catalog.findFramework(usual.framework);
        QVERIFY(usualFramework);
        json other = loraJob();
        other["stack"] = usualFramework->efficiency == "optimized" ? "standard" : "optimized";
        const KeptMeasurement k = kept(other, a10Run(), "2026-12-01");
        QVERIFY(k.framework != usual.framework);
        QCOMPARE(catalog.findFramework(k.framework)->efficiency, other["stack"].get<std::string>());

        json later = other;
        later["model"] = {{"preset", "llama-3.1-70b"}};
        QCOMPARE(measurementsFor(parsed(later), catalog, {k}).size(), std::size_t(1));
        // a later job with the usual framework is not calibrated by it
        QVERIFY(measurementsFor(parsed(loraJob("llama-3.1-70b")), catalog, {k}).empty());
    }

    void newestDayOfOneModel()
    {
        json second = a10Run();
        second["micro_batch"] = 2;
        second["peak_memory_gib"] = 22.0;
        const std::vector<KeptMeasurement> all = {
            kept(loraJob(), a10Run(), "2026-11-01"), kept(loraJob(), a10Run(), "2026-12-01"),
            kept(loraJob(), second, "2026-12-01"), kept(loraJob("llama-3.2-3b"), a10Run(), "2026-11-15")};
        const auto chosen = measurementsFor(parsed(loraJob("llama-3-70b")), test::shippedCatalog(), all);
        QCOMPARE(chosen.size(), std::size_t(2));
        for (const KeptMeasurement &k : chosen) {
            QCOMPARE(k.kept, std::string("2026-12-01"));
            QCOMPARE(k.modelName, std::string("Llama 3 8B"));
        }
    }

    void runOfAnotherModelCalibratesAsItRan()
    {
        // calibrating the 70B job from the kept 8B run finds the same compute correction as
        // calibrating the 8B job from it: the run is estimated as the 8B it was
        const KeptMeasurement k = kept(loraJob(), a10Run(), "2026-12-01");
        json big = loraJob("llama-3-70b");
        big["measured"] = json::array({k.measured});
        const auto other = calibrate(parsed(big), test::shippedCatalog(), "job.json");
        QVERIFY2(other.value, qPrintable(test::describe(other.problems)));
        json own = loraJob();
        own["measured"] = json::array({a10Run()});
        const auto same = calibrate(parsed(own), test::shippedCatalog(), "job.json");
        QVERIFY(same.value);
        QCOMPARE(other.value->terms.compute, same.value->terms.compute);
        QCOMPARE(other.value->terms.memoryOffsetGib, same.value->terms.memoryOffsetGib);
        QVERIFY(other.value->terms.compute != 1.0);
        QCOMPARE(other.value->runs.front().model, std::string("Llama 3 8B"));
        QVERIFY(same.value->runs.front().model.empty());
        const std::string note = other.value->note();
        QVERIFY2(note.find("your run of Llama 3 8B on 1 × ecs.gn7i-c8g1.2xlarge (2026-11-20)") !=
                     std::string::npos,
                 note.c_str());

        // a kept run's model that is not in the catalog names the measurement
        big["measured"][0]["model"] = {{"preset", "llama-9-1b"}};
        const auto unknown = calibrate(parsed(big), test::shippedCatalog(), "job.json");
        QVERIFY(!unknown.problems.empty());
        QCOMPARE(unknown.problems.front().path, std::string("/measured/0/model/preset"));
    }
};

QTEST_APPLESS_MAIN(TestKeptMeasurements)
#include "tst_keptmeasurements.moc"
