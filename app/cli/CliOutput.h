#pragma once

#include "core/Problem.h"

#include <iosfwd>
#include <string>

namespace tp::cli {

// Exit codes of every trainplan-cli command (spec/cli.md).
constexpr int kOk = 0;
constexpr int kFailure = 1;  // I/O or internal error
constexpr int kBadInput = 2; // a file, JSON path and problem on stderr

// One line per problem ("file: /path: message [code]"), whatever a message quotes.
void printProblems(std::ostream &err, const Problems &problems);

// The exit code of a catalog that did not load: 1 when a file or folder could not be read
// (an I/O error, never treated as an empty folder), else 2 (bad input).
int catalogFailure(const Problems &problems);
// Prints a catalog's problems and that it has errors, with `hint` inside the closing
// parenthesis; returns catalogFailure().
int printCatalogErrors(std::ostream &err, const Problems &problems, const char *hint = "");

// Prints, and takes out of `problems`, the warnings about the user's overrides folder `folder`
// (a file skipped, a price left out): every command that goes on without them says so once.
void printSkippedOverrides(std::ostream &err, Problems &problems, const std::string &folder);

// Reads a whole input file of at most 16 MB; false with a message (and the exit code: 1 when it
// cannot be read, 2 when it is too large) if not.
bool readInputFile(const std::string &file, std::string &text, std::string &error, int &code);

} // namespace tp::cli
