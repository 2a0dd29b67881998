// The bodies of the planner's shared helpers (PlannerDetail.h): how money, hours and candidates
// read in messages, and what the objective minimises.
#include "core/planner/PlannerDetail.h"

#include "core/MessageCodes.h"
#include "core/Strings.h"

#include <algorithm>

namespace tp::detail {

std::string money(double v, const std::string &currency)
{
    return fixedDecimals(v, v >= 1000 ? 0 : 2) + " " + currency;
}

std::string hours(double h)
{
    return h >= 100  ? fixedDecimals(h, 0) + " h"
           : h >= 10 ? fixedDecimals(h, 1) + " h"
                     : fixedDecimals(h, 2) + " h";
}

double moneyValue(double v)
{
    return messageFigure(v, v >= 1000 ? 0 : 2);
}

double hoursValue(double h)
{
    return messageFigure(h, h >= 100 ? 0 : h >= 10 ? 1 : 2);
}

std::string recomputeWord(Recompute r)
{
    return r == Recompute::Full ? "on" : r == Recompute::Selective ? "selective" : "off";
}

std::optional<Precision> substitutePrecision(const Gpu &gpu, Precision wanted)
{
    if (wanted == Precision::FP32 || gpu.peakTflops(wanted))
        return std::nullopt;
    for (Precision p : {Precision::BF16, Precision::FP16})
        if (p != wanted && gpu.peakTflops(p))
            return p;
    return std::nullopt;
}

std::string shortSource(const std::string &source)
{
    std::size_t cut = source.find_first_of(";(");
    if (cut == std::string::npos || cut < 12)
        cut = source.size();
    std::string head = source.substr(0, std::min<std::size_t>(cut, 90));
    while (!head.empty() && (head.back() == ' ' || head.back() == ','))
        head.pop_back();
    return head.size() < source.size() ? head + " ..." : head;
}

bool specEstimated(const InstanceType &it)
{
    return it.provenance.confidence == "estimate";
}

double objectiveValue(const Plan &plan, const Candidate &c)
{
    switch (plan.objective) {
    case Objective::Cheapest:
        return c.costTotal();
    case Objective::Fastest:
        return c.timeHours;
    case Objective::Balanced:
        return c.costTotal() * c.timeHours;
    }
    return c.costTotal();
}

Job onInstance(Job job, const std::string &instanceId, int nodes)
{
    job.instance = instanceId;
    job.gpu.clear();
    job.gpusPerNode.reset();
    job.nodes = nodes;
    job.networkGbps.reset();
    job.rdma.reset();
    job.vcpus.reset();
    return job;
}

std::string describe(const Candidate &c, const Catalog &catalog)
{
    const std::string provider = providerNameParams(catalog, c.instance->provider)["provider_name"];
    std::string s = std::to_string(c.nodes) + " x " + c.instance->id + " (" + std::to_string(c.totalGpus()) +
                    " x " + c.instance->gpu + ", " + provider + "), " + billingName(c.billing);
    return s;
}

nlohmann::json withConfiguration(nlohmann::json params, const Candidate &c, const Catalog &catalog)
{
    params["instance_type"] = c.instance->id;
    params["gpu"] = c.instance->gpu;
    params["provider"] = c.instance->provider;
    params.update(providerNameParams(catalog, c.instance->provider));
    params["billing"] = billingName(c.billing);
    params["nodes"] = c.nodes;
    params["gpus"] = c.totalGpus();
    return params;
}

} // namespace tp::detail
