#include "EfficiencyFit.h"

#include <algorithm>
#include <cmath>
#include <functional>
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
    std::string stack; // the framework's efficiency class
    bool moe;
    std::string fp32;     // "tf32" | "fp32" | ""
    bool vision;          // a conv net: its generation term is the conv one
    std::string detector; // detector family, "" for classifiers and transformers
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
        // a published time holds the run's evaluation passes and checkpoint saves too (as
        // modelled): what is left is the training steps'
        const double stepObserved =
            c.isTimeLike() ? (p.totalSeconds / r - p.loop.evalSeconds - p.loop.checkpointSeconds) /
                                 std::max(p.steps, 1e-9)
                           : p.stepSeconds * r;
        if (stepObserved <= 0)
            continue; // the loop's modelled overheads alone exceed the published time
        // step = (compute + memory + tensor/context/expert/pipeline traffic) x bubble + exposed
        // data-parallel traffic + offload (performance::estimate)
        const double perMicro = (stepObserved - p.dataCommSeconds - p.offloadSeconds) / p.pipelineBubble;
        const double computeObserved = perMicro - p.memorySeconds - p.tensorCommSeconds -
                                       p.contextCommSeconds - p.expertCommSeconds - p.pipelineCommSeconds;
        if (computeObserved <= 0.05 * stepObserved)
            continue; // the case is explained by memory or communication alone
        if (p.inputSeconds >= 0.95 * p.stepSeconds)
            continue; // predicted to wait for its data loader: the loader, not the GPUs, sets its pace
        if (p.hostSeconds > 0 && p.hostSeconds >= 0.95 * perMicro)
            continue; // predicted to wait for its host's kernel launches: the host sets its pace
        const double eta = p.idealComputeSeconds * p.stageImbalance / computeObserved;
        const Workload &w = o.estimate->workload;
        samples.push_back(
            {w.workloadClass, w.hw.gpu->generation, w.efficiencyClass(), w.model.isMoe(),
             performance::fp32Mode(w), !w.model.isTransformer(),
             w.model.detector == ModelSpec::Detector::None ? std::string() : toString(w.model.detector),
             std::log(eta), 1.0 / factsPerRun[c.ref]});
    }
    std::map<WorkloadClass, double> c;
    std::map<Generation, double> g;    // transformers' GEMMs (Ampere = 0)
    std::map<Generation, double> gc;   // conv nets' (Ampere = 0; unfitted: g)
    std::map<std::string, double> st;  // "standard" stays 0: the reference class
    double moe = 0;                    // dense models: 0
    std::map<std::string, double> pr;  // fp32 modes; "" (16-bit) stays 0
    std::map<std::string, double> det; // detector families; classifiers stay 0
    auto genTerm = [&](const Sample &x) {
        if (!x.vision)
            return g[x.gen];
        const auto it = gc.find(x.gen);
        return it == gc.end() ? g[x.gen] : it->second;
    };
    auto detTerm = [&](const Sample &x) { return x.detector.empty() ? 0.0 : det[x.detector]; };
    for (int iter = 0; iter < 40; ++iter) {
        std::map<WorkloadClass, std::vector<std::pair<double, double>>> byClass;
        for (const Sample &x : samples)
            byClass[x.cls].push_back(
                {x.logEta - genTerm(x) - st[x.stack] - (x.moe ? moe : 0) - pr[x.fp32] - detTerm(x),
                 x.weight});
        for (auto &[cls, v] : byClass)
            c[cls] = weightedMedian(v);
        // the general generation factors from the transformer runs (all runs where a generation
        // has no transformer run), the conv ones from the vision runs, relative to Ampere's
        std::map<Generation, std::vector<std::pair<double, double>>> byGen, byGenAll, byConv;
        std::map<Generation, double> runsPerGen, runsPerGenAll, runsPerConv;
        for (const Sample &x : samples) {
            const double r = x.logEta - c[x.cls] - st[x.stack] - (x.moe ? moe : 0) - pr[x.fp32] - detTerm(x);
            byGenAll[x.gen].push_back({r, x.weight});
            runsPerGenAll[x.gen] += x.weight;
            if (x.vision) {
                byConv[x.gen].push_back({r, x.weight});
                runsPerConv[x.gen] += x.weight;
            } else {
                byGen[x.gen].push_back({r, x.weight});
                runsPerGen[x.gen] += x.weight;
            }
        }
        for (auto &[gen, v] : byGenAll) {
            const bool own = byGen.count(gen) > 0;
            g[gen] =
                shrink(weightedMedian(own ? byGen[gen] : v),
                       static_cast<std::size_t>(std::lround(own ? runsPerGen[gen] : runsPerGenAll[gen])));
        }
        // Ampere is the reference generation of both: its factors are 1.
        const double ref = g.count(Generation::Ampere) ? g[Generation::Ampere] : 0.0;
        for (auto &[gen, v] : g)
            v -= ref;
        for (auto &[cls, v] : c)
            v += ref;
        const double convRef =
            byConv.count(Generation::Ampere) ? weightedMedian(byConv[Generation::Ampere]) : 0.0;
        gc.clear();
        for (auto &[gen, v] : byConv) {
            if (gen == Generation::Ampere) {
                gc[gen] = 0;
                continue;
            }
            // conv evidence shrinks towards the general factor when it is thin
            const double own = weightedMedian(v) - convRef;
            const double n = runsPerConv[gen];
            gc[gen] = g[gen] + (own - g[gen]) * n / (n + 2.0);
        }
        std::map<std::string, std::vector<std::pair<double, double>>> byStack;
        for (const Sample &x : samples)
            if (x.stack != "standard")
                byStack[x.stack].push_back(
                    {x.logEta - c[x.cls] - genTerm(x) - (x.moe ? moe : 0) - pr[x.fp32] - detTerm(x),
                     x.weight});
        for (auto &[name, v] : byStack)
            st[name] = weightedMedian(v);
        std::vector<std::pair<double, double>> moes;
        for (const Sample &x : samples)
            if (x.moe)
                moes.push_back({x.logEta - c[x.cls] - genTerm(x) - st[x.stack] - pr[x.fp32], x.weight});
        moe = std::min(0.0, shrink(weightedMedian(moes), moes.size())); // MoE never helps the GEMMs
        std::map<std::string, std::vector<std::pair<double, double>>> byPrecision;
        for (const Sample &x : samples)
            if (!x.fp32.empty())
                byPrecision[x.fp32].push_back(
                    {x.logEta - c[x.cls] - genTerm(x) - st[x.stack] - (x.moe ? moe : 0) - detTerm(x),
                     x.weight});
        for (auto &[mode, v] : byPrecision)
            pr[mode] = shrink(weightedMedian(v), v.size());
        std::map<std::string, std::vector<std::pair<double, double>>> byDetector;
        std::map<std::string, double> runsPerDetector;
        for (const Sample &x : samples)
            if (!x.detector.empty()) {
                byDetector[x.detector].push_back(
                    {x.logEta - c[x.cls] - genTerm(x) - st[x.stack] - pr[x.fp32], x.weight});
                runsPerDetector[x.detector] += x.weight;
            }
        for (auto &[family, v] : byDetector)
            det[family] =
                shrink(weightedMedian(v), static_cast<std::size_t>(std::lround(runsPerDetector[family])));
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
    std::map<Generation, int> convCount;
    std::map<std::string, int> detectorCount;
    for (const Sample &x : samples) {
        if (x.vision)
            convCount[x.gen]++;
        if (!x.detector.empty())
            detectorCount[x.detector]++;
    }
    e.convGenerations.clear();
    for (auto &[gen, v] : gc)
        e.convGenerations[gen] = {std::clamp(std::exp(v), 0.1, 3.0), convCount[gen]};
    e.detectors.clear();
    for (auto &[family, v] : det)
        e.detectors[family] = {std::clamp(std::exp(v), 0.1, 3.0), detectorCount[family]};
    std::map<std::string, int> stackCount;
    for (const Sample &x : samples)
        stackCount[x.stack]++;
    int moeCount = 0;
    std::map<std::string, int> precisionCount;
    for (const Sample &x : samples) {
        moeCount += x.moe;
        if (!x.fp32.empty())
            precisionCount[x.fp32]++;
    }
    e.precisions.clear();
    for (auto &[mode, v] : pr)
        if (!mode.empty())
            e.precisions[mode] = {std::clamp(std::exp(v), 0.2, 5.0), precisionCount[mode]};
    e.moe = {std::clamp(std::exp(moe), 0.1, 1.0), moeCount};
    e.stacks.clear();
    e.stacks["standard"] = {1.0, stackCount["standard"]};
    for (auto &[name, v] : st)
        if (name != "standard")
            e.stacks[name] = {std::clamp(std::exp(v), 0.2, 5.0), stackCount[name]};
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

std::vector<Outcome> leaveOneSourceOut(const std::vector<Case> &cases, const Catalog &catalog)
{
    std::vector<Outcome> out(cases.size());
    std::map<std::string, std::vector<std::size_t>> bySource;
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (cases[i].usable)
            bySource[cases[i].source].push_back(i);
    for (const auto &[source, members] : bySource) {
        std::vector<bool> include(cases.size(), true);
        for (std::size_t i : members)
            include[i] = false;
        Catalog held = catalog;
        held.efficiency = fit(cases, catalog, &include, false);
        for (std::size_t i : members)
            out[i] = evaluate(cases[i], held);
    }
    return out;
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
    auto refit = [&](Catalog &trial) {
        for (int round = 0; round < 3; ++round)
            fitFactors(cases, trial, include);
        return measure(cases, trial, include).objective();
    };
    double bestObjective = refit(catalog);
    if (searchGlobals) {
        // The global constants by coordinate descent: each over its candidate values with the
        // others held, twice round.
        struct Global
        {
            std::function<void(EfficiencyModel &, double)> set;
            std::vector<double> values;
        };
        auto field = [](double EfficiencyModel::*f, std::vector<double> values) {
            return Global{[f](EfficiencyModel &e, double v) { e.*f = v; }, std::move(values)};
        };
        std::vector<Global> globals = {
            field(&EfficiencyModel::memoryEfficiency, {0.5, 0.6, 0.7, 0.8}),
            field(&EfficiencyModel::visionBytesPerActivation, {20, 30, 40, 60, 80, 120}),
            field(&EfficiencyModel::decodeImagesPerCore, {60, 80, 100, 130, 160, 200}),
            field(&EfficiencyModel::depthwiseTrafficFactor, {1, 2, 3, 4, 5, 6}),
            field(&EfficiencyModel::detectionSampleCost, {1, 1.5, 2, 3, 4}),
            field(&EfficiencyModel::segmentationSampleCost, {2, 3, 4, 6, 8}),
            field(&EfficiencyModel::ascendHostDecodeFactor, {0.1, 0.15, 0.2, 0.3, 0.5, 0.7, 1.0}),
        };
        // the Ascend detection time per image, chip by chip (the chips the catalog names)
        for (const auto &entry : catalog.efficiency.ascendDetectionSampleMs) {
            const std::string gpu = entry.first;
            globals.push_back({[gpu](EfficiencyModel &e, double ms) { e.ascendDetectionSampleMs[gpu] = ms; },
                               {0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 22}});
        }
        for (int pass = 0; pass < 2; ++pass) {
            for (const Global &g : globals) {
                Catalog best = catalog;
                for (double v : g.values) {
                    Catalog trial = catalog;
                    g.set(trial.efficiency, v);
                    const double objective = refit(trial);
                    if (objective < bestObjective - 1e-9) {
                        bestObjective = objective;
                        best = trial;
                    }
                }
                catalog = best;
            }
        }
    }
    fitSpreads(cases, catalog, include);
    return catalog.efficiency;
}

} // namespace tp::calibration
