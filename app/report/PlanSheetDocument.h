#pragma once

#include "core/planner/PlanActuals.h"
#include "core/planner/Planner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <vector>

class QTextDocument;

// The plan sheet of one candidate as a rich-text document for the PDF: the sheet the app shows
// (tp::PlanSheetModel worded by PlanSheetText) under a title and date, with the cost-vs-time and
// memory charts, and the candidates compared side by side when the user adds them. It follows the
// UI language (install the translator before building it).
class PlanSheetDocument
{
    Q_DECLARE_TR_FUNCTIONS(PlanSheetDocument)

public:
    struct Options
    {
        QLocale locale;
        QDateTime created = QDateTime::currentDateTime();
        int topCandidates = 5;
        QString dataLocation;    // as the job editor stores it ("object", ...; "" not decided)
        int chartWidthPx = 2000; // charts are images: ~300 dpi across an A4 text width
        // Candidates of the plan (with an instance) to add side by side at the end (CompareText),
        // from two up.
        std::vector<const tp::Candidate *> compared;
        // A watched run kept with the plan: the "Plan vs actual" section (null: none).
        const tp::PlanActuals *actuals = nullptr;
    };

    // Builds the document; the caller owns it. The candidate must belong to the plan.
    static QTextDocument *build(const tp::Plan &plan, const tp::Candidate &candidate,
                                const tp::Catalog &catalog, const Options &options);
    // The HTML of the same content (charts as resource names "chart://cost-time" and
    // "chart://memory"), for tests and for views that show the sheet.
    static QString html(const tp::Plan &plan, const tp::Candidate &candidate, const tp::Catalog &catalog,
                        const Options &options);
};
