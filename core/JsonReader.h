#pragma once

#include "core/EnumNames.h"
#include "core/InputLimits.h"
#include "core/Problem.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tp {

// Limits on every input file: larger files are refused unread, and JSON nested deeper is refused
// before parsing (copying, comparing and dumping a JSON value recurse on its nesting).
constexpr std::size_t kMaxTextBytes = limits::kMaxFileBytes;
constexpr int kMaxJsonDepth = 64;

// Checks that text is at most kMaxTextBytes of UTF-8 (a byte-order mark is allowed) without NUL
// bytes; reports the first problem (with line and column) and returns false if not.
bool checkInputText(const std::string &text, const std::string &file, Problems &out);

// A user's value quoted for a one-line message: control characters escaped, cut after 60
// characters, so that a problem stays one readable line ("unknown GPU \"RTX\\n9090\"").
std::string quoteValue(const std::string &value);

// A number as a message shows it: the shortest form printf's %g gives (7.1429, 1e+20, 0.001).
std::string formatNumber(double v);

// Parses JSON text into a value, or reports why it cannot (with line and column). Runs
// checkInputText and the depth limit first.
std::optional<nlohmann::json> parseJsonText(const std::string &text, const std::string &file, Problems &out);

// Where a reader is and where its problems go. Shared by every ObjectReader of one file.
struct JsonContext
{
    std::string file;
    Problems *problems = nullptr;
    Problem::Severity unknownKeySeverity = Problem::Severity::Error;

    void report(const std::string &path, const std::string &code, const std::string &message,
                Problem::Severity severity = Problem::Severity::Error) const;
};

enum class Need
{
    Required,
    Optional
};

// Validated, path-aware reading of one JSON object: every accessor checks type and range,
// reports a problem naming the JSON pointer, and marks the key as read so that finish() can
// report the keys nobody read. Used by the catalog loader and the job parser alike.
class ObjectReader
{
public:
    ObjectReader() = default;
    ObjectReader(const nlohmann::json *object, std::string path, const JsonContext *context);

    bool valid() const { return m_object != nullptr; }
    const std::string &path() const { return m_path; }
    std::string pathOf(const std::string &key) const;
    bool has(const std::string &key) const;

    // A finite number within [min, max]; positive=true also rejects zero.
    std::optional<double> number(const std::string &key, Need need, bool positive = true,
                                 double max = std::numeric_limits<double>::max());
    // A finite number within `range` (core/InputLimits.h); `what` says what a value outside it
    // would be ("no GPU has this much memory"), shown after the bounds.
    std::optional<double> number(const std::string &key, Need need, limits::Range range,
                                 const char *what = nullptr);
    // A whole number within [min, max] (1.0 is accepted, 1.5 is not).
    std::optional<std::int64_t> integer(const std::string &key, Need need, std::int64_t min,
                                        std::int64_t max);
    // A non-empty string without control characters, bidi controls or invalid UTF-8.
    // ... and at most limits::kMaxTextChars characters long.
    std::optional<std::string> string(const std::string &key, Need need);
    // A string naming something (a model, GPU, provider, region): at most limits::kMaxNameChars.
    std::optional<std::string> name(const std::string &key, Need need);
    // An id (SafeText.h: letters, digits, '.', '_', '-'): what ends up in scripts and file names.
    std::optional<std::string> id(const std::string &key, Need need);
    std::optional<std::string> oneOf(const std::string &key, Need need,
                                     const std::vector<std::string> &choices);
    // A name of one of an enum's values (core/EnumNames.h).
    template <typename E> std::optional<E> oneOf(const std::string &key, Need need)
    {
        const std::optional<std::string> name = oneOf(key, need, namesOf<E>());
        return name ? fromString<E>(*name) : std::nullopt;
    }
    std::optional<bool> boolean(const std::string &key, Need need);
    ObjectReader object(const std::string &key, Need need);
    std::vector<ObjectReader> objects(const std::string &key, Need need);
    std::optional<std::vector<std::string>> strings(const std::string &key, Need need);
    // The raw value (marked as read), for callers that dispatch on its shape.
    const nlohmann::json *raw(const std::string &key);

    // Reports every key that no accessor read.
    void finish();

    const JsonContext *context() const { return m_context; }

private:
    const nlohmann::json *take(const std::string &key, Need need, const char *expected);
    // The value when it is of the type isType checks; reported as of the wrong type otherwise.
    const nlohmann::json *take(const std::string &key, Need need, const char *expected,
                               bool (nlohmann::json::*isType)() const noexcept);
    void typeError(const std::string &key, const char *expected, const nlohmann::json &value) const;
    std::optional<std::string> text(const std::string &key, Need need, std::size_t maxChars);
    // false, with a problem at `path`, when text has more than maxChars characters
    bool withinLength(const std::string &path, const std::string &text, std::size_t maxChars);

    const nlohmann::json *m_object = nullptr;
    std::string m_path;
    const JsonContext *m_context = nullptr;
    std::set<std::string> m_read;
};

// Edit distance of two strings (insertions, deletions, substitutions, swapped neighbours).
std::size_t editDistance(const std::string &a, const std::string &b);
// The key of `known` that `key` most likely misspells ("max_costs" -> "max_cost"), "" when none
// is within a letter or two.
std::string closestKey(const std::string &key, const std::set<std::string> &known);

// A readable name of a JSON value's type ("a string", "an array", ...).
std::string jsonTypeName(const nlohmann::json &value);

} // namespace tp
