#pragma once

// Files for tests, with no Qt and no layer: a core test reads its fixtures as a CLI test does.
#include <fstream>
#include <sstream>
#include <string>

namespace tp::test {

// A whole file as bytes ("" when it cannot be read).
inline std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A file of tests/data, e.g. fixture("watch/plan-2x8-a100.json").
inline std::string fixture(const std::string &name)
{
    return readFile(std::string(TRAINPLAN_TEST_DATA) + "/" + name);
}

} // namespace tp::test
