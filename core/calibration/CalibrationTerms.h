#pragma once

#include <string>

namespace tp {

// What the user's own measured run corrected (core/calibration/Calibration.h), as factors on the
// estimator's causes. All 1 / 0: not calibrated.
struct CalibrationTerms
{
    double compute = 1;         // x compute efficiency (model, kernels, framework)
    double communication = 1;   // x communication speed (collectives, network)
    double input = 1;           // x host input speed (data loader)
    double activationScale = 1; // x activation memory
    double memoryOffsetGib = 0; // + per GPU (framework overhead, allocator)
    bool speedMeasured = false; // the time range is then the calibrated one (EfficiencyModel::calibrated)
    // The GPU the speed was measured on: on another GPU the speed terms carry over only in part
    // (EfficiencyModel::Calibrated::transfer), since part of what a run shows is the GPU's own.
    std::string gpu;
    std::string generation; // of that GPU (Gpu.h's name, "ampere"): the same kernels run on its kin

    bool active() const
    {
        return speedMeasured || !gpu.empty() || compute != 1 || communication != 1 || input != 1 ||
               activationScale != 1 || memoryOffsetGib != 0;
    }
};

} // namespace tp
