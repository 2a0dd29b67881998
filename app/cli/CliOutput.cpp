#include "cli/CliOutput.h"

#include <ostream>
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

} // namespace tp::cli
