#include "views/results/CostTimeChartView.h"

#include "document/PlanSession.h"
#include "report/ChartStyle.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/charts/ChartPalette.h"
#include "views/results/CandidateTableModel.h"
#include "views/widgets/ThemeColours.h"

#include <QAbstractItemModel>
#include <QCursor>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <set>

namespace {

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

} // namespace

CostTimeChartView::CostTimeChartView(PlanSession *session, QAbstractItemModel *rows, QWidget *parent)
    : QChartView(parent), m_session(session), m_rows(rows)
{
    setObjectName(QStringLiteral("costTimeChart"));
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    // A column on the right: each entry gets the width of its name (a row would elide them).
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setMargins(QMargins(4, 4, 4, 4));
    // QChartView made a chart of its own, and setChart() releases it without deleting it (Qt docs:
    // "users need to make sure the previous chart is deleted"); ASan saw it leak with every view.
    QChart *previous = this->chart();
    setChart(chart);
    delete previous;
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 240);

    connect(m_rows, &QAbstractItemModel::modelReset, this, &CostTimeChartView::scheduleRebuild);
    connect(m_rows, &QAbstractItemModel::layoutChanged, this, &CostTimeChartView::scheduleRebuild);
    connect(m_rows, &QAbstractItemModel::rowsInserted, this, &CostTimeChartView::scheduleRebuild);
    connect(m_rows, &QAbstractItemModel::rowsRemoved, this, &CostTimeChartView::scheduleRebuild);
    connect(m_session, &PlanSession::selectionChanged, this, &CostTimeChartView::highlight);
    rebuild();
}

void CostTimeChartView::scheduleRebuild()
{
    if (m_pending)
        return;
    m_pending = true;
    QTimer::singleShot(0, this, [this] {
        if (m_pending)
            rebuild();
    });
}

QPointF CostTimeChartView::drawnAt(const Point &point) const
{
    return {point.value.x() * m_timeUnit.perHour, point.value.y()};
}

QList<CostTimeChartView::Point> CostTimeChartView::points()
{
    if (m_pending)
        rebuild();
    return m_points;
}

int CostTimeChartView::offChart()
{
    if (m_pending)
        rebuild();
    return m_offChart;
}

bool CostTimeChartView::logarithmicTime()
{
    if (m_pending)
        rebuild();
    return m_logX;
}

bool CostTimeChartView::logarithmicCost()
{
    if (m_pending)
        rebuild();
    return m_logY;
}

QScatterSeries *CostTimeChartView::addScatter(const QString &name, const QColor &color, qreal size)
{
    auto *series = new QScatterSeries;
    series->setName(name);
    series->setColor(color);
    // The marker's edge: its colour, a shade darker on a light chart and lighter on a dark one,
    // until it stands out from the background (3:1, as a graphic must).
    const QColor base = palette().color(QPalette::Base);
    series->setBorderColor(ThemeColours::readable(
        ThemeColours::isDark(palette()) ? color.lighter(130) : color.darker(130), base, 3.0));
    series->setMarkerSize(size);
    return series;
}

QAbstractAxis *CostTimeChartView::makeAxis(const ChartStyle::AxisRange &range, const QString &title)
{
    // One number format for every label of the axis, in the UI locale (chart localizeNumbers).
    const QString format = QStringLiteral("%.%1f").arg(range.decimals);
    if (range.log) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setLabelFormat(format);
        axis->setRange(range.low, range.high);
        axis->setMinorTickCount(0);
        axis->setTitleText(title);
        return axis;
    }
    auto *axis = new QValueAxis;
    axis->setLabelFormat(format);
    axis->setRange(range.low, range.high);
    axis->applyNiceNumbers();
    axis->setTitleText(title);
    return axis;
}

void CostTimeChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_pending)
        rebuild();
    QChartView::changeEvent(event);
}

void CostTimeChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    // another height holds another number of legend entries
    if (height() != m_fittedHeight)
        scheduleRebuild();
}

void CostTimeChartView::rebuild()
{
    if (height() != m_fittedHeight)
        m_maxSeries = ChartStyle::kMaxGpuSeries; // fitted again below
    build();
    // After the axes are made: they take the palette's ink too.
    ChartPalette::apply(chart(), palette());
    fitLegend();
}

void CostTimeChartView::fitLegend()
{
    m_fittedHeight = height();
    for (int pass = 0; pass < ChartStyle::kMaxGpuSeries && m_gpuEntries > 1; ++pass) {
        double entry = 0;
        const double over = legendOverflow(&entry);
        if (over < 1 || entry <= 0)
            return;
        // n GPU entries become n - k: the rarest GPUs join "Other GPUs"
        const int drop = static_cast<int>(std::ceil(over / entry));
        m_maxSeries = std::max(1, std::min(m_maxSeries, m_gpuEntries) - drop);
        build();
        ChartPalette::apply(chart(), palette());
    }
}

double CostTimeChartView::legendOverflow(double *entryHeight) const
{
    // the chart and its legend laid out now, as they will be painted
    QChart *c = chart();
    if (QGraphicsLayout *layout = c->layout())
        layout->activate();
    QLegend *legend = c->legend();
    if (QGraphicsLayout *layout = legend->layout())
        layout->activate();
    double top = INFINITY, bottom = -INFINITY;
    int entries = 0;
    QList<QGraphicsItem *> items = legend->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem *item = items.takeFirst();
        if (!item->isVisible())
            continue;
        items << item->childItems();
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item)) { // an entry's label
            const QRectF at = text->sceneBoundingRect();
            top = std::min(top, at.top());
            bottom = std::max(bottom, at.bottom());
            ++entries;
        }
    }
    if (entries == 0)
        return 0;
    *entryHeight = (bottom - top) / entries;
    return std::max(0.0, bottom - legend->sceneBoundingRect().bottom());
}

void CostTimeChartView::build()
{
    m_pending = false;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    m_axisX = m_axisY = nullptr;
    m_points.clear();
    m_seriesCandidates.clear();
    m_selection = m_recommendedSeries = nullptr;
    m_logX = m_logY = false;
    m_timeUnit = {};
    m_offChart = 0;
    m_gpuEntries = 0;

    const auto outcome = m_session->outcome();
    const tp::Plan *plan = outcome && outcome->plan ? &*outcome->plan : nullptr;
    const std::string currency = plan ? plan->currency : std::string("CNY");
    c->setTitle(tr("Cost against time"));
    if (!plan)
        return;

    // Series and colours by GPU over the whole plan, so that filtering does not repaint the others.
    std::vector<QString> allGpus;
    for (const tp::Candidate *cand : ChartStyle::plotted(*plan))
        allGpus.push_back(QString::fromStdString(cand->instance->gpu));
    const ChartStyle::GpuSeries gpuSeries = ChartStyle::gpuSeries(allGpus, m_maxSeries);
    m_gpuEntries = static_cast<int>(gpuSeries.named.size()) + (gpuSeries.other ? 1 : 0);

    // The rows the table shows that can be plotted: priced, fitting, finite figures.
    for (int row = 0; row < m_rows->rowCount(); ++row) {
        const QModelIndex index = m_rows->index(row, 0);
        if (!index.data(CandidateTableModel::FitsRole).toBool() ||
            !index.data(CandidateTableModel::PricedRole).toBool())
            continue;
        const double cost = index.data(CandidateTableModel::CostRole).toDouble();
        const double time = index.data(CandidateTableModel::TimeRole).toDouble();
        if (!(cost > 0) || !(time > 0) || !std::isfinite(cost) || !std::isfinite(time))
            continue;
        Point p;
        p.candidate = index.data(CandidateTableModel::CandidateIndexRole).toInt();
        p.value = QPointF(time, cost);
        p.feasible = index.data(CandidateTableModel::FeasibleRole).toBool();
        p.gpu = index.data(CandidateTableModel::GpuRole).toString();
        m_points << p;
    }

    // Rejected points far beyond the others are left off (ChartStyle::inView) and counted in the legend.
    const std::optional<double> budget = plan->job.maxCost;
    const std::optional<double> deadline = plan->job.deadlineHours;
    std::vector<ChartStyle::ChartPoint> chartPoints;
    for (const Point &p : m_points)
        chartPoints.push_back({p.value.x(), p.value.y(), p.feasible});
    const std::vector<bool> view = ChartStyle::inView(chartPoints, budget, deadline);
    QList<Point> inView;
    for (qsizetype i = 0; i < m_points.size(); ++i)
        if (view[static_cast<std::size_t>(i)])
            inView << m_points[i];
    const int offChart = static_cast<int>(m_points.size() - inView.size());
    m_offChart = offChart;
    m_points = inView;

    // Ranges: the points' own, padded, and the limits that belong with them (ChartStyle::limitShown).
    std::vector<double> times, costs;
    for (const Point &p : m_points) {
        times.push_back(p.value.x());
        costs.push_back(p.value.y());
    }
    const bool budgetShown = budget && ChartStyle::limitShown(*budget, costs);
    const bool deadlineShown = deadline && ChartStyle::limitShown(*deadline, times);
    if (budgetShown)
        costs.push_back(*budget);
    if (deadlineShown)
        times.push_back(*deadline);
    // the time axis in minutes or hours (ChartStyle::timeUnit); Point::value stays in hours
    m_timeUnit = ChartStyle::timeUnit(times);
    for (double &t : times)
        t *= m_timeUnit.perHour;
    const ChartStyle::AxisRange xRange = ChartStyle::axisRange(times);
    const ChartStyle::AxisRange yRange = ChartStyle::axisRange(costs);
    m_logX = xRange.log;
    m_logY = yRange.log;
    const QString symbol = PlanText::currencySymbol(currency).trimmed();
    c->setLocalizeNumbers(true);
    m_axisX = makeAxis(xRange, m_timeUnit.minutes ? (m_logX ? tr("Time (min, log scale)") : tr("Time (min)"))
                                                  : (m_logX ? tr("Time (h, log scale)") : tr("Time (h)")));
    m_axisY = makeAxis(yRange, m_logY ? tr("Cost (%1, log scale)").arg(symbol) : tr("Cost (%1)").arg(symbol));
    c->addAxis(m_axisX, Qt::AlignBottom);
    c->addAxis(m_axisY, Qt::AlignLeft);
    const auto attach = [this, c](QAbstractSeries *series) {
        c->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    };
    // The axes' drawn range, for lines that span the plot.
    const auto range = [](QAbstractAxis *axis) {
        if (auto *log = qobject_cast<QLogValueAxis *>(axis))
            return std::pair{log->min(), log->max()};
        auto *value = static_cast<QValueAxis *>(axis);
        return std::pair{value->min(), value->max()};
    };
    const auto [x0, x1] = range(m_axisX);
    const auto [y0, y1] = range(m_axisY);

    // The limits first, under the points.
    if (budget && *budget > 0) {
        auto *line = new QLineSeries;
        const QString name = tr("Budget %1").arg(PlanText::money(*budget, currency));
        line->setName(budgetShown ? name : tr("%1 (all within it)").arg(name));
        QPen pen(ThemeColours::color(ThemeColours::Error, palette(), QPalette::Base), 1.5, Qt::DashLine);
        line->setPen(pen);
        if (budgetShown) {
            line->append(x0, *budget);
            line->append(x1, *budget);
        }
        attach(line);
    }
    if (deadline && *deadline > 0) {
        auto *line = new QLineSeries;
        const QString name = tr("Deadline %1").arg(Format::duration(*deadline));
        line->setName(deadlineShown ? name : tr("%1 (all meet it)").arg(name));
        // Purple, lighter on a dark chart.
        const QColor violet =
            ThemeColours::isDark(palette()) ? QColor(0xc3, 0x9b, 0xf0) : QColor(0x6a, 0x3d, 0x9a);
        QPen pen(ThemeColours::readable(violet, palette().color(QPalette::Base)), 1.5, Qt::DashDotLine);
        line->setPen(pen);
        if (deadlineShown) {
            line->append(*deadline * m_timeUnit.perHour, y0);
            line->append(*deadline * m_timeUnit.perHour, y1);
        }
        attach(line);
    }

    // The Pareto front among the points shown, from fastest to cheapest.
    QList<QPointF> front;
    for (const Point &p : m_points)
        if (p.feasible && plan->candidates[static_cast<std::size_t>(p.candidate)].pareto)
            front << drawnAt(p);
    std::sort(front.begin(), front.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    if (front.size() >= 2) {
        auto *line = new QLineSeries;
        line->setName(tr("Pareto front"));
        line->setPen(QPen(ChartPalette::ink(palette()), 1.5));
        line->append(front);
        attach(line);
    }

    // Rejected, then one series per GPU model (at most ChartStyle::kMaxGpuSeries, "other" last).
    // Grey, a step from the background: it recedes behind the candidates that qualify. It names
    // the rejected points left off even when none is drawn.
    QScatterSeries *rejected = nullptr;
    const auto rejectedSeries = [&] {
        if (!rejected) {
            const QColor base = palette().color(QPalette::Base);
            const QColor muted = ThemeColours::color(ThemeColours::Muted, palette(), QPalette::Base);
            const QString name =
                offChart > 0 ? tr("Rejected (%n off the chart)", nullptr, offChart) : tr("Rejected");
            rejected = addScatter(name, ThemeColours::mix(base, muted, 0.45), 7);
            rejected->setBorderColor(muted);
        }
        return rejected;
    };
    if (offChart > 0)
        rejectedSeries();
    std::map<int, QScatterSeries *> byGpu; // by series index; "other" (-1) keyed last
    const int otherKey = ChartStyle::kMaxGpuSeries;
    for (const Point &p : m_points) {
        QScatterSeries *series = nullptr;
        if (!p.feasible) {
            series = rejectedSeries();
        } else {
            const int index = gpuSeries.indexOf(p.gpu);
            const int key = index < 0 ? otherKey : index;
            auto it = byGpu.find(key);
            if (it == byGpu.end()) {
                const QString name = index < 0 ? tr("Other GPUs") : p.gpu;
                it = byGpu.emplace(key, addScatter(name, gpuSeries.colorOf(p.gpu), 10)).first;
            }
            series = it->second;
        }
        series->append(drawnAt(p));
        m_seriesCandidates[series] << p.candidate;
    }
    if (rejected)
        attach(rejected);
    for (const auto &[gpu, series] : byGpu)
        attach(series);

    // The recommendation, drawn over its point.
    for (const Point &p : m_points) {
        if (!plan->candidates[static_cast<std::size_t>(p.candidate)].recommended)
            continue;
        m_recommendedSeries = addScatter(tr("Recommended"), QColor(0xff, 0xc1, 0x07), 20);
        m_recommendedSeries->setMarkerShape(QScatterSeries::MarkerShapeStar);
        // Amber with a brown edge: the edge stands out on a light chart, the fill on a dark one.
        m_recommendedSeries->setBorderColor(QColor(0x5d, 0x40, 0x37));
        m_recommendedSeries->append(drawnAt(p));
        m_seriesCandidates[m_recommendedSeries] << p.candidate;
        attach(m_recommendedSeries);
    }

    // The selection ring, on top of everything.
    m_selection = addScatter(tr("Selected"), Qt::transparent, 22);
    QPen ring(ChartPalette::ink(palette()), 2.5);
    m_selection->setPen(ring);
    m_selection->setBrush(Qt::NoBrush);
    attach(m_selection);
    hideFromLegend(c, m_selection);
    // The legend is at most 40% of the chart wide: an entry's note in brackets ("(all meet it)",
    // "(7 off the chart)") goes on a line of its own rather than being cut, and hovering an entry
    // still shows it whole.
    for (QLegendMarker *marker : c->legend()->markers()) {
        const QString whole = marker->label();
        marker->setLabel(ChartStyle::legendLines(whole));
        connect(marker, &QLegendMarker::hovered, this, [whole](bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), whole);
            else
                QToolTip::hideText();
        });
    }
    m_seriesCandidates[m_selection] = {};

    for (const auto &[series, candidates] : m_seriesCandidates) {
        auto *s = const_cast<QScatterSeries *>(series);
        connect(s, &QScatterSeries::hovered, this, [this, s](const QPointF &point, bool state) {
            if (state)
                showToolTip(candidateAt(s, point));
            else
                QToolTip::hideText();
        });
        connect(s, &QScatterSeries::clicked, this, [this, s](const QPointF &point) {
            const int candidate = candidateAt(s, point);
            if (candidate >= 0)
                m_session->select(candidate);
        });
    }
    highlight(m_session->selectedIndex());
}

int CostTimeChartView::candidateAt(const QScatterSeries *series, const QPointF &point) const
{
    const auto it = m_seriesCandidates.find(series);
    if (it == m_seriesCandidates.end())
        return -1;
    // The series emits its own point; the nearest one also covers a click between two markers.
    const QList<QPointF> values = series->points();
    int best = -1;
    double bestDistance = INFINITY;
    for (int i = 0; i < values.size() && i < it->second.size(); ++i) {
        const double dx = m_logX ? std::log(values[i].x() / point.x()) : values[i].x() - point.x();
        const double dy = m_logY ? std::log(values[i].y() / point.y()) : values[i].y() - point.y();
        const double d = dx * dx + dy * dy;
        if (d < bestDistance) {
            bestDistance = d;
            best = it->second[i];
        }
    }
    return best;
}

void CostTimeChartView::highlight(int candidate)
{
    m_highlighted = -1;
    if (!m_selection)
        return;
    m_selection->clear();
    for (const Point &p : m_points)
        if (p.candidate == candidate) {
            m_selection->append(drawnAt(p));
            m_highlighted = candidate;
            break;
        }
    m_seriesCandidates[m_selection] = m_highlighted >= 0 ? QList<int>{m_highlighted} : QList<int>{};
}

QPoint CostTimeChartView::viewportPosition(int candidate)
{
    if (m_pending)
        rebuild();
    for (const Point &p : m_points) {
        if (p.candidate != candidate)
            continue;
        // Any scatter series is attached to both axes: map through the first one.
        for (const auto &[series, candidates] : m_seriesCandidates)
            if (candidates.contains(candidate)) {
                const QPointF scene = chart()->mapToScene(
                    chart()->mapToPosition(drawnAt(p), const_cast<QScatterSeries *>(series)));
                return mapFromScene(scene);
            }
    }
    return {-1, -1};
}

void CostTimeChartView::showToolTip(int candidate)
{
    const auto outcome = m_session->outcome();
    const tp::Candidate *c = outcome ? outcome->candidate(candidate) : nullptr;
    if (!c || !c->instance)
        return;
    const QString text = tr("<b>%1</b><br>%2, %3<br>%4 · %5<br>%6")
                             .arg(QString::fromStdString(c->instance->id).toHtmlEscaped(), PlanText::gpus(*c),
                                  PlanText::billing(c->billing), PlanText::money(c->costTotal(), c->currency),
                                  PlanText::timeWithRange(*c), PlanText::status(*c).toHtmlEscaped());
    QToolTip::showText(QCursor::pos(), text, this);
}
