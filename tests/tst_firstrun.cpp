#include "TestMode.h"
#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/MainWindow.h"
#include "views/wizard/PlanWizard.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

// What a new user meets: until the first plan is made (a setting), the plan tab opens on the
// wizard's scenarios under a welcome that says what the app does; after it, never again. And the
// About box, which says how fresh the catalog is. Offscreen, test-mode settings.
class TestFirstRun : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void init()
    {
        QVERIFY(QStandardPaths::isTestModeEnabled());
        QSettings().clear();
    }

    void cleanupTestCase() { QSettings().clear(); }

    void firstRunOpensOnTheScenariosWithAWelcome()
    {
        QVERIFY(!Settings().value(Settings::FirstPlanMade));
        // The last run's tab (a run that never made a plan) does not hide the welcome.
        Settings().setValue(Settings::MainWindowTab, MainWindow::CatalogTab);
        MainWindow window(CatalogSource::load());
        window.restoreSettings();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(tabs(window)->currentIndex(), int(MainWindow::PlanTab));
        QCOMPARE(window.planView(), MainWindow::WizardView);
        QCOMPARE(window.wizard()->currentStep(), int(PlanWizard::ScenarioStep));
        QLabel *welcome = window.welcomeLabel();
        QVERIFY(welcome);
        QVERIFY(welcome->isVisible());
        QVERIFY2(welcome->text().contains(QStringLiteral("Choose a scenario")), qPrintable(welcome->text()));
        QVERIFY(welcome->text().contains(QStringLiteral("from scratch")));
        // Above the scenario cards.
        QVERIFY(welcome->mapTo(&window, QPoint()).y() < window.wizard()->mapTo(&window, QPoint()).y());

        // It belongs to the scenario step only, and stays until results are shown.
        QVERIFY(window.wizard()->startFromScenario(QStringLiteral("prototype-t4")));
        window.wizard()->setCurrentStep(PlanWizard::ModelStep);
        QCOMPARE(window.wizard()->currentStep(), int(PlanWizard::ModelStep));
        QVERIFY(!welcome->isVisible());
        window.wizard()->setCurrentStep(PlanWizard::ScenarioStep);
        QVERIFY(welcome->isVisible());
        QVERIFY(!Settings().value(Settings::FirstPlanMade));
    }

    void theFirstPlanDismissesItForGood()
    {
        {
            MainWindow window(CatalogSource::load());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.welcomeLabel()->isVisible());
            QVERIFY(window.startScenario(QStringLiteral("prototype-t4")));
            QVERIFY(window.session()->waitForPlan());
            QCOMPARE(window.planView(), MainWindow::ResultsView);
            QVERIFY(Settings().value(Settings::FirstPlanMade));

            // A new plan goes back to the scenarios, without the welcome.
            window.showPlanView(MainWindow::WizardView);
            window.wizard()->setCurrentStep(PlanWizard::ScenarioStep);
            QVERIFY(!window.welcomeLabel()->isVisible());
            window.setCurrentTab(MainWindow::CatalogTab);
            window.session()->setModified(false);
            QVERIFY(window.close());
        }

        // The next run: no welcome, and the last tab comes back.
        MainWindow window(CatalogSource::load());
        window.restoreSettings();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(tabs(window)->currentIndex(), int(MainWindow::CatalogTab));
        window.setCurrentTab(MainWindow::PlanTab);
        QCOMPARE(window.wizard()->currentStep(), int(PlanWizard::ScenarioStep));
        QVERIFY(!window.welcomeLabel()->isVisible());
    }

    void aboutSaysHowFreshTheCatalogIs()
    {
        MainWindow window(CatalogSource::load());
        const tp::Catalog &c = window.catalog();
        std::string newest;
        for (const tp::InstanceType &instance : c.instances)
            for (const tp::Price &price : instance.prices)
                newest = std::max(newest, price.provenance.date);
        QVERIFY2(!newest.empty(), "the catalog has dated prices");
        QVERIFY(!c.efficiency.provenance.date.empty());
        QVERIFY(!c.providers.empty());

        QString text;
        window.setMessageBoxResponder([&text](QMessageBox &box) {
            if (box.objectName() == QStringLiteral("aboutBox"))
                text = box.text();
            return int(QMessageBox::Ok);
        });
        QAction *about = nullptr;
        for (QAction *action : window.menuBar()->findChildren<QAction *>())
            if (action->menuRole() == QAction::AboutRole)
                about = action;
        QVERIFY(about);
        about->trigger();
        QVERIFY2(text.contains(QStringLiteral("Newest price: %1").arg(QString::fromStdString(newest))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Utilisation model fitted: %1")
                                   .arg(QString::fromStdString(c.efficiency.provenance.date))),
                 qPrintable(text));
        const int providers = static_cast<int>(std::max(c.providers.size(), c.providerNames.size()));
        QVERIFY2(text.contains(QStringLiteral("%1 cloud provider").arg(providers)), qPrintable(text));
    }

private:
    static QTabWidget *tabs(const MainWindow &window)
    {
        return window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
    }
};

QTEST_MAIN(TestFirstRun)
#include "tst_firstrun.moc"
