#pragma once

// Shared by the corpus tests (tst_badinput, tst_plandocument): an expected message line with
// '*' for the parts that may vary (line and column, a parser's wording).
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

} // namespace tp::test
