#pragma once

#include "report/ChartStyle.h"

#include <QChartView>
#include <QList>
#include <QPointF>
#include <map>

class PlanSession;
class QAbstractAxis;
class QAbstractItemModel;
class QLineSeries;
class QScatterSeries;

// Cost against time of the candidates the table shows: feasible points by GPU model (at most eight
// series, ChartStyle), rejected ones grey, the Pareto front, budget and deadline, the
// recommendation starred and the selection ringed. Clicking a point selects it; drawn in the
// window's palette (ChartPalette), light or dark.
class CostTimeChartView : public QChartView
{
    Q_OBJECT

public:
    // One plotted candidate.
    struct Point
    {
        int candidate = -1; // index into Plan::candidates
        QPointF value;      // x: hours, y: cost
        bool feasible = false;
        QString gpu;
    };

    // `rows`: the candidates table as the user filtered it (CandidateTableModel's roles).
    CostTimeChartView(PlanSession *session, QAbstractItemModel *rows, QWidget *parent = nullptr);

    // The plotted points (pending changes applied first).
    QList<Point> points();
    // Rejected rows left off as far beyond the axes (ChartStyle::inView); the legend counts them.
    int offChart();
    int highlightedCandidate() const { return m_highlighted; }
    bool logarithmicTime();
    bool logarithmicCost();
    // Where a candidate's point is drawn, in viewport coordinates (tests click it); (-1,-1) if absent.
    QPoint viewportPosition(int candidate);

    // Rebuilds now (normally deferred to the event loop, once per burst of model changes).
    void rebuild();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void build();
    void scheduleRebuild();
    // Rebuilds with as many GPU series as the legend's column holds (ChartStyle::kMaxGpuSeries at
    // most): entries that ran past the chart's bottom were cut, "Recommended" first.
    void fitLegend();
    // How far the legend's entries reach below its column, in pixels (0 when they fit), and the
    // height of one entry.
    double legendOverflow(double *entryHeight) const;
    void highlight(int candidate);
    int candidateAt(const QScatterSeries *series, const QPointF &point) const;
    void showToolTip(int candidate);
    QScatterSeries *addScatter(const QString &name, const QColor &color, qreal size);
    QAbstractAxis *makeAxis(const ChartStyle::AxisRange &range, const QString &title);
    // Where a point is drawn: its time in the axis's unit (m_timeUnit), its cost.
    QPointF drawnAt(const Point &point) const;

    PlanSession *m_session;
    QAbstractItemModel *m_rows;
    bool m_pending = false;
    QList<Point> m_points;
    int m_offChart = 0;
    std::map<const QScatterSeries *, QList<int>> m_seriesCandidates; // point order of each series
    QScatterSeries *m_selection = nullptr;
    QScatterSeries *m_recommendedSeries = nullptr;
    QAbstractAxis *m_axisX = nullptr;
    QAbstractAxis *m_axisY = nullptr;
    bool m_logX = false;
    bool m_logY = false;
    ChartStyle::TimeUnit m_timeUnit;
    int m_highlighted = -1;
    int m_maxSeries = ChartStyle::kMaxGpuSeries; // GPU series the legend's column holds
    int m_fittedHeight = -1;                     // the chart height fitLegend() fitted
    int m_gpuEntries = 0;                        // GPU entries of the legend as built
};
