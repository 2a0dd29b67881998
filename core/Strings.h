#pragma once

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>
#include <string>

namespace tp {

// ASCII lower case, for case-insensitive ids ("a10" finds "A10").
inline std::string toLower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// A number with a fixed count of decimals, "C" locale ("12.5"), for messages and tables.
// std::to_chars: locale-independent and without a stream (the planner writes thousands).
inline std::string fixedDecimals(double v, int digits = 1)
{
    char buf[400];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, digits);
    if (r.ec != std::errc()) {
        std::ostringstream s;
        s.imbue(std::locale::classic());
        s.setf(std::ios::fixed);
        s.precision(digits);
        s << v;
        return s.str();
    }
    return std::string(buf, r.ptr);
}

} // namespace tp
