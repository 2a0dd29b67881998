#include "TestCli.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace tp;

namespace {

using Run = test::CliRun;

Run cli(const std::vector<std::string> &args, const std::string &stdinText = {})
{
    return test::runCli(args, stdinText);
}

const char *kJob = R"({
  "model": { "preset": "llama-3-8b" }, "method": "lora", "lora": { "rank": 16 },
  "precision": "bf16", "seq_len": 2048, "global_batch": 64, "micro_batch": 4, "zero_stage": 0,
  "activation_checkpointing": true, "data": { "samples": 52000, "tokens_per_sample": 512 }, "epochs": 3,
  "hardware": { "gpu": "A10", "gpus_per_node": 1, "nodes": 1 } })";

} // namespace

// trainplan-cli end to end (in-process): the spec/cli.md contract, exit codes and error lines.
class TestCliApp : public QObject
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

    void estimateAnswersTheSpecExample()
    {
        Run r = cli({"estimate", m_files.write("job.json", kJob)});
        QCOMPARE(r.code, 0);
        auto out = nlohmann::json::parse(r.out);
        for (const char *key :
             {"fits", "gpu_memory_gib", "memory_per_gpu_gib", "memory_breakdown_gib", "throughput",
              "step_time_s", "time_hours", "time_hours_range", "gpu_hours", "assumptions", "warnings"})
            QVERIFY2(out.contains(key), key);
        for (const char *key : {"weights", "gradients", "optimizer", "activations", "other"})
            QVERIFY2(out["memory_breakdown_gib"].contains(key), key);
        QVERIFY(out["throughput"].contains("tokens_per_s"));
        QCOMPARE(out["gpu_memory_gib"].get<double>(), 24.0);
        QCOMPARE(out["time_hours_range"].size(), std::size_t(2));
        QVERIFY(out["time_hours_range"][0].get<double>() <= out["time_hours"].get<double>());
    }

    void estimateReadsStdin()
    {
        Run r = cli({"estimate", "-"}, kJob);
        QCOMPARE(r.code, 0);
        QVERIFY(nlohmann::json::parse(r.out).contains("time_hours"));
    }

    void badInputExitsTwoWithFileAndPath_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::newRow("unknown GPU") << "/hardware/gpu"
                                     << "\"RTX-9090\"";
        QTest::newRow("negative tokens per sample") << "/data/tokens_per_sample"
                                                    << "-1";
        QTest::newRow("wrong type") << "/epochs"
                                    << "\"3\"";
        QTest::newRow("unknown preset") << "/model/preset"
                                        << "\"gpt-5\"";
    }
    void badInputExitsTwoWithFileAndPath()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        nlohmann::json job = nlohmann::json::parse(kJob);
        job[nlohmann::json::json_pointer(pointer.toStdString())] = nlohmann::json::parse(value.toStdString());
        const std::string path = m_files.write("bad.json", job.dump());
        Run r = cli({"estimate", path});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
        QVERIFY2(r.err.find(path + ": " + pointer.toStdString() + ": ") != std::string::npos, r.err.c_str());
    }

    void aGlobalBatchThatDoesNotSplitIsAnError()
    {
        // 100 samples over micro-batch 4 x 8 data-parallel V100s: no whole number of steps (it
        // was a warning, the time overstated and DeepSpeed's train_batch_size refused)
        const std::string path = m_files.write(
            "batch.json",
            R"({ "model": { "preset": "yolov8m" }, "method": "full", "data": { "samples": 118287 },
            "global_batch": 100, "micro_batch": 4,
            "hardware": { "gpu": "V100-SXM2-32GB", "gpus_per_node": 8 } })");
        Run r = cli({"estimate", path});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
        QVERIFY2(r.err.find(path + ": /global_batch: the global batch 100 does not split evenly") !=
                     std::string::npos,
                 r.err.c_str());
        QVERIFY2(r.err.find("a multiple of 32 (the nearest: 96 or 128)") != std::string::npos, r.err.c_str());
        // one that splits is estimated
        Run ok = cli({"estimate", m_files.write("batch-ok.json", R"({ "model": { "preset": "yolov8m" },
            "method": "full", "data": { "samples": 118287 }, "global_batch": 128, "micro_batch": 4,
            "hardware": { "gpu": "V100-SXM2-32GB", "gpus_per_node": 8 } })")});
        QCOMPARE(ok.code, 0);
    }

    void malformedJsonExitsTwo()
    {
        Run r = cli({"estimate", "-"}, "{ \"model\": ");
        QCOMPARE(r.code, 2);
        // the JSON path where it breaks off (spec/cli.md), with the line and column
        QVERIFY2(r.err.find("<stdin>: /model: not valid JSON (line 1, column") != std::string::npos,
                 r.err.c_str());
    }

    void missingFileIsAnIoError()
    {
        Run r = cli({"estimate", "/nonexistent/job.json"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.find("/nonexistent/job.json") != std::string::npos);
    }

    void catalogCheckPassesOnTheShippedCatalog()
    {
        Run r = cli({"catalog", "check"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.find(" 0 errors") != std::string::npos, r.out.c_str());
    }

    void catalogCheckListsEveryProblem()
    {
        QTemporaryDir bad;
        std::ofstream(bad.filePath(QStringLiteral("gpus.json")).toStdString())
            << R"({"schema": 1, "kind": "gpus", "gpus": [{"id": "X", "vendor": "V", "generation": "ampere",
                 "memory_gib": -4, "memory_bandwidth_gbps": 1, "tflops": {"fp16": 1},
                 "interconnect": {"kind": "pcie", "gbps": 32}, "tdp_w": 1, "colour": "green",
                 "source": "s", "date": "2024", "confidence": "list"}]})";
        Run r = cli({"catalog", "check", bad.path().toStdString()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("/gpus/0/memory_gib") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("/gpus/0/colour") != std::string::npos, r.err.c_str());
    }

    void catalogOptionSelectsAnotherFolder()
    {
        Run r = cli({"--catalog", "/nonexistent/catalog", "estimate", m_files.write("job2.json", kJob)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.find("/nonexistent/catalog") != std::string::npos);
    }

    void presetsListsEveryModelId()
    {
        Run r = cli({"presets"});
        QCOMPARE(r.code, 0);
        for (const char *id : {"llama-3-8b", "qwen2-72b", "gpt3-175b", "bert-base", "resnet-50", "yolov8x"})
            QVERIFY2(r.out.find(id) != std::string::npos, id);
        Run j = cli({"presets", "--json"});
        QCOMPARE(j.code, 0);
        QVERIFY(nlohmann::json::parse(j.out)["models"].size() >= 16);
    }

    void unknownCommandExitsTwo()
    {
        QCOMPARE(cli({"frobnicate"}).code, 2);
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({"--help"}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliApp)
#include "tst_cliapp.moc"
