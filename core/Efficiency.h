#pragma once

#include "core/EnumNames.h"
#include "core/Gpu.h"
#include "core/Provenance.h"

#include <map>
#include <string>

namespace tp {

// Workload classes the utilisation model is fitted by.
enum class WorkloadClass
{
    LlmPretrain,
    LlmFullFt,
    LlmLora,
    Encoder,
    Vision
};
constexpr auto enumNames(WorkloadClass)
{
    return std::array{"llm-pretrain", "llm-full-ft", "llm-lora", "encoder", "vision"};
}

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

    double memoryEfficiency = 0.7;        // achieved / peak memory bandwidth in memory-bound kernels
    double visionBytesPerActivation = 20; // memory traffic per forward activation element, per trained sample
    double decodeImagesPerCore = 100;     // JPEG decode + augmentation, classification, per vCPU
    double depthwiseTrafficFactor = 1;    // extra activation traffic of depthwise-separable conv nets
    // Host work per training sample in units of one classification image's decode and
    // augmentation: detection's mosaic reads four images (Bochkovskiy et al. 2020) but decodes them
    // with OpenCV and augments in uint8; segmentation also rasterises every instance's mask.
    double detectionSampleCost = 4;
    double segmentationSampleCost = 8;
    // Speed of each framework efficiency class relative to "standard" (frameworks.json
    // "efficiency": tuned kernels, fused optimizers, overlapped communication).
    struct StackFit
    {
        double factor = 1.0;
        int cases = 0;
    };
    std::map<std::string, StackFit> stacks;
    // Mixture-of-experts models reach less of the peak than dense ones of the same active size:
    // many small expert GEMMs (grouped), token routing and permutation, and load imbalance between
    // experts. A fitted factor on their compute efficiency.
    StackFit moe;
    // fp32 training reaches another fraction of its peak than 16-bit: "tf32" on tensor cores
    // (Ampere and later: activations and weights at 4 bytes stay memory-bound) and "fp32" on the
    // SIMT units of GPUs without TF32 (Volta, Turing), whose low peak is easier to approach.
    std::map<std::string, StackFit> precisions;
    double precisionFactor(const std::string &mode) const;
    double networkEfficiencyRdma = 0.8; // achieved / line rate for all-reduce over RDMA
    double networkEfficiencyTcp = 0.4;  // ... over kernel TCP
    double commOverlap = 0.6;           // share of backward time that hides gradient traffic
    std::map<WorkloadClass, ClassFit> classes;
    // An estimate calibrated on the user's own run (fitted on pairs of published runs, one
    // calibrating the other): its range on the measured GPU and on others, and the share (as an
    // exponent) of the speed correction that carries over to another GPU. cases 0: none fitted.
    struct Calibrated
    {
        ClassFit sameGpu{1.0, 0, 0, 0};
        ClassFit otherGpu{1.0, 0, 0, 0};
        double transfer = 1.0;
    };
    Calibrated calibrated;
    std::map<Generation, GenerationFit> generations;

    ClassFit classFit(WorkloadClass c) const;
    double generationFactor(Generation g) const;
    double stackFactor(const std::string &efficiencyClass) const;
};

} // namespace tp
