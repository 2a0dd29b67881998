#include "core/MemoryEstimator.h"
#include "views/charts/MemoryChartView.h"

#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>

// The memory bar the results and the quick estimate show: each part at its GiB, the GPU's memory
// as a line, an axis that holds both, and a description a screen reader can speak.
class TestMemoryChartView : public QObject
{
    Q_OBJECT

private:
    // Llama 3 8B LoRA on one A10 (the README's first example), in bytes as the estimator gives it.
    static tp::MemoryBreakdown lora()
    {
        const double g = tp::memory::kGiB;
        tp::MemoryBreakdown m;
        m.weights = 15.1 * g;
        m.gradients = 0.156 * g;
        m.optimizer = 0.313 * g;
        m.activations = 4.19 * g;
        m.other = 1.74 * g;
        return m;
    }

    static QList<QBarSet *> sets(const MemoryChartView &view)
    {
        const auto series = view.chart()->series();
        for (QAbstractSeries *s : series)
            if (auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(s))
                return bars->barSets();
        return {};
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void eachPartIsDrawnAtItsGib()
    {
        MemoryChartView view;
        view.setBreakdown(lora().partsGib(), 24);
        const QList<QBarSet *> bars = sets(view);
        QCOMPARE(bars.size(), int(MemoryChartView::PartCount));
        const double expected[] = {15.1, 0.156, 0.313, 4.19, 1.74};
        for (int part = 0; part < MemoryChartView::PartCount; ++part)
            QVERIFY2(qAbs(bars[part]->at(0) - expected[part]) < 1e-9, qPrintable(bars[part]->label()));
        QVERIFY(bars[MemoryChartView::Weights]->label().contains(QStringLiteral("15.1 GiB")));
    }

    void theAxisHoldsTheBarAndTheGpusMemory()
    {
        MemoryChartView view;
        view.setBreakdown(lora().partsGib(), 24); // 21.5 GiB used of 24
        auto *axis = qobject_cast<QValueAxis *>(view.chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        QVERIFY(axis->max() >= 24);
        QVERIFY(axis->max() <= 40); // not stretched by a wrong total
        tp::MemoryBreakdown big = lora();
        big.activations *= 10; // 59 GiB: the bar runs past the card
        view.setBreakdown(big.partsGib(), 24);
        QVERIFY(axis->max() >= big.total() / tp::memory::kGiB);
    }

    void theDescriptionSaysTheTotalAndTheLimit()
    {
        MemoryChartView view;
        view.setBreakdown(lora().partsGib(), 24);
        const QString description = view.accessibleDescription();
        QVERIFY2(description.startsWith(QStringLiteral("21.5 GiB in all")), qPrintable(description));
        QVERIFY2(description.contains(QStringLiteral("against 24 GiB of GPU memory")),
                 qPrintable(description));
        view.clear();
        QVERIFY(view.accessibleDescription().isEmpty());
    }
};

QTEST_MAIN(TestMemoryChartView)
#include "tst_memorychartview.moc"
