// `trainplan-cli plan --csv, --launch` write what the desktop app's File > Export writes
// (PlanExporter): the same bytes, in the language --lang asks for. One path for both front ends,
// so a Chinese user gets the same README.txt and CSV from either.
#include "TestCatalog.h"
#include "report/PlanExporter.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace tp;

namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliExports : public QObject
{
    Q_OBJECT

private slots:
    void cliWritesWhatTheAppExports_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("readmeTitle");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN") << QStringLiteral("训练算力规划 启动文件");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("TrainPlan launch files");
    }

    void cliWritesWhatTheAppExports()
    {
        QFETCH(QString, language);
        QFETCH(QString, readmeTitle);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cliLaunch = dir.filePath(QStringLiteral("cli-launch"));
        const QString cliCsv = dir.filePath(QStringLiteral("cli.csv"));

        // the CLI, as a user runs it (never the user's own overrides)
        QProcess cli;
        cli.start(QStringLiteral(TRAINPLAN_CLI_EXE),
                  {QStringLiteral("--catalog"), QStringLiteral(TRAINPLAN_CATALOG_DIR),
                   QStringLiteral("--no-overrides"), QStringLiteral("plan"), QStringLiteral("--scenario"),
                   QStringLiteral("llama3-8b-lora-a10"), QStringLiteral("--launch"), cliLaunch,
                   QStringLiteral("--csv"), cliCsv, QStringLiteral("--lang"), language});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());

        // the app's exporter, in the same language
        QTranslator translator;
        const bool chinese = language == u"zh_CN";
        if (chinese) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
            QCoreApplication::installTranslator(&translator);
        }
        QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::China)
                                    : QLocale(QLocale::English, QLocale::UnitedStates));
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        QVERIFY(plan.recommended());
        const QString appLaunch = dir.filePath(QStringLiteral("app-launch"));
        QString error;
        QStringList written;
        const bool ok = PlanExporter::writeLaunchFolder(appLaunch, plan, *plan.recommended(),
                                                        test::shippedCatalog(), &error, &written);
        const std::string appCsv = PlanExporter::csv(plan, test::shippedCatalog());
        if (chinese)
            QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(ok, qPrintable(error));
        QVERIFY(written.size() >= 4);

        const QStringList files = QDir(appLaunch).entryList(QDir::Files, QDir::Name);
        QCOMPARE(QDir(cliLaunch).entryList(QDir::Files, QDir::Name), files);
        for (const QString &name : files)
            QVERIFY2(contents(QDir(cliLaunch).filePath(name)) == contents(QDir(appLaunch).filePath(name)),
                     qPrintable(name));
        const QString readme =
            QString::fromUtf8(contents(QDir(cliLaunch).filePath(QStringLiteral("README.txt"))));
        QVERIFY2(readme.startsWith(readmeTitle), qPrintable(readme.left(200)));
        QCOMPARE(contents(cliCsv), QByteArray::fromStdString(appCsv));
    }

    void aLaunchFolderThatCannotBeWrittenIsAnError()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // a folder inside a file cannot be made
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QProcess cli;
        cli.start(QStringLiteral(TRAINPLAN_CLI_EXE),
                  {QStringLiteral("--catalog"), QStringLiteral(TRAINPLAN_CATALOG_DIR),
                   QStringLiteral("--no-overrides"), QStringLiteral("plan"), QStringLiteral("--scenario"),
                   QStringLiteral("prototype-t4"), QStringLiteral("--launch"),
                   dir.filePath(QStringLiteral("blocker/launch")), QStringLiteral("--lang"),
                   QStringLiteral("zh_CN")});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY(cli.readAllStandardError().startsWith("trainplan-cli: "));
    }
};

QTEST_GUILESS_MAIN(TestCliExports)
#include "tst_cliexports.moc"
