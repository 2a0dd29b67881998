#include "CatalogSource.h"

#include <QDir>
#include <QFile>

#include <iterator>

QString CatalogSource::embeddedFolder()
{
    return QStringLiteral(":/catalog");
}

std::vector<tp::SourceText> CatalogSource::readFolder(const QString &folder, tp::Problems &problems)
{
    std::vector<tp::SourceText> sources;
    const QDir dir(folder);
    if (!dir.exists()) {
        problems.push_back({tp::Problem::Severity::Error, "not-a-folder", folder.toStdString(), "",
                            "the catalog folder does not exist"});
        return sources;
    }
    const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &name : names) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            problems.push_back({tp::Problem::Severity::Error, "unreadable-file", name.toStdString(), "",
                                file.errorString().toStdString()});
            continue;
        }
        const QByteArray text = file.readAll();
        sources.push_back({name.toStdString(), std::string(text.constData(), static_cast<std::size_t>(text.size()))});
    }
    return sources;
}

tp::CatalogLoader::Result CatalogSource::load(const QString &folder)
{
    tp::Problems readProblems;
    const std::vector<tp::SourceText> sources = readFolder(folder, readProblems);
    tp::CatalogLoader::Result result = tp::CatalogLoader::load(sources);
    result.problems.insert(result.problems.begin(), std::make_move_iterator(readProblems.begin()),
                           std::make_move_iterator(readProblems.end()));
    return result;
}
