#include "core/JsonReader.h"

#include "core/SafeText.h"
#include "core/Strings.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>
#include <vector>

namespace tp {

namespace {

std::string hexByte(unsigned char c)
{
    const char *digits = "0123456789ABCDEF";
    return std::string("0x") + digits[c >> 4] + digits[c & 0xF];
}

// JSON pointer escaping (RFC 6901): '~' -> "~0", '/' -> "~1". For messages, a control character
// is shown as \u00XX and a key longer than 60 characters is cut, so a problem stays one line.
std::string escapePointerToken(const std::string &key)
{
    std::string out;
    std::size_t chars = 0;
    for (char c : key) {
        const auto u = static_cast<unsigned char>(c);
        if ((u & 0xC0) != 0x80 && ++chars > 60) {
            out += "...";
            break;
        }
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else if (u < 0x20 || u == 0x7F)
            out += "\\u00" + hexByte(u).substr(2);
        else
            out += c;
    }
    return out;
}

// "line L, column C" of a byte offset, as an editor shows it (columns count characters).
std::string lineColumn(const std::string &text, std::size_t byte)
{
    byte = std::min(byte, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < byte; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// The length of the valid UTF-8 sequence at text[i], or 0 if it is not one (RFC 3629: no
// overlong forms, no surrogates, nothing above U+10FFFF).
std::size_t utf8SequenceLength(const std::string &text, std::size_t i)
{
    const auto at = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    const unsigned c = at(i);
    const auto cont = [&](std::size_t k) { return (at(k) & 0xC0u) == 0x80u; };
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
        return at(i + 1) >= lo && at(i + 1) <= hi && cont(i + 2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
        return at(i + 1) >= lo && at(i + 1) <= hi && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}

} // namespace

std::string formatNumber(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
}

std::string quoteValue(const std::string &value)
{
    // at most 60 characters, then quotes and backslashes escaped, then whatever could act on a
    // terminal or reorder the line (controls, bidi overrides, bytes that are not UTF-8)
    constexpr std::size_t kMaxChars = 60;
    std::string head;
    std::size_t chars = 0;
    bool cut = false;
    for (const char ch : value) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c & 0xC0) != 0x80 && ++chars > kMaxChars) { // a new character beyond the limit
            cut = true;
            break;
        }
        if (c == '"' || c == '\\')
            head += '\\';
        head += ch;
    }
    return "\"" + escapeForDisplay(head) + (cut ? "..." : "") + "\"";
}

bool checkInputText(const std::string &text, const std::string &file, Problems &out)
{
    if (text.size() > kMaxTextBytes) {
        out.push_back({Problem::Severity::Error, "file-too-large", file, "",
                       "the file is larger than 16 MB (" + std::to_string(text.size()) + " bytes)"});
        return false;
    }
    const auto startsWith = [&](const char *bom, std::size_t n) { return text.compare(0, n, bom, n) == 0; };
    if (startsWith("\xFF\xFE", 2) || startsWith("\xFE\xFF", 2) || startsWith("\x00\x00\xFE\xFF", 4)) {
        out.push_back({Problem::Severity::Error, "not-utf8", file, "",
                       "the file is UTF-16 or UTF-32 text; save it as UTF-8"});
        return false;
    }
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0) {
            out.push_back({Problem::Severity::Error, "not-text", file, lineColumn(text, i),
                           "a NUL byte: this is not a text file (if it is UTF-16, save it as UTF-8)"});
            return false;
        }
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0) {
            out.push_back({Problem::Severity::Error, "not-utf8", file, lineColumn(text, i),
                           "byte " + hexByte(c) + " is not valid UTF-8; save the file as UTF-8"});
            return false;
        }
        i += n;
    }
    return true;
}

namespace {

// The text of a JSON string literal starting at text[open] (the quote), unescaped; `end` gets the
// index of its closing quote (the end of the text when it has none).
std::string jsonStringAt(const std::string &text, std::size_t open, std::size_t &end)
{
    std::string out;
    std::size_t i = open + 1;
    // the text may also be JSON cut short where parsing failed: a bad or short escape is U+FFFD
    const auto hex4 = [&text](std::size_t at) {
        unsigned cp = 0;
        for (std::size_t k = at; k < at + 4; ++k) {
            const char h = k < text.size() ? text[k] : '\0';
            const int digit = h >= '0' && h <= '9'   ? h - '0'
                              : h >= 'a' && h <= 'f' ? h - 'a' + 10
                              : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                     : -1;
            if (digit < 0)
                return 0xFFFDu;
            cp = cp * 16 + static_cast<unsigned>(digit);
        }
        return cp;
    };
    const auto put = [&out](unsigned cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    };
    while (i < text.size() && text[i] != '"') {
        if (text[i] != '\\') {
            out += text[i++];
            continue;
        }
        if (i + 1 >= text.size())
            break;
        const char e = text[i + 1];
        i += 2;
        switch (e) {
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'u': {
            unsigned cp = hex4(i);
            i += 4;
            if (cp >= 0xD800 && cp <= 0xDBFF && i + 2 <= text.size() && text.compare(i, 2, "\\u") == 0) {
                const unsigned low = hex4(i + 2);
                cp = low >= 0xDC00 && low <= 0xDFFF ? 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00)
                                                    : 0xFFFDu;
                i += 6;
            }
            put(cp);
            break;
        }
        default:
            out += e;
            break; // \" \\ \/
        }
    }
    end = std::min(i, text.size());
    return out;
}

// A JSON pointer as a problem shows it: cut after 200 bytes (at a character's start) with "...",
// so that a key of ten thousand characters does not become a message of that size.
std::string shownPointer(std::string pointer)
{
    constexpr std::size_t kMax = 200;
    if (pointer.size() <= kMax)
        return pointer;
    std::size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(pointer[cut]) & 0xC0) == 0x80)
        --cut;
    pointer.resize(cut);
    return pointer + "...";
}

std::string pointerToken(const std::string &key)
{
    std::string out;
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

// Walks the objects and arrays of a JSON text up to byte `stop` (all of it by default) and returns
// the JSON pointer of the value being read there: where a parse error or an overflowing number
// sits. With `duplicates`, reports keys given twice in one object of a valid text: nlohmann keeps
// the last silently, so a job with "epochs": 3 ... "epochs": 300 would plan 300 epochs without a
// word. Reported at the key's JSON pointer with the line and column of both.
std::string walkPointers(const std::string &text, const std::string &file, Problems *duplicates,
                         std::size_t stop = std::string::npos)
{
    struct Frame
    {
        bool object = false;
        std::string pointer;                     // of this object or array
        std::map<std::string, std::size_t> keys; // key -> byte of its first occurrence
        std::string lastKey;                     // the member being read
        std::size_t index = 0;                   // of the array element being read
        bool expectKey = false;
    };
    std::vector<Frame> stack;
    const auto childPointer = [&]() {
        if (stack.empty())
            return std::string();
        const Frame &f = stack.back();
        return f.pointer + "/" + (f.object ? pointerToken(f.lastKey) : std::to_string(f.index));
    };
    for (std::size_t i = 0; i < text.size() && i < stop; ++i) {
        const char c = text[i];
        if (c == '"') {
            std::size_t end = i;
            const std::string value = jsonStringAt(text, i, end);
            if (end >= stop)
                break; // the text breaks off inside this string: it names nothing yet
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                Frame &f = stack.back();
                f.expectKey = false;
                f.lastKey = value;
                const auto [it, inserted] = f.keys.emplace(value, i);
                if (!inserted && duplicates)
                    duplicates->push_back({Problem::Severity::Error, "duplicate-key", file,
                                           shownPointer(f.pointer + "/" + pointerToken(value)),
                                           quoteValue(value) + " is given twice in one object (" +
                                               lineColumn(text, it->second) + ", and " + lineColumn(text, i) +
                                               "): the second would silently replace the first; keep one"});
            }
            i = end;
        } else if (c == '{' || c == '[') {
            Frame f;
            f.object = c == '{';
            f.expectKey = f.object;
            f.pointer = childPointer();
            stack.push_back(std::move(f));
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',' && !stack.empty()) {
            if (stack.back().object)
                stack.back().expectKey = true;
            else
                ++stack.back().index;
        }
    }
    if (stack.empty())
        return {};
    const Frame &f = stack.back();
    return shownPointer(f.object && f.expectKey ? f.pointer : childPointer());
}

} // namespace

std::optional<nlohmann::json> parseJsonText(const std::string &text, const std::string &file, Problems &out)
{
    if (!checkInputText(text, file, out))
        return std::nullopt;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
        out.push_back({Problem::Severity::Error, "empty-file", file, "", "the file is empty"});
        return std::nullopt;
    }
    // Refuse deep nesting before parsing: the parsed value is copied, compared and dumped by
    // recursive code. Brackets inside strings do not count.
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) {
                out.push_back({Problem::Severity::Error, "too-deep", file, lineColumn(text, i),
                               "arrays and objects are nested more than " + std::to_string(kMaxJsonDepth) +
                                   " levels deep"});
                return std::nullopt;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    try {
        nlohmann::json value = nlohmann::json::parse(text);
        const std::size_t before = out.size();
        walkPointers(text, file, &out);
        if (out.size() != before)
            return std::nullopt;
        return value;
    } catch (const nlohmann::json::parse_error &e) {
        // Turn the byte offset into line:column, which is what an editor shows.
        const std::size_t byte = e.byte == 0 ? 0 : e.byte - 1;
        std::string what = e.what();
        // nlohmann's text starts with "[json.exception.parse_error.101] parse error at line ..., ".
        const auto colon = what.find(": ");
        std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
        // "last read: '...'" quotes the whole token, control characters spelled <U+000D>: a long
        // run of them made a 2,600-character message. Its end is where the error is; keep that.
        constexpr std::size_t kMaxQuoted = 60;
        if (const auto from = reason.find("last read: '"); from != std::string::npos) {
            const std::size_t start = from + 12;
            const std::size_t end = reason.rfind('\'');
            if (end != std::string::npos && end > start && end - start > kMaxQuoted)
                reason = reason.substr(0, start) + "..." + reason.substr(end - kMaxQuoted);
        }
        // where it is, as a JSON path when the error sits inside a value (spec/cli.md: file, JSON
        // path, problem), and as line and column, which is what an editor shows
        const std::string pointer = walkPointers(text, file, nullptr, byte);
        if (pointer.empty())
            out.push_back({Problem::Severity::Error, "malformed-json", file, lineColumn(text, byte),
                           "not valid JSON: " + reason});
        else
            out.push_back({Problem::Severity::Error, "malformed-json", file, pointer,
                           "not valid JSON (" + lineColumn(text, byte) + "): " + reason});
        return std::nullopt;
    } catch (const nlohmann::json::exception &e) {
        // out_of_range.406: "number overflow parsing '1e400'" (a number beyond a double's range).
        std::string what = e.what();
        std::string path;
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        if (open != std::string::npos && close > open + 1) {
            const std::string literal = what.substr(open + 1, close - open - 1);
            std::string where;
            if (const auto at = text.find(literal); at != std::string::npos) {
                where = lineColumn(text, at);
                path = walkPointers(text, file, nullptr, at);
            }
            const std::string number = literal.size() > 40 ? literal.substr(0, 40) + "..." : literal;
            if (path.empty())
                out.push_back({Problem::Severity::Error, "not-finite", file, where,
                               "the number " + number + " is too large (beyond about 1.8e308)"});
            else
                out.push_back(
                    {Problem::Severity::Error, "not-finite", file, path,
                     "the number " + number + " is too large (beyond about 1.8e308; " + where + ")"});
        } else {
            const auto bracket = what.find("] ");
            out.push_back(
                {Problem::Severity::Error, "malformed-json", file, path,
                 "not valid JSON: " + (bracket == std::string::npos ? what : what.substr(bracket + 2))});
        }
        return std::nullopt;
    }
}

void JsonContext::report(const std::string &path, const std::string &code, const std::string &message,
                         Problem::Severity severity) const
{
    if (problems)
        problems->push_back({severity, code, file, path.empty() ? std::string("/") : path, message});
}

std::string jsonTypeName(const nlohmann::json &value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return "null";
    case nlohmann::json::value_t::object:
        return "an object";
    case nlohmann::json::value_t::array:
        return "an array";
    case nlohmann::json::value_t::string:
        return "a string";
    case nlohmann::json::value_t::boolean:
        return "a boolean";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return "a number";
    default:
        return "an unsupported value";
    }
}

ObjectReader::ObjectReader(const nlohmann::json *object, std::string path, const JsonContext *context)
    : m_object(object), m_path(std::move(path)), m_context(context)
{
    if (m_object && !m_object->is_object()) {
        m_context->report(m_path, "wrong-type", "expected an object, found " + jsonTypeName(*m_object));
        m_object = nullptr;
    }
}

std::string ObjectReader::pathOf(const std::string &key) const
{
    return m_path + "/" + escapePointerToken(key);
}

bool ObjectReader::has(const std::string &key) const
{
    return m_object && m_object->contains(key);
}

const nlohmann::json *ObjectReader::take(const std::string &key, Need need, const char *expected)
{
    if (!m_object)
        return nullptr;
    m_read.insert(key);
    auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required)
            m_context->report(pathOf(key), "missing-field",
                              std::string("required field is missing (expected ") + expected + ")");
        return nullptr;
    }
    return &*it;
}

const nlohmann::json *ObjectReader::take(const std::string &key, Need need, const char *expected,
                                         bool (nlohmann::json::*isType)() const noexcept)
{
    const nlohmann::json *v = take(key, need, expected);
    if (v && !(v->*isType)()) {
        typeError(key, expected, *v);
        return nullptr;
    }
    return v;
}

void ObjectReader::typeError(const std::string &key, const char *expected, const nlohmann::json &value) const
{
    m_context->report(pathOf(key), "wrong-type",
                      std::string("expected ") + expected + ", found " + jsonTypeName(value));
}

std::optional<double> ObjectReader::number(const std::string &key, Need need, bool positive, double max)
{
    const nlohmann::json *v =
        take(key, need, positive ? "a positive number" : "a number", &nlohmann::json::is_number);
    if (!v)
        return std::nullopt;
    const double d = v->get<double>();
    if (!std::isfinite(d)) {
        m_context->report(pathOf(key), "not-finite", "expected a finite number");
        return std::nullopt;
    }
    if (positive ? d <= 0 : d < 0) {
        m_context->report(pathOf(key), "out-of-range",
                          std::string("must be ") + (positive ? "greater than 0" : "0 or more") + ", found " +
                              formatNumber(d));
        return std::nullopt;
    }
    if (d > max) {
        m_context->report(pathOf(key), "out-of-range",
                          "must be at most " + formatNumber(max) + ", found " + formatNumber(d));
        return std::nullopt;
    }
    return d;
}

std::optional<double> ObjectReader::number(const std::string &key, Need need, limits::Range range,
                                           const char *what)
{
    const nlohmann::json *v = take(key, need, "a number", &nlohmann::json::is_number);
    if (!v)
        return std::nullopt;
    const double d = v->get<double>();
    if (!std::isfinite(d)) {
        m_context->report(pathOf(key), "not-finite", "expected a finite number");
        return std::nullopt;
    }
    if (d < range.min || d > range.max) {
        m_context->report(pathOf(key), "out-of-range",
                          "must be between " + formatNumber(range.min) + " and " + formatNumber(range.max) +
                              ", found " + formatNumber(d) +
                              (what && d > range.max ? std::string(" (") + what + ")" : ""));
        return std::nullopt;
    }
    return d;
}

std::optional<std::int64_t> ObjectReader::integer(const std::string &key, Need need, std::int64_t min,
                                                  std::int64_t max)
{
    const nlohmann::json *v = take(key, need, "a whole number", &nlohmann::json::is_number);
    if (!v)
        return std::nullopt;
    const double d = v->get<double>();
    if (!std::isfinite(d) || std::floor(d) != d) {
        m_context->report(pathOf(key), "not-integer", "expected a whole number, found " + formatNumber(d));
        return std::nullopt;
    }
    if (d < static_cast<double>(min) || d > static_cast<double>(max)) {
        m_context->report(pathOf(key), "out-of-range",
                          "must be between " + std::to_string(min) + " and " + std::to_string(max) +
                              ", found " + formatNumber(d));
        return std::nullopt;
    }
    return static_cast<std::int64_t>(d);
}

std::optional<std::string> ObjectReader::string(const std::string &key, Need need)
{
    return text(key, need, limits::kMaxTextChars);
}

std::optional<std::string> ObjectReader::text(const std::string &key, Need need, std::size_t maxChars)
{
    const nlohmann::json *v = take(key, need, "a string", &nlohmann::json::is_string);
    if (!v)
        return std::nullopt;
    std::string s = v->get<std::string>();
    if (s.empty()) {
        m_context->report(pathOf(key), "empty-string", "must not be empty");
        return std::nullopt;
    }
    if (const std::string bad = unsafeCharacter(s); !bad.empty()) {
        // a line break or an escape sequence in a name would act in a script, a terminal or a table
        m_context->report(pathOf(key), "unsafe-text",
                          quoteValue(s) + " holds " + bad + ", which no value may hold");
        return std::nullopt;
    }
    if (!withinLength(pathOf(key), s, maxChars))
        return std::nullopt;
    return s;
}

std::optional<std::string> ObjectReader::name(const std::string &key, Need need)
{
    return text(key, need, limits::kMaxNameChars);
}

bool ObjectReader::withinLength(const std::string &path, const std::string &text, std::size_t maxChars)
{
    // cheap first: a text of at most maxChars bytes has at most maxChars characters
    if (text.size() <= maxChars || characterCount(text) <= maxChars)
        return true;
    m_context->report(path, "too-long",
                      "is " + std::to_string(characterCount(text)) + " characters long; at most " +
                          std::to_string(maxChars) + " are allowed");
    return false;
}

std::optional<std::string> ObjectReader::id(const std::string &key, Need need)
{
    auto s = string(key, need);
    if (!s)
        return std::nullopt;
    if (const std::string why = idProblem(*s); !why.empty()) {
        m_context->report(pathOf(key), "bad-id", quoteValue(*s) + ": " + why);
        return std::nullopt;
    }
    return s;
}

std::optional<std::string> ObjectReader::oneOf(const std::string &key, Need need,
                                               const std::vector<std::string> &choices)
{
    auto s = string(key, need);
    if (!s)
        return std::nullopt;
    for (const auto &c : choices)
        if (c == *s)
            return s;
    std::string list;
    for (const auto &c : choices)
        list += (list.empty() ? "" : ", ") + c;
    m_context->report(pathOf(key), "unknown-value", quoteValue(*s) + " is not one of: " + list);
    return std::nullopt;
}

std::optional<bool> ObjectReader::boolean(const std::string &key, Need need)
{
    const nlohmann::json *v = take(key, need, "true or false", &nlohmann::json::is_boolean);
    if (!v)
        return std::nullopt;
    return v->get<bool>();
}

ObjectReader ObjectReader::object(const std::string &key, Need need)
{
    const nlohmann::json *v = take(key, need, "an object");
    if (!v)
        return {};
    return ObjectReader(v, pathOf(key), m_context);
}

std::vector<ObjectReader> ObjectReader::objects(const std::string &key, Need need)
{
    std::vector<ObjectReader> out;
    const nlohmann::json *v = take(key, need, "an array of objects", &nlohmann::json::is_array);
    if (!v)
        return out;
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(&(*v)[i], pathOf(key) + "/" + std::to_string(i), m_context);
        if (r.valid())
            out.push_back(std::move(r));
    }
    return out;
}

std::optional<std::vector<std::string>> ObjectReader::strings(const std::string &key, Need need)
{
    const nlohmann::json *v = take(key, need, "an array of strings", &nlohmann::json::is_array);
    if (!v)
        return std::nullopt;
    std::vector<std::string> out;
    bool ok = true;
    for (std::size_t i = 0; i < v->size(); ++i) {
        const auto &e = (*v)[i];
        if (!e.is_string() || e.get<std::string>().empty()) {
            m_context->report(pathOf(key) + "/" + std::to_string(i), "wrong-type",
                              "expected a non-empty string, found " + jsonTypeName(e));
            ok = false;
            continue;
        }
        if (const std::string bad = unsafeCharacter(e.get<std::string>()); !bad.empty()) {
            m_context->report(pathOf(key) + "/" + std::to_string(i), "unsafe-text",
                              quoteValue(e.get<std::string>()) + " holds " + bad +
                                  ", which no value may hold");
            ok = false;
            continue;
        }
        if (!withinLength(pathOf(key) + "/" + std::to_string(i), e.get<std::string>(),
                          limits::kMaxTextChars)) {
            ok = false;
            continue;
        }
        out.push_back(e.get<std::string>());
    }
    if (!ok)
        return std::nullopt;
    return out;
}

const nlohmann::json *ObjectReader::raw(const std::string &key)
{
    return take(key, Need::Optional, "a value");
}

std::size_t editDistance(const std::string &a, const std::string &b)
{
    // optimal string alignment: insertions, deletions, substitutions and swaps of neighbours
    const std::size_t n = a.size(), m = b.size();
    std::vector<std::vector<std::size_t>> d(n + 1, std::vector<std::size_t>(m + 1));
    for (std::size_t i = 0; i <= n; ++i)
        d[i][0] = i;
    for (std::size_t j = 0; j <= m; ++j)
        d[0][j] = j;
    for (std::size_t i = 1; i <= n; ++i)
        for (std::size_t j = 1; j <= m; ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[n][m];
}

std::string closestKey(const std::string &key, const std::set<std::string> &known)
{
    std::string best;
    std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
    for (const std::string &k : known) {
        const std::size_t d = editDistance(toLower(key), toLower(k));
        if (d < bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    // a slip of a letter or two, not another word
    return bestDistance <= 2 && bestDistance * 2 < std::max<std::size_t>(key.size(), 2) ? best
                                                                                        : std::string();
}

void ObjectReader::finish()
{
    if (!m_object)
        return;
    for (auto it = m_object->begin(); it != m_object->end(); ++it) {
        if (m_read.count(it.key()))
            continue;
        const bool warn = m_context->unknownKeySeverity == Problem::Severity::Warning;
        const std::string guess = closestKey(it.key(), m_read);
        m_context->report(pathOf(it.key()), "unknown-key",
                          "unknown key " + quoteValue(it.key()) +
                              (guess.empty() ? "" : "; did you mean " + quoteValue(guess) + "?") +
                              (warn ? " (ignored)" : ""),
                          m_context->unknownKeySeverity);
    }
}

} // namespace tp
