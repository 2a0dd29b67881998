#pragma once

#include "core/Workload.h"

#include <array>

namespace tp {

// GPU memory of one GPU, by what holds it, in bytes.
struct MemoryBreakdown
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double other = 0;
    double total() const { return weights + gradients + optimizer + activations + other; }
    // The parts in the order above, in GiB: what a bar draws in turn.
    std::array<double, 5> partsGib() const;
};

// Memory model of training: model states after ZeRO and tensor/pipeline/expert sharding,
// activations of the micro-batches in flight, and framework overhead. Pure functions of a
// Workload and the layout it is evaluated at (the workload's own layout by default).
namespace memory {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Parameters that receive gradients and optimizer states (all, or the LoRA adapters).
double trainableParams(const Workload &w);

// Bytes per trainable parameter of its weights, gradients and optimizer states (with the fp32
// master copy, if any, counted in optimizer).
struct StateBytes
{
    double weights, gradients, optimizer;
};
StateBytes trainableStateBytes(const Workload &w);
// Bytes per element of activations at the workload's precision.
double activationBytes(const Workload &w);
// Activations kept for backward by one transformer layer (averaged over dense and MoE layers)
// for one micro-batch on one GPU, without full recomputation.
double transformerLayerActivations(const Workload &w, const Layout &l);
double transformerLayerActivations(const Workload &w);
MemoryBreakdown estimate(const Workload &w, const Layout &l);
MemoryBreakdown estimate(const Workload &w);

} // namespace memory
} // namespace tp
