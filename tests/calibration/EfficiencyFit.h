#pragma once

#include "CalibrationSet.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace tp::calibration {

// Accuracy of the estimator over a set of cases.
struct Accuracy
{
    int timeCases = 0;
    double medianAbsError = 0; // median |predicted/expected - 1| over time/throughput cases
    double within2x = 0;       // share of those with 0.5 <= ratio <= 2
    int memoryFacts = 0;
    int memoryRight = 0;
    double objective() const { return medianAbsError + 1.0 * (1.0 - within2x); }
};

Accuracy measure(const std::vector<Case> &cases, const Catalog &catalog,
                 const std::vector<bool> *include = nullptr);

// Fits the utilisation model (compute efficiency per workload class x GPU generation factor x
// tuned-stack factor, plus memory efficiency and vision memory traffic) to the time and
// throughput cases by robust alternating medians on the implied efficiencies, and the time range
// per class from the residual spread. `include` limits the fit to some cases (leave-one-out).
EfficiencyModel fit(const std::vector<Case> &cases, Catalog catalog,
                    const std::vector<bool> *include = nullptr, bool searchGlobals = true);

// ln(true time / predicted time) of one evaluated case.
double timeResidual(const Case &c, const Outcome &o);

// Leave-one-source-out: every case predicted by a fit made without any case of its source (the
// same paper, performance page or results folder), the global constants kept. Memory facts are
// evaluated as they are (nothing fitted decides whether a layout fits). One outcome per case,
// in order (unusable cases: not evaluated).
std::vector<Outcome> leaveOneSourceOut(const std::vector<Case> &cases, const Catalog &catalog);

// Accuracy of given outcomes over the cases `keep` selects.
template <typename Keep>
Accuracy summarize(const std::vector<Case> &cases, const std::vector<Outcome> &outcomes, Keep keep)
{
    Accuracy a;
    std::vector<double> errors;
    int within = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case &c = cases[i];
        if (!c.usable || !keep(i))
            continue;
        const Outcome &o = outcomes[i];
        if (c.isMemoryFact()) {
            a.memoryFacts++;
            a.memoryRight += o.ok && o.fits == c.expectedFits;
            continue;
        }
        a.timeCases++;
        if (!o.ok || o.predicted <= 0) {
            errors.push_back(1e9);
            continue;
        }
        errors.push_back(std::fabs(o.ratio - 1.0));
        within += o.ratio >= 0.5 && o.ratio <= 2.0;
    }
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    a.medianAbsError = n == 0 ? 0 : n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
    a.within2x = a.timeCases ? static_cast<double>(within) / a.timeCases : 0;
    return a;
}

} // namespace tp::calibration
