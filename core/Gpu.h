#pragma once

#include "core/EnumNames.h"
#include "core/Provenance.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tp {

enum class Precision
{
    FP32,
    FP16,
    BF16,
    FP8
};
enum class Generation
{
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Ascend
};

constexpr auto enumNames(Precision)
{
    return std::array{"fp32", "fp16", "bf16", "fp8"};
}
constexpr auto enumNames(Generation)
{
    return std::array{"volta", "turing", "ampere", "ada", "hopper", "ascend"};
}

// One accelerator model as its datasheet describes it.
struct Gpu : SourcedRecord
{
    enum class Link
    {
        PCIe,
        NVLink,
        HCCS
    };

    std::string id;
    std::vector<std::string> aliases;
    std::string name;
    std::string vendor;
    Generation generation = Generation::Ampere;
    double memoryGib = 0;
    double memoryBandwidthGBps = 0;
    std::map<std::string, double> tflops; // "fp32", "tf32", "fp16", "bf16", "fp8": dense peak
    Link link = Link::PCIe;
    int pcieGen = 0;
    double linkGBps = 0; // NVLink: total per GPU (both directions); PCIe: one direction x16
    double tdpW = 0;
    // Under export controls that limit its sale into mainland China: which rule, with provenance.
    // Set for the GPUs the US rules name (catalog gpus.json "export_control").
    struct ExportControl
    {
        std::string rule;   // "US export controls ... since the BIS rule of 2023-10-17 ..."
        std::string ruleZh; // the same in Chinese
        Provenance provenance;
    };
    std::optional<ExportControl> exportControl;

    // Dense tensor peak used to train at this precision (fp32 training uses TF32 where the
    // GPU has it, as PyTorch's default matmul path on Ampere+ does with allow_tf32).
    std::optional<double> peakTflops(Precision p) const;
};
constexpr auto enumNames(Gpu::Link)
{
    return std::array{"pcie", "nvlink", "hccs"};
}

} // namespace tp
