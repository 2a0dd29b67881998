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

// The command that starts the planned training on one node, in the words of the framework the
// estimate assumed, with exactly the plan's layout, batch, sequence and precision. What the plan
// cannot know is a <FILL_IN: ...> shell variable; nothing from the job is printed unquoted.
struct TrainCommand
{
    std::string comment;            // what the lines below start, one or more "# " lines
    std::string text;               // "exec ..." with backslash continuations, ends in "\n"
    bool deepSpeedConfig = false;   // reads ds_config.json
    std::string script;             // default of TRAIN_SCRIPT ("" when the command names none)
    std::vector<CommandNote> notes; // for README.txt: what the user sets in their own config
};

TrainCommand trainCommand(const Candidate &c, const Workload &w, int gpusPerNode, const std::string &jobName);

} // namespace tp
