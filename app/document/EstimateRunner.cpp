#include "document/EstimateRunner.h"

#include "core/EstimateJson.h"
#include "core/Estimator.h"
#include "core/JobParser.h"
#include "core/Workload.h"
#include "core/planner/CostModel.h"

#include <exception>
#include <iterator>

namespace {

// The file name problems carry: the job comes from the form, not from a file.
const char *const kJobName = "job";

void append(tp::Problems &to, tp::Problems from)
{
    to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

} // namespace

EstimateRunner::Outcome EstimateRunner::run(const nlohmann::json &job, const tp::Catalog &catalog)
{
    Outcome outcome;
    // A bug in an estimator must not take the window down with it: report it like bad input.
    try {
        tp::JobParser::Result parsed = tp::JobParser::parse(job.dump(), kJobName);
        append(outcome.problems, std::move(parsed.problems));
        if (!parsed.value || tp::hasErrors(outcome.problems))
            return outcome;

        tp::ResolveResult resolved = tp::resolveWorkload(*parsed.value, catalog, kJobName);
        append(outcome.problems, std::move(resolved.problems));
        if (!resolved.value || tp::hasErrors(outcome.problems))
            return outcome;

        tp::Estimate estimate = tp::Estimator(catalog).estimate(*resolved.value);
        if (const auto batch = tp::batchProblem(estimate, kJobName)) { // fractional steps: no estimate
            outcome.problems.push_back(*batch);
            return outcome;
        }
        estimate.cost = tp::cost::onDemandCost(estimate, catalog, *parsed.value); // as `plan` prices it
        outcome.value = tp::toJson(estimate);
    } catch (const std::exception &e) {
        outcome.value.reset();
        outcome.problems.push_back({tp::Problem::Severity::Error, "internal-error", kJobName, "", e.what()});
    }
    return outcome;
}
