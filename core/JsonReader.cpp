#include "JsonReader.h"

#include "SafeText.h"

#include <algorithm>
#include <cmath>
#include <sstream>

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

std::string formatNumber(double v)
{
    std::ostringstream s;
    s << v;
    return s.str();
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
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error &e) {
        // Turn the byte offset into line:column, which is what an editor shows.
        const std::size_t byte = e.byte == 0 ? 0 : e.byte - 1;
        std::string what = e.what();
        // nlohmann's text starts with "[json.exception.parse_error.101] parse error at line ..., ".
        const auto colon = what.find(": ");
        std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
        out.push_back({Problem::Severity::Error, "malformed-json", file, lineColumn(text, byte),
                       "not valid JSON: " + reason});
        return std::nullopt;
    } catch (const nlohmann::json::exception &e) {
        // out_of_range.406: "number overflow parsing '1e400'" (a number beyond a double's range).
        std::string what = e.what();
        std::string path;
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        if (open != std::string::npos && close > open + 1) {
            const std::string literal = what.substr(open + 1, close - open - 1);
            if (const auto at = text.find(literal); at != std::string::npos)
                path = lineColumn(text, at);
            out.push_back({Problem::Severity::Error, "not-finite", file, path,
                           "the number " + literal + " is too large (beyond about 1.8e308)"});
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

void ObjectReader::typeError(const std::string &key, const char *expected, const nlohmann::json &value) const
{
    m_context->report(pathOf(key), "wrong-type",
                      std::string("expected ") + expected + ", found " + jsonTypeName(value));
}

std::optional<double> ObjectReader::number(const std::string &key, Need need, bool positive, double max)
{
    const nlohmann::json *v = take(key, need, positive ? "a positive number" : "a number");
    if (!v)
        return std::nullopt;
    if (!v->is_number()) {
        typeError(key, positive ? "a positive number" : "a number", *v);
        return std::nullopt;
    }
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

std::optional<std::int64_t> ObjectReader::integer(const std::string &key, Need need, std::int64_t min,
                                                  std::int64_t max)
{
    const nlohmann::json *v = take(key, need, "a whole number");
    if (!v)
        return std::nullopt;
    if (!v->is_number()) {
        typeError(key, "a whole number", *v);
        return std::nullopt;
    }
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
    const nlohmann::json *v = take(key, need, "a string");
    if (!v)
        return std::nullopt;
    if (!v->is_string()) {
        typeError(key, "a string", *v);
        return std::nullopt;
    }
    std::string s = v->get<std::string>();
    if (s.empty()) {
        m_context->report(pathOf(key), "empty-string", "must not be empty");
        return std::nullopt;
    }
    if (const std::string bad = unsafeCharacter(s); !bad.empty()) {
        // a line break or an escape sequence in a name would act in a script, a terminal or a table
        m_context->report(pathOf(key), "unsafe-text", quoteValue(s) + " holds " + bad + ", which no value may hold");
        return std::nullopt;
    }
    return s;
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
    const nlohmann::json *v = take(key, need, "true or false");
    if (!v)
        return std::nullopt;
    if (!v->is_boolean()) {
        typeError(key, "true or false", *v);
        return std::nullopt;
    }
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
    const nlohmann::json *v = take(key, need, "an array of objects");
    if (!v)
        return out;
    if (!v->is_array()) {
        typeError(key, "an array of objects", *v);
        return out;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader r(&(*v)[i], pathOf(key) + "/" + std::to_string(i), m_context);
        if (r.valid())
            out.push_back(std::move(r));
    }
    return out;
}

std::optional<std::vector<std::string>> ObjectReader::strings(const std::string &key, Need need)
{
    const nlohmann::json *v = take(key, need, "an array of strings");
    if (!v)
        return std::nullopt;
    if (!v->is_array()) {
        typeError(key, "an array of strings", *v);
        return std::nullopt;
    }
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
                              quoteValue(e.get<std::string>()) + " holds " + bad + ", which no value may hold");
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

void ObjectReader::finish()
{
    if (!m_object)
        return;
    for (auto it = m_object->begin(); it != m_object->end(); ++it) {
        if (m_read.count(it.key()))
            continue;
        const bool warn = m_context->unknownKeySeverity == Problem::Severity::Warning;
        m_context->report(pathOf(it.key()), "unknown-key",
                          "unknown key " + quoteValue(it.key()) + (warn ? " (ignored)" : ""),
                          m_context->unknownKeySeverity);
    }
}

} // namespace tp
