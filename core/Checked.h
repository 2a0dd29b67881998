#pragma once

#include "core/Problem.h"

#include <optional>

namespace tp {

// What a reader or a step produced, with the problems it found: `value` is set unless an error
// stopped it; warnings may accompany a value.
template <typename T> struct Checked
{
    std::optional<T> value;
    Problems problems;

    bool ok() const { return value.has_value(); }
};

} // namespace tp
