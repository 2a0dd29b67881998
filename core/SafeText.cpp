#include "core/SafeText.h"

#include <cstdio>

namespace tp {

namespace {

// One decoded character: its code point and byte length; codePoint -1 for an invalid sequence
// (length 1: the offending byte).
struct Decoded
{
    long codePoint = -1;
    std::size_t length = 1;
};

Decoded decode(const std::string &s, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b = byte(i);
    if (b < 0x80)
        return {b, 1};
    std::size_t n = 0;
    long cp = 0;
    if ((b & 0xE0) == 0xC0) {
        n = 2;
        cp = b & 0x1F;
    } else if ((b & 0xF0) == 0xE0) {
        n = 3;
        cp = b & 0x0F;
    } else if ((b & 0xF8) == 0xF0) {
        n = 4;
        cp = b & 0x07;
    } else {
        return {};
    }
    if (i + n > s.size())
        return {};
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return {};
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    // overlong forms, surrogates and values beyond Unicode are not UTF-8
    static const long kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[n] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
        return {};
    return {cp, n};
}

bool isBidiControl(long cp)
{
    return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E || cp == 0x200F ||
           cp == 0x061C;
}

bool isControl(long cp)
{
    return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F);
}

std::string hex(long v, int digits)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%0*lX", digits, v);
    return buf;
}

} // namespace

bool isSafeId(const std::string &id)
{
    return idProblem(id).empty();
}

std::string idProblem(const std::string &id)
{
    if (id.empty())
        return "an id must not be empty";
    if (id.size() > kMaxIdLength)
        return "an id is at most " + std::to_string(kMaxIdLength) + " characters";
    const auto alnum = [](unsigned char c) {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    };
    if (!alnum(static_cast<unsigned char>(id.front())))
        return "an id starts with a letter or a digit";
    for (char ch : id) {
        const auto c = static_cast<unsigned char>(ch);
        if (!alnum(c) && c != '.' && c != '_' && c != '-')
            return "an id holds only letters, digits, '.', '_' and '-'";
    }
    return {};
}

std::string unsafeCharacter(const std::string &text, bool allowLayout)
{
    for (std::size_t i = 0; i < text.size();) {
        const Decoded d = decode(text, i);
        if (d.codePoint < 0)
            return "byte 0x" + hex(static_cast<unsigned char>(text[i]), 2) + " (not UTF-8)";
        const long cp = d.codePoint;
        if (isControl(cp) && !(allowLayout && (cp == '\n' || cp == '\t')))
            return "U+" + hex(cp, 4) + " (a control character)";
        if (isBidiControl(cp))
            return "U+" + hex(cp, 4) + " (a bidirectional text control)";
        i += d.length;
    }
    return {};
}

std::string escapeForDisplay(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Decoded d = decode(text, i);
        if (d.codePoint < 0) {
            out += "\\x" + hex(static_cast<unsigned char>(text[i]), 2);
        } else if (d.codePoint == '\n') {
            out += "\\n";
        } else if (d.codePoint == '\t') {
            out += "\\t";
        } else if (isControl(d.codePoint) || isBidiControl(d.codePoint)) {
            out += "\\u" + hex(d.codePoint, 4);
        } else {
            out.append(text, i, d.length);
        }
        i += d.length;
    }
    return out;
}

std::size_t characterCount(const std::string &text)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++count)
        i += decode(text, i).length;
    return count;
}

std::string displayText(const std::string &text, std::size_t maxChars)
{
    const std::string shown = escapeForDisplay(text);
    if (characterCount(shown) <= maxChars || maxChars == 0)
        return maxChars == 0 ? std::string() : shown;
    std::size_t i = 0; // the first maxChars - 1 characters and an ellipsis: maxChars in all
    for (std::size_t count = 0; count + 1 < maxChars; ++count)
        i += decode(shown, i).length;
    return shown.substr(0, i) + "\u2026";
}

std::string shellQuote(const std::string &text)
{
    std::string out = "'";
    for (char ch : text) {
        if (ch == '\'')
            out += "'\\''";
        else
            out += ch;
    }
    return out + "'";
}

std::string commentSafe(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        out += (c >= 0x20 && c < 0x7F) ? ch : '?';
    }
    return out;
}

std::string spreadsheetSafe(const std::string &cell)
{
    if (!cell.empty()) {
        const char c = cell.front();
        if (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r')
            return "'" + cell;
    }
    return cell;
}

} // namespace tp
