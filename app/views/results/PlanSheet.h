#pragma once

#include "core/planner/PlanActuals.h"
#include "document/PlanOutcome.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>
#include <QStringList>

// The plan sheet of one candidate on screen: the sheet the PDF exports (tp::PlanSheetModel worded
// by PlanSheetText), laid out as HTML for a QTextBrowser in the palette's colours.
class PlanSheet
{
    Q_DECLARE_TR_FUNCTIONS(PlanSheet)

public:
    // `dataLocation` as the job editor stores it ("object", "parallel-fs", "nas", "local" or "").
    // Headings, small print and status words are coloured for `palette` (its Base, the
    // background of a text browser), light or dark; without one, the application's. With
    // `actuals` (a watched run kept with the plan) the sheet has its "Plan vs actual" section.
    static QString html(const PlanOutcome &outcome, int candidate, const QString &dataLocation,
                        const QPalette &palette, const tp::PlanActuals *actuals = nullptr);
    static QString html(const PlanOutcome &outcome, int candidate, const QString &dataLocation);

    // The distributed-training setup in a few words: "Single GPU", "DDP over 8 GPUs",
    // "DeepSpeed ZeRO stage 3 over 16 GPUs", "Megatron tensor 8 × pipeline 2, data 4".
    static QString framework(const tp::Candidate &candidate, const tp::Catalog &catalog);
    // The software image to start from, one item per line.
    static QStringList software(const tp::Candidate &candidate, const tp::Catalog &catalog);
};
