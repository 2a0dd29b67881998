#include "core/Job.h"

namespace tp {

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
