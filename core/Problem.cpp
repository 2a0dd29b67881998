#include "Problem.h"

#include <algorithm>

namespace tp {

std::string Problem::toString() const
{
    std::string out = file.empty() ? std::string("<input>") : file;
    out += ": ";
    if (!path.empty()) {
        out += path;
        out += ": ";
    }
    if (severity == Severity::Warning)
        out += "warning: ";
    out += message;
    out += " [";
    out += code;
    out += "]";
    return out;
}

bool hasErrors(const Problems &problems)
{
    return std::any_of(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); });
}

} // namespace tp
