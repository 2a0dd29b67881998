#pragma once

#include "core/Workload.h"
#include "core/planner/Candidate.h"

#include <string>
#include <vector>

namespace tp {

// The command that starts the planned training on one node, in the words of the framework the
// estimate assumed (Framework::Launcher): the degrees of the parallel layout, the ZeRO stage or
// sharding, the recomputation, the micro- and global batch, the sequence length and the precision,
// exactly as the plan has them. Everything the plan cannot know (the training script, the data
// path, the model's config) is a shell variable with a <FILL_IN: ...> default set earlier in
// launch.sh. No value from the job reaches the command unquoted: numbers are printed from
// integers and names come from the catalog's fixed vocabulary.
struct TrainCommand
{
    std::string comment;            // what the lines below start, one or more "# " lines
    std::string text;               // "exec ..." with backslash continuations, ends in "\n"
    bool deepSpeedConfig = false;   // reads ds_config.json
    std::string script;             // default of TRAIN_SCRIPT ("" when the command names none)
    std::vector<std::string> notes; // for README.txt: what the user sets in their own config
};

TrainCommand trainCommand(const Candidate &c, const Workload &w, int gpusPerNode, const std::string &jobName);

} // namespace tp
