#pragma once

#include "core/CatalogLoader.h"
#include "core/Staleness.h"

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

// Where the app's catalog comes from, and the one copy of it the app reads: the JSON files
// embedded as Qt resources under :/catalog (the shipped catalog/ folder), with the user's
// overrides folder (AppDataLocation + "/catalog", the folder tp::defaultUserCatalogDir() names
// for the CLI) loaded on top. reload() reads both again and emits catalogChanged(); the catalog
// object keeps its address, so pages may hold a reference to it but must re-read it then.
class CatalogSource : public QObject
{
    Q_OBJECT

public:
    static QString embeddedFolder();
    // The user's overrides folder: QStandardPaths::AppDataLocation + "/catalog".
    static QString defaultUserFolder();

    // Every *.json file of a folder (a resource folder or one on disk), sorted by name; dot
    // files are left out. A file that cannot be read becomes a problem and is left out. A missing
    // folder is a problem unless mayBeMissing (the user's folder exists once something is saved).
    // Files on disk are named by their full path, so "overridden by FILE" can name it.
    static std::vector<tp::SourceText> readFolder(const QString &folder, tp::Problems &problems,
                                                  bool mayBeMissing = false);

    // Reads and loads a catalog folder (the embedded one by default) and, when userFolder is not
    // empty, the user's overrides on top of it. Reading problems come first.
    static tp::CatalogLoader::Result load(const QString &folder = embeddedFolder(),
                                          const QString &userFolder = {});

    // Loads the shipped folder and the user's folder now.
    explicit CatalogSource(const QString &shippedFolder = embeddedFolder(),
                           const QString &userFolder = defaultUserFolder(), QObject *parent = nullptr);
    // Starts from a catalog loaded elsewhere; reload() reads the two folders.
    CatalogSource(tp::CatalogLoader::Result initial, const QString &shippedFolder, const QString &userFolder,
                  QObject *parent = nullptr);

    const tp::CatalogLoader::Result &result() const { return m_result; }
    const tp::Catalog &catalog() const { return m_result.catalog; }
    const tp::Problems &problems() const { return m_result.problems; }
    QString shippedFolder() const { return m_shippedFolder; }
    QString userFolder() const { return m_userFolder; }

    // The day staleness is measured from: today, unless a test fixed it.
    tp::CivilDate today() const;
    void setToday(const tp::CivilDate &day);

public slots:
    void reload();

signals:
    // The catalog was reloaded: prices or records may have changed, views re-read and re-plan.
    void catalogChanged();

private:
    QString m_shippedFolder;
    QString m_userFolder;
    tp::CatalogLoader::Result m_result;
    std::optional<tp::CivilDate> m_today;
};
