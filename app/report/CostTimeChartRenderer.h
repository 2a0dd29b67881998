#pragma once

#include "core/planner/Planner.h"

#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <vector>

// Draws a plan's cost-vs-time chart with QPainter (no widgets): a point per priced candidate,
// coloured by GPU as the app's chart is (ChartStyle: its colours, series, ranges and labels), the
// Pareto front as a line, the budget and deadline as dashed lines, the highlighted candidate
// ringed and the legend in a column right of the plot.
// Used for the PDF plan sheet, where a high-resolution image keeps it sharp in print.
class CostTimeChartRenderer
{
public:
    struct Labels
    {
        QString time;        // x axis title ("Time (h)")
        QString timeLog;     // the same on a log scale ("Time (h, log scale)")
        QString timeMinutes; // both in minutes, for runs under an hour (ChartStyle::timeUnit)
        QString timeMinutesLog;
        QString cost;           // y axis title ("Cost (¥)")
        QString costLog;        // the same on a log scale
        QString pareto;         // legend entry for the front
        QString budget;         // label of the budget line
        QString deadline;       // label of the deadline line
        QString otherGpus;      // legend entry past ChartStyle::kMaxGpuSeries GPU models
        QString budgetAbove;    // legend note when the budget lies far above every point
        QString deadlineBeyond; // legend note when the deadline lies far beyond every point
        QString rejectedOff;    // legend note when rejected candidates far beyond are left off
    };

    // Where the chart puts things in an image of `size`: the plot, the legend's column right of it
    // and the centre of every candidate in view.
    struct Layout
    {
        QRectF plot;
        QRectF legend;
        std::vector<QPointF> points;
    };
    static Layout layout(const tp::Plan &plan, const QSize &size, const Labels &labels);

    static QImage render(const tp::Plan &plan, const tp::Candidate *highlight, const QSize &size,
                         const Labels &labels);
};
