#pragma once

#include <string>
#include <vector>

namespace tp {

// One thing wrong (or worth a warning) in an input: which file, where in it, what. The core
// reports problems as values; front ends decide how to show them.
struct Problem
{
    enum class Severity
    {
        Error,
        Warning
    };

    Severity severity = Severity::Error;
    std::string code;    // stable, machine-readable: "unknown-key", "missing-field", ...
    std::string file;    // file name as the user gave it ("-" for stdin)
    std::string path;    // JSON pointer ("/hardware/gpu"), or "line 12" for text formats
    std::string message; // English, one sentence

    bool isError() const { return severity == Severity::Error; }
    // "file: /path: message" (the form the CLI prints, one line each)
    std::string toString() const;
};

using Problems = std::vector<Problem>;

bool hasErrors(const Problems &problems);

} // namespace tp
