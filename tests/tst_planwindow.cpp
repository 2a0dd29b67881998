#include "TestMode.h"
#include "document/CatalogSource.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/MainWindow.h"
#include "views/results/CompareModel.h"
#include "views/results/CompareView.h"
#include "views/results/PlanSheetView.h"
#include "views/results/ResultsWorkspace.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

// The main window's plan tab as a user meets it: launch to a recommended plan through the
// wizard, the results beside the edit panel, save and open .trainplan files (recent files, the
// unsaved-changes prompt, a newer file refused), a catalog reload replanning the open plan.
// Modal boxes are answered by a responder; the user's settings are never touched.
class TestPlanWindow : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase()
    {
        QVERIFY(QStandardPaths::isTestModeEnabled());
        QSettings().clear();
    }

    void cleanup() { QSettings().clear(); }

    void fromLaunchToARecommendation_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("LoRA Llama-3-8B") << QStringLiteral("llama3-8b-lora-a10");
        QTest::newRow("YOLOv8m on 2x V100") << QStringLiteral("yolov8-2xv100");
    }

    void fromLaunchToARecommendation()
    {
        QFETCH(QString, id);
        MainWindow window(CatalogSource::load());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.planView(), MainWindow::WizardView);
        PlanWizard *wizard = window.wizard();
        QTest::mouseClick(wizard->scenarioPage()->card(id), Qt::LeftButton);
        for (int i = 0; i < PlanWizard::StepCount; ++i)
            QTest::mouseClick(wizard->nextButton(), Qt::LeftButton);
        QCOMPARE(window.planView(), MainWindow::ResultsView);
        QVERIFY(window.session()->waitForPlan());
        QVERIFY(window.session()->plan()->recommendation);
        // The plan sheet shows the recommendation; three candidates go side by side.
        const tp::Candidate *r = window.session()->selectedCandidate();
        QVERIFY(r && r->recommended);
        QVERIFY(window.results()->sheet()->toPlainText().contains(QString::fromStdString(r->instance->id)));
        for (int i = 0; i < 3; ++i)
            QVERIFY(window.session()->setCompared(i, true));
        QCOMPARE(window.results()->compareView()->model()->columnCount(), 3);
        QVERIFY(window.windowTitle().contains(QStringLiteral("Untitled plan")));
    }

    void saveThenOpenRestoresThePlan()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("yolo.trainplan"));
        nlohmann::json saved;
        {
            MainWindow window(CatalogSource::load());
            QVERIFY(window.startScenario(QStringLiteral("yolov8-2xv100")));
            window.session()->setValue("/epochs", 150);
            window.session()->setDataLocation(QStringLiteral("nas"));
            QVERIFY(window.isWindowModified());
            QVERIFY(window.saveFile(path));
            QVERIFY(!window.isWindowModified());
            QVERIFY(window.windowTitle().contains(QStringLiteral("yolo.trainplan")));
            saved = window.session()->job();
        }
        QCOMPARE(Settings().recentFiles(), QStringList{QFileInfo(path).absoluteFilePath()});

        MainWindow window(CatalogSource::load());
        QVERIFY(window.openFile(path));
        QVERIFY(window.session()->job() == saved);
        QCOMPARE(window.session()->dataLocation(), QStringLiteral("nas"));
        QCOMPARE(window.planView(), MainWindow::ResultsView);
        QVERIFY(window.session()->waitForPlan());
        QCOMPARE(window.session()->plan()->job.epochs, 150.0);
        QVERIFY(!window.session()->isModified());
    }

    void unsavedChangesAreAskedAbout()
    {
        MainWindow window(CatalogSource::load());
        QVERIFY(window.startScenario(QStringLiteral("prototype-t4")));
        QVERIFY(window.maybeSave()); // nothing changed: nothing asked
        window.session()->setValue("/epochs", 7);

        QStringList asked;
        int answer = QMessageBox::Cancel;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            asked << box.text();
            return answer;
        });
        QVERIFY(!window.maybeSave());
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains(QStringLiteral("not saved")));

        // Closing is refused while the user cancels.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());

        answer = QMessageBox::Discard;
        QVERIFY(window.maybeSave());
        QVERIFY(window.close());
    }

    void closingAfterAnExportAsksToSave()
    {
        // A scenario plan, exported through File > Export as a user does it, then the window closed.
        QTemporaryDir dir;
        MainWindow window(CatalogSource::load());
        QVERIFY(window.startScenario(QStringLiteral("yolov8-2xv100")));
        QVERIFY(window.session()->waitForPlan());
        QVERIFY(!window.session()->isModified());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *exportAction = window.findChild<QAction *>(QStringLiteral("exportAction"));
        QVERIFY(exportAction && exportAction->isEnabled());
        bool answered = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog && dialog->objectName() == QStringLiteral("exportDialog"));
            auto *folder = dialog->findChild<QLineEdit *>(QStringLiteral("exportFolderEdit"));
            QVERIFY(folder);
            folder->setText(dir.path());
            dialog->accept();
            answered = true;
        });
        exportAction->trigger();
        QVERIFY(answered);
        QVERIFY2(!QDir(dir.path()).entryList({QStringLiteral("*.pdf")}).isEmpty(),
                 qPrintable(QDir(dir.path()).entryList().join(QLatin1Char(' '))));
        QVERIFY(window.session()->isModified()); // what was sent out is worth keeping
        QVERIFY(window.isWindowModified());

        QStringList asked;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            asked << box.text();
            return int(QMessageBox::Cancel);
        });
        QVERIFY(!window.close());
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains(QStringLiteral("not saved")));
        QVERIFY(window.isVisible());
        window.setMessageBoxResponder([](QMessageBox &) { return int(QMessageBox::Discard); });
        QVERIFY(window.close());
    }

    void aNewerFileIsRefusedWithAMessage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("next.trainplan"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"trainplan","version":2,"job":{}})");
        file.close();

        MainWindow window(CatalogSource::load());
        QVERIFY(window.startScenario(QStringLiteral("prototype-t4")));
        const nlohmann::json before = window.session()->job();
        QString shown;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            shown = box.text();
            return int(QMessageBox::Ok);
        });
        QVERIFY(!window.openFile(path));
        QVERIFY2(shown.contains(QStringLiteral("newer TrainPlan")), qPrintable(shown));
        QVERIFY(window.session()->job() == before);
        QVERIFY(Settings().recentFiles().isEmpty());
    }

    void aCatalogReloadReplansTheOpenPlan()
    {
        MainWindow window(CatalogSource::load());
        QVERIFY(window.startScenario(QStringLiteral("llama3-8b-lora-a10")));
        QVERIFY(window.session()->waitForPlan());
        QSignalSpy planned(window.session(), &PlanSession::planChanged);
        window.catalogSource()->reload();
        QVERIFY(window.session()->waitForPlan());
        QCOMPARE(planned.count(), 1);
        QVERIFY(window.session()->plan()->recommendation);
    }

    void exportIsAHookForLater()
    {
        MainWindow window(CatalogSource::load());
        QVERIFY(window.exportAction());
        QVERIFY(!window.exportAction()->isEnabled());
    }
};

QTEST_MAIN(TestPlanWindow)
#include "tst_planwindow.moc"
