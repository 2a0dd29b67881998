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
                const bool sameGpu = plain[a].estimate->workload.hw.gpu == plain[b].estimate->workload.hw.gpu;
                out.push_back({ca.id, cb.id, source, sameGpu, plain[b].ratio, after.ratio});
            }
        }
    }
    return out;
}

TransferFit fitTransfer(const std::vector<Case> &cases, const Catalog &catalog)
{
    // every pair at every transfer on the grid
    std::vector<double> grid;
    for (int i = 0; i <= 20; ++i)
        grid.push_back(i / 20.0);
    std::vector<std::vector<PairOutcome>> at;
    for (double t : grid) {
        Catalog c = catalog;
        c.efficiency.calibrated.transfer = t;
        at.push_back(evaluatePairs(cases, c));
    }
    // the transfer with the least median error over the other-GPU pairs outside `without`
    const auto best = [&](const std::string &without) {
        std::size_t chosen = grid.size() - 1;
        double least = 1e300;
        for (std::size_t g = 0; g < grid.size(); ++g) {
            std::vector<double> errors;
            for (const PairOutcome &p : at[g])
                if (!p.sameGpu && p.source != without)
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
    const std::size_t all = best("");
    fit.transfer = grid[all];
    fit.fitted = at[all];
    std::map<std::string, std::size_t> bySource;
    for (const auto &pairs : at)
        if (pairs.size() != at[all].size())
            return fit; // a pair that fails at one transfer: no held-out figures
    for (std::size_t i = 0; i < at[all].size(); ++i) {
        const PairOutcome &p = at[all][i];
        if (p.sameGpu) {
            fit.heldOut.push_back(p);
            continue;
        }
        if (!bySource.count(p.source))
            bySource[p.source] = best(p.source);
        fit.heldOut.push_back(at[bySource[p.source]][i]);
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
