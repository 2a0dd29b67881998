#include "views/results/PlanSheet.h"

#include "core/planner/PlanSheetModel.h"
#include "report/PlanSheetHtml.h"
#include "text/PlanSheetText.h"
#include "views/widgets/ThemeColours.h"

#include <QGuiApplication>

namespace {

// The sheet's colours, each reading on the palette's Base (the text browser's background).
QString styleSheet(const QPalette &palette)
{
    const auto tone = [&palette](ThemeColours::Tone t) {
        return ThemeColours::color(t, palette, QPalette::Base).name();
    };
    return QStringLiteral("<style>h2{margin:0 0 4px 0} h3{margin:12px 0 4px 0; color:%1} td.k{color:%2; "
                          "padding-right:12px; white-space:nowrap} th{text-align:left; padding-right:12px} "
                          ".d{color:%2} .ok{color:%3} .bad{color:%4} .warn{color:%5}</style>")
        .arg(tone(ThemeColours::Accent), tone(ThemeColours::Muted), tone(ThemeColours::Good),
             tone(ThemeColours::Error), tone(ThemeColours::Warning));
}

// The screen's layout of the sheet: small headings, coloured verdicts, bulleted lists.
PlanSheetHtml::Style screenStyle()
{
    PlanSheetHtml::Style style;
    style.heading = "h3";
    style.detailClass = "d";
    style.bulletList = true;
    style.colouredTones = true;
    style.tableAttributes = "cellspacing='0' cellpadding='3'";
    return style;
}

} // namespace

QString PlanSheet::framework(const tp::Candidate &c, const tp::Catalog &catalog)
{
    if (!c.estimate)
        return {};
    return PlanSheetText::row(tp::distributedLine(c.estimate->workload), catalog).value;
}

QStringList PlanSheet::software(const tp::Candidate &c, const tp::Catalog &catalog)
{
    QStringList out;
    for (const tp::SheetLine &line : tp::softwareLines(c, catalog))
        out << PlanSheetText::row(line, catalog).value;
    return out;
}

QString PlanSheet::html(const PlanOutcome &outcome, int index, const QString &dataLocation)
{
    return html(outcome, index, dataLocation, QGuiApplication::palette());
}

QString PlanSheet::html(const PlanOutcome &outcome, int index, const QString &dataLocation,
                        const QPalette &palette, const tp::PlanActuals *actuals)
{
    const tp::Candidate *c = outcome.candidate(index);
    if (!c || !c->instance || !outcome.catalog || !outcome.plan)
        return QStringLiteral("<p>%1</p>")
            .arg(tr("Select a candidate in the table or the chart to see its plan sheet.").toHtmlEscaped());
    tp::PlanSheetInput input;
    input.dataLocation = dataLocation.toStdString();
    input.actuals = actuals;
    const PlanSheetText::Sheet sheet = PlanSheetText::render(
        tp::buildPlanSheet(*outcome.plan, *c, *outcome.catalog, input), *outcome.catalog);

    QString h = styleSheet(palette);
    h += QStringLiteral("<h2>%1</h2>").arg(sheet.headline.toHtmlEscaped());
    h += QStringLiteral("<p>%1 — %2</p>")
             .arg(PlanSheetHtml::toned(QStringLiteral("<b>%1</b>").arg(sheet.verdict.label.toHtmlEscaped()),
                                       sheet.verdict.tone, screenStyle()),
                  sheet.verdict.value.toHtmlEscaped());
    h += QStringLiteral("<p class='d'>%1</p>").arg(sheet.title.toHtmlEscaped());
    for (const PlanSheetText::Part &p : sheet.parts)
        h += PlanSheetHtml::part(p, screenStyle());
    return h;
}
