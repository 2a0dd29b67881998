#pragma once

#include "core/planner/Planner.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

// One file of a launch folder: its name inside the folder and its text.
struct LaunchFile
{
    std::string name;
    std::string text;
    bool executable = false;
};

// The files an engineer starts the planned training with, for one candidate of a plan:
//   ds_config.json    DeepSpeed config (frameworks launched through DeepSpeed): ZeRO stage,
//                     micro/global batch, gradient accumulation, precision, offload, checkpointing
//   launch.sh         the framework's training command on every node (TrainCommand.h: torchrun
//                     with Megatron-LM's, NeMo's or torchtitan's arguments for the plan's parallel
//                     layout, `yolo train`, msrun) with the NCCL settings for the candidate's network
//   volcano-job.yaml  a Volcano Job for Kubernetes: one pod per node, GPU and RDMA resources,
//                     the shared data volume
//   pai-dlc-job.json  an Alibaba Cloud PAI-DLC job spec (Alibaba candidates only)
//   README.txt        what each file is and what to fill in
// Placeholders the plan cannot know (image, data path, training script) are written as
// <FILL_IN: ...> and listed in README.txt. The texts are deterministic for a given plan.
std::vector<LaunchFile> launchFiles(const Plan &plan, const Candidate &candidate);

// One line of README.txt: a code and its params ("rent": nodes, instance, provider, gpus_per_node,
// gpu, billing; "note": a CommandNote's code, params and English text ...), so that the app words
// it in the UI's language with display names (text/LaunchReadmeText) and the CLI in English.
struct ReadmeLine
{
    std::string code;
    nlohmann::json params;
};
std::vector<ReadmeLine> launchReadme(const Plan &plan, const Candidate &candidate);
// README.txt in English, as launchFiles() writes it.
std::string launchReadmeText(const std::vector<ReadmeLine> &lines);

// Every name launchFiles() may write: an export folder holding only these may be replaced.
const std::vector<std::string> &launchFileNames();

// A name safe for Kubernetes and file systems, from a model id ("llama-3-8b-lora").
std::string launchJobName(const Plan &plan);

// Where launch.sh's CKPT_DIR points by default for this candidate: a shared file system's path
// for several nodes, a local disk's for one.
std::string launchCheckpointDir(const Candidate &candidate);

} // namespace tp
