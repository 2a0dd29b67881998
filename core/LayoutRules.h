#pragma once

#include "core/Parallelism.h"

#include <optional>
#include <string>

namespace tp {

struct Workload;

// Why a parallel layout cannot train a workload: the job field it comes from (for a layout the
// job gave) and the reason. The rules are Megatron-LM's (arguments.py checks): tensor parallelism
// splits attention heads and key/value heads, pipeline stages split the layers (interleaved: into
// pipeline x virtual stages), context parallelism splits each sequence into 2 x context chunks,
// expert parallelism splits the experts, and tensor x context x pipeline divides the GPUs.
struct LayoutIssue
{
    std::string path; // "/parallelism/tensor"
    std::string code; // "bad-layout" | "unsupported"
    std::string message;
};

// Checks that hold for any hardware: the model's shape and the framework's abilities. The layout
// search may also split the layers unevenly over the pipeline stages (Megatron-LM and torchtitan
// can); a layout a job gives must divide them, as Megatron-LM's own check requires.
std::optional<LayoutIssue> modelLayoutIssue(const Workload &w, const Parallelism &p,
                                            bool unevenStages = false);
// Checks against the GPUs of the workload's hardware.
std::optional<LayoutIssue> gpuLayoutIssue(const Workload &w, const Parallelism &p);

// The layout the job fixes, with the degrees it leaves open at 1 and data parallelism filling
// the GPUs (0 when the fixed degrees do not divide them).
Parallelism requestedLayout(const Workload &w);

} // namespace tp
