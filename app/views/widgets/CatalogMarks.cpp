#include "views/widgets/CatalogMarks.h"

#include "core/CatalogOverrides.h"
#include "core/Strings.h"
#include "views/widgets/ThemeColours.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <functional>
#include <utility>

namespace {

// An icon drawn by painter code on a 16 x 16 grid, at whatever size it is asked for: sharp at
// 1x, 1.5x, 2x, 3x (a pixmap icon would be scaled up from its largest size).
class PaintedIconEngine : public QIconEngine
{
public:
    explicit PaintedIconEngine(std::function<void(QPainter &)> paint) : m_paint(std::move(paint)) {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / 16.0, rect.height() / 16.0);
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.4);
        m_paint(*painter);
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine *clone() const override { return new PaintedIconEngine(m_paint); }
    QString key() const override { return QStringLiteral("TrainPlanPainted"); }

private:
    std::function<void(QPainter &)> m_paint;
};

template <typename Paint> QIcon drawnIcon(Paint paint)
{
    return QIcon(new PaintedIconEngine(paint));
}

} // namespace

QColor CatalogMarks::overriddenColor()
{
    return QColor(0x1d, 0x4e, 0xd8);
}

QColor CatalogMarks::staleColor()
{
    return ThemeColours::color(ThemeColours::Warning, QGuiApplication::palette(), QPalette::Base);
}

QIcon CatalogMarks::overriddenIcon()
{
    static const QIcon icon = drawnIcon([](QPainter &p) {
        // A blue disc with a white pencil: "you changed this".
        p.setPen(Qt::NoPen);
        p.setBrush(overriddenColor());
        p.drawEllipse(QRectF(0.5, 0.5, 15, 15));
        p.setBrush(Qt::white);
        QPainterPath pencil;
        pencil.moveTo(4.0, 12.0);
        pencil.lineTo(4.6, 9.4);
        pencil.lineTo(10.4, 3.6);
        pencil.lineTo(12.4, 5.6);
        pencil.lineTo(6.6, 11.4);
        pencil.closeSubpath();
        p.drawPath(pencil);
    });
    return icon;
}

QIcon CatalogMarks::staleIcon()
{
    static const QIcon icon = drawnIcon([](QPainter &p) {
        // An amber warning triangle with an exclamation mark: "this figure is old".
        QPainterPath triangle;
        triangle.moveTo(8, 1);
        triangle.lineTo(15.5, 14.5);
        triangle.lineTo(0.5, 14.5);
        triangle.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xf5, 0x9e, 0x0b));
        p.drawPath(triangle);
        p.setBrush(Qt::black);
        p.drawRoundedRect(QRectF(7.1, 5, 1.8, 5.4), 0.8, 0.8);
        p.drawEllipse(QRectF(7.05, 11.3, 1.9, 1.9));
    });
    return icon;
}

QString CatalogMarks::overrideFile(const tp::Catalog &catalog, const std::string &kind, const std::string &id)
{
    const std::string key = tp::toLower(id);
    for (auto it = catalog.overrides.rbegin(); it != catalog.overrides.rend(); ++it) {
        if (it->kind == kind && tp::toLower(it->id) == key)
            return QString::fromStdString(it->file);
    }
    return {};
}

QString CatalogMarks::priceOverrideFile(const tp::Catalog &catalog, const tp::InstanceType &instance,
                                        const tp::Price &price)
{
    if (!price.overridden)
        return {};
    const QString file = overrideFile(catalog, "price", tp::priceOverrideId(instance.id, price));
    return file.isEmpty() ? overrideFile(catalog, "instance", instance.id) : file;
}

bool CatalogMarks::hasPriceOverride(const tp::Catalog &catalog, const tp::InstanceType &instance,
                                    const tp::Price &price)
{
    return price.overridden &&
           !overrideFile(catalog, "price", tp::priceOverrideId(instance.id, price)).isEmpty();
}
