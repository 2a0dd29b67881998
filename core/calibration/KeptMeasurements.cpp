#include "core/calibration/KeptMeasurements.h"

#include "core/JobParser.h"
#include "core/JsonReader.h"
#include "core/Workload.h"
#include "core/WorkloadSoftware.h"
#include "core/calibration/Calibration.h"

#include <algorithm>

namespace tp {

namespace {

using json = nlohmann::json;

const char *kKind = "kept-measurements";

std::string firstError(const Problems &problems)
{
    for (const Problem &p : problems)
        if (p.isError())
            return p.path.empty() ? p.message : p.path + ": " + p.message;
    return "it could not be read";
}

} // namespace

std::optional<CalibrationKey> calibrationKey(const Job &job, const Catalog &catalog, const std::string &gpu,
                                             std::string *why)
{
    auto fail = [&](const std::string &reason) -> std::optional<CalibrationKey> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if (job.modelPreset.empty())
        return fail("only runs of a model the catalog names can be kept: a described model has no family");
    const ModelSpec *model = catalog.findModel(job.modelPreset);
    if (!model)
        return fail("the catalog has no model \"" + job.modelPreset + "\"");
    const Gpu *g = catalog.findGpu(gpu);
    if (!g)
        return fail("the catalog has no GPU \"" + gpu + "\"");
    // chosen as the estimate chooses it, so a run kept and a later job agree on the framework
    const Framework *f = job.framework.empty()
                             ? chooseFramework(job, catalog, *model, job.method, *g).framework
                             : catalog.findFramework(job.framework);
    if (!f)
        return fail("the catalog has no framework \"" + job.framework + "\"");
    return CalibrationKey{model->family.empty() ? model->id : model->family, f->id};
}

std::optional<KeptMeasurement> keepMeasurement(const json &jobJson, const json &entry, const Catalog &catalog,
                                               const std::string &today, std::string *why)
{
    auto fail = [&](const std::string &reason) -> std::optional<KeptMeasurement> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    json one = jobJson;
    one["measured"] = json::array({entry});
    const JobParser::Result parsed = JobParser::parse(one, "job");
    if (!parsed.value)
        return fail(firstError(parsed.problems));
    const Job &job = *parsed.value;
    const ResolveResult resolved = resolveWorkload(measuredJob(job, job.measured.front()), catalog, "job");
    if (!resolved.value)
        return fail(firstError(resolved.problems));
    const Workload &w = *resolved.value;
    const std::optional<CalibrationKey> key = calibrationKey(job, catalog, w.hw.gpu->id, why);
    if (!key)
        return std::nullopt;

    KeptMeasurement k;
    k.family = key->family;
    k.framework = w.framework->id; // what the run used; later jobs are keyed as the estimate chooses
    k.gpu = w.hw.gpu->id;
    k.modelName = w.model.name;
    k.hardware = hardwareLabel(w);
    k.kept = today;
    // the run stands without the job: its model, method and sequence length go with it
    k.measured = entry;
    json model = {{"preset", job.modelPreset}};
    if (job.imageSize)
        model["image_size"] = *job.imageSize;
    k.measured["model"] = model;
    k.measured["method"] = toString(w.method);
    if (w.model.isTransformer() && !entry.contains("seq_len") && !entry.contains("sequence_length"))
        k.measured["seq_len"] = w.seqLen;
    return k;
}

Checked<std::vector<KeptMeasurement>> readKeptMeasurements(const std::string &text, const std::string &file)
{
    Checked<std::vector<KeptMeasurement>> r;
    const std::optional<json> value = parseJsonText(text, file, r.problems);
    if (!value)
        return r;
    auto error = [&](const std::string &path, const std::string &code, const std::string &message) {
        r.problems.push_back({Problem::Severity::Error, code, file, path, message});
    };
    if (!value->is_object()) {
        error("", "wrong-type", "expected an object");
        return r;
    }
    if (value->value("kind", json()) != kKind) {
        error("/kind", "unknown-value", std::string("expected \"") + kKind + "\"");
        return r;
    }
    if (value->value("schema", json()) != 1) {
        error("/schema", "out-of-range", "this TrainPlan reads schema 1");
        return r;
    }
    const json list = value->value("measurements", json());
    if (!list.is_array()) {
        error("/measurements", list.is_null() ? "missing-field" : "wrong-type", "expected an array");
        return r;
    }
    std::vector<KeptMeasurement> kept;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string at = "/measurements/" + std::to_string(i);
        const json &e = list[i];
        if (!e.is_object()) {
            error(at, "wrong-type", "expected an object");
            continue;
        }
        KeptMeasurement k;
        bool ok = true;
        for (auto [key, field] : {std::pair{"family", &k.family}, std::pair{"framework", &k.framework},
                                  std::pair{"gpu", &k.gpu}, std::pair{"model_name", &k.modelName},
                                  std::pair{"hardware", &k.hardware}, std::pair{"kept", &k.kept}}) {
            const json v = e.value(key, json());
            if (!v.is_string() || v.get<std::string>().empty()) {
                error(at + "/" + key, v.is_null() ? "missing-field" : "wrong-type", "expected a text");
                ok = false;
            } else {
                *field = v.get<std::string>();
            }
        }
        const json measured = e.value("measured", json());
        if (!measured.is_object() || !measured.contains("model")) {
            error(at + "/measured", measured.is_null() ? "missing-field" : "wrong-type",
                  "expected a measured run with its \"model\"");
            continue;
        }
        // the run is checked as the job file reads it: a job of its model, measured once
        const JobParser::Result parsed = JobParser::parse(
            json{{"model", measured["model"]}, {"data", {{"samples", 1}}}, {"measured", {measured}}}, file);
        for (Problem p : parsed.problems)
            if (p.path.rfind("/measured/0", 0) == 0) {
                p.path = at + "/measured" + p.path.substr(std::string("/measured/0").size());
                ok = ok && !p.isError();
                r.problems.push_back(std::move(p));
            } else if (p.path.rfind("/model", 0) == 0) {
                p.path = at + "/measured" + p.path;
                ok = ok && !p.isError();
                r.problems.push_back(std::move(p));
            }
        if (!ok)
            continue;
        k.measured = measured;
        kept.push_back(std::move(k));
    }
    r.value = std::move(kept);
    return r;
}

nlohmann::ordered_json keptMeasurementsJson(const std::vector<KeptMeasurement> &kept)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const KeptMeasurement &k : kept)
        list.push_back({{"family", k.family},
                        {"framework", k.framework},
                        {"gpu", k.gpu},
                        {"model_name", k.modelName},
                        {"hardware", k.hardware},
                        {"kept", k.kept},
                        {"measured", k.measured}});
    return {{"schema", 1}, {"kind", kKind}, {"measurements", list}};
}

std::vector<KeptMeasurement> measurementsFor(const Job &job, const Catalog &catalog,
                                             const std::vector<KeptMeasurement> &kept)
{
    std::vector<KeptMeasurement> matching;
    if (!job.measured.empty())
        return matching;
    for (const KeptMeasurement &k : kept) {
        const std::optional<CalibrationKey> key = calibrationKey(job, catalog, k.gpu);
        if (key && key->family == k.family && key->framework == k.framework)
            matching.push_back(k);
    }
    if (matching.empty())
        return matching;
    // the newest day's runs of one model (the last kept decides which)
    KeptMeasurement newest = matching.front();
    for (const KeptMeasurement &k : matching)
        if (k.kept >= newest.kept)
            newest = k;
    matching.erase(std::remove_if(matching.begin(), matching.end(),
                                  [&](const KeptMeasurement &k) {
                                      return k.kept != newest.kept || k.modelName != newest.modelName;
                                  }),
                   matching.end());
    return matching;
}

} // namespace tp
