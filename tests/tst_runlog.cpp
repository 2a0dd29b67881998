#include "core/calibration/RunLog.h"

#include <QtTest>
#include <fstream>
#include <sstream>

using namespace tp;

namespace {

const std::string kLogs = std::string(TRAINPLAN_TEST_DATA) + "/run-logs/";

std::string fixture(const std::string &name)
{
    std::ifstream in(kLogs + name, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string describe(const Problems &problems)
{
    std::string out;
    for (const Problem &p : problems)
        out += p.toString() + "\n";
    return out;
}

RunLog read(const std::string &name, const RunLogContext &context = {})
{
    const RunLogResult r = readRunLog(fixture(name), name, context);
    if (!r.value)
        qWarning("%s", describe(r.problems).c_str());
    return r.value.value_or(RunLog{});
}

// The one error reading `text` gives: its code, and its path and message for the caller to check.
Problem failure(const std::string &text, const std::string &file, const RunLogContext &context = {})
{
    const RunLogResult r = readRunLog(text, file, context);
    if (r.value || r.problems.empty())
        return {};
    return r.problems.front();
}

RunFigure figure(double value, const char *from)
{
    return {value, from};
}

double mean(std::initializer_list<double> values)
{
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

} // namespace

// Reading real training logs (issue 18): every format's figures from its fixture in
// tests/data/run-logs, written as each tool prints them, and the errors of logs that lack them.
class TestRunLog : public QObject
{
    Q_OBJECT

private slots:
    void hfTrainerStateGivesTheWholeRunsSpeed()
    {
        RunLogContext context;
        context.sequenceLength = figure(512, "job /seq_len");
        const RunLog log = read("hf/trainer_state.json", context);
        QCOMPARE(toString(log.format), std::string("hf-trainer-state"));
        QCOMPARE(log.samplesPerSecond->value, 1.48);
        QCOMPARE(log.samplesPerSecond->from, std::string("/log_history/6/train_samples_per_second"));
        // 1.48 x 2161.8372 s / 50 steps = 63.99: the one multiple of the micro-batch (4) within what
        // the Trainer's rounding allows
        QCOMPARE(log.globalBatch->value, 64.0);
        QCOMPARE(log.stepTimeSeconds->value, 2161.8372 / 50); // the runtime over the steps, not 1 / 0.023
        QCOMPARE(log.stepTimeSeconds->from,
                 std::string("/log_history/6/train_runtime / /log_history/6/step"));
        QCOMPARE(log.microBatch->value, 4.0);
        QCOMPARE(log.microBatch->from, std::string("/train_batch_size"));
        QCOMPARE(log.tokensPerSecond->value, 1.48 * 512);
        QVERIFY(!log.peakMemoryGib);
        QVERIFY(log.window.find("whole run") != std::string::npos);
    }

    void hfTrainerStateWithPythonsNaNIsRead()
    {
        const RunLog log = read("hf/trainer_state-nan-loss.json");
        QCOMPARE(log.samplesPerSecond->value, 1.48);
        QVERIFY(!log.tokensPerSecond); // no sequence length
    }

    void hfTrainerStdoutWithQuotedFigures()
    {
        RunLogContext twoGpus;
        twoGpus.gpus = figure(2, "--hardware");
        const RunLog log = read("hf/trainer-stdout.log", twoGpus);
        QCOMPARE(toString(log.format), std::string("hf-trainer-log"));
        QCOMPARE(log.samplesPerSecond->value, 6.054);
        QCOMPARE(log.microBatch->value, 8.0);
        QCOMPARE(log.globalBatch->value, 32.0);
        QCOMPARE(log.globalBatch->from, std::string("line 5: Total train batch size"));
        QCOMPARE(log.stepTimeSeconds->value, 32 / 6.054);
        QCOMPARE(log.tokensPerSecondPerGpu->value, 3100.0);
        QCOMPARE(log.tokensPerSecond->value, 6200.0); // per device x 2 GPUs
        QCOMPARE(log.peakMemoryGib->value, 18.71);
        QCOMPARE(log.peakMemoryGib->from, std::string("line 19: max_memory_allocated"));
    }

    void hfTrainerStdoutWithoutGpusKeepsTokensPerGpuOnly()
    {
        const RunLog log = read("hf/trainer-stdout.log");
        QVERIFY(!log.tokensPerSecond);
        QCOMPARE(log.tokensPerSecondPerGpu->value, 3100.0);
    }

    void hfTrainMetricsBlock()
    {
        const RunLog log = read("hf/run_clm-metrics.log");
        QCOMPARE(toString(log.format), std::string("hf-trainer-log"));
        QCOMPARE(log.samplesPerSecond->value, 21.249);
        QCOMPARE(log.samplesPerSecond->from, std::string("line 13: train_samples_per_second"));
        QCOMPARE(log.globalBatch->value, 32.0);
        QCOMPARE(log.stepTimeSeconds->value, 32 / 21.249);
        QVERIFY(log.window.find("4517.88 s") != std::string::npos); // 1:15:17.88
    }

    void deepSpeedRunningAverage()
    {
        const RunLog log = read("deepspeed/deepspeed.log");
        QCOMPARE(toString(log.format), std::string("deepspeed"));
        QCOMPARE(log.samplesPerSecond->value, 45.98261);
        QCOMPARE(log.samplesPerSecond->from, std::string("line 20: RunningAvgSamplesPerSec"));
        QCOMPARE(log.globalBatch->value, 64.0);
        QCOMPARE(log.microBatch->value, 4.0);
        QCOMPARE(log.stepTimeSeconds->value, 64 / 45.98261);
        QCOMPARE(log.peakMemoryGib->value, 19.93);
        QVERIFY(log.window.find("global steps 3 to 30") != std::string::npos);
    }

    void megatronSteadyIterations()
    {
        const RunLog log = read("megatron/megatron.log");
        QCOMPARE(toString(log.format), std::string("megatron-lm"));
        QCOMPARE(log.stepTimeSeconds->value, mean({11.3429, 11.3516, 11.3382, 11.3461}));
        QCOMPARE(log.samplesPerSecond->value,
                 mean({256 / 11.3429, 256 / 11.3516, 256 / 11.3382, 256 / 11.3461}));
        QCOMPARE(log.tokensPerSecond->value, log.samplesPerSecond->value * 4096);
        QCOMPARE(log.globalBatch->value, 256.0);
        QCOMPARE(log.microBatch->value, 1.0);
        QCOMPARE(log.sequenceLength->value, 4096.0);
        QCOMPARE(log.gpus->value, 16.0);
        QCOMPARE(log.peakMemoryGib->value, 51402.13 / 1024);
        QCOMPARE(log.window, std::string("iteration 20 to iteration 50; iteration 10 left out as warm-up"));
        QCOMPARE(log.notes.size(), std::size_t(1)); // Megatron's own TFLOP/s
    }

    void nemoSteadySteps()
    {
        const RunLog log = read("nemo/nemo.log");
        QCOMPARE(toString(log.format), std::string("nemo"));
        QCOMPARE(log.stepTimeSeconds->value,
                 mean({7.549, 7.556, 7.561, 7.566, 7.559, 7.568, 7.565, 7.572, 7.572}));
        QCOMPARE(log.samplesPerSecond->value,
                 mean({512 / 7.549, 512 / 7.556, 512 / 7.561, 512 / 7.566, 512 / 7.559, 512 / 7.568,
                       512 / 7.565, 512 / 7.572, 512 / 7.572}));
        QCOMPARE(log.globalBatch->value, 512.0);
        QVERIFY(log.window.find("global step 0 left out as warm-up") != std::string::npos);
    }

    void torchtitanTpsIsPerGpu()
    {
        const RunLog log = read("torchtitan/torchtitan.log");
        QCOMPARE(toString(log.format), std::string("torchtitan"));
        QCOMPARE(log.tokensPerSecondPerGpu->value, 7145.6); // steps 10-50; step 1 (compilation) left out
        QCOMPARE(log.gpus->value, 8.0);                     // dp_shard=8
        QCOMPARE(log.tokensPerSecond->value, 7145.6 * 8);
        QCOMPARE(log.sequenceLength->value, 8192.0);
        QCOMPARE(log.samplesPerSecond->value, 7145.6 * 8 / 8192);
        QCOMPARE(log.globalBatch->value, 8.0);
        QCOMPARE(log.stepTimeSeconds->value, 8 / (7145.6 * 8 / 8192));
        QCOMPARE(log.microBatch->value, 1.0);
        QCOMPARE(log.peakMemoryGib->value, 38.73);
    }

    void torchtitanWithoutTheMeshNeedsTheGpus()
    {
        std::string text = fixture("torchtitan/torchtitan.log");
        text.erase(text.find("Building device mesh"), std::string("Building device mesh").size());
        QCOMPARE(failure(text, "titan.log").code, std::string("log-needs-gpus"));
        RunLogContext context;
        context.gpus = figure(8, "--hardware");
        QCOMPARE(readRunLog(text, "titan.log", context).value->tokensPerSecond->value, 7145.6 * 8);
    }

    void ultralyticsEpochTimes()
    {
        RunLogContext context;
        context.trainSamples = figure(118287, "job /data/samples");
        context.argsYaml = fixture("ultralytics/args.yaml");
        context.argsYamlFile = "ultralytics/args.yaml";
        const RunLog log = read("ultralytics/results.csv", context);
        QCOMPARE(toString(log.format), std::string("ultralytics"));
        const double perEpoch = (4765.11 - 1021.47) / 4;
        QCOMPARE(log.samplesPerSecond->value, 118287 / perEpoch);
        QCOMPARE(log.globalBatch->value, 64.0);
        QCOMPARE(log.gpus->value, 2.0); // device: 0,1
        QCOMPARE(log.microBatch->value, 32.0);
        QCOMPARE(log.imageSize->value, 640.0);
        QCOMPARE(log.stepTimeSeconds->value, 64 / (118287 / perEpoch));
        QVERIFY(log.window.find("epochs 2 to 5") != std::string::npos);
    }

    void ultralyticsNeedsTheImagesPerEpoch()
    {
        const Problem p = failure(fixture("ultralytics/results.csv"), "results.csv");
        QCOMPARE(p.code, std::string("log-needs-samples"));
        QVERIFY(p.message.find("935.91 s per epoch") != std::string::npos);
    }

    void ultralyticsWithoutTimeColumn()
    {
        const Problem p = failure(fixture("ultralytics-8.0/results.csv"), "results.csv");
        QCOMPARE(p.code, std::string("log-missing-figure"));
        QCOMPARE(p.path, std::string("line 1"));
        QVERIFY(p.message.find("no time column") != std::string::npos);
    }

    void nvidiaSmiPeak()
    {
        const RunLog log = read("nvidia-smi/memory.csv");
        QCOMPARE(toString(log.format), std::string("nvidia-smi"));
        QCOMPARE(log.peakMemoryGib->value, 20110 / 1024.0);
        QCOMPARE(log.peakMemoryGib->from, std::string("line 6: memory.used"));
        QCOMPARE(log.window, std::string("the highest sample of 2 GPUs"));
        QVERIFY(!log.hasSpeed());
    }

    void torchMemoryPrintouts()
    {
        const RunLog log = read("torch-memory/train.log");
        QCOMPARE(toString(log.format), std::string("torch-memory"));
        QCOMPARE(log.peakMemoryGib->value, 21.37);
        QCOMPARE(log.peakMemoryGib->from, std::string("line 5: max_memory_allocated"));
    }

    void badLogs_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QTest::newRow("an empty file") << "bad/empty.log"
                                       << "log-empty"
                                       << ""
                                       << "empty";
        // the JSON path where the file breaks off, with its line and column in the message
        QTest::newRow("a truncated trainer_state.json") << "bad/truncated-trainer_state.json"
                                                        << "malformed-json"
                                                        << "/log_history/"
                                                        << "line ";
        QTest::newRow("a checkpoint's trainer_state.json") << "hf/checkpoint-25-trainer_state.json"
                                                           << "log-missing-figure"
                                                           << "/log_history"
                                                           << "no entry with train_runtime";
        QTest::newRow("a Trainer run killed before the end")
            << "bad/trainer-no-throughput.log"
            << "log-missing-figure"
            << ""
            << "a Hugging Face Trainer log without a speed: expected the line the Trainer prints when "
               "training "
               "ends: {'train_runtime'";
        QTest::newRow("a Keras log") << "bad/unknown.log"
                                     << "log-unknown-format"
                                     << ""
                                     << "Megatron-LM's elapsed time per iteration (ms)";
    }

    void badLogs()
    {
        QFETCH(QString, name);
        QFETCH(QString, code);
        QFETCH(QString, path);
        QFETCH(QString, says);
        const RunLogResult r = readRunLog(fixture(name.toStdString()), name.toStdString());
        QVERIFY(!r.value);
        QVERIFY(!r.problems.empty());
        const Problem &p = r.problems.front();
        QCOMPARE(QString::fromStdString(p.code), code);
        QCOMPARE(QString::fromStdString(p.file), name);
        QVERIFY2(p.path.rfind(path.toStdString(), 0) == 0, p.path.c_str());
        QVERIFY2(p.message.find(says.toStdString()) != std::string::npos, p.message.c_str());
    }

    void formatsWithoutTheirSpeedLineNameIt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Megatron-LM arguments only")
            << "------------------------ arguments ------------------------\n  seq_length ...... 4096\n"
            << "elapsed time per iteration (ms)";
        QTest::newRow("DeepSpeed start-up only")
            << "[2026-11-30 10:02:11,201] [INFO] [logging.py:128:log_dist] [Rank 0] DeepSpeed info: "
               "version=0.16.4, git-hash=unknown, git-branch=unknown\n"
            << "RunningAvgSamplesPerSec=";
        QTest::newRow("torchtitan start-up only")
            << "[titan] 2026-01-15 10:00:01,101 - root - INFO - Starting job\n"
            << "tps: ";
        QTest::newRow("NeMo start-up only") << "[NeMo I 2026-11-30 12:01:02 nemo_logging:393] Experiments\n"
                                            << "train_step_timing in s";
    }

    void formatsWithoutTheirSpeedLineNameIt()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const Problem p = failure(text.toStdString(), "run.log");
        QCOMPARE(p.code, std::string("log-missing-figure"));
        QVERIFY2(p.message.find(expected.toStdString()) != std::string::npos, p.message.c_str());
    }

    void absurdFiguresAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");
        QTest::newRow("a negative step time")
            << " [2026-11-30 11:00:00.1] iteration       10/     500 | consumed samples:         2560 | "
               "elapsed "
               "time per iteration (ms): -11342.9 | global batch size:   256 |\n"
            << "line 1: elapsed time per iteration";
        QTest::newRow("NaN samples/s")
            << "[x] [INFO] [timer.py:264:stop] epoch=0/micro_step=20/global_step=10, "
               "RunningAvgSamplesPerSec=nan, CurrSamplesPerSec=nan, MemAllocated=1.0GB, "
               "MaxMemAllocated=2.0GB\n"
            << "line 1: RunningAvgSamplesPerSec";
        QTest::newRow("samples/s above 1e12")
            << R"({"log_history": [{"step": 5, "train_runtime": 1.0, "train_samples_per_second": 2e12}]})"
            << "/log_history/0/train_samples_per_second";
        QTest::newRow("a NaN in trainer_state.json")
            << R"({"log_history": [{"step": 5, "train_runtime": 1.0, "train_samples_per_second": NaN}]})"
            << "/log_history/0/train_samples_per_second";
        QTest::newRow("memory in petabytes") << "torch.cuda.max_memory_allocated(): 3e12 GiB\n"
                                             << "line 1: max_memory_allocated";
    }

    void absurdFiguresAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, path);
        const Problem p = failure(text.toStdString(), "run.log");
        QCOMPARE(p.code, std::string("log-absurd-figure"));
        QCOMPARE(QString::fromStdString(p.path), path);
    }
};

QTEST_APPLESS_MAIN(TestRunLog)
#include "tst_runlog.moc"
