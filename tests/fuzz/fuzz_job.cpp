// libFuzzer harness: a job file, read as `trainplan-cli estimate` reads it. The job is parsed,
// resolved against the shipped catalog and, when valid, estimated; every problem must be one
// line naming the file, a job must come with no errors, a measured run must calibrate to finite
// figures or be refused, and the estimate's JSON must hold only finite figures and dump as UTF-8.
#include "FuzzCommon.h"
#include "core/EstimateJson.h"
#include "core/Estimator.h"
#include "core/JobParser.h"
#include "core/Workload.h"
#include "core/calibration/Calibration.h"

#include <cstddef>
#include <cstdint>

using namespace tp;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Catalog &catalog = fuzz::catalogFrom(TRAINPLAN_CATALOG_DIR);
    const std::string text(reinterpret_cast<const char *>(data), size);

    JobParser::Result parsed = JobParser::parse(text, "job.json");
    fuzz::checkProblems(parsed.problems);
    if (parsed.value.has_value() == hasErrors(parsed.problems))
        fuzz::fail(parsed.value ? "a job despite errors" : "no job and no error");
    if (!parsed.value)
        return 0;

    // the user's measured runs: refused with problems, or a calibration of finite figures
    Problems measured;
    std::optional<Calibration> calibration;
    const bool calibrated = applyMeasurements(*parsed.value, catalog, "job.json", measured, &calibration);
    fuzz::checkProblems(measured);
    if (calibrated == hasErrors(measured))
        fuzz::fail(calibrated ? "a calibration despite errors" : "no calibration and no error");
    if (!calibrated)
        return 0;
    if (calibration)
        fuzz::checkFinite(calibration->toJson(), "calibration");

    ResolveResult resolved = resolveWorkload(*parsed.value, catalog, "job.json");
    fuzz::checkProblems(resolved.problems);
    if (resolved.value.has_value() == hasErrors(resolved.problems))
        fuzz::fail(resolved.value ? "a workload despite errors" : "no workload and no error");
    if (!resolved.value)
        return 0;

    const Estimate estimate = Estimator(catalog).estimate(*resolved.value);
    const nlohmann::json out = toJson(estimate);
    fuzz::checkFinite(out, "estimate");
    (void)out.dump(); // throws on a string that is not UTF-8
    return 0;
}
