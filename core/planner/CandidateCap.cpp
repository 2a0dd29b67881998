#include "core/planner/CandidateCap.h"

#include "core/planner/Pareto.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace tp {

namespace {

enum Group
{
    Feasible = 0,
    OverLimits = 1,
    Other = 2
};

Group groupOf(const Candidate &c)
{
    if (c.feasible)
        return Feasible;
    if (c.runnable())
        return OverLimits;
    return Other;
}

} // namespace

std::size_t capCandidates(std::vector<Candidate> &candidates, std::size_t cap)
{
    const std::size_t n = candidates.size();
    if (n <= cap)
        return 0;
    // Priority of each candidate: 0 keeps it whatever the cap; otherwise 1 + its best rank in its group.
    std::vector<std::size_t> priority(n, std::numeric_limits<std::size_t>::max());
    std::vector<Group> group(n);
    std::vector<std::vector<std::size_t>> members(3);
    for (std::size_t i = 0; i < n; ++i) {
        group[i] = groupOf(candidates[i]);
        members[group[i]].push_back(i);
    }
    auto byCost = [&](std::size_t a, std::size_t b) {
        if (const int order = compareByCost(candidates[a], candidates[b]))
            return order < 0;
        return a < b;
    };
    auto byTime = [&](std::size_t a, std::size_t b) {
        const Candidate &x = candidates[a], &y = candidates[b];
        if (x.timeHours != y.timeHours)
            return x.timeHours < y.timeHours;
        return byCost(a, b);
    };
    for (Group g : {Feasible, OverLimits}) {
        std::vector<std::size_t> &m = members[g];
        std::vector<CostTime> points;
        points.reserve(m.size());
        for (std::size_t i : m)
            points.push_back({candidates[i].costTotal(), candidates[i].timeHours});
        const std::vector<bool> front = paretoFront(points);
        std::vector<std::size_t> sorted = m;
        std::sort(sorted.begin(), sorted.end(), byCost);
        for (std::size_t r = 0; r < sorted.size(); ++r)
            priority[sorted[r]] = std::min(priority[sorted[r]], r + 1);
        std::sort(sorted.begin(), sorted.end(), byTime);
        for (std::size_t r = 0; r < sorted.size(); ++r)
            priority[sorted[r]] = std::min(priority[sorted[r]], r + 1);
        for (std::size_t k = 0; k < m.size(); ++k)
            if (front[k])
                priority[m[k]] = 0;
    }
    {
        std::vector<std::size_t> sorted = members[Other];
        std::sort(sorted.begin(), sorted.end(), byCost);
        for (std::size_t r = 0; r < sorted.size(); ++r)
            priority[sorted[r]] = r + 1;
        // What the "nothing fits" suggestions read: the least memory need, and whether anything fits.
        std::size_t least = n, fitting = n;
        for (std::size_t i : members[Other]) {
            const Candidate &c = candidates[i];
            if (c.estimate &&
                (least == n || c.estimate->memoryPerGpuGib() < candidates[least].estimate->memoryPerGpuGib()))
                least = i;
            if (c.fits() && fitting == n)
                fitting = i;
        }
        for (std::size_t i : {least, fitting})
            if (i < n)
                priority[i] = 0;
    }

    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (priority[a] != priority[b])
            return priority[a] < priority[b];
        if (group[a] != group[b])
            return group[a] < group[b];
        return a < b;
    });
    std::vector<bool> keep(n, false);
    for (std::size_t k = 0; k < order.size() && (k < cap || priority[order[k]] == 0); ++k)
        keep[order[k]] = true;
    std::vector<Candidate> kept;
    kept.reserve(cap);
    for (std::size_t i = 0; i < n; ++i)
        if (keep[i])
            kept.push_back(std::move(candidates[i]));
    const std::size_t dropped = n - kept.size();
    candidates = std::move(kept);
    return dropped;
}

} // namespace tp
