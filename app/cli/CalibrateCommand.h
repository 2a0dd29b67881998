#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tp {

class CliApp;

// `trainplan-cli calibrate LOG [--job JOB.json] [--hardware JSON]` (spec/cli.md, version 2): reads
// a training log (core/calibration/RunLog.h) and prints the `measured` entry it implies, or with
// --job the job with that entry added to its `measured` array. Where each figure came from goes
// to stderr. Exit codes as the rest of the CLI: 0 done, 1 I/O failure, 2 bad input.
class CalibrateCommand
{
public:
    CalibrateCommand(std::ostream &out, std::ostream &err) : m_out(out), m_err(err) {}

    // args after "calibrate"
    int run(const std::vector<std::string> &args, const CliApp &app);

private:
    std::ostream &m_out;
    std::ostream &m_err;
};

} // namespace tp
