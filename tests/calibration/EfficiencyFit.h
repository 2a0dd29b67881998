#pragma once

#include "CalibrationSet.h"

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

Accuracy measure(const std::vector<Case> &cases, const Catalog &catalog, const std::vector<bool> *include = nullptr);

// Fits the utilisation model (compute efficiency per workload class x GPU generation factor x
// tuned-stack factor, plus memory efficiency and vision memory traffic) to the time and
// throughput cases by robust alternating medians on the implied efficiencies, and the time range
// per class from the residual spread. `include` limits the fit to some cases (leave-one-out).
EfficiencyModel fit(const std::vector<Case> &cases, Catalog catalog, const std::vector<bool> *include = nullptr,
                    bool searchGlobals = true);

// ln(true time / predicted time) of one evaluated case.
double timeResidual(const Case &c, const Outcome &o);

} // namespace tp::calibration
