#pragma once

// Shared by the CLI tests: trainplan-cli run in-process on given arguments and stdin, with what
// it printed and its exit code.
#include "cli/CliApp.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace tp::test {

struct CliRun
{
    int code = -1;
    std::string out, err;
};

inline CliRun runCli(const std::vector<std::string> &args, const std::string &stdinText = {})
{
    std::istringstream in(stdinText);
    std::ostringstream out, err;
    CliRun r;
    r.code = CliApp(in, out, err).run(args);
    r.out = out.str();
    r.err = err.str();
    return r;
}

// A whole file as bytes ("" when it cannot be read).
inline std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace tp::test
