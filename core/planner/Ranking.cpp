// Ranking: the feasible candidates first in the objective's order, then the rejected ones; marks
// the cost-time Pareto front among the feasible.
#include "core/planner/Pareto.h"
#include "core/planner/PlannerDetail.h"

#include <algorithm>
#include <limits>

namespace tp {

using detail::objectiveValue;

namespace {

int billingRisk(Billing b)
{
    switch (b) {
    case Billing::OnDemand:
        return 0;
    case Billing::SubscriptionMonth:
        return 1;
    case Billing::Reserved1y:
        return 2;
    case Billing::Reserved3y:
        return 3;
    case Billing::Spot:
        return 4;
    }
    return 5;
}

} // namespace

void Planner::rank(Plan &plan) const
{
    auto &cs = plan.candidates;
    double minCost = std::numeric_limits<double>::infinity(), minTime = minCost;
    for (const Candidate &c : cs)
        if (c.feasible) {
            minCost = std::min(minCost, c.costTotal());
            minTime = std::min(minTime, c.timeHours);
        }
    // Cheapest and Fastest rank by objectiveValue(). Balanced keeps its product of ratios rather than
    // objectiveValue()'s cost x time, although the two order alike in exact arithmetic: in doubles,
    // products that tie or nearly tie can compare differently once divided, and where the cheapest
    // or fastest feasible candidate is free or instant (minCost or minTime 0) its ratio falls back to
    // 1.0, so that factor does not count.
    auto score = [&](const Candidate &c) {
        if (plan.objective == Objective::Balanced)
            // Scale-free: the product of "times the cheapest" and "times the fastest".
            return (minCost > 0 ? c.costTotal() / minCost : 1.0) *
                   (minTime > 0 ? c.timeHours / minTime : 1.0);
        return objectiveValue(plan, c);
    };
    auto tieBreak = [](const Candidate &a, const Candidate &b) {
        if (billingRisk(a.billing) != billingRisk(b.billing))
            return billingRisk(a.billing) < billingRisk(b.billing);
        if (a.nodes != b.nodes)
            return a.nodes < b.nodes;
        if (a.instance->provider != b.instance->provider)
            return a.instance->provider < b.instance->provider;
        return a.instance->id < b.instance->id;
    };
    // Sort positions, then move each candidate once: a candidate is a large record.
    std::vector<double> scores(cs.size());
    for (std::size_t i = 0; i < cs.size(); ++i)
        scores[i] = cs[i].feasible ? score(cs[i]) : 0.0;
    std::vector<std::size_t> order(cs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t ia, std::size_t ib) {
        const Candidate &a = cs[ia];
        const Candidate &b = cs[ib];
        if (a.feasible != b.feasible)
            return a.feasible;
        if (a.feasible) {
            const double sa = scores[ia], sb = scores[ib];
            if (sa != sb)
                return sa < sb;
            const double second = plan.objective == Objective::Fastest ? a.costTotal() - b.costTotal()
                                                                       : a.timeHours - b.timeHours;
            if (second != 0)
                return second < 0;
            return tieBreak(a, b);
        }
        // rejected: priced ones by cost (so "why was the cheaper one rejected" reads top-down), then the rest
        if (const int order = compareByCost(a, b))
            return order < 0;
        return tieBreak(a, b);
    });
    // The order applied in place, cycle by cycle: a second vector of every candidate cost a large
    // allocation and a move of each.
    std::vector<bool> placed(cs.size(), false);
    for (std::size_t start = 0; start < cs.size(); ++start) {
        if (placed[start] || order[start] == start)
            continue;
        Candidate held = std::move(cs[start]);
        std::size_t at = start;
        while (order[at] != start) {
            cs[at] = std::move(cs[order[at]]);
            placed[at] = true;
            at = order[at];
        }
        cs[at] = std::move(held);
        placed[at] = true;
    }

    std::vector<CostTime> points;
    std::vector<std::size_t> index;
    for (std::size_t i = 0; i < cs.size(); ++i)
        if (cs[i].feasible) {
            points.push_back({cs[i].costTotal(), cs[i].timeHours});
            index.push_back(i);
        }
    const auto front = paretoFront(points);
    for (std::size_t k = 0; k < index.size(); ++k)
        cs[index[k]].pareto = front[k];
    plan.stats.feasible = static_cast<int>(points.size());
}

} // namespace tp
