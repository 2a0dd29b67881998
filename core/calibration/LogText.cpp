// The text helpers the log readers share (RunLogDetail.h): lines, numbers, units, steady state.
#include "core/calibration/RunLogDetail.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <sstream>

namespace tp::runlog {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Removes ESC [ ... letter sequences (ANSI colours).
std::string withoutEscapes(const std::string &s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\x1b' && i + 1 < s.size() && s[i + 1] == '[') {
            std::size_t j = i + 2;
            while (j < s.size() && !std::isalpha(static_cast<unsigned char>(s[j])))
                ++j;
            i = j;
            continue;
        }
        out += s[i];
    }
    return out;
}

} // namespace

std::vector<Line> splitLines(const std::string &text)
{
    std::vector<Line> lines;
    std::size_t number = 1, start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != '\n' && text[i] != '\r')
            continue;
        if (i > start)
            lines.push_back({number, withoutEscapes(text.substr(start, i - start))});
        if (i < text.size() && text[i] == '\n')
            ++number;
        start = i + 1;
    }
    return lines;
}

std::optional<double> numberAt(const std::string &s, std::size_t pos, std::size_t *end)
{
    std::string digits;
    std::size_t i = pos;
    if (i < s.size() && (s[i] == '-' || s[i] == '+'))
        digits += s[i++];
    for (const char *word : {"nan", "inf"}) {
        if (s.compare(i, 3, word) == 0) {
            if (end)
                *end = i + 3;
            return word[0] == 'n' ? std::nan("") : (digits == "-" ? -HUGE_VAL : HUGE_VAL);
        }
    }
    bool seenDigit = false;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (isDigit(c)) {
            digits += c;
            seenDigit = true;
        } else if (c == ',' && seenDigit && i + 3 < s.size() && isDigit(s[i + 1]) && isDigit(s[i + 2]) &&
                   isDigit(s[i + 3]) && (i + 4 >= s.size() || !isDigit(s[i + 4]))) {
            continue; // a thousands separator: "7,142"
        } else if (c == '.' && digits.find_first_of(".eE") == std::string::npos) {
            digits += c;
        } else if ((c == 'e' || c == 'E') && seenDigit && digits.find_first_of("eE") == std::string::npos &&
                   i + 1 < s.size() && (isDigit(s[i + 1]) || s[i + 1] == '-' || s[i + 1] == '+')) {
            digits += c;
            if (s[i + 1] == '-' || s[i + 1] == '+')
                digits += s[++i];
        } else {
            break;
        }
    }
    if (!seenDigit)
        return std::nullopt;
    double value = 0;
    const char *first = digits.data() + (digits[0] == '+' ? 1 : 0);
    const auto [ptr, ec] = std::from_chars(first, digits.data() + digits.size(), value);
    if (ec == std::errc::result_out_of_range)
        value = HUGE_VAL;
    else if (ec != std::errc() || ptr != digits.data() + digits.size())
        return std::nullopt;
    if (end)
        *end = i;
    return value;
}

std::optional<double> numberAfter(const std::string &line, const std::string &label, std::size_t *end)
{
    const std::size_t at = line.find(label);
    if (at == std::string::npos)
        return std::nullopt;
    std::size_t i = at + label.size();
    while (i < line.size() && std::string(" \t:='\"()").find(line[i]) != std::string::npos)
        ++i;
    return numberAt(line, i, end);
}

std::optional<double> dottedSetting(const std::string &line, const std::string &name)
{
    for (std::size_t at = line.find(name); at != std::string::npos; at = line.find(name, at + 1)) {
        if (at == 0 || (line[at - 1] != ' ' && line[at - 1] != '\t'))
            continue;
        std::size_t i = at + name.size();
        if (i >= line.size() || line[i] != ' ')
            continue;
        while (i < line.size() && (line[i] == ' ' || line[i] == '.'))
            ++i;
        std::size_t end = 0;
        const std::optional<double> value = numberAt(line, i, &end);
        if (value && trim(line.substr(end)).empty())
            return value;
    }
    return std::nullopt;
}

std::optional<double> toGib(double value, const std::string &unitIn)
{
    std::string unit;
    for (char c : trim(unitIn))
        unit += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (unit == "tib" || unit == "tb")
        return value * 1024.0;
    if (unit == "gib" || unit == "gb" || unit == "g")
        return value;
    if (unit == "mib" || unit == "mb" || unit == "m")
        return value / 1024.0;
    if (unit == "kib" || unit == "kb")
        return value / (1024.0 * 1024.0);
    if (unit.empty() || unit == "b" || unit == "bytes")
        return value / (1024.0 * 1024.0 * 1024.0);
    return std::nullopt;
}

bool contains(const std::string &text, const char *what)
{
    return text.find(what) != std::string::npos;
}

std::string trim(const std::string &s)
{
    const std::size_t first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

std::vector<std::string> csvCells(const std::string &line)
{
    std::vector<std::string> out;
    std::istringstream s(line);
    for (std::string cell; std::getline(s, cell, ',');)
        out.push_back(trim(cell));
    return out;
}

std::string lineRef(const Line &line, const std::string &what)
{
    return "line " + std::to_string(line.number) + ": " + what;
}

void setFigure(std::optional<RunFigure> &figure, double value, std::string from)
{
    figure = RunFigure{value, std::move(from)};
}

Steady steadyMean(const std::vector<Reading> &readings, const std::string &what)
{
    Steady s;
    if (readings.empty())
        return s;
    const std::size_t n = readings.size();
    const std::size_t skip = n >= 2 ? std::max<std::size_t>(1, n / 10) : 0;
    double sum = 0;
    for (std::size_t i = skip; i < n; ++i)
        sum += readings[i].value;
    const std::size_t used = n - skip;
    s.mean = sum / static_cast<double>(used);
    const Reading &first = readings[skip], &last = readings.back();
    s.from = used == 1 ? "line " + std::to_string(first.line) + ": " + what
                       : "lines " + std::to_string(first.line) + "-" + std::to_string(last.line) + ": mean " +
                             what + " of " + std::to_string(used) + " logged intervals";
    s.window = used == 1 ? first.step : first.step + " to " + last.step;
    if (skip == 0)
        s.window += " (the only logged interval: start-up and warm-up included)";
    else
        s.window += "; " +
                    (skip == 1 ? readings[0].step : readings[0].step + " to " + readings[skip - 1].step) +
                    " left out as warm-up";
    return s;
}

} // namespace tp::runlog
