#pragma once

#include "core/Catalog.h"
#include "core/EnumNames.h"
#include "core/planner/Advice.h"
#include "core/planner/PlanActuals.h"
#include "core/planner/Planner.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// How a line of the sheet stands out: a verdict, a problem, a caution or a total.
enum class SheetTone
{
    Plain,
    Good,
    Bad,
    Warning,
    Strong
};
constexpr auto enumNames(SheetTone)
{
    return std::array{"plain", "good", "bad", "warning", "strong"};
}

// One line of a plan sheet: what it says as a code with the figures and ids it needs (params),
// never as a sentence, so the screen and the PDF word the same facts in the UI's language. A
// line that repeats one of the core's messages (a reason, warning, piece of advice, assumption,
// fix, price basis) carries it whole in `message`: its code, params and English sentences.
struct SheetLine
{
    std::string code;
    nlohmann::json params = nlohmann::json::object();
    std::optional<Advice> message;
    SheetTone tone = SheetTone::Plain;
};

struct SheetSection
{
    std::string code; // "summary", "job", "instance", ..., "assumptions" (buildPlanSheet says which)
    std::vector<SheetLine> lines;
};

// The plan sheet of one candidate: what to rent, how to run it, what it costs, and every
// assumption behind it. The one source of the sheet the app shows and the PDF it exports.
struct PlanSheetModel
{
    bool recommended = false; // the candidate is the plan's recommendation
    std::vector<SheetSection> sections;

    const SheetSection *section(const std::string &code) const;
};

struct PlanSheetInput
{
    // Where the user keeps the data set, as the job editor stores it ("object", "parallel-fs",
    // "nas", "local"; "" when not decided).
    std::string dataLocation;
    int topCandidates = 5; // feasible candidates listed in "top-candidates"
    // A watched run of the plan (the plan file's "actuals"): adds the "plan-vs-actual" section.
    const PlanActuals *actuals = nullptr;
};

// The sheet of `candidate` (a candidate of `plan`). Sections, in order: summary (what it is and its
// verdict), plan-vs-actual (a watched run: planVsActualSection), calibration (what the user's
// measured runs corrected), why-recommended, why-rejected, job,
// instance, storage, network, software, framework, checkpoints, cost, memory, top-candidates, advice,
// warnings, assumptions; a section with nothing to say is left out.
PlanSheetModel buildPlanSheet(const Plan &plan, const Candidate &candidate, const Catalog &catalog,
                              const PlanSheetInput &input = {});

// The calibration section alone: what the plan's measured runs corrected (empty without them).
// Lines calibration-run {hardware, gpus, date, source, corrects}, calibration-speed {factor},
// calibration-communication {factor}, calibration-activations {factor}, calibration-memory {gib},
// calibration-limit {text}.
SheetSection calibrationSection(const Plan &plan);
// What a watched run did beside what its plan promised. Lines actual-run {log, recorded_at,
// candidate, and what it rents as the summary's candidate line says it}, actual-verdict {verdict} (toned),
// actual-progress {fraction, planned_fraction, ended}, actual-time {elapsed, planned, projected, ended},
// actual-speed {now (when measured), planned}, actual-cost {so_far, projected, planned, currency, ended}
// (when priced), actual-restarts {restarts} (when it started again).
SheetSection planVsActualSection(const PlanActuals &actuals);
// The software image lines alone (section "software"): what the GPU, framework and job need.
std::vector<SheetLine> softwareLines(const Candidate &candidate, const Catalog &catalog);
// The distributed setup alone (section "framework", line "distributed"): framework, layout, ZeRO
// stage, offload.
SheetLine distributedLine(const Workload &workload);

// The sheet as JSON (tests/data/golden/<scenario>/sheet.json).
nlohmann::json toJson(const PlanSheetModel &sheet);

} // namespace tp
