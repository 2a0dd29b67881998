#include "TestCatalog.h"
#include "core/JobParser.h"
#include "core/JsonReader.h"
#include "core/Workload.h"

#include <QtTest>

using namespace tp;
using tp::test::describe;
using tp::test::hasProblem;

namespace {

// The job of spec/cli.md.
const char *kSpecJob = R"({
  "model": { "preset": "llama-3-8b" }, "method": "lora", "lora": { "rank": 16 },
  "precision": "bf16", "optimizer": "adamw", "seq_len": 2048, "global_batch": 64, "micro_batch": 4,
  "zero_stage": 0, "activation_checkpointing": true,
  "data": { "samples": 52000, "tokens_per_sample": 512 }, "epochs": 3,
  "hardware": { "gpu": "A10", "gpus_per_node": 1, "nodes": 1 },
  "budget": { "max_cost": 2000, "currency": "CNY", "deadline_hours": 24,
              "billing": ["ondemand", "spot", "subscription"], "providers": ["alibaba"] } })";

nlohmann::json specJob()
{
    return nlohmann::json::parse(kSpecJob);
}

} // namespace

// JobParser and resolveWorkload: a job file becomes a Workload, or an error naming the JSON path.
class TestJobParser : public QObject
{
    Q_OBJECT

private slots:
    void specExampleParsesAndResolves()
    {
        auto r = JobParser::parse(std::string(kSpecJob), "job.json");
        QVERIFY2(r.value, qPrintable(describe(r.problems)));
        QVERIFY(r.problems.empty());
        QVERIFY(r.value->method == Method::Lora);
        QCOMPARE(r.value->billing.size(), std::size_t(3));
        auto w = resolveWorkload(*r.value, test::shippedCatalog(), "job.json");
        QVERIFY2(w.value, qPrintable(describe(w.problems)));
        QCOMPARE(w.value->hw.gpu->id, std::string("A10"));
        QCOMPARE(w.value->tokensPerSample, 512.0);
        QCOMPARE(w.value->totalSamples(), 156000.0);
    }

    void badValuesNameTheirPath_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("code");
        QTest::newRow("negative tokens per sample") << "/data/tokens_per_sample"
                                                    << "-5"
                                                    << "out-of-range";
        QTest::newRow("string epochs") << "/epochs"
                                       << "\"three\""
                                       << "wrong-type";
        QTest::newRow("fractional micro-batch") << "/micro_batch"
                                                << "2.5"
                                                << "not-integer";
        QTest::newRow("ZeRO stage 4") << "/zero_stage"
                                      << "4"
                                      << "out-of-range";
        QTest::newRow("unknown method") << "/method"
                                        << "\"distill\""
                                        << "unknown-value";
        QTest::newRow("unknown precision") << "/precision"
                                           << "\"fp4\""
                                           << "unknown-value";
        QTest::newRow("zero nodes") << "/hardware/nodes"
                                    << "0"
                                    << "out-of-range";
        QTest::newRow("absurd sequence") << "/seq_len"
                                         << "100000000"
                                         << "out-of-range";
        QTest::newRow("unknown currency") << "/budget/currency"
                                          << "\"EUR\""
                                          << "unknown-value";
        QTest::newRow("unknown billing") << "/budget/billing/1"
                                         << "\"barter\""
                                         << "unknown-value";
        QTest::newRow("checkpointing as string") << "/activation_checkpointing"
                                                 << "\"yes\""
                                                 << "unknown-value";
    }
    void badValuesNameTheirPath()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, code);
        nlohmann::json job = specJob();
        job[nlohmann::json::json_pointer(pointer.toStdString())] = nlohmann::json::parse(value.toStdString());
        auto r = JobParser::parse(job, "job.json");
        QVERIFY(!r.value);
        QVERIFY2(hasProblem(r.problems, code.toStdString(), pointer.toStdString()),
                 qPrintable(describe(r.problems)));
    }

    void absurdTokenCountIsRefused()
    {
        nlohmann::json job = specJob();
        job["data"] = {{"tokens", 1e30}};
        auto r = JobParser::parse(job, "job.json");
        QVERIFY(!r.value);
        QVERIFY(hasProblem(r.problems, "out-of-range", "/data/tokens"));
    }

    void dataNeedsExactlyOneSize()
    {
        nlohmann::json job = specJob();
        job["data"] = nlohmann::json::object();
        QVERIFY(hasProblem(JobParser::parse(job, "j").problems, "missing-field", "/data"));
        job["data"] = {{"tokens", 1e9}, {"samples", 10}};
        QVERIFY(hasProblem(JobParser::parse(job, "j").problems, "conflict", "/data"));
    }

    void unknownKeysAreErrorsUnlessLenient()
    {
        // a typo must not drop what the user meant: an error naming the key they probably meant
        nlohmann::json job = specJob();
        job["budget"] = {{"max_costs", 100}};
        auto r = JobParser::parse(job, "job.json");
        QVERIFY(!r.value);
        QVERIFY(hasProblem(r.problems, "unknown-key", "/budget/max_costs"));
        QVERIFY2(r.problems.front().message.find("did you mean \"max_cost\"") != std::string::npos,
                 r.problems.front().message.c_str());
        // a word that is no slip of a known key gets no guess
        job = specJob();
        job["lerning_rate"] = 0.001;
        r = JobParser::parse(job, "job.json");
        QVERIFY(!r.value);
        QVERIFY(r.problems.front().message.find("did you mean") == std::string::npos);
        // lenient (trainplan-cli --lenient): a warning, and the job is read
        r = JobParser::parse(job, "job.json", {true});
        QVERIFY(r.value);
        QVERIFY(hasProblem(r.problems, "unknown-key", "/lerning_rate"));
        QVERIFY(!r.problems.front().isError());
    }

    void keysGivenTwiceAreErrors()
    {
        const auto r = JobParser::parse(std::string(R"({"model": {"preset": "llama-3-8b"}, "epochs": 3,
            "data": {"samples": 100}, "epochs": 300})"),
                                        "job.json");
        QVERIFY(!r.value);
        QVERIFY(hasProblem(r.problems, "duplicate-key", "/epochs"));
        QVERIFY(editDistance("max_costs", "max_cost") == 1);
        QVERIFY(editDistance("deadline_hour", "deadline_hours") == 1);
        QVERIFY(editDistance("epcohs", "epochs") == 1); // swapped letters count once
        QCOMPARE(QString::fromStdString(closestKey("provider", {"providers", "billing", "currency"})),
                 QStringLiteral("providers"));
        QVERIFY(closestKey("colour", {"epochs", "model"}).empty());
    }

    void unknownCatalogReferencesNameTheirPath_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown GPU") << "/hardware/gpu"
                                     << "\"B300\""
                                     << "unknown-gpu";
        QTest::newRow("unknown preset") << "/model/preset"
                                        << "\"llama-9-1t\""
                                        << "unknown-model";
    }
    void unknownCatalogReferencesNameTheirPath()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, code);
        nlohmann::json job = specJob();
        job[nlohmann::json::json_pointer(pointer.toStdString())] = nlohmann::json::parse(value.toStdString());
        auto parsed = JobParser::parse(job, "job.json");
        QVERIFY(parsed.value);
        auto r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QVERIFY(!r.value);
        QVERIFY2(hasProblem(r.problems, code.toStdString(), pointer.toStdString()),
                 qPrintable(describe(r.problems)));
    }

    void instanceFixesGpuCountAndNetwork()
    {
        nlohmann::json job = specJob();
        job["hardware"] = {{"instance", "ecs.gn7i-c32g1.32xlarge"}, {"nodes", 2}};
        auto parsed = JobParser::parse(job, "job.json");
        auto r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QVERIFY2(r.value, qPrintable(describe(r.problems)));
        QCOMPARE(r.value->hw.gpusPerNode, 4);
        QCOMPARE(r.value->hw.totalGpus(), 8);
        QVERIFY(r.value->hw.networkGbps > 0);
        job["hardware"]["gpus_per_node"] = 8;
        auto conflict =
            resolveWorkload(*JobParser::parse(job, "job.json").value, test::shippedCatalog(), "job.json");
        QVERIFY(hasProblem(conflict.problems, "conflict", "/hardware/gpus_per_node"));
    }

    void defaultsAreReportedAsAssumptions()
    {
        nlohmann::json job = {{"model", {{"preset", "llama-2-7b"}}},
                              {"data", {{"tokens", 1e9}}},
                              {"hardware", {{"gpu", "V100-SXM2-32GB"}}}};
        auto parsed = JobParser::parse(job, "job.json");
        auto r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QVERIFY2(r.value, qPrintable(describe(r.problems)));
        const auto &a = r.value->assumptions;
        QCOMPARE(a.at("method").get<std::string>(), std::string("full"));
        // V100 has no bf16 tensor cores: fp16 is the default there
        QCOMPARE(a.at("precision").get<std::string>(), std::string("fp16"));
        QCOMPARE(a.at("seq_len").get<int>(), 2048);
    }

    void loraOnAVisionModelIsRefused()
    {
        nlohmann::json job = {{"model", {{"preset", "resnet-50"}}},
                              {"method", "lora"},
                              {"data", {{"samples", 1000}}},
                              {"hardware", {{"gpu", "T4"}}}};
        auto r = resolveWorkload(*JobParser::parse(job, "j").value, test::shippedCatalog(), "j");
        QVERIFY(hasProblem(r.problems, "unsupported", "/method"));
    }

    void versionTwoExampleParses()
    {
        // spec/cli.md, "Version 2 additions": the example job, as written there
        const std::string text = R"({
          "framework": "megatron-lm",
          "parallelism": { "tensor": 8, "pipeline": 4, "virtual_stages": 2, "context": 1, "expert": 1,
                           "sequence_parallel": true },
          "activation_checkpointing": "selective",
          "data": { "tokens": 1e12, "loader": "cpu" },
          "model": { "preset": "qwen3-30b-a3b" },
          "method": "pretrain",
          "hardware": { "gpu": "H800-SXM5-80GB", "gpus_per_node": 8, "nodes": 16,
                        "network_gbps": 3200, "rdma": true, "vcpus": 128 }
        })";
        auto r = JobParser::parse(text, "job.json");
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        const Job &j = *r.value;
        QCOMPARE(QString::fromStdString(j.framework), QStringLiteral("megatron-lm"));
        QCOMPARE(*j.parallelism.tensor, 8);
        QCOMPARE(*j.parallelism.pipeline, 4);
        QCOMPARE(*j.parallelism.virtualStages, 2);
        QVERIFY(*j.parallelism.sequenceParallel);
        QVERIFY(j.recompute == Recompute::Selective);
        QVERIFY(j.loader == DataLoader::Cpu);
        QCOMPARE(*j.vcpus, 128);
    }

    void versionThreeBudgetParses()
    {
        // spec/cli.md, "Version 3 additions": the budget of the example, as written there
        nlohmann::json job = specJob();
        job["budget"]["availability"] = {"open", "apply"};
        job["budget"]["usd_cny"] = 7.1;
        job["budget"]["memory_headroom"] = 0.08;
        auto r = JobParser::parse(job, "job.json");
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        QCOMPARE(*r.value->usdCny, 7.1);
        QCOMPARE(r.value->availability, (std::vector<std::string>{"open", "apply"}));
        QCOMPARE(*r.value->memoryHeadroom, 0.08);
        // a rate outside 1-50 is a typo or the rate the other way round; an offer kind not in the list
        job["budget"]["usd_cny"] = 0.14;
        job["budget"]["availability"] = {"open", "rent"};
        r = JobParser::parse(job, "job.json");
        QVERIFY(!r.value);
        QVERIFY2(hasProblem(r.problems, "out-of-range", "/budget/usd_cny"), qPrintable(describe(r.problems)));
        QVERIFY2(hasProblem(r.problems, "unknown-value", "/budget/availability/1"),
                 qPrintable(describe(r.problems)));
    }

    void moeFieldsDescribeACustomModel()
    {
        auto r = JobParser::parse(nlohmann::json{{"model",
                                                  {{"kind", "transformer"},
                                                   {"params", 46.7e9},
                                                   {"layers", 32},
                                                   {"hidden", 4096},
                                                   {"heads", 32},
                                                   {"kv_heads", 8},
                                                   {"ffn_hidden", 14336},
                                                   {"vocab", 32000},
                                                   {"experts", 8},
                                                   {"experts_per_token", 2},
                                                   {"moe_ffn_hidden", 14336}}},
                                                 {"data", {{"tokens", 1e9}}},
                                                 {"hardware", {{"gpu", "H100-SXM5-80GB"}}}},
                                  "job.json");
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        const ModelSpec &m = *r.value->customModel;
        QVERIFY(m.isMoe());
        // Mixtral: 12.9 B of the 46.7 B parameters are active per token
        QVERIFY2(std::fabs(m.activeParams() / 12.9e9 - 1) < 0.03,
                 qPrintable(QString::number(m.activeParams())));
    }

    void checkpointingTakesThreeForms_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("recompute");
        QTest::newRow("true is full") << "true" << int(Recompute::Full);
        QTest::newRow("false is none") << "false" << int(Recompute::None);
        QTest::newRow("selective") << "\"selective\"" << int(Recompute::Selective);
    }
    void checkpointingTakesThreeForms()
    {
        QFETCH(QString, value);
        QFETCH(int, recompute);
        auto r = JobParser::parse(
            R"({"model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e9}, "activation_checkpointing": )" +
                value.toStdString() + "}",
            "job.json");
        QVERIFY(r.value);
        QCOMPARE(int(*r.value->recompute), recompute);
    }
};

QTEST_APPLESS_MAIN(TestJobParser)
#include "tst_jobparser.moc"
