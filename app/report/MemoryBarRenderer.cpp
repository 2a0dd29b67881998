#include "report/MemoryBarRenderer.h"

#include "core/MemoryEstimator.h"
#include "report/ChartStyle.h"

#include <QPainter>
#include <algorithm>
#include <array>

QImage MemoryBarRenderer::render(const tp::Candidate &candidate, const QSize &size, const Labels &labels)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (!candidate.estimate)
        return image;
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const double unit = size.height() / 100.0;
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(9 * unit));
    p.setFont(font);

    const tp::MemoryBreakdown &m = candidate.estimate->memory;
    const double gib = tp::memory::kGiB;
    const std::array<double, 5> parts = m.partsGib();
    const double capacity = candidate.estimate->gpuMemoryGib;
    const double used = m.total() / gib;
    const double scaleMax = std::max(capacity, used) * 1.05;

    const QRectF bar(2 * unit, 12 * unit, size.width() - 4 * unit, 30 * unit);
    double x = bar.left();
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const double w = parts[i] / scaleMax * bar.width();
        p.fillRect(QRectF(x, bar.top(), w, bar.height()), ChartStyle::memoryPartColor(static_cast<int>(i)));
        x += w;
    }
    // the GPU's capacity
    const double cx = bar.left() + capacity / scaleMax * bar.width();
    p.setPen(QPen(used > capacity ? QColor(0xc0, 0x39, 0x2b) : Qt::black, std::max(1.5, 0.8 * unit),
                  Qt::DashLine));
    p.drawLine(QPointF(cx, bar.top() - 6 * unit), QPointF(cx, bar.bottom() + 4 * unit));
    p.setPen(Qt::black);
    const QString capText = QStringLiteral("%1 %2 GiB").arg(labels.capacity).arg(capacity, 0, 'f', 0);
    const double capWidth = p.fontMetrics().horizontalAdvance(capText) + 2 * unit;
    p.drawText(QRectF(cx - capWidth - unit, 0, capWidth, 11 * unit), Qt::AlignRight | Qt::AlignVCenter,
               capText);

    // legend with figures
    double lx = bar.left();
    double ly = bar.bottom() + 12 * unit;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const QString text = QStringLiteral("%1 %2").arg(labels.parts.value(static_cast<int>(i)),
                                                         QString::number(parts[i], 'f', 1));
        const double w = p.fontMetrics().horizontalAdvance(text) + 12 * unit;
        if (lx > bar.left() && lx + w > bar.right()) { // wrap to a second row
            lx = bar.left();
            ly += 14 * unit;
        }
        p.fillRect(QRectF(lx, ly + 2 * unit, 6 * unit, 6 * unit),
                   ChartStyle::memoryPartColor(static_cast<int>(i)));
        p.drawText(QRectF(lx + 8 * unit, ly, w, 10 * unit), Qt::AlignLeft | Qt::AlignVCenter, text);
        lx += w + 8 * unit;
    }
    p.end();
    return image;
}
