#include "document/PlanRunner.h"

#include "core/HfConfig.h"
#include "core/JobParser.h"

#include <chrono>
#include <exception>

namespace {

// The file name problems carry: the job comes from the wizard, not from a file.
const char *const kJobName = "job";

} // namespace

PlanOutcome PlanRunner::run(const nlohmann::json &job, std::shared_ptr<const tp::Catalog> catalog,
                            const QString &planFile)
{
    PlanOutcome outcome;
    outcome.job = job;
    outcome.catalog = std::move(catalog);
    const auto start = std::chrono::steady_clock::now();
    // A bug in the planner must not take the window down with it: report it like bad input.
    try {
        if (!outcome.catalog) {
            outcome.problems.push_back(
                {tp::Problem::Severity::Error, "empty-catalog", kJobName, "", "no catalog"});
            return outcome;
        }
        tp::JobParser::Result parsed = tp::JobParser::parse(job, kJobName);
        outcome.problems = std::move(parsed.problems);
        if (parsed.value && !tp::hasErrors(outcome.problems))
            tp::loadHfConfig(*parsed.value, planFile.toStdString(), outcome.problems);
        if (parsed.value && !tp::hasErrors(outcome.problems)) {
            const tp::Planner planner(*outcome.catalog);
            tp::PlanResult result = planner.plan(*parsed.value, {}, kJobName);
            outcome.problems.insert(outcome.problems.end(), result.problems.begin(), result.problems.end());
            if (!tp::hasErrors(result.problems))
                outcome.plan = std::move(result.value);
        }
    } catch (const std::exception &e) {
        outcome.plan.reset();
        outcome.problems.push_back({tp::Problem::Severity::Error, "internal-error", kJobName, "", e.what()});
    }
    outcome.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return outcome;
}
