#include "core/Job.h"

namespace tp {

std::string toString(Method m)
{
    switch (m) {
    case Method::Pretrain:
        return "pretrain";
    case Method::Full:
        return "full";
    case Method::Lora:
        return "lora";
    case Method::QLora:
        return "qlora";
    }
    return "full";
}

std::optional<Method> methodFromString(const std::string &s)
{
    for (Method m : {Method::Pretrain, Method::Full, Method::Lora, Method::QLora})
        if (toString(m) == s)
            return m;
    return std::nullopt;
}

std::string toString(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW:
        return "adamw";
    case Optimizer::AdamW8bit:
        return "adamw8bit";
    case Optimizer::Sgd:
        return "sgd";
    }
    return "adamw";
}

std::string toString(Stack s)
{
    return s == Stack::Optimized ? "optimized" : "standard";
}

HardwareRequest Job::hardwareRequest() const
{
    return {gpu, instance, gpusPerNode, nodes, nodesGiven, networkGbps, rdma, vcpus};
}

void Job::setHardware(const HardwareRequest &h)
{
    gpu = h.gpu;
    instance = h.instance;
    gpusPerNode = h.gpusPerNode;
    nodes = h.nodes;
    nodesGiven = h.nodesGiven;
    networkGbps = h.networkGbps;
    rdma = h.rdma;
    vcpus = h.vcpus;
}

} // namespace tp
