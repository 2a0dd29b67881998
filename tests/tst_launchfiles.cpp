// Launch files for the planned candidate: each must be valid for the tool that reads it
// (DeepSpeed JSON parses and agrees with the plan, the launcher passes bash -n, the Volcano Job is
// YAML, PAI-DLC only for Alibaba) and carry the plan's settings.
#include "TestCatalog.h"
#include "export/LaunchFiles.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace tp;

namespace {

const LaunchFile *fileNamed(const std::vector<LaunchFile> &files, const std::string &name)
{
    for (const auto &f : files)
        if (f.name == name)
            return &f;
    return nullptr;
}

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

} // namespace

class TestLaunchFiles : public QObject
{
    Q_OBJECT

private slots:
    void deepSpeedConfigMatchesThePlan()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        const auto files = launchFiles(plan, *c);
        const LaunchFile *ds = fileNamed(files, "ds_config.json");
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
        const LaunchFile *sh = fileNamed(files, "launch.sh");
        QVERIFY(sh);
        QVERIFY(sh->executable);
        QVERIFY(sh->text.find("--nnodes \"$NNODES\"") != std::string::npos);
        QVERIFY(sh->text.find("NNODES=" + std::to_string(c->nodes) + "\n") != std::string::npos);
        QVERIFY(sh->text.find("NPROC_PER_NODE=" + std::to_string(c->instance->gpus) + "\n") != std::string::npos);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, *sh);
        QString err;
        QCOMPARE(run(QStringLiteral("bash"), {QStringLiteral("-n"), path}, &err), 0);
        const QString shellcheck = QStandardPaths::findExecutable(QStringLiteral("shellcheck"));
        if (!shellcheck.isEmpty())
            QVERIFY2(run(shellcheck, {QStringLiteral("-S"), QStringLiteral("warning"), path}, &err) == 0, qPrintable(err));
    }

    void volcanoJobIsYamlWithTheResources()
    {
        const Plan plan = test::plannedScenario("pretrain-70b-8xa100-rdma");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        const auto files = launchFiles(plan, *c);
        const LaunchFile *yaml = fileNamed(files, "volcano-job.yaml");
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
            "      d['spec']['tasks'][0]['template']['spec']['containers'][0]['resources']['limits']['nvidia.com/gpu'])\n");
        QProcess p;
        p.start(QStringLiteral("python3"), {QStringLiteral("-c"), check, path});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QStringList out = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
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
            const LaunchFile *pai = fileNamed(files, "pai-dlc-job.json");
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
        QVERIFY(!fileNamed(files, "ds_config.json"));
        QVERIFY(fileNamed(files, "launch.sh"));
        QVERIFY(fileNamed(files, "README.txt")->text.find("No DeepSpeed config") != std::string::npos);
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
