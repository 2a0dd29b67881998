#include "core/planner/Candidate.h"

#include <algorithm>
#include <iterator>

namespace tp {

std::string billingName(Billing b)
{
    return b == Billing::SubscriptionMonth ? "subscription" : toString(b);
}

int compareByCost(const Candidate &a, const Candidate &b)
{
    if (a.priced() != b.priced())
        return a.priced() ? -1 : 1;
    if (a.priced() && a.costTotal() != b.costTotal())
        return a.costTotal() < b.costTotal() ? -1 : 1;
    if (a.timeHours != b.timeHours)
        return a.timeHours < b.timeHours ? -1 : 1;
    return 0;
}

namespace {

// An estimate's "does-not-fit" and "batch-rounded" (the job's global batch does not split over
// this hardware) are reasons to reject the candidate, not warnings of it.
bool warnsCandidate(const Warning &w)
{
    return w.code != "does-not-fit" && w.code != "batch-rounded";
}

} // namespace

std::vector<Note> Candidate::warnings() const
{
    std::vector<Note> out;
    if (estimate) {
        out.reserve(estimate->warnings.size() + plannerWarnings.size());
        std::copy_if(estimate->warnings.begin(), estimate->warnings.end(), std::back_inserter(out),
                     warnsCandidate);
    }
    out.insert(out.end(), plannerWarnings.begin(), plannerWarnings.end());
    return out;
}

std::size_t Candidate::warningCount() const
{
    std::size_t n = plannerWarnings.size();
    if (estimate)
        n += static_cast<std::size_t>(
            std::count_if(estimate->warnings.begin(), estimate->warnings.end(), warnsCandidate));
    return n;
}

} // namespace tp
