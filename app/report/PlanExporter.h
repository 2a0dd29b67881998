#pragma once

#include "core/planner/PlanJson.h"
#include "report/PlanSheetDocument.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// Writes a plan in the forms people pass on, into one folder: the PDF plan sheet (for whoever
// approves the budget), a CSV of every candidate (UTF-8 with a byte-order mark, for finance),
// the plan as JSON (the `plan --format json` schema) and the launch files of the chosen
// candidate (in a subfolder). Every file goes through SaveFile (text/SaveFile.h): a failed export says why
// and leaves the file that was there intact. The desktop app's File > Export uses it.
class PlanExporter
{
    Q_DECLARE_TR_FUNCTIONS(PlanExporter)

public:
    struct Parts
    {
        bool pdf = true;
        bool csv = true;
        bool json = true;
        bool launch = true;
    };

    struct Result
    {
        QStringList written; // absolute paths
        QStringList errors;  // one sentence each, naming the file
        bool ok() const { return errors.isEmpty(); }
    };

    // Files are named after `baseName` ("plan" -> plan.pdf, plan.csv, plan.json, plan-launch/).
    static Result exportTo(const QString &folder, const QString &baseName, const tp::Plan &plan,
                           const tp::Candidate &candidate, const tp::Catalog &catalog,
                           const PlanSheetDocument::Options &options, const Parts &parts);

    // The parts, one at a time: what exportTo() writes and what `trainplan-cli plan --pdf, --csv,
    // --launch` writes (app/cli/CliExports), in the language of the translator installed.
    // The PDF plan sheet of `candidate` at `path`.
    static bool writePdf(const QString &path, const tp::Plan &plan, const tp::Candidate &candidate,
                         const tp::Catalog &catalog, const PlanSheetDocument::Options &options,
                         QString *error);
    // The CSV for people: display names, where each price comes from; `selection` as the CLI's --top.
    static std::string csv(const tp::Plan &plan, const tp::Catalog &catalog,
                           const tp::PlanSelection &selection = {});
    // The launch files of `candidate` in the folder `path`, README.txt worded for people: the whole
    // set in place of the old one, or the old one untouched. On success `written` holds the files.
    static bool writeLaunchFolder(const QString &path, const tp::Plan &plan, const tp::Candidate &candidate,
                                  const tp::Catalog &catalog, QString *error, QStringList *written = nullptr);

    // One file through SaveFile (text/SaveFile.h); false with a message naming the file on failure.
    static bool writeFile(const QString &path, const QByteArray &data, QString *error);
};
