#pragma once

// Shared by the estimator tests: a Workload from a job written inline.
#include "TestCatalog.h"
#include "core/Estimator.h"
#include "core/JobParser.h"
#include "core/Workload.h"

namespace tp::test {

inline Workload workloadFor(const nlohmann::json &job)
{
    auto parsed = JobParser::parse(job, "test-job");
    if (!parsed.value)
        qFatal("test job does not parse: %s", qPrintable(describe(parsed.problems)));
    auto r = resolveWorkload(*parsed.value, shippedCatalog(), "test-job");
    if (!r.value)
        qFatal("test job does not resolve: %s", qPrintable(describe(r.problems)));
    return *r.value;
}

inline Estimate estimateFor(const nlohmann::json &job)
{
    return Estimator(shippedCatalog()).estimate(workloadFor(job));
}

} // namespace tp::test
