#include "core/calibration/MeasuredEntry.h"

#include "core/InputLimits.h"
#include "core/JobParser.h"
#include "core/JsonReader.h"
#include "core/ReferenceServer.h"
#include "core/Workload.h"
#include "core/WorkloadSoftware.h"
#include "core/calibration/Calibration.h"

#include <algorithm>
#include <cmath>
#include <sstream>

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

std::optional<int> runHardwareGpus(const nlohmann::json &hw, const std::string &file, const std::string &at,
                                   const Catalog &catalog, Problems &problems)
{
    const auto bad = [&](const std::string &key, const std::string &message) {
        problems.push_back({Problem::Severity::Error, "bad-hardware", file, at + key, message});
        return std::optional<int>();
    };
    if (!hw.is_object())
        return bad(
            "", "expected an object: {\"instance\": ID, \"nodes\": K} or {\"gpu\": ID, \"gpus_per_node\": G, "
                "\"nodes\": K}");
    for (const auto &[key, value] : hw.items()) {
        static const char *known[] = {"gpu",          "instance", "gpus_per_node", "nodes",
                                      "network_gbps", "rdma",     "vcpus"};
        if (std::find(std::begin(known), std::end(known), key) == std::end(known))
            return bad("/" + key, "unknown key \"" + key +
                                      "\" (hardware takes gpu, gpus_per_node, nodes, instance, "
                                      "network_gbps, rdma, vcpus)");
    }
    const auto count = [&](const char *key, limits::Range range, int &into) {
        const auto it = hw.find(key);
        if (it == hw.end())
            return true;
        if (!it->is_number() || std::floor(it->get<double>()) != it->get<double>() ||
            it->get<double>() < range.min || it->get<double>() > range.max) {
            std::ostringstream s;
            s << "expected a whole number from " << range.min << " to " << range.max;
            bad(std::string("/") + key, s.str());
            return false;
        }
        into = it->get<int>();
        return true;
    };
    int nodes = 1, perNode = 0;
    if (!count("nodes", limits::kNodes, nodes) || !count("gpus_per_node", limits::kGpusPerNode, perNode))
        return std::optional<int>();
    const bool hasGpu = hw.contains("gpu"), hasInstance = hw.contains("instance");
    if (hasGpu == hasInstance)
        return bad("", "name either \"gpu\" or \"instance\"");
    const std::string key = hasGpu ? "gpu" : "instance";
    if (!hw[key].is_string())
        return bad("/" + key, "expected a string id");
    const std::string id = hw[key].get<std::string>();
    if (hasInstance) {
        const InstanceType *instance = catalog.findInstance(id);
        if (!instance)
            return bad("/instance", "unknown instance type " + quoteValue(id) + " (not in the catalog)");
        if (hw.contains("gpus_per_node"))
            return bad("/gpus_per_node", "an instance type has its own GPUs; leave gpus_per_node out");
        return std::optional<int>(instance->gpus * nodes);
    }
    const Gpu *gpu = catalog.findGpu(id);
    if (!gpu)
        return bad("/gpu", "unknown GPU " + quoteValue(id) + " (not in the catalog)");
    if (perNode == 0)
        if (const ReferenceServer *server = catalog.serverFor(gpu->id))
            perNode = server->gpusPerNode;
    return std::optional<int>(perNode * nodes);
}

Problems estimateProblems(const nlohmann::json &job, const Catalog &catalog, const std::string &file)
{
    JobParser::Result parsed = JobParser::parse(job, file);
    if (!parsed.value)
        return parsed.problems;
    Problems problems = parsed.problems;
    if (!applyMeasurements(*parsed.value, catalog, file, problems) || hasErrors(problems))
        return problems;
    ResolveResult resolved = resolveWorkload(*parsed.value, catalog, file);
    problems.insert(problems.end(), resolved.problems.begin(), resolved.problems.end());
    if (resolved.value) {
        const Problems layout = checkHardwareLayout(*resolved.value, file);
        problems.insert(problems.end(), layout.begin(), layout.end());
    }
    return problems;
}

} // namespace tp
