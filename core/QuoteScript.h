#pragma once

#include "core/Catalog.h"
#include "core/Problem.h"

#include <cstddef>
#include <string>

namespace tp {

// A POSIX shell script that asks a provider's own command-line client (aliyun, tccli), already
// configured by the user, for the price of every catalog instance type of that provider in one
// region, for each billing the provider's API quotes, and saves each JSON answer in a folder laid
// out as core/QuoteFiles.h says (catalog/README.md, "Quotes from your own account"). The script
// holds catalog ids only, each checked against [A-Za-z0-9._-] and single-quoted; it runs with
// the client and POSIX utilities, goes on past a failed call (leaving FILE.err) and prints a
// summary. TrainPlan itself never holds credentials or opens a connection.
struct QuoteScript
{
    std::string text;   // the script; empty when none could be written
    std::string region; // the region it asks about (the one given, or the default)
    std::size_t instanceTypes = 0;
    Problems problems; // why no script (errors), or ids left out (warnings)
};

// `region` empty: the provider's first mainland-China region, else its first region. `today`
// (YYYY-MM-DD) is only written into the script's header comment.
QuoteScript writeQuoteScript(const Catalog &catalog, const std::string &provider, const std::string &region,
                             const std::string &today);

} // namespace tp
