#include "report/CostTimeChartRenderer.h"

#include "report/ChartStyle.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// An axis mapping values to pixels, linear or logarithmic.
struct Axis
{
    double lo = 0, hi = 1;
    bool log = false;
    int decimals = 0; // of every tick label
    double pixLo = 0, pixHi = 1;

    double map(double v) const
    {
        const double a = log ? std::log10(std::max(v, 1e-12)) : v;
        const double l = log ? std::log10(lo) : lo;
        const double h = log ? std::log10(hi) : hi;
        const double t = h > l ? (a - l) / (h - l) : 0.5;
        return pixLo + t * (pixHi - pixLo);
    }

    // Tick values: decades (and 2, 5 between them when few) on a log axis, 1-2-5 steps otherwise.
    std::vector<double> ticks() const
    {
        std::vector<double> out;
        if (log) {
            const int first = static_cast<int>(std::floor(std::log10(lo)));
            const int last = static_cast<int>(std::ceil(std::log10(hi)));
            const bool minor = last - first <= 2;
            for (int e = first; e <= last; ++e)
                for (double m : minor ? std::vector<double>{1, 2, 5} : std::vector<double>{1}) {
                    const double v = m * std::pow(10.0, e);
                    if (v >= lo * 0.999 && v <= hi * 1.001)
                        out.push_back(v);
                }
            return out;
        }
        const double span = hi - lo;
        const double raw = span / 5.0;
        const double mag = std::pow(10.0, std::floor(std::log10(raw)));
        double step = mag;
        for (double m : {1.0, 2.0, 5.0, 10.0})
            if (m * mag >= raw) {
                step = m * mag;
                break;
            }
        for (double v = std::ceil(lo / step) * step; v <= hi + step * 1e-9; v += step)
            out.push_back(v);
        return out;
    }
};

Axis axisFor(const std::vector<double> &values, double pixLo, double pixHi)
{
    const ChartStyle::AxisRange range = ChartStyle::axisRange(values);
    Axis a;
    a.lo = range.low;
    a.hi = range.high;
    a.log = range.log;
    a.decimals = range.decimals;
    a.pixLo = pixLo;
    a.pixHi = pixHi;
    return a;
}

} // namespace

namespace {

// A legend entry: a GPU series' dot, the front's line, or a note on what lies off the chart.
struct LegendEntry
{
    enum Kind
    {
        Dot,
        Line,
        Note
    } kind = Dot;
    QColor colour;
    QString text;
};

const QColor kFrontColour(0x33, 0x33, 0x33);
const QColor kLimitColour(0xc0, 0x39, 0x2b);

// Everything the chart places, before a pixel is drawn: the plot, its axes, the points in view
// and the legend in a column of its own right of the plot, so that no entry covers a point
// (issue 33: the PDF's legend sat in the plot's top-left corner, over the cheap fast runs).
struct Scene
{
    double unit = 1;
    QFont font;
    std::vector<const tp::Candidate *> plotted, shown, front;
    ChartStyle::GpuSeries series;
    ChartStyle::TimeUnit timeUnit;
    bool budgetShown = false, deadlineShown = false;
    QRectF area, legend;
    Axis x, y;
    std::vector<LegendEntry> entries;

    double xAt(double hours) const { return x.map(hours * timeUnit.perHour); }
    QPointF at(const tp::Candidate &c) const { return QPointF(xAt(c.timeHours), y.map(c.costTotal())); }
    double radius() const { return 0.9 * unit; }
    double markerWidth() const { return 3 * unit; }
};

Scene sceneOf(const tp::Plan &plan, const QSize &size, const CostTimeChartRenderer::Labels &labels)
{
    Scene s;
    s.unit = size.height() / 100.0; // 1% of the height: fonts and marks scale with it
    const double unit = s.unit;
    s.font.setPixelSize(static_cast<int>(3.4 * unit));

    // the plotted candidates the axes cover (ChartStyle::inView); the legend counts the others
    s.plotted = ChartStyle::plotted(plan);
    const std::vector<bool> view =
        ChartStyle::inView(ChartStyle::chartPoints(s.plotted), plan.job.maxCost, plan.job.deadlineHours);
    for (std::size_t i = 0; i < s.plotted.size(); ++i)
        if (view[i])
            s.shown.push_back(s.plotted[i]);
    std::vector<double> times, costs;
    std::vector<QString> gpus;
    for (const tp::Candidate *c : s.shown) {
        times.push_back(c->timeHours);
        costs.push_back(c->costTotal());
        gpus.push_back(QString::fromStdString(c->instance->gpu));
        if (c->pareto)
            s.front.push_back(c);
    }
    std::sort(s.front.begin(), s.front.end(),
              [](const tp::Candidate *a, const tp::Candidate *b) { return a->timeHours < b->timeHours; });
    s.series = ChartStyle::gpuSeries(gpus);
    s.budgetShown = plan.job.maxCost && ChartStyle::limitShown(*plan.job.maxCost, costs);
    s.deadlineShown = plan.job.deadlineHours && ChartStyle::limitShown(*plan.job.deadlineHours, times);
    if (s.deadlineShown)
        times.push_back(*plan.job.deadlineHours);
    if (s.budgetShown)
        costs.push_back(*plan.job.maxCost);

    // legend: the GPU series ("other" last), the front, and limits that lie off the chart
    for (int i = 0; i < s.series.named.size(); ++i)
        s.entries.push_back({LegendEntry::Dot, ChartStyle::seriesColor(i), s.series.named[i]});
    if (s.series.other)
        s.entries.push_back({LegendEntry::Dot, ChartStyle::otherColor(), labels.otherGpus});
    if (s.front.size() > 1)
        s.entries.push_back({LegendEntry::Line, kFrontColour, labels.pareto});
    for (const QString &note :
         {plan.job.maxCost && !s.budgetShown ? labels.budgetAbove : QString(),
          plan.job.deadlineHours && !s.deadlineShown ? labels.deadlineBeyond : QString(),
          s.shown.size() < s.plotted.size() ? labels.rejectedOff : QString()})
        if (!note.isEmpty())
            s.entries.push_back({LegendEntry::Note, kLimitColour, note});

    // the legend's column: as wide as its widest entry, at most a third of the chart (longer
    // notes wrap)
    const QFontMetricsF metrics(s.font);
    double widest = 0;
    for (const LegendEntry &e : s.entries)
        widest = std::max(widest, metrics.horizontalAdvance(e.text) +
                                      (e.kind == LegendEntry::Note ? 0 : s.markerWidth()));
    const double legendWidth = s.entries.empty() ? 0 : std::min(widest + unit, size.width() / 3.0);
    s.area =
        QRectF(16 * unit, 4 * unit, size.width() - 19 * unit - legendWidth - (legendWidth > 0 ? 2 * unit : 0),
               size.height() - 18 * unit);
    s.legend = QRectF(s.area.right() + 2 * unit, s.area.top(), legendWidth, s.area.height());

    // the time axis in minutes or hours (ChartStyle::timeUnit); candidates' times stay in hours
    s.timeUnit = ChartStyle::timeUnit(times);
    for (double &t : times)
        t *= s.timeUnit.perHour;
    s.x = axisFor(times, s.area.left(), s.area.right());
    s.y = axisFor(costs, s.area.bottom(), s.area.top());
    return s;
}

} // namespace

CostTimeChartRenderer::Layout CostTimeChartRenderer::layout(const tp::Plan &plan, const QSize &size,
                                                            const Labels &labels)
{
    const Scene s = sceneOf(plan, size, labels);
    Layout out;
    out.plot = s.area;
    out.legend = s.legend;
    for (const tp::Candidate *c : s.shown)
        out.points.push_back(s.at(*c));
    return out;
}

QImage CostTimeChartRenderer::render(const tp::Plan &plan, const tp::Candidate *highlight, const QSize &size,
                                     const Labels &labels)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const Scene s = sceneOf(plan, size, labels);
    const double unit = s.unit;
    const QRectF &area = s.area;
    const Axis &x = s.x, &y = s.y;
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(s.font);

    // grid and ticks
    p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), std::max(1.0, 0.15 * unit)));
    for (double t : x.ticks())
        p.drawLine(QPointF(x.map(t), area.top()), QPointF(x.map(t), area.bottom()));
    for (double t : y.ticks())
        p.drawLine(QPointF(area.left(), y.map(t)), QPointF(area.right(), y.map(t)));
    p.setPen(QPen(Qt::black, std::max(1.0, 0.2 * unit)));
    p.drawRect(area);
    for (double t : x.ticks())
        p.drawText(QRectF(x.map(t) - 10 * unit, area.bottom() + unit, 20 * unit, 5 * unit),
                   Qt::AlignHCenter | Qt::AlignTop, ChartStyle::tickLabel(t, x.decimals));
    for (double t : y.ticks())
        p.drawText(QRectF(area.left() - 15 * unit, y.map(t) - 2.5 * unit, 14 * unit, 5 * unit),
                   Qt::AlignRight | Qt::AlignVCenter, ChartStyle::tickLabel(t, y.decimals));
    p.drawText(QRectF(area.left(), area.bottom() + 6.5 * unit, area.width(), 5 * unit), Qt::AlignHCenter,
               s.timeUnit.minutes ? (x.log ? labels.timeMinutesLog : labels.timeMinutes)
                                  : (x.log ? labels.timeLog : labels.time));
    p.save();
    p.translate(2 * unit, area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-area.height() / 2, -unit, area.height(), 5 * unit), Qt::AlignHCenter,
               y.log ? labels.costLog : labels.cost);
    p.restore();

    // budget and deadline
    QPen limitPen(kLimitColour, std::max(1.0, 0.3 * unit), Qt::DashLine);
    p.setPen(limitPen);
    if (s.budgetShown) {
        const double yy = y.map(*plan.job.maxCost);
        p.drawLine(QPointF(area.left(), yy), QPointF(area.right(), yy));
        p.drawText(QRectF(area.right() - 40 * unit, yy - 5 * unit, 39 * unit, 4.5 * unit),
                   Qt::AlignRight | Qt::AlignBottom, labels.budget);
    }
    if (s.deadlineShown) {
        const double xx = s.xAt(*plan.job.deadlineHours);
        p.drawLine(QPointF(xx, area.top()), QPointF(xx, area.bottom()));
        p.drawText(QRectF(xx + unit, area.top() + unit, 40 * unit, 4.5 * unit), Qt::AlignLeft,
                   labels.deadline);
    }

    // Pareto front
    if (s.front.size() > 1) {
        QPainterPath path;
        path.moveTo(s.at(*s.front[0]));
        for (std::size_t i = 1; i < s.front.size(); ++i)
            path.lineTo(s.at(*s.front[i]));
        p.setPen(QPen(kFrontColour, std::max(1.0, 0.35 * unit)));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }

    // points: rejected hollow grey, feasible filled by GPU
    const double r = s.radius();
    for (const tp::Candidate *c : s.shown) {
        const QPointF at = s.at(*c);
        if (!area.adjusted(-r, -r, r, r).contains(at))
            continue;
        if (c->feasible) {
            const QColor col = s.series.colorOf(QString::fromStdString(c->instance->gpu));
            p.setPen(QPen(col.darker(130), std::max(1.0, 0.12 * unit)));
            p.setBrush(col);
        } else {
            p.setPen(QPen(QColor(0xaa, 0xaa, 0xaa), std::max(1.0, 0.15 * unit)));
            p.setBrush(Qt::NoBrush);
        }
        p.drawEllipse(at, r, r);
    }
    if (highlight && highlight->priced() && highlight->timeHours > 0) {
        const QPointF at = s.at(*highlight);
        p.setPen(QPen(Qt::black, std::max(1.5, 0.45 * unit)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(at, 2.4 * r, 2.4 * r);
    }

    // the legend, in its own column; a marker sits on its entry's first line
    const double fontHeight = QFontMetricsF(p.font()).height();
    const double line = std::max(4.0 * unit, fontHeight);
    const double lead = (line - fontHeight) / 2; // the text centred in a line's height
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    double ly = s.legend.top();
    const double lx = s.legend.left();
    for (const LegendEntry &e : s.entries) {
        const double indent = e.kind == LegendEntry::Note ? 0 : s.markerWidth();
        const QRectF text(lx + indent, ly, s.legend.width() - indent, line);
        const double height = std::max(line, p.boundingRect(text, flags, e.text).height());
        // the marker on the middle of the text's first line (CJK fallback glyphs sit lower)
        const double firstLine =
            p.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, e.text).height();
        const double mid = ly + lead + firstLine / 2;
        if (e.kind == LegendEntry::Dot) {
            p.setPen(QPen(e.colour.darker(130), std::max(1.0, 0.12 * unit)));
            p.setBrush(e.colour);
            p.drawEllipse(QPointF(lx + r, mid), r, r);
        } else if (e.kind == LegendEntry::Line) {
            p.setPen(QPen(e.colour, std::max(1.0, 0.35 * unit)));
            p.drawLine(QPointF(lx, mid), QPointF(lx + 2.2 * unit, mid));
        }
        p.setPen(e.kind == LegendEntry::Note ? e.colour : QColor(Qt::black));
        p.drawText(QRectF(text.left(), ly + lead, text.width(), height), flags, e.text);
        ly += height + (height > line * 1.1 ? 1.2 : 0.2) * unit; // wrapped notes stand apart
    }
    p.end();
    return image;
}
