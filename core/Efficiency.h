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
    // Ascend servers (Atlas 800/900) run their data loaders on Kunpeng 920 (ARM) host cores under
    // MindSpore's dataset pipeline: decode and augmentation per core as a share of an x86 host's.
    double ascendHostDecodeFactor = 1;
    // Detection and segmentation on Ascend: the loss's label assignment (IoU of every anchor point
    // against the labels, padded to a fixed count for graph mode's static shapes, its top-k and
    // alignment metrics) runs on the AI Core's vector units, not its cube: a time per image that does
    // not shrink with the backbone. Seconds per image by chip (efficiency.json
    // "ascend_detection_sample_ms", keyed by GPU id; a GPU takes the longest key its id starts
    // with, so the 910B1-B4 SKUs take the 910B's), fitted on MindYOLO's tables.
    std::map<std::string, double> ascendDetectionSampleMs;
    double ascendDetectionSeconds(const std::string &gpuId) const;
    // Eager frameworks launch every kernel from the host (Python, the dispatcher, the CUDA launch):
    // each transformer layer's forward, backward and recompute pass costs host time whatever the
    // GPU, so a small model at short samples waits for its host ("launch-bound"). Seconds per layer
    // and pass on the host, read off a published profile (efficiency.json's derivation says which);
    // ZeRO-3's fetch and release hooks around every module add to it (a factor on it under stage 3).
    double hostSecondsPerLayerPass = 0;
    double zero3HostFactor = 1;
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
    // exponent) of the speed correction that carries over to another GPU, by what the correction
    // is made of. On a GPU of the measured one's architecture the same kernels run, so what the run
    // showed carries over; on another architecture a transformer's correction is mostly the
    // measured GPU's own (its clocks, its kernels' tuning), while a convolutional net's is partly
    // the model's code (augmentation, heads, small kernels), which runs the same everywhere.
    // cases 0: none fitted.
    struct Calibrated
    {
        ClassFit sameGpu{1.0, 0, 0, 0};
        ClassFit otherGpu{1.0, 0, 0, 0};
        double transfer = 1.0;               // transformers, to a GPU of another generation
        double transferSameGeneration = 1.0; // any model, to another GPU of the same generation
        double transferConv = 1.0;           // convolutional nets, to a GPU of another generation
    };
    Calibrated calibrated;
    std::map<Generation, GenerationFit> generations;
    // Convolution nets reach another share of a generation's peak than transformers' matrix
    // products do (Ascend's cube units and the small convolutions of detectors are poorer fits
    // than large GEMMs): a factor per generation fitted on vision runs alone, which vision uses in
    // place of the generation's own; a generation without vision runs keeps the general one.
    std::map<Generation, GenerationFit> convGenerations;
    // Detector families (models.json "detector": "anchor-free", "one-stage", "two-stage", "detr")
    // spend their steps outside the backbone's dense convolutions (label assignment, RoI sampling
    // and pooling, set matching, many small head kernels): a fitted factor on the compute
    // efficiency of each family; classifiers have none.
    std::map<std::string, StackFit> detectors;

    ClassFit classFit(WorkloadClass c) const;
    double generationFactor(Generation g) const;
    double convGenerationFactor(Generation g) const;
    double detectorFactor(const std::string &family) const;
    double stackFactor(const std::string &efficiencyClass) const;
};

} // namespace tp
