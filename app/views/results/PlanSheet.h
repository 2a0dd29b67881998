#pragma once

#include "document/PlanOutcome.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>

// The configuration sheet of one candidate, as HTML for a QTextBrowser (and later for the PDF
// export): the instance, storage, network, software image, framework settings (DDP or DeepSpeed
// ZeRO stage, batch, accumulation), checkpoint plan, cost breakdown, memory, and the advice and
// warnings that apply to it. Headings and labels are translated; the core's sentences (advice,
// warnings, price bases) stay in English beside their translated titles. The software and
// storage notes are rules of thumb of the seed guides, stated as such.
class PlanSheet
{
    Q_DECLARE_TR_FUNCTIONS(PlanSheet)

public:
    // `dataLocation` as DataPage stores it ("object", "parallel-fs", "nas", "local" or "").
    // Headings, small print and status words are coloured for `palette` (its Base, the
    // background of a text browser), light or dark; without one, the application's.
    static QString html(const PlanOutcome &outcome, int candidate, const QString &dataLocation,
                        const QPalette &palette);
    static QString html(const PlanOutcome &outcome, int candidate, const QString &dataLocation);

    // The distributed-training setup in a few words: "Single GPU", "DDP over 8 GPUs",
    // "DeepSpeed ZeRO stage 3 over 16 GPUs", "Megatron tensor 8 × pipeline 2, data 4".
    static QString framework(const tp::Candidate &candidate);
    // The software image to start from, one item per line.
    static QStringList software(const tp::Candidate &candidate, const tp::Catalog &catalog);
};
