#include "views/widgets/ThemeColours.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace {

// WCAG 2 AA for normal text.
constexpr double kMinContrast = 4.5;
// A background darker than this (relative luminance) takes the dark shades.
constexpr double kDarkBelow = 0.18;

double channel(double c)
{
    // sRGB to linear light (WCAG 2, "relative luminance").
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// The shade for a light background, and the one for a dark background.
struct Shades
{
    QRgb light;
    QRgb dark;
};

Shades shades(ThemeColours::Tone tone)
{
    switch (tone) {
    case ThemeColours::Error:
        return {0xc62828, 0xff8a80};
    case ThemeColours::Good:
        return {0x1b6e36, 0x7bd88f};
    case ThemeColours::Warning:
        return {0x9a4a07, 0xf5b041};
    case ThemeColours::Muted:
        return {0x5f6368, 0xb0b4ba};
    case ThemeColours::Accent:
        return {0x1f5f99, 0x8ab4f8};
    case ThemeColours::Ink:
        break;
    }
    return {0x000000, 0xffffff};
}

// Keeps a widget's text in its tone across palette changes.
class ToneKeeper : public QObject
{
public:
    ToneKeeper(QWidget *widget, ThemeColours::Tone tone, QPalette::ColorRole background)
        : QObject(widget), m_widget(widget), m_tone(tone), m_background(background)
    {
        setObjectName(QStringLiteral("toneKeeper"));
        widget->installEventFilter(this);
        apply();
    }

    void set(ThemeColours::Tone tone, QPalette::ColorRole background)
    {
        m_tone = tone;
        m_background = background;
        apply();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_widget && event->type() == QEvent::PaletteChange)
            apply();
        return false;
    }

private:
    void apply()
    {
        QPalette palette = m_widget->palette();
        // The tone is worked out on the palette the widget would have without its keeper: the text
        // colours it inherits (Ink is one; the ones set below would otherwise stick), its own
        // background.
        const QWidget *parent = m_widget->isWindow() ? nullptr : m_widget->parentWidget();
        const QPalette inherited = parent ? parent->palette() : QApplication::palette(m_widget);
        QPalette source = palette;
        for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
            for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text})
                source.setColor(group, role, inherited.color(group, role));
        const QColor c = ThemeColours::color(m_tone, source, m_background);
        bool changed = false;
        for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
            for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text}) {
                if (palette.color(group, role) != c) {
                    palette.setColor(group, role, c);
                    changed = true;
                }
            }
        }
        // Setting the palette sends another PaletteChange; it finds the colours already right.
        if (changed)
            m_widget->setPalette(palette);
    }

    QWidget *m_widget;
    ThemeColours::Tone m_tone;
    QPalette::ColorRole m_background;
};

} // namespace

namespace ThemeColours {

double luminance(const QColor &color)
{
    const QColor c = color.toRgb();
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isDark(const QPalette &palette)
{
    return luminance(palette.color(QPalette::Window)) < luminance(palette.color(QPalette::WindowText));
}

QColor color(Tone tone, const QPalette &palette, QPalette::ColorRole background)
{
    const QColor bg = palette.color(background);
    if (tone == Ink) {
        // The text colour that goes with the background role.
        const QPalette::ColorRole text = background == QPalette::Base     ? QPalette::Text
                                         : background == QPalette::Button ? QPalette::ButtonText
                                                                          : QPalette::WindowText;
        return palette.color(text);
    }
    const Shades s = shades(tone);
    // A palette of its own (high contrast, a tinted theme): the shade is pushed away from the
    // background until it reads.
    return readable(QColor::fromRgb(luminance(bg) < kDarkBelow ? s.dark : s.light), bg, kMinContrast);
}

QColor readable(const QColor &color, const QColor &background, double ratio)
{
    const QColor target = luminance(background) < kDarkBelow ? QColor(Qt::white) : QColor(Qt::black);
    QColor c = color.toRgb();
    for (int step = 0; step < 12 && contrast(c, background) < ratio; ++step)
        c = mix(c, target, 0.25);
    return c;
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    const QColor x = a.toRgb(), y = b.toRgb();
    return QColor::fromRgbF(x.redF() + (y.redF() - x.redF()) * t, x.greenF() + (y.greenF() - x.greenF()) * t,
                            x.blueF() + (y.blueF() - x.blueF()) * t);
}

void setTextTone(QWidget *widget, Tone tone, QPalette::ColorRole background)
{
    // One keeper a widget (ToneKeeper has no meta-object of its own: found by name).
    if (QObject *keeper =
            widget->findChild<QObject *>(QStringLiteral("toneKeeper"), Qt::FindDirectChildrenOnly))
        static_cast<ToneKeeper *>(keeper)->set(tone, background);
    else
        new ToneKeeper(widget, tone, background);
}

} // namespace ThemeColours
