#include "core/Gpu.h"

namespace tp {

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
