#include "Parallelism.h"

namespace tp {

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
