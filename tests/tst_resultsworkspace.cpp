#include "PlanTestSupport.h"
#include "plan/JobJson.h"
#include "results/CandidateFilterProxy.h"
#include "results/CandidateTableModel.h"
#include "results/CompareModel.h"
#include "results/CompareView.h"
#include "results/CostTimeChartView.h"
#include "results/PlanSheet.h"
#include "results/PlanSheetView.h"
#include "results/ResultsWorkspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QTableView>
#include <QtTest>

// The results workspace: table and chart select through the session in both directions, the
// filters reach the chart, ticking three rows compares them, the plan sheet describes the
// selected candidate, and an infeasible plan offers its suggestions as one-click fixes.
class TestResultsWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void selectionSyncsTableAndChart()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        ResultsWorkspace results(session.get());
        results.resize(1200, 800);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        QTableView *table = results.table();
        CostTimeChartView *chart = results.chart();

        // At first: the recommendation, in both.
        const int recommended = static_cast<int>(session->plan()->recommendation->index);
        QCOMPARE(table->currentIndex().data(CandidateTableModel::CandidateIndexRole).toInt(), recommended);
        QCOMPARE(chart->highlightedCandidate(), recommended);

        // A row clicked in the table: its point is ringed.
        const QList<CostTimeChartView::Point> points = chart->points();
        QVERIFY(points.size() >= 3);
        const int fromTable = points.last().candidate;
        const int row = results.proxy()->rowOfCandidate(fromTable);
        table->scrollTo(results.proxy()->index(row, 0));
        QTest::mouseClick(
            table->viewport(), Qt::LeftButton, {},
            table->visualRect(results.proxy()->index(row, CandidateTableModel::InstanceColumn)).center());
        QCOMPARE(session->selectedIndex(), fromTable);
        QCOMPARE(chart->highlightedCandidate(), fromTable);

        // A point clicked in the chart: its row is selected. One clear of the ring and of the
        // recommendation's star, which are drawn over their points.
        int fromChart = -1;
        double farthest = -1;
        for (const CostTimeChartView::Point &p : points) {
            const QPoint at = chart->viewportPosition(p.candidate);
            const double d = std::min(QLineF(at, chart->viewportPosition(fromTable)).length(),
                                      QLineF(at, chart->viewportPosition(recommended)).length());
            if (d > farthest) {
                farthest = d;
                fromChart = p.candidate;
            }
        }
        QVERIFY(farthest > 12);
        QVERIFY(fromChart >= 0 && fromChart != fromTable);
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->viewportPosition(fromChart));
        QCOMPARE(session->selectedIndex(), fromChart);
        QCOMPARE(table->currentIndex().data(CandidateTableModel::CandidateIndexRole).toInt(), fromChart);
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(results.sheet()->candidate(), fromChart);

        // Sorting keeps the selected row selected.
        table->sortByColumn(CandidateTableModel::CostColumn, Qt::DescendingOrder);
        QCOMPARE(table->currentIndex().data(CandidateTableModel::CandidateIndexRole).toInt(), fromChart);
    }

    void filtersReachTheChart()
    {
        auto session = plantest::plannedSession(plantest::scenario("bert-base-finetune").jobJson);
        ResultsWorkspace results(session.get());
        auto *gpu = results.findChild<QComboBox *>(QStringLiteral("gpuFilter"));
        auto *feasible = results.findChild<QCheckBox *>(QStringLiteral("feasibleOnlyCheck"));
        QVERIFY(gpu && feasible);
        const int all = static_cast<int>(results.chart()->points().size());
        gpu->setCurrentIndex(gpu->findData(QStringLiteral("T4")));
        feasible->setChecked(true);
        const QList<CostTimeChartView::Point> points = results.chart()->points();
        QVERIFY(!points.isEmpty());
        QVERIFY(points.size() < all);
        for (const CostTimeChartView::Point &p : points) {
            QCOMPARE(p.gpu, QStringLiteral("T4"));
            QVERIFY(p.feasible);
        }
        QCOMPARE(results.findChild<QLabel *>(QStringLiteral("candidateCount"))->text(),
                 QStringLiteral("%1 of %2 candidates")
                     .arg(results.proxy()->rowCount())
                     .arg(results.model()->rowCount()));
    }

    void threeCandidatesCompareSideBySide()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        ResultsWorkspace results(session.get());
        results.resize(1200, 800);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        for (int row : {0, 1, 2}) {
            const QModelIndex index = results.proxy()->index(row, CandidateTableModel::RankColumn);
            QVERIFY(results.proxy()->setData(index, Qt::Checked, Qt::CheckStateRole));
        }
        results.setDetailTab(ResultsWorkspace::CompareTab);
        CompareModel *compare = results.compareView()->model();
        QCOMPARE(compare->columnCount(), 3);
        int marked = 0;
        for (int column = 0; column < 3; ++column)
            marked +=
                compare->index(CompareModel::CostRow, column).data(CompareModel::BestRole).toBool() ? 1 : 0;
        QVERIFY(marked >= 1);
        QVERIFY(results.compareView()
                    ->findChild<QLabel *>(QStringLiteral("compareHint"))
                    ->text()
                    .contains(QStringLiteral("3")));
    }

    void thePlanSheetDescribesTheSelection()
    {
        auto session = plantest::plannedSession(plantest::scenario("pretrain-70b-8xa100-rdma").jobJson);
        session->setDataLocation(QStringLiteral("parallel-fs"));
        ResultsWorkspace results(session.get());
        const tp::Candidate *c = session->selectedCandidate();
        QVERIFY(c);
        const QString text = results.sheet()->toPlainText();
        for (const QString &part :
             {QString::fromStdString(c->instance->id), QStringLiteral("Instance"), QStringLiteral("Storage"),
              QStringLiteral("Network"), QStringLiteral("Software image"),
              QStringLiteral("Framework settings"), QStringLiteral("Checkpoint plan"),
              QStringLiteral("Cost breakdown"), QStringLiteral("global batch"),
              QStringLiteral("Parallel file system"), QStringLiteral("torchrun --nnodes")})
            QVERIFY2(text.contains(part), qPrintable(part));
        QVERIFY(text.contains(PlanSheet::framework(*c)));
        if (c->nodes > 1)
            QVERIFY(text.contains(QStringLiteral("RDMA")));

        // Another selection, another sheet; spot shows its checkpoint interval.
        for (std::size_t i = 0; i < session->plan()->candidates.size(); ++i)
            if (session->plan()->candidates[i].spot) {
                session->select(static_cast<int>(i));
                QVERIFY(results.sheet()->toPlainText().contains(QStringLiteral("Young's rule")));
                break;
            }
    }

    void frameworkNamesTheSetup()
    {
        auto session = plantest::plannedSession(plantest::scenario("finetune-13b-full-8xa100").jobJson);
        const tp::Candidate *c = session->selectedCandidate();
        QVERIFY(c && c->estimate);
        const QString framework = PlanSheet::framework(*c);
        if (c->estimate->workload.zeroStage > 0)
            QVERIFY2(framework.contains(QStringLiteral("ZeRO stage")), qPrintable(framework));
        else
            QVERIFY2(framework.contains(QStringLiteral("DDP")) ||
                         framework.contains(QStringLiteral("Megatron")),
                     qPrintable(framework));
        const QStringList software = PlanSheet::software(*c, plantest::catalog());
        QVERIFY(!software.isEmpty());
    }

    void anInfeasiblePlanOffersItsFixes()
    {
        nlohmann::json job = plantest::scenario("llama3-8b-lora-a10").jobJson;
        job["budget"]["max_cost"] = 5;
        auto session = plantest::plannedSession(job);
        QVERIFY(!session->plan()->recommendation);
        ResultsWorkspace results(session.get());
        auto *summary = results.findChild<QLabel *>(QStringLiteral("resultsSummary"));
        QVERIFY(summary->text().contains(QStringLiteral("No candidate meets")));
        int raise = -1;
        for (std::size_t i = 0; i < session->plan()->suggestions.size(); ++i)
            if (session->plan()->suggestions[i].code == "raise-budget")
                raise = static_cast<int>(i);
        QVERIFY(raise >= 0);
        QVERIFY(summary->text().contains(QStringLiteral("apply:%1").arg(raise)));
        const double suggested =
            session->plan()->suggestions[static_cast<std::size_t>(raise)].figures["max_cost"].get<double>();
        results.applySuggestion(raise);
        QCOMPARE(JobJson::number(session->job(), "/budget/max_cost").value_or(0), suggested);
        QVERIFY(session->waitForPlan());
        QVERIFY(session->plan()->recommendation);
        QVERIFY(summary->text().contains(QStringLiteral("Recommended")));
    }

    void theHeaviestPlanUpdatesTheViewsQuickly()
    {
        // 70B pretraining over the whole catalog: the most candidates a job gives (about 1,500).
        nlohmann::json job = plantest::scenario("pretrain-70b-8xa100-rdma").jobJson;
        job.erase("hardware");
        PlanSession session;
        session.setCatalog(plantest::catalog());
        ResultsWorkspace results(&session);
        results.resize(1200, 800);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        QElapsedTimer timer;
        timer.start();
        session.newJob(job);
        QVERIFY(session.waitForPlan());
        const qint64 planned = timer.elapsed();
        const int points = static_cast<int>(results.chart()->points().size()); // the chart rebuilt
        QCoreApplication::processEvents();
        const qint64 shown = timer.elapsed();
        qInfo("%d candidates, %d plotted: planned in %.1f ms (worker), shown after %lld ms in all",
              results.model()->rowCount(), points, session.outcome()->milliseconds, shown);
        Q_UNUSED(planned);
        QVERIFY(results.model()->rowCount() > 1000);
        QVERIFY2(shown < 3000, qPrintable(QString::number(shown)));
    }

    void jobErrorsAreShownNotThrown()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        ResultsWorkspace results(session.get());
        session->setValue("/hardware/gpu", "no-such-gpu");
        QVERIFY(session->waitForPlan());
        auto *summary = results.findChild<QLabel *>(QStringLiteral("resultsSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("/hardware/gpu")), qPrintable(summary->text()));
        QCOMPARE(results.model()->rowCount(), 0);
        QVERIFY(results.chart()->points().isEmpty());
        QCOMPARE(results.sheet()->candidate(), -1);
    }
};

QTEST_MAIN(TestResultsWorkspace)
#include "tst_resultsworkspace.moc"
