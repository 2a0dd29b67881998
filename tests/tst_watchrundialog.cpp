#include "PlanTestSupport.h"
#include "TestFiles.h"
#include "document/KeptMeasurementStore.h"
#include "views/results/PlanSheet.h"
#include "views/watch/WatchRunDialog.h"

#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <fstream>

// "Watch a Run…" as a user drives it (issue 36): a plan (the open one, or a file) and a log file
// that grows; the figures, the verdict, the notice with the ways back, the chart, in English and
// Chinese. The figures themselves are checked in tst_runwatch.
class TestWatchRunDialog : public QObject
{
    Q_OBJECT

private:
    static std::string fixture(const std::string &name) { return tp::test::fixture(name); }

    static QString write(const QTemporaryDir &dir, const char *name, const std::string &text)
    {
        const QString path = dir.filePath(QLatin1String(name));
        std::ofstream(path.toStdString(), std::ios::binary) << text;
        return path;
    }

    static std::string megatronLine(const char *time, int iteration)
    {
        return std::string(" [2026-11-30 ") + time + ".000000] iteration " + std::to_string(iteration) +
               "/     500 | elapsed time per iteration (ms): 12700.0 | global batch size:   256 |\n";
    }

    static int points(const WatchRunDialog &dialog)
    {
        for (QAbstractSeries *s : dialog.chartView()->chart()->series())
            if (s->name() == QStringLiteral("This run"))
                return static_cast<int>(static_cast<QLineSeries *>(s)->count());
        return -1;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // never the user's kept runs
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void aPlanFileAndAGrowingLog()
    {
        QTemporaryDir dir;
        WatchRunDialog dialog(nullptr);
        QVERIFY(!dialog.errorText().isEmpty()); // no open plan
        QVERIFY(dialog.loadPlanFile(
            QString::fromStdString(std::string(TRAINPLAN_TEST_DATA) + "/watch/plan-2x8-a100.json")));
        QVERIFY(dialog.errorText().isEmpty());
        auto *candidates = dialog.findChild<QComboBox *>(QStringLiteral("watchCandidate"));
        QCOMPARE(candidates->count(), 2);
        QCOMPARE(candidates->currentIndex(), 0); // the recommended one
        const QString log = write(dir, "train.log", fixture("run-logs/megatron/megatron.log"));
        QVERIFY(dialog.openLog(log));
        auto *progress = dialog.findChild<QLabel *>(QStringLiteral("watchProgress"));
        QCOMPARE(progress->text(), QStringLiteral("10% (step 50 of 500)"));
        QVERIFY2(dialog.verdictText().startsWith(QStringLiteral("On track")),
                 qPrintable(dialog.verdictText()));
        QCOMPARE(points(dialog), 5);
        QVERIFY(dialog.noticeText().isEmpty());
        QVERIFY(!dialog.keepButton()->isEnabled()); // a plan file's job is not the open plan's

        // the log grows
        std::ofstream(log.toStdString(), std::ios::app) << megatronLine("11:10:35", 60);
        dialog.pollLog();
        QCOMPARE(progress->text(), QStringLiteral("12% (step 60 of 500)"));
        QCOMPARE(points(dialog), 6);

        // another candidate: the log's 16 GPUs are still compared with the 16-GPU candidate, and said so
        QVERIFY(dialog.setCandidate(2));
        auto *notes = dialog.findChild<QLabel *>(QStringLiteral("watchNotes"));
        QVERIFY2(notes->text().contains(QStringLiteral("compared with candidate 1")),
                 qPrintable(notes->text()));
        QCOMPARE(progress->text(), QStringLiteral("12% (step 60 of 500)"));
    }

    void aRunHeadingPastTheDeadlineIsToldHowToComeBack()
    {
        QTemporaryDir dir;
        nlohmann::json plan = nlohmann::json::parse(fixture("watch/plan-2x8-a100.json"));
        plan["job"]["data"] = {{"samples_per_epoch", 12800}, {"epochs", 10}, {"total_samples", 128000}};
        plan["job"]["budget"]["deadline_hours"] = 1.5;
        WatchRunDialog dialog(nullptr);
        QVERIFY(dialog.loadPlanFile(write(dir, "plan.json", plan.dump())));
        QVERIFY(dialog.openLog(write(dir, "train.log", fixture("run-logs/megatron/megatron.log"))));
        QVERIFY2(dialog.verdictText().contains(QStringLiteral("past the 1.5 h deadline")),
                 qPrintable(dialog.verdictText()));
        QVERIFY2(dialog.noticeText().contains(QStringLiteral("Stop after 8 epochs")),
                 qPrintable(dialog.noticeText()));
    }

    void aTrainerRunThirtyPercentSlowGetsTheNotice()
    {
        // the case (tests/data/watch, see tst_watchcommand): 9.6% of a 36 h plan, 30% slow
        const std::string data = std::string(TRAINPLAN_TEST_DATA) + "/watch/";
        WatchRunDialog dialog(nullptr);
        QVERIFY(dialog.loadPlanFile(QString::fromStdString(data + "plan-trainer-36h.json")));
        QVERIFY(dialog.openLog(QString::fromStdString(data + "trainer-30pct-slow.log")));
        QVERIFY2(dialog.verdictText().contains(QStringLiteral("46.8 h, past the 40 h deadline")),
                 qPrintable(dialog.verdictText()));
        QVERIFY2(dialog.noticeText().contains(QStringLiteral("Stop after 2 epochs")),
                 qPrintable(dialog.noticeText()));
        auto *speed = dialog.findChild<QLabel *>(QStringLiteral("watchSpeed"));
        QVERIFY(speed);
        QVERIFY2(speed->text().startsWith(QStringLiteral("0.178 samples/s now")), qPrintable(speed->text()));
    }

    // "Save to Plan": where the run stands goes with the open plan as one step the user can undo;
    // the plan sheet shows it beside the plan, and the saved file reopens with it.
    void saveToPlanKeepsTheRunWithTheOpenPlan()
    {
        std::unique_ptr<PlanSession> session =
            plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setModified(false);
        QTemporaryDir dir;
        WatchRunDialog dialog(session.get());
        QVERIFY(!dialog.saveToPlanButton()->isEnabled()); // nothing read yet
        const std::string log =
            "[INFO|trainer.py:2422] 2026-11-30 09:12:40,118 >>   Total optimization steps = 100\n"
            " 10%|#         | 10/100 [01:40<15:00, 10.00s/it]\n"
            " 30%|###       | 30/100 [05:00<11:40, 10.00s/it]\n";
        QVERIFY(dialog.openLog(write(dir, "trainer.log", log)));
        QVERIFY(dialog.saveToPlanButton()->isEnabled());
        std::vector<PlanSession::Step> steps;
        connect(session.get(), &PlanSession::stepRecorded, this,
                [&steps](const PlanSession::Step &step) { steps.push_back(step); });
        dialog.saveToPlanButton()->click();
        QVERIFY(session->actuals());
        QVERIFY(session->isModified());
        QCOMPARE(steps.size(), std::size_t(1));
        const tp::PlanActuals &a = *session->actuals();
        QCOMPARE(a.log, std::string("trainer.log"));
        QVERIFY(std::abs(a.fraction - 0.3) < 1e-9);
        QVERIFY(a.elapsedHours > 0.08 && a.elapsedHours < 0.09); // 5 minutes of the Trainer's clock
        QCOMPARE(a.candidate, dialog.status()->comparedWith);

        // the sheet of the open plan says it, beside the plan's own figures
        const QString sheet = PlanSheet::html(*session->outcome(), session->selectedIndex(), QString(),
                                              QPalette(), session->actuals());
        QVERIFY2(sheet.contains(QLatin1String("Plan vs actual")) &&
                     sheet.contains(QLatin1String("trainer.log")) &&
                     sheet.contains(QLatin1String("30% done")),
                 qPrintable(sheet));

        // saved and reopened, the run is there; undone, it is gone and the sheet has no section
        const QString file = dir.filePath(QStringLiteral("plan.trainplan"));
        QString error;
        QVERIFY2(session->save(file, &error), qPrintable(error));
        PlanSession reopened;
        reopened.setCatalog(*session->catalog());
        QVERIFY2(reopened.open(file, &error), qPrintable(error));
        QVERIFY(reopened.actuals());
        QCOMPARE(tp::toJson(*reopened.actuals()), tp::toJson(a));
        const PlanSession::Step step = steps.front();
        session->restore(step.jobBefore, step.appBefore, step.actualsBefore);
        QVERIFY(!session->actuals());
        QVERIFY(!PlanSheet::html(*session->outcome(), session->selectedIndex(), QString(), QPalette(),
                                 session->actuals())
                     .contains(QLatin1String("Plan vs actual")));
        session->restore(step.jobAfter, step.appAfter, step.actualsAfter); // redo
        QVERIFY(session->actuals());

        // against a plan file, not the open plan, there is nothing to save it to
        WatchRunDialog other(session.get());
        QVERIFY(other.loadPlanFile(
            QString::fromStdString(std::string(TRAINPLAN_TEST_DATA) + "/watch/plan-2x8-a100.json")));
        QVERIFY(other.openLog(write(dir, "other.log", log)));
        QVERIFY(!other.saveToPlanButton()->isEnabled());
    }

    void theOpenPlanIsTheDefaultAndSpeaksChinese()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        std::unique_ptr<PlanSession> session =
            plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QTemporaryDir dir;
        WatchRunDialog dialog(session.get());
        QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
        auto *candidates = dialog.findChild<QComboBox *>(QStringLiteral("watchCandidate"));
        QVERIFY(candidates->count() > 1);
        QCOMPARE(dialog.windowTitle(), QStringLiteral("观察训练运行"));
        // the Trainer's bar against the open plan: its own 100 steps, told in Chinese
        const std::string log =
            "[INFO|trainer.py:2422] 2026-11-30 09:12:40,118 >>   Total optimization steps = 100\n"
            " 10%|#         | 10/100 [01:40<15:00, 10.00s/it]\r 20%|##        | 20/100 [03:20<13:20, "
            "10.00s/it]\n"
            " 30%|###       | 30/100 [05:00<11:40, 10.00s/it]\n";
        QVERIFY(dialog.openLog(write(dir, "trainer.log", log)));
        auto *progress = dialog.findChild<QLabel *>(QStringLiteral("watchProgress"));
        QVERIFY2(progress->text().contains(QStringLiteral("第 30 步")), qPrintable(progress->text()));
        QVERIFY2(!dialog.verdictText().isEmpty() && !dialog.verdictText().contains(QLatin1String("plan")),
                 qPrintable(dialog.verdictText()));
        QVERIFY(dialog.keepButton()->isEnabled()); // a speed measured against the open plan

        // kept, it calibrates the next plan of the family as a run kept from Calibrate does
        QFile::remove(KeptMeasurementStore().path());
        dialog.keepButton()->click();
        QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.keepButton()->isEnabled());
        const std::vector<tp::KeptMeasurement> kept = KeptMeasurementStore().read();
        QCOMPARE(kept.size(), std::size_t(1));
        QCOMPARE(kept.front().family, std::string("llama-3"));
        // the scenario's global batch of 64 every 10 s, on the instance the plan recommends
        QCOMPARE(kept.front().measured["samples_per_s"].get<double>(), 6.4);
        std::unique_ptr<PlanSession> next =
            plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QVERIFY(next->calibrateFromKept(kept));
        QVERIFY(next->waitForPlan(30000));
        QVERIFY(next->plan() && next->plan()->calibration);
        QFile::remove(KeptMeasurementStore().path());

        // saved to the open plan, the sheet says it in Chinese
        QCOMPARE(dialog.saveToPlanButton()->text(), QStringLiteral("保存到计划(&S)"));
        dialog.saveToPlanButton()->click();
        QVERIFY(session->actuals());
        const QString sheet = PlanSheet::html(*session->outcome(), session->selectedIndex(), QString(),
                                              QPalette(), session->actuals());
        QVERIFY2(sheet.contains(QStringLiteral("计划与实际")) &&
                     sheet.contains(QStringLiteral("已完成 30%")) &&
                     !sheet.contains(QLatin1String("Watched")) && !sheet.contains(QLatin1String(" spot")),
                 qPrintable(sheet));
        QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
};

QTEST_MAIN(TestWatchRunDialog)
#include "tst_watchrundialog.moc"
