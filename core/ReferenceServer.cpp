#include "core/ReferenceServer.h"

namespace tp {

std::string toString(ReferenceServer::Link l)
{
    switch (l) {
    case ReferenceServer::Link::PCIe:
        return "pcie";
    case ReferenceServer::Link::NVLink:
        return "nvlink";
    case ReferenceServer::Link::NVSwitch:
        return "nvswitch";
    case ReferenceServer::Link::HCCS:
        return "hccs";
    }
    return "pcie";
}

} // namespace tp
