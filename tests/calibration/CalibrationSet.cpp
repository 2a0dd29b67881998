#include "CalibrationSet.h"

#include "core/JobParser.h"
#include "core/JsonReader.h"
#include "core/calibration/Calibration.h"

#include <fstream>
#include <sstream>

namespace tp::calibration {

std::vector<Case> loadCases(const std::string &path, std::string &error)
{
    std::vector<Case> out;
    std::ifstream in(path);
    if (!in) {
        error = path + ": cannot be read";
        return out;
    }
    std::ostringstream text;
    text << in.rdbuf();
    Problems problems;
    auto root = parseJsonText(text.str(), path, problems);
    if (!root) {
        error = problems.empty() ? path + ": invalid" : problems.front().toString();
        return out;
    }
    for (const auto &c : root->at("cases")) {
        Case k;
        k.id = c.value("id", "");
        k.ref = c.value("ref", "");
        k.source = c.value("source", k.ref);
        k.workloadClass = c.value("class", "");
        k.software = c.value("software", "");
        k.usable = c.value("usable", false);
        k.excluded = c.value("excluded", "");
        if (c.contains("job"))
            k.job = c.at("job");
        if (c.contains("expect")) {
            const auto &e = c.at("expect");
            for (const char *kind :
                 {"time_hours", "gpu_hours", "tokens_per_s", "samples_per_s", "model_tflops_per_gpu"}) {
                if (e.contains(kind)) {
                    k.expectKind = kind;
                    k.expected = e.at(kind).get<double>();
                }
            }
            if (e.contains("fits")) {
                k.expectKind = "fits";
                k.expectedFits = e.at("fits").get<bool>();
                if (e.contains("memory_gib"))
                    k.expectedMemoryGib = e.at("memory_gib").get<double>();
            }
        }
        if (k.expectKind.empty() && k.usable) {
            k.usable = false;
            k.excluded = "no measured quantity";
        }
        // the report says why each case is left out: a case without its reason is a defect of the set
        if (!k.usable && k.excluded.empty()) {
            error = path + ": case " + k.id + " is not usable and does not say why (\"excluded\")";
            return {};
        }
        out.push_back(std::move(k));
    }
    return out;
}

Outcome evaluate(const Case &c, const Catalog &catalog)
{
    Outcome o;
    JobParser::Result parsed = JobParser::parse(c.job, c.id);
    if (!parsed.value) {
        o.error = parsed.problems.empty() ? "job does not parse" : parsed.problems.front().toString();
        return o;
    }
    // a measured run in the job (the run pairs) calibrates it, as the CLI does
    Problems measured;
    if (!applyMeasurements(*parsed.value, catalog, c.id, measured)) {
        o.error = measured.empty() ? "measurement refused" : measured.front().toString();
        return o;
    }
    ResolveResult resolved = resolveWorkload(*parsed.value, catalog, c.id);
    if (!resolved.value) {
        o.error = resolved.problems.empty() ? "job does not resolve" : resolved.problems.front().toString();
        return o;
    }
    Estimate e = Estimator(catalog).estimate(*resolved.value);
    o.ok = true;
    o.fits = e.fits;
    const Performance &p = e.performance;
    if (c.expectKind == "time_hours")
        o.predicted = e.timeHours;
    else if (c.expectKind == "gpu_hours")
        o.predicted = e.gpuHours;
    else if (c.expectKind == "tokens_per_s")
        o.predicted = p.tokensPerSecond;
    else if (c.expectKind == "samples_per_s")
        o.predicted = p.samplesPerSecond;
    else if (c.expectKind == "model_tflops_per_gpu")
        o.predicted = p.modelFlopsPerStep / p.stepSeconds / e.workload.hw.totalGpus() / 1e12;
    else if (c.expectKind == "fits")
        o.predicted = e.memoryPerGpuGib();
    if (!c.isMemoryFact() && c.expected > 0)
        o.ratio = o.predicted / c.expected;
    else if (c.expectedMemoryGib && *c.expectedMemoryGib > 0)
        o.ratio = o.predicted / *c.expectedMemoryGib;
    o.framework = e.workload.framework->id;
    o.estimate = std::move(e);
    return o;
}

} // namespace tp::calibration
