#pragma once

#include "core/Catalog.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// A calendar day (proleptic Gregorian), for the age of provenance dates.
struct CivilDate
{
    int year = 1970;
    int month = 1; // 1..12
    int day = 1;   // 1..31

    bool operator==(const CivilDate &o) const { return year == o.year && month == o.month && day == o.day; }
};

// Prices older than this are worth a second look: Chinese clouds reprice GPU types a few times
// a year (new generations, spot and subscription campaigns).
constexpr int kStaleAfterDays = 180;

// "YYYY-MM-DD" with a day that exists in that month; nullopt otherwise.
std::optional<CivilDate> parseDay(const std::string &s);
// "YYYY-MM-DD"
std::string toString(const CivilDate &d);
// Days since 1970-01-01 (negative before), and back.
long daysSinceEpoch(const CivilDate &d);
CivilDate fromDaysSinceEpoch(long days);
// Today in the local time zone.
CivilDate today();

// The last day of the period a provenance date names: "2024" -> 2024-12-31, "2024-02" ->
// 2024-02-29, "2024-05-17" -> itself. nullopt for anything else.
std::optional<CivilDate> provenanceDateEnd(const std::string &date);

// Whether a provenance date is older than maxAgeDays before `day`: the END of its period lies
// more than maxAgeDays days before `day` ("2024" is stale from 2025-06-30 on with 180 days). An
// unreadable date is not stale (the loader reports it as a bad date).
bool isStale(const std::string &date, const CivilDate &day, int maxAgeDays = kStaleAfterDays);
// The first day that is not stale: a date whose period ends before it is.
CivilDate staleCutoff(const CivilDate &day, int maxAgeDays = kStaleAfterDays);

// Whole months from the end of a provenance date's period to `day` (0 when it ends later or
// within a month); nullopt for an unreadable date. "2023-07" on 2026-12-02 is 40 months old.
std::optional<int> ageInMonths(const std::string &date, const CivilDate &day);

// One price whose date is stale.
struct StalePrice
{
    std::string provider;
    std::string instanceType;
    Price price;
};

// Every stale price of the catalog, in catalog order.
std::vector<StalePrice> stalePrices(const Catalog &catalog, const CivilDate &day,
                                    int maxAgeDays = kStaleAfterDays);

// Prices older than this are more than a pricing round out of date: `catalog check` warns about
// them by provider, and a user should refresh them (import-prices, quote-script / import-quotes).
constexpr int kOutdatedAfterDays = 365;

// What the catalog's prices of one provider rest on: how many by confidence and how old.
struct ProviderPriceFigures
{
    std::string provider;
    std::size_t prices = 0;
    std::map<std::string, std::size_t> byConfidence; // "list", "reported", "estimate", "quote"
    std::size_t stale = 0;                           // older than kStaleAfterDays
    std::size_t outdated = 0;                        // older than kOutdatedAfterDays
    std::string oldest; // the date among its prices whose period ended first ("" when none is dated)
};

// One entry per provider with prices, in provider id order.
std::vector<ProviderPriceFigures> priceFigures(const Catalog &catalog, const CivilDate &day);

} // namespace tp
