#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace tp {

namespace watch {
class RunWatch;
struct WatchStatus;
struct WatchPlan;
} // namespace watch

// `trainplan-cli watch LOG|- --plan PLAN.json [--candidate N] [--interval S] [--json]
// [--exit-on-breach] [--once] [--stall-minutes M] [--save]` (spec/cli.md, version 3; issue 36): follows a
// growing training log against a saved plan (core/watch) and prints one progress line (or, with
// --json, one JSON object) per update: at most one per S seconds of the run's own clock, and when
// the run ends, stalls or is projected beyond its limits. A log file is followed like `tail -F`
// (truncated or replaced files are read again from their start); `-` reads standard input until it
// closes. --once reads what the file holds now and stops. --save keeps where the run stands in the
// plan file (its "actuals" block, core/planner/PlanActuals.h) at each printed update. Exit codes: 0 the run
// ended (or the log closed) within budget and deadline, 3 it ended beyond them (with --exit-on-breach: as
// soon as it is projected beyond them), 2 bad input, 1 I/O failure.
class WatchCommand
{
public:
    WatchCommand(std::istream &in, std::ostream &out, std::ostream &err) : m_in(in), m_out(out), m_err(err) {}

    // args after "watch"
    int run(const std::vector<std::string> &args);

private:
    struct Options
    {
        std::string log, plan;
        std::size_t candidate = 0;
        double interval = 60;
        double stallMinutes = 15;
        bool json = false, exitOnBreach = false, once = false, save = false;
    };
    int parse(const std::vector<std::string> &args, Options &options);
    int followFile(const Options &options, watch::RunWatch &watch);
    int followStream(const Options &options, watch::RunWatch &watch);
    // What keeps each printed status, against the candidate it compares with, in the plan file
    // (--save); null without --save.
    std::function<bool(const watch::WatchStatus &, const watch::WatchPlan &)> saver(const Options &options);
    bool saveActuals(const Options &options, const watch::WatchStatus &status,
                     const watch::WatchPlan &compared);

    std::istream &m_in;
    std::ostream &m_out;
    std::ostream &m_err;
};

} // namespace tp
