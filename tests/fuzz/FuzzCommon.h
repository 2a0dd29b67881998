#pragma once

// Properties every fuzz harness checks. A violation prints what and aborts, which libFuzzer
// reports as a crash with the input that caused it.
#include "core/CatalogLoader.h"
#include "core/Problem.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

namespace tp::fuzz {

[[noreturn]] inline void fail(const std::string &what)
{
    std::fprintf(stderr, "fuzz property violated: %s\n", what.c_str());
    std::abort();
}

// A catalog folder loaded once per process; it must load without errors.
inline const Catalog &catalogFrom(const std::string &dir)
{
    auto result = loadCatalogFolder(dir);
    if (!result.ok())
        fail("the catalog " + dir + " does not load: " + result.problems.front().toString());
    static std::vector<Catalog> keep; // references stay valid: reserve before any push_back
    keep.reserve(4);
    keep.push_back(std::move(result.catalog));
    return keep.back();
}

// The CLI contract: every problem names a file, has a code and a message, and prints as one
// line of bounded length (a user's 10 MB string must not become a 10 MB message).
inline void checkProblems(const Problems &problems)
{
    for (const Problem &p : problems) {
        const std::string line = p.toString();
        if (p.file.empty() || p.code.empty() || p.message.empty())
            fail("a problem without file, code or message: " + line);
        if (line.find('\n') != std::string::npos || line.find('\r') != std::string::npos)
            fail("a problem that is not one line: " + line);
        if (line.size() > 2000)
            fail("a problem of " + std::to_string(line.size()) + " characters: " + line.substr(0, 300));
    }
}

// No output figure is NaN or infinite (checked before dumping: nlohmann writes them as null).
inline void checkFinite(const nlohmann::json &value, const std::string &path = "")
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        fail("a non-finite number at " + path + ": " + value.dump());
    if (value.is_object())
        for (auto it = value.begin(); it != value.end(); ++it)
            checkFinite(*it, path + "/" + it.key());
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i)
            checkFinite(value[i], path + "/" + std::to_string(i));
}

} // namespace tp::fuzz
