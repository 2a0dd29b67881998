// Ids that try to act where TrainPlan writes them: a line break that ends a comment, $() and
// backticks for the shell, quotes, %1 for Qt's arg(), a right-to-left override, an escape
// sequence, YAML syntax, a spreadsheet formula. The loader refuses them (tests/data/bad-input);
// here they are forced into a catalog in memory, as a bug in a loader or a future field would let
// them through, and every writer must still keep them data: the launch script is run with stub
// launchers and must not run them, the YAML and JSON parse back to the same values, the CSV cell
// is neutralised.
#include "TestCatalog.h"
#include "core/JobParser.h"
#include "core/SafeText.h"
#include "core/export/LaunchFiles.h"
#include "core/planner/PlanCsv.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <sstream>

using namespace tp;

namespace {

// The hostile values; {MARK} is replaced by a file the shell must never create.
const std::vector<std::string> &hostileTemplates()
{
    static const std::vector<std::string> ids = {
        "gn7i\necho hacked > {MARK}",
        "gn7i$(touch {MARK})",
        "gn7i`touch {MARK}`",
        "gn7i'; touch {MARK}; '",
        "gn7i\"; touch {MARK}; \"",
        "gn7i%1%2",
        "gn7i\xE2\x80\xAE"
        "exe.txt",
        "gn7i\x1B[31mred",
        "gn7i: {x: 1} # c",
        "=cmd|' /C calc'!A0",
        "-rf",
    };
    return ids;
}

std::string replaceAll(std::string s, const std::string &from, const std::string &to)
{
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
    return s;
}

const LaunchFile *fileNamed(const std::vector<LaunchFile> &files, const std::string &name)
{
    for (const auto &f : files)
        if (f.name == name)
            return &f;
    return nullptr;
}

int run(const QString &program, const QStringList &args, const QProcessEnvironment &env, QString *out)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(30000))
        return -1;
    *out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

// The shipped catalog with one Alibaba instance type, the GPU it carries and the storage it is
// planned with renamed to `hostile` (ids the loader would refuse).
struct Poisoned
{
    Catalog catalog;
    std::string instanceId, gpuId, storageId;
};

Poisoned poison(const std::string &hostile)
{
    Poisoned p{test::shippedCatalog(), hostile, hostile + "-gpu", hostile + "-nas"};
    for (InstanceType &it : p.catalog.instances) {
        if (it.id == "ecs.gn7i-c8g1.2xlarge")
            it.id = p.instanceId;
        if (it.gpu == "A10")
            it.gpu = p.gpuId;
    }
    for (Gpu &g : p.catalog.gpus)
        if (g.id == "A10") {
            g.id = p.gpuId;
            g.aliases.clear();
        }
    for (ProviderInfo &prov : p.catalog.providers)
        if (prov.id == "alibaba")
            for (StorageOption &s : prov.storage)
                s.id = p.storageId + "-" + s.id;
    return p;
}

} // namespace

class TestHostileIds : public QObject
{
    Q_OBJECT

private slots:
    void everyWriterKeepsIdsAsData_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < hostileTemplates().size(); ++i)
            QTest::newRow(escapeForDisplay(hostileTemplates()[i]).c_str()) << static_cast<int>(i);
    }

    void everyWriterKeepsIdsAsData()
    {
        QFETCH(int, index);
        QTemporaryDir dir;
        const std::string mark = dir.filePath(QStringLiteral("hacked")).toStdString();
        const std::string hostile =
            replaceAll(hostileTemplates()[static_cast<std::size_t>(index)], "{MARK}", mark);
        const Poisoned p = poison(hostile);

        // a LoRA fine-tune on Alibaba, one node and two: the poisoned type is among the candidates
        JobParser::Result parsed = JobParser::parse(
            std::string(
                R"({"model": {"preset": "llama-3-8b"}, "method": "lora", "data": {"samples": 52000, "tokens_per_sample": 512},
                "epochs": 3, "budget": {"providers": ["alibaba"]}})"),
            "job.json");
        QVERIFY(parsed.value);
        PlanResult r = Planner(p.catalog).plan(*parsed.value, {}, "job.json");
        QVERIFY(r.value);
        const Candidate *chosen = nullptr;
        for (const Candidate &c : r.value->candidates)
            if (c.instance && c.instance->id == p.instanceId && c.estimate) {
                chosen = &c;
                break;
            }
        QVERIFY2(chosen, "the poisoned instance type is not a candidate");

        const auto files = launchFiles(*r.value, *chosen);
        QTemporaryDir out;
        for (const LaunchFile &f : files)
            std::ofstream(out.filePath(QString::fromStdString(f.name)).toStdString(), std::ios::binary)
                << f.text;

        // launch.sh parses, and run with stub launchers it does nothing the id says
        QDir stubs(out.path());
        QVERIFY(stubs.mkdir(QStringLiteral("bin")));
        for (const char *tool : {"torchrun", "yolo", "msrun", "python", "llamafactory-cli"}) {
            const QString path = out.filePath(QStringLiteral("bin/") + QLatin1String(tool));
            std::ofstream(path.toStdString()) << "#!/bin/sh\nexit 0\n";
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), out.filePath(QStringLiteral("bin")) + QLatin1Char(':') +
                                               env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("MAX_RESTARTS"), QStringLiteral("0")); // a stub that failed: no retries
        QString output;
        const QString script = out.filePath(QStringLiteral("launch.sh"));
        QCOMPARE(run(QStringLiteral("bash"), {QStringLiteral("-n"), script}, env, &output), 0);
        QCOMPARE(run(QStringLiteral("bash"), {script}, env, &output), 0);
        QVERIFY2(!QFile::exists(QString::fromStdString(mark)), "the launch script ran a command from an id");
        // comments and the README hold no control character: a terminal shows them as they are
        for (const char *name : {"launch.sh", "README.txt", "volcano-job.yaml"})
            QVERIFY2(unsafeCharacter(fileNamed(files, name)->text, true).empty(), name);

        // the Volcano Job parses, and the storage id comes back as it went in
        const std::string storage = chosen->dataStorage;
        QVERIFY(!storage.empty());
        {
            const QString expected = out.filePath(QStringLiteral("expected.json"));
            std::ofstream(expected.toStdString())
                << nlohmann::json({{"claim", "<FILL_IN: PVC of " + storage + ">"}, {"nodes", chosen->nodes}})
                       .dump();
            const QString check = QStringLiteral(
                "import sys, json, yaml\n"
                "d = yaml.safe_load(open(sys.argv[1], encoding='utf-8'))\n"
                "e = json.load(open(sys.argv[2], encoding='utf-8'))\n"
                "t = d['spec']['tasks'][0]['template']['spec']\n"
                "assert t['volumes'][0]['persistentVolumeClaim']['claimName'] == e['claim'], t['volumes']\n"
                "assert d['spec']['minAvailable'] == e['nodes']\n"
                "assert set(d) == {'apiVersion', 'kind', 'metadata', 'spec'}, d.keys()\n");
            QVERIFY2(
                run(QStringLiteral("python3"),
                    {QStringLiteral("-c"), check, out.filePath(QStringLiteral("volcano-job.yaml")), expected},
                    env, &output) == 0,
                qPrintable(output));
        }

        // the PAI-DLC spec is JSON with the id as a value
        const LaunchFile *pai = fileNamed(files, "pai-dlc-job.json");
        QVERIFY(pai);
        QCOMPARE(QString::fromStdString(
                     nlohmann::json::parse(pai->text)["JobSpecs"][0]["EcsSpec"].get<std::string>()),
                 QString::fromStdString(hostile));

        // the CSV parses to the neutralised id
        std::ostringstream csv;
        writeCsv(csv, *r.value);
        const QString csvPath = out.filePath(QStringLiteral("plan.csv"));
        std::ofstream(csvPath.toStdString(), std::ios::binary) << csv.str();
        const QString expectedCell = out.filePath(QStringLiteral("cell.json"));
        std::ofstream(expectedCell.toStdString()) << nlohmann::json(spreadsheetSafe(hostile)).dump();
        const QString csvCheck = QStringLiteral(
            "import sys, csv, json\n"
            "rows = list(csv.DictReader(open(sys.argv[1], encoding='utf-8', newline='')))\n"
            "want = json.load(open(sys.argv[2], encoding='utf-8'))\n"
            "assert any(r['instance_type'] == want for r in rows), [r['instance_type'] for r in rows]\n"
            "bad = '=+-@\\t\\r'\n"
            "assert all(not v or v[0] not in bad for r in rows for k, v in r.items()\n"
            "           if k not in ('cost_total', 'cost_compute', 'cost_interruptions', 'cost_storage', "
            "'cost_checkpoints'))\n");
        QVERIFY2(run(QStringLiteral("python3"), {QStringLiteral("-c"), csvCheck, csvPath, expectedCell}, env,
                     &output) == 0,
                 qPrintable(output));
    }

    void textChecksFindWhatActs()
    {
        QVERIFY(isSafeId("ecs.gn7i-c8g1.2xlarge"));
        QVERIFY(isSafeId("A100-SXM4-80GB"));
        QVERIFY(!isSafeId("-rf"));
        QVERIFY(!isSafeId("a b"));
        QVERIFY(!isSafeId(std::string(65, 'a')));
        QVERIFY(unsafeCharacter("阿里云 gn7i").empty());
        QCOMPARE(unsafeCharacter("a\u202Eb"), std::string("U+202E (a bidirectional text control)"));
        QCOMPARE(unsafeCharacter("a\nb"), std::string("U+000A (a control character)"));
        QVERIFY(unsafeCharacter("a\nb", true).empty());
        QCOMPARE(unsafeCharacter("\xC2\x9B"), std::string("U+009B (a control character)")); // C1 CSI
        QCOMPARE(unsafeCharacter("\xC0\xAF"), std::string("byte 0xC0 (not UTF-8)"));        // overlong
        QCOMPARE(escapeForDisplay("a\x1B[31m\u202Eb\n"), std::string("a\\u001B[31m\\u202Eb\\n"));
        QCOMPARE(shellQuote("it's $(x)"), std::string("'it'\\''s $(x)'"));
        QCOMPARE(commentSafe("a\nb\xE2\x80\xAE"), std::string("a?b???"));
        QCOMPARE(spreadsheetSafe("=1+1"), std::string("'=1+1"));
        QCOMPARE(spreadsheetSafe("-5"), std::string("'-5"));
        QCOMPARE(spreadsheetSafe("gn7i"), std::string("gn7i"));
        // a ';' splits a cell in Excel where ';' is the list separator: quoted like ','
        QCOMPARE(csvField("a;b"), std::string("\"a;b\""));
        QCOMPARE(csvField("a,\"b\""), std::string("\"a,\"\"b\"\"\""));
        QCOMPARE(csvField("gn7i"), std::string("gn7i"));
    }

    // A problem is one line on a terminal whatever the file is called or the key holds: a job
    // named "a<newline>b<ESC>[2J.json" must not clear the screen or forge a second message.
    void problemLinesCannotBeForged()
    {
        Problem p;
        p.file = "a\nb\x1B[2J.json";
        p.path = "/hard\u202Eware";
        p.message = "unknown key \"x\ny\"";
        p.code = "unknown-key";
        const std::string line = p.toString();
        QVERIFY2(unsafeCharacter(line).empty(), line.c_str());
        QCOMPARE(line,
                 std::string("a\\nb\\u001B[2J.json: /hard\\u202Eware: unknown key \"x\\ny\" [unknown-key]"));
    }
};

QTEST_GUILESS_MAIN(TestHostileIds)
#include "tst_hostileids.moc"
