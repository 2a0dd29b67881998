#include "report/PlanExporter.h"

#include "core/AtomicFile.h"
#include "core/export/LaunchFiles.h"
#include "core/planner/PlanJson.h"
#include "report/PdfPlanSheet.h"
#include "text/LaunchReadmeText.h"
#include "text/PlanCsvText.h"
#include "text/SaveFile.h"

#include <QDir>
#include <QFileInfo>
#include <sstream>

bool PlanExporter::writeFile(const QString &path, const QByteArray &data, QString *error)
{
    return SaveFile::write(path, data, error);
}

PlanExporter::Result PlanExporter::exportTo(const QString &folder, const QString &baseName,
                                            const tp::Plan &plan, const tp::Candidate &candidate,
                                            const tp::Catalog &catalog,
                                            const PlanSheetDocument::Options &options, const Parts &parts)
{
    Result r;
    const QDir dir(folder);
    if (!dir.exists()) {
        r.errors << tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder));
        return r;
    }
    QString error;
    auto note = [&](bool ok, const QString &path) {
        if (ok)
            r.written << QFileInfo(path).absoluteFilePath();
        else
            r.errors << error;
    };
    if (parts.pdf) {
        const QString path = dir.filePath(baseName + QStringLiteral(".pdf"));
        note(writePdf(path, plan, candidate, catalog, options, &error), path);
    }
    if (parts.csv) {
        // for people: in the UI's language, with display names and where each price comes from
        const QString path = dir.filePath(baseName + QStringLiteral(".csv"));
        note(writeFile(path, QByteArray::fromStdString(csv(plan, catalog)), &error), path);
    }
    if (parts.json) {
        const QString path = dir.filePath(baseName + QStringLiteral(".json"));
        note(writeFile(path, QByteArray::fromStdString(tp::toJson(plan).dump(2) + "\n"), &error), path);
    }
    if (parts.launch) {
        const QString path = dir.filePath(baseName + QStringLiteral("-launch"));
        if (!writeLaunchFolder(path, plan, candidate, catalog, &error, &r.written))
            r.errors << error;
    }
    return r;
}

bool PlanExporter::writePdf(const QString &path, const tp::Plan &plan, const tp::Candidate &candidate,
                            const tp::Catalog &catalog, const PlanSheetDocument::Options &options,
                            QString *error)
{
    return PdfPlanSheet::write(path, plan, candidate, catalog, options, error);
}

std::string PlanExporter::csv(const tp::Plan &plan, const tp::Catalog &catalog,
                              const tp::PlanSelection &selection)
{
    return PlanCsvText::file(plan, catalog, selection);
}

bool PlanExporter::writeLaunchFolder(const QString &path, const tp::Plan &plan,
                                     const tp::Candidate &candidate, const tp::Catalog &catalog,
                                     QString *error, QStringList *written)
{
    std::vector<tp::FolderFile> files;
    for (const tp::LaunchFile &f : tp::launchFiles(plan, candidate)) {
        // README.txt is for people: in the language of the translator installed, with display names
        const std::string text =
            f.name == "README.txt"
                ? LaunchReadmeText::text(tp::launchReadme(plan, candidate), catalog).toStdString()
                : f.text;
        files.push_back({f.name, text, f.executable});
    }
    std::string why;
    if (!tp::writeFolderAtomically(path.toStdString(), files, tp::launchFileNames(), why)) {
        if (error)
            *error = QString::fromStdString(why);
        return false;
    }
    if (written)
        for (const tp::FolderFile &f : files)
            *written << QFileInfo(QDir(path).filePath(QString::fromStdString(f.name))).absoluteFilePath();
    return true;
}
