#include "views/charts/ChartPalette.h"

#include "views/widgets/ThemeColours.h"

#include <QAbstractAxis>
#include <QBrush>
#include <QChart>
#include <QLegend>
#include <QPen>

using ThemeColours::mix;

namespace ChartPalette {

QColor ink(const QPalette &palette)
{
    return palette.color(QPalette::Text);
}

void apply(QChart *chart, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    chart->setBackgroundBrush(base);
    chart->setBackgroundPen(QPen(mix(base, text, 0.25)));
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    chart->legend()->setBrush(Qt::NoBrush);
    chart->legend()->setPen(Qt::NoPen);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(mix(base, text, 0.55));
        axis->setGridLineColor(mix(base, text, 0.18));
        axis->setMinorGridLineColor(mix(base, text, 0.1));
        axis->setShadesVisible(false);
    }
}

} // namespace ChartPalette
