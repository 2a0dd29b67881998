#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

// Figures as the UI shows them: in the current locale, about three significant digits, with
// translated units. The models' raw roles keep the unrounded numbers.
class Format
{
    Q_DECLARE_TR_FUNCTIONS(Format)

public:
    // 0.0123, 1.23, 12.3, 123, 1,234 (never an exponent)
    static QString number(double value, int significantDigits = 3);
    static QString gib(double value);
    // 45 min, 12.3 h, 4.2 days
    static QString duration(double hours);
    static QString percent(double fraction);
    // 36.6 GPU-hours (36.6 卡时): the unit always after the figure.
    static QString gpuHours(double value);
    // A moment saved as ISO 8601 UTC ("2026-12-07T05:10:00Z") in local time, the locale's short
    // form; the text as it is when it is no such moment.
    static QString moment(const std::string &isoUtc);
};
