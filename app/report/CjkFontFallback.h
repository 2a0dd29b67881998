#pragma once

#include <QFont>
#include <QLocale>
#include <QStringList>

// Chinese characters in the glyph forms of the UI's language. The same code point is drawn
// differently in Simplified Chinese, Traditional Chinese and Japanese fonts (for example 直, 骨,
// 说); left to itself, fontconfig's fallback on a machine whose system locale is not Chinese
// picks the first CJK font it knows, often Noto Sans CJK JP. A Chinese plan sheet written on an
// English system, or the app switched to Chinese, must still use Simplified Chinese forms. So
// the fonts ask for the locale's CJK families right after the Latin one: Latin text keeps its
// font, each Han glyph comes from the first listed family that is installed.
namespace CjkFontFallback {

// The CJK families for `locale`, best first (empty for languages that do not write Han).
QStringList families(const QLocale &locale);

// `font` with families(locale) after its own family.
QFont withFallback(const QFont &font, const QLocale &locale);

// The application's default font (widgets, QTextDocument, chart painters) for `locale`.
void applyToApplication(const QLocale &locale);

} // namespace CjkFontFallback
