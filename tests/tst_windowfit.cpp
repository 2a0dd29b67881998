// The first window on a small screen (1280 × 800, 1366 × 768), in English and Chinese: it opens
// no larger than the screen, the wizard's Back and Next stay inside it at every step, and the
// edit panel beside the results never needs more width than it has (its pages do not scroll
// sideways, so wider content would be cut off).
#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "gui/MainWindow.h"
#include "views/jobedit/JobEditPanel.h"
#include "views/results/CandidateTableModel.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QCoreApplication>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTranslator>
#include <QtTest>

class TestWindowFit : public QObject
{
    Q_OBJECT

public:
    static void initMain() { QStandardPaths::setTestModeEnabled(true); }

private slots:
    void initTestCase() { QSettings().clear(); }

    void firstSizeIsBoundedByTheScreen()
    {
        QCOMPARE(MainWindow::firstSize(QSize(1920, 1080)), QSize(1280, 820));
        QCOMPARE(MainWindow::firstSize(QSize(1280, 800)), QSize(1280, 760));
        QCOMPARE(MainWindow::firstSize(QSize(1366, 768)), QSize(1280, 728));
    }

    void windowFitsASmallScreen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("scenario");
        for (const char *lang : {"en", "zh_CN"})
            for (const QSize screen : {QSize(1280, 800), QSize(1366, 768)})
                for (const char *scenario : {"llama3-8b-lora-a10", "yolov8-2xv100"})
                    QTest::addRow("%s %dx%d %s", lang, screen.width(), screen.height(), scenario)
                        << QString::fromLatin1(lang) << screen << QString::fromLatin1(scenario);
    }

    void windowFitsASmallScreen()
    {
        QFETCH(QString, language);
        QFETCH(QSize, screen);
        QFETCH(QString, scenario);
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
            QLocale::setDefault(QLocale(language));
        } else {
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        }
        struct Restore
        {
            QTranslator *t;
            ~Restore()
            {
                QCoreApplication::removeTranslator(t);
                QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
            }
        } restore{&translator};

        const QSize size = MainWindow::firstSize(screen);
        MainWindow window(CatalogSource::load());
        window.resize(size);
        window.showPlanView(MainWindow::WizardView);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        PlanWizard *wizard = window.wizard();
        QTest::mouseClick(wizard->scenarioPage()->card(scenario), Qt::LeftButton);
        for (int step = 0; step < PlanWizard::StepCount; ++step) {
            QCoreApplication::processEvents();
            const QSize now = window.size();
            QVERIFY2(now.width() <= size.width() && now.height() <= size.height(),
                     qPrintable(QStringLiteral("step %1: the window grew to %2 × %3")
                                    .arg(step)
                                    .arg(now.width())
                                    .arg(now.height())));
            for (QPushButton *button : {wizard->backButton(), wizard->nextButton()}) {
                const QRect inWindow(button->mapTo(&window, QPoint(0, 0)), button->size());
                QVERIFY2(
                    window.rect().contains(inWindow),
                    qPrintable(
                        QStringLiteral("step %1: %2 is outside the window").arg(step).arg(button->text())));
            }
            QTest::mouseClick(wizard->nextButton(), Qt::LeftButton);
        }
        QCOMPARE(window.planView(), MainWindow::ResultsView);
        QVERIFY(window.session()->waitForPlan());
        QCoreApplication::processEvents();

        // The columns a choice rests on, cost and time, are in view without scrolling (issue 33: the
        // cost column was off-screen at 1280 and 1366 pixels).
        auto *table = window.findChild<QTableView *>(QStringLiteral("candidateTable"));
        QVERIFY(table);
        for (int column : {int(CandidateTableModel::CostColumn), int(CandidateTableModel::TimeColumn)}) {
            const int right = table->columnViewportPosition(column) + table->columnWidth(column);
            QVERIFY2(right <= table->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 ends at %2 px, the table shows %3")
                                    .arg(table->model()->headerData(column, Qt::Horizontal).toString())
                                    .arg(right)
                                    .arg(table->viewport()->width())));
        }

        // Every page of the edit panel fits the panel's width.
        auto *tabs = window.editPanel()->findChild<QTabWidget *>(QStringLiteral("jobEditTabs"));
        QVERIFY(tabs);
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            auto *area = qobject_cast<QScrollArea *>(tabs->widget(i));
            QVERIFY(area && area->widget());
            const int needed = area->widget()->minimumSizeHint().width();
            const int has = area->viewport()->width();
            QVERIFY2(needed <= has, qPrintable(QStringLiteral("%1 needs %2 px, the panel has %3")
                                                   .arg(tabs->tabText(i))
                                                   .arg(needed)
                                                   .arg(has)));
        }
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
