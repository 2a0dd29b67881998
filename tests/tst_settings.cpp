#include "TestMode.h"
#include "document/Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QtTest>

// Settings: every preference a user's file keeps, with its default, and what a hand-edited or
// stale file cannot do to the app.
class TestSettings : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("TrainPlanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }

    void init() { QSettings().clear(); }

    void aFreshFileGivesTheDefaults()
    {
        const Settings settings;
        QCOMPARE(settings.value(Settings::Language), QString());
        QCOMPARE(settings.value(Settings::FirstPlanMade), false);
        QCOMPARE(settings.value(Settings::MainWindowTab), 0);
        QCOMPARE(settings.value(Settings::AutosaveInterval), 60);
        QVERIFY(settings.value(Settings::Providers).isEmpty());
        QCOMPARE(settings.currency(), QStringLiteral("CNY"));
        QCOMPARE(settings.planFolder(), QDir::homePath());
        QVERIFY(settings.recentFiles().isEmpty());
    }

    void aValueIsKeptForTheNextStart()
    {
        Settings().setValue(Settings::Language, QStringLiteral("zh_CN"));
        Settings().setValue(Settings::AutosaveInterval, 0);
        Settings().setValue(Settings::Providers, QStringList{QStringLiteral("alibaba")});
        const Settings settings;
        QCOMPARE(settings.value(Settings::Language), QStringLiteral("zh_CN"));
        QCOMPARE(settings.value(Settings::AutosaveInterval), 0); // no crash copies, not the default
        QCOMPARE(settings.value(Settings::Providers), QStringList{QStringLiteral("alibaba")});
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
    }

    // A hand-edited file: a value of another type falls back to the default, and a currency the
    // planner cannot convert to is read as CNY.
    void aHandEditedFileCannotBreakTheApp()
    {
        QSettings file;
        file.setValue(QStringLiteral("files/autosaveInterval"),
                      QStringList{QStringLiteral("a"), QStringLiteral("b")});
        file.setValue(QStringLiteral("planning/currency"), QStringLiteral("EUR"));
        file.sync();
        Settings settings;
        QCOMPARE(settings.value(Settings::AutosaveInterval), 60);
        QCOMPARE(settings.currency(), QStringLiteral("CNY"));
        settings.setCurrency(QStringLiteral("USD"));
        QCOMPARE(Settings().currency(), QStringLiteral("USD"));
    }

    void recentPlansAreNewestFirstAndCapped()
    {
        Settings settings;
        const QString folder = QDir::tempPath();
        for (int i = 0; i < Settings::kMaxRecentFiles + 2; ++i)
            settings.addRecentPlan(folder + QStringLiteral("/plan%1.trainplan").arg(i));
        QStringList recent = Settings().recentFiles();
        QCOMPARE(recent.size(), Settings::kMaxRecentFiles);
        QCOMPARE(recent.first(),
                 folder + QStringLiteral("/plan%1.trainplan").arg(Settings::kMaxRecentFiles + 1));
        QVERIFY(!recent.contains(folder + QStringLiteral("/plan0.trainplan")));
        QCOMPARE(Settings().planFolder(), QFileInfo(folder).absoluteFilePath());

        // opening one again moves it to the front, without a second entry
        const QString again = recent.last();
        settings.addRecentPlan(again);
        recent = Settings().recentFiles();
        QCOMPARE(recent.first(), again);
        QCOMPARE(recent.count(again), 1);
        settings.removeRecentFile(again);
        QVERIFY(!Settings().recentFiles().contains(again));
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
