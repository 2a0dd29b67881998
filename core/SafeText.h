#pragma once

#include <string>

namespace tp {

// Text that reaches a shell script, a YAML or CSV file, a terminal or a dialog must not be able to
// act there. These are the checks and escapes every reader and writer of TrainPlan shares.

// An id of the catalog (GPU, model, instance type, provider, region, storage, framework, server):
// 1 to 64 of A-Z a-z 0-9 . _ - starting with a letter or a digit ("ecs.gn7i-c8g1.2xlarge").
constexpr std::size_t kMaxIdLength = 64;
bool isSafeId(const std::string &id);
// Why `id` is not one ("" when it is), for a problem message.
std::string idProblem(const std::string &id);

// The first character of `text` that may act on a reader instead of being read: a C0 or C1
// control character or DEL (newline and tab only when `allowLayout` is false), a Unicode bidi
// override or isolate (U+202A-U+202E, U+2066-U+2069, U+200E/F, U+061C), or a byte sequence that
// is not UTF-8. "" when there is none, else a description ("U+202E (right-to-left override)").
std::string unsafeCharacter(const std::string &text, bool allowLayout = false);

// `text` for showing: every character unsafeCharacter() finds written as \n, \t or \uXXXX
// (invalid bytes as \xNN), so a terminal or a table shows what the value is without obeying it.
std::string escapeForDisplay(const std::string &text);

// The number of characters (UTF-8 code points; an invalid byte counts as one) of `text`.
std::size_t characterCount(const std::string &text);

// Text from a file that is only shown, never checked against anything (a model's name from its
// config.json): escaped as escapeForDisplay() does and cut to `maxChars` characters, the cut
// marked with an ellipsis (which counts as one of the maxChars).
std::string displayText(const std::string &text, std::size_t maxChars);

// `text` as one bash word in single quotes ('it'\''s'): nothing in it is expanded.
std::string shellQuote(const std::string &text);

// `text` for a comment line of a generated file: printable ASCII only, anything else (line
// breaks, controls, non-ASCII) becomes '?', so it cannot end the comment.
std::string commentSafe(const std::string &text);

// A CSV cell a spreadsheet will not run: a cell starting with = + - @ tab or CR gets a leading
// apostrophe (OWASP "CSV injection"). Quoting for the CSV syntax is the writer's job.
std::string spreadsheetSafe(const std::string &cell);

} // namespace tp
