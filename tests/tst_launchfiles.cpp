// Launch files for the planned candidate: each must be valid for the tool that reads it
// (DeepSpeed JSON parses and agrees with the plan, the launcher passes bash -n, the Volcano Job is
// YAML, PAI-DLC only for Alibaba) and carry the plan's settings.
#include "TestCatalog.h"
#include "core/JobParser.h"
#include "core/export/LaunchFiles.h"
#include "core/export/TrainCommand.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

using namespace tp;

namespace {

QString writeTemp(const QTemporaryDir &dir, const LaunchFile &f)
{
    const QString path = dir.filePath(QString::fromStdString(f.name));
    std::ofstream(path.toStdString()) << f.text;
    return path;
}

// Runs a program; returns its exit code (-1 when it could not start) and its stderr.
int run(const QString &program, const QStringList &args, QString *err = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(30000))
        return -1;
    if (err)
        *err = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

// The value after `flag ` on its line of the launch script ("" when the flag is absent).
QString argument(const std::string &text, const std::string &flag)
{
    const std::size_t at = text.find("  " + flag + (flag.back() == '=' ? "" : " "));
    if (at == std::string::npos)
        return {};
    const std::size_t from = at + 2 + flag.size() + (flag.back() == '=' ? 0 : 1);
    const std::size_t end = text.find_first_of(" \n", from);
    return QString::fromStdString(text.substr(from, end - from));
}

// What the launch files of one candidate say that differs from the estimate's workload ("" when
// they agree): the DeepSpeed config, the training command's flags and the Volcano Job.
QString disagreement(const Plan &plan, const Candidate &c)
{
    const Workload &w = c.estimate->workload;
    const auto files = launchFiles(plan, c);
    QStringList out;
    const auto expect = [&out](bool ok, const QString &what) {
        if (!ok)
            out << what;
    };
    const std::string &sh = test::fileNamed(files, "launch.sh")->text;
    expect(sh.find("NNODES=" + std::to_string(c.nodes) + "\n") != std::string::npos, QStringLiteral("nodes"));
    expect(sh.find("NPROC_PER_NODE=" + std::to_string(c.instance->gpus) + "\n") != std::string::npos,
           QStringLiteral("GPUs per node"));
    if (const LaunchFile *ds = test::fileNamed(files, "ds_config.json")) {
        const auto j = nlohmann::json::parse(ds->text);
        const auto &z = j.at("zero_optimization");
        expect(z.at("stage").get<int>() == w.zeroStage, QStringLiteral("ds_config ZeRO stage"));
        expect(z.contains("offload_optimizer") == w.offloadOptimizer,
               QStringLiteral("ds_config offload_optimizer"));
        expect(z.contains("offload_param") == w.offloadParams, QStringLiteral("ds_config offload_param"));
        expect(!w.offloadParams || w.zeroStage == 3, QStringLiteral("offload_param below ZeRO 3"));
        expect(!w.offloadOptimizer || w.zeroStage >= 1, QStringLiteral("offload_optimizer at ZeRO 0"));
        expect(j.at("train_micro_batch_size_per_gpu").get<int>() == w.microBatch,
               QStringLiteral("ds_config micro-batch"));
        expect(j.at("gradient_accumulation_steps").get<int>() == w.gradientAccumulation(),
               QStringLiteral("ds_config accumulation"));
        expect(j.at("train_batch_size").get<int>() ==
                   w.microBatch * w.gradientAccumulation() * w.parallel.data,
               QStringLiteral("ds_config batch arithmetic"));
        expect(j.contains("bf16") == (w.precision == Precision::BF16 || w.precision == Precision::FP8),
               QStringLiteral("ds_config bf16"));
        expect(j.contains("fp16") == (w.precision == Precision::FP16), QStringLiteral("ds_config fp16"));
        expect(j.contains("activation_checkpointing") == (w.recompute != Recompute::None),
               QStringLiteral("ds_config checkpointing"));
    } else {
        expect(w.framework->launcher != Framework::Launcher::DeepSpeed, QStringLiteral("no ds_config"));
    }
    switch (w.framework->launcher) {
    case Framework::Launcher::Megatron:
        expect(argument(sh, "--tensor-model-parallel-size") == QString::number(w.parallel.tensor),
               QStringLiteral("TP"));
        expect(argument(sh, "--pipeline-model-parallel-size") == QString::number(w.parallel.pipeline),
               QStringLiteral("PP"));
        expect(argument(sh, "--micro-batch-size") == QString::number(w.microBatch),
               QStringLiteral("micro-batch"));
        expect(argument(sh, "--global-batch-size") == QString::number(w.globalBatch()),
               QStringLiteral("global batch"));
        expect((sh.find("--use-distributed-optimizer") != std::string::npos) == (w.zeroStage >= 1),
               QStringLiteral("distributed optimizer"));
        expect((sh.find("--optimizer-cpu-offload") != std::string::npos) == w.offloadOptimizer,
               QStringLiteral("optimizer offload"));
        expect(argument(sh, "--recompute-granularity") ==
                   (w.recompute == Recompute::Full        ? QStringLiteral("full")
                    : w.recompute == Recompute::Selective ? QStringLiteral("selective")
                                                          : QString()),
               QStringLiteral("recompute"));
        break;
    case Framework::Launcher::Ultralytics:
        if (c.nodes == 1) {
            expect(argument(sh, "batch=") == QString::number(w.globalBatch()), QStringLiteral("yolo batch"));
            break;
        }
        [[fallthrough]];
    case Framework::Launcher::DeepSpeed:
    case Framework::Launcher::Fsdp:
    case Framework::Launcher::Torchrun:
        expect(argument(sh, "--micro_batch") == QString::number(w.microBatch), QStringLiteral("micro-batch"));
        expect(argument(sh, "--gradient_accumulation") == QString::number(w.gradientAccumulation()),
               QStringLiteral("accumulation"));
        expect((sh.find("--gradient_checkpointing") != std::string::npos) == (w.recompute == Recompute::Full),
               QStringLiteral("checkpointing flag"));
        break;
    default:
        break;
    }
    const std::string &yaml = test::fileNamed(files, "volcano-job.yaml")->text;
    expect(yaml.find("minAvailable: " + std::to_string(c.nodes) + "\n") != std::string::npos,
           QStringLiteral("Volcano pods"));
    return out.join(QStringLiteral(", "));
}

bool passesBashN(const LaunchFile &sh, QString *err)
{
    QTemporaryDir dir;
    return run(QStringLiteral("bash"), {QStringLiteral("-n"), writeTemp(dir, sh)}, err) == 0;
}

} // namespace

class TestLaunchFiles : public QObject
{
    Q_OBJECT

private slots:
    void deepSpeedConfigMatchesThePlan()
    {
        // LoRA on one A10 needs no ZeRO: LLaMA-Factory's YAML names no DeepSpeed config
        const Plan lora = test::plannedScenario("llama3-8b-lora-a10");
        QVERIFY(lora.recommended());
        QCOMPARE(lora.recommended()->estimate->workload.zeroStage, 0);
        QVERIFY(!test::fileNamed(launchFiles(lora, *lora.recommended()), "ds_config.json"));
        // a full fine-tune of 13B on 8 A100s shards with ZeRO: its config says what the plan does
        const Plan plan = test::plannedScenario("finetune-13b-full-8xa100");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QVERIFY(c->estimate->workload.zeroStage >= 1);
        const auto files = launchFiles(plan, *c);
        const LaunchFile *ds = test::fileNamed(files, "ds_config.json");
        QVERIFY(ds);
        const auto j = nlohmann::json::parse(ds->text);
        const Workload &w = c->estimate->workload;
        QCOMPARE(j.at("train_micro_batch_size_per_gpu").get<int>(), w.microBatch);
        QCOMPARE(j.at("gradient_accumulation_steps").get<int>(), w.gradientAccumulation());
        QCOMPARE(j.at("train_batch_size").get<int>(), w.globalBatch());
        // DeepSpeed requires train_batch_size = micro x accumulation x data-parallel ranks
        QCOMPARE(j.at("train_batch_size").get<int>(),
                 w.microBatch * w.gradientAccumulation() * std::max(1, w.parallel.data));
        QCOMPARE(j.at("zero_optimization").at("stage").get<int>(), w.zeroStage);
        QVERIFY(j.at("bf16").at("enabled").get<bool>());
    }

    void launcherIsValidBash()
    {
        const Plan plan = test::plannedScenario("pretrain-70b-8xa100-rdma");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        const auto files = launchFiles(plan, *c);
        const LaunchFile *sh = test::fileNamed(files, "launch.sh");
        QVERIFY(sh);
        QVERIFY(sh->executable);
        QVERIFY(sh->text.find("--nnodes \"$NNODES\"") != std::string::npos);
        QVERIFY(sh->text.find("NNODES=" + std::to_string(c->nodes) + "\n") != std::string::npos);
        QVERIFY(sh->text.find("NPROC_PER_NODE=" + std::to_string(c->instance->gpus) + "\n") !=
                std::string::npos);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, *sh);
        QString err;
        QCOMPARE(run(QStringLiteral("bash"), {QStringLiteral("-n"), path}, &err), 0);
        const QString shellcheck = QStandardPaths::findExecutable(QStringLiteral("shellcheck"));
        if (!shellcheck.isEmpty())
            QVERIFY2(run(shellcheck, {QStringLiteral("-S"), QStringLiteral("warning"), path}, &err) == 0,
                     qPrintable(err));
    }

    void volcanoJobIsYamlWithTheResources()
    {
        const Plan plan = test::plannedScenario("pretrain-70b-8xa100-rdma");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        const auto files = launchFiles(plan, *c);
        const LaunchFile *yaml = test::fileNamed(files, "volcano-job.yaml");
        QVERIFY(yaml);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, *yaml);
        // python3-yaml is installed by packaging/install-deps.sh
        QString err;
        const QString check = QStringLiteral(
            "import sys, yaml\n"
            "d = yaml.safe_load(open(sys.argv[1]))\n"
            "assert d['kind'] == 'Job' and d['apiVersion'] == 'batch.volcano.sh/v1alpha1'\n"
            "print(sum(t['replicas'] for t in d['spec']['tasks']), d['spec']['minAvailable'],\n"
            "      "
            "d['spec']['tasks'][0]['template']['spec']['containers'][0]['resources']['limits']['nvidia.com/"
            "gpu'])\n");
        QProcess p;
        p.start(QStringLiteral("python3"), {QStringLiteral("-c"), check, path});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QStringList out =
            QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(out.size(), 3);
        QCOMPARE(out[0].toInt(), c->nodes);
        QCOMPARE(out[1].toInt(), c->nodes);
        QCOMPARE(out[2].trimmed().toInt(), c->instance->gpus);
        if (c->nodes > 1 && c->instance->rdma != InstanceType::Rdma::None)
            QVERIFY(yaml->text.find("rdma") != std::string::npos);
    }

    void paiDlcOnlyForAlibaba()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        bool sawAlibaba = false, sawOther = false;
        for (const Candidate &c : plan.candidates) {
            if (!c.feasible || !c.instance)
                continue;
            const auto files = launchFiles(plan, c);
            const LaunchFile *pai = test::fileNamed(files, "pai-dlc-job.json");
            if (c.instance->provider == "alibaba") {
                QVERIFY(pai);
                const auto j = nlohmann::json::parse(pai->text);
                QCOMPARE(j.at("JobSpecs").at(0).at("EcsSpec").get<std::string>(), c.instance->id);
                sawAlibaba = true;
            } else {
                QVERIFY(!pai);
                sawOther = true;
            }
            if (sawAlibaba && sawOther)
                break;
        }
        QVERIFY(sawAlibaba);
        QVERIFY(sawOther);
    }

    void visionJobsHaveNoDeepSpeedConfig()
    {
        const Plan plan = test::plannedScenario("yolov8-2xv100");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        const auto files = launchFiles(plan, *c);
        QVERIFY(!test::fileNamed(files, "ds_config.json"));
        QVERIFY(test::fileNamed(files, "launch.sh"));
        // YOLO trains with Ultralytics by default: `yolo train` with the plan's total batch and its GPUs
        const LaunchFile *sh = test::fileNamed(files, "launch.sh");
        const Workload &w = c->estimate->workload;
        QCOMPARE(QString::fromStdString(w.framework->id), QStringLiteral("ultralytics"));
        QVERIFY(sh->text.find("    yolo train \\\n") != std::string::npos);
        QCOMPARE(argument(sh->text, "batch="), QString::number(w.globalBatch()));
        QCOMPARE(argument(sh->text, "imgsz="), QString::number(w.imageSize));
        if (c->instance->gpus == 2)
            QCOMPARE(argument(sh->text, "device="), QStringLiteral("0,1"));
        QString err;
        QVERIFY2(passesBashN(*sh, &err), qPrintable(err));
        // no file of a YOLO plan speaks of DeepSpeed or ZeRO (issue 17, finding 6): the image too
        // is the framework's
        for (const LaunchFile &f : files) {
            QVERIFY2(f.text.find("DeepSpeed") == std::string::npos, f.name.c_str());
            QVERIFY2(f.text.find("ZeRO") == std::string::npos, f.name.c_str());
        }
        QVERIFY(test::fileNamed(files, "volcano-job.yaml")->text.find("image with Ultralytics") !=
                std::string::npos);
    }

    void fractionalEpochsTrainThePlannedImages()
    {
        // 2.5 epochs: Ultralytics takes whole epochs, so 3 over 0.8333 of the training set; the
        // plan priced 2.5 epochs and the launch once trained 3
        const Plan plan = test::plannedJob({{"model", {{"preset", "yolov8m"}}},
                                            {"method", "full"},
                                            {"data", {{"samples", 118287}}},
                                            {"epochs", 2.5},
                                            {"hardware", {{"gpu", "V100-SXM2-32GB"}, {"gpus_per_node", 2}}}});
        const Candidate *c = plan.recommended();
        QVERIFY(c && c->estimate);
        QCOMPARE(c->estimate->workload.epochs, 2.5);
        const auto files = launchFiles(plan, *c);
        const LaunchFile *sh = test::fileNamed(files, "launch.sh");
        QVERIFY(sh);
        QCOMPARE(argument(sh->text, "epochs="), QStringLiteral("3"));
        QCOMPARE(argument(sh->text, "fraction="), QStringLiteral("0.8333"));
        QString err;
        QVERIFY2(passesBashN(*sh, &err), qPrintable(err));
    }

    void megatronLaunchRealisesTheLayout()
    {
        // 70B pretraining on 64 H100s with a fixed Megatron layout: every degree reaches the command
        const Plan plan =
            test::plannedJob({{"model", {{"preset", "llama-3-70b"}}},
                              {"method", "pretrain"},
                              {"framework", "megatron-lm"},
                              {"parallelism", {{"tensor", 8}, {"pipeline", 4}, {"virtual_stages", 2}}},
                              {"activation_checkpointing", "selective"},
                              {"hardware", {{"gpu", "H100-SXM5-80GB"}, {"gpus_per_node", 8}, {"nodes", 8}}},
                              {"data", {{"tokens", 1e11}}}});
        const Candidate *c = plan.recommended();
        QVERIFY(c && c->estimate);
        const Workload &w = c->estimate->workload;
        QCOMPARE(w.parallel.tensor, 8);
        QCOMPARE(w.parallel.pipeline, 4);
        const auto files = launchFiles(plan, *c);
        QVERIFY(
            !test::fileNamed(files, "ds_config.json")); // Megatron has its own optimizer and batch settings
        const std::string &sh = test::fileNamed(files, "launch.sh")->text;
        QCOMPARE(argument(sh, "--tensor-model-parallel-size"), QStringLiteral("8"));
        QCOMPARE(argument(sh, "--pipeline-model-parallel-size"), QStringLiteral("4"));
        QCOMPARE(argument(sh, "--num-layers-per-virtual-pipeline-stage"), QString::number(80 / (4 * 2)));
        QCOMPARE(argument(sh, "--micro-batch-size"), QString::number(w.microBatch));
        QCOMPARE(argument(sh, "--global-batch-size"), QString::number(w.globalBatch()));
        QCOMPARE(argument(sh, "--seq-length"), QString::number(w.seqLen));
        QCOMPARE(argument(sh, "--num-layers"), QString::number(w.model.layers));
        QCOMPARE(argument(sh, "--num-query-groups"), QString::number(w.model.kvHeads));
        QCOMPARE(argument(sh, "--recompute-granularity"), QStringLiteral("selective"));
        QCOMPARE(sh.find("--sequence-parallel") != std::string::npos, w.parallel.sequenceParallel);
        QCOMPARE(sh.find("--use-distributed-optimizer") != std::string::npos, w.zeroStage >= 1);
        QVERIFY(sh.find("TOKENIZER=\"${TOKENIZER:-}\"") != std::string::npos); // declared before use
        QString err;
        QVERIFY2(passesBashN(*test::fileNamed(files, "launch.sh"), &err), qPrintable(err));
        const std::string &readme = test::fileNamed(files, "README.txt")->text;
        QVERIFY(readme.find("Layout: tensor parallel 8 x pipeline parallel 4 (2 virtual stages)") !=
                std::string::npos);
    }

    void torchtitanAndNemoRealiseTheLayout()
    {
        for (const char *framework : {"torchtitan", "nemo"}) {
            const Plan plan = test::plannedJob(
                {{"model", {{"preset", "llama-3-8b"}}},
                 {"method", "pretrain"},
                 {"framework", framework},
                 {"parallelism", {{"tensor", 2}, {"context", 2}}},
                 {"hardware", {{"gpu", "H100-SXM5-80GB"}, {"gpus_per_node", 8}, {"nodes", 2}}},
                 {"data", {{"tokens", 1e10}}},
                 {"seq_len", 32768}});
            const Candidate *c = plan.recommended();
            QVERIFY(c && c->estimate);
            const Workload &w = c->estimate->workload;
            const std::vector<LaunchFile> files = launchFiles(plan, *c);
            const std::string &sh = test::fileNamed(files, "launch.sh")->text;
            if (std::string(framework) == "torchtitan") {
                QCOMPARE(argument(sh, "--parallelism.tensor_parallel_degree"), QStringLiteral("2"));
                QCOMPARE(argument(sh, "--parallelism.context_parallel_degree"), QStringLiteral("2"));
                const std::string dataFlag = w.zeroStage >= 3
                                                 ? "--parallelism.data_parallel_shard_degree"
                                                 : "--parallelism.data_parallel_replicate_degree";
                QCOMPARE(argument(sh, dataFlag), QString::number(w.parallel.data));
                QCOMPARE(argument(sh, "--training.global_batch_size"), QString::number(w.globalBatch()));
                QCOMPARE(argument(sh, "--training.seq_len"), QStringLiteral("32768"));
            } else {
                QCOMPARE(argument(sh, "model.tensor_model_parallel_size="), QStringLiteral("2"));
                QCOMPARE(argument(sh, "+model.context_parallel_size="), QStringLiteral("2"));
                QCOMPARE(argument(sh, "model.global_batch_size="), QString::number(w.globalBatch()));
                QCOMPARE(argument(sh, "trainer.num_nodes="), QString::number(c->nodes));
            }
            QString err;
            QVERIFY2(passesBashN(*test::fileNamed(files, "launch.sh"), &err), qPrintable(err));
        }
    }

    void everyFrameworkGivesAValidScript()
    {
        // whatever framework the plan assumed, launch.sh parses and names no framework it did not use
        const Catalog &catalog = test::shippedCatalog();
        for (const Framework &f : catalog.frameworks) {
            nlohmann::json job = {{"framework", f.id},
                                  {"hardware",
                                   {{"gpu", f.ascend && !f.nvidia ? "Ascend-910B" : "A100-SXM4-80GB"},
                                    {"gpus_per_node", 8},
                                    {"nodes", 2}}}};
            if (f.transformers) {
                job["model"] = {{"preset", "qwen2.5-7b"}};
                // a 3B model fits whatever sharding the framework lacks
                job["model"] = {{"preset", "llama-3.2-3b"}};
                job["method"] = f.trains(Method::Full) ? "full" : "pretrain";
                job["data"] = {{"tokens", 1e9}};
            } else {
                job["model"] = {{"preset", "resnet-50"}};
                job["method"] = "full";
                job["data"] = {{"samples", 1281167}};
            }
            const Plan plan = test::plannedJob(job);
            const Candidate *c = plan.recommended();
            QVERIFY2(c && c->estimate, f.id.c_str());
            QCOMPARE(QString::fromStdString(c->estimate->workload.framework->id),
                     QString::fromStdString(f.id));
            const auto files = launchFiles(plan, *c);
            QString err;
            QVERIFY2(passesBashN(*test::fileNamed(files, "launch.sh"), &err),
                     qPrintable(QString::fromStdString(f.id) + QStringLiteral(": ") + err));
            // DeepSpeed's own launcher always reads a config; the Trainer and LLaMA-Factory when
            // they shard with ZeRO or offload
            const Workload &w = c->estimate->workload;
            const bool zero = w.zeroStage >= 1 || w.offloadOptimizer || w.offloadParams;
            QCOMPARE(test::fileNamed(files, "ds_config.json") != nullptr,
                     f.launcher == Framework::Launcher::DeepSpeed ||
                         ((f.launcher == Framework::Launcher::Trainer ||
                           f.launcher == Framework::Launcher::LlamaFactory) &&
                          zero));
            QVERIFY2(test::fileNamed(files, "README.txt")->text.find("Framework: " + f.name.en) !=
                         std::string::npos,
                     f.id.c_str());
        }
    }

    void launchFilesSayWhatTheEstimateAssumed_data()
    {
        QTest::addColumn<QByteArray>("job");
        const char *base =
            R"("model": {"preset": "llama-3-8b"}, "data": {"samples": 52000, "tokens_per_sample": 512})";
        const auto row = [](const char *name, const std::string &json) {
            QTest::newRow(name) << QByteArray::fromStdString(json);
        };
        row("lora", std::string("{") + base + R"(, "method": "lora"})");
        row("full", std::string("{") + base + R"(, "method": "full"})");
        row("full offload optimizer",
            std::string("{") + base + R"(, "method": "full", "offload_optimizer": true})");
        row("full offload params",
            std::string("{") + base + R"(, "method": "full", "offload_params": true})");
        row("qlora fp16", std::string("{") + base + R"(, "method": "qlora", "precision": "fp16"})");
        row("zero 2 checkpointing",
            std::string("{") + base +
                R"(, "method": "full", "zero_stage": 2, "activation_checkpointing": true})");
        row("70b pretrain megatron",
            R"({"model": {"preset": "llama-3-70b"}, "method": "pretrain", "framework": "megatron-lm",
                                         "data": {"tokens": 1e11}, "hardware": {"gpu": "H100-SXM5-80GB", "nodes": 8}})");
        row("yolo",
            R"({"model": {"preset": "yolov8m"}, "method": "full", "data": {"samples": 118287}, "epochs": 100})");
        row("resnet timm",
            R"({"model": {"preset": "resnet-50"}, "method": "full", "data": {"samples": 1281167}, "epochs": 90})");
    }

    void launchFilesSayWhatTheEstimateAssumed()
    {
        QFETCH(QByteArray, job);
        const Plan plan = test::plannedJob(nlohmann::json::parse(job.toStdString()));
        int checked = 0;
        for (const Candidate &c : plan.candidates) {
            if (!c.instance || !c.estimate || !c.fits())
                continue;
            const QString wrong = disagreement(plan, c);
            QVERIFY2(wrong.isEmpty(),
                     qPrintable(QString::fromStdString(c.instance->id) + QStringLiteral(": ") + wrong));
            if (++checked == 40)
                break;
        }
        QVERIFY(checked > 0);
    }

    void offloadingTheWeightsIsZeroThree()
    {
        // offload_params is DeepSpeed's offload_param, which only ZeRO-3 has: the estimate assumes it
        // and the config says it, on one GPU too
        const Plan plan = test::plannedJob({{"model", {{"preset", "llama-3-8b"}}},
                                            {"method", "full"},
                                            {"offload_params", true},
                                            {"hardware", {{"gpu", "A10"}, {"gpus_per_node", 1}}},
                                            {"data", {{"samples", 1000}, {"tokens_per_sample", 512}}}});
        const Candidate *c = plan.recommended();
        QVERIFY(c && c->estimate);
        QCOMPARE(c->estimate->workload.zeroStage, 3);
        const auto j = nlohmann::json::parse(test::fileNamed(launchFiles(plan, *c), "ds_config.json")->text);
        QCOMPARE(j["zero_optimization"]["stage"].get<int>(), 3);
        QVERIFY(j["zero_optimization"].contains("offload_param"));
        QVERIFY(j["zero_optimization"].contains("offload_optimizer"));
    }

    void unevenStagesGiveTheSpareLayersToTheEnds()
    {
        // Llama-3.1-405B: 126 layers over 16 stages, 8 on each middle stage and 7 on the first and last
        const auto split = unevenStageSplit(126, 16);
        QVERIFY(split);
        QCOMPARE(split->middle, 8);
        QCOMPARE(split->first + split->last + 14 * split->middle, 126);
        QVERIFY(split->first <= split->middle && split->last <= split->middle);
        QVERIFY(!unevenStageSplit(80, 4)); // even
        QVERIFY(!unevenStageSplit(80, 1));
        // 17 layers over 8 stages: the middle ones hold 2, the ends 2 and 3
        const auto small = unevenStageSplit(17, 8);
        QVERIFY(small);
        QCOMPARE(small->first + small->last + 6 * small->middle, 17);
        QVERIFY(small->last <= 3);
        // interleaving needs every stage to cut into equal chunks: 7 | 8 | 7 does not for 7 chunks
        QVERIFY(!interleaveFits(126, 16, 7));
        QVERIFY(interleaveFits(80, 4, 2));
        QVERIFY(!interleaveFits(80, 4, 3));
    }

    void jobNameIsKubernetesSafe()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const std::string name = launchJobName(plan);
        QVERIFY(!name.empty() && name.size() <= 50);
        for (char ch : name)
            QVERIFY((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-');
        QVERIFY(name.front() != '-' && name.back() != '-');
    }
};

QTEST_GUILESS_MAIN(TestLaunchFiles)
#include "tst_launchfiles.moc"
