#pragma once

#include "core/planner/Planner.h"

#include <QImage>
#include <QString>

// Draws a plan's cost-vs-time chart with QPainter (no widgets): a point per priced candidate,
// coloured by GPU, the Pareto front as a line, the budget and deadline as dashed lines and the
// highlighted candidate ringed; axes turn logarithmic when the values span more than 10x.
// Used for the PDF plan sheet, where a high-resolution image keeps it sharp in print.
class CostTimeChartRenderer
{
public:
    struct Labels
    {
        QString time;     // x axis title ("Time (h)")
        QString cost;     // y axis title ("Cost (CNY)")
        QString pareto;   // legend entry for the front
        QString budget;   // label of the budget line
        QString deadline; // label of the deadline line
    };

    static QImage render(const tp::Plan &plan, const tp::Candidate *highlight, const QSize &size,
                         const Labels &labels);
};
