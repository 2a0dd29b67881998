#pragma once

#include "core/Checked.h"
#include "core/InputLimits.h"
#include "core/Job.h"
#include "core/Problem.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tp {

// Reads a job file (spec/cli.md "The job file") into a Job, checking every field's type and
// range. References to the catalog (preset, GPU, instance) are checked later, by resolveWorkload.
// Unknown keys are errors with the key the user probably meant ("max_costs": did you mean
// "max_cost"?), so a typo never drops a budget silently; lenient makes them warnings again
// (trainplan-cli --lenient), for files written for a newer TrainPlan.
struct JobParseOptions
{
    bool lenient = false;
};

// Everything wrong is an error naming the JSON path (unknown keys too, unless lenient).
class JobParser
{
public:
    using Result = Checked<Job>;

    using Options = JobParseOptions;
    static Result parse(const std::string &text, const std::string &file, Options options = {});
    static Result parse(const nlohmann::json &value, const std::string &file, Options options = {});

    // Upper bounds beyond which a figure is refused as absurd rather than planned (the table of
    // every range is InputLimits.h; these names stay for the planner's arithmetic).
    static constexpr double kMaxTokens = limits::kTokens.max;
    static constexpr double kMaxSamples = limits::kSamples.max;
    static constexpr double kMaxParams = limits::kParams.max;
    static constexpr int kMaxSeqLen = static_cast<int>(limits::kSeqLen.max);
    static constexpr int kMaxNodes = static_cast<int>(limits::kNodes.max);
    static constexpr int kMaxGpusPerNode = static_cast<int>(limits::kGpusPerNode.max);
};

} // namespace tp
