#pragma once

#include "core/planner/Planner.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

// What the app's charts and the PDF's share, so that a plan looks the same on screen and on paper:
// the colours, the grouping of candidates into at most eight GPU series, the axis ranges and one
// number format per axis.
namespace ChartStyle {

constexpr int kMaxGpuSeries = 8;     // GPU models with a colour of their own, "other" included
constexpr double kLogSpan = 20;      // max/min beyond which an axis turns logarithmic
constexpr double kRejectedReach = 4; // how far beyond the qualifying points a rejected one is drawn

// Colour-blind-safe series colours (Tableau 10), in legend order; "other" GPUs are brown.
QColor seriesColor(int index);
QColor otherColor();
// The colour of a part of GPU memory: weights, gradients, optimizer states, activations, other.
QColor memoryPartColor(int part);

// The plotted candidates' GPU models as legend series: every model when there are at most
// `maxSeries` (eight), else the maxSeries - 1 with the most plotted candidates (ties by name) and
// "other" for the rest. A chart whose legend column is short asks for fewer.
struct GpuSeries
{
    QStringList named; // in legend order (by name), each with its own colour
    bool other = false;

    // The series of a GPU: its index in `named`, or -1 for "other".
    int indexOf(const QString &gpu) const;
    QColor colorOf(const QString &gpu) const;
};
GpuSeries gpuSeries(const std::vector<QString> &plottedGpus, int maxSeries = kMaxGpuSeries);
// The priced, estimated candidates of a plan that a cost-time chart plots.
std::vector<const tp::Candidate *> plotted(const tp::Plan &plan);

// Which points a cost-time chart draws: every candidate that qualifies, and the rejected ones
// within kRejectedReach times the range of those (and of the limits drawn with them) on both axes.
// A rejected run far beyond (¥1,000,000 on one small GPU beside ¥1,000 plans) would squeeze the
// rest into a corner; it is left off, and the legend counts it. With nothing qualifying, all.
struct ChartPoint
{
    double time = 0, cost = 0;
    bool feasible = false;
};
std::vector<bool> inView(const std::vector<ChartPoint> &points, std::optional<double> budget,
                         std::optional<double> deadline);
// The points of ChartStyle::plotted(plan), in its order.
std::vector<ChartPoint> chartPoints(const std::vector<const tp::Candidate *> &plotted);

// An axis over the data's own range, padded; logarithmic beyond a span of kLogSpan. `decimals`
// is the one number format of its labels.
struct AxisRange
{
    double low = 0, high = 1;
    bool log = false;
    int decimals = 0;
};
AxisRange axisRange(std::vector<double> values);
// Whether a limit (budget, deadline) belongs on a chart of this data: within the data's range or
// below it (then every point misses it), not far above it (every point meets it; drawn, it would
// squeeze the points into a corner).
bool limitShown(double limit, const std::vector<double> &values);
// The unit of a time axis: minutes when every time on it (the limits included) is under an hour,
// hours otherwise, so that a short run reads 13–13.6 min, not 0.216–0.226 h. perHour converts.
struct TimeUnit
{
    bool minutes = false;
    double perHour = 1;
};
TimeUnit timeUnit(const std::vector<double> &hours);
// A tick label in the axis's format, in the UI locale's digits and grouping ("1,000", "0.50").
QString tickLabel(double value, int decimals);
// A legend entry as rich text, its note in brackets on a second line: "Budget ¥1,500<br>(all
// within it)", "已排除<br>（7 个在图外）". An entry without a note is only escaped.
QString legendLines(const QString &entry);

} // namespace ChartStyle
