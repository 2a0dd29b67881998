#pragma once

#include "core/Problem.h"

#include <iosfwd>

namespace tp::cli {

// Exit codes of every trainplan-cli command (spec/cli.md).
constexpr int kOk = 0;
constexpr int kFailure = 1;  // I/O or internal error
constexpr int kBadInput = 2; // a file, JSON path and problem on stderr

// One line per problem ("file: /path: message [code]"), whatever a message quotes.
void printProblems(std::ostream &err, const Problems &problems);

} // namespace tp::cli
