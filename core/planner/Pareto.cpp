#include "core/planner/Pareto.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tp {

namespace {

// Costs and times come out of floating-point arithmetic; equal within a part in 10^9 is a tie.
bool same(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

} // namespace

std::vector<bool> paretoFront(const std::vector<CostTime> &points)
{
    std::vector<bool> front(points.size(), false);
    std::vector<std::size_t> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (points[a].cost != points[b].cost)
            return points[a].cost < points[b].cost;
        return points[a].time < points[b].time;
    });
    // Sweep by cost: every earlier point is at least as cheap. A point is dominated when an earlier
    // one is strictly faster, or as fast and strictly cheaper.
    bool any = false;
    double bestTime = 0;
    double costAtBestTime = 0; // the cheapest cost reaching bestTime
    for (std::size_t i : order) {
        const CostTime &p = points[i];
        bool dominated = false;
        if (any) {
            if (!same(bestTime, p.time) && bestTime < p.time)
                dominated = true;
            else if (same(bestTime, p.time) && !same(costAtBestTime, p.cost) && costAtBestTime < p.cost)
                dominated = true;
        }
        front[i] = !dominated;
        if (!any || (!same(p.time, bestTime) && p.time < bestTime)) {
            bestTime = p.time;
            costAtBestTime = p.cost;
            any = true;
        }
    }
    return front;
}

} // namespace tp
