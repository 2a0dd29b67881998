#pragma once

#include <QCoreApplication>
#include <QString>
#include <array>
#include <cstddef>

// The translated name of an enum value (one of the core's, or a row, column or part numbered from
// 0), from its names in the enum's order (as core/EnumNames.h lists its spellings), each marked
// QT_TRANSLATE_NOOP(context, ...) so that lupdate files it under the class that shows it; a value
// past the end has no name. Where the enum ends in a count, a static_assert checks the list:
//
//     static constexpr std::array names{QT_TRANSLATE_NOOP("PlanText", "Cheapest"), ...};
//     return translatedName("PlanText", names, objective);
template <typename E, std::size_t N>
QString translatedName(const char *context, const std::array<const char *, N> &names, E value)
{
    const auto index = static_cast<std::size_t>(value);
    return index < N ? QCoreApplication::translate(context, names[index]) : QString();
}
