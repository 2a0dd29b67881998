#pragma once

#include "core/Catalog.h"
#include "core/planner/Candidate.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

// One piece of configuration advice for a candidate: what to do, why, and the condition that
// made it apply (so a user can see it is not boilerplate). Codes are stable; the GUI translates them.
struct Advice
{
    std::string code;      // "rdma", "shared-storage", ...
    std::string message;   // what to do, with this candidate's figures
    std::string reason;    // why it matters
    std::string condition; // what fired it, with the figures that did
    // The figures and names in message, reason and condition (core/MessageCodes.h), so a front
    // end can say them in another language.
    nlohmann::json params = nlohmann::json::object();
};

// The advice rules gathered from the seed guides (shared/seeds), each firing only when its
// condition holds for this candidate:
//   rdma               more than one node: RDMA/eRDMA, and the time lost without it
//   shared-storage     more than one node: the data set on CPFS/NAS, one copy for all nodes
//   checkpoint-storage checkpoints of 1 GB or more: write them to a local ESSD-class disk
//   host-ram           host RAM below 1x the node's GPU memory (1-2x is advised)
//   vcpu-input         images decoded on the CPU take 80 % or more of the GPU step time
//   mixed-precision    fp32 training on a GPU with 16-bit tensor cores
//   start-small        more than one GPU: debug on one GPU and a data subset first
//   spot-checkpoint    spot billing: the checkpoint cadence by Young's rule
//   forced-setting     checkpointing, ZeRO or micro-batch fixed by the job, where a setting the
//                      estimator finds fits and is 5 % or more faster
//   export-control     H20, H800, A800
//   ascend-stack       Ascend NPUs: CANN, MindSpore or torch_npu
// Figures that need another estimate (the rdma rule) run the estimator once more.
std::vector<Advice> advise(const Candidate &candidate, const Catalog &catalog);

} // namespace tp
