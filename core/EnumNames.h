#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace tp {

// How files, scripts and messages spell an enum's values. Each enum that is written or read spells
// them once, beside the enum, in the order of its values (which start at 0 and have no gaps); the
// functions below find the list by argument-dependent lookup:
//
//     enum class Precision { FP32, FP16, BF16, FP8 };
//     constexpr auto enumNames(Precision) { return std::array{"fp32", "fp16", "bf16", "fp8"}; }
//
// tst_enumnames pins every enum's spellings, since files depend on them.

// A value's name; empty for a value past the end of the list.
template <typename E, typename = std::enable_if_t<std::is_enum_v<E>>> std::string toString(E value)
{
    const auto names = enumNames(value);
    const auto index = static_cast<std::size_t>(value);
    return index < names.size() ? names[index] : std::string();
}

// The value a name spells; nothing for a name the list does not hold (names are case-sensitive).
template <typename E> std::optional<E> fromString(const std::string &name)
{
    const auto names = enumNames(E{});
    for (std::size_t i = 0; i < names.size(); ++i)
        if (name == names[i])
            return static_cast<E>(i);
    return std::nullopt;
}

// Every name, in the enum's order: the choices a reader offers in its error message.
template <typename E> std::vector<std::string> namesOf()
{
    const auto names = enumNames(E{});
    return {names.begin(), names.end()};
}

} // namespace tp
