#include "cli/CliOutput.h"

#include <filesystem>
#include <fstream>
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

std::string whyNotAFile(const std::string &file)
{
    std::error_code ec;
    return std::filesystem::exists(file, ec) ? "not a regular file" : "no such file";
}

bool readInputFile(const std::string &file, std::string &text, std::string &error, int &code)
{
    constexpr std::uintmax_t kMaxInputBytes = 16u * 1024u * 1024u;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        error = file + ": cannot open the file (" + whyNotAFile(file) + ")";
        code = kFailure;
        return false;
    }
    if (std::filesystem::file_size(file, ec) > kMaxInputBytes) {
        error = file + ": the file is larger than 16 MB";
        code = kBadInput;
        return false;
    }
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    // An empty file inserts nothing, which sets failbit on s: that is an empty text, not an error.
    if (!in || (!(s << in.rdbuf()) && in.peek() != std::ifstream::traits_type::eof())) {
        error = file + ": cannot read the file";
        code = kFailure;
        return false;
    }
    text = s.str();
    return true;
}

} // namespace tp::cli
