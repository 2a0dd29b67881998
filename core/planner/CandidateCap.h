#pragma once

#include "core/planner/Candidate.h"

#include <cstddef>
#include <vector>

namespace tp {

// A plan over a very large catalog (tens of thousands of instance types) would otherwise hold and
// print every candidate: 20,000 types gave 600 MB and a 577 MB JSON. The planner keeps at most
// this many and says how many it left out.
constexpr std::size_t kMaxCandidates = 5000;

// Drops candidates until at most `cap` remain, keeping what the plan reads from them: first the
// cost-time front of the feasible candidates and of those rejected only by the budget or the
// deadline (the recommendation, the front and the "raise the budget" / "move the deadline"
// suggestions come from these), the one with the least memory need and one that fits; then, in
// turn, the next cheapest and next fastest of each group, then the other rejected ones by cost.
// The order of the kept candidates is unchanged. Returns how many were dropped.
std::size_t capCandidates(std::vector<Candidate> &candidates, std::size_t cap);

} // namespace tp
