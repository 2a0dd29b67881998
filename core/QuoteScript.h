#pragma once

#include "core/Catalog.h"
#include "core/Problem.h"

#include <cstddef>
#include <string>

namespace tp {

// A POSIX shell script that asks the provider's own configured client (aliyun, tccli) for the
// price of every catalog instance type in one region and saves each answer as core/QuoteFiles.h
// lays out. It holds checked, single-quoted catalog ids only; TrainPlan never holds credentials.
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
