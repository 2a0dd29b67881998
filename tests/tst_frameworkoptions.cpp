// Launch files speak each framework's own language: every flag, override and config key they
// write is one the framework documents (tests/data/framework-options: the option lists read from
// each framework's source at a named commit), for every framework the planner may assume.
#include "TestCatalog.h"
#include "core/JobParser.h"
#include "core/export/LaunchFiles.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>
#include <set>

using namespace tp;

namespace {

std::set<std::string> documented(const QString &name)
{
    QFile f(QStringLiteral(TRAINPLAN_TEST_DATA "/framework-options/%1.json").arg(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no option list %s", qPrintable(name));
    const auto j = nlohmann::json::parse(f.readAll().toStdString());
    std::set<std::string> out;
    for (const auto &o : j.at("options"))
        out.insert(o.get<std::string>());
    return out;
}

// The commands of launch.sh's train() function, each as its words (backslash continuations
// joined, quotes kept on the words).
std::vector<QStringList> commands(const std::string &script)
{
    const QString text = QString::fromStdString(script);
    const int start = text.indexOf(QStringLiteral("\ntrain() {\n"));
    const int end = text.indexOf(QStringLiteral("\n}\n"), start);
    std::vector<QStringList> out;
    if (start < 0 || end < 0)
        return out;
    QString joined = text.mid(start + 11, end - start - 11);
    joined.replace(QStringLiteral("\\\n"), QStringLiteral(" "));
    for (const QString &line : joined.split(QLatin1Char('\n'))) {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty() || words.front().startsWith(QLatin1Char('#')))
            continue;
        static const QStringList shell = {QStringLiteral("if"), QStringLiteral("else"), QStringLiteral("fi"),
                                          QStringLiteral("echo"),
                                          QStringLiteral("LATEST=\"$(newest_checkpoint)\"")};
        if (shell.contains(words.front()) || words.front().startsWith(QStringLiteral("DONE=")))
            continue;
        out.push_back(words);
    }
    return out;
}

// The option name a word gives: "--flag" (a following value is another word), "--flag=value" and
// "key=value" give the part before '='; other words (values) give "".
QString optionOf(const QString &word)
{
    static const QRegularExpression flag(QStringLiteral("^(--?[A-Za-z][A-Za-z0-9_.-]*)(=.*)?$"));
    static const QRegularExpression pair(QStringLiteral("^([A-Za-z_][A-Za-z0-9_.]*)=.*$"));
    if (const auto m = flag.match(word); m.hasMatch())
        return m.captured(1);
    if (const auto m = pair.match(word); m.hasMatch())
        return m.captured(1);
    return {};
}

// Where the program's own words end and the training script's begin: the word naming
// $TRAIN_SCRIPT, or torchtitan's module.
int scriptAt(const QStringList &command)
{
    const int at = command.indexOf(QStringLiteral("\"$TRAIN_SCRIPT\""));
    return at >= 0 ? at : command.indexOf(QStringLiteral("torchtitan.train"));
}
QStringList afterScript(const QStringList &command)
{
    const int at = scriptAt(command);
    return at < 0 ? QStringList() : command.mid(at + 1);
}
QStringList beforeScript(const QStringList &command)
{
    const int at = scriptAt(command);
    QStringList before = at < 0 ? command : command.mid(0, at);
    if (!before.isEmpty() && before.back() == QLatin1String("-m")) // "-m torchtitan.train"
        before.removeLast();
    return before;
}

// The undocumented options among `words`, for the list `list` ("" when all are documented).
QStringList undocumented(const QStringList &words, const std::set<std::string> &list,
                         const std::function<QString(const QString &)> &name = optionOf)
{
    QStringList out;
    for (const QString &w : words) {
        const QString o = name(w);
        if (!o.isEmpty() && !list.count(o.toStdString()))
            out << o;
    }
    return out;
}

// Top-level keys of a flat YAML mapping ("key: value" lines; comments skipped).
QStringList yamlKeys(const std::string &text)
{
    QStringList out;
    static const QRegularExpression key(QStringLiteral("^([A-Za-z_][A-Za-z0-9_]*):"));
    for (const QString &line : QString::fromStdString(text).split(QLatin1Char('\n'))) {
        const auto m = key.match(line);
        if (m.hasMatch())
            out << m.captured(1);
    }
    return out;
}

// Every key of a JSON object, nested ones as dotted paths.
void jsonKeys(const nlohmann::json &j, const std::string &prefix, QStringList &out)
{
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string k = prefix.empty() ? it.key() : prefix + "." + it.key();
        out << QString::fromStdString(k);
        if (it->is_object())
            jsonKeys(*it, k, out);
    }
}

} // namespace

class TestFrameworkOptions : public QObject
{
    Q_OBJECT

private slots:
    void everyOptionIsDocumented_data()
    {
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QByteArray>("job");
        const auto row = [](const char *name, const char *framework, const nlohmann::json &job) {
            QTest::newRow(name) << QString::fromLatin1(framework) << QByteArray::fromStdString(job.dump());
        };
        const nlohmann::json lora = {{"model", {{"preset", "llama-3-8b"}}},
                                     {"method", "lora"},
                                     {"data", {{"samples", 52000}, {"tokens_per_sample", 512}}},
                                     {"budget", {{"billing", {"spot"}}}}};
        const auto with = [](nlohmann::json j, const nlohmann::json &more) {
            j.update(more);
            return j;
        };
        row("LLaMA-Factory LoRA on spot", "llama-factory", lora);
        row("LLaMA-Factory full, ZeRO 3", "llama-factory",
            with(lora, {{"method", "full"},
                        {"zero_stage", 3},
                        {"hardware", {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 8}}}}));
        row("Transformers Trainer QLoRA", "hf-trainer", with(lora, {{"method", "qlora"}}));
        row("Transformers Trainer full, ZeRO 2", "hf-trainer",
            with(lora, {{"method", "full"},
                        {"zero_stage", 2},
                        {"hardware", {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 8}}}}));
        // one 8-GPU node: a spot fleet the planner deems available, with tensor parallelism
        const nlohmann::json pretrain = {{"model", {{"preset", "llama-3-8b"}}},
                                         {"method", "pretrain"},
                                         {"data", {{"tokens", 1e10}}},
                                         {"parallelism", {{"tensor", 2}}},
                                         {"hardware", {{"gpu", "H100-SXM5-80GB"}, {"nodes", 1}}},
                                         {"budget", {{"billing", {"spot"}}}}};
        row("Megatron-LM", "megatron-lm", pretrain);
        row("NeMo", "nemo", pretrain);
        row("torchtitan", "torchtitan", pretrain);
        row("MindSpeed-LLM", "mindspeed",
            with(pretrain, {{"hardware", {{"gpu", "Ascend-910B"}, {"nodes", 1}}}}));
        const nlohmann::json yolo = {{"model", {{"preset", "yolov8m"}}},
                                     {"method", "full"},
                                     {"data", {{"samples", 118287}}},
                                     {"epochs", 100},
                                     {"budget", {{"billing", {"spot"}}}}};
        row("Ultralytics", "ultralytics", yolo);
        row("MindYOLO", "mindspore",
            with(yolo, {{"hardware", {{"gpu", "Ascend-910B"}, {"gpus_per_node", 8}}}}));
        row("PaddleDetection", "paddle", yolo);
        row("detectron2", "detectron2",
            with(yolo, {{"model",
                         {{"kind", "vision"},
                          {"params", 42e6},
                          {"forward_gflops", 360},
                          {"image_size", 800},
                          {"task", "detection"},
                          {"detector", "two-stage"}}}}));
        const nlohmann::json classifier = {{"model", {{"preset", "resnet-50"}}},
                                           {"method", "full"},
                                           {"data", {{"samples", 1281167}}},
                                           {"epochs", 90},
                                           {"budget", {{"billing", {"spot"}}}}};
        row("timm", "timm", classifier);
        row("PaddleClas", "paddle", classifier);
    }

    void everyOptionIsDocumented()
    {
        QFETCH(QString, framework);
        QFETCH(QByteArray, job);
        nlohmann::json j = nlohmann::json::parse(job.toStdString());
        j["framework"] = framework.toStdString();
        const Plan plan = test::plannedJob(j);
        const Candidate *c = plan.recommended();
        QVERIFY2(c && c->estimate, "no recommendation");
        const Workload &w = c->estimate->workload;
        QCOMPARE(QString::fromStdString(w.framework->id), framework);
        const auto files = launchFiles(plan, *c);
        const std::string &sh = test::fileNamed(files, "launch.sh")->text;
        const std::vector<QStringList> cmds = commands(sh);
        QVERIFY2(!cmds.empty(), sh.c_str());

        QStringList wrong;
        const auto check = [&](const QString &list, const QStringList &words) {
            for (const QString &o : undocumented(words, documented(list)))
                wrong << list + QLatin1Char(':') + o;
        };
        const Framework::Launcher launcher = w.framework->launcher;
        const bool vision = !w.model.isTransformer();
        for (const QStringList &cmd : cmds) {
            const QString tool = cmd.front();
            if (tool == QLatin1String("torchrun")) {
                check(QStringLiteral("torchrun"), beforeScript(cmd).mid(1));
                const QStringList args = afterScript(cmd);
                switch (launcher) {
                case Framework::Launcher::Megatron:
                    check(
                        QString::fromStdString(w.framework->id == "mindspeed" ? "mindspeed" : "megatron-lm"),
                        args);
                    break;
                case Framework::Launcher::Nemo:
                    // Hydra's own --config-path/--config-name, then overrides of the config's keys
                    check(QStringLiteral("nemo"),
                          args.filter(QRegularExpression(QStringLiteral("^[a-z_.]+="))));
                    break;
                case Framework::Launcher::Torchtitan:
                    check(QStringLiteral("torchtitan"), args);
                    break;
                case Framework::Launcher::Trainer:
                    check(QStringLiteral("trainer"),
                          args.filter(QRegularExpression(QStringLiteral("^--")))
                              .replaceInStrings(QRegularExpression(QStringLiteral("^--")), QString()));
                    break;
                case Framework::Launcher::Timm:
                    check(QStringLiteral("timm"), args);
                    break;
                default:
                    QFAIL(qPrintable(QStringLiteral("no option list for ") + framework));
                }
            } else if (tool == QLatin1String("yolo")) {
                QVERIFY(cmd.at(1) == QLatin1String("train"));
                check(QStringLiteral("ultralytics"), cmd.mid(2).filter(QStringLiteral("=")));
            } else if (tool == QLatin1String("msrun")) {
                check(QStringLiteral("msrun"), beforeScript(cmd).mid(1));
                if (vision && w.model.task != "classification")
                    check(QStringLiteral("mindyolo"), afterScript(cmd));
            } else if (tool == QLatin1String("python") &&
                       cmd.contains(QStringLiteral("paddle.distributed.launch"))) {
                check(QStringLiteral("paddle-launch"), beforeScript(cmd).mid(3));
                const QStringList args = afterScript(cmd);
                const QString list = w.model.task == "classification" ? QStringLiteral("paddleclas")
                                                                      : QStringLiteral("paddledetection");
                QStringList names;
                for (int i = 0; i < args.size(); ++i) {
                    if (args[i] == QLatin1String("-o") && i + 1 < args.size())
                        names << args[++i]; // key=value
                    else if (args[i].startsWith(QLatin1Char('-')))
                        names << args[i];
                }
                check(list, names);
            } else if (tool == QLatin1String("python")) {
                // detectron2: its flags, then KEY value pairs of its config
                QVERIFY(launcher == Framework::Launcher::Detectron2);
                const QStringList args = afterScript(cmd);
                QStringList names;
                for (const QString &a : args)
                    if (a.startsWith(QLatin1Char('-')) ||
                        QRegularExpression(QStringLiteral("^[A-Z][A-Z_.]+$")).match(a).hasMatch())
                        names << a;
                check(QStringLiteral("detectron2"), names);
            } else if (tool == QLatin1String("env")) {
                QVERIFY(cmd.contains(QStringLiteral("llamafactory-cli")));
            } else {
                QFAIL(qPrintable(QStringLiteral("unknown tool ") + tool));
            }
        }
        if (const LaunchFile *yaml = test::fileNamed(files, "llamafactory.yaml")) {
            const QStringList keys = yamlKeys(yaml->text);
            QVERIFY(keys.contains(QStringLiteral("cutoff_len")));
            check(QStringLiteral("llamafactory"), keys);
        }
        if (const LaunchFile *ds = test::fileNamed(files, "ds_config.json")) {
            QStringList keys;
            jsonKeys(nlohmann::json::parse(ds->text), "", keys);
            check(QStringLiteral("deepspeed"), keys);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestFrameworkOptions)
#include "tst_frameworkoptions.moc"
