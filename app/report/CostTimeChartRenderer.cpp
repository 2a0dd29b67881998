#include "report/CostTimeChartRenderer.h"

#include "report/ChartStyle.h"

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

QImage CostTimeChartRenderer::render(const tp::Plan &plan, const tp::Candidate *highlight, const QSize &size,
                                     const Labels &labels)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const double unit = size.height() / 100.0; // 1% of the height: fonts and marks scale with it
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(3.4 * unit));
    p.setFont(font);

    // the plotted candidates the axes cover (ChartStyle::inView); the legend counts the others
    const std::vector<const tp::Candidate *> plotted = ChartStyle::plotted(plan);
    const std::vector<bool> view =
        ChartStyle::inView(ChartStyle::chartPoints(plotted), plan.job.maxCost, plan.job.deadlineHours);
    std::vector<const tp::Candidate *> shown;
    for (std::size_t i = 0; i < plotted.size(); ++i)
        if (view[i])
            shown.push_back(plotted[i]);
    std::vector<double> times, costs;
    std::vector<QString> gpus;
    for (const tp::Candidate *c : shown) {
        times.push_back(c->timeHours);
        costs.push_back(c->costTotal());
        gpus.push_back(QString::fromStdString(c->instance->gpu));
    }
    const ChartStyle::GpuSeries series = ChartStyle::gpuSeries(gpus);
    const bool budgetShown = plan.job.maxCost && ChartStyle::limitShown(*plan.job.maxCost, costs);
    const bool deadlineShown =
        plan.job.deadlineHours && ChartStyle::limitShown(*plan.job.deadlineHours, times);
    if (deadlineShown)
        times.push_back(*plan.job.deadlineHours);
    if (budgetShown)
        costs.push_back(*plan.job.maxCost);

    // the time axis in minutes or hours (ChartStyle::timeUnit); candidates' times stay in hours
    const ChartStyle::TimeUnit timeUnit = ChartStyle::timeUnit(times);
    for (double &t : times)
        t *= timeUnit.perHour;

    const QRectF area(16 * unit, 4 * unit, size.width() - 22 * unit, size.height() - 18 * unit);
    Axis x = axisFor(times, area.left(), area.right());
    const auto xAt = [&x, &timeUnit](double hours) { return x.map(hours * timeUnit.perHour); };
    Axis y = axisFor(costs, area.bottom(), area.top());

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
               timeUnit.minutes ? (x.log ? labels.timeMinutesLog : labels.timeMinutes)
                                : (x.log ? labels.timeLog : labels.time));
    p.save();
    p.translate(2 * unit, area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-area.height() / 2, -unit, area.height(), 5 * unit), Qt::AlignHCenter,
               y.log ? labels.costLog : labels.cost);
    p.restore();

    // budget and deadline
    QPen limitPen(QColor(0xc0, 0x39, 0x2b), std::max(1.0, 0.3 * unit), Qt::DashLine);
    p.setPen(limitPen);
    if (budgetShown) {
        const double yy = y.map(*plan.job.maxCost);
        p.drawLine(QPointF(area.left(), yy), QPointF(area.right(), yy));
        p.drawText(QRectF(area.right() - 40 * unit, yy - 5 * unit, 39 * unit, 4.5 * unit),
                   Qt::AlignRight | Qt::AlignBottom, labels.budget);
    }
    if (deadlineShown) {
        const double xx = xAt(*plan.job.deadlineHours);
        p.drawLine(QPointF(xx, area.top()), QPointF(xx, area.bottom()));
        p.drawText(QRectF(xx + unit, area.top() + unit, 40 * unit, 4.5 * unit), Qt::AlignLeft,
                   labels.deadline);
    }

    // Pareto front
    std::vector<const tp::Candidate *> front;
    for (const tp::Candidate *c : shown)
        if (c->pareto)
            front.push_back(c);
    std::sort(front.begin(), front.end(),
              [](const tp::Candidate *a, const tp::Candidate *b) { return a->timeHours < b->timeHours; });
    if (front.size() > 1) {
        QPainterPath path;
        path.moveTo(xAt(front[0]->timeHours), y.map(front[0]->costTotal()));
        for (std::size_t i = 1; i < front.size(); ++i)
            path.lineTo(xAt(front[i]->timeHours), y.map(front[i]->costTotal()));
        p.setPen(QPen(QColor(0x33, 0x33, 0x33), std::max(1.0, 0.35 * unit)));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }

    // points: rejected hollow grey, feasible filled by GPU
    const double r = 0.9 * unit;
    for (const tp::Candidate *c : shown) {
        const QPointF at(xAt(c->timeHours), y.map(c->costTotal()));
        if (!area.adjusted(-r, -r, r, r).contains(at))
            continue;
        if (c->feasible) {
            const QColor col = series.colorOf(QString::fromStdString(c->instance->gpu));
            p.setPen(QPen(col.darker(130), std::max(1.0, 0.12 * unit)));
            p.setBrush(col);
        } else {
            p.setPen(QPen(QColor(0xaa, 0xaa, 0xaa), std::max(1.0, 0.15 * unit)));
            p.setBrush(Qt::NoBrush);
        }
        p.drawEllipse(at, r, r);
    }
    if (highlight && highlight->priced() && highlight->timeHours > 0) {
        const QPointF at(xAt(highlight->timeHours), y.map(highlight->costTotal()));
        p.setPen(QPen(Qt::black, std::max(1.5, 0.45 * unit)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(at, 2.4 * r, 2.4 * r);
    }

    // legend: the GPU series ("other" last), the front, and limits that lie off the chart
    double ly = area.top() + unit;
    const double lx = area.left() + 1.5 * unit;
    const auto entry = [&](const QColor &colour, const QString &text) {
        p.setPen(QPen(colour.darker(130), std::max(1.0, 0.12 * unit)));
        p.setBrush(colour);
        p.drawEllipse(QPointF(lx + r, ly + 2 * unit), r, r);
        p.setPen(Qt::black);
        p.drawText(QRectF(lx + 3 * unit, ly, 60 * unit, 4 * unit), Qt::AlignLeft | Qt::AlignVCenter, text);
        ly += 4.2 * unit;
    };
    for (int i = 0; i < series.named.size(); ++i)
        entry(ChartStyle::seriesColor(i), series.named[i]);
    if (series.other)
        entry(ChartStyle::otherColor(), labels.otherGpus);
    if (front.size() > 1) {
        p.setPen(QPen(QColor(0x33, 0x33, 0x33), std::max(1.0, 0.35 * unit)));
        p.drawLine(QPointF(lx, ly + 2 * unit), QPointF(lx + 2.2 * unit, ly + 2 * unit));
        p.setPen(Qt::black);
        p.drawText(QRectF(lx + 3 * unit, ly, 50 * unit, 4 * unit), Qt::AlignLeft | Qt::AlignVCenter,
                   labels.pareto);
        ly += 4.2 * unit;
    }
    p.setPen(limitPen.color());
    for (const QString &note : {plan.job.maxCost && !budgetShown ? labels.budgetAbove : QString(),
                                plan.job.deadlineHours && !deadlineShown ? labels.deadlineBeyond : QString(),
                                shown.size() < plotted.size() ? labels.rejectedOff : QString()})
        if (!note.isEmpty()) {
            p.drawText(QRectF(lx, ly, area.width() - 3 * unit, 4 * unit), Qt::AlignLeft | Qt::AlignVCenter,
                       note);
            ly += 4.2 * unit;
        }
    p.end();
    return image;
}
