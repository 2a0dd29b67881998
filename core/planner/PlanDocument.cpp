#include "core/planner/PlanDocument.h"

#include "core/JsonReader.h"
#include "core/planner/PlanChanges.h"
#include "core/planner/PlanJson.h"
#include "core/planner/Planner.h"

namespace tp {

namespace {

void error(PlanDocumentRead &read, const std::string &file, const std::string &path, const std::string &code,
           const std::string &message)
{
    read.problems.push_back({Problem::Severity::Error, code, file, path, message});
}

} // namespace

PlanDocumentRead parsePlanDocument(const std::string &text, const std::string &file)
{
    PlanDocumentRead read;
    const std::optional<nlohmann::json> parsed = parseJsonText(text, file, read.problems);
    if (!parsed || hasErrors(read.problems))
        return read;
    const nlohmann::json &root = *parsed;

    const auto format = root.is_object() ? root.find("format") : root.end();
    if (!root.is_object() || format == root.end() || !format->is_string() ||
        format->get<std::string>() != PlanDocument::kFormat) {
        error(read, file, root.is_object() ? "/format" : "/", "not-a-plan",
              "not a TrainPlan plan: it has no \"format\": \"trainplan\" (a job file is opened as a job, not "
              "as a "
              "plan)");
        return read;
    }

    const auto version = root.find("version");
    if (version == root.end()) {
        error(read, file, "/version", "missing-field", "the file has no format version");
        return read;
    }
    if (!version->is_number_integer()) {
        error(read, file, "/version", "wrong-type",
              "expected a whole number for the format version, found " + jsonTypeName(*version));
        return read;
    }
    read.version = version->get<std::int64_t>();
    if (read.version > PlanDocument::kVersion) {
        error(read, file, "/version", "newer-version",
              "written by a newer TrainPlan (format version " + std::to_string(read.version) +
                  "); this version reads version " + std::to_string(PlanDocument::kVersion) + " and older");
        return read;
    }
    if (read.version < 1) {
        error(read, file, "/version", "invalid-version",
              "invalid format version " + std::to_string(read.version) + " (versions start at 1)");
        return read;
    }

    const auto job = root.find("job");
    if (job == root.end()) {
        error(read, file, "/job", "missing-field", "the file has no job");
        return read;
    }
    if (!job->is_object()) {
        error(read, file, "/job", "wrong-type", "expected the job as an object, found " + jsonTypeName(*job));
        return read;
    }

    PlanDocument document;
    document.job = *job;
    if (const auto saved = root.find("plan"); saved != root.end() && saved->is_object())
        document.savedPlan = *saved;
    if (const auto app = root.find("app"); app != root.end()) {
        if (app->is_object())
            document.app = *app;
        else if (!app->is_null())
            read.problems.push_back({Problem::Severity::Warning, "wrong-type", file, "/app",
                                     "expected an object, found " + jsonTypeName(*app) + "; ignored"});
    }
    if (const auto actuals = root.find("actuals"); actuals != root.end() && !actuals->is_null()) {
        Checked<PlanActuals> watched = readPlanActuals(*actuals, file);
        if (watched.ok())
            document.actuals = std::move(watched.value);
        for (Problem p : watched.problems) {
            if (p.isError())
                p.message += "; the watched run is left out";
            p.severity = Problem::Severity::Warning;
            read.problems.push_back(std::move(p));
        }
    }
    // Keys this version does not know: warnings (the job and app blocks are kept as they are).
    JsonContext context{file, &read.problems, Problem::Severity::Warning};
    ObjectReader top(&root, "", &context);
    for (const char *key : {"format", "version", "job", "plan", "app", "actuals"})
        (void)top.raw(key);
    top.finish();
    read.value = std::move(document);
    return read;
}

std::string serializePlanDocument(const PlanDocument &document, const Plan *plan)
{
    nlohmann::json file = nlohmann::json::object();
    file["format"] = PlanDocument::kFormat;
    file["version"] = PlanDocument::kVersion;
    file["job"] = document.job;
    file["plan"] = plan ? toJson(*plan) : document.savedPlan;
    if (plan) {
        nlohmann::json saved = document.saveInfo.is_object() ? document.saveInfo : nlohmann::json::object();
        saved["estimator_version"] = kEstimatorVersion;
        file["plan"]["saved"] = saved;
    }
    file["app"] = document.app.is_object() ? document.app : nlohmann::json::object();
    if (document.actuals)
        file["actuals"] = toJson(*document.actuals);
    return file.dump(2) + "\n";
}

} // namespace tp
