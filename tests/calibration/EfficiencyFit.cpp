#include "EfficiencyFit.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tp::calibration {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * (v.size() - 1);
    const std::size_t i = static_cast<std::size_t>(pos);
    const double frac = pos - i;
    return i + 1 < v.size() ? v[i] * (1 - frac) + v[i + 1] * frac : v[i];
}

bool included(const std::vector<bool> *include, std::size_t i)
{
    return !include || (*include)[i];
}

struct Sample
{
    WorkloadClass cls;
    Generation gen;
    bool optimized;
    double logEta;
    double weight; // 1 / facts taken from the same published run, so no run counts more than once
};

// Weighted median of (value, weight) pairs.
double weightedMedian(std::vector<std::pair<double, double>> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    double total = 0;
    for (const auto &x : v)
        total += x.second;
    double acc = 0;
    for (const auto &x : v) {
        acc += x.second;
        if (acc >= total / 2)
            return x.first;
    }
    return v.back().first;
}

// Pulls a group's estimate towards 0 (no effect) when it rests on few cases.
double shrink(double value, std::size_t n)
{
    return value * static_cast<double>(n) / (n + 2.0);
}

// One pass of the alternating-medians fit for fixed global parameters.
void fitFactors(const std::vector<Case> &cases, Catalog &catalog, const std::vector<bool> *include)
{
    std::map<std::string, int> factsPerRun;
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (cases[i].usable && !cases[i].isMemoryFact() && included(include, i))
            factsPerRun[cases[i].ref]++;
    std::vector<Sample> samples;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case &c = cases[i];
        if (!c.usable || c.isMemoryFact() || !included(include, i))
            continue;
        Outcome o = evaluate(c, catalog);
        if (!o.ok || o.predicted <= 0 || c.expected <= 0)
            continue;
        const Performance &p = o.estimate->performance;
        const double r = o.predicted / c.expected;
        const double stepObserved = c.isTimeLike() ? p.stepSeconds / r : p.stepSeconds * r;
        const double computeObserved =
            stepObserved / p.pipelineBubble - p.memorySeconds - p.commExposedSeconds - p.offloadSeconds;
        if (computeObserved <= 0.05 * stepObserved)
            continue; // the case is explained by memory or communication alone
        const double eta = p.idealComputeSeconds / computeObserved;
        samples.push_back({o.estimate->workload.workloadClass, o.estimate->workload.hw.gpu->generation,
                           o.estimate->workload.stack == Stack::Optimized, std::log(eta), 1.0 / factsPerRun[c.ref]});
    }
    std::map<WorkloadClass, double> c;
    std::map<Generation, double> g;
    double s = 0;
    for (int iter = 0; iter < 40; ++iter) {
        std::map<WorkloadClass, std::vector<std::pair<double, double>>> byClass;
        for (const Sample &x : samples)
            byClass[x.cls].push_back({x.logEta - g[x.gen] - (x.optimized ? s : 0), x.weight});
        for (auto &[cls, v] : byClass)
            c[cls] = weightedMedian(v);
        std::map<Generation, std::vector<std::pair<double, double>>> byGen;
        std::map<Generation, double> runsPerGen;
        for (const Sample &x : samples) {
            byGen[x.gen].push_back({x.logEta - c[x.cls] - (x.optimized ? s : 0), x.weight});
            runsPerGen[x.gen] += x.weight;
        }
        for (auto &[gen, v] : byGen)
            g[gen] = shrink(weightedMedian(v), static_cast<std::size_t>(std::lround(runsPerGen[gen])));
        // Ampere is the reference generation: its factor is 1.
        const double ref = g.count(Generation::Ampere) ? g[Generation::Ampere] : 0.0;
        for (auto &[gen, v] : g)
            v -= ref;
        for (auto &[cls, v] : c)
            v += ref;
        std::vector<std::pair<double, double>> opt;
        for (const Sample &x : samples)
            if (x.optimized)
                opt.push_back({x.logEta - c[x.cls] - g[x.gen], x.weight});
        s = std::max(0.0, weightedMedian(opt));
    }
    EfficiencyModel &e = catalog.efficiency;
    std::map<WorkloadClass, int> classCount;
    std::map<Generation, int> genCount;
    for (const Sample &x : samples) {
        classCount[x.cls]++;
        genCount[x.gen]++;
    }
    for (auto &[cls, v] : c) {
        e.classes[cls].computeEfficiency = std::clamp(std::exp(v), 0.02, 0.9);
        e.classes[cls].cases = classCount[cls];
    }
    e.generations.clear();
    for (auto &[gen, v] : g)
        e.generations[gen] = {std::clamp(std::exp(v), 0.2, 3.0), genCount[gen]};
    e.optimizedStackSpeedup = std::exp(s);
}

void fitSpreads(const std::vector<Case> &cases, Catalog &catalog, const std::vector<bool> *include)
{
    std::map<WorkloadClass, std::vector<double>> residuals;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case &c = cases[i];
        if (!c.usable || c.isMemoryFact() || !included(include, i))
            continue;
        Outcome o = evaluate(c, catalog);
        if (!o.ok || o.predicted <= 0)
            continue;
        residuals[o.estimate->workload.workloadClass].push_back(timeResidual(c, o));
    }
    for (auto &[cls, v] : residuals) {
        // 10th-90th percentile of the residuals, at least +-10%: the range a user should expect
        auto &fit = catalog.efficiency.classes[cls];
        fit.logLow = std::max(0.1, -quantile(v, 0.1));
        fit.logHigh = std::max(0.1, quantile(v, 0.9));
    }
}

} // namespace

double timeResidual(const Case &c, const Outcome &o)
{
    const double r = o.predicted / c.expected;
    return c.isTimeLike() ? -std::log(r) : std::log(r);
}

Accuracy measure(const std::vector<Case> &cases, const Catalog &catalog, const std::vector<bool> *include)
{
    Accuracy a;
    std::vector<double> errors;
    int within = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case &c = cases[i];
        if (!c.usable || !included(include, i))
            continue;
        Outcome o = evaluate(c, catalog);
        if (c.isMemoryFact()) {
            a.memoryFacts++;
            if (o.ok && o.fits == c.expectedFits)
                a.memoryRight++;
            continue;
        }
        a.timeCases++;
        if (!o.ok || o.predicted <= 0) {
            errors.push_back(1e9);
            continue;
        }
        const double r = o.predicted / c.expected;
        errors.push_back(std::fabs(r - 1.0));
        if (r >= 0.5 && r <= 2.0)
            within++;
    }
    a.medianAbsError = median(errors);
    a.within2x = a.timeCases ? static_cast<double>(within) / a.timeCases : 0;
    return a;
}

EfficiencyModel fit(const std::vector<Case> &cases, Catalog catalog, const std::vector<bool> *include,
                    bool searchGlobals)
{
    std::vector<double> memoryEfficiencies = {catalog.efficiency.memoryEfficiency};
    std::vector<double> visionBytes = {catalog.efficiency.visionBytesPerActivation};
    std::vector<double> decodeRates = {catalog.efficiency.decodeImagesPerCore};
    std::vector<double> depthwiseFactors = {catalog.efficiency.depthwiseTrafficFactor};
    if (searchGlobals) {
        memoryEfficiencies = {0.5, 0.6, 0.7, 0.8};
        visionBytes = {20, 30, 40, 60, 80, 120};
        decodeRates = {60, 80, 100, 130, 160, 200};
        depthwiseFactors = {1, 2, 3, 4, 5, 6};
    }
    std::optional<EfficiencyModel> best;
    double bestObjective = 1e18;
    for (double me : memoryEfficiencies) {
        for (double vb : visionBytes) {
          for (double dr : decodeRates) {
           for (double df : depthwiseFactors) {
            Catalog trial = catalog;
            trial.efficiency.memoryEfficiency = me;
            trial.efficiency.visionBytesPerActivation = vb;
            trial.efficiency.decodeImagesPerCore = dr;
            trial.efficiency.depthwiseTrafficFactor = df;
            for (int round = 0; round < 3; ++round)
                fitFactors(cases, trial, include);
            const double objective = measure(cases, trial, include).objective();
            if (objective < bestObjective) {
                bestObjective = objective;
                best = trial.efficiency;
            }
           }
          }
        }
    }
    catalog.efficiency = *best;
    fitSpreads(cases, catalog, include);
    return catalog.efficiency;
}

} // namespace tp::calibration
