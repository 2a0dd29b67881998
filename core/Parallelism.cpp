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

} // namespace tp
