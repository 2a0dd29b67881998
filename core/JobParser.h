#pragma once

#include "Job.h"
#include "Problem.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace tp {

// Reads a job file (spec/cli.md "The job file") into a Job, checking every field's type and
// range. References to the catalog (preset, GPU, instance) are checked later, by resolveWorkload.
// Unknown keys are warnings; everything else wrong is an error naming the JSON path.
class JobParser
{
public:
    struct Result
    {
        std::optional<Job> job;
        Problems problems;
    };

    static Result parse(const std::string &text, const std::string &file);
    static Result parse(const nlohmann::json &value, const std::string &file);

    // Upper bounds beyond which a figure is refused as absurd rather than planned.
    static constexpr double kMaxTokens = 1e16;
    static constexpr double kMaxSamples = 1e13;
    static constexpr double kMaxParams = 1e14;
    static constexpr int kMaxSeqLen = 4 * 1024 * 1024;
    static constexpr int kMaxNodes = 4096;
    static constexpr int kMaxGpusPerNode = 64;
};

} // namespace tp
