#pragma once

#include "core/Catalog.h"
#include "core/Job.h"
#include "core/Problem.h"

#include <string>

namespace tp {

struct Workload;

// The software side of a workload: the framework (the job's, or the one a typical user of this
// method, model and accelerator would use, reported with the rule that chose it), the data
// loader, activation recomputation, ZeRO stage and the parallel degrees the job fixes, each
// checked against what that framework can do. Problems name the job field (/framework,
// /parallelism/tensor ...). Needs the workload's model, method and GPU resolved.
void resolveSoftware(const Job &job, const Catalog &catalog, Workload &w, Problems &problems,
                     const std::string &file);

// Whether the parallel degrees the job fixes divide the workload's GPUs (the estimate command
// checks this; the planner skips the node counts they do not divide).
Problems checkHardwareLayout(const Workload &w, const std::string &file);

} // namespace tp
