#include "cli/WatchCommand.h"

#include "cli/CliOutput.h"
#include "core/AtomicFile.h"
#include "core/SafeText.h"
#include "core/planner/PlanDocument.h"
#include "core/watch/LogFollower.h"
#include "core/watch/RunWatch.h"
#include "core/watch/WatchActuals.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <iostream>
#include <poll.h>
#include <set>
#include <thread>
#include <unistd.h>

namespace tp {

namespace {

using namespace cli; // exit codes and problem printing
using watch::ProgressEvent;
using watch::RunWatch;
using watch::WatchStatus;

constexpr int kBeyond = 3; // the run ended (or is projected) beyond its budget or deadline

const char *kUsage =
    "usage: trainplan-cli watch LOG|- --plan PLAN.json [--candidate N] [--interval S] [--json]\n"
    "                           [--exit-on-breach] [--once] [--stall-minutes M] [--save]\n"
    "  LOG: a training log as it grows (Trainer output or trainer_state.json, DeepSpeed, Megatron-LM,\n"
    "       NeMo, torchtitan, Ultralytics results.csv); '-' reads standard input\n"
    "  --plan: trainplan-cli plan --json output, or a .trainplan file saved with its results\n"
    "  --candidate N: the plan's candidate N (default: the recommended one)\n"
    "  --interval S: at most one line per S seconds of the run (default 60)\n"
    "  --json: one JSON object per update\n"
    "  --exit-on-breach: stop with exit code 3 as soon as the run is projected beyond the budget or "
    "deadline\n"
    "  --once: read the log as it is now and stop (default: follow it until the run ends)\n"
    "  --stall-minutes M: no progress for M minutes is reported as a stall (default 15; 0: never)\n"
    "  --save: keep where the run stands in the plan file (a .trainplan file) at each update, for\n"
    "          its plan sheet's \"Plan vs actual\" section\n";

double steadySeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// What is printed, and when the watch stops.
class Reporter
{
public:
    // `save`, when set, keeps each printed status (--save); false stops the watch as an I/O failure.
    using Saver = std::function<bool(const WatchStatus &, const watch::WatchPlan &)>;
    Reporter(std::ostream &out, bool json, double interval, bool exitOnBreach, RunWatch &watch, Saver save)
        : m_out(out), m_json(json), m_interval(interval), m_exitOnBreach(exitOnBreach), m_watch(watch),
          m_save(std::move(save))
    {
    }

    // Events that arrived at `arrival`: a line per `interval` of the run's clock as they go (so a
    // log read at once is told as it happened). Returns an exit code when the watch is over, else -1.
    int take(const std::vector<ProgressEvent> &events, double arrival)
    {
        for (const ProgressEvent &e : events) {
            m_watch.add(e, arrival);
            if (e.kind != ProgressEvent::Kind::Progress && e.kind != ProgressEvent::Kind::RunEnd)
                continue;
            m_stallShown = false;
            const WatchStatus s = m_watch.status(arrival);
            if (!m_printed || s.clockSeconds - m_lastClock >= m_interval)
                print(s, "progress");
            if (m_saveFailed)
                return kFailure;
        }
        if (events.empty())
            return -1;
        const WatchStatus s = m_watch.status(arrival);
        if (s.ended) {
            print(s, "ended");
            return m_saveFailed ? kFailure : s.beyond ? kBeyond : kOk;
        }
        if (m_exitOnBreach && s.beyond) {
            print(s, "breach");
            return m_saveFailed ? kFailure : kBeyond;
        }
        return -1;
    }

    // Nothing new: a stall is said once until progress comes again.
    void idle(double now)
    {
        const WatchStatus s = m_watch.status(now);
        if (s.stalledForSeconds && !m_stallShown) {
            print(s, "stalled");
            m_stallShown = true;
        }
    }

    // The log closed (standard input ended, or --once read all there was).
    int closed(double now)
    {
        const WatchStatus s = m_watch.status(now);
        if (s.ended) {
            print(s, "ended");
            return m_saveFailed ? kFailure : s.beyond ? kBeyond : kOk;
        }
        print(s, "closed");
        return m_saveFailed ? kFailure : m_exitOnBreach && s.beyond ? kBeyond : kOk;
    }

private:
    void print(const WatchStatus &s, const char *update)
    {
        if (m_json) {
            nlohmann::json j = watch::toJson(s);
            j["update"] = update;
            nlohmann::json rescues = nlohmann::json::array();
            for (const watch::WatchRescue &r : m_watch.rescues(s))
                rescues.push_back(watch::toJson(r));
            j["rescues"] = rescues;
            m_out << j.dump() << "\n";
        } else {
            // the end, or the log closing, right after the line that said as much: no second copy
            const std::string line = watch::statusLine(s);
            if (line != m_lastLine)
                m_out << line << "\n";
            if (std::string(update) == "closed")
                m_out << "  the log closed before the run ended\n";
            for (const watch::WatchNote &n : s.notes)
                if (m_notesShown.insert(n.code + n.message).second)
                    m_out << "  note: " << n.message << "\n";
            // the ways are shown again when they change (another candidate, other epochs), not
            // when only their hours or cost move by a cent with the run's pace
            std::string ways, which;
            for (const watch::WatchRescue &r : m_watch.rescues(s)) {
                ways += "    " + watch::rescueText(r, s.currency) + "\n";
                which += std::to_string(static_cast<int>(r.kind)) + ":" + std::to_string(r.candidate) + ":" +
                         std::to_string(r.epochs) + ";";
            }
            if (!ways.empty() && which != m_waysShown)
                m_out << "  back within the limits:\n" << ways;
            m_waysShown = which;
            m_lastLine = line;
        }
        m_out.flush();
        m_printed = true;
        m_lastClock = s.clockSeconds;
        if (m_save && !m_saveFailed && !m_save(s, m_watch.plan()))
            m_saveFailed = true;
    }

    std::ostream &m_out;
    bool m_json;
    double m_interval;
    bool m_exitOnBreach;
    RunWatch &m_watch;
    Saver m_save;
    bool m_saveFailed = false;
    bool m_printed = false, m_stallShown = false;
    double m_lastClock = 0;
    std::set<std::string> m_notesShown;
    std::string m_lastLine, m_waysShown;
};

// Seconds between looks at a file that has not grown.
double pollSeconds(double interval)
{
    return std::clamp(interval, 0.05, 1.0);
}

} // namespace

int WatchCommand::parse(const std::vector<std::string> &args, Options &o)
{
    const auto number = [&](std::size_t &i, double &out, double min, double max, const char *what) {
        if (i + 1 >= args.size()) {
            m_err << "trainplan-cli: watch: " << args[i] << " needs " << what << "\n" << kUsage;
            return false;
        }
        const std::string &text = args[++i];
        char *end = nullptr;
        errno = 0;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || errno != 0 || !std::isfinite(v) || v < min || v > max) {
            m_err << "trainplan-cli: watch: " << args[i - 1] << " " << escapeForDisplay(text) << ": expected "
                  << what << "\n";
            return false;
        }
        out = v;
        return true;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--plan") {
            if (i + 1 >= args.size()) {
                m_err << "trainplan-cli: watch: --plan needs a file\n" << kUsage;
                return kBadInput;
            }
            o.plan = args[++i];
        } else if (a == "--candidate") {
            double n = 0;
            if (!number(i, n, 1, 1e7, "a candidate number of at least 1") || n != std::floor(n))
                return kBadInput;
            o.candidate = static_cast<std::size_t>(n);
        } else if (a == "--interval") {
            if (!number(i, o.interval, 0, 86400, "seconds from 0 to 86400"))
                return kBadInput;
        } else if (a == "--stall-minutes") {
            if (!number(i, o.stallMinutes, 0, 100000, "minutes from 0 to 100000"))
                return kBadInput;
        } else if (a == "--json") {
            o.json = true;
        } else if (a == "--exit-on-breach") {
            o.exitOnBreach = true;
        } else if (a == "--once") {
            o.once = true;
        } else if (a == "--save") {
            o.save = true;
        } else if (a.size() > 1 && a[0] == '-') {
            m_err << "trainplan-cli: watch: unknown option '" << escapeForDisplay(a) << "'\n" << kUsage;
            return kBadInput;
        } else if (o.log.empty()) {
            o.log = a;
        } else {
            m_err << "trainplan-cli: watch takes one log (or '-' for standard input)\n" << kUsage;
            return kBadInput;
        }
    }
    if (o.log.empty() || o.plan.empty()) {
        m_err << "trainplan-cli: watch needs a log (or '-') and --plan PLAN.json\n" << kUsage;
        return kBadInput;
    }
    return kOk;
}

int WatchCommand::run(const std::vector<std::string> &args)
{
    Options o;
    if (const int code = parse(args, o); code != kOk)
        return code;
    std::string text, error;
    int code = kOk;
    if (!readInputFile(o.plan, text, error, code)) {
        m_err << error << "\n";
        return code;
    }
    Checked<watch::WatchPlans> plans = watch::readWatchPlan(text, o.plan, o.candidate);
    if (!plans.ok()) {
        printProblems(m_err, plans.problems);
        return kBadInput;
    }
    if (o.save) {
        const PlanDocumentRead document = parsePlanDocument(text, o.plan);
        if (!document.ok()) {
            m_err << "trainplan-cli: watch: --save keeps the run in a .trainplan plan file; "
                  << escapeForDisplay(o.plan)
                  << " is not one (save the plan from the app, or watch without --save)\n";
            return kBadInput;
        }
    }
    RunWatch runWatch(std::move(*plans.value));
    runWatch.setStallSeconds(o.stallMinutes * 60);
    const watch::WatchPlan &p = runWatch.plan();
    m_err << "watching " << (o.log == "-" ? std::string("<stdin>") : escapeForDisplay(o.log))
          << " against candidate " << p.candidate << " of " << escapeForDisplay(o.plan) << ": " << p.label()
          << ", " << p.timeHours << " h planned\n";
    return o.log == "-" ? followStream(o, runWatch) : followFile(o, runWatch);
}

std::function<bool(const WatchStatus &, const watch::WatchPlan &)> WatchCommand::saver(const Options &o)
{
    if (!o.save)
        return nullptr;
    return [this, o](const WatchStatus &status, const watch::WatchPlan &compared) {
        return saveActuals(o, status, compared);
    };
}

bool WatchCommand::saveActuals(const Options &o, const WatchStatus &status, const watch::WatchPlan &compared)
{
    // read again: the app may have saved the plan since the watch began; only "actuals" changes
    std::string text, error;
    int code = kOk;
    if (!readInputFile(o.plan, text, error, code)) {
        m_err << error << "\n";
        return false;
    }
    PlanDocumentRead read = parsePlanDocument(text, o.plan);
    if (!read.ok()) {
        m_err << "trainplan-cli: watch: " << escapeForDisplay(o.plan)
              << " is no longer a plan file; the run is not saved in it\n";
        printProblems(m_err, read.problems);
        return false;
    }
    read.value->actuals = watch::actualsOf(status, compared, o.log, watch::utcNow());
    if (!writeFileAtomically(o.plan, serializePlanDocument(*read.value, nullptr), error)) {
        m_err << escapeForDisplay(o.plan) << ": cannot save the run (" << error << ")\n";
        return false;
    }
    return true;
}

int WatchCommand::followStream(const Options &o, RunWatch &runWatch)
{
    Reporter reporter(m_out, o.json, o.interval, o.exitOnBreach, runWatch, saver(o));
    watch::ProgressReader reader;
    std::string buffer(1 << 16, '\0');
    if (&m_in != &std::cin) {
        // a stream given in-process (tests): read as it comes, until it ends
        while (m_in) {
            m_in.read(&buffer[0], static_cast<std::streamsize>(buffer.size()));
            const std::string chunk(buffer.data(), static_cast<std::size_t>(m_in.gcount()));
            if (chunk.empty())
                break;
            if (const int code = reporter.take(reader.feed(chunk), steadySeconds()); code >= 0)
                return code;
        }
        if (const int code = reporter.take(reader.finish(), steadySeconds()); code >= 0)
            return code;
        return reporter.closed(steadySeconds());
    }
    // standard input: wait for lines, and say so when none come
    const int timeoutMs = static_cast<int>(pollSeconds(o.interval) * 1000);
    while (true) {
        pollfd fd{STDIN_FILENO, POLLIN, 0};
        const int ready = ::poll(&fd, 1, timeoutMs);
        if (ready < 0 && errno != EINTR) {
            m_err << "<stdin>: cannot read (" << std::strerror(errno) << ")\n";
            return kFailure;
        }
        if (ready <= 0) {
            reporter.idle(steadySeconds());
            continue;
        }
        const ssize_t n = ::read(STDIN_FILENO, &buffer[0], buffer.size());
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            m_err << "<stdin>: cannot read (" << std::strerror(errno) << ")\n";
            return kFailure;
        }
        if (n == 0)
            break;
        if (const int code =
                reporter.take(reader.feed(buffer.substr(0, static_cast<std::size_t>(n))), steadySeconds());
            code >= 0)
            return code;
    }
    if (const int code = reporter.take(reader.finish(), steadySeconds()); code >= 0)
        return code;
    return reporter.closed(steadySeconds());
}

int WatchCommand::followFile(const Options &o, RunWatch &runWatch)
{
    Reporter reporter(m_out, o.json, o.interval, o.exitOnBreach, runWatch, saver(o));
    watch::LogFollower follower;
    const std::string shown = escapeForDisplay(o.log);
    using Status = watch::LogFollower::Status;
    const auto failed = [&](Status status, const std::string &error) {
        if (status == Status::NotAFile) {
            m_err << shown
                  << ": not a regular file; to read a pipe or a terminal, give '-' and redirect it\n";
            return kBadInput;
        }
        if (status == Status::NotALog) {
            m_err << shown << ": " << error << "\n";
            return kBadInput;
        }
        m_err << shown << ": cannot read the log (" << error << ")\n";
        return kFailure;
    };
    if (const Status status = follower.open(o.log); status != Status::Ok)
        return failed(status, follower.error());
    if (const auto settings = follower.sideSettings())
        runWatch.add(*settings, steadySeconds());
    while (true) {
        const watch::LogFollower::Read read = follower.poll(o.once);
        if (read.status == Status::NotAFile || read.status == Status::NotALog ||
            read.status == Status::Unreadable)
            return failed(read.status, read.error);
        if (read.rotated)
            runWatch.noteRotated();
        if (const int code = reporter.take(read.events, steadySeconds()); code >= 0)
            return code;
        if (o.once)
            return reporter.closed(steadySeconds());
        if (!read.grew) {
            reporter.idle(steadySeconds());
            std::this_thread::sleep_for(std::chrono::duration<double>(pollSeconds(o.interval)));
        }
    }
}

} // namespace tp
