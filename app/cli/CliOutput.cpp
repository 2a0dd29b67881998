#include "cli/CliOutput.h"

#include "core/SafeText.h"
#include "core/TextFile.h"

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
