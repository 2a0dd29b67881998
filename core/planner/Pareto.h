#pragma once

#include <vector>

namespace tp {

// A point of the cost-versus-time plane (both minimised).
struct CostTime
{
    double cost = 0;
    double time = 0;
};

// Marks the Pareto front: a point is on it when no other point is at least as cheap and as fast
// and strictly better in one of the two. Points that tie exactly are all on the front (neither
// dominates the other). O(n log n).
std::vector<bool> paretoFront(const std::vector<CostTime> &points);

} // namespace tp
