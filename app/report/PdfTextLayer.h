#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

// The text layer of a PDF that QPdfWriter made: what a reader copies or searches is the text that
// was drawn. Qt maps each embedded glyph back to the lowest code point the font gives it, and Noto
// CJK draws 生 and the Kangxi radical ⽣ (U+2F63) with one glyph, so a Chinese sheet copied as
// "⽣成" (issue 33: copies that lose characters). This rewrites those entries of the fonts'
// ToUnicode maps to the character the document holds; nothing else in the file changes (the
// entries keep their length, so offsets and the cross-reference table stay valid).
namespace PdfTextLayer {

// `pdf` with the ToUnicode entries that name a CJK radical or stroke remapped to the ideograph
// of `drawnText` that the same glyph draws in one of `families` (the CJK fallback fonts).
QByteArray withDrawnCharacters(QByteArray pdf, const QString &drawnText, const QStringList &families);

// True for the code points QPdfWriter picks instead of an ideograph: CJK radicals (supplement
// and Kangxi) and CJK strokes.
bool isRadicalOrStroke(char32_t codePoint);

} // namespace PdfTextLayer
