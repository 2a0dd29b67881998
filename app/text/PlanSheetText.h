#pragma once

#include "core/Catalog.h"
#include "core/planner/PlanSheetModel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// The plan sheet (tp::PlanSheetModel) in the UI's language: every line's label and value worded
// from its code and params, numbers in the current default locale. The screen (PlanSheetHtml) and
// the PDF (PlanSheetDocument) both lay out this text, so they say the same thing.
class PlanSheetText
{
    Q_DECLARE_TR_FUNCTIONS(PlanSheetText)

public:
    struct Row
    {
        QString label;     // empty in list sections
        QString value;     // the line itself
        QString detail;    // small print under or beside it (a price's basis, advice's reason)
        QStringList cells; // grid sections ("top-candidates"): one text per column
        tp::SheetTone tone = tp::SheetTone::Plain;
    };
    enum class Layout
    {
        Table, // label and value
        List,  // one bullet per row
        Grid   // a header and cells
    };
    struct Part
    {
        std::string code;
        QString title;
        Layout layout = Layout::Table;
        QStringList header; // Grid only
        QString footnote;   // under the part ("★ recommended ...")
        QList<Row> rows;
    };
    struct Sheet
    {
        QString title;    // "Training plan: Llama 3 8B, LoRA fine-tune"
        QString headline; // "1 × ecs.gn7i-c8g1.2xlarge (1 × A10, Alibaba Cloud), on demand"
        Row verdict;      // "Recommended — ¥106.20, 36.6 h (21.4–45)"
        QList<Part> parts;
    };

    static Sheet render(const tp::PlanSheetModel &sheet, const tp::Catalog &catalog);

    // One line's words (label, value, detail), for views that show a line alone.
    static Row row(const tp::SheetLine &line, const tp::Catalog &catalog);
    static QString sectionTitle(const std::string &code);
    // The calibration section (tp::PlanSheetModel, "calibration") in one sentence: "Calibrated
    // from your run on 1 × ecs.gn7i-c8g1.2xlarge (2026-12-01): speed × 0.82, memory + 1.4 GiB".
    static QString calibrationNote(const tp::SheetSection &section);
    // What the runs could not settle (a "calibration-limit" line's params), in the UI language.
    static QString calibrationLimit(const nlohmann::json &params);
};
