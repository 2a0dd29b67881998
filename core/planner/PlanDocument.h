#pragma once

#include "core/Checked.h"
#include "core/planner/PlanActuals.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tp {

struct Plan;

// The `.trainplan` document the desktop app saves and opens:
//   {"format": "trainplan", "version": 1, "job": {...}, "plan": <plan JSON or null>, "app": {...},
//    "actuals": <a watched run, optional>}
// The job is kept exactly as edited: it is what a file opens to (and it may be unfinished, so it
// is not validated here: the planner reports its problems when it is planned). "plan" is a
// record of what the job gave when saved (with a "saved" record: when, app and estimator
// versions), read back only to compare with a fresh plan. "app" holds what the app asks
// that the job format has no field for. "actuals" is what a watched run of the plan did
// (core/planner/PlanActuals.h); a block this version cannot read is dropped with a warning rather
// than keep the plan from opening. A file of a newer version is refused rather than half
// read. Qt-free so that the CLI, the app and the fuzzer read it one way.
struct PlanDocument
{
    static constexpr int kVersion = 1;
    static constexpr const char *kFormat = "trainplan";

    nlohmann::json job = nlohmann::json::object();
    nlohmann::json app = nlohmann::json::object();
    // Read: the "plan" block as the file holds it (null when it has none or it is not an object),
    // so that a reopened plan can say what changed since (core/planner/PlanChanges.h).
    nlohmann::json savedPlan = nullptr;
    // Written: what the app adds to the plan's "saved" record ({"at", "app_version"}); the core
    // adds "estimator_version".
    nlohmann::json saveInfo = nlohmann::json::object();
    std::optional<PlanActuals> actuals;
};

// Errors say why the file cannot be opened (the first is the one to show); warnings are keys
// this version does not know, which are dropped (codes: the JSON reader's, not-a-plan,
// missing-field, wrong-type, newer-version, invalid-version, unknown-key).
struct PlanDocumentRead : Checked<PlanDocument>
{
    std::int64_t version = 0; // what the file says, when it says a whole number
};

PlanDocumentRead parsePlanDocument(const std::string &text, const std::string &file);

// The file's text: UTF-8 JSON, 2-space indented, ending in a newline. Without a `plan` the
// document's savedPlan is written as it was read (null for a document never planned): a tool that
// only adds actuals keeps the results the file was saved with.
std::string serializePlanDocument(const PlanDocument &document, const Plan *plan);

} // namespace tp
