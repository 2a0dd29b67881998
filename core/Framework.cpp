#include "core/Framework.h"

#include <algorithm>

namespace tp {

bool Framework::trains(Method m) const
{
    return std::find(methods.begin(), methods.end(), m) != methods.end();
}

bool Framework::runsOn(const Gpu &gpu) const
{
    return acceleratorFamily(gpu) == "ascend" ? ascend : nvidia;
}

bool Framework::hasZeroStage(int stage) const
{
    return std::find(zeroStages.begin(), zeroStages.end(), stage) != zeroStages.end();
}

bool Framework::hasZero() const
{
    return std::any_of(zeroStages.begin(), zeroStages.end(), [](int stage) { return stage > 0; });
}

bool Framework::hasLoader(DataLoader l) const
{
    return std::find(loaders.begin(), loaders.end(), l) != loaders.end();
}

std::string Framework::parallelismSummary() const
{
    std::string s = "data";
    const int maxZero = zeroStages.empty() ? 0 : *std::max_element(zeroStages.begin(), zeroStages.end());
    if (maxZero > 0)
        s += maxZero == 1 ? ", ZeRO 1" : ", ZeRO 1-" + std::to_string(maxZero);
    if (tensor)
        s += sequenceParallel ? ", tensor (with sequence)" : ", tensor";
    if (pipeline)
        s += interleaved ? ", pipeline (interleaved)" : ", pipeline";
    if (context)
        s += ", context";
    if (expert)
        s += ", expert";
    return s;
}

const Framework &genericFramework()
{
    static const Framework f = [] {
        Framework g;
        g.id = "generic";
        g.name = {"PyTorch (data parallel)", "PyTorch（数据并行）"};
        g.transformers = g.vision = true;
        g.methods = {Method::Pretrain, Method::Full, Method::Lora, Method::QLora};
        g.nvidia = g.ascend = true;
        g.zeroStages = {0, 1, 2, 3};
        g.offload = true;
        g.fullRecompute = true;
        g.loaders = {DataLoader::Cpu, DataLoader::Preprocessed};
        g.efficiency = "standard";
        g.launcher = Framework::Launcher::DeepSpeed;
        g.fp32QloraEmbeddings = true;
        g.provenance = {"built in (the catalog has no frameworks.json)", "2026", "estimate",
                        "plain PyTorch data parallelism with DeepSpeed ZeRO, as the standard stack"};
        return g;
    }();
    return f;
}

std::string acceleratorFamily(const Gpu &gpu)
{
    return gpu.generation == Generation::Ascend ? "ascend" : "nvidia";
}

} // namespace tp
