#pragma once

// Shared by the core tests: the shipped catalog, loaded once per test executable.
#include "core/CatalogLoader.h"
#include "core/JobParser.h"
#include "core/export/LaunchFiles.h"
#include "core/planner/Planner.h"
#include "core/planner/Scenario.h"

#include <QtTest>

namespace tp::test {

inline const Catalog &shippedCatalog()
{
    static const Catalog catalog = [] {
        auto result = loadCatalogFolder(TRAINPLAN_CATALOG_DIR);
        if (!result.ok()) {
            for (const auto &p : result.problems)
                qWarning("%s", p.toString().c_str());
            qFatal("the shipped catalog does not load");
        }
        return result.catalog;
    }();
    return catalog;
}

// A scenario preset of the shipped catalog, planned against it.
inline Plan plannedScenario(const std::string &id)
{
    static const std::vector<ScenarioPreset> scenarios = [] {
        Problems problems;
        ScenarioLoadResult r = loadScenarios(readScenarioFolder(TRAINPLAN_CATALOG_DIR, problems));
        if (!problems.empty() || !r.ok())
            qFatal("the shipped scenario presets do not load");
        return r.scenarios;
    }();
    const ScenarioPreset *s = findScenario(scenarios, id);
    if (!s)
        qFatal("no scenario preset %s", id.c_str());
    PlanResult r = Planner(shippedCatalog()).plan(s->job, {}, s->file);
    if (!r.value)
        qFatal("scenario %s does not plan", id.c_str());
    return std::move(*r.value);
}

// A job given as JSON, planned against the shipped catalog; fails the test when it does not plan.
inline Plan plannedJob(const nlohmann::json &job)
{
    JobParser::Result parsed = JobParser::parse(job.dump(), "job.json");
    if (!parsed.value)
        qFatal("test job does not parse: %s", job.dump().c_str());
    PlanResult r = Planner(shippedCatalog()).plan(*parsed.value, {}, "job.json");
    if (!r.value)
        qFatal("test job does not plan: %s", job.dump().c_str());
    return std::move(*r.value);
}

// The launch file of that name, or nullptr.
inline const LaunchFile *fileNamed(const std::vector<LaunchFile> &files, const std::string &name)
{
    for (const auto &f : files)
        if (f.name == name)
            return &f;
    return nullptr;
}

inline bool hasProblem(const Problems &problems, const std::string &code, const std::string &path)
{
    for (const auto &p : problems)
        if (p.code == code && p.path == path)
            return true;
    return false;
}

inline QString describe(const Problems &problems)
{
    QString out;
    for (const auto &p : problems)
        out += QString::fromStdString(p.toString()) + QLatin1Char('\n');
    return out;
}

} // namespace tp::test
