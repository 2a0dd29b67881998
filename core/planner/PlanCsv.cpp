#include "core/planner/PlanCsv.h"

#include "core/SafeText.h"

#include <cmath>
#include <iomanip>
#include <sstream>

namespace tp {

std::string csvField(const std::string &text)
{
    const std::string s = spreadsheetSafe(text);
    // ';' too: Excel in locales whose list separator is ';' (German, French...) splits there
    if (s.find_first_of(",;\"\n\r") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char ch : s) {
        if (ch == '"')
            out += '"';
        out += ch;
    }
    return out + "\"";
}

std::string csvNumber(double v, int decimals)
{
    if (!std::isfinite(v))
        return "";
    std::ostringstream s;
    s.imbue(std::locale::classic());
    s << std::fixed << std::setprecision(decimals) << v;
    return s.str();
}

void writeCsv(std::ostream &out, const Plan &plan, const PlanSelection &selection)
{
    out << "rank,feasible,recommended,pareto,provider,instance_type,gpu,gpus_per_node,nodes,billing,fits,"
           "time_hours,time_hours_low,time_hours_high,cost_total,currency,cost_compute,cost_interruptions,"
           "cost_storage,cost_checkpoints,memory_per_gpu_gib,gpu_memory_gib,reasons\n";
    std::size_t feasibleSeen = 0, rejectedSeen = 0, rank = 0;
    for (const Candidate &c : plan.candidates) {
        ++rank;
        const bool keep = selection.keep(c, feasibleSeen, rejectedSeen);
        (c.feasible ? feasibleSeen : rejectedSeen)++;
        if (!keep)
            continue;
        std::string reasons;
        for (const Note &n : c.reasons)
            reasons += (reasons.empty() ? "" : "; ") + n.code + ": " + n.message;
        out << rank << ',' << (c.feasible ? "true" : "false") << ',' << (c.recommended ? "true" : "false")
            << ',' << (c.pareto ? "true" : "false") << ',' << csvField(c.instance->provider) << ','
            << csvField(c.instance->id) << ',' << csvField(c.instance->gpu) << ',' << c.instance->gpus << ','
            << c.nodes << ',' << billingName(c.billing) << ',' << (c.fits() ? "true" : "false") << ','
            << csvNumber(c.timeHours, 3) << ',' << csvNumber(c.timeHoursLow, 3) << ','
            << csvNumber(c.timeHoursHigh, 3) << ',' << (c.priced() ? csvNumber(c.costTotal(), 2) : "") << ','
            << c.currency << ',' << (c.priced() ? csvNumber(c.cost.compute, 2) : "") << ','
            << (c.priced() ? csvNumber(c.cost.interruptions, 2) : "") << ','
            << (c.priced() ? csvNumber(c.cost.storage, 2) : "") << ','
            << (c.priced() ? csvNumber(c.cost.checkpoints, 2) : "") << ','
            << (c.estimate ? csvNumber(c.estimate->memoryPerGpuGib(), 2) : "") << ','
            << (c.estimate ? csvNumber(c.estimate->gpuMemoryGib, 1) : "") << ',' << csvField(reasons) << '\n';
    }
}

void writeCsvFile(std::ostream &out, const Plan &plan, const PlanSelection &selection)
{
    out << "\xEF\xBB\xBF";
    writeCsv(out, plan, selection);
}

} // namespace tp
