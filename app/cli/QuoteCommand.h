#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tp {

class CliApp;

// `trainplan-cli catalog quote-script` and `catalog import-quotes` (spec/cli.md, catalog/README.md
// "Quotes from your own account"): writes the shell script that asks a provider's own client for
// the prices of the catalog's instance types, and stores the answers it saved as user price
// overrides (prices-imported.json, merged like `catalog import-prices`). Exit codes as the rest of
// the CLI: 0 done, 1 I/O failure, 2 bad input (or any failed call or bad answer).
class QuoteCommand
{
public:
    QuoteCommand(std::ostream &out, std::ostream &err) : m_out(out), m_err(err) {}

    // args after "catalog quote-script"
    int script(const std::vector<std::string> &args, const CliApp &app);
    // args after "catalog import-quotes"; overrideDir: where the prices go (created when missing)
    int import(const std::vector<std::string> &args, const std::string &catalogDir,
               const std::string &overrideDir);

private:
    std::ostream &m_out;
    std::ostream &m_err;
};

} // namespace tp
