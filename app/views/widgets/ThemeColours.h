#pragma once

#include <QColor>
#include <QPalette>

class QWidget;

// Colours the app chooses itself (an error in red, a hint in grey, a figure in blue, chart ink)
// picked for the palette in use, light or dark, so they stay readable under either: each tone
// has a shade for light and one for dark backgrounds, darkened or lightened further until it
// contrasts with the background by at least 4.5:1 (WCAG 2 AA for text).
namespace ThemeColours {

enum Tone
{
    Error,   // refused values, problems
    Good,    // "fits", success
    Warning, // stale figures, cautions
    Muted,   // secondary text: hints, small print
    Accent,  // figures and headings that stand out
    Ink,     // the palette's own text colour (chart titles, axes, lines drawn over the plot)
};

// Contrast ratio of two colours as WCAG 2 defines it, 1 (none) to 21 (black on white).
double contrast(const QColor &a, const QColor &b);
double luminance(const QColor &color);
// True when the palette's window is dark (text is lighter than the background).
bool isDark(const QPalette &palette);
// The tone's colour on `background` of `palette`.
QColor color(Tone tone, const QPalette &palette, QPalette::ColorRole background = QPalette::Window);
// `color` moved towards white (on a dark background) or black (on a light one) until it contrasts
// with `background` by `ratio`: 4.5 for text, 3 for graphics (WCAG 2.1, 1.4.11: the edge of a
// chart marker, a legend swatch). Unchanged when it already does.
QColor readable(const QColor &color, const QColor &background, double ratio = 4.5);
// a + (b - a) * t, channel by channel: a tint of b over a (t = 0 gives a, 1 gives b).
QColor mix(const QColor &a, const QColor &b, double t);
// Shows `widget`'s text (the WindowText and Text roles) in `tone` and keeps it in that tone when
// the palette changes (Settings, the desktop switching to dark). For labels and the like that
// are painted with the palette; no style sheet needed. Ink puts the palette's own text colour
// back (a label that was red while it reported an error).
void setTextTone(QWidget *widget, Tone tone, QPalette::ColorRole background = QPalette::Window);

} // namespace ThemeColours
