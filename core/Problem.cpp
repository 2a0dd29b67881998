#include "core/Problem.h"

#include "core/SafeText.h"

#include <algorithm>

namespace tp {

std::string Problem::toString() const
{
    // A file name or a key from the input may hold a line break or a terminal escape: shown escaped.
    std::string out = file.empty() ? std::string("<input>") : escapeForDisplay(file);
    out += ": ";
    if (!path.empty()) {
        out += escapeForDisplay(path);
        out += ": ";
    }
    if (severity == Severity::Warning)
        out += "warning: ";
    out += escapeForDisplay(message);
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
