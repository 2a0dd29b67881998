#pragma once

#include <QFont>
#include <QLocale>
#include <QStringList>

// Han characters in the glyph forms of the UI's language: fonts list the locale's CJK families
// right after the Latin one, so a Chinese sheet written on an English system does not fall back
// to Japanese forms (直, 骨, 说 differ between Simplified Chinese and Japanese fonts).
namespace CjkFontFallback {

// The CJK families for `locale`, best first (empty for languages that do not write Han).
QStringList families(const QLocale &locale);

// `font` with families(locale) after its own family.
QFont withFallback(const QFont &font, const QLocale &locale);

// The application's default font (widgets, QTextDocument, chart painters) for `locale`.
void applyToApplication(const QLocale &locale);

} // namespace CjkFontFallback
