#include "TestCli.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace tp;

namespace {

using Run = test::CliRun;

const std::string kLogs = std::string(TRAINPLAN_TEST_DATA) + "/run-logs/";

QStringList argv(std::initializer_list<std::string> args)
{
    QStringList out;
    for (const std::string &a : args)
        out << QString::fromStdString(a);
    return out;
}

Run cli(std::vector<std::string> args)
{
    // the shipped catalog only: the user's overrides folder must not change test results
    args.insert(args.begin(), "--no-overrides");
    return test::runCli(args);
}

const char *kA800Node = R"({"gpu": "A800-SXM4-80GB", "gpus_per_node": 8, "nodes": 1})";

// The spec's example job: a LoRA fine-tune of Llama 3 8B on one A10.
const char *kJob = R"({
  "model": { "preset": "llama-3-8b" }, "method": "lora", "precision": "bf16", "seq_len": 2048,
  "global_batch": 64, "micro_batch": 4, "data": { "samples": 52000, "tokens_per_sample": 512 },
  "hardware": { "gpu": "A10", "gpus_per_node": 1, "nodes": 1 } })";

} // namespace

// `trainplan-cli calibrate LOG [--job JOB.json] [--hardware JSON]` in-process: the measured entry
// of spec/cli.md, the job with it added, the hardware's sources and the exit codes of bad input.
class TestCalibrateCommand : public QObject
{
    Q_OBJECT

private:
    test::ScratchFiles m_files;

private slots:
    void initTestCase()
    {
        QVERIFY(m_files.isValid());
        qputenv("TRAINPLAN_CATALOG", TRAINPLAN_CATALOG_DIR);
    }

    void printsTheMeasuredEntry()
    {
        const std::string log = kLogs + "deepspeed/deepspeed.log";
        const Run r = cli({"calibrate", log, "--hardware", kA800Node});
        QCOMPARE(r.code, 0);
        const auto m = nlohmann::json::parse(r.out);
        QCOMPARE(m["hardware"], nlohmann::json::parse(kA800Node));
        QCOMPARE(m["micro_batch"].get<int>(), 4);
        QCOMPARE(m["global_batch"].get<int>(), 64);
        QCOMPARE(m["samples_per_s"].get<double>(), 45.9826);
        QCOMPARE(m["step_time_s"].get<double>(), 1.39183); // 64 / 45.98261, 6 digits
        QCOMPARE(m["peak_memory_gib"].get<double>(), 19.93);
        QVERIFY(!m.contains("tokens_per_s")); // DeepSpeed's log has no sequence length
        QCOMPARE(m["source"], (nlohmann::json{{"format", "deepspeed"}, {"file", log}}));
        QVERIFY2(r.err.find("read as deepspeed") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("samples_per_s 45.9826 from line 20: RunningAvgSamplesPerSec") !=
                     std::string::npos,
                 r.err.c_str());
    }

    void withAJobPrintsTheJobWithTheEntryAdded()
    {
        const Run r =
            cli({"calibrate", kLogs + "hf/trainer_state.json", "--job", m_files.write("job.json", kJob)});
        QCOMPARE(r.code, 0);
        const auto job = nlohmann::ordered_json::parse(r.out);
        QCOMPARE(job.begin().key(), std::string("model")); // the job as written, key order kept
        QCOMPARE(job["seq_len"].get<int>(), 2048);
        QCOMPARE(job["measured"].size(), std::size_t(1));
        const auto &m = job["measured"][0];
        QCOMPARE(m["hardware"].dump(), job["hardware"].dump());
        QCOMPARE(m["micro_batch"].get<int>(), 4);
        QCOMPARE(m["samples_per_s"].get<double>(), 1.48);
        QCOMPARE(m["tokens_per_s"].get<double>(), 3031.04); // 1.48 x the job's seq_len 2048
        QVERIFY2(r.err.find("taken from the job") != std::string::npos, r.err.c_str());
    }

    // What calibrate --job prints is a job estimate and plan take as it is: calibrated.
    void itsOutputFeedsEstimateAndPlan()
    {
        const Run calibrated =
            cli({"calibrate", kLogs + "hf/trainer_state.json", "--job", m_files.write("feed.json", kJob)});
        QCOMPARE(calibrated.code, 0);
        const std::string job = m_files.write("calibrated.json", calibrated.out);
        const Run estimate = cli({"estimate", job});
        QVERIFY2(estimate.code == 0, estimate.err.c_str());
        const auto e = nlohmann::json::parse(estimate.out);
        QVERIFY(e.contains("calibration"));
        QVERIFY(e["calibration"]["speed_factor"].is_number());
        QVERIFY(e["calibration"]["note"].get<std::string>().rfind("calibrated from your run on 1 × A10", 0) ==
                0);

        const Run plan = cli({"plan", job, "--format", "json", "--top", "3"});
        QVERIFY2(plan.code == 0, plan.err.c_str());
        QCOMPARE(nlohmann::json::parse(plan.out)["calibration"]["speed_factor"],
                 e["calibration"]["speed_factor"]);
    }

    // The Trainer rounds samples/s and steps/s to 3 decimals: 0.602 / 0.009 = 66.9, which was once
    // read as a global batch of 67 and refused by the job's own micro-batch of 4 (issue 33).
    void aRoundedTrainerLogGivesAJobEstimateAccepts()
    {
        const Run r = cli({"calibrate", kLogs + "hf/trainer_state-rounded.json", "--job",
                           m_files.write("rounded.json", kJob)});
        QVERIFY2(r.code == 0, r.err.c_str());
        const auto job = nlohmann::json::parse(r.out);
        const auto &m = job["measured"][0];
        // samples = 0.602 x 10631.2 s = 6400; over 100 steps: 64, the one multiple of 4 allowed
        QCOMPARE(m["global_batch"].get<int>(), 64);
        QCOMPARE(m["step_time_s"].get<double>(), 106.312); // the runtime over the steps, not 1 / 0.009
        const Run estimate = cli({"estimate", m_files.write("rounded-calibrated.json", r.out)});
        QVERIFY2(estimate.code == 0, estimate.err.c_str());
    }

    // A printed Trainer log with only the two rounded speeds bounds the global batch to 63-71: two
    // multiples of the micro-batch fit, so none is claimed and the job's global batch stands.
    void anUnsettledGlobalBatchIsLeftOut()
    {
        const std::string log = m_files.write(
            "rounded.log", "***** Running training *****\n  Instantaneous batch size per device = 4\n"
                           "{'train_runtime': 10631.2, 'train_samples_per_second': 0.602, "
                           "'train_steps_per_second': 0.009, 'train_loss': 1.2, 'epoch': 1.0}\n");
        const Run r = cli({"calibrate", log, "--job", m_files.write("unsettled.json", kJob)});
        QVERIFY2(r.code == 0, r.err.c_str());
        const auto job = nlohmann::json::parse(r.out);
        QVERIFY(!job["measured"][0].contains("global_batch"));
        QVERIFY2(r.err.find("global batch left out") != std::string::npos, r.err.c_str());
        QCOMPARE(cli({"estimate", m_files.write("unsettled-calibrated.json", r.out)}).code, 0);
    }

    // A run far off the estimate calibrates, but says so: a second look is due.
    void aRunFarOffTheEstimateIsNoted()
    {
        nlohmann::json job = nlohmann::json::parse(kJob);
        job["measured"] = {{{"hardware", job["hardware"]}, {"samples_per_s", 0.2}}};
        const Run r = cli({"estimate", m_files.write("far-off.json", job.dump())});
        QVERIFY2(r.code == 0, r.err.c_str());
        const auto e = nlohmann::json::parse(r.out);
        QVERIFY2(e["calibration"]["limits"].dump().find("check that the run was on the hardware named") !=
                     std::string::npos,
                 e["calibration"].dump().c_str());
    }

    void anEarlierMeasurementIsKept()
    {
        nlohmann::json job = nlohmann::json::parse(kJob);
        job["measured"] = nlohmann::json::array(
            {{{"hardware", {{"instance", "ecs.gn7i-c8g1.2xlarge"}, {"nodes", 1}}}, {"tokens_per_s", 1480}}});
        const Run r = cli({"calibrate", kLogs + "hf/trainer_state.json", "--job",
                           m_files.write("job2.json", job.dump()), "--hardware",
                           R"({"instance": "ecs.gn7i-c8g1.2xlarge", "nodes": 1})"});
        QCOMPARE(r.code, 0);
        const auto out = nlohmann::json::parse(r.out);
        QCOMPARE(out["measured"].size(), std::size_t(2));
        QCOMPARE(out["measured"][0], job["measured"][0]);
        QCOMPARE(out["measured"][1]["hardware"]["instance"].get<std::string>(),
                 std::string("ecs.gn7i-c8g1.2xlarge"));
        QVERIFY(r.err.find("taken from the job") == std::string::npos);
    }

    void perGpuTokensUseTheLogsGpus()
    {
        const Run r = cli({"calibrate", kLogs + "torchtitan/torchtitan.log", "--hardware",
                           R"({"gpu": "H800-SXM5-80GB", "gpus_per_node": 8, "nodes": 2})"});
        QCOMPARE(r.code, 0);
        const auto m = nlohmann::json::parse(r.out);
        QCOMPARE(m["tokens_per_s"].get<double>(), 57164.8); // 7145.6 per GPU x dp_shard 8
        QCOMPARE(m["seq_len"].get<int>(), 8192);
        QCOMPARE(m["peak_memory_gib"].get<double>(), 38.73);
        QVERIFY2(r.err.find("warning: the log ran on 8 GPUs") != std::string::npos, r.err.c_str());
    }

    void ultralyticsReadsArgsYamlAndTheJobsImages()
    {
        const std::string log = kLogs + "ultralytics/results.csv";
        const char *hardware = R"({"gpu": "A10", "gpus_per_node": 2, "nodes": 1})";
        const Run without = cli({"calibrate", log, "--hardware", hardware});
        QCOMPARE(without.code, 2);
        QVERIFY2(without.err.find("data.samples") != std::string::npos, without.err.c_str());

        const Run r =
            cli({"calibrate", kLogs + "ultralytics", "--hardware", hardware, "--job",
                 m_files.write("yolo.json", R"({"model": {"preset": "yolov8s"}, "method": "pretrain",
                                                  "data": {"samples": 118287}})")});
        QCOMPARE(r.code, 0);
        const auto m = nlohmann::json::parse(r.out)["measured"][0];
        QCOMPARE(m["samples_per_s"].get<double>(), 126.387); // 118287 / 935.91 s per epoch
        QCOMPARE(m["global_batch"].get<int>(), 64);
        QCOMPARE(m["micro_batch"].get<int>(), 32); // batch 64 on device 0,1
        QVERIFY(r.err.find("image_size 640 from") != std::string::npos);
        QVERIFY(r.err.find("warning") == std::string::npos);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const std::string deepspeed = kLogs + "deepspeed/deepspeed.log";
        QTest::newRow("no log") << argv({"calibrate"}) << 2 << "usage: trainplan-cli calibrate LOG";
        QTest::newRow("no hardware") << argv({"calibrate", deepspeed}) << 2
                                     << "calibrate needs the hardware the run was on: pass --hardware";
        QTest::newRow("hardware not JSON")
            << argv({"calibrate", deepspeed, "--hardware", "{gpu: A10}"}) << 2 << "--hardware: line 1";
        QTest::newRow("unknown instance")
            << argv({"calibrate", deepspeed, "--hardware", R"({"instance": "p9.mega", "nodes": 1})"}) << 2
            << "--hardware: /instance: unknown instance type \"p9.mega\"";
        QTest::newRow("zero GPUs per node")
            << argv({"calibrate", deepspeed, "--hardware", R"({"gpu": "A10", "gpus_per_node": 0})"}) << 2
            << "--hardware: /gpus_per_node: expected a whole number from 1 to 64";
        QTest::newRow("instance and its own GPU count")
            << argv({"calibrate", deepspeed, "--hardware",
                     R"({"instance": "ecs.gn7i-c8g1.2xlarge", "gpus_per_node": 2})"})
            << 2 << "--hardware: /gpus_per_node: an instance type has its own GPUs";
        QTest::newRow("neither gpu nor instance")
            << argv({"calibrate", deepspeed, "--hardware", R"({"nodes": 2})"}) << 2
            << "--hardware: name either \"gpu\" or \"instance\"";
        QTest::newRow("unknown key") << argv({"calibrate", deepspeed, "--hardware",
                                              R"({"gpu": "A10", "gpus": 8})"})
                                     << 2 << "--hardware: /gpus: unknown key \"gpus\"";
        QTest::newRow("a missing log") << argv({"calibrate", "/nonexistent/run.log", "--hardware", kA800Node})
                                       << 1 << "/nonexistent/run.log: cannot open the file (no such file)";
        QTest::newRow("an empty log") << argv({"calibrate", kLogs + "bad/empty.log", "--hardware", kA800Node})
                                      << 2 << "bad/empty.log: the file is empty [log-empty]";
        QTest::newRow("a log without throughput")
            << argv({"calibrate", kLogs + "bad/trainer-no-throughput.log", "--hardware", kA800Node}) << 2
            << "expected the line the Trainer prints when training ends";
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        std::vector<std::string> argv;
        for (const QString &a : args)
            argv.push_back(a.toStdString());
        const Run r = cli(argv);
        QCOMPARE(r.code, code);
        QVERIFY(r.out.empty());
        QVERIFY2(r.err.find(says.toStdString()) != std::string::npos, r.err.c_str());
    }

    void aJobWithABadFigureNamesItsPath()
    {
        const Run r = cli({"calibrate", kLogs + "megatron/megatron.log", "--hardware", kA800Node, "--job",
                           m_files.write("bad.json", R"({"seq_len": "long", "data": {"samples": 10}})")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("bad.json: /seq_len: expected a positive number") != std::string::npos,
                 r.err.c_str());
    }

    void aJobsMeasuredMustBeAnArray()
    {
        const Run r =
            cli({"calibrate", kLogs + "megatron/megatron.log", "--hardware", kA800Node, "--job",
                 m_files.write("measured.json", R"({"seq_len": 4096, "measured": {"tokens_per_s": 1}})")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("measured.json: /measured: expected an array") != std::string::npos,
                 r.err.c_str());
    }

    void usageListsCalibrate()
    {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.find("calibrate LOG [--job JOB.json] [--hardware JSON]") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCalibrateCommand)
#include "tst_calibratecommand.moc"
