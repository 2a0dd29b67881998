#include "core/calibration/MeasuredEntry.h"

#include <cmath>

namespace tp {

double roundedFigure(double v)
{
    if (v == 0 || !std::isfinite(v))
        return v;
    const double scale = std::pow(10.0, 5 - std::floor(std::log10(std::abs(v))));
    return std::round(v * scale) / scale;
}

namespace {

// A positive number of the job at `pointer`, or nothing; a problem when present but not one.
std::optional<RunFigure> jobFigure(const nlohmann::json &job, const std::string &pointer,
                                   const std::string &file, Problems &problems)
{
    const nlohmann::json::json_pointer p(pointer);
    if (!job.contains(p))
        return std::nullopt;
    const nlohmann::json &v = job.at(p);
    if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() <= 0) {
        problems.push_back({Problem::Severity::Error, v.is_number() ? "out-of-range" : "wrong-type", file,
                            pointer, "expected a positive number"});
        return std::nullopt;
    }
    return RunFigure{v.get<double>(), file + ": " + pointer};
}

} // namespace

RunLogContext runLogContext(const nlohmann::json &job, const std::string &file, Problems &problems)
{
    RunLogContext context;
    context.sequenceLength = jobFigure(job, "/seq_len", file, problems);
    if (!context.sequenceLength)
        context.sequenceLength = jobFigure(job, "/data/tokens_per_sample", file, problems);
    context.trainSamples = jobFigure(job, "/data/samples", file, problems);
    return context;
}

nlohmann::ordered_json measuredEntry(const RunLog &log, const nlohmann::json &hardware)
{
    nlohmann::ordered_json m;
    m["hardware"] = nlohmann::ordered_json::parse(hardware.dump());
    const auto whole = [&](const char *key, const std::optional<RunFigure> &f) {
        if (f && std::floor(f->value) == f->value)
            m[key] = static_cast<long long>(f->value);
    };
    whole("micro_batch", log.microBatch);
    whole("global_batch", log.globalBatch);
    whole("seq_len", log.sequenceLength);
    const auto figure = [&](const char *key, const std::optional<RunFigure> &f) {
        if (f)
            m[key] = roundedFigure(f->value);
    };
    figure("tokens_per_s", log.tokensPerSecond);
    figure("samples_per_s", log.samplesPerSecond);
    figure("step_time_s", log.stepTimeSeconds);
    figure("peak_memory_gib", log.peakMemoryGib);
    m["source"] = {{"format", toString(log.format)}, {"file", log.file}};
    return m;
}

} // namespace tp
