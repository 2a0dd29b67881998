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

} // namespace tp::cli
