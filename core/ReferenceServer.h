#pragma once

#include "core/EnumNames.h"
#include "core/Provenance.h"

#include <string>
#include <vector>

namespace tp {

// The usual server of an accelerator (catalog/servers.json): what a bare "gpu" in a job stands
// for, since nobody trains on a GPU without the machine around it. Per node: the GPUs, how they
// are linked, the compute network, and the host's cores and memory.
struct ReferenceServer : SourcedRecord
{
    enum class Link
    {
        PCIe,
        NVLink,
        NVSwitch,
        HCCS
    };

    std::string id;                // "dgx-a100"
    std::string name;              // "NVIDIA DGX A100"
    std::vector<std::string> gpus; // the GPU ids it stands for
    int gpusPerNode = 8;
    Link intraNode = Link::PCIe;
    double networkGbps = 0; // compute fabric, Gbit/s per node
    bool rdma = false;
    std::string fabric;   // "8 x 200 Gb/s HDR InfiniBand"
    int vcpus = 0;        // hardware threads per node
    double memoryGib = 0; // host memory per node

    bool gpusLinked() const { return intraNode != Link::PCIe; }
};

constexpr auto enumNames(ReferenceServer::Link)
{
    return std::array{"pcie", "nvlink", "nvswitch", "hccs"};
}

} // namespace tp
