// Peak GPU memory on its own: an nvidia-smi CSV (`nvidia-smi --query-gpu=...,memory.used
// --format=csv`: a header "index, memory.used [MiB], ..." and rows "0, 19876 MiB, ..."), and lines
// of any log printing torch.cuda.max_memory_allocated() with a unit.
#include "core/calibration/RunLogDetail.h"

#include <cctype>
#include <set>

namespace tp::runlog {

namespace {

// "19876 MiB" -> 19876 and "MiB"; "19876" -> 19876 and "".
std::optional<double> valueWithUnit(const std::string &cell, std::string &unit)
{
    std::size_t end = 0;
    const std::optional<double> v = numberAt(cell, 0, &end);
    if (!v)
        return std::nullopt;
    unit = trim(cell.substr(end));
    return v;
}

} // namespace

bool readNvidiaSmiCsv(const std::vector<Line> &lines, const std::string &file, RunLog &log,
                      Problems &problems)
{
    if (lines.empty() || !contains(lines.front().text, "memory.used"))
        return false;
    log.format = RunLogFormat::NvidiaSmi;
    const std::vector<std::string> header = csvCells(lines.front().text);
    std::size_t column = header.size(), indexColumn = header.size();
    std::string headerUnit;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i].rfind("memory.used", 0) == 0) {
            column = i;
            const std::size_t open = header[i].find('['), close = header[i].find(']');
            if (open != std::string::npos && close != std::string::npos && close > open)
                headerUnit = header[i].substr(open + 1, close - open - 1);
        } else if (header[i] == "index") {
            indexColumn = i;
        }
    }
    std::set<std::string> gpus;
    for (std::size_t r = 1; r < lines.size(); ++r) {
        const std::vector<std::string> row = csvCells(lines[r].text);
        if (row == header || column >= row.size())
            continue;
        std::string unit;
        const std::optional<double> value = valueWithUnit(row[column], unit);
        if (!value)
            continue; // "[N/A]", "[Not Supported]"
        const std::optional<double> gib = toGib(*value, unit.empty() ? headerUnit : unit);
        if (!gib) {
            problems.push_back({Problem::Severity::Error, "log-bad-figure", file,
                                "line " + std::to_string(lines[r].number),
                                "memory.used in an unknown unit \"" + unit + "\""});
            return true;
        }
        if (indexColumn < row.size())
            gpus.insert(row[indexColumn]);
        if (!log.peakMemoryGib || *gib > log.peakMemoryGib->value)
            setFigure(log.peakMemoryGib, *gib, lineRef(lines[r], "memory.used"));
    }
    if (!log.peakMemoryGib) {
        problems.push_back({Problem::Severity::Error, "log-missing-figure", file, "line 2",
                            "no memory.used figure: expected rows such as \"0, 19876 MiB, 23028 MiB\" below "
                            "the header"});
        return true;
    }
    log.window = "the highest sample";
    if (!gpus.empty())
        log.window += " of " + std::to_string(gpus.size()) + (gpus.size() == 1 ? " GPU" : " GPUs");
    log.notes.push_back("nvidia-smi's memory.used is all the memory in use on the GPU: the CUDA context, "
                        "PyTorch's cache and other processes included");
    return true;
}

bool readMemoryPrintouts(const std::vector<Line> &lines, RunLog &log)
{
    bool found = false;
    for (const Line &line : lines) {
        std::size_t end = 0;
        const std::optional<double> value = numberAfter(line.text, "max_memory_allocated", &end);
        if (!value)
            continue;
        std::size_t unitEnd = line.text.find_first_not_of(' ', end);
        std::size_t unitStart = unitEnd == std::string::npos ? line.text.size() : unitEnd;
        unitEnd = unitStart;
        while (unitEnd < line.text.size() && std::isalpha(static_cast<unsigned char>(line.text[unitEnd])))
            ++unitEnd;
        const std::optional<double> gib = toGib(*value, line.text.substr(unitStart, unitEnd - unitStart));
        if (!gib)
            continue;
        found = true;
        if (!log.peakMemoryGib || *gib > log.peakMemoryGib->value)
            setFigure(log.peakMemoryGib, *gib, lineRef(line, "max_memory_allocated"));
    }
    return found;
}

} // namespace tp::runlog
