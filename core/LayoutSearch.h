#pragma once

#include "core/Efficiency.h"
#include "core/MemoryEstimator.h"
#include "core/PerformanceEstimator.h"
#include "core/Workload.h"

namespace tp {

// One evaluated layout: its memory per GPU, its speed, whether it fits the GPU's memory.
struct LayoutChoice
{
    Layout layout;
    MemoryBreakdown memory;
    Performance performance;
    bool fits = false;
    int evaluated = 0; // layouts the search evaluated (for the bench)
};

// The fastest layout that fits the GPU's memory, among those the workload's framework supports
// and its job leaves open: tensor (within a node), context (long sequences), pipeline (with
// interleaving), expert (MoE) degrees, data parallelism for the rest, ZeRO stage, recomputation
// and micro-batch (Calculon's execution search, Isaev et al. 2023, restricted to the framework).
// Memory is linear in the micro-batch, so the largest that fits is solved for, not searched.
// Among layouts within 0.5% of each other the simpler one (less model parallelism, sharding and
// recomputation) wins. When nothing fits, the layout that needs the least memory.
LayoutChoice searchLayout(const Workload &w, const EfficiencyModel &e);

} // namespace tp
