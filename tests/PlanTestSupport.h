#pragma once

// Shared by the tests of the plan workspace (app/document, views/wizard, views/results): the embedded
// catalog and scenario presets, loaded once per executable, and a session planned from a preset.
#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/ScenarioSource.h"

#include <QtTest>
#include <memory>

namespace plantest {

inline const tp::Catalog &catalog()
{
    static const tp::CatalogLoader::Result result = [] {
        tp::CatalogLoader::Result r = CatalogSource::load();
        if (!r.ok()) {
            for (const tp::Problem &p : r.problems)
                qWarning("%s", p.toString().c_str());
            qFatal("the embedded catalog does not load");
        }
        return r;
    }();
    return result.catalog;
}

inline const std::vector<tp::ScenarioPreset> &scenarios()
{
    static const std::vector<tp::ScenarioPreset> list = [] {
        tp::ScenarioLoadResult r = ScenarioSource::load();
        if (!r.ok() || r.scenarios.empty()) {
            for (const tp::Problem &p : r.problems)
                qWarning("%s", p.toString().c_str());
            qFatal("the embedded scenario presets do not load");
        }
        return r.scenarios;
    }();
    return list;
}

inline const tp::ScenarioPreset &scenario(const char *id)
{
    const tp::ScenarioPreset *s = tp::findScenario(scenarios(), id);
    if (!s)
        qFatal("no scenario preset %s", id);
    return *s;
}

// A session with the catalog and a new plan from `job`, planned.
inline std::unique_ptr<PlanSession> plannedSession(const nlohmann::json &job)
{
    auto session = std::make_unique<PlanSession>();
    session->setCatalog(catalog());
    session->newJob(job);
    if (!session->waitForPlan(30000))
        qFatal("planning did not finish");
    return session;
}

inline QString describe(const tp::Problems &problems)
{
    QStringList lines;
    for (const tp::Problem &p : problems)
        lines << QString::fromStdString(p.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace plantest
