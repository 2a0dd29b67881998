#include "RunPairs.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace tp::calibration {

namespace {

// The settings a run on other hardware may change; everything else must be equal for two runs
// to be one job.
const char *const kRunSettings[] = {"hardware",   "micro_batch", "global_batch",
                                    "zero_stage", "parallelism", "activation_checkpointing"};

nlohmann::json jobKey(const nlohmann::json &job)
{
    nlohmann::json key = job;
    for (const char *k : kRunSettings)
        key.erase(k);
    key.erase("data");
    key.erase("epochs");
    return key;
}

// The case's run as a "measured" entry: its hardware and settings, and the speed it reached.
nlohmann::json asMeasurement(const Case &c, const Outcome &o)
{
    nlohmann::json m = nlohmann::json::object();
    for (const char *k : kRunSettings)
        if (c.job.contains(k))
            m[k] = c.job.at(k);
    if (c.job.contains("seq_len"))
        m["seq_len"] = c.job.at("seq_len");
    const double predicted = o.estimate->performance.samplesPerSecond;
    // time-like: observed speed / predicted speed = predicted time / observed time = ratio
    m["samples_per_s"] = c.isTimeLike() ? predicted * o.ratio : predicted / o.ratio;
    return m;
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double at = q * (v.size() - 1);
    const auto i = static_cast<std::size_t>(at);
    return i + 1 < v.size() ? v[i] + (at - i) * (v[i + 1] - v[i]) : v[i];
}

} // namespace

std::vector<PairOutcome> evaluatePairs(const std::vector<Case> &cases, const Catalog &catalog)
{
    std::map<std::string, std::vector<std::size_t>> bySource;
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (cases[i].usable && !cases[i].isMemoryFact() && cases[i].expected > 0)
            bySource[cases[i].source].push_back(i);
    std::vector<Outcome> plain(cases.size());
    std::vector<PairOutcome> out;
    for (const auto &[source, members] : bySource) {
        for (std::size_t i : members)
            plain[i] = evaluate(cases[i], catalog);
        for (std::size_t a : members) {
            for (std::size_t b : members) {
                const Case &ca = cases[a], &cb = cases[b];
                // one quantity measured both times: a time to train holds evaluation and start-up that
                // a throughput does not
                if (a == b || ca.expectKind != cb.expectKind || !plain[a].ok || !plain[b].ok ||
                    plain[a].ratio <= 0 || plain[b].ratio <= 0 || jobKey(ca.job) != jobKey(cb.job) ||
                    ca.job.value("hardware", nlohmann::json()) == cb.job.value("hardware", nlohmann::json()))
                    continue;
                Case calibrated = cb;
                calibrated.job["measured"] = nlohmann::json::array({asMeasurement(ca, plain[a])});
                const Outcome after = evaluate(calibrated, catalog);
                if (!after.ok || after.ratio <= 0)
                    continue;
                const Workload &wa = plain[a].estimate->workload, &wb = plain[b].estimate->workload;
                out.push_back({ca.id, cb.id, source, wa.hw.gpu == wb.hw.gpu,
                               wa.hw.gpu->generation == wb.hw.gpu->generation, !wb.model.isTransformer(),
                               plain[b].ratio, after.ratio});
            }
        }
    }
    return out;
}

TransferFit fitTransfer(const std::vector<Case> &cases, const Catalog &catalog)
{
    // every pair at every exponent on the grid (a pair uses one of the three exponents, so one
    // sweep with all three equal gives every kind of pair at every exponent)
    std::vector<double> grid;
    for (int i = 0; i <= 20; ++i)
        grid.push_back(i / 20.0);
    std::vector<std::vector<PairOutcome>> at;
    for (double t : grid) {
        Catalog c = catalog;
        c.efficiency.calibrated.transfer = t;
        c.efficiency.calibrated.transferSameGeneration = t;
        c.efficiency.calibrated.transferConv = t;
        at.push_back(evaluatePairs(cases, c));
    }
    // which exponent a pair across GPU models uses (0 transfer, 1 same generation, 2 conv)
    const auto kindOf = [](const PairOutcome &p) { return p.sameGeneration ? 1 : p.conv ? 2 : 0; };
    // the exponent with the least median error over the pairs across GPU models of one kind (all
    // kinds: -1) outside the source `without`; ties go to the smaller exponent
    const auto best = [&](int kind, const std::string &without) {
        std::size_t chosen = 0;
        double least = 1e300;
        for (std::size_t g = 0; g < grid.size(); ++g) {
            std::vector<double> errors;
            for (const PairOutcome &p : at[g])
                if (!p.sameGpu && (kind < 0 || kindOf(p) == kind) && p.source != without)
                    errors.push_back(std::abs(p.after - 1));
            const double m = percentile(errors, 0.5);
            if (!errors.empty() && m < least - 1e-12) {
                least = m;
                chosen = g;
            }
        }
        return chosen;
    };
    TransferFit fit;
    for (const auto &pairs : at)
        if (pairs.size() != at.front().size())
            return fit; // a pair that fails at one exponent: no figures
    // A kind keeps an exponent of its own only when, held out by source, its pairs come out closer
    // with it than with the one exponent fitted on every pair across GPU models: a split that only
    // fits the sources it was fitted on would make a user's calibration worse on another GPU.
    std::vector<std::size_t> heldOwn(at.front().size()), heldShared(at.front().size());
    for (std::size_t i = 0; i < at.front().size(); ++i) {
        const PairOutcome &p = at.front()[i];
        if (!p.sameGpu) {
            heldOwn[i] = best(kindOf(p), p.source);
            heldShared[i] = best(-1, p.source);
        }
    }
    // The median error, held out by source, of the pairs across GPU models, each at the grid index
    // `indexOf(i)` gives pair i (0: carrying nothing).
    const auto heldMedian = [&](const auto &indexOf) {
        std::vector<double> errors;
        for (std::size_t i = 0; i < at.front().size(); ++i)
            if (!at.front()[i].sameGpu)
                errors.push_back(std::abs(at[indexOf(i)][i].after - 1));
        return percentile(errors, 0.5);
    };
    const double none = heldMedian([](std::size_t) { return std::size_t{0}; });
    // The shared exponent itself is kept only when, held out by source, it predicts the pairs
    // across GPU models closer than carrying nothing: else no correction carries to another GPU.
    if (!(heldMedian([&](std::size_t i) { return heldShared[i]; }) < none - 1e-12))
        std::fill(heldShared.begin(), heldShared.end(), 0);
    bool own[3] = {false, false, false};
    for (int kind = 0; kind < 3; ++kind) {
        std::vector<double> withOwn, withShared;
        for (std::size_t i = 0; i < at.front().size(); ++i) {
            const PairOutcome &p = at.front()[i];
            if (p.sameGpu || kindOf(p) != kind)
                continue;
            withOwn.push_back(std::abs(at[heldOwn[i]][i].after - 1));
            withShared.push_back(std::abs(at[heldShared[i]][i].after - 1));
        }
        own[kind] = !withOwn.empty() && percentile(withOwn, 0.5) < percentile(withShared, 0.5) - 1e-12;
    }
    // ... and the split as a whole only when, held out by source, it predicts every pair across GPU
    // models closer (median) than carrying nothing
    if (!(heldMedian([&](std::size_t i) { return own[kindOf(at.front()[i])] ? heldOwn[i] : heldShared[i]; }) <
          none - 1e-12)) {
        own[0] = own[1] = own[2] = false;
        std::fill(heldShared.begin(), heldShared.end(), 0);
    }
    // Zero when no source's held-out fit carried anything (or the checks above took it back).
    const std::size_t shared =
        std::all_of(heldShared.begin(), heldShared.end(), [](std::size_t g) { return g == 0; })
            ? 0
            : best(-1, "");
    std::size_t chosen[3];
    for (int kind = 0; kind < 3; ++kind)
        chosen[kind] = own[kind] ? best(kind, "") : shared;
    fit.transfer = grid[chosen[0]];
    fit.transferSameGeneration = grid[chosen[1]];
    fit.transferConv = grid[chosen[2]];
    fit.ownExponent = {own[0], own[1], own[2]};
    for (std::size_t i = 0; i < at.front().size(); ++i) {
        const PairOutcome &p = at.front()[i];
        fit.fitted.push_back(p.sameGpu ? p : at[chosen[kindOf(p)]][i]);
        fit.heldOut.push_back(p.sameGpu ? p : at[own[kindOf(p)] ? heldOwn[i] : heldShared[i]][i]);
    }
    return fit;
}

PairSummary summarizePairs(const std::vector<PairOutcome> &all, std::optional<bool> sameGpu)
{
    PairSummary s;
    std::vector<PairOutcome> pairs;
    for (const PairOutcome &p : all)
        if (!sameGpu || p.sameGpu == *sameGpu)
            pairs.push_back(p);
    std::vector<double> before, after, logs;
    for (const PairOutcome &p : pairs) {
        before.push_back(std::abs(p.before - 1));
        after.push_back(std::abs(p.after - 1));
        logs.push_back(std::log(p.after));
        s.closer += std::abs(std::log(p.after)) < std::abs(std::log(p.before));
    }
    s.pairs = static_cast<int>(pairs.size());
    s.medianBefore = percentile(before, 0.5);
    s.medianAfter = percentile(after, 0.5);
    s.logSpreadLow = std::max(0.1, -percentile(logs, 0.1));
    s.logSpreadHigh = std::max(0.1, percentile(logs, 0.9));
    return s;
}

} // namespace tp::calibration
