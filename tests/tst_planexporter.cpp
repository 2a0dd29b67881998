// File > Export: the four forms of a plan written into one folder, each readable by the tool it
// is for, and a failed export that names the file and keeps what was there.
#include "TestCatalog.h"
#include "report/PlanExporter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tp;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestPlanExporter : public QObject
{
    Q_OBJECT

private slots:
    void writesAllFourForms()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        const PlanExporter::Result r = PlanExporter::exportTo(dir.path(), QStringLiteral("plan"), plan, *c,
                                                              test::shippedCatalog(), {}, {});
        QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
        QVERIFY(readAll(dir.filePath(QStringLiteral("plan.pdf"))).startsWith("%PDF"));
        const QByteArray csv = readAll(dir.filePath(QStringLiteral("plan.csv")));
        // the CSV for people: headers and names in the UI's language (English here)
        QVERIFY2(csv.startsWith("\xEF\xBB\xBFRank,Status,Provider,Region,"), csv.left(200).constData());
        QVERIFY(csv.contains("Alibaba Cloud"));
        // one header row plus one row per candidate (no text field here spans lines)
        QCOMPARE(csv.count('\n'), static_cast<qsizetype>(plan.candidates.size() + 1));
        const auto json =
            nlohmann::json::parse(readAll(dir.filePath(QStringLiteral("plan.json"))).toStdString());
        QCOMPARE(json.at("candidates").size(), plan.candidates.size());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("plan-launch/launch.sh"))));
        QVERIFY(QFile::permissions(dir.filePath(QStringLiteral("plan-launch/launch.sh"))) &
                QFileDevice::ExeOwner);
        // LoRA on one A10 with LLaMA-Factory: its own YAML, no DeepSpeed config (no ZeRO)
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("plan-launch/llamafactory.yaml"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("plan-launch/ds_config.json"))));
        // README.txt is for people too: display names, not the ids launch.sh uses
        const QString readme =
            QString::fromUtf8(readAll(dir.filePath(QStringLiteral("plan-launch/README.txt"))));
        QVERIFY2(readme.contains(QStringLiteral("(Alibaba Cloud, 1 × A10 per node)")), qPrintable(readme));
        QVERIFY2(readme.contains(QStringLiteral("Llama 3 8B")), qPrintable(readme));
        QVERIFY2(!readme.contains(QStringLiteral("alibaba")), qPrintable(readme));
        QVERIFY(r.written.size() >= 7);
    }

    void onlyTheChosenParts()
    {
        const Plan plan = test::plannedScenario("prototype-t4");
        QTemporaryDir dir;
        PlanExporter::Parts parts;
        parts.pdf = false;
        parts.launch = false;
        const PlanExporter::Result r = PlanExporter::exportTo(
            dir.path(), QStringLiteral("t4"), plan, *plan.recommended(), test::shippedCatalog(), {}, parts);
        QVERIFY(r.ok());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList({QStringLiteral("t4.csv"), QStringLiteral("t4.json")}));
    }

    void failureNamesTheFileAndKeepsTheOldOne()
    {
        const Plan plan = test::plannedScenario("prototype-t4");
        QTemporaryDir dir;
        // plan.json is a folder holding the user's file: writing it must fail and destroy nothing
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("plan.json")));
        {
            QFile keep(dir.filePath(QStringLiteral("plan.json/keep.txt")));
            QVERIFY(keep.open(QIODevice::WriteOnly));
            keep.write("old");
        }
        PlanExporter::Parts parts;
        parts.pdf = false;
        parts.launch = false;
        const PlanExporter::Result r = PlanExporter::exportTo(
            dir.path(), QStringLiteral("plan"), plan, *plan.recommended(), test::shippedCatalog(), {}, parts);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.size(), 1);
        QVERIFY2(r.errors.first().contains(QStringLiteral("plan.json")), qPrintable(r.errors.first()));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("plan.json/keep.txt"))), QByteArray("old"));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("plan.csv")))); // the other part still written
    }

    void missingFolderIsAnError()
    {
        const Plan plan = test::plannedScenario("prototype-t4");
        const PlanExporter::Result r =
            PlanExporter::exportTo(QStringLiteral("/nonexistent/trainplan"), QStringLiteral("p"), plan,
                                   *plan.recommended(), test::shippedCatalog(), {}, {});
        QVERIFY(!r.ok());
        QVERIFY(r.errors.first().contains(QStringLiteral("/nonexistent/trainplan")));
    }
};

QTEST_MAIN(TestPlanExporter)
#include "tst_planexporter.moc"
