#include "core/Gpu.h"

namespace tp {

std::string toString(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return "fp32";
    case Precision::FP16:
        return "fp16";
    case Precision::BF16:
        return "bf16";
    case Precision::FP8:
        return "fp8";
    }
    return "bf16";
}

std::optional<Precision> precisionFromString(const std::string &s)
{
    for (Precision p : {Precision::FP32, Precision::FP16, Precision::BF16, Precision::FP8})
        if (toString(p) == s)
            return p;
    return std::nullopt;
}

std::string toString(Generation g)
{
    switch (g) {
    case Generation::Volta:
        return "volta";
    case Generation::Turing:
        return "turing";
    case Generation::Ampere:
        return "ampere";
    case Generation::Ada:
        return "ada";
    case Generation::Hopper:
        return "hopper";
    case Generation::Ascend:
        return "ascend";
    }
    return "ampere";
}

std::optional<Generation> generationFromString(const std::string &s)
{
    for (Generation g : {Generation::Volta, Generation::Turing, Generation::Ampere, Generation::Ada,
                         Generation::Hopper, Generation::Ascend})
        if (toString(g) == s)
            return g;
    return std::nullopt;
}

std::optional<double> Gpu::peakTflops(Precision p) const
{
    auto get = [this](const char *key) -> std::optional<double> {
        auto it = tflops.find(key);
        if (it == tflops.end())
            return std::nullopt;
        return it->second;
    };
    switch (p) {
    case Precision::FP32:
        if (auto tf32 = get("tf32"))
            return tf32;
        return get("fp32");
    case Precision::FP16:
        return get("fp16");
    case Precision::BF16:
        return get("bf16");
    case Precision::FP8:
        return get("fp8");
    }
    return std::nullopt;
}

} // namespace tp
