#include "document/CatalogSource.h"

#include "core/TextFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    if (onDisk && !QFileInfo(folder).isReadable()) {
        // a folder that cannot be listed is not an empty one: the user's prices would vanish
        problems.push_back({tp::Problem::Severity::Error, "unreadable", folder.toStdString(), "",
                            "the folder cannot be read"});
        return sources;
    }
    // No QDir::Hidden: dot files are editor locks and half-written temporaries. Everything else
    // named *.json is listed, so what cannot be read is said rather than skipped.
    const QFileInfoList entries = dir.entryInfoList(
        {QStringLiteral("*.json")}, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &entry : entries) {
        const QString name = entry.fileName();
        const QString path = dir.filePath(name);
        QFile file(path);
        const QString shown = onDisk ? QDir::cleanPath(dir.absoluteFilePath(name)) : name;
        if (!entry.isFile()) { // a folder, FIFO, socket or dangling link: never opened (a FIFO blocks)
            problems.push_back({tp::Problem::Severity::Error, "not-a-file", shown.toStdString(), "",
                                "is not a regular file, not a catalog file; move it out of the folder"});
            continue;
        }
        if (onDisk) { // a FIFO made to look like a file, a device or a huge file: refused unread
            tp::TextFile read = tp::readTextFile(QFile::encodeName(path).toStdString());
            if (!read.ok()) {
                const bool tooLarge = read.status == tp::TextFile::Status::TooLarge;
                problems.push_back({tp::Problem::Severity::Error,
                                    tooLarge ? "file-too-large" : "unreadable-file", shown.toStdString(), "",
                                    (tooLarge ? "the file is " : "") + read.reason});
                continue;
            }
            sources.push_back({shown.toStdString(), std::move(read.text)});
            continue;
        }
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
    if (!userFolder.isEmpty()) { // a broken file of the user's is skipped with a warning, not fatal
        const std::size_t from = readProblems.size();
        overrides = readFolder(userFolder, readProblems, true);
        tp::skipBrokenOverrideFiles(readProblems, from, userFolder.toStdString());
    }
    tp::CatalogLoader::Result result = tp::CatalogLoader::load(shipped, overrides, tp::BrokenOverrides::Skip);
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
