#pragma once

#include "core/calibration/RunLog.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tp::watch {

// One thing a growing training log said about the run's progress (issue 36): where the run is, and
// whatever clock the line carries. Positions are in the tool's own unit: optimizer steps, or epochs
// where the tool counts only epochs (Ultralytics); RunWatch turns them into samples.
struct ProgressEvent
{
    enum class Kind
    {
        Progress, // the run reached `step` (or `epoch`)
        RunStart, // a run's start-up banner: what follows may be a new or resumed run
        RunEnd,   // the tool's end-of-training line
        Eval,     // an evaluation pass ended, taking `evalSeconds` where the tool says
        Setting,  // settings only (total steps, global batch, GPUs), no position
    };
    Kind kind = Kind::Progress;
    std::size_t line = 0; // 1-based line of the text fed so far ("" for whole-file formats: 0)

    // The clocks a line may carry: a timestamp (seconds on the log's own wall clock, as written:
    // only differences are used) or the run's elapsed time as the tool counts it (tqdm's
    // [elapsed<remaining], results.csv's time column); neither when the line has none.
    std::optional<double> timestamp;
    std::optional<double> elapsed;
    // The time of one step as the tool measured it (Megatron's elapsed time per iteration, tqdm's
    // s/it, NeMo's train_step_timing): for the speed now when lines carry no clock.
    std::optional<double> stepSeconds;

    std::optional<double> step;  // optimizer steps done
    std::optional<double> epoch; // epochs done (fractional where the tool says so)
    std::optional<double> evalSeconds;

    // settings the line states
    std::optional<double> totalSteps;
    std::optional<double> totalEpochs;
    std::optional<double> stepsPerEpoch;
    std::optional<double> globalBatch; // samples per optimizer step
    std::optional<double> gpus;        // world size
};

// Reads a training log as it grows, a chunk at a time (the CLI's `watch` and the app's "Watch a
// Run…"): the formats of `calibrate` (core/calibration/RunLog.h) that log progress as they go:
// Megatron-LM and NeMo iteration lines, DeepSpeed step lines, torchtitan step lines, the Hugging
// Face Trainer's printed logs and tqdm bar, its trainer_state.json (rewritten whole at each save)
// and Ultralytics' results.csv. The format is recognised from the first line that only it writes;
// a line is read once it is complete (ends in a newline or a carriage return, as tqdm redraws).
class ProgressReader
{
public:
    // Events of the complete lines `chunk` completes. A chunk may end mid-line.
    std::vector<ProgressEvent> feed(const std::string &chunk);
    // Events of a last line that never got its newline (a log closed mid-line).
    std::vector<ProgressEvent> finish();
    // The whole text of a file that its tool rewrites (trainer_state.json): events of the entries
    // not seen before. false when the text is not such a file (then feed() is the way).
    bool readDocument(const std::string &text, std::vector<ProgressEvent> &events);
    // The log was cut or replaced by a new file (rotation): lines start again from 1 and a partial
    // line is dropped; what the reader learned of the run stays.
    void restartText();

    // The format recognised so far (nullopt until a line only one format writes).
    std::optional<RunLogFormat> format() const { return m_format; }
    std::size_t linesRead() const { return m_line; }

private:
    void readLine(const std::string &text, std::vector<ProgressEvent> &events);
    bool readHfLine(const std::string &text, ProgressEvent &event);
    bool readUltralyticsRow(const std::string &text, ProgressEvent &event);

    std::optional<RunLogFormat> m_format;
    std::string m_partial;
    std::size_t m_line = 0;
    bool m_skipNewline = false; // the chunk ended on '\r': a '\n' opening the next is the same break
    // what earlier lines said, for lines that need it
    std::optional<double> m_hfExamples, m_hfTotalBatch; // "Num examples", "Total train batch size"
    std::optional<double> m_barTotal;                   // tqdm: the training bar's total
    std::vector<std::string> m_csvHeader;               // results.csv
    int m_csvEpochColumn = -1, m_csvTimeColumn = -1;
    double m_csvFirstEpoch = 1;     // Ultralytics 8.0 numbers epochs from 0, later versions from 1
    double m_documentLastStep = -1; // trainer_state.json: entries up to this step were read
};

// Seconds on the log's clock of a timestamp near the start of `line` ("2026-11-30 11:00:00.123",
// "2026-11-30T11:00:00", "[2026-11-30 10:02:11,201]"): nullopt when it has none.
std::optional<double> lineTimestamp(const std::string &line);

} // namespace tp::watch
