#include "TestJobs.h"
#include "core/CatalogLoader.h"
#include "core/WorkloadSoftware.h"

#include <QtTest>

using namespace tp;
using tp::test::workloadFor;
using json = nlohmann::json;

namespace {

json job(const std::string &preset, const std::string &method, const std::string &gpu)
{
    json j = {{"model", {{"preset", preset}}}, {"hardware", {{"gpu", gpu}}}};
    if (!method.empty())
        j["method"] = method;
    j["data"] = preset.rfind("yolo", 0) == 0 || preset == "resnet-50"
                    ? json{{"samples", 10000}}
                    : json{{"samples", 1000}, {"tokens_per_sample", 512}};
    return j;
}

Problems refusal(const json &j)
{
    auto parsed = JobParser::parse(j, "job.json");
    if (!parsed.value)
        return parsed.problems;
    return resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json").problems;
}

} // namespace

// Frameworks (catalog/frameworks.json, core/WorkloadSoftware.cpp): the one a job names, or the
// one a typical user of that method, model and accelerator has, reported with its reason; what
// each can do decides the settings a job may ask for.
class TestFrameworks : public QObject
{
    Q_OBJECT

private slots:
    void theSpecIdsAreInTheCatalog()
    {
        for (const char *id : {"hf-trainer", "deepspeed", "pytorch-fsdp", "torchtitan", "torchtune",
                               "megatron-lm", "nemo", "mindspeed", "mindformers", "llm-foundry",
                               "llama-factory", "unsloth", "ultralytics", "timm", "nvidia-dle"})
            QVERIFY2(test::shippedCatalog().findFramework(id), id);
        // aliases find them too
        QCOMPARE(QString::fromStdString(test::shippedCatalog().findFramework("Megatron-Core")->id),
                 QStringLiteral("megatron-lm"));
    }

    void theUsualFrameworkIsAssumedAndReported_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("framework");
        QTest::newRow("LoRA of Llama-3-8B: LLaMA-Factory") << "llama-3-8b"
                                                           << "lora"
                                                           << "A10"
                                                           << "llama-factory";
        QTest::newRow("QLoRA of Qwen2.5-7B: LLaMA-Factory") << "qwen2.5-7b"
                                                            << "qlora"
                                                            << "T4"
                                                            << "llama-factory";
        QTest::newRow("pretraining on NVIDIA: Megatron-LM") << "llama-3-70b"
                                                            << "pretrain"
                                                            << "H800-SXM5-80GB"
                                                            << "megatron-lm";
        QTest::newRow("pretraining on Ascend: MindSpeed-LLM") << "qwen2.5-7b"
                                                              << "pretrain"
                                                              << "Ascend-910B"
                                                              << "mindspeed";
        QTest::newRow("BERT: the Transformers Trainer") << "bert-base"
                                                        << "full"
                                                        << "A10"
                                                        << "hf-trainer";
        QTest::newRow("YOLO: Ultralytics") << "yolov8m"
                                           << ""
                                           << "V100-SXM2-32GB"
                                           << "ultralytics";
        QTest::newRow("ResNet-50: timm") << "resnet-50"
                                         << ""
                                         << "A100-SXM4-80GB"
                                         << "timm";
    }
    void theUsualFrameworkIsAssumedAndReported()
    {
        QFETCH(QString, preset);
        QFETCH(QString, method);
        QFETCH(QString, gpu);
        QFETCH(QString, framework);
        Workload w = workloadFor(job(preset.toStdString(), method.toStdString(), gpu.toStdString()));
        QCOMPARE(QString::fromStdString(w.framework->id), framework);
        QCOMPARE(QString::fromStdString(w.assumptions.value("framework", "")), framework);
        QVERIFY(w.assumptions.contains("framework_reason"));
        QVERIFY(!w.assumptions["framework_reason"].value("zh", "").empty());
    }

    void aNamedFrameworkIsKeptAndNotReportedAsAssumed()
    {
        json j = job("llama-3-8b", "lora", "A100-SXM4-80GB");
        j["framework"] = "unsloth";
        Workload w = workloadFor(j);
        QCOMPARE(QString::fromStdString(w.framework->id), QStringLiteral("unsloth"));
        QVERIFY(!w.assumptions.contains("framework"));
    }

    void impossibleFrameworksAreRefusedNamingTheField_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown id") << "llama-3-8b"
                                    << "lora"
                                    << "A10"
                                    << "pytorch-lightning-x"
                                    << "unknown-framework";
        QTest::newRow("Megatron-LM has no LoRA") << "llama-3-8b"
                                                 << "lora"
                                                 << "A10"
                                                 << "megatron-lm"
                                                 << "unsupported";
        QTest::newRow("Megatron-LM does not run on Ascend") << "llama-3-8b"
                                                            << "pretrain"
                                                            << "Ascend-910B"
                                                            << "megatron-lm"
                                                            << "unsupported";
        QTest::newRow("MindSpeed runs only on Ascend") << "llama-3-8b"
                                                       << "pretrain"
                                                       << "H100-SXM5-80GB"
                                                       << "mindspeed"
                                                       << "unsupported";
        QTest::newRow("Ultralytics trains no transformer") << "llama-3-8b"
                                                           << "full"
                                                           << "A10"
                                                           << "ultralytics"
                                                           << "unsupported";
        QTest::newRow("Unsloth does not pretrain") << "llama-3-8b"
                                                   << "pretrain"
                                                   << "A100-SXM4-80GB"
                                                   << "unsloth"
                                                   << "unsupported";
    }
    void impossibleFrameworksAreRefusedNamingTheField()
    {
        QFETCH(QString, preset);
        QFETCH(QString, method);
        QFETCH(QString, gpu);
        QFETCH(QString, framework);
        QFETCH(QString, code);
        json j = job(preset.toStdString(), method.toStdString(), gpu.toStdString());
        j["framework"] = framework.toStdString();
        const Problems p = refusal(j);
        QVERIFY2(test::hasProblem(p, code.toStdString(), "/framework"), qPrintable(test::describe(p)));
    }

    void settingsTheFrameworkLacksAreRefused()
    {
        json j = job("llama-3-8b", "pretrain", "H100-SXM5-80GB");
        j["framework"] = "megatron-lm";
        j["zero_stage"] = 3; // Megatron's distributed optimizer is ZeRO 1
        QVERIFY(test::hasProblem(refusal(j), "unsupported", "/zero_stage"));
        j.erase("zero_stage");
        j["framework"] = "llama-factory";
        j["activation_checkpointing"] = "selective";
        QVERIFY(test::hasProblem(refusal(j), "unsupported", "/activation_checkpointing"));
        j.erase("activation_checkpointing");
        j["parallelism"] = {{"tensor", 2}};
        QVERIFY(test::hasProblem(refusal(j), "unsupported", "/parallelism/tensor"));
    }

    void aDefaultGivesWayToOneThatHasWhatTheJobAsks()
    {
        // pretraining with ZeRO stage 3 and no framework named: Megatron-LM (the usual one) has no
        // stage 3, so a framework that has it is taken instead of refusing a valid job
        json j = job("llama-3-8b", "pretrain", "H100-SXM5-80GB");
        j["hardware"]["gpus_per_node"] = 8;
        j["zero_stage"] = 3;
        Workload w = workloadFor(j);
        QVERIFY(w.framework->hasZeroStage(3));
        QVERIFY(w.assumptions.contains("framework_reason"));
    }

    void theLegacyStackPicksAFrameworkOfThatClass()
    {
        json j = job("llama-3-8b", "lora", "A100-SXM4-80GB");
        j["stack"] = "optimized";
        Workload w = workloadFor(j);
        QCOMPARE(QString::fromStdString(w.framework->efficiency), QStringLiteral("optimized"));
        // a framework and a stack that contradict each other are refused
        j["framework"] = "llama-factory";
        QVERIFY(test::hasProblem(refusal(j), "conflict", "/stack"));
    }

    void visionLoadersFollowTheFramework()
    {
        Workload w = workloadFor(job("yolov8m", "", "A10"));
        QVERIFY(w.loader == DataLoader::Cpu);
        QCOMPARE(w.assumptions.value("loader", ""), std::string("cpu"));
        json j = job("yolov8m", "", "A10");
        j["data"]["loader"] = "gpu";
        j["framework"] = "ultralytics"; // which has no DALI path
        QVERIFY(test::hasProblem(refusal(j), "unsupported", "/data/loader"));
        // named by no job, the framework is one that decodes on the GPU
        j.erase("framework");
        Workload dali = workloadFor(j);
        QVERIFY(dali.loader == DataLoader::Gpu);
        QVERIFY(dali.framework->hasLoader(DataLoader::Gpu));
    }

    void aCatalogWithoutFrameworksStillEstimates()
    {
        // a user's own catalog folder may predate frameworks.json: a generic data-parallel stack
        CatalogLoader::Result r = loadCatalogFolder(TRAINPLAN_TEST_DATA "/catalog-small");
        QVERIFY2(r.ok(), qPrintable(test::describe(r.problems)));
        QVERIFY(r.catalog.frameworks.empty());
        auto parsed = JobParser::parse(
            json{
                {"model",
                 {{"kind", "transformer"}, {"params", 1e9}, {"layers", 24}, {"hidden", 2048}, {"heads", 16}}},
                {"data", {{"tokens", 1e9}}},
                {"hardware", {{"gpu", r.catalog.gpus.front().id}}}},
            "job.json");
        QVERIFY(parsed.value);
        ResolveResult w = resolveWorkload(*parsed.value, r.catalog, "job.json");
        QVERIFY2(w.value, qPrintable(test::describe(w.problems)));
        QCOMPARE(QString::fromStdString(w.value->framework->id), QStringLiteral("generic"));
        const Estimate e = Estimator(r.catalog).estimate(*w.value);
        QVERIFY(e.timeHours > 0);
    }
};

QTEST_GUILESS_MAIN(TestFrameworks)
#include "tst_frameworks.moc"
