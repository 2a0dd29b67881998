#include "PlanTestSupport.h"
#include "views/results/CandidateFilterProxy.h"
#include "views/results/CandidateTableModel.h"
#include "views/results/CostTimeChartView.h"

#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QValueAxis>
#include <QtTest>
#include <set>

namespace {

// The chart over the table's rows, wired as the results view wires it: model, filter proxy, chart.
struct Rows
{
    explicit Rows(PlanSession *session) : model(session) { proxy.setSourceModel(&model); }
    CandidateTableModel model;
    CandidateFilterProxy proxy;
};
struct ChartOverRows : Rows
{
    explicit ChartOverRows(PlanSession *session) : Rows(session), chart(session, &proxy) {}
    CostTimeChartView chart;
};

} // namespace

// The cost-versus-time chart: its points are exactly the table's plottable rows (through the
// same filter proxy), clicking a point selects the candidate and a selection made elsewhere rings
// its point, the budget and deadline lines and the Pareto front are drawn, and the axes turn
// logarithmic when the figures span orders of magnitude.
class TestCostTimeChartView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void pointsMatchTableRows_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("billing");
        QTest::addColumn<bool>("feasibleOnly");
        for (const tp::ScenarioPreset &s : plantest::scenarios()) {
            QTest::newRow((s.id + ", all").c_str()) << QString::fromStdString(s.id) << QString() << false;
            QTest::newRow((s.id + ", spot, feasible").c_str())
                << QString::fromStdString(s.id) << QStringLiteral("spot") << true;
        }
    }

    void pointsMatchTableRows()
    {
        QFETCH(QString, id);
        QFETCH(QString, billing);
        QFETCH(bool, feasibleOnly);
        auto session = plantest::plannedSession(plantest::scenario(id.toUtf8().constData()).jobJson);
        ChartOverRows rows(session.get());
        rows.proxy.setBilling(billing);
        rows.proxy.setFeasibleOnly(feasibleOnly);

        // Every plotted point is a row the table shows, with the row's figures ...
        const QList<CostTimeChartView::Point> points = rows.chart.points();
        std::set<int> plotted;
        for (const CostTimeChartView::Point &p : points) {
            const int row = rows.proxy.rowOfCandidate(p.candidate);
            QVERIFY2(row >= 0, "a point for a row the table does not show");
            const QModelIndex index = rows.proxy.index(row, 0);
            QCOMPARE(p.value.x(), index.data(CandidateTableModel::TimeRole).toDouble());
            QCOMPARE(p.value.y(), index.data(CandidateTableModel::CostRole).toDouble());
            QCOMPARE(p.feasible, index.data(CandidateTableModel::FeasibleRole).toBool());
            QVERIFY(plotted.insert(p.candidate).second);
        }
        // ... and every row that has a cost and fits has its point, but rejected ones far beyond
        // the axes, which the legend counts.
        int leftOff = 0;
        for (int row = 0; row < rows.proxy.rowCount(); ++row) {
            const QModelIndex index = rows.proxy.index(row, 0);
            const bool plottable = index.data(CandidateTableModel::FitsRole).toBool() &&
                                   index.data(CandidateTableModel::PricedRole).toBool();
            const bool isPlotted =
                plotted.count(index.data(CandidateTableModel::CandidateIndexRole).toInt()) == 1;
            if (plottable && !isPlotted) {
                QVERIFY2(!index.data(CandidateTableModel::FeasibleRole).toBool(),
                         "a candidate that qualifies is left off the chart");
                ++leftOff;
            } else {
                QCOMPARE(isPlotted, plottable);
            }
        }
        QCOMPARE(rows.chart.offChart(), leftOff);
        // a filter that leaves rows leaves points (70B pretraining has no spot candidate that
        // keeps its memory headroom: no row, no point)
        QCOMPARE(points.isEmpty(), rows.proxy.rowCount() == 0);
    }

    void clickingAPointSelectsItsCandidate()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        CandidateTableModel model(session.get());
        CandidateFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setFeasibleOnly(true);
        CostTimeChartView chart(session.get(), &proxy);
        chart.resize(800, 600);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));

        // The point farthest from the recommendation, so markers do not overlap it.
        const QList<CostTimeChartView::Point> points = chart.points();
        const int recommended = session->selectedIndex();
        QCOMPARE(chart.highlightedCandidate(), recommended);
        int target = -1;
        double best = -1;
        for (const CostTimeChartView::Point &p : points) {
            const QPoint at = chart.viewportPosition(p.candidate);
            const QPoint rec = chart.viewportPosition(recommended);
            const double d = QLineF(at, rec).length();
            if (p.candidate != recommended && d > best) {
                best = d;
                target = p.candidate;
            }
        }
        QVERIFY(target >= 0);
        QSignalSpy selected(session.get(), &PlanSession::selectionChanged);
        QTest::mouseClick(chart.viewport(), Qt::LeftButton, {}, chart.viewportPosition(target));
        QCOMPARE(selected.count(), 1);
        QCOMPARE(session->selectedIndex(), target);
        QCOMPARE(chart.highlightedCandidate(), target);
    }

    void aSelectionElsewhereRingsItsPoint()
    {
        auto session = plantest::plannedSession(plantest::scenario("yolov8-2xv100").jobJson);
        ChartOverRows rows(session.get());
        for (const CostTimeChartView::Point &p : rows.chart.points()) {
            session->select(p.candidate);
            QCOMPARE(rows.chart.highlightedCandidate(), p.candidate);
        }
        // A candidate that is not plotted (filtered out): no ring.
        const int first = rows.chart.points().first().candidate;
        session->select(first);
        rows.proxy.setGpu(QStringLiteral("no-such-gpu"));
        QVERIFY(rows.chart.points().isEmpty());
        QCOMPARE(rows.chart.highlightedCandidate(), -1);
    }

    void limitsAndFrontAreDrawn()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        ChartOverRows rows(session.get());
        rows.chart.points();
        QStringList names;
        for (QAbstractSeries *s : rows.chart.chart()->series())
            names << s->name();
        QVERIFY2(names.filter(QStringLiteral("Budget ¥1,500")).size() == 1,
                 qPrintable(names.join(QLatin1Char('|'))));
        QVERIFY2(names.filter(QStringLiteral("Deadline")).size() == 1,
                 qPrintable(names.join(QLatin1Char('|'))));
        QVERIFY(names.contains(QStringLiteral("Pareto front")));
        QVERIFY(names.contains(QStringLiteral("Recommended")));
        QVERIFY(names.contains(QStringLiteral("A10")));
        // The recommendation is a star over its point.
        for (QAbstractSeries *s : rows.chart.chart()->series())
            if (s->name() == QStringLiteral("Recommended")) {
                auto *star = qobject_cast<QScatterSeries *>(s);
                QVERIFY(star);
                QCOMPARE(star->markerShape(), QScatterSeries::MarkerShapeStar);
                QCOMPARE(star->count(), 1);
                const tp::Candidate *r = session->plan()->recommended();
                QCOMPARE(star->at(0), QPointF(r->timeHours, r->costTotal()));
            }
    }

    void manyGpusMakeAtMostEightSeriesAndOther()
    {
        // BERT over the whole catalog: candidates on more GPU models than eight colours can tell apart
        auto session = plantest::plannedSession(plantest::scenario("bert-base-finetune").jobJson);
        ChartOverRows rows(session.get());
        std::set<QString> gpus;
        for (const CostTimeChartView::Point &p : rows.chart.points())
            gpus.insert(p.gpu);
        QVERIFY2(gpus.size() > 8, qPrintable(QString::number(gpus.size())));
        QStringList gpuSeries;
        const QStringList others{QStringLiteral("Recommended"), QStringLiteral("Selected"),
                                 QStringLiteral("Pareto front")};
        for (QAbstractSeries *s : rows.chart.chart()->series())
            if (qobject_cast<QScatterSeries *>(s) && !others.contains(s->name()) &&
                !s->name().startsWith(QStringLiteral("Rejected")))
                gpuSeries << s->name();
        QVERIFY2(gpuSeries.size() <= 8, qPrintable(gpuSeries.join(QLatin1Char('|'))));
        QVERIFY(gpuSeries.contains(QStringLiteral("Other GPUs")));
        // one number format per axis, in the locale's digits: no "%g" that prints 1e+06
        QVERIFY(rows.chart.chart()->localizeNumbers());
        for (QAbstractAxis *axis : rows.chart.chart()->axes()) {
            const QString format = qobject_cast<QLogValueAxis *>(axis)
                                       ? qobject_cast<QLogValueAxis *>(axis)->labelFormat()
                                       : qobject_cast<QValueAxis *>(axis)->labelFormat();
            QVERIFY2(format.endsWith(QLatin1Char('f')), qPrintable(format));
        }
    }

    void aFarDeadlineDoesNotSqueezeThePoints()
    {
        // YOLOv8 on one GPU type, on demand: every point near the same time, the deadline far off
        nlohmann::json job = plantest::scenario("yolov8-2xv100").jobJson;
        job["budget"]["billing"] = nlohmann::json::array({"ondemand"});
        job["budget"].erase("max_cost");
        auto probe = plantest::plannedSession(job);
        double slowest = 0;
        for (const tp::Candidate &c : probe->plan()->candidates)
            if (c.priced() && c.estimate)
                slowest = std::max(slowest, c.timeHours);
        QVERIFY(slowest > 0);
        job["budget"]["deadline_hours"] = slowest * 5;
        auto session = plantest::plannedSession(job);
        ChartOverRows rows(session.get());
        QVERIFY(!rows.chart.points().isEmpty());
        auto *x = qobject_cast<QValueAxis *>(rows.chart.chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QVERIFY2(x->max() < slowest * 2,
                 qPrintable(QStringLiteral("%1 h for %2 h").arg(x->max()).arg(slowest)));
        // the deadline is still named, with what it means that its line is not drawn
        QStringList names;
        for (QAbstractSeries *s : rows.chart.chart()->series())
            names << s->name();
        QVERIFY2(names.filter(QStringLiteral("(all meet it)")).size() == 1,
                 qPrintable(names.join(QLatin1Char('|'))));
    }

    void axesTurnLogarithmicOverOrdersOfMagnitude()
    {
        // BERT over the whole catalog: from T4s for hours to 8-GPU nodes for minutes.
        auto wide = plantest::plannedSession(plantest::scenario("bert-base-finetune").jobJson);
        ChartOverRows rows(wide.get());
        QVERIFY(rows.chart.logarithmicTime() || rows.chart.logarithmicCost());
        bool anyLog = false;
        for (QAbstractAxis *axis : rows.chart.chart()->axes())
            anyLog = anyLog || qobject_cast<QLogValueAxis *>(axis) != nullptr;
        QVERIFY(anyLog);

        // One GPU, one node count, on demand only: figures within a factor of 20 stay linear.
        nlohmann::json job = plantest::scenario("yolov8-2xv100").jobJson;
        job["budget"]["billing"] = nlohmann::json::array({"ondemand"});
        job["budget"].erase("max_cost");
        job["budget"].erase("deadline_hours");
        auto narrow = plantest::plannedSession(job);
        CandidateTableModel narrowModel(narrow.get());
        CandidateFilterProxy narrowProxy;
        narrowProxy.setSourceModel(&narrowModel);
        CostTimeChartView narrowChart(narrow.get(), &narrowProxy);
        QVERIFY(!narrowChart.points().isEmpty());
        QVERIFY(!narrowChart.logarithmicTime());
        QVERIFY(!narrowChart.logarithmicCost());
    }

    void rejectedRunsFarBeyondAreLeftOffAndCounted()
    {
        // BERT over the whole catalog with a budget and a deadline: some rejected runs cost and
        // take orders of magnitude more than the plans that qualify
        nlohmann::json job = plantest::scenario("bert-base-finetune").jobJson;
        auto probe = plantest::plannedSession(job);
        double cheapest = 0, fastest = 0;
        for (const tp::Candidate &c : probe->plan()->candidates)
            if (c.priced() && c.estimate && c.timeHours > 0 && (cheapest == 0 || c.costTotal() < cheapest)) {
                cheapest = c.costTotal();
                fastest = c.timeHours;
            }
        QVERIFY(cheapest > 0);
        job["budget"]["max_cost"] = cheapest * 3;
        job["budget"]["deadline_hours"] = fastest * 2;
        auto session = plantest::plannedSession(job);
        ChartOverRows rows(session.get());
        const QList<CostTimeChartView::Point> points = rows.chart.points();
        double highestQualifying = 0, highestShown = 0;
        for (const CostTimeChartView::Point &p : points) {
            highestShown = std::max(highestShown, p.value.y());
            if (p.feasible)
                highestQualifying = std::max(highestQualifying, p.value.y());
        }
        QVERIFY(highestQualifying > 0);
        QVERIFY2(rows.chart.offChart() > 0, "the scenario has no rejected run far beyond the others");
        // the cost axis reaches no further than kRejectedReach times the budget line
        QVERIFY2(highestShown <= cheapest * 3 * ChartStyle::kRejectedReach,
                 qPrintable(QStringLiteral("%1 shown, budget %2").arg(highestShown).arg(cheapest * 3)));
        // and the legend says how many were left off
        QStringList names;
        for (QAbstractSeries *s : rows.chart.chart()->series())
            names << s->name();
        const QString rejected = QStringLiteral("Rejected (%1 off the chart)").arg(rows.chart.offChart());
        QVERIFY2(names.contains(rejected), qPrintable(names.join(QLatin1Char('|'))));
    }

    void legendEntriesAreNotCut()
    {
        // As in the app at 1280×800 (finding 12): the legend may take 40% of a ~420 px chart; the
        // notes "(all within it)" and "(n off the chart)" go on a second line instead of being cut.
        nlohmann::json job = plantest::scenario("yolov8-2xv100").jobJson;
        auto session = plantest::plannedSession(job);
        ChartOverRows rows(session.get());
        rows.chart.resize(420, 360);
        rows.chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rows.chart));
        QCoreApplication::processEvents();
        QLegend *legend = rows.chart.chart()->legend();
        QStringList labels;
        for (QLegendMarker *marker : legend->markers())
            if (marker->isVisible())
                labels << marker->label();
        QVERIFY2(labels.join(QString()).contains(QStringLiteral("<br>(")),
                 qPrintable(labels.join(QLatin1Char('|'))));
        // what the legend draws: a cut entry ends in "..."
        QStringList drawn;
        QList<QGraphicsItem *> items = legend->childItems();
        while (!items.isEmpty()) {
            QGraphicsItem *item = items.takeFirst();
            items << item->childItems();
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                drawn << text->toPlainText();
        }
        QVERIFY(drawn.size() >= labels.size());
        for (const QString &text : drawn)
            QVERIFY2(!text.contains(QStringLiteral("...")) && !text.contains(QChar(0x2026)),
                     qPrintable(drawn.join(QLatin1Char('|'))));
    }

    // Every entry in view, none scrolled off below (issue 33: at 1280×800 the BERT plan's twelve
    // entries ran past the chart's bottom and "Recommended" was cut): where the column is too
    // short, the rarest GPUs join "Other GPUs".
    void theLegendFitsTheChartsHeight_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("height");
        for (const tp::ScenarioPreset &s : plantest::scenarios())
            for (int height : {360, 280})
                QTest::newRow((s.id + ", " + std::to_string(height) + " px").c_str())
                    << QString::fromStdString(s.id) << height;
    }
    void theLegendFitsTheChartsHeight()
    {
        QFETCH(QString, id);
        QFETCH(int, height);
        auto session = plantest::plannedSession(plantest::scenario(id.toUtf8().constData()).jobJson);
        ChartOverRows rows(session.get());
        rows.chart.resize(420, height);
        rows.chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rows.chart));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QLegend *legend = rows.chart.chart()->legend();
        // every label drawn inside the legend's column (a label past its bottom is cut)
        const QRectF column = legend->sceneBoundingRect();
        QList<QGraphicsItem *> items = legend->childItems();
        int labels = 0;
        while (!items.isEmpty()) {
            QGraphicsItem *item = items.takeFirst();
            if (!item->isVisible())
                continue;
            items << item->childItems();
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item)) {
                ++labels;
                const QRectF at = text->sceneBoundingRect();
                QVERIFY2(at.bottom() <= column.bottom() + 0.5,
                         qPrintable(QStringLiteral("\"%1\" ends at %2 px, the column at %3 px")
                                        .arg(text->toPlainText())
                                        .arg(at.bottom())
                                        .arg(column.bottom())));
            }
        }
        QVERIFY(labels > 0);
        // the recommendation keeps its entry
        QStringList names;
        for (QLegendMarker *marker : legend->markers())
            if (marker->isVisible())
                names << marker->label();
        if (session->plan() && session->plan()->recommended())
            QVERIFY2(names.contains(QStringLiteral("Recommended")), qPrintable(names.join(QLatin1Char('|'))));
    }
};

QTEST_MAIN(TestCostTimeChartView)
#include "tst_costtimechartview.moc"
