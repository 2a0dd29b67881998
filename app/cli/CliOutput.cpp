#include "cli/CliOutput.h"

#include "core/SafeText.h"
#include "core/TextFile.h"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <ostream>
#include <sstream>
#include <string>

namespace tp::cli {

void printProblems(std::ostream &err, const Problems &problems)
{
    for (const Problem &p : problems) {
        std::string line = p.toString();
        for (char &c : line) // one line each (spec/cli.md), whatever a message quotes
            if (c == '\n' || c == '\r')
                c = ' ';
        err << line << "\n";
    }
}

int catalogFailure(const Problems &problems)
{
    for (const Problem &p : problems)
        if (p.isError() && p.code == "unreadable")
            return kFailure;
    return kBadInput;
}

int printCatalogErrors(std::ostream &err, const Problems &problems, const char *hint)
{
    printProblems(err, problems);
    err << "trainplan-cli: the catalog has errors (trainplan-cli catalog check lists them" << hint << ")\n";
    return catalogFailure(problems);
}

void printSkippedOverrides(std::ostream &err, Problems &problems, const std::string &folder)
{
    if (folder.empty())
        return;
    const std::string prefix = (std::filesystem::path(folder) / "").string();
    const auto fromOverrides = [&](const Problem &p) {
        return !p.isError() && (p.file == folder || p.file.rfind(prefix, 0) == 0);
    };
    Problems skipped;
    std::copy_if(problems.begin(), problems.end(), std::back_inserter(skipped), fromOverrides);
    problems.erase(std::remove_if(problems.begin(), problems.end(), fromOverrides), problems.end());
    printProblems(err, skipped);
}

bool readInputFile(const std::string &file, std::string &text, std::string &error, int &code)
{
    TextFile read = readTextFile(file);
    if (!read.ok()) {
        const bool tooLarge = read.status == TextFile::Status::TooLarge;
        error = escapeForDisplay(file) +
                (tooLarge ? ": the file is " + read.reason : ": cannot open the file (" + read.reason + ")");
        code = tooLarge ? kBadInput : kFailure;
        return false;
    }
    text = std::move(read.text);
    return true;
}

} // namespace tp::cli
