#pragma once

#include <QChartView>
#include <QColor>
#include <array>

class QBarSet;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;
class QBarCategoryAxis;

// Memory of one GPU as a horizontal stacked bar (weights, gradients, optimizer states,
// activations, other) against a vertical line at the GPU's memory: what fills the card, and
// by how much it misses.
class MemoryChartView : public QChartView
{
    Q_OBJECT

public:
    explicit MemoryChartView(QWidget *parent = nullptr);

    // The parts of the bar, in the order tp::MemoryBreakdown::partsGib() gives them.
    enum Part
    {
        Weights,
        Gradients,
        Optimizer,
        Activations,
        Other,
        PartCount
    };

    // The bar's parts in GiB (partsGib()) against the GPU's memory in GiB.
    void setBreakdown(const std::array<double, PartCount> &partsGib, double gpuMemoryGib);
    void clear();

    static QString partName(int part);
    // The colour a part is drawn in, for a legend drawn outside the chart.
    static QColor partColor(int part);
    // Hides the chart's own legend (a narrow view shows the figures beside it instead).
    void setLegendVisible(bool visible);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();

    QHorizontalStackedBarSeries *m_bars;
    std::array<QBarSet *, PartCount> m_sets{};
    QLineSeries *m_limit;
    QValueAxis *m_axisX;
    QBarCategoryAxis *m_axisY;
};
