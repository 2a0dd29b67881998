#include "core/Parallelism.h"

namespace tp {

std::optional<StageSplit> unevenStageSplit(int layers, int pipeline)
{
    if (pipeline <= 1 || layers < pipeline || layers % pipeline == 0)
        return std::nullopt;
    const int most = (layers + pipeline - 1) / pipeline;
    if (pipeline == 2)
        return StageSplit{layers / 2, 0, layers - layers / 2};
    // middle stages at the most layers a stage holds, else one fewer, the ends taking the rest
    for (const int middle : {most, most - 1}) {
        const int rest = layers - (pipeline - 2) * middle;
        StageSplit s{rest / 2, middle, rest - rest / 2};
        if (middle >= 1 && s.first >= 1 && s.last <= most)
            return s;
    }
    return std::nullopt;
}

bool interleaveFits(int layers, int pipeline, int virtualStages)
{
    if (virtualStages <= 1)
        return true;
    if (pipeline < 2)
        return false;
    if (layers % (pipeline * virtualStages) == 0)
        return true;
    const auto s = unevenStageSplit(layers, pipeline);
    return s && s->first % virtualStages == 0 && s->last % virtualStages == 0 &&
           s->middle % virtualStages == 0;
}

std::string toString(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

std::optional<Recompute> recomputeFromString(const std::string &s)
{
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        if (toString(r) == s)
            return r;
    return std::nullopt;
}

std::string toString(DataLoader l)
{
    switch (l) {
    case DataLoader::Cpu:
        return "cpu";
    case DataLoader::Gpu:
        return "gpu";
    case DataLoader::Preprocessed:
        return "preprocessed";
    }
    return "cpu";
}

std::optional<DataLoader> dataLoaderFromString(const std::string &s)
{
    for (DataLoader l : {DataLoader::Cpu, DataLoader::Gpu, DataLoader::Preprocessed})
        if (toString(l) == s)
            return l;
    return std::nullopt;
}

} // namespace tp
