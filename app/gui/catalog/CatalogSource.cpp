#include "CatalogSource.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <iterator>

QString CatalogSource::embeddedFolder()
{
    return QStringLiteral(":/catalog");
}

QString CatalogSource::defaultUserFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog");
}

std::vector<tp::SourceText> CatalogSource::readFolder(const QString &folder, tp::Problems &problems,
                                                      bool mayBeMissing)
{
    std::vector<tp::SourceText> sources;
    const QDir dir(folder);
    if (!dir.exists()) {
        if (!mayBeMissing)
            problems.push_back({tp::Problem::Severity::Error, "not-a-folder", folder.toStdString(), "",
                                "the catalog folder does not exist"});
        return sources;
    }
    // Resource files keep their short names ("gpus.json"), as the shipped catalog always had.
    const bool onDisk = !folder.startsWith(QLatin1Char(':'));
    // No QDir::Hidden: dot files are editor locks and half-written temporaries.
    const QStringList names =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        QFile file(path);
        const QString shown = onDisk ? QDir::cleanPath(dir.absoluteFilePath(name)) : name;
        if (!file.open(QIODevice::ReadOnly)) {
            problems.push_back({tp::Problem::Severity::Error, "unreadable-file", shown.toStdString(), "",
                                file.errorString().toStdString()});
            continue;
        }
        const QByteArray text = file.readAll();
        sources.push_back(
            {shown.toStdString(), std::string(text.constData(), static_cast<std::size_t>(text.size()))});
    }
    return sources;
}

tp::CatalogLoader::Result CatalogSource::load(const QString &folder, const QString &userFolder)
{
    tp::Problems readProblems;
    const std::vector<tp::SourceText> shipped = readFolder(folder, readProblems);
    std::vector<tp::SourceText> overrides;
    if (!userFolder.isEmpty())
        overrides = readFolder(userFolder, readProblems, true);
    tp::CatalogLoader::Result result = tp::CatalogLoader::load(shipped, overrides);
    result.problems.insert(result.problems.begin(), std::make_move_iterator(readProblems.begin()),
                           std::make_move_iterator(readProblems.end()));
    return result;
}

CatalogSource::CatalogSource(const QString &shippedFolder, const QString &userFolder, QObject *parent)
    : CatalogSource(load(shippedFolder, userFolder), shippedFolder, userFolder, parent)
{
}

CatalogSource::CatalogSource(tp::CatalogLoader::Result initial, const QString &shippedFolder,
                             const QString &userFolder, QObject *parent)
    : QObject(parent), m_shippedFolder(shippedFolder), m_userFolder(userFolder), m_result(std::move(initial))
{
}

tp::CivilDate CatalogSource::today() const
{
    return m_today ? *m_today : tp::today();
}

void CatalogSource::setToday(const tp::CivilDate &day)
{
    m_today = day;
}

void CatalogSource::reload()
{
    // Assigned in place: pages keep a reference to m_result.catalog.
    m_result = load(m_shippedFolder, m_userFolder);
    emit catalogChanged();
}
