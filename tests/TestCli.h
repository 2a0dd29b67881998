#pragma once

// Shared by the CLI tests: trainplan-cli run in-process on given arguments and stdin, with what
// it printed and its exit code.
#include "TestFiles.h"
#include "cli/CliApp.h"

#include <QString>
#include <QTemporaryDir>
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

// A CLI test's input files, in a temporary folder that goes with the test.
class ScratchFiles
{
public:
    bool isValid() const { return m_dir.isValid(); }
    // The path of `name` in the folder (the file need not exist).
    std::string path(const char *name) const
    {
        return m_dir.filePath(QString::fromLatin1(name)).toStdString();
    }
    // Writes `text` to the file `name` in the folder and returns its path.
    std::string write(const char *name, const std::string &text) const
    {
        const std::string path = m_dir.filePath(QString::fromLatin1(name)).toStdString();
        std::ofstream(path) << text;
        return path;
    }

private:
    QTemporaryDir m_dir;
};

} // namespace tp::test
