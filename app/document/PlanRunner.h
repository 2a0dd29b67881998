#pragma once

#include "document/PlanOutcome.h"

#include <QString>
#include <memory>

// Runs one job JSON through the core (JobParser, Planner) against a catalog snapshot. Safe to
// call on a worker thread: it touches nothing but its arguments. Never throws. A job that
// describes its model by a Hugging Face config.json (model.hf_config, written by hand) reads it
// relative to `planFile`'s folder, as trainplan-cli reads it relative to the job file's.
class PlanRunner
{
public:
    static PlanOutcome run(const nlohmann::json &job, std::shared_ptr<const tp::Catalog> catalog,
                           const QString &planFile = {});
};
