// A run followed against its plan: one clock, positions in samples, restarts, the projection.
#include "core/watch/RunWatch.h"

#include "core/Strings.h"

#include <algorithm>
#include <cmath>

namespace tp::watch {

namespace {

double round3(double v)
{
    if (v == 0 || !std::isfinite(v))
        return v;
    const double scale = std::pow(10.0, 3 - static_cast<int>(std::ceil(std::log10(std::fabs(v)))));
    return std::round(v * scale) / scale;
}

nlohmann::json orNull(const std::optional<double> &v)
{
    return v ? nlohmann::json(round3(*v)) : nlohmann::json(nullptr);
}

// "2.4 h", "35 min", "40 s"
std::string duration(double hours)
{
    if (hours >= 1.0)
        return fixedDecimals(hours, hours < 10 ? 1 : 0) + " h";
    if (hours * 60 >= 1.0)
        return fixedDecimals(hours * 60, 0) + " min";
    return fixedDecimals(hours * 3600, 0) + " s";
}

std::string money(double v, const std::string &currency)
{
    return fixedDecimals(v, 2) + (currency.empty() ? "" : " " + currency);
}

// "12,345" for counts
std::string whole(double v)
{
    std::string digits = fixedDecimals(std::round(v), 0);
    for (int i = static_cast<int>(digits.size()) - 3; i > (digits[0] == '-' ? 1 : 0); i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

// Samples per second to three significant digits: "1,234", "20.2", "0.178".
std::string speed(double v)
{
    if (v >= 100)
        return whole(v);
    const int decimals = v <= 0 ? 1 : std::clamp(2 - static_cast<int>(std::floor(std::log10(v))), 1, 6);
    return fixedDecimals(v, decimals);
}

std::string percent(double share)
{
    return fixedDecimals(share * 100, 1) + "%";
}

} // namespace

RunWatch::RunWatch(WatchPlans plans) : m_plans(std::move(plans)), m_compared(m_plans.chosen)
{
}

double RunWatch::batch() const
{
    return m_globalBatch && *m_globalBatch > 0 ? *m_globalBatch : plan().globalBatch;
}

double RunWatch::runSamples() const
{
    const WatchPlan &p = plan();
    const double perEpoch =
        p.samplesPerEpoch > 0 ? p.samplesPerEpoch : p.totalSamples / std::max(1.0, p.epochs);
    if (m_totalSteps && *m_totalSteps > 0)
        return *m_totalSteps * batch();
    if (m_totalEpochs && *m_totalEpochs > 0)
        return m_stepsPerEpoch ? *m_totalEpochs * *m_stepsPerEpoch * batch() : *m_totalEpochs * perEpoch;
    return p.totalSamples;
}

double RunWatch::samplesAt(const ProgressEvent &e) const
{
    const WatchPlan &p = plan();
    if (e.step)
        return *e.step * batch();
    if (e.epoch) {
        if (m_stepsPerEpoch)
            return *e.epoch * *m_stepsPerEpoch * batch();
        const double perEpoch =
            p.samplesPerEpoch > 0 ? p.samplesPerEpoch : p.totalSamples / std::max(1.0, p.epochs);
        return *e.epoch * perEpoch;
    }
    return m_samples;
}

double RunWatch::eventClock(const ProgressEvent &e, double arrival)
{
    double t = m_clock;
    m_eventSource = 0;
    if (e.timestamp) {
        // the first stamp, or one before the last (another run's log appended, a clock reset)
        if (!m_tsAnchor || (m_lastTimestamp && *e.timestamp < *m_lastTimestamp - 1.0)) {
            m_tsAnchor = e.timestamp;
            m_tsClock = m_clock;
        }
        t = m_tsClock + (*e.timestamp - *m_tsAnchor);
        m_lastTimestamp = e.timestamp;
        m_eventSource = 1;
    } else if (e.elapsed) {
        if (!m_elapsedLast) {
            m_elapsedClock = m_clock - *e.elapsed; // the run began that long before this line
            m_origin = std::min(m_origin, m_elapsedClock);
        } else if (*e.elapsed < *m_elapsedLast - 1e-6) {
            m_elapsedClock = m_clock; // the tool counts again from a new start
        }
        t = m_elapsedClock + *e.elapsed;
        m_elapsedLast = e.elapsed;
        m_eventSource = 2;
    } else if (e.stepSeconds && e.step && m_lastStep && *e.step > *m_lastStep) {
        t = m_clock + (*e.step - *m_lastStep) * *e.stepSeconds;
        m_eventSource = 4;
    } else if (m_lastArrival) {
        t = m_clock + std::max(0.0, arrival - *m_lastArrival);
        m_eventSource = 8;
    }
    m_sources |= m_eventSource;
    m_lastArrival = arrival;
    return t;
}

void RunWatch::compareWithLoggedHardware()
{
    const WatchPlan &chosen = m_plans.plan();
    m_compared = m_plans.chosen;
    if (!m_gpus || static_cast<int>(*m_gpus) == chosen.gpus())
        return;
    // the candidate of the plan with as many GPUs: the same GPU and billing first, then the GPU
    int best = -1;
    std::size_t bestIndex = 0;
    for (std::size_t i = 0; i < m_plans.candidates.size(); ++i) {
        const WatchPlan &c = m_plans.candidates[i];
        if (c.gpus() != static_cast<int>(*m_gpus))
            continue;
        const int score = (c.gpu == chosen.gpu ? 2 : 0) + (c.billing == chosen.billing ? 1 : 0);
        if (score > best) {
            best = score;
            bestIndex = i;
        }
    }
    if (best >= 0)
        m_compared = bestIndex;
}

void RunWatch::noteRotated()
{
    m_rotated = true;
}

void RunWatch::add(const ProgressEvent &e, double arrival)
{
    m_clock = std::max(m_clock, eventClock(e, arrival));
    if (e.totalSteps && *e.totalSteps > 0)
        m_totalSteps = e.totalSteps;
    if (e.totalEpochs && *e.totalEpochs > 0)
        m_totalEpochs = e.totalEpochs;
    if (e.stepsPerEpoch && *e.stepsPerEpoch > 0)
        m_stepsPerEpoch = e.stepsPerEpoch;
    if (e.globalBatch && *e.globalBatch > 0)
        m_globalBatch = e.globalBatch;
    if (e.gpus && *e.gpus >= 1 && *e.gpus != m_gpus.value_or(0)) {
        m_gpus = e.gpus;
        compareWithLoggedHardware();
    }
    if (e.step && e.kind == ProgressEvent::Kind::Progress)
        m_lastStep = e.step;

    switch (e.kind) {
    case ProgressEvent::Kind::RunStart:
        m_pendingStart = m_started;
        return;
    case ProgressEvent::Kind::RunEnd:
        if (m_started)
            m_ended = true;
        return;
    case ProgressEvent::Kind::Eval:
        ++m_evalPasses;
        m_evalSeconds += e.evalSeconds.value_or(0);
        return;
    case ProgressEvent::Kind::Setting:
        return;
    case ProgressEvent::Kind::Progress:
        break;
    }
    if (!e.step && !e.epoch)
        return;
    // the first position of a log whose first clock is on this line (Megatron-LM logs from its
    // first interval on): the run began that many steps of this line's step time before it
    if (!m_started && e.step && e.stepSeconds && m_eventSource == 1 && m_lastTimestamp == m_tsAnchor &&
        (m_sources & 6) == 0)
        m_origin = std::min(m_origin, m_clock - *e.step * *e.stepSeconds);
    if (m_eventSource != 0)
        m_progressSources |= m_eventSource;
    const double s = samplesAt(e);
    // printed epochs are rounded (the Trainer keeps 4 digits): a small step back is not a restart
    const double tolerance = std::max(0.5 * batch(), 0.002 * runSamples());
    if (m_started && (s < m_samples - tolerance || (m_pendingStart && s <= m_samples + tolerance))) {
        ++m_restarts;
        if (s <= tolerance)
            ++m_fromStart;
        m_redone += std::max(0.0, m_samples - s);
        m_segmentStart = m_history.size();
        m_ended = false;
    }
    m_pendingStart = false;
    if (m_ended && s > m_samples + tolerance)
        m_ended = false; // the tool went on after its summary
    m_samples = s;
    m_started = true;
    m_step = e.step;
    m_epoch = e.epoch;
    m_history.push_back({m_clock, s});
    m_lastProgressArrival = arrival;
    m_lastProgressTimestamp = m_lastTimestamp;
    if (s >= runSamples() - tolerance)
        m_ended = true;
}

WatchStatus RunWatch::status(double now) const
{
    WatchStatus st;
    const WatchPlan &chosen = m_plans.plan();
    const WatchPlan &p = plan();
    const bool matched = m_compared != m_plans.chosen;
    // on other hardware the plan has no candidate for: its figures scaled by the GPUs
    const double gpuScale = (m_gpus && !matched && static_cast<int>(*m_gpus) != p.gpus())
                                ? *m_gpus / static_cast<double>(p.gpus())
                                : 1.0;
    st.comparedWith = p.candidate;
    st.comparedLabel = p.label();
    st.started = m_started;
    st.ended = m_ended;
    st.clockSeconds = m_clock - m_origin;
    st.logTimestamp = m_lastTimestamp;
    st.timeSource = (m_progressSources & 8)   ? "arrival"
                    : (m_progressSources & 1) ? "timestamps"
                    : (m_progressSources & 2) ? "elapsed"
                    : (m_progressSources & 4) ? "step-times"
                                              : "arrival";
    st.samplesTotal = runSamples();
    st.samplesDone = std::min(m_samples, st.samplesTotal);
    st.fraction = st.samplesTotal > 0 ? st.samplesDone / st.samplesTotal : 0;
    st.step = m_step;
    st.epoch = m_epoch;
    if (m_totalSteps)
        st.totalSteps = m_totalSteps;
    else if (m_step)
        st.totalSteps = st.samplesTotal / batch();
    st.totalEpochs =
        m_totalEpochs ? m_totalEpochs : (p.epochs > 0 ? std::optional<double>(p.epochs) : std::nullopt);
    if (!m_epoch)
        st.totalEpochs.reset();
    st.elapsedHours = st.clockSeconds / 3600.0;
    st.currency = p.currency;
    st.maxCost = p.maxCost;
    st.deadlineHours = p.deadlineHours;
    st.restarts = m_restarts;
    st.samplesRedone = m_redone;
    st.evalPasses = m_evalPasses;
    st.evalSeconds = m_evalSeconds;

    // the plan, for a run of this size
    const double runShare = p.totalSamples > 0 ? st.samplesTotal / p.totalSamples : 1.0;
    const double planHours = p.timeHours * runShare / gpuScale,
                 planLow = p.timeLowHours * runShare / gpuScale,
                 planHigh = p.timeHighHours * runShare / gpuScale;
    st.speedPlanned = p.totalSamples / (p.timeHours * 3600.0) * gpuScale;
    st.trainSpeedPlanned = p.trainSamplesPerSecond * gpuScale;
    st.planHours = planHours;
    st.planLowHours = planLow;
    st.planHighHours = planHigh;
    st.plannedFraction = std::min(1.0, st.elapsedHours / planHours);
    st.plannedFractionLow = std::min(1.0, st.elapsedHours / planHigh);
    st.plannedFractionHigh = std::min(1.0, st.elapsedHours / planLow);

    // the pace of the last logged intervals of this run segment, pauses in
    const std::size_t last = m_history.size();
    const std::size_t first = std::max(m_segmentStart, last > 11 ? last - 11 : 0);
    std::optional<double> fastest, slowest;
    std::vector<double> paces;
    if (last >= first + 2) {
        const ProgressPoint &a = m_history[first], &b = m_history[last - 1];
        if (b.clockSeconds > a.clockSeconds && b.samples > a.samples)
            st.speedNow = (b.samples - a.samples) / (b.clockSeconds - a.clockSeconds);
        for (std::size_t i = first + 1; i < last; ++i) {
            const double dt = m_history[i].clockSeconds - m_history[i - 1].clockSeconds;
            const double ds = m_history[i].samples - m_history[i - 1].samples;
            if (dt <= 0 || ds <= 0)
                continue;
            const double pace = ds / dt;
            paces.push_back(pace);
            fastest = std::max(fastest.value_or(pace), pace);
            slowest = std::min(slowest.value_or(pace), pace);
        }
    }
    if (!paces.empty()) {
        std::nth_element(paces.begin(), paces.begin() + static_cast<std::ptrdiff_t>(paces.size() / 2),
                         paces.end());
        st.speedTypical = paces[paces.size() / 2];
    }
    const double remaining = std::max(0.0, st.samplesTotal - st.samplesDone);
    const double reclaimHours =
        p.spot ? p.expectedReclaims * (1.0 - st.fraction) * p.restartMinutes / 60.0 : 0.0;
    if (m_ended) {
        st.etaHours = st.etaLowHours = st.etaHighHours = 0.0;
    } else if (st.speedNow) {
        st.etaHours = remaining / *st.speedNow / 3600.0 + reclaimHours;
        st.etaLowHours = remaining / fastest.value_or(*st.speedNow) / 3600.0;
        st.etaHighHours = remaining / slowest.value_or(*st.speedNow) / 3600.0 + 2 * reclaimHours;
        st.etaLowHours = std::min(*st.etaLowHours, *st.etaHours);
        st.etaHighHours = std::max(*st.etaHighHours, *st.etaHours);
    } else if (m_started || m_history.empty()) {
        st.etaFromPlan = true;
        st.etaHours = planHours * (1.0 - st.fraction);
        st.etaLowHours = planLow * (1.0 - st.fraction);
        st.etaHighHours = planHigh * (1.0 - st.fraction);
    }
    const double projected = st.elapsedHours + st.etaHours.value_or(0);
    st.projectedHours = projected;
    if (const auto so = p.costAfter(st.elapsedHours))
        st.costSoFar = *so * gpuScale;
    if (const auto pr = p.costAfter(projected))
        st.costProjected = *pr * gpuScale;
    st.costPlanned = p.costTotal;

    if (!m_ended && m_started && m_stallSeconds > 0 && now - m_lastProgressArrival > m_stallSeconds) {
        st.stalledForSeconds = now - m_lastProgressArrival;
        st.stalledSinceLogTime = m_lastProgressTimestamp;
    }

    // the verdict
    const double hours = m_ended ? st.elapsedHours : projected;
    const std::optional<double> cost = m_ended ? st.costSoFar : st.costProjected;
    const bool lateRun = p.deadlineHours && hours > *p.deadlineHours + 1e-9;
    const bool dearRun = p.maxCost && cost && *cost > *p.maxCost + 1e-9;
    st.beyond = m_started && (lateRun || dearRun);
    const std::string budgetText = p.maxCost ? "the " + money(*p.maxCost, p.currency) + " budget" : "";
    const std::string deadlineText = p.deadlineHours ? "the " + duration(*p.deadlineHours) + " deadline" : "";
    const std::string limits = !budgetText.empty() && !deadlineText.empty()
                                   ? budgetText + " and " + deadlineText
                                   : budgetText + deadlineText;
    if (!m_started) {
        st.verdict = "waiting";
        st.verdictMessage = "waiting for the first progress line";
    } else if (m_ended) {
        st.verdict = st.beyond ? "ended-beyond" : "ended-within";
        std::string beyondText;
        if (dearRun)
            beyondText = "over the " + money(*p.maxCost, p.currency) + " budget";
        if (lateRun)
            beyondText += std::string(beyondText.empty() ? "" : " and ") + "beyond the " +
                          duration(*p.deadlineHours) + " deadline";
        st.verdictMessage = "ended after " + duration(st.elapsedHours) +
                            (st.costSoFar ? " for " + money(*st.costSoFar, p.currency) : std::string()) +
                            (st.beyond        ? ", " + beyondText
                             : limits.empty() ? std::string()
                                              : ", within " + limits);
    } else if (lateRun || dearRun) {
        st.verdict = lateRun && dearRun ? "beyond-budget-and-deadline"
                     : lateRun          ? "beyond-deadline"
                                        : "beyond-budget";
        std::string what;
        if (lateRun)
            what = "ends after " + duration(projected) + ", past the " + duration(*p.deadlineHours) +
                   " deadline";
        if (dearRun)
            what += std::string(what.empty() ? "" : " and ") + "costs " + money(*cost, p.currency) +
                    ", over the " + money(*p.maxCost, p.currency) + " budget";
        st.verdictMessage = "projected beyond the plan's limits: at this pace the run " + what;
    } else if (projected > planHigh * 1.0001) {
        st.verdict = "behind";
        st.verdictMessage = "behind the plan: the run takes " + duration(projected) +
                            ", the plan's slow end is " + duration(planHigh) +
                            (limits.empty() ? "" : "; still within " + limits);
    } else if (projected < planLow * 0.9999) {
        st.verdict = "ahead";
        st.verdictMessage = "ahead of the plan: the run takes " + duration(projected) +
                            ", the plan's fast end is " + duration(planLow);
    } else {
        st.verdict = "on-track";
        st.verdictMessage = "on track: " + duration(projected) + " in all, the plan says " +
                            duration(planHours) + " (" + duration(planLow) + " to " + duration(planHigh) +
                            ")";
    }

    // the notes
    const auto note = [&st](std::string code, std::string message, nlohmann::json params) {
        st.notes.push_back({std::move(code), std::move(message), std::move(params)});
    };
    if (m_started && st.timeSource == "arrival")
        note("timed-by-arrival",
             "the log's progress lines carry no time: times are when the lines arrived (a log read all at "
             "once "
             "shows no speed until its lines are timed)",
             nlohmann::json::object());
    else if (st.timeSource == "step-times")
        note("timed-by-step-times",
             "times are the tool's own step times: pauses between steps (evaluation, saves) are not in them",
             nlohmann::json::object());
    if (m_started && std::fabs(runShare - 1.0) > 0.01)
        note("run-size-differs",
             "this run trains on " + whole(st.samplesTotal) + " samples, the plan on " +
                 whole(p.totalSamples) + ": times and costs follow the run",
             {{"run_samples", round3(st.samplesTotal)}, {"plan_samples", round3(p.totalSamples)}});
    if (m_globalBatch && std::fabs(*m_globalBatch - p.globalBatch) > 0.5)
        note("batch-differs",
             "the run's global batch is " + whole(*m_globalBatch) + ", the plan's " + whole(p.globalBatch),
             {{"run_global_batch", *m_globalBatch}, {"plan_global_batch", p.globalBatch}});
    if (m_gpus && static_cast<int>(*m_gpus) != chosen.gpus()) {
        if (matched)
            note("other-hardware",
                 "the run has " + whole(*m_gpus) + " GPUs, candidate " + std::to_string(chosen.candidate) +
                     " " + std::to_string(chosen.gpus()) + ": compared with candidate " +
                     std::to_string(p.candidate) + " of the plan, " + p.label(),
                 {{"run_gpus", *m_gpus},
                  {"plan_gpus", chosen.gpus()},
                  {"candidate", p.candidate},
                  {"label", p.label()}});
        else
            note("other-hardware-scaled",
                 "the run has " + whole(*m_gpus) + " GPUs, the plan's candidate " +
                     std::to_string(chosen.gpus()) + " and no candidate of the plan has " + whole(*m_gpus) +
                     ": its speed and price are scaled by the GPU count, a rough comparison",
                 {{"run_gpus", *m_gpus}, {"plan_gpus", chosen.gpus()}});
    }
    if (m_restarts > 0) {
        const int resumed = m_restarts - m_fromStart;
        std::string text =
            "the run started again " + std::to_string(m_restarts) + " time" + (m_restarts == 1 ? "" : "s");
        if (resumed > 0)
            text += ", " + std::to_string(resumed) + " resumed from a checkpoint";
        if (m_fromStart > 0)
            text += ", " + std::to_string(m_fromStart) + " from the beginning";
        if (m_redone > 0)
            text += "; " + whole(m_redone) + " samples trained again";
        if (p.spot)
            text += "; the plan expected " + fixedDecimals(p.expectedReclaims, 1) +
                    " spot reclaims in the whole run";
        note("restarts", text,
             {{"restarts", m_restarts},
              {"from_start", m_fromStart},
              {"samples_redone", round3(m_redone)},
              {"expected_reclaims",
               p.spot ? nlohmann::json(round3(p.expectedReclaims)) : nlohmann::json(nullptr)}});
    }
    if (m_evalPasses > 0)
        note("eval-passes",
             std::to_string(m_evalPasses) + " evaluation pass" + (m_evalPasses == 1 ? "" : "es") +
                 (m_evalSeconds > 0 ? ", " + duration(m_evalSeconds / 3600.0) + " in all" : std::string()) +
                 " (in the pace measured, as in the plan)",
             {{"passes", m_evalPasses}, {"seconds", round3(m_evalSeconds)}});
    if (m_rotated)
        note("log-rotated", "the log was truncated or replaced; its new lines were read from their start",
             nlohmann::json::object());
    if (st.stalledForSeconds)
        note("stalled", "no progress for " + duration(*st.stalledForSeconds / 3600.0),
             {{"seconds", round3(*st.stalledForSeconds)}});
    return st;
}

std::vector<WatchRescue> RunWatch::rescues(const WatchStatus &st, std::size_t count) const
{
    std::vector<WatchRescue> out;
    const WatchPlan &p = plan();
    // nothing to bring back once the run has trained all it was to (a log may count past its plan)
    if (!st.beyond || st.ended || !st.speedNow || st.speedPlanned <= 0 || st.samplesTotal <= 0 ||
        st.fraction >= 1)
        return out;
    const double pace = *st.speedNow / st.speedPlanned; // this run against its plan
    const double left = 1.0 - st.fraction;
    const auto within = [&p](double hours, const std::optional<double> &cost) {
        return (!p.deadlineHours || hours <= *p.deadlineHours) &&
               (!p.maxCost || !cost || *cost <= *p.maxCost);
    };
    const double runShare = st.samplesTotal / p.totalSamples;
    for (const WatchPlan &c : m_plans.candidates) {
        if (c.candidate == p.candidate)
            continue;
        // the rest of the run on c, at c's planned pace corrected by what this run shows
        const double rest = c.timeHours * runShare * left / pace;
        const double hours = st.elapsedHours + rest;
        std::optional<double> cost;
        if (st.costSoFar && c.costAfter(rest))
            cost = *st.costSoFar + *c.costAfter(rest);
        if (within(hours, cost))
            out.push_back({WatchRescue::Kind::OtherCandidate, c.candidate, c.label(), 0, hours, cost});
    }
    std::sort(out.begin(), out.end(), [](const WatchRescue &a, const WatchRescue &b) {
        return a.cost.value_or(0) != b.cost.value_or(0) ? a.cost.value_or(0) < b.cost.value_or(0)
                                                        : a.hours < b.hours;
    });
    // fewer epochs on this candidate: the whole epochs the deadline and budget still leave
    const double perEpoch = p.samplesPerEpoch > 0 ? p.samplesPerEpoch : 0;
    if (perEpoch > 0 && p.epochs > 1) {
        double hoursLeft = p.deadlineHours ? *p.deadlineHours - st.elapsedHours : 1e300;
        if (p.maxCost && st.costSoFar && st.costProjected && st.etaHours && *st.etaHours > 0) {
            const double perHour = (*st.costProjected - *st.costSoFar) / *st.etaHours;
            if (perHour > 0)
                hoursLeft = std::min(hoursLeft, (*p.maxCost - *st.costSoFar) / perHour);
        }
        const double epochs = std::floor((st.samplesDone + hoursLeft * 3600 * *st.speedNow) / perEpoch);
        // an epoch already behind the run is no way back: stopping now is not one either
        if (hoursLeft > 0 && epochs >= 1 && epochs * perEpoch > st.samplesDone &&
            epochs * perEpoch < st.samplesTotal) {
            const double hours = st.elapsedHours + (epochs * perEpoch - st.samplesDone) / *st.speedNow / 3600;
            out.insert(out.begin(), {WatchRescue::Kind::FewerEpochs, p.candidate, p.label(), epochs, hours,
                                     p.costAfter(hours)});
        }
    }
    if (out.size() > count)
        out.resize(count);
    return out;
}

nlohmann::json toJson(const WatchStatus &s)
{
    nlohmann::json notes = nlohmann::json::array();
    for (const WatchNote &n : s.notes)
        notes.push_back({{"code", n.code}, {"message", n.message}, {"params", n.params}});
    return {
        {"started", s.started},
        {"ended", s.ended},
        {"elapsed_hours", round3(s.elapsedHours)},
        {"log_time", orNull(s.logTimestamp)},
        {"time_source", s.timeSource},
        {"progress",
         {{"fraction", round3(s.fraction)},
          {"samples", round3(s.samplesDone)},
          {"samples_total", round3(s.samplesTotal)},
          {"step", orNull(s.step)},
          {"steps_total", orNull(s.totalSteps)},
          {"epoch", orNull(s.epoch)},
          {"epochs_total", orNull(s.totalEpochs)},
          {"planned_fraction", round3(s.plannedFraction)},
          {"planned_fraction_range", {round3(s.plannedFractionLow), round3(s.plannedFractionHigh)}}}},
        {"throughput_samples_per_s",
         {{"now", orNull(s.speedNow)},
          {"typical_interval", orNull(s.speedTypical)},
          {"planned", round3(s.speedPlanned)},
          {"planned_training", round3(s.trainSpeedPlanned)}}},
        {"eta_hours",
         {{"expected", orNull(s.etaHours)},
          {"low", orNull(s.etaLowHours)},
          {"high", orNull(s.etaHighHours)},
          {"from_plan", s.etaFromPlan}}},
        {"cost",
         {{"so_far", orNull(s.costSoFar)},
          {"projected", orNull(s.costProjected)},
          {"planned", orNull(s.costPlanned)},
          {"max_cost", orNull(s.maxCost)},
          {"currency", s.currency}}},
        {"deadline_hours", orNull(s.deadlineHours)},
        {"plan_hours",
         {{"expected", round3(s.planHours)},
          {"low", round3(s.planLowHours)},
          {"high", round3(s.planHighHours)}}},
        {"projected_hours", round3(s.projectedHours)},
        {"verdict", {{"code", s.verdict}, {"message", s.verdictMessage}, {"beyond", s.beyond}}},
        {"candidate", {{"number", s.comparedWith}, {"label", s.comparedLabel}}},
        {"restarts", s.restarts},
        {"stalled_for_s", orNull(s.stalledForSeconds)},
        {"notes", notes},
    };
}

nlohmann::json toJson(const WatchRescue &r)
{
    return {{"kind", r.kind == WatchRescue::Kind::FewerEpochs ? "fewer-epochs" : "other-candidate"},
            {"candidate", r.candidate},
            {"label", r.label},
            {"epochs",
             r.kind == WatchRescue::Kind::FewerEpochs ? nlohmann::json(r.epochs) : nlohmann::json(nullptr)},
            {"hours", round3(r.hours)},
            {"cost", orNull(r.cost)}};
}

std::string rescueText(const WatchRescue &r, const std::string &currency)
{
    const std::string outcome =
        duration(r.hours) + " in all" + (r.cost ? ", " + money(*r.cost, currency) : std::string());
    if (r.kind == WatchRescue::Kind::FewerEpochs)
        return "stop after " + whole(r.epochs) + " epochs: " + outcome;
    return "resume the rest from a checkpoint on candidate " + std::to_string(r.candidate) + ", " + r.label +
           ": " + outcome;
}

std::string statusLine(const WatchStatus &s)
{
    std::string line = "[" + duration(s.elapsedHours) + "] ";
    if (!s.started)
        return line + s.verdictMessage;
    line += percent(s.fraction);
    if (s.step && s.totalSteps)
        line += " (step " + whole(*s.step) + " of " + whole(*s.totalSteps) + ")";
    else if (s.epoch && s.totalEpochs)
        line += " (epoch " + fixedDecimals(*s.epoch, 2) + " of " + whole(*s.totalEpochs) + ")";
    line += " | now " + (s.speedNow ? speed(*s.speedNow) : std::string("-")) + " samples/s, plan " +
            speed(s.speedPlanned);
    if (s.etaHours && !s.ended) {
        const std::string low = duration(s.etaLowHours.value_or(*s.etaHours)),
                          high = duration(s.etaHighHours.value_or(*s.etaHours));
        line += " | ETA " + duration(*s.etaHours);
        if (low != high || s.etaFromPlan)
            line += " (" + (low == high ? low : low + " to " + high) + (s.etaFromPlan ? ", the plan's" : "") +
                    ")";
    }
    if (s.costSoFar)
        line += " | " + money(*s.costSoFar, s.currency) + " so far" +
                (s.costProjected && !s.ended ? ", " + money(*s.costProjected, "") + " projected"
                                             : std::string()) +
                (s.costPlanned ? " (plan " + money(*s.costPlanned, "") + ")" : std::string());
    line += " | " + s.verdictMessage;
    if (s.stalledForSeconds)
        line += " | stalled: no progress for " + duration(*s.stalledForSeconds / 3600.0);
    return line;
}

} // namespace tp::watch
