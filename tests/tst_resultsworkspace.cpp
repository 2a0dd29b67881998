#include "PlanTestSupport.h"
#include "document/JobJson.h"
#include "report/PlanSheetDocument.h"
#include "text/CompareText.h"
#include "text/CoreMessages.h"
#include "views/results/CandidateFilterProxy.h"
#include "views/results/CandidateTableModel.h"
#include "views/results/CompareModel.h"
#include "views/results/CompareView.h"
#include "views/results/CostTimeChartView.h"
#include "views/results/PlanSheet.h"
#include "views/results/PlanSheetView.h"
#include "views/results/ResultsWorkspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTranslator>
#include <QtTest>

namespace {

// Where a UI shows one of the core's sentences: it shows CoreMessages' words for it, which in
// Chinese are not the core's English, and the English sentence is nowhere (short ones such as
// "list price" may occur in catalog source titles, so only sentences are looked for).
class SentenceCheck
{
public:
    void expect(const QString &where, const QString &shownHtml, const QString &words,
                const std::string &english)
    {
        const QString en = QString::fromStdString(english);
        if (!shownHtml.contains(words.toHtmlEscaped()) && !shownHtml.contains(words))
            failures << where + QStringLiteral(": not shown as CoreMessages words it: ") + words;
        if (words == en)
            failures << where + QStringLiteral(": untranslated: ") + en;
        if (en.size() >= 20 && (shownHtml.contains(en.toHtmlEscaped()) || shownHtml.contains(en)))
            failures << where + QStringLiteral(": the core's English is shown: ") + en;
    }
    void expect(const QString &where, const QString &shownHtml, const tp::Note &note)
    {
        expect(where + QStringLiteral(" [") + QString::fromStdString(note.code) + QLatin1Char(']'), shownHtml,
               CoreMessages::text(note), note.message);
    }
    QStringList failures;
};

} // namespace

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

    void columnsWidenForALaterPlan()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        ResultsWorkspace results(session.get());
        results.resize(1280, 760);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        QHeaderView *header = results.table()->horizontalHeader();
        const int gpu = CandidateTableModel::GpuColumn;
        // A narrow column (the A10's "1 × A10"), then a plan of wider cells.
        header->resizeSection(gpu, 30);
        session->newJob(plantest::scenario("yolov8-2xv100").jobJson);
        QVERIFY(session->waitForPlan());
        QCoreApplication::processEvents();
        const QAbstractItemView *view = results.table();
        QVERIFY2(
            header->sectionSize(gpu) >= view->sizeHintForColumn(gpu),
            qPrintable(
                QStringLiteral("%1 < %2").arg(header->sectionSize(gpu)).arg(view->sizeHintForColumn(gpu))));
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
                compare->index(CompareText::CostRow, column).data(CompareModel::BestRole).toBool() ? 1 : 0;
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
              QStringLiteral("Time and cost"), QStringLiteral("global batch"),
              QStringLiteral("Parallel file system"), QStringLiteral("torchrun --nnodes")})
            QVERIFY2(text.contains(part), qPrintable(part));
        QVERIFY(text.contains(PlanSheet::framework(*c, *session->catalog())));
        if (c->nodes > 1)
            QVERIFY(text.contains(QStringLiteral("RDMA")));

        // Another selection, another sheet; spot shows its checkpoint interval.
        for (std::size_t i = 0; i < session->plan()->candidates.size(); ++i)
            if (session->plan()->candidates[i].spot) {
                session->select(static_cast<int>(i));
                QVERIFY(results.sheet()->toPlainText().contains(QStringLiteral("Young's formula")));
                break;
            }
    }

    void frameworkNamesTheSetup()
    {
        auto session = plantest::plannedSession(plantest::scenario("finetune-13b-full-8xa100").jobJson);
        const tp::Candidate *c = session->selectedCandidate();
        QVERIFY(c && c->estimate);
        const QString framework = PlanSheet::framework(*c, plantest::catalog());
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

    // With the Chinese translation installed, the core's sentences reach the plan sheet, the
    // candidates' tooltips, the results summary and the PDF plan sheet in Chinese: each as
    // CoreMessages words it from its code and params, none as the core's English (which the
    // tests of CoreMessages show it equals in English).
    void coreSentencesAreInTheUiLanguage_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const tp::ScenarioPreset &s : plantest::scenarios())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void coreSentencesAreInTheUiLanguage()
    {
        QFETCH(QString, scenario);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const auto restore = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&translator);
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        });
        auto session = plantest::plannedSession(plantest::scenario(scenario.toUtf8().constData()).jobJson);
        const PlanOutcome &outcome = *session->outcome();
        QVERIFY(outcome.plan && outcome.plan->recommendation);
        const tp::Plan &plan = *outcome.plan;
        const tp::Catalog &catalog = *outcome.catalog;
        SentenceCheck check;

        // the plan sheet of the recommendation, and of the first rejected candidate
        const int recommended = static_cast<int>(plan.recommendation->index);
        std::vector<int> shown{recommended};
        for (std::size_t i = 0; i < plan.candidates.size(); ++i)
            if (!plan.candidates[i].feasible) {
                shown.push_back(static_cast<int>(i));
                break;
            }
        for (int index : shown) {
            const tp::Candidate &c = plan.candidates[static_cast<std::size_t>(index)];
            const QString where = QStringLiteral("plan sheet of %1").arg(index);
            const QString html = PlanSheet::html(outcome, index, QStringLiteral("object"));
            if (c.recommended)
                for (const tp::Note &r : plan.recommendation->reasons)
                    check.expect(where, html, r);
            for (const tp::Note &n : c.reasons)
                check.expect(where, html, n);
            for (const tp::Note &n : c.warnings())
                check.expect(where, html, n);
            for (const tp::Note &n : tp::fixNotes(plan, c))
                check.expect(where, html, n);
            if (c.price)
                check.expect(where, html, tp::priceBasisNote(c, catalog));
            for (const tp::Advice &a : tp::advise(c, catalog)) {
                check.expect(where, html, CoreMessages::text(a), a.message);
                check.expect(where, html, CoreMessages::reason(a), a.reason);
            }
        }

        // the PDF plan sheet of the recommendation: reasons, warnings, advice, assumptions
        {
            const tp::Candidate &c = plan.candidates[static_cast<std::size_t>(recommended)];
            PlanSheetDocument::Options options;
            options.locale = QLocale(QLocale::Chinese, QLocale::China);
            const QString html = PlanSheetDocument::html(plan, c, catalog, options);
            for (const tp::Note &r : plan.recommendation->reasons)
                check.expect(QStringLiteral("PDF"), html, r);
            for (const tp::Note &n : c.warnings())
                check.expect(QStringLiteral("PDF"), html, n);
            for (const tp::Note &n : tp::fixNotes(plan, c))
                check.expect(QStringLiteral("PDF"), html, n);
            for (const tp::Advice &a : plan.advice)
                check.expect(QStringLiteral("PDF"), html, CoreMessages::text(a), a.message);
            for (const tp::Assumption &a : plan.assumptions)
                check.expect(QStringLiteral("PDF [%1]").arg(QString::fromStdString(a.code)), html,
                             CoreMessages::text(a), a.message);
        }

        // the candidates' tooltips: why rejected, warnings, the basis of the price
        CandidateTableModel model(session.get());
        QCOMPARE(model.rowCount(), static_cast<int>(plan.candidates.size()));
        for (int row = 0; row < model.rowCount(); ++row) {
            const tp::Candidate &c = *model.candidate(row);
            const QString where = QStringLiteral("tooltip of row %1").arg(row);
            auto tip = [&](int column) { return model.index(row, column).data(Qt::ToolTipRole).toString(); };
            for (const tp::Note &n : c.reasons)
                check.expect(where, tip(CandidateTableModel::StatusColumn), n);
            for (const tp::Note &n : c.warnings())
                check.expect(where, tip(CandidateTableModel::WarningsColumn), n);
            if (c.price)
                check.expect(where, tip(CandidateTableModel::CostColumn), tp::priceBasisNote(c, catalog));
        }

        // an infeasible plan's suggestions in the results summary
        nlohmann::json job = plantest::scenario(scenario.toUtf8().constData()).jobJson;
        job["budget"]["max_cost"] = 0.01;
        auto infeasible = plantest::plannedSession(job);
        QVERIFY(infeasible->plan() && !infeasible->plan()->recommendation);
        ResultsWorkspace results(infeasible.get());
        const QString summary = results.findChild<QLabel *>(QStringLiteral("resultsSummary"))->text();
        QVERIFY(!infeasible->plan()->suggestions.empty());
        for (const tp::Suggestion &s : infeasible->plan()->suggestions)
            check.expect(QStringLiteral("summary"), summary, CoreMessages::text(s), s.message);

        QVERIFY2(check.failures.isEmpty(), qPrintable(check.failures.join(QLatin1Char('\n'))));
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
