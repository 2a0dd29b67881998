#pragma once

#include "Gpu.h"
#include "Provenance.h"

#include <map>
#include <string>

namespace tp {

// Workload classes the utilisation model is fitted by.
enum class WorkloadClass { LlmPretrain, LlmFullFt, LlmLora, Encoder, Vision };
std::string toString(WorkloadClass c);
std::optional<WorkloadClass> workloadClassFromString(const std::string &s);

// The utilisation model, fitted on published runs (catalog/efficiency.json, written by
// trainplan-calibrate --fit). Achieved speed = peak x compute efficiency of the workload class
// x the GPU generation's factor (x the stack factor for tuned stacks); memory-bound work runs at
// the memory efficiency of peak bandwidth.
struct EfficiencyModel : SourcedRecord
{
    struct ClassFit
    {
        double computeEfficiency = 0.4; // hardware FLOPs / peak, standard stack, Ampere
        double logLow = -0.4;           // spread of ln(observed / predicted) in the fit
        double logHigh = 0.4;
        int cases = 0;
    };
    struct GenerationFit
    {
        double factor = 1.0;
        int cases = 0;
    };

    double memoryEfficiency = 0.7;    // achieved / peak memory bandwidth in memory-bound kernels
    double visionBytesPerActivation = 20; // memory traffic per forward activation element, per trained sample
    double decodeImagesPerCore = 100;     // JPEG decode + augmentation, classification, per vCPU
    double depthwiseTrafficFactor = 1;    // extra activation traffic of depthwise-separable conv nets
    double optimizedStackSpeedup = 1.3;
    double networkEfficiencyRdma = 0.8; // achieved / line rate for all-reduce over RDMA
    double networkEfficiencyTcp = 0.4;  // ... over kernel TCP
    double commOverlap = 0.6;           // share of backward time that hides gradient traffic
    std::map<WorkloadClass, ClassFit> classes;
    std::map<Generation, GenerationFit> generations;

    ClassFit classFit(WorkloadClass c) const;
    double generationFactor(Generation g) const;
};

} // namespace tp
