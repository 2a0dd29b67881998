#pragma once

// Shared by the corpus tests (tst_badinput, tst_plandocument): an expected message line with
// '*' for the parts that may vary (line and column, a parser's wording), and {placeholders}
// filled in before matching.
#include <string>

namespace tp::test {

// '*' matches any run of characters; everything else matches itself.
inline bool globMatch(const std::string &pattern, const std::string &text)
{
    std::size_t p = 0, t = 0, star = std::string::npos, mark = 0;
    while (t < text.size()) {
        if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            mark = t;
        } else if (p < pattern.size() && pattern[p] == text[t]) {
            ++p;
            ++t;
        } else if (star != std::string::npos) {
            p = star + 1;
            t = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

// `s` with every `from` replaced by `to` ("{file}" -> the case's path).
inline std::string replaceAll(std::string s, const std::string &from, const std::string &to)
{
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
    return s;
}

} // namespace tp::test
