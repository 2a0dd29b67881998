#pragma once

#include "core/Catalog.h"
#include "core/MemoryEstimator.h"
#include "core/PerformanceEstimator.h"
#include "core/Workload.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace tp {

// A stable code, an English sentence (what the CLI prints) and the figures and names in it as
// params, so a front end can say it in another language (core/MessageCodes.h lists every code
// with its params).
struct Warning
{
    std::string code;
    std::string message;
    nlohmann::json params = nlohmann::json::object();
};

struct CostEstimate
{
    double total = 0;
    std::string currency;
    Billing billing = Billing::OnDemand;
    double pricePerHour = 0; // per node, in `currency`
    Provenance priceSource;
    std::string region; // where the price applies ("" when the catalog does not say)
    bool own = false;   // the user's own price (an override: an edit, an import, a quote)
};

// Everything known about one workload on one hardware setup.
struct Estimate
{
    Workload workload; // as estimated: micro-batch, ZeRO stage etc. chosen
    MemoryBreakdown memory;
    double gpuMemoryGib = 0;
    bool fits = false;
    Performance performance;
    double timeHours = 0;
    double timeHoursLow = 0;
    double timeHoursHigh = 0;
    double gpuHours = 0;
    std::optional<CostEstimate> cost;
    std::vector<Warning> warnings;

    int layoutsEvaluated = 0; // by the layout search (for the bench)

    double memoryPerGpuGib() const { return memory.total() / memory::kGiB; }
};

// Estimates memory, speed, time (and cost, when an instance with a price is named) for a
// resolved workload. Settings the user left open (micro-batch, ZeRO stage, recomputation and the
// parallel layout the framework supports) are chosen as the fastest that fits (searchLayout).
class Estimator
{
public:
    explicit Estimator(const Catalog &catalog) : m_catalog(catalog) {}

    Estimate estimate(const Workload &workload) const;

private:
    void addWarnings(Estimate &e) const;

    const Catalog &m_catalog;
};

// The job's global batch as an error (path /global_batch, the nearest valid values named) when
// it does not split over the estimate's micro-batch and data-parallel GPUs: fractional steps that
// DeepSpeed and Megatron-LM refuse, never estimated. None when it splits or was not given.
std::optional<Problem> batchProblem(const Estimate &estimate, const std::string &file);

} // namespace tp
