#include "document/ScenarioSource.h"

#include "document/CatalogSource.h"

#include <QLocale>

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

QString ScenarioSource::localized(const tp::LocalizedName &name)
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    const std::string &text = chinese && !name.zh.empty() ? name.zh : name.en.empty() ? name.zh : name.en;
    return QString::fromStdString(text);
}
