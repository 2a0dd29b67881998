#include "document/Settings.h"

#include <QDir>
#include <QFileInfo>

// The organization and application names set in Application choose the file.
Settings::Settings() = default;

QString Settings::currency() const
{
    const QString stored = value(Currency);
    // A hand-edited file must not give the planner a currency it cannot convert to.
    return stored == QStringLiteral("USD") ? stored : Currency.defaultValue;
}

void Settings::setCurrency(const QString &currency)
{
    setValue(Currency, currency);
}

QStringList Settings::recentFiles() const
{
    return value(RecentFiles).mid(0, kMaxRecentFiles);
}

void Settings::setRecentFiles(const QStringList &files)
{
    setValue(RecentFiles, files.mid(0, kMaxRecentFiles));
}

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    setRecentFiles(files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    setRecentFiles(files);
}

void Settings::addRecentPlan(const QString &path)
{
    const QFileInfo file(path);
    addRecentFile(file.absoluteFilePath());
    setValue(LastPlanFolder, file.absolutePath());
}

QString Settings::planFolder() const
{
    const QString folder = value(LastPlanFolder);
    return folder.isEmpty() ? QDir::homePath() : folder;
}
