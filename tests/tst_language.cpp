#include "TestMode.h"
#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/Application.h"
#include "gui/MainWindow.h"
#include "views/results/ResultsWorkspace.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

// Settings > Language applies at once: the translators are swapped and the main window is rebuilt
// in the new language, carrying on the open plan (job, file, modified flag, selection,
// comparison), the tab and the geometry. Offscreen, test-mode settings.
class TestLanguage : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase()
    {
        QVERIFY(QStandardPaths::isTestModeEnabled());
        QSettings().clear();
        Settings().setValue(Settings::FirstPlanMade, true);
        Application::installLanguage(QStringLiteral("en"));
    }

    void cleanupTestCase()
    {
        delete Application::mainWindow();
        Application::installLanguage(QStringLiteral("en"));
        QSettings().clear();
    }

    void installLanguageSwapsTheTranslators()
    {
        Application::installLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(Application::installedLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(QLocale().name(), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "Plan"), QStringLiteral("规划"));
        // Qt's own strings too, when the system's Qt has them.
        if (QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                              QStringLiteral("/qtbase_zh_CN.qm")))
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
        // Han glyphs in Simplified Chinese forms, though the test's system locale is C.
        QVERIFY2(QApplication::font().families().contains(QStringLiteral("Noto Sans CJK SC")),
                 qPrintable(QApplication::font().families().join(QLatin1Char(','))));

        // Back to English: nothing of the Chinese is left installed.
        Application::installLanguage(QStringLiteral("en"));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(QCoreApplication::translate("MainWindow", "Plan"), QStringLiteral("Plan"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
        QVERIFY(!QApplication::font().families().contains(QStringLiteral("Noto Sans CJK SC")));
    }

    void switchingRetranslatesTheWindowAndKeepsThePlan()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto *window = new MainWindow(CatalogSource::load());
        window->setMessageBoxResponder([](QMessageBox &) { return int(QMessageBox::Discard); });
        Application::followLanguageMenu(window);
        QCOMPARE(Application::mainWindow(), window);
        window->resize(1100, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));

        // A plan with a file, unsaved changes, a picked candidate and two compared ones.
        QVERIFY(window->startScenario(QStringLiteral("llama3-8b-lora-a10")));
        PlanSession *session = window->session();
        QVERIFY(session->waitForPlan());
        QVERIFY(window->saveFile(dir.filePath(QStringLiteral("lora.trainplan"))));
        QVERIFY(session->plan() && session->plan()->candidates.size() >= 3);
        session->select(2);
        QVERIFY(session->setCompared(0, true));
        QVERIFY(session->setCompared(1, true));
        session->setModified(true);
        const nlohmann::json job = session->job();
        const QString path = session->filePath();
        QCOMPARE(menuTitles(*window).value(0), QStringLiteral("&File"));
        QCOMPARE(tabTitles(*window).value(MainWindow::PlanTab), QStringLiteral("Plan"));

        // To Chinese, from the menu.
        QPointer<MainWindow> old = window;
        languageAction(*window, QStringLiteral("zh_CN"))->trigger();
        MainWindow *zh = Application::mainWindow();
        QVERIFY(zh && zh != window);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY2(old.isNull(), "the old window is deleted");
        QVERIFY(zh->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(zh));
        QCOMPARE(Settings().value(Settings::Language), QStringLiteral("zh_CN"));
        QCOMPARE(Application::installedLanguage(), QStringLiteral("zh_CN"));
        QCOMPARE(menuTitles(*zh).value(0), QStringLiteral("文件(&F)"));
        QCOMPARE(tabTitles(*zh).value(MainWindow::PlanTab), QStringLiteral("规划"));
        QVERIFY2(languageAction(*zh, QStringLiteral("zh_CN"))->isChecked(), "the menu shows the choice");
        QCOMPARE(zh->size(), QSize(1100, 700));

        // The same document, not a copy that forgot something.
        QCOMPARE(zh->session(), session);
        QCOMPARE(session->job(), job);
        QCOMPARE(session->filePath(), path);
        QVERIFY(session->isModified());
        QVERIFY(zh->isWindowModified());
        QCOMPARE(session->selectedIndex(), 2);
        QCOMPARE(session->compared(), (QList<int>{0, 1}));
        QVERIFY(session->plan());
        QCOMPARE(zh->planView(), MainWindow::ResultsView);
        QVERIFY(zh->windowTitle().startsWith(QStringLiteral("lora.trainplan")));
        QVERIFY(zh->exportAction()->isEnabled());

        // And back to English.
        languageAction(*zh, QStringLiteral("en"))->trigger();
        MainWindow *en = Application::mainWindow();
        QVERIFY(en && en != zh);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(Settings().value(Settings::Language), QStringLiteral("en"));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(menuTitles(*en).value(0), QStringLiteral("&File"));
        QCOMPARE(tabTitles(*en).value(MainWindow::PlanTab), QStringLiteral("Plan"));
        QCOMPARE(en->session(), session);
        QCOMPARE(session->job(), job);
        QCOMPARE(session->selectedIndex(), 2);
        QVERIFY(session->isModified());
        QCOMPARE(en->size(), QSize(1100, 700));

        // The document goes on working in the new window.
        session->select(1);
        QCOMPARE(session->selectedIndex(), 1);
        QVERIFY(en->close()); // the responder discards the changes
    }

    void switchingKeepsTheTabAndTheWizardStep()
    {
        delete Application::mainWindow();
        auto *window = new MainWindow(CatalogSource::load());
        Application::followLanguageMenu(window);
        window->setCurrentTab(MainWindow::CatalogTab);
        languageAction(*window, QStringLiteral("zh_CN"))->trigger();
        MainWindow *zh = Application::mainWindow();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(tabTitles(*zh).value(MainWindow::CatalogTab),
                 QCoreApplication::translate("MainWindow", "Catalog"));
        QVERIFY(tabTitles(*zh).value(MainWindow::CatalogTab) != QStringLiteral("Catalog"));
        QCOMPARE(tabs(*zh)->currentIndex(), int(MainWindow::CatalogTab));
        QVERIFY(!zh->session()->hasJob());
        QCOMPARE(zh->planView(), MainWindow::WizardView);

        // "System default" follows the system's locale (English in the tests' environment or not).
        languageAction(*zh, QString())->trigger();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(Settings().value(Settings::Language), QString());
        QCOMPARE(Application::installedLanguage(), Application::chooseLanguage(QString(), QLocale::system()));
        delete Application::mainWindow();
        QVERIFY(!Application::mainWindow());
    }

private:
    static QStringList menuTitles(const MainWindow &window)
    {
        QStringList titles;
        for (const QAction *action : window.menuBar()->actions())
            titles << action->text();
        return titles;
    }

    static QTabWidget *tabs(const MainWindow &window)
    {
        return window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
    }

    static QStringList tabTitles(const MainWindow &window)
    {
        QStringList titles;
        const QTabWidget *tabWidget = tabs(window);
        for (int i = 0; tabWidget && i < tabWidget->count(); ++i)
            titles << tabWidget->tabText(i);
        return titles;
    }

    static QAction *languageAction(const MainWindow &window, const QString &code)
    {
        for (QActionGroup *group : window.findChildren<QActionGroup *>()) {
            for (QAction *action : group->actions())
                if (action->data().toString() == code && action->data().isValid())
                    return action;
        }
        qFatal("no language action %s", qPrintable(code));
        return nullptr;
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
