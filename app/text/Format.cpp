#include "text/Format.h"

#include <QDateTime>
#include <QLocale>
#include <algorithm>
#include <cmath>

QString Format::number(double value, int significantDigits)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return QLocale().toString(0);
    // Round to the digits that mean something, then print the shortest form: 16, 22.9, 1,208.
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, significantDigits - 1 - magnitude);
    const double scale = std::pow(10.0, decimals);
    const double rounded = decimals > 0 ? std::round(value * scale) / scale : std::round(value);
    return QLocale().toString(rounded, 'f', QLocale::FloatingPointShortest);
}

QString Format::gib(double value)
{
    return tr("%1 GiB").arg(number(value));
}

QString Format::duration(double hours)
{
    // a step or a save lasts seconds: "0.03 min" is not how anyone says it
    if (hours < 1.0 / 60.0)
        return tr("%1 s").arg(number(hours * 3600.0, 2));
    if (hours < 1.0)
        return tr("%1 min").arg(number(hours * 60.0, 2));
    if (hours < 48.0)
        return tr("%1 h").arg(number(hours));
    return tr("%1 days").arg(number(hours / 24.0));
}

QString Format::percent(double fraction)
{
    return tr("%1%").arg(QLocale().toString(std::round(fraction * 100.0), 'f', 0));
}

QString Format::gpuHours(double value)
{
    return tr("%1 GPU-hours").arg(number(value));
}

QString Format::moment(const std::string &isoUtc)
{
    const QString text = QString::fromStdString(isoUtc);
    const QDateTime at = QDateTime::fromString(text, Qt::ISODate);
    return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : text;
}
