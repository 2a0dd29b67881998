// libFuzzer harness: a growing training log, read as `trainplan-cli watch` and the app's "Watch a
// Run…" read it (issue 36): fed in chunks that end anywhere, whole as a rewritten trainer_state.json,
// and after a rotation, against a fixed plan. Every figure an event, a status, its JSON or a way back
// carries is finite; positions, times and costs are never negative; the status line and the ways
// back are written without throwing.
#include "FuzzCommon.h"
#include "core/TextFile.h"
#include "core/watch/ProgressLog.h"
#include "core/watch/RunWatch.h"
#include "core/watch/WatchPlan.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

using namespace tp;
using namespace tp::watch;

namespace {

const WatchPlans &plans()
{
    static const WatchPlans p = [] {
        const std::string file = TRAINPLAN_TEST_DATA "/watch/plan-trainer-36h.json";
        const TextFile text = readTextFile(file);
        if (!text.ok())
            fuzz::fail(text.message(file, "the harness's plan"));
        Checked<WatchPlans> r = readWatchPlan(text.text, file, 0);
        if (!r.value)
            fuzz::fail("the harness's plan " + file + " is refused");
        return *r.value;
    }();
    return p;
}

void checkNumber(const std::optional<double> &v, const char *what, bool nonNegative = true)
{
    if (v && (!std::isfinite(*v) || (nonNegative && *v < 0)))
        fuzz::fail(std::string(what) + " is " + std::to_string(*v));
}

void checkEvent(const ProgressEvent &e)
{
    checkNumber(e.timestamp, "event timestamp", false);
    for (const auto &[v, what] : {std::pair{e.elapsed, "event elapsed"},
                                  {e.stepSeconds, "event step time"},
                                  {e.step, "event step"},
                                  {e.epoch, "event epoch"},
                                  {e.evalSeconds, "event eval time"},
                                  {e.totalSteps, "event total steps"},
                                  {e.totalEpochs, "event total epochs"},
                                  {e.stepsPerEpoch, "event steps/epoch"},
                                  {e.globalBatch, "event global batch"},
                                  {e.gpus, "event GPUs"}})
        checkNumber(v, what);
}

void checkStatus(const RunWatch &watch, double now)
{
    const WatchStatus s = watch.status(now);
    for (const auto &[v, what] : {std::pair{std::optional<double>(s.samplesDone), "samples done"},
                                  {s.samplesTotal, "samples total"},
                                  {s.fraction, "fraction done"},
                                  {s.elapsedHours, "elapsed hours"},
                                  {s.projectedHours, "projected hours"},
                                  {s.etaHours, "ETA"},
                                  {s.speedNow, "speed now"},
                                  {s.costSoFar, "cost so far"},
                                  {s.costProjected, "projected cost"},
                                  {s.clockSeconds, "run clock"}})
        checkNumber(v, what);
    fuzz::checkFinite(toJson(s));
    (void)statusLine(s);
    for (const WatchRescue &r : watch.rescues(s)) {
        checkNumber(r.hours, "a way back's hours");
        checkNumber(r.cost, "a way back's cost");
        fuzz::checkFinite(toJson(r));
        (void)rescueText(r, s.currency);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    // the first byte sets the chunk length (1-64 bytes): chunks end mid-line, mid-number, mid-"\r\n"
    const std::size_t chunk = 1 + data[0] % 64;
    const std::string text(reinterpret_cast<const char *>(data) + 1, size - 1);

    RunWatch watch(plans());
    ProgressReader reader;
    double arrival = 1000; // seconds on the watcher's steady clock
    auto take = [&](const std::vector<ProgressEvent> &events) {
        for (const ProgressEvent &e : events) {
            checkEvent(e);
            watch.add(e, arrival);
        }
    };
    std::vector<ProgressEvent> events;
    if (reader.readDocument(text, events)) {
        take(events);
        checkStatus(watch, arrival);
        return 0;
    }
    // a status twice along the log, as a watcher polls it, and once at its end
    const std::size_t every = std::max<std::size_t>(1, text.size() / chunk / 2);
    for (std::size_t at = 0, n = 0; at < text.size(); at += chunk, ++n) {
        take(reader.feed(text.substr(at, chunk)));
        arrival += 7.5;
        if (n % every == 0)
            checkStatus(watch, arrival);
    }
    // the log is rotated and written again from its first half, then closed mid-line
    reader.restartText();
    watch.noteRotated();
    take(reader.feed(text.substr(0, text.size() / 2)));
    take(reader.finish());
    checkStatus(watch, arrival + 3600);
    return 0;
}
