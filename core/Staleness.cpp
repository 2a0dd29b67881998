#include "core/Staleness.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <regex>

namespace tp {

namespace {

bool leapYear(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int daysInMonth(int y, int m)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && leapYear(y) ? 29 : days[m - 1];
}

} // namespace

std::optional<CivilDate> parseDay(const std::string &s)
{
    auto end = provenanceDateEnd(s);
    if (!end || s.size() != 10)
        return std::nullopt;
    return end;
}

std::string toString(const CivilDate &d)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d.year, d.month, d.day);
    return buf;
}

long daysSinceEpoch(const CivilDate &d)
{
    // Howard Hinnant's days_from_civil (http://howardhinnant.github.io/date_algorithms.html).
    const long y = d.month <= 2 ? d.year - 1 : d.year;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const long yoe = y - era * 400;
    const long mp = (d.month + 9) % 12;
    const long doy = (153 * mp + 2) / 5 + d.day - 1;
    const long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

CivilDate fromDaysSinceEpoch(long days)
{
    // Howard Hinnant's civil_from_days.
    const long z = days + 719468;
    const long era = (z >= 0 ? z : z - 146096) / 146097;
    const long doe = z - era * 146097;
    const long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const long mp = (5 * doy + 2) / 153;
    const long d = doy - (153 * mp + 2) / 5 + 1;
    const long m = mp < 10 ? mp + 3 : mp - 9;
    return {static_cast<int>(yoe + era * 400 + (m <= 2 ? 1 : 0)), static_cast<int>(m), static_cast<int>(d)};
}

CivilDate today()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return {local.tm_year + 1900, local.tm_mon + 1, local.tm_mday};
}

std::optional<CivilDate> provenanceDateEnd(const std::string &date)
{
    static const std::regex re(R"(^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$)");
    std::smatch m;
    if (!std::regex_match(date, m, re))
        return std::nullopt;
    CivilDate d;
    d.year = std::stoi(m[1].str());
    d.month = m[2].matched ? std::stoi(m[2].str()) : 12;
    if (d.month < 1 || d.month > 12)
        return std::nullopt;
    const int last = daysInMonth(d.year, d.month);
    d.day = m[3].matched ? std::stoi(m[3].str()) : last;
    if (d.day < 1 || d.day > last)
        return std::nullopt;
    return d;
}

bool isStale(const std::string &date, const CivilDate &day, int maxAgeDays)
{
    const auto end = provenanceDateEnd(date);
    return end && daysSinceEpoch(day) - daysSinceEpoch(*end) > maxAgeDays;
}

CivilDate staleCutoff(const CivilDate &day, int maxAgeDays)
{
    return fromDaysSinceEpoch(daysSinceEpoch(day) - maxAgeDays);
}

std::vector<StalePrice> stalePrices(const Catalog &catalog, const CivilDate &day, int maxAgeDays)
{
    std::vector<StalePrice> out;
    for (const InstanceType &i : catalog.instances)
        for (const Price &p : i.prices)
            if (isStale(p.provenance.date, day, maxAgeDays))
                out.push_back({i.provider, i.id, p});
    return out;
}

std::optional<int> ageInMonths(const std::string &date, const CivilDate &day)
{
    const auto end = provenanceDateEnd(date);
    if (!end)
        return std::nullopt;
    int months = (day.year - end->year) * 12 + (day.month - end->month);
    if (day.day < end->day)
        --months;
    return std::max(0, months);
}

std::vector<ProviderPriceFigures> priceFigures(const Catalog &catalog, const CivilDate &day)
{
    std::map<std::string, ProviderPriceFigures> byProvider;
    for (const InstanceType &i : catalog.instances)
        for (const Price &p : i.prices) {
            ProviderPriceFigures &f = byProvider[i.provider];
            f.provider = i.provider;
            ++f.prices;
            ++f.byConfidence[p.provenance.confidence];
            f.stale += isStale(p.provenance.date, day, kStaleAfterDays) ? 1 : 0;
            f.outdated += isStale(p.provenance.date, day, kOutdatedAfterDays) ? 1 : 0;
            const auto end = provenanceDateEnd(p.provenance.date);
            if (end && (f.oldest.empty() || toString(*end) < toString(*provenanceDateEnd(f.oldest))))
                f.oldest = p.provenance.date;
        }
    std::vector<ProviderPriceFigures> out;
    for (auto &entry : byProvider)
        out.push_back(std::move(entry.second));
    return out;
}

} // namespace tp
