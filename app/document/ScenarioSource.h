#pragma once

#include "core/Provider.h"
#include "core/planner/Scenario.h"

#include <QString>

// The scenario presets the wizard starts from: catalog/scenarios, embedded as Qt resources
// under :/catalog/scenarios, parsed by the core (tp::loadScenarios).
class ScenarioSource
{
public:
    static QString embeddedFolder();
    static tp::ScenarioLoadResult load(const QString &folder = embeddedFolder());
};
