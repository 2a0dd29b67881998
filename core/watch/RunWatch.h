#pragma once

#include "core/watch/ProgressLog.h"
#include "core/watch/WatchPlan.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp::watch {

// A fact about the watched run beyond the figures ("resumed", "other-hardware"), with its
// figures as params and an English sentence.
struct WatchNote
{
    std::string code;
    std::string message;
    nlohmann::json params = nlohmann::json::object();
};

// Where the run stands against its plan after the lines read so far (issue 36).
struct WatchStatus
{
    bool started = false; // a position was read
    bool ended = false;   // the tool said it finished, or the run reached its last step

    // Seconds on the run's clock (0: when the run started, as far as the log tells) of the last
    // line read, and the log's own timestamp there when its lines carry one.
    double clockSeconds = 0;
    std::optional<double> logTimestamp;
    std::string timeSource; // "timestamps", "elapsed", "step-times", "arrival"

    double samplesDone = 0, samplesTotal = 0, fraction = 0;
    std::optional<double> step, totalSteps, epoch, totalEpochs; // as the log counts

    std::optional<double> speedNow;     // samples/s over the last logged intervals, pauses in
    std::optional<double> speedTypical; // the median interval of those: training, pauses out
    double speedPlanned = 0;            // the plan's average: its samples over its wall clock
    double trainSpeedPlanned = 0;       // the estimate's training speed, no pauses
    double elapsedHours = 0;            // since the run started, reclaims and restarts in
    double plannedFractionLow = 0, plannedFractionHigh = 0, plannedFraction = 0; // where the plan is by now
    double planHours = 0, planLowHours = 0, planHighHours = 0; // the plan's wall clock for a run this size
    double projectedHours = 0;                                 // elapsed + ETA (or elapsed, once ended)
    std::optional<double> etaHours, etaLowHours, etaHighHours; // still to go
    bool etaFromPlan = false;                                  // no speed measured yet: the plan's figure

    std::optional<double> costSoFar, costProjected, costPlanned;
    std::string currency;
    std::optional<double> maxCost, deadlineHours;

    // "waiting", "on-track", "ahead", "behind", "beyond-deadline", "beyond-budget",
    // "beyond-budget-and-deadline", "ended-within", "ended-beyond"
    std::string verdict;
    std::string verdictMessage;
    bool beyond = false; // ended, or projected, beyond the budget or the deadline

    std::size_t comparedWith = 0; // the plan's candidate compared (1-based)
    std::string comparedLabel;
    int restarts = 0;         // runs resumed or started again within the log
    double samplesRedone = 0; // trained again after resuming from an earlier checkpoint
    int evalPasses = 0;
    double evalSeconds = 0;
    std::optional<double> stalledForSeconds; // no progress for longer than the stall limit
    std::optional<double> stalledSinceLogTime;

    std::vector<WatchNote> notes;
};

// A way back inside the budget and deadline when the run is projected beyond them: another
// candidate of the plan for the rest of the run (at the pace this run has against its plan), or
// fewer epochs on this one.
struct WatchRescue
{
    enum class Kind
    {
        OtherCandidate, // resume the rest on candidate `candidate`
        FewerEpochs,    // stop after `epochs` epochs
    };
    Kind kind = Kind::OtherCandidate;
    std::size_t candidate = 0;
    std::string label;
    double epochs = 0;
    double hours = 0; // the run's whole wall clock that way
    std::optional<double> cost;
};

// One point of the run's progress for a chart: run clock (s) and samples done.
struct ProgressPoint
{
    double clockSeconds = 0;
    double samples = 0;
};

// Follows a run's progress events against its plan: turns the log's positions into samples of the
// plan's data, keeps one clock for the whole run (the log's timestamps, else the tool's elapsed
// time, else its step times, else when the lines arrived), sees restarts, resumes, evaluation
// passes and stalls, and projects time and cost at the pace of the last logged intervals.
class RunWatch
{
public:
    explicit RunWatch(WatchPlans plans);

    // An event read at `arrival` (seconds on any steady clock; the same one for status()).
    void add(const ProgressEvent &event, double arrival);
    // The log was truncated or replaced (rotation): said in the notes.
    void noteRotated();
    // No progress for this long (seconds) reads as a stall; 0 turns it off. Default 15 minutes.
    void setStallSeconds(double seconds) { m_stallSeconds = seconds; }

    WatchStatus status(double now) const;
    // What would bring a run projected beyond its limits back within them (none when it is not
    // beyond them, or no speed is measured yet), cheapest first, at most `count`.
    std::vector<WatchRescue> rescues(const WatchStatus &status, std::size_t count = 3) const;
    // Progress so far; clocks are on the run's clock minus origin() (0: the run's start).
    const std::vector<ProgressPoint> &history() const { return m_history; }
    double origin() const { return m_origin; }
    const WatchPlans &plans() const { return m_plans; }
    const WatchPlan &plan() const { return m_plans.candidates[m_compared]; }

private:
    double eventClock(const ProgressEvent &e, double arrival);
    double samplesAt(const ProgressEvent &e) const;
    double batch() const;
    double runSamples() const;
    void compareWithLoggedHardware();

    WatchPlans m_plans;
    std::size_t m_compared = 0;
    double m_stallSeconds = 15 * 60;

    // the clock
    double m_clock = 0, m_origin = 0;
    std::optional<double> m_lastArrival;
    std::optional<double> m_tsAnchor;
    double m_tsClock = 0;
    std::optional<double> m_lastTimestamp;
    std::optional<double> m_elapsedLast;
    double m_elapsedClock = 0;
    std::optional<double> m_lastStep;
    int m_sources = 0;         // bit per clock used: 1 timestamps, 2 elapsed, 4 step times, 8 arrival
    int m_eventSource = 0;     // the clock of the event being added
    int m_progressSources = 0; // the clocks positions were timed by

    // what the log said of the run
    std::optional<double> m_totalSteps, m_totalEpochs, m_stepsPerEpoch, m_globalBatch, m_gpus;
    std::optional<double> m_step, m_epoch;

    // progress
    bool m_started = false, m_ended = false, m_pendingStart = false, m_rotated = false;
    double m_samples = 0;
    std::vector<ProgressPoint> m_history; // the whole run
    std::size_t m_segmentStart = 0;       // first point of the current run segment in m_history
    double m_lastProgressArrival = 0;
    std::optional<double> m_lastProgressTimestamp;
    int m_restarts = 0, m_fromStart = 0;
    double m_redone = 0, m_downtime = 0;
    int m_evalPasses = 0;
    double m_evalSeconds = 0;
};

// The status as one JSON object (`trainplan-cli watch --json`) and as one English line.
nlohmann::json toJson(const WatchStatus &status);
std::string statusLine(const WatchStatus &status);
// A way back as JSON and in English ("stop after 8 epochs: 1.4 h, 79.50 CNY").
nlohmann::json toJson(const WatchRescue &rescue);
std::string rescueText(const WatchRescue &rescue, const std::string &currency);

} // namespace tp::watch
