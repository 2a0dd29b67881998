#include "report/ChartStyle.h"

#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace ChartStyle {

namespace {

// Tableau 10: eight series colours; its brown for "other" GPUs (grey is for rejected points and
// the rest of memory).
const std::array<QColor, 8> kSeries = {
    QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2),
    QColor(0x59, 0xa1, 0x4f), QColor(0xed, 0xc9, 0x48), QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7)};
const QColor kBrown(0x9c, 0x75, 0x5f);
const QColor kGrey(0xba, 0xb0, 0xac);

// How far above the data a limit may lie and still be drawn.
constexpr double kLimitReach = 1.5;

std::vector<double> positive(std::vector<double> values)
{
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double v) { return !(v > 0) || !std::isfinite(v); }),
        values.end());
    return values;
}

} // namespace

QColor seriesColor(int index)
{
    return kSeries[static_cast<std::size_t>(index) % kSeries.size()];
}

QColor otherColor()
{
    return kBrown;
}

QColor memoryPartColor(int part)
{
    // weights, gradients, optimizer states, activations in the series colours; the rest grey
    return part >= 0 && part < 4 ? seriesColor(part) : kGrey;
}

int GpuSeries::indexOf(const QString &gpu) const
{
    return static_cast<int>(named.indexOf(gpu));
}

QColor GpuSeries::colorOf(const QString &gpu) const
{
    const int i = indexOf(gpu);
    return i < 0 ? otherColor() : seriesColor(i);
}

GpuSeries gpuSeries(const std::vector<QString> &plottedGpus, int maxSeries)
{
    maxSeries = std::clamp(maxSeries, 1, kMaxGpuSeries);
    std::map<QString, int> counts;
    for (const QString &gpu : plottedGpus)
        ++counts[gpu];
    GpuSeries s;
    std::vector<std::pair<QString, int>> byCount(counts.begin(), counts.end());
    if (byCount.size() > static_cast<std::size_t>(maxSeries)) {
        std::stable_sort(byCount.begin(), byCount.end(),
                         [](const auto &a, const auto &b) { return a.second > b.second; });
        byCount.resize(static_cast<std::size_t>(maxSeries - 1));
        s.other = true;
    }
    for (const auto &[gpu, count] : byCount)
        s.named << gpu;
    s.named.sort();
    return s;
}

std::vector<const tp::Candidate *> plotted(const tp::Plan &plan)
{
    std::vector<const tp::Candidate *> out;
    for (const tp::Candidate &c : plan.candidates)
        if (c.priced() && c.estimate && c.instance && c.timeHours > 0 && std::isfinite(c.timeHours) &&
            c.costTotal() > 0 && std::isfinite(c.costTotal()))
            out.push_back(&c);
    return out;
}

std::vector<bool> inView(const std::vector<ChartPoint> &points, std::optional<double> budget,
                         std::optional<double> deadline)
{
    std::vector<double> times, costs;
    for (const ChartPoint &p : points)
        if (p.feasible && p.time > 0 && p.cost > 0) {
            times.push_back(p.time);
            costs.push_back(p.cost);
        }
    if (times.empty())
        return std::vector<bool>(points.size(), true);
    if (deadline && limitShown(*deadline, times))
        times.push_back(*deadline);
    if (budget && limitShown(*budget, costs))
        costs.push_back(*budget);
    const auto [tLow, tHigh] = std::minmax_element(times.begin(), times.end());
    const auto [cLow, cHigh] = std::minmax_element(costs.begin(), costs.end());
    std::vector<bool> out;
    out.reserve(points.size());
    for (const ChartPoint &p : points)
        out.push_back(p.feasible || (p.time >= *tLow / kRejectedReach && p.time <= *tHigh * kRejectedReach &&
                                     p.cost >= *cLow / kRejectedReach && p.cost <= *cHigh * kRejectedReach));
    return out;
}

std::vector<ChartPoint> chartPoints(const std::vector<const tp::Candidate *> &plotted)
{
    std::vector<ChartPoint> out;
    out.reserve(plotted.size());
    for (const tp::Candidate *c : plotted)
        out.push_back({c->timeHours, c->costTotal(), c->feasible});
    return out;
}

AxisRange axisRange(std::vector<double> values)
{
    values = positive(std::move(values));
    AxisRange a;
    if (values.empty())
        return a;
    const auto [mn, mx] = std::minmax_element(values.begin(), values.end());
    a.log = *mx / *mn > kLogSpan;
    if (a.log) {
        // a fifth of a decade beyond the outermost points
        a.low = *mn / 1.6;
        a.high = *mx * 1.6;
    } else {
        // 8% of the span each side; a tenth of the value when all points share it
        const double pad = *mx > *mn ? (*mx - *mn) * 0.08 : *mx * 0.1;
        a.low = std::max(0.0, *mn - pad);
        a.high = *mx + pad;
    }
    // Decimals from the smallest step between labels (about a fifth of a linear axis, the first
    // decade of a log one): whole numbers from 1 up, "0.5" for steps of tenths.
    const double step = a.log ? a.low : (a.high - a.low) / 5.0;
    a.decimals = std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 3);
    return a;
}

bool limitShown(double limit, const std::vector<double> &values)
{
    const std::vector<double> v = positive(values);
    if (!(limit > 0) || !std::isfinite(limit))
        return false;
    return v.empty() || limit <= *std::max_element(v.begin(), v.end()) * kLimitReach;
}

QString tickLabel(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString legendLines(const QString &entry)
{
    qsizetype note = entry.indexOf(QStringLiteral(" ("));
    qsizetype skip = 1;
    if (note <= 0) {
        note = entry.indexOf(QChar(0xFF08)); // （
        skip = 0;
    }
    if (note <= 0)
        return entry.toHtmlEscaped();
    return entry.left(note).toHtmlEscaped() + QStringLiteral("<br>") + entry.mid(note + skip).toHtmlEscaped();
}

TimeUnit timeUnit(const std::vector<double> &hours)
{
    if (hours.empty() || *std::max_element(hours.begin(), hours.end()) >= 1.0)
        return {};
    return {true, 60.0};
}

} // namespace ChartStyle
