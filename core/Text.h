#pragma once

#include <algorithm>
#include <cctype>
#include <string>

namespace tp {

// ASCII lower case, for case-insensitive ids ("a10" finds "A10").
inline std::string toLower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace tp
