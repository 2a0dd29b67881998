#pragma once

// Internal to the log readers: the text helpers every log reader shares and the readers
// themselves, one file per tool family. readRunLog() (RunLog.cpp) is the only caller of the
// readers; the progress reader of core/watch (ProgressLog.cpp) shares the text helpers.
#include "core/calibration/RunLog.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tp::runlog {

// One line of a log, numbered from 1, with terminal colour escapes removed (torchtitan colours its
// metrics) and a carriage return (a progress bar redrawing itself) taken as a line break.
struct Line
{
    std::size_t number = 0;
    std::string text;
};
std::vector<Line> splitLines(const std::string &text);

// A decimal number at `pos` ("7,142", "-1.5e-07", "nan"), read the same in every locale; `end`
// gets the position after it.
std::optional<double> numberAt(const std::string &s, std::size_t pos, std::size_t *end = nullptr);
// The number after the first `label` in `line`, skipping spaces, ':', '=', quotes and '()';
// `end` gets the position after it.
std::optional<double> numberAfter(const std::string &line, const std::string &label,
                                  std::size_t *end = nullptr);
// A setting printed as "  name ........ 64" (Megatron-LM's arguments, DeepSpeed's configuration):
// `name` as a whole word followed by dots and one number ending the line.
std::optional<double> dottedSetting(const std::string &line, const std::string &name);
// `value` in `unit` ("GiB", "GB", "MiB", "MB", "B", "bytes"; "" means bytes) as GiB; nullopt for
// another unit. GB and MB are read as 2^30 and 2^20 bytes: the printouts divide by 1024^3.
std::optional<double> toGib(double value, const std::string &unit);
bool contains(const std::string &text, const char *what);
std::string trim(const std::string &s);
// The trimmed cells of a line of a CSV log (nvidia-smi's, Ultralytics' results.csv): the numbers
// and names they hold are never quoted.
std::vector<std::string> csvCells(const std::string &line);

// "line 12: what"
std::string lineRef(const Line &line, const std::string &what);
void setFigure(std::optional<RunFigure> &figure, double value, std::string from);

// Interval readings of a log (one per logged line): the steady state is their mean after the
// warm-up (the first logged interval, and the first tenth of a long run), said in `window`.
struct Reading
{
    double value = 0;
    std::size_t line = 0;
    std::string step; // "iteration 20", "step 10"
};
struct Steady
{
    double mean = 0;
    std::string from;   // "mean of lines 12-30"
    std::string window; // "iterations 20-100 (9 logged intervals); iteration 10 left out as warm-up"
};
Steady steadyMean(const std::vector<Reading> &readings, const std::string &what);

// The readers. Each returns true when the log is of its format and gave figures. looksLike*()
// recognise a log of the format that lacks them, for a message naming the expected line.
bool readMegatron(const std::vector<Line> &lines, RunLog &log);
bool looksLikeMegatron(const std::vector<Line> &lines);
bool readNemo(const std::vector<Line> &lines, RunLog &log);
bool looksLikeNemo(const std::vector<Line> &lines);
bool readDeepSpeed(const std::vector<Line> &lines, RunLog &log);
bool looksLikeDeepSpeed(const std::vector<Line> &lines);
bool readTorchtitan(const std::vector<Line> &lines, RunLog &log);
bool looksLikeTorchtitan(const std::vector<Line> &lines);
bool readHfTrainerLog(const std::vector<Line> &lines, RunLog &log);
bool looksLikeHfTrainerLog(const std::vector<Line> &lines);
// Peak memory from torch.cuda.max_memory_allocated() printouts, when the log has no other.
bool readMemoryPrintouts(const std::vector<Line> &lines, RunLog &log);

// Whole-file formats: each returns false when the text is not its format; when it is, it fills
// `log` or reports what was expected in `problems`.
bool readHfTrainerState(const std::string &text, const std::string &file, RunLog &log, Problems &problems);
bool readNvidiaSmiCsv(const std::vector<Line> &lines, const std::string &file, RunLog &log,
                      Problems &problems);
bool readUltralytics(const std::vector<Line> &lines, const std::string &file, const RunLogContext &context,
                     RunLog &log, Problems &problems);

} // namespace tp::runlog
