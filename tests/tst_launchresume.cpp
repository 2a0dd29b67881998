// launch.sh does what a spot plan's estimate assumes: interrupted, it is run again and continues
// from the newest checkpoint in the framework's own way. Each case runs the generated script
// twice with a stub in place of the launcher (torchrun, yolo, msrun, python, llamafactory-cli):
// the first run writes a checkpoint where the framework writes it and dies like a reclaimed
// instance; the second must pass the framework's resume option with that checkpoint.
#include "TestCatalog.h"
#include "core/JobParser.h"
#include "core/export/LaunchFiles.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace tp;

namespace {

// A launcher that logs its arguments; its first call leaves `checkpoint` (a folder when it ends
// in '/') under CKPT_DIR and fails, later calls succeed.
const char *kStub = R"SH(#!/usr/bin/env bash
printf '%s %s\n' "$(basename "$0")" "$*" >> "$STUB_LOG"
if [ "$(wc -l < "$STUB_LOG")" -eq 1 ]; then
  target="$CKPT_DIR/$STUB_CHECKPOINT"
  case "$STUB_CHECKPOINT" in
    */) mkdir -p "$target" ;;
    *) mkdir -p "$(dirname "$target")" && touch "$target" ;;
  esac
  exit 1
fi
exit 0
)SH";

struct Runs
{
    int firstExit = -1, secondExit = -1;
    QStringList calls; // one line per launcher call
    QString err;
};

// Writes the launch files and the stubs into a fresh folder and runs launch.sh as a user would
// after each interruption (restarts inside the script as `restarts` says).
Runs runTwice(const std::vector<LaunchFile> &files, const QString &checkpoint, int restarts,
              QTemporaryDir &dir)
{
    Runs r;
    for (const LaunchFile &f : files) {
        QFile out(dir.filePath(QString::fromStdString(f.name)));
        out.open(QIODevice::WriteOnly);
        out.write(f.text.data(), static_cast<qint64>(f.text.size()));
    }
    QDir().mkpath(dir.filePath(QStringLiteral("bin")));
    for (const char *tool : {"torchrun", "yolo", "msrun", "python", "llamafactory-cli"}) {
        QFile stub(dir.filePath(QStringLiteral("bin/") + QLatin1String(tool)));
        stub.open(QIODevice::WriteOnly);
        stub.write(kStub);
        stub.setPermissions(stub.permissions() | QFileDevice::ExeOwner);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"),
               dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    env.insert(QStringLiteral("CKPT_DIR"), dir.filePath(QStringLiteral("ckpt")));
    env.insert(QStringLiteral("DATA_DIR"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("STUB_LOG"), dir.filePath(QStringLiteral("calls.log")));
    env.insert(QStringLiteral("STUB_CHECKPOINT"), checkpoint);
    env.insert(QStringLiteral("MAX_RESTARTS"), QString::number(restarts));
    env.insert(QStringLiteral("RESTART_DELAY_SECONDS"), QStringLiteral("0"));
    const auto runOnce = [&]() {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("bash"), {dir.filePath(QStringLiteral("launch.sh"))});
        if (!p.waitForFinished(30000))
            return -2;
        r.err += QString::fromUtf8(p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    };
    r.firstExit = runOnce();
    if (restarts == 0)
        r.secondExit = runOnce();
    QFile log(dir.filePath(QStringLiteral("calls.log")));
    if (log.open(QIODevice::ReadOnly))
        r.calls = QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return r;
}

} // namespace

class TestLaunchResume : public QObject
{
    Q_OBJECT

private slots:
    void secondRunResumes_data()
    {
        QTest::addColumn<QByteArray>("job");
        QTest::addColumn<QString>("checkpoint"); // where the framework writes one, under CKPT_DIR
        QTest::addColumn<QString>("first");      // what the first run passes (no resume)
        QTest::addColumn<QString>("second");     // what the second run passes
        const auto row = [](const char *name, const nlohmann::json &job, const char *checkpoint,
                            const char *first, const char *second) {
            QTest::newRow(name) << QByteArray::fromStdString(job.dump()) << QString::fromLatin1(checkpoint)
                                << QString::fromLatin1(first) << QString::fromLatin1(second);
        };
        const nlohmann::json spot = {{"billing", {"spot"}}};
        const nlohmann::json yolo = {{"model", {{"preset", "yolov8m"}}},
                                     {"method", "full"},
                                     {"data", {{"samples", 118287}}},
                                     {"epochs", 100},
                                     {"hardware", {{"gpu", "V100-SXM2-32GB"}, {"gpus_per_node", 2}}},
                                     {"budget", spot}};
        row("Ultralytics: yolo train resume model=last.pt", yolo, "yolov8m/weights/last.pt",
            "yolo train model=", "yolo train resume model=%1/yolov8m/weights/last.pt");
        const nlohmann::json lora = {{"model", {{"preset", "llama-3-8b"}}},
                                     {"method", "lora"},
                                     {"framework", "hf-trainer"},
                                     {"data", {{"samples", 52000}, {"tokens_per_sample", 512}}},
                                     {"budget", spot}};
        row("Transformers Trainer: --resume_from_checkpoint", lora, "checkpoint-500/", "--save_steps",
            "--resume_from_checkpoint %1/checkpoint-500");
        nlohmann::json classifier = {{"model", {{"preset", "resnet-50"}}}, {"method", "full"},
                                     {"data", {{"samples", 1281167}}},     {"epochs", 90},
                                     {"hardware", {{"gpu", "A10"}}},       {"budget", spot}};
        row("timm: --resume last.pth.tar", classifier, "resnet-50/last.pth.tar", "--epochs 90",
            "--resume %1/resnet-50/last.pth.tar");
        nlohmann::json paddle = yolo;
        paddle["framework"] = "paddle";
        row("PaddleDetection: -r the newest epoch", paddle, "yolov8m/7.pdparams", "-o snapshot_epoch=1",
            "-r %1/yolov8m/7");
        nlohmann::json mindyolo = yolo;
        mindyolo["hardware"] = {{"gpu", "Ascend-910B"}, {"gpus_per_node", 8}};
        row("MindYOLO: the newest weights for the epochs left", mindyolo, "yolov8m-7_925.ckpt",
            "--epochs 100", "--weight %1/yolov8m-7_925.ckpt");
        const nlohmann::json pretrain = {{"model", {{"preset", "llama-3-8b"}}},
                                         {"method", "pretrain"},
                                         {"framework", "megatron-lm"},
                                         {"data", {{"tokens", 1e10}}},
                                         {"hardware", {{"gpu", "H100-SXM5-80GB"}, {"nodes", 1}}},
                                         {"budget", spot}};
        row("Megatron-LM: --load the checkpoint folder", pretrain, "latest_checkpointed_iteration.txt",
            "--load %1", "--load %1");
    }

    void secondRunResumes()
    {
        QFETCH(QByteArray, job);
        QFETCH(QString, checkpoint);
        QFETCH(QString, first);
        QFETCH(QString, second);
        const Plan plan = test::plannedJob(nlohmann::json::parse(job.toStdString()));
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QVERIFY2(c->billing == Billing::Spot && c->spot, "a spot plan");
        QTemporaryDir dir;
        const Runs r = runTwice(launchFiles(plan, *c), checkpoint, 0, dir);
        const QString ckpt = dir.filePath(QStringLiteral("ckpt"));
        QVERIFY2(r.calls.size() == 2, qPrintable(r.calls.join(QLatin1Char('\n')) + r.err));
        QCOMPARE(r.firstExit, 1);  // the reclaim: the script gives up with MAX_RESTARTS=0
        QCOMPARE(r.secondExit, 0); // run again on the new instance
        const QString firstWant = first.contains(QStringLiteral("%1")) ? first.arg(ckpt) : first;
        QVERIFY2(r.calls.at(0).contains(firstWant), qPrintable(r.calls.at(0)));
        // before any checkpoint the run starts afresh (unless the framework resumes by itself)
        if (first != second)
            QVERIFY2(!r.calls.at(0).contains(second.arg(ckpt)), qPrintable(r.calls.at(0)));
        QVERIFY2(r.calls.at(1).contains(second.arg(ckpt)),
                 qPrintable(r.calls.at(1) + QLatin1Char('\n') + r.err));
    }

    void restartsInsideTheScript()
    {
        // a process that dies on a live node is started again by launch.sh itself, resuming
        const Plan plan = test::plannedJob({{"model", {{"preset", "yolov8m"}}},
                                            {"method", "full"},
                                            {"data", {{"samples", 118287}}},
                                            {"epochs", 100},
                                            {"hardware", {{"gpu", "V100-SXM2-32GB"}, {"gpus_per_node", 2}}}});
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        const Runs r = runTwice(launchFiles(plan, *c), QStringLiteral("yolov8m/weights/last.pt"), 1, dir);
        QCOMPARE(r.firstExit, 0);
        QCOMPARE(r.calls.size(), 2);
        QVERIFY(r.calls.at(1).startsWith(QStringLiteral("yolo train resume model=")));
        QVERIFY(r.err.contains(QStringLiteral("restart 1 of 1")));
    }

    void llamaFactoryResumesFromItsOutputFolder()
    {
        // LLaMA-Factory resumes from output_dir's newest checkpoint-* itself when
        // overwrite_output_dir is false: its YAML keeps that, and output_dir is CKPT_DIR's default
        const Plan plan = test::plannedJob({{"model", {{"preset", "llama-3-8b"}}},
                                            {"method", "lora"},
                                            {"data", {{"samples", 52000}, {"tokens_per_sample", 512}}},
                                            {"budget", {{"billing", {"spot"}}}}});
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QCOMPARE(QString::fromStdString(c->estimate->workload.framework->id),
                 QStringLiteral("llama-factory"));
        const auto files = launchFiles(plan, *c);
        const LaunchFile *yaml = test::fileNamed(files, "llamafactory.yaml");
        QVERIFY(yaml);
        QVERIFY(yaml->text.find("overwrite_output_dir: false") != std::string::npos);
        const std::string sh = test::fileNamed(files, "launch.sh")->text;
        const std::size_t at = yaml->text.find("output_dir: ");
        QVERIFY(at != std::string::npos);
        const std::string out = yaml->text.substr(at + 12, yaml->text.find('\n', at) - at - 12);
        QVERIFY2(sh.find("CKPT_DIR=\"${CKPT_DIR:-" + out + "}\"") != std::string::npos, out.c_str());
        QVERIFY(yaml->text.find("save_steps: ") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLaunchResume)
#include "tst_launchresume.moc"
