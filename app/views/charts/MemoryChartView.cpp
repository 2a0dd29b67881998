#include "views/charts/MemoryChartView.h"

#include "report/ChartStyle.h"
#include "text/EnumText.h"
#include "text/Format.h"
#include "views/charts/ChartPalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <numeric>

MemoryChartView::MemoryChartView(QWidget *parent)
    : QChartView(parent), m_bars(new QHorizontalStackedBarSeries), m_limit(new QLineSeries),
      m_axisX(new QValueAxis), m_axisY(new QBarCategoryAxis)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Memory per GPU (GiB)"));
    // A column on the right: every entry gets the width for its figure (a row would elide them).
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setMargins(QMargins(4, 4, 4, 4));

    for (int part = 0; part < PartCount; ++part) {
        auto *set = new QBarSet(partName(part));
        set->setColor(ChartStyle::memoryPartColor(part));
        set->setBorderColor(ChartStyle::memoryPartColor(part).darker(120));
        set->append(0);
        m_bars->append(set);
        m_sets[static_cast<std::size_t>(part)] = set;
    }
    m_bars->setBarWidth(0.5);
    connect(m_bars, &QHorizontalStackedBarSeries::hovered, this, [](bool entered, int, QBarSet *set) {
        if (entered)
            QToolTip::showText(QCursor::pos(), set->label()); // the label carries the figure
        else
            QToolTip::hideText();
    });
    chart->addSeries(m_bars);

    QPen pen;
    pen.setWidthF(2.5);
    pen.setStyle(Qt::DashLine);
    m_limit->setPen(pen);
    m_limit->setName(tr("GPU memory"));
    chart->addSeries(m_limit);

    m_axisX->setLabelFormat(QStringLiteral("%g"));
    m_axisX->setRange(0, 1);
    m_axisY->append(tr("per GPU"));
    m_axisY->setLabelsVisible(false);
    m_axisY->setGridLineVisible(false);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_bars), static_cast<QAbstractSeries *>(m_limit)}) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }

    // QChartView made a chart of its own, and setChart() releases it without deleting it (Qt docs:
    // "users need to make sure the previous chart is deleted"); ASan saw it leak with every view.
    QChart *previous = this->chart();
    setChart(chart);
    delete previous;
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(160);
    setMaximumHeight(300);
    // A screen reader cannot see the bars: the name says what the chart is, the description
    // (set with the figures) what it shows.
    setAccessibleName(tr("Memory per GPU"));
    applyPalette();
    clear();
}

void MemoryChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

void MemoryChartView::applyPalette()
{
    ChartPalette::apply(chart(), palette());
    QPen pen = m_limit->pen();
    pen.setColor(ChartPalette::ink(palette()));
    m_limit->setPen(pen);
}

void MemoryChartView::setBreakdown(const std::array<double, PartCount> &values, double gpuMemoryGib)
{
    const double totalGib = std::accumulate(values.begin(), values.end(), 0.0);
    for (int part = 0; part < PartCount; ++part) {
        QBarSet *set = m_sets[static_cast<std::size_t>(part)];
        const double value = values[static_cast<std::size_t>(part)];
        set->replace(0, value);
        // The legend carries the figures, so the breakdown reads without hovering.
        set->setLabel(tr("%1: %2").arg(partName(part), Format::gib(value)));
    }
    // The line spans the bar's category band (-0.5 .. 0.5 on the category axis).
    m_limit->replace({QPointF(gpuMemoryGib, -0.5), QPointF(gpuMemoryGib, 0.5)});
    m_limit->setName(tr("GPU memory: %1").arg(Format::gib(gpuMemoryGib)));
    m_limit->setVisible(gpuMemoryGib > 0);
    m_axisX->setRange(0, 1.05 * std::max({totalGib, gpuMemoryGib, 1.0}));
    m_axisX->applyNiceNumbers();
    QStringList parts;
    for (int part = 0; part < PartCount; ++part)
        parts << m_sets[static_cast<std::size_t>(part)]->label();
    setAccessibleDescription(
        tr("%1 in all (%2), against %3 of GPU memory.")
            .arg(Format::gib(totalGib), parts.join(QStringLiteral(", ")), Format::gib(gpuMemoryGib)));
}

void MemoryChartView::clear()
{
    for (int part = 0; part < PartCount; ++part) {
        m_sets[static_cast<std::size_t>(part)]->replace(0, 0);
        m_sets[static_cast<std::size_t>(part)]->setLabel(partName(part));
    }
    m_limit->clear();
    m_limit->setName(tr("GPU memory"));
    m_axisX->setRange(0, 1);
    setAccessibleDescription(QString());
}

QColor MemoryChartView::partColor(int part)
{
    return part >= 0 && part < PartCount ? ChartStyle::memoryPartColor(part) : QColor();
}

void MemoryChartView::setLegendVisible(bool visible)
{
    chart()->legend()->setVisible(visible);
}

QString MemoryChartView::partName(int part)
{
    static constexpr std::array names{
        QT_TRANSLATE_NOOP("MemoryChartView", "Weights"), QT_TRANSLATE_NOOP("MemoryChartView", "Gradients"),
        QT_TRANSLATE_NOOP("MemoryChartView", "Optimizer states"),
        QT_TRANSLATE_NOOP("MemoryChartView", "Activations"), QT_TRANSLATE_NOOP("MemoryChartView", "Other")};
    static_assert(names.size() == PartCount);
    return translatedName("MemoryChartView", names, part);
}
