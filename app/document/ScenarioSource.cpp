#include "document/ScenarioSource.h"

#include "document/CatalogSource.h"

QString ScenarioSource::embeddedFolder()
{
    return QStringLiteral(":/catalog/scenarios");
}

tp::ScenarioLoadResult ScenarioSource::load(const QString &folder)
{
    tp::Problems problems;
    tp::ScenarioLoadResult result = tp::loadScenarios(CatalogSource::readFolder(folder, problems));
    result.problems.insert(result.problems.begin(), problems.begin(), problems.end());
    return result;
}
