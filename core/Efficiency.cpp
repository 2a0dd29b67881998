#include "core/Efficiency.h"

namespace tp {

EfficiencyModel::ClassFit EfficiencyModel::classFit(WorkloadClass c) const
{
    auto it = classes.find(c);
    return it == classes.end() ? ClassFit{} : it->second;
}

double EfficiencyModel::generationFactor(Generation g) const
{
    auto it = generations.find(g);
    return it == generations.end() ? 1.0 : it->second.factor;
}

double EfficiencyModel::convGenerationFactor(Generation g) const
{
    auto it = convGenerations.find(g);
    return it == convGenerations.end() ? generationFactor(g) : it->second.factor;
}

double EfficiencyModel::detectorFactor(const std::string &family) const
{
    auto it = detectors.find(family);
    return it == detectors.end() ? 1.0 : it->second.factor;
}

double EfficiencyModel::precisionFactor(const std::string &mode) const
{
    auto it = precisions.find(mode);
    return it == precisions.end() ? 1.0 : it->second.factor;
}

double EfficiencyModel::stackFactor(const std::string &efficiencyClass) const
{
    auto it = stacks.find(efficiencyClass);
    return it == stacks.end() ? 1.0 : it->second.factor;
}

double EfficiencyModel::ascendDetectionSeconds(const std::string &gpuId) const
{
    std::size_t longest = 0;
    double ms = 0;
    for (const auto &[id, value] : ascendDetectionSampleMs) {
        if (id.size() > longest && gpuId.compare(0, id.size(), id) == 0) {
            longest = id.size();
            ms = value;
        }
    }
    return ms / 1000.0;
}

} // namespace tp
