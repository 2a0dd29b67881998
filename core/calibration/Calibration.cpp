#include "core/calibration/Calibration.h"

#include "core/EstimateJson.h"
#include "core/Estimator.h"
#include "core/Strings.h"
#include "core/Workload.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace tp {

namespace {

// How far a measured run may move a cause: beyond twenty-fold the run measured another job.
constexpr double kFactorLow = 1.0 / 20.0;
constexpr double kFactorHigh = 20.0;
constexpr double kActivationScaleLow = 0.25;
constexpr double kActivationScaleHigh = 4.0;

// One measured run, resolved on its own hardware with its own settings.
struct MeasuredRun
{
    std::size_t index = 0;
    const Measurement *m = nullptr;
    Workload workload;
    Estimate plain; // uncalibrated
    std::optional<double> samplesPerSecond;
};

} // namespace

Job measuredJob(const Job &job, const Measurement &m)
{
    Job v = job;
    v.measured.clear();
    v.calibration = {};
    if (m.model) {
        const Job &other = *m.model;
        v.modelPreset = other.modelPreset;
        v.customModel = other.customModel;
        v.imageSize = other.imageSize;
        v.hfConfig.clear();
        v.hfMaxSeqLen.reset();
        if (other.methodGiven) {
            v.method = other.method;
            v.methodGiven = true;
            v.loraRank = other.loraRank;
            v.loraTargets = other.loraTargets;
        }
    }
    v.setHardware(m.hardware);
    v.parallelism = m.parallelism.value_or(ParallelismRequest{});
    if (m.microBatch)
        v.microBatch = m.microBatch;
    if (m.seqLen)
        v.seqLen = m.seqLen;
    if (m.globalBatch)
        v.globalBatch = m.globalBatch;
    if (m.zeroStage)
        v.zeroStage = m.zeroStage;
    if (m.recompute)
        v.recompute = m.recompute;
    return v;
}

std::string hardwareLabel(const Workload &w)
{
    if (w.hw.instance)
        return std::to_string(w.hw.nodes) + " × " + w.hw.instance->id;
    return std::to_string(w.hw.totalGpus()) + " × " + w.hw.gpu->id;
}

namespace {

// Problems of the measured variant name the measurement's fields, not the job's (its model and
// method too when the measurement names the model it ran).
void addProblems(Problems &out, Problems in, std::size_t index, bool namesModel)
{
    const std::string base = "/measured/" + std::to_string(index);
    std::vector<std::string> fields = {"/hardware",     "/micro_batch", "/seq_len",
                                       "/global_batch", "/zero_stage",  "/activation_checkpointing",
                                       "/parallelism"};
    if (namesModel)
        fields.insert(fields.end(), {"/model", "/method"});
    for (Problem &p : in) {
        for (const std::string &field : fields)
            if (p.path.rfind(field, 0) == 0) {
                p.path = base + p.path;
                break;
            }
        out.push_back(std::move(p));
    }
}

// The settings the estimate chose for the run, fixed: calibrating must not change what the run
// is, only what it costs.
Workload pinned(Workload w)
{
    w.microBatchFixed = w.zeroStageFixed = w.checkpointingFixed = true;
    w.parallelFixed.tensor = w.parallel.tensor;
    w.parallelFixed.pipeline = w.parallel.pipeline;
    w.parallelFixed.virtualStages = w.parallel.virtualStages;
    w.parallelFixed.context = w.parallel.context;
    w.parallelFixed.expert = w.parallel.expert;
    w.parallelFixed.sequenceParallel = w.parallel.sequenceParallel;
    return w;
}

Estimate estimateWith(const Catalog &catalog, Workload w, const CalibrationTerms &terms)
{
    w.calibration = terms;
    return Estimator(catalog).estimate(w);
}

// x in [kFactorLow, kFactorHigh] with speed(x) = target, speed non-decreasing in x (bisection in
// log space). Unset when even the bounds do not reach the target.
std::optional<double> solveFactor(const std::function<double(double)> &speed, double target)
{
    if (speed(kFactorHigh) < target * 0.999 || speed(kFactorLow) > target * 1.001)
        return std::nullopt;
    double lo = std::log(kFactorLow), hi = std::log(kFactorHigh);
    for (int i = 0; i < 40 && hi - lo > 1e-4; ++i) {
        const double mid = 0.5 * (lo + hi);
        (speed(std::exp(mid)) < target ? lo : hi) = mid;
    }
    return std::exp(0.5 * (lo + hi));
}

std::string factorText(double f)
{
    return "× " + fixedDecimals(f, 2);
}

} // namespace

Checked<Calibration> calibrate(const Job &job, const Catalog &catalog, const std::string &file)
{
    Checked<Calibration> r;
    Calibration cal;
    std::vector<MeasuredRun> runs;
    auto refuse = [&](std::size_t i, const std::string &field, const std::string &message) {
        r.problems.push_back({Problem::Severity::Error, "impossible-measurement", file,
                              "/measured/" + std::to_string(i) + field, message});
    };

    // --- every run resolved and estimated as measured; impossible figures refused. The job is
    // copied once without its runs: a copy per run with all of them was quadratic (100,000 runs
    // took over two minutes)
    Job bare = job;
    bare.measured.clear();
    for (std::size_t i = 0; i < job.measured.size(); ++i) {
        const Measurement &m = job.measured[i];
        ResolveResult resolved = resolveWorkload(measuredJob(bare, m), catalog, file);
        const bool ok = resolved.value.has_value();
        addProblems(r.problems, std::move(resolved.problems), i, m.model != nullptr);
        if (!ok)
            continue;
        MeasuredRun run;
        run.index = i;
        run.m = &m;
        run.plain = Estimator(catalog).estimate(*resolved.value);
        run.workload = pinned(run.plain.workload);
        const Workload &w = run.plain.workload;
        const Performance &p = run.plain.performance;
        if (m.samplesPerSecond)
            run.samplesPerSecond = m.samplesPerSecond;
        else if (m.tokensPerSecond && w.model.isTransformer() && w.tokensPerSample > 0)
            run.samplesPerSecond = *m.tokensPerSecond / w.tokensPerSample;
        else if (m.stepSeconds)
            run.samplesPerSecond = w.globalBatch() / *m.stepSeconds;
        if (m.tokensPerSecond && !w.model.isTransformer())
            refuse(i, "/tokens_per_s",
                   "tokens per second measure a transformer; " + w.model.name +
                       " is a vision model: give samples_per_s or step_time_s");

        if (m.peakMemoryGib && *m.peakMemoryGib > run.plain.gpuMemoryGib)
            refuse(i, "/peak_memory_gib",
                   fixedDecimals(*m.peakMemoryGib) + " GiB per GPU is more than " + w.hw.gpu->id + " has (" +
                       fixedDecimals(run.plain.gpuMemoryGib, 0) + " GiB): give the peak of one GPU");
        if (run.samplesPerSecond && p.samplesPerSecond > 0) {
            // the model's own FLOPs at the measured speed against the GPUs' dense peak
            const double flopsPerSample = p.modelFlopsPerStep / w.globalBatch();
            const double utilisation =
                flopsPerSample * *run.samplesPerSecond / (w.hw.totalGpus() * p.peakTflops * 1e12);
            if (utilisation > 1.0)
                refuse(i,
                       m.samplesPerSecond  ? "/samples_per_s"
                       : m.tokensPerSecond ? "/tokens_per_s"
                                           : "/step_time_s",
                       "this speed needs " + fixedDecimals(100.0 * utilisation, 0) + "% of the peak of " +
                           std::to_string(w.hw.totalGpus()) + " × " + w.hw.gpu->id + " (" +
                           fixedDecimals(p.peakTflops, 0) +
                           " TFLOPS each): faster than the hardware can run; check the units and the "
                           "hardware the run used");
        }
        runs.push_back(std::move(run));
    }
    if (hasErrors(r.problems))
        return r;

    CalibrationTerms &t = cal.terms;
    std::vector<std::vector<std::string>> corrects(runs.size());
    auto mark = [&](std::size_t k, const char *what) {
        if (std::find(corrects[k].begin(), corrects[k].end(), what) == corrects[k].end())
            corrects[k].push_back(what);
    };

    // --- memory: two runs at different micro-batches on the same hardware separate what grows
    // with the micro-batch (activations) from what does not; one run gives a fixed overhead
    std::vector<std::size_t> withMemory;
    for (std::size_t k = 0; k < runs.size(); ++k)
        if (runs[k].m->peakMemoryGib)
            withMemory.push_back(k);
    if (!withMemory.empty()) {
        const MeasuredRun &a = runs[withMemory.front()];
        for (std::size_t k : withMemory) {
            const MeasuredRun &b = runs[k];
            // what the estimate adds per micro-batch (activations and their fragmentation)
            const double da = b.plain.memoryPerGpuGib() - a.plain.memoryPerGpuGib();
            const bool sameHardware = b.workload.hw.gpu == a.workload.hw.gpu &&
                                      b.workload.hw.totalGpus() == a.workload.hw.totalGpus();
            if (&b != &a && sameHardware && std::abs(da) > 0.05) {
                const double s = (*b.m->peakMemoryGib - *a.m->peakMemoryGib) / da;
                t.activationScale = std::clamp(s, kActivationScaleLow, kActivationScaleHigh);
                if (s != t.activationScale)
                    cal.limits.push_back({"activations-clamped",
                                          {{"bound", s < 1 ? kActivationScaleLow : kActivationScaleHigh}}});
                mark(withMemory.front(), "memory");
                mark(k, "memory");
                break;
            }
        }
        const double predicted = estimateWith(catalog, a.workload, t).memoryPerGpuGib();
        t.memoryOffsetGib = *a.m->peakMemoryGib - predicted;
        const double now = estimateWith(catalog, a.workload, t).memoryPerGpuGib();
        if (now > *a.m->peakMemoryGib + 0.05)
            cal.limits.push_back({"memory-below-states",
                                  {{"floor_gib", roundSignificant(now, 3)},
                                   {"measured_gib", roundSignificant(*a.m->peakMemoryGib, 3)}}});
        mark(withMemory.front(), "memory");
        cal.memoryMeasured = true;
    }

    // --- speed: the run on the fewest GPUs corrects compute (or the data loader, when its host
    // could not feed the GPUs); a run on more GPUs then corrects communication
    std::vector<std::size_t> withSpeed;
    for (std::size_t k = 0; k < runs.size(); ++k)
        if (runs[k].samplesPerSecond)
            withSpeed.push_back(k);
    std::stable_sort(withSpeed.begin(), withSpeed.end(), [&](std::size_t x, std::size_t y) {
        return runs[x].workload.hw.totalGpus() < runs[y].workload.hw.totalGpus();
    });
    if (!withSpeed.empty()) {
        const MeasuredRun &base = runs[withSpeed.front()];
        const double target = *base.samplesPerSecond;
        cal.speedMeasured = true;
        t.speedMeasured = true;
        t.gpu = base.workload.hw.gpu->id;
        t.generation = toString(base.workload.hw.gpu->generation);
        cal.speedFactor = target / base.plain.performance.samplesPerSecond;
        const Performance &p = base.plain.performance;
        const bool inputBound = p.inputSeconds > 0 && p.inputSeconds >= 0.99 * p.stepSeconds;
        // the speed of a run with one cause's factor set to x, the others as found so far
        auto speedWith = [&](const Workload &w, double CalibrationTerms::*term) {
            return [&, term](double x) {
                CalibrationTerms trial = t;
                trial.*term = x;
                return estimateWith(catalog, w, trial).performance.samplesPerSecond;
            };
        };
        double CalibrationTerms::*first = inputBound ? &CalibrationTerms::input : &CalibrationTerms::compute;
        double CalibrationTerms::*second = inputBound ? &CalibrationTerms::compute : &CalibrationTerms::input;
        if (auto x = solveFactor(speedWith(base.workload, first), target)) {
            t.*first = *x;
            mark(withSpeed.front(), inputBound ? "input" : "compute");
        } else if (auto y = p.inputSeconds > 0 ? solveFactor(speedWith(base.workload, second), target)
                                               : std::nullopt) {
            t.*second = *y;
            mark(withSpeed.front(), inputBound ? "compute" : "input");
        } else {
            t.compute = cal.speedFactor > 1 ? kFactorHigh : kFactorLow;
            cal.limits.push_back({"speed-unexplained", {{"factor", roundSignificant(cal.speedFactor, 3)}}});
            mark(withSpeed.front(), "compute");
        }
        // a run twice as fast or slow as the estimate is worth a second look before it calibrates
        // every plan: the hardware, the loader and what the log timed may differ from the job
        if (cal.speedFactor >= 2 || cal.speedFactor <= 0.5)
            cal.limits.push_back({"speed-far-off", {{"factor", roundSignificant(cal.speedFactor, 3)}}});
        if (withSpeed.size() > 1) {
            const MeasuredRun &wide = runs[withSpeed.back()];
            const Estimate now = estimateWith(catalog, wide.workload, t);
            if (wide.workload.hw.totalGpus() == base.workload.hw.totalGpus()) {
                cal.limits.push_back({"same-gpu-count"});
            } else if (now.performance.commExposedSeconds < 0.02 * now.performance.stepSeconds) {
                cal.limits.push_back(
                    {"communication-too-small", {{"hardware", hardwareLabel(wide.workload)}}});
            } else {
                if (auto c = solveFactor(speedWith(wide.workload, &CalibrationTerms::communication),
                                         *wide.samplesPerSecond)) {
                    t.communication = *c;
                    mark(withSpeed.back(), "communication");
                } else {
                    cal.limits.push_back(
                        {"communication-unexplained", {{"hardware", hardwareLabel(wide.workload)}}});
                }
            }
        }
    }

    // --- the report: each run, measured against the estimate before and after
    for (std::size_t k = 0; k < runs.size(); ++k) {
        const MeasuredRun &run = runs[k];
        const Estimate after = estimateWith(catalog, run.workload, t);
        Calibration::Run out;
        out.hardware = hardwareLabel(run.workload);
        if (run.m->model)
            out.model = run.workload.model.name;
        out.gpus = run.workload.hw.totalGpus();
        out.date = run.m->date;
        out.source = run.m->source;
        out.corrects = corrects[k];
        if (run.samplesPerSecond) {
            out.measuredSamplesPerSecond = run.samplesPerSecond;
            out.estimatedSamplesPerSecond = run.plain.performance.samplesPerSecond;
            out.calibratedSamplesPerSecond = after.performance.samplesPerSecond;
            if (run.workload.model.isTransformer()) {
                out.measuredTokensPerSecond = *run.samplesPerSecond * run.plain.workload.tokensPerSample;
                out.estimatedTokensPerSecond = run.plain.performance.tokensPerSecond;
            }
        }
        if (run.m->peakMemoryGib) {
            out.measuredMemoryGib = run.m->peakMemoryGib;
            out.estimatedMemoryGib = run.plain.memoryPerGpuGib();
            out.calibratedMemoryGib = after.memoryPerGpuGib();
        }
        cal.runs.push_back(out);
    }
    r.value = std::move(cal);
    return r;
}

bool applyMeasurements(Job &job, const Catalog &catalog, const std::string &file, Problems &problems,
                       std::optional<Calibration> *report)
{
    if (job.measured.empty())
        return true;
    Checked<Calibration> c = calibrate(job, catalog, file);
    problems.insert(problems.end(), c.problems.begin(), c.problems.end());
    if (!c.value)
        return false;
    job.calibration = c.value->terms;
    if (report)
        *report = std::move(c.value);
    return true;
}

std::string Calibration::Limit::text() const
{
    auto number = [&](const char *key, int decimals) {
        return fixedDecimals(params.value(key, 0.0), decimals);
    };
    const std::string hardware = params.value("hardware", std::string());
    if (code == "activations-clamped")
        return "the two runs' memory differs by more than their micro-batches explain; activation memory "
               "corrected by at most × " +
               number("bound", 2);
    if (code == "memory-below-states")
        return "the run used less memory than the estimate's model states and activations need; memory "
               "corrected down to them (" +
               number("floor_gib", 1) + " GiB), not to the " + number("measured_gib", 1) + " GiB measured";
    if (code == "speed-unexplained")
        return "the measured speed is × " + number("factor", 2) +
               " the estimate, beyond what one cause explains; check that the run and the job are the same "
               "model and settings";
    if (code == "speed-far-off")
        return "the measured speed is × " + number("factor", 2) +
               " the estimate: check that the run was on the hardware named, that its data loader kept "
               "up, and that the log timed training steps (not start-up, evaluation or saving)";
    if (code == "same-gpu-count")
        return "the runs used the same number of GPUs; communication left as estimated";
    if (code == "communication-too-small")
        return "the run on " + hardware + " spends too little time communicating to correct it";
    if (code == "communication-unexplained")
        return "the run on " + hardware +
               " is not explained by its communication alone; communication left as "
               "estimated";
    return code;
}

std::string Calibration::note() const
{
    std::string where;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        where += (i == 0 ? "" : i + 1 == runs.size() ? " and " : ", ") + runs[i].hardware;
        if (!runs[i].date.empty())
            where += " (" + runs[i].date + ")";
    }
    // kept runs of another model are of one model (measurementsFor)
    const std::string of = runs.empty() || runs.front().model.empty() ? "" : "of " + runs.front().model + " ";
    std::string out =
        std::string(runs.size() == 1 ? "calibrated from your run " : "calibrated from your runs ") + of +
        "on " + where;
    std::vector<std::string> parts;
    if (speedMeasured)
        parts.push_back("speed " + factorText(speedFactor));
    if (terms.communication != 1)
        parts.push_back("communication " + factorText(terms.communication));
    if (terms.activationScale != 1)
        parts.push_back("activation memory " + factorText(terms.activationScale));
    if (memoryMeasured)
        parts.push_back(std::string("memory ") + (terms.memoryOffsetGib < 0 ? "− " : "+ ") +
                        fixedDecimals(std::abs(terms.memoryOffsetGib)) + " GiB per GPU");
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? ": " : ", ") + parts[i];
    return out;
}

nlohmann::json Calibration::toJson() const
{
    using nlohmann::json;
    json from = json::array();
    for (const Run &run : runs) {
        json r = {{"hardware", run.hardware}, {"gpus", run.gpus}};
        if (!run.model.empty())
            r["model"] = run.model;
        auto put = [&](const char *key, const std::optional<double> &v) {
            if (v)
                r[key] = roundSignificant(*v);
        };
        put("samples_per_s", run.measuredSamplesPerSecond);
        put("estimated_samples_per_s", run.estimatedSamplesPerSecond);
        put("tokens_per_s", run.measuredTokensPerSecond);
        put("estimated_tokens_per_s", run.estimatedTokensPerSecond);
        put("calibrated_samples_per_s", run.calibratedSamplesPerSecond);
        put("peak_memory_gib", run.measuredMemoryGib);
        put("estimated_memory_gib", run.estimatedMemoryGib);
        put("calibrated_memory_gib", run.calibratedMemoryGib);
        if (!run.date.empty())
            r["date"] = run.date;
        if (!run.source.empty())
            r["source"] = run.source;
        r["corrects"] = run.corrects;
        from.push_back(r);
    }
    json out = {{"from", from},
                {"speed_factor", speedMeasured ? json(roundSignificant(speedFactor, 3)) : json(nullptr)},
                {"memory_offset_gib",
                 memoryMeasured ? json(roundSignificant(terms.memoryOffsetGib, 3)) : json(nullptr)},
                {"compute_factor", roundSignificant(terms.compute, 3)},
                {"communication_factor", roundSignificant(terms.communication, 3)},
                {"input_factor", roundSignificant(terms.input, 3)},
                {"activation_scale", roundSignificant(terms.activationScale, 3)},
                {"note", note()}};
    if (!limits.empty()) {
        json texts = json::array();
        for (const Limit &limit : limits)
            texts.push_back(limit.text());
        out["limits"] = texts;
    }
    return out;
}

} // namespace tp
