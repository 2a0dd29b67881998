#pragma once

#include "core/Catalog.h"
#include "core/Job.h"
#include "core/Problem.h"

#include <string>

namespace tp {

struct Workload;

// The framework a job without one is trained with on a GPU: the catalog's usual one, or, when that
// lacks a setting the job gives (or the stack it names), the first that has it; the generic one last.
struct FrameworkChoice
{
    const Framework *framework = nullptr;
    const FrameworkDefault *rule = nullptr; // the catalog rule that chose it, if the usual one
    std::string why;                        // "usual" or "stack" when another was taken
};
FrameworkChoice chooseFramework(const Job &job, const Catalog &catalog, const ModelSpec &m, Method method,
                                const Gpu &gpu);

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
