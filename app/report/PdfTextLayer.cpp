#include "report/PdfTextLayer.h"

#include <QFont>
#include <QHash>
#include <QRawFont>
#include <QSet>
#include <algorithm>
#include <vector>

namespace {

// A four-digit hex token "<XXXX>" of a ToUnicode map: where its digits start in the file.
struct Token
{
    qsizetype at = 0;
    ushort value = 0;
};

bool hexDigit(char c, int *v)
{
    if (c >= '0' && c <= '9')
        *v = c - '0';
    else if (c >= 'A' && c <= 'F')
        *v = c - 'A' + 10;
    else if (c >= 'a' && c <= 'f')
        *v = c - 'a' + 10;
    else
        return false;
    return true;
}

// The tokens of one line, and whether the line holds an array ("[" after the range).
std::vector<Token> tokensOf(const QByteArray &pdf, qsizetype from, qsizetype to, bool *array)
{
    std::vector<Token> out;
    *array = false;
    for (qsizetype i = from; i < to; ++i) {
        if (pdf[i] == '[')
            *array = true;
        if (pdf[i] != '<')
            continue;
        qsizetype end = pdf.indexOf('>', i);
        if (end < 0 || end > to)
            break;
        if (end - i == 5) { // "<XXXX>": one UTF-16 unit
            int value = 0, digit = 0;
            bool ok = true;
            for (qsizetype k = i + 1; k < end && ok; ++k) {
                ok = hexDigit(pdf[k], &digit);
                value = value * 16 + digit;
            }
            if (ok)
                out.push_back({i + 1, static_cast<ushort>(value)});
        } else {
            out.push_back({-1, 0}); // a longer destination (a surrogate pair): kept as it is
        }
        i = end;
    }
    return out;
}

// The destination tokens of a ToUnicode map (not its source glyph ids), in
// [from, to): bfchar lines are "<src> <dst>", bfrange lines "<lo> <hi> <dst>" or
// "<lo> <hi> [<dst> ...]". A range "<lo> <hi> <dst>" with lo < hi maps a run of characters; its
// start cannot be changed alone, so it is left out.
std::vector<Token> destinations(const QByteArray &pdf, qsizetype from, qsizetype to)
{
    std::vector<Token> out;
    enum class Section
    {
        None,
        Char,
        Range
    } section = Section::None;
    qsizetype line = from;
    while (line < to) {
        qsizetype end = pdf.indexOf('\n', line);
        if (end < 0 || end > to)
            end = to;
        const QByteArray text = pdf.mid(line, end - line).trimmed();
        if (text.endsWith("beginbfchar"))
            section = Section::Char;
        else if (text.endsWith("beginbfrange"))
            section = Section::Range;
        else if (text == "endbfchar" || text == "endbfrange")
            section = Section::None;
        else if (section != Section::None) {
            bool array = false;
            const std::vector<Token> tokens = tokensOf(pdf, line, end, &array);
            if (section == Section::Char && tokens.size() == 2) {
                out.push_back(tokens[1]);
            } else if (section == Section::Range && tokens.size() >= 3) {
                if (array)
                    out.insert(out.end(), tokens.begin() + 2, tokens.end());
                else if (tokens.size() == 3 && tokens[0].value == tokens[1].value && tokens[0].at >= 0)
                    out.push_back(tokens[2]);
            }
        }
        line = end + 1;
    }
    out.erase(std::remove_if(out.begin(), out.end(), [](const Token &t) { return t.at < 0; }), out.end());
    return out;
}

quint32 glyphOf(const QRawFont &font, char16_t c)
{
    const QList<quint32> glyphs = font.glyphIndexesForString(QString(QChar(c)));
    return glyphs.size() == 1 ? glyphs.first() : 0;
}

// For each radical or stroke the maps name, the character of the document it stands for: its
// compatibility form where Unicode gives one (the Kangxi radicals), else the drawn ideograph the
// same font draws with the same glyph (the simplified radicals of the supplement, 马 for ⻢).
QHash<ushort, ushort> replacements(const QSet<ushort> &named, const QString &drawnText,
                                   const QStringList &families)
{
    QHash<ushort, ushort> out;
    QSet<ushort> rest;
    for (const ushort r : named) {
        const QString folded = QString(QChar(r)).normalized(QString::NormalizationForm_KC);
        if (folded.size() == 1 && folded[0].unicode() != r &&
            !PdfTextLayer::isRadicalOrStroke(folded[0].unicode()))
            out.insert(r, folded[0].unicode());
        else
            rest.insert(r);
    }
    if (rest.isEmpty())
        return out;
    QSet<char16_t> drawn;
    for (const QChar c : drawnText)
        if (c.unicode() >= 0x3400 && !c.isSurrogate() && c.category() == QChar::Letter_Other)
            drawn.insert(c.unicode());
    for (const QString &family : families) {
        const QRawFont font = QRawFont::fromFont(QFont(family));
        if (!font.isValid())
            continue;
        QHash<quint32, char16_t> byGlyph;
        for (const char16_t c : drawn)
            if (const quint32 g = glyphOf(font, c))
                byGlyph.insert(g, c);
        for (auto it = rest.begin(); it != rest.end();) {
            const quint32 g = glyphOf(font, *it);
            if (g && byGlyph.contains(g)) {
                out.insert(*it, byGlyph.value(g));
                it = rest.erase(it);
            } else {
                ++it;
            }
        }
    }
    return out;
}

} // namespace

bool PdfTextLayer::isRadicalOrStroke(char32_t c)
{
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x31C0 && c <= 0x31EF);
}

QByteArray PdfTextLayer::withDrawnCharacters(QByteArray pdf, const QString &drawnText,
                                             const QStringList &families)
{
    // every ToUnicode map: "begincmap" ... "endcmap" (QFontSubset::createToUnicodeMap)
    std::vector<Token> radicals;
    QSet<ushort> named;
    for (qsizetype from = pdf.indexOf("begincmap"); from >= 0; from = pdf.indexOf("begincmap", from)) {
        const qsizetype to = pdf.indexOf("endcmap", from);
        if (to < 0)
            break;
        for (const Token &t : destinations(pdf, from, to))
            if (isRadicalOrStroke(t.value)) {
                radicals.push_back(t);
                named.insert(t.value);
            }
        from = to;
    }
    if (radicals.empty())
        return pdf;
    const QHash<ushort, ushort> to = replacements(named, drawnText, families);
    for (const Token &t : radicals) {
        const auto it = to.constFind(t.value);
        if (it == to.constEnd())
            continue;
        const QByteArray hex = QByteArray::number(*it, 16).toUpper().rightJustified(4, '0');
        pdf.replace(t.at, 4, hex);
    }
    return pdf;
}
