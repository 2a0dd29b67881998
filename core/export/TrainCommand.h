#pragma once

#include "core/Workload.h"
#include "core/planner/Candidate.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

// What the user sets in their own config for the command, for README.txt: a code and its params,
// which the app words in the UI's language, and the English sentence the CLI writes.
struct CommandNote
{
    std::string code; // "megatron-data", "nemo-config", "torchtitan-config", "ultralytics-model",
                      // "ultralytics-epochs", "mindformers-config", "script-arguments"
    std::string text;
    nlohmann::json params = nlohmann::json::object();
};

// A file of the framework's own format that the command reads (a LLaMA-Factory YAML), written
// beside launch.sh.
struct ConfigFile
{
    std::string name;
    std::string text;
};

// The command that starts the planned training on one node, in the words of the framework the
// estimate assumed, with exactly the plan's layout, batch, sequence and precision. What the plan
// cannot know is a <FILL_IN: ...> shell variable; nothing from the job is printed unquoted.
struct TrainCommand
{
    std::string comment; // what the lines below start, one or more "# " lines
    std::string tool;    // the program it runs ("torchrun", "yolo", "llamafactory-cli")
    std::string text;    // the command with backslash continuations, ends in "\n"
    // Resuming after an interruption (a spot reclaim, a failed node), as the framework does it:
    // shell lines that print the newest checkpoint under $CKPT_DIR (nothing before the first),
    // and the command that resumes from it ("$LATEST"). Both empty when `text` resumes by itself
    // (Megatron-LM's --load, detectron2's --resume, LLaMA-Factory's output_dir).
    std::string findCheckpoint;
    std::string resumeText;
    bool deepSpeedConfig = false;   // reads ds_config.json
    std::string script;             // default of TRAIN_SCRIPT ("" when the command names none)
    std::vector<CommandNote> notes; // for README.txt: what the user sets in their own config
    std::vector<ConfigFile> configs;
};

// `ckptDir` is where launch.sh's CKPT_DIR points by default (launchCheckpointDir; a config file
// that cannot read the environment names it).
TrainCommand trainCommand(const Candidate &c, const Workload &w, int gpusPerNode, const std::string &jobName,
                          const std::string &ckptDir);

} // namespace tp
