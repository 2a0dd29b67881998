#include "report/PlanSheetDocument.h"

#include "core/planner/PlanSheetModel.h"
#include "report/ChartStyle.h"
#include "report/CostTimeChartRenderer.h"
#include "report/MemoryBarRenderer.h"
#include "report/PlanSheetHtml.h"
#include "text/CompareText.h"
#include "text/Format.h"
#include "text/PlanSheetText.h"
#include "text/PlanText.h"

#include <QTextDocument>
#include <QUrl>
#include <algorithm>

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// Makes a locale the default while the sheet is written (the sheet's text formats numbers with the
// default locale), and restores the previous one.
class DefaultLocale
{
public:
    explicit DefaultLocale(const QLocale &l) { QLocale::setDefault(l); }
    ~DefaultLocale() { QLocale::setDefault(m_previous); }
    DefaultLocale(const DefaultLocale &) = delete;
    DefaultLocale &operator=(const DefaultLocale &) = delete;

private:
    QLocale m_previous;
};

// The candidates side by side, as the Compare tab shows them: a row per figure, the best marked.
QString comparison(const tp::Plan &plan, const tp::Catalog &catalog,
                   const std::vector<const tp::Candidate *> &compared)
{
    QString h = QStringLiteral("<h2 style='page-break-before: always'>%1</h2>")
                    .arg(esc(PlanSheetDocument::tr("Compared candidates")));
    h += QStringLiteral("<table cellspacing='0'><tr><th></th>");
    for (const tp::Candidate *c : compared)
        h += QStringLiteral("<th>%1<br><span class='small'>%2</span></th>")
                 .arg(esc(CompareText::columnTitle(static_cast<int>(c - plan.candidates.data()), *c)),
                      esc(QString::fromStdString(c->instance->id)));
    h += QStringLiteral("</tr>");
    for (int row = 0; row < CompareText::RowCount; ++row) {
        if (row == CompareText::InstanceRow)
            continue; // in the heading
        const std::vector<bool> best = CompareText::best(compared, row);
        h += QStringLiteral("<tr><td class='k'>%1</td>").arg(esc(CompareText::rowTitle(row)));
        for (std::size_t i = 0; i < compared.size(); ++i) {
            const QString value = esc(CompareText::value(catalog, *compared[i], row, best[i]));
            h += best[i] ? QStringLiteral("<td><b>%1</b></td>").arg(value)
                         : QStringLiteral("<td>%1</td>").arg(value);
        }
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table><p class='small'>%1</p>")
             .arg(esc(PlanSheetDocument::tr("✓ the best of the candidates compared in that row")));
    return h;
}

} // namespace

QString PlanSheetDocument::html(const tp::Plan &plan, const tp::Candidate &c, const tp::Catalog &catalog,
                                const Options &o)
{
    const DefaultLocale useLocale(o.locale);
    tp::PlanSheetInput input;
    input.dataLocation = o.dataLocation.toStdString();
    input.topCandidates = o.topCandidates;
    input.actuals = o.actuals;
    const PlanSheetText::Sheet sheet =
        PlanSheetText::render(tp::buildPlanSheet(plan, c, catalog, input), catalog);

    QString h;
    h += QStringLiteral(
        "<html><head><style>"
        "body{font-size:9pt;} h1{font-size:16pt;margin-bottom:2px;} h2{font-size:11.5pt;"
        "margin-top:14px;margin-bottom:4px;border-bottom:1px solid #888;} "
        "td{padding:1px 6px 1px 0;vertical-align:top;} td.k{color:#444;white-space:nowrap;} "
        "th{background:#eee;text-align:left;padding:2px 6px 2px 2px;} .small{font-size:7.5pt;color:#444;}"
        "</style></head><body>");
    h += QStringLiteral("<h1>%1</h1>").arg(esc(sheet.title));
    h += QStringLiteral("<p class='small'>%1</p>")
             .arg(esc(tr("Made by TrainPlan on %1. Estimates, not quotes: check prices with the provider "
                         "before renting.")
                          .arg(o.locale.toString(o.created, QLocale::LongFormat))));
    h += QStringLiteral("<p><b>%1</b> %2 — %3</p>")
             .arg(esc(sheet.verdict.label), esc(sheet.headline), esc(sheet.verdict.value));
    bool charts = false;
    for (const PlanSheetText::Part &p : sheet.parts) {
        if (!charts && (p.code == "top-candidates" || p.code == "advice" || p.code == "warnings" ||
                        p.code == "assumptions")) {
            charts = true;
            // the charts before the comparison: where this candidate stands among all of them
            h += QStringLiteral("<h2 style='page-break-before: always'>%1</h2>")
                     .arg(esc(tr("Cost against time of every candidate")));
            h += QStringLiteral("<p><img src='chart://cost-time' width='620'></p>");
            if (c.estimate) {
                h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("GPU memory per device")));
                h += QStringLiteral("<p><img src='chart://memory' width='620'></p>");
            }
        }
        h += PlanSheetHtml::part(p, PlanSheetHtml::Style());
    }
    if (o.compared.size() >= 2)
        h += comparison(plan, catalog, o.compared);
    h += QStringLiteral("</body></html>");
    return h;
}

QTextDocument *PlanSheetDocument::build(const tp::Plan &plan, const tp::Candidate &candidate,
                                        const tp::Catalog &catalog, const Options &options)
{
    auto *doc = new QTextDocument;
    const int w = options.chartWidthPx;
    const QString symbol = PlanText::currencySymbol(plan.currency).trimmed();
    CostTimeChartRenderer::Labels chartLabels;
    chartLabels.time = tr("Time (h)");
    chartLabels.timeLog = tr("Time (h, log scale)");
    chartLabels.timeMinutes = tr("Time (min)");
    chartLabels.timeMinutesLog = tr("Time (min, log scale)");
    chartLabels.cost = tr("Cost (%1)").arg(symbol);
    chartLabels.costLog = tr("Cost (%1, log scale)").arg(symbol);
    chartLabels.pareto = tr("Pareto front");
    chartLabels.budget = tr("budget");
    chartLabels.deadline = tr("deadline");
    chartLabels.otherGpus = tr("Other GPUs");
    if (plan.job.maxCost)
        chartLabels.budgetAbove = tr("Budget %1: above the chart, every point is within it")
                                      .arg(PlanText::money(*plan.job.maxCost, plan.currency));
    if (plan.job.deadlineHours)
        chartLabels.deadlineBeyond = tr("Deadline %1: beyond the chart, every point meets it")
                                         .arg(Format::duration(*plan.job.deadlineHours));
    const std::vector<bool> view = ChartStyle::inView(ChartStyle::chartPoints(ChartStyle::plotted(plan)),
                                                      plan.job.maxCost, plan.job.deadlineHours);
    const int offChart = static_cast<int>(std::count(view.begin(), view.end(), false));
    chartLabels.rejectedOff = tr("%n rejected candidate(s) far beyond the axes left off", nullptr, offChart);
    doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart://cost-time")),
                     CostTimeChartRenderer::render(plan, &candidate, QSize(w, w * 55 / 100), chartLabels));
    const MemoryBarRenderer::Labels memLabels{
        {tr("weights"), tr("gradients"), tr("optimizer"), tr("activations"), tr("other")}, tr("GPU memory")};
    doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart://memory")),
                     MemoryBarRenderer::render(candidate, QSize(w, w * 14 / 100), memLabels));
    doc->setHtml(html(plan, candidate, catalog, options));
    return doc;
}
