#pragma once

#include "report/PlanSheetDocument.h"

#include <QString>

// Writes a plan sheet as an A4 PDF through SaveFile (text/SaveFile.h): a failure leaves an existing file
// intact and says why. Fonts are embedded (subset) by QPdfWriter, so Chinese text renders anywhere once a CJK
// font (Noto Sans CJK, installed by packaging/install-deps.sh) is on the machine.
class PdfPlanSheet
{
    Q_DECLARE_TR_FUNCTIONS(PdfPlanSheet)

public:
    static bool write(const QString &path, const tp::Plan &plan, const tp::Candidate &candidate,
                      const tp::Catalog &catalog, const PlanSheetDocument::Options &options, QString *error);
};
