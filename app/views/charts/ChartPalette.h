#pragma once

#include <QPalette>

class QChart;

// Qt Charts draws in its own theme (white, dark ink), whatever the window's palette. This paints
// a chart in the palette instead: the background of a text field (Base), titles, labels and
// legend in its text colour, axes and grid in shades between the two. Call it after the axes are
// made (a chart that rebuilds them calls it again) and when the palette changes.
namespace ChartPalette {

void apply(QChart *chart, const QPalette &palette);
// The colour of lines drawn over the plot that must read on it (a limit, a frontier).
QColor ink(const QPalette &palette);

} // namespace ChartPalette
