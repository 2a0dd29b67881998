#include "core/planner/PlanTable.h"

#include "core/Strings.h"

#include <cmath>
#include <iomanip>
#include <sstream>

namespace tp {

namespace {

std::string timeText(double h)
{
    return fixedDecimals(h, h >= 100 ? 0 : 1);
}

std::string costText(double v)
{
    return fixedDecimals(v, v >= 10000 ? 0 : 2);
}

std::string pad(const std::string &s, std::size_t width)
{
    // Column text is ASCII (ids, numbers); pad by bytes.
    return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' ');
}

void row(std::ostream &out, const Candidate &c, std::size_t rank)
{
    const std::string gpus = std::to_string(c.instance->gpus) + "x" + c.instance->gpu;
    std::string marks;
    if (c.recommended)
        marks += '*';
    if (c.pareto)
        marks += 'P';
    out << pad(std::to_string(rank), 4) << pad(marks, 3) << pad(c.instance->provider, 9)
        << pad(c.instance->id, 33) << pad(gpus, 19) << pad(std::to_string(c.nodes), 6)
        << pad(billingName(c.billing), 13) << pad(timeText(c.timeHours), 8)
        << pad(timeText(c.timeHoursLow) + "-" + timeText(c.timeHoursHigh), 14)
        << pad(c.priced() ? costText(c.costTotal()) : "-", 11);
}

} // namespace

void writeTable(std::ostream &out, const Plan &plan, const PlanSelection &selection)
{
    const Job &job = plan.job;
    const Workload &w = plan.reference;
    out << "Plan: " << (w.model.id.empty() ? w.model.name : w.model.id) << ", " << toString(w.method);
    if (!job.scenario.empty())
        out << " (scenario " << job.scenario << ")";
    out << "; objective " << toString(plan.objective) << "; costs in " << plan.currency << "\n";
    out << "Limits: "
        << (job.maxCost ? "budget " + costText(*job.maxCost) + " " + plan.currency : "no budget") << ", "
        << (job.deadlineHours ? "deadline " + timeText(*job.deadlineHours) + " h" : "no deadline")
        << "; billing";
    for (Billing b : plan.billingModes)
        out << ' ' << billingName(b);
    out << "; providers";
    for (const std::string &p : plan.providers)
        out << ' ' << p;
    if (plan.providers.empty())
        out << " (none match)";
    if (!job.region.empty())
        out << "; region " << job.region;
    out << "\n";
    out << plan.stats.candidates << " candidates (" << plan.stats.feasible << " feasible) from "
        << plan.stats.instanceTypes << " instance types, " << plan.stats.estimates << " estimates\n\n";

    const std::string header = pad("#", 4) + pad("", 3) + pad("provider", 9) + pad("instance type", 33) +
                               pad("GPUs/node", 19) + pad("nodes", 6) + pad("billing", 13) +
                               pad("time h", 8) + pad("range h", 14) + pad("cost " + plan.currency, 11);
    std::size_t feasibleSeen = 0, rejectedSeen = 0, rank = 0;
    bool feasibleHeader = false, rejectedHeader = false;
    std::size_t hiddenFeasible = 0, hiddenRejected = 0;
    for (const Candidate &c : plan.candidates) {
        ++rank;
        const bool keep = selection.keep(c, feasibleSeen, rejectedSeen);
        (c.feasible ? feasibleSeen : rejectedSeen)++;
        if (!keep) {
            (c.feasible ? hiddenFeasible : hiddenRejected)++;
            continue;
        }
        if (c.feasible && !feasibleHeader) {
            out << "Feasible (* recommended, P Pareto front of cost and time):\n" << header << "\n";
            feasibleHeader = true;
        }
        if (!c.feasible && !rejectedHeader) {
            if (hiddenFeasible)
                out << "  ... " << hiddenFeasible << " more feasible\n";
            out << (feasibleHeader ? "\n" : "") << "Rejected:\n" << header << "reason\n";
            rejectedHeader = true;
        }
        row(out, c, rank);
        if (!c.feasible && !c.reasons.empty())
            out << c.reasons.front().code << ": " << c.reasons.front().message;
        out << "\n";
    }
    if (!rejectedHeader && hiddenFeasible)
        out << "  ... " << hiddenFeasible << " more feasible\n";
    if (hiddenRejected)
        out << "  ... " << hiddenRejected << " more rejected\n";
    if (!feasibleHeader)
        out << "No feasible candidate.\n";

    if (const Candidate *r = plan.recommended()) {
        out << "\nRecommendation: " << r->nodes << " x " << r->instance->id << " (" << r->instance->provider
            << ", " << r->totalGpus() << " x " << r->instance->gpu << "), " << billingName(r->billing) << ": "
            << costText(r->costTotal()) << " " << r->currency << ", about " << timeText(r->timeHours)
            << " h\n";
        for (const Note &reason : plan.recommendation->reasons)
            out << "  - " << reason.message << "\n";
    }
    if (!plan.suggestions.empty()) {
        out << "\nWhat would make it feasible:\n";
        for (const Suggestion &s : plan.suggestions)
            out << "  - " << s.message << "\n";
    }
    if (!plan.advice.empty()) {
        out << "\nAdvice for the recommended configuration:\n";
        for (const Advice &a : plan.advice)
            out << "  - [" << a.code << "] " << a.message << "\n";
    }
    if (!plan.assumptions.empty()) {
        out << "\nAssumptions:\n";
        for (const Assumption &a : plan.assumptions)
            out << "  - " << a.message << "\n";
    }
}

} // namespace tp
