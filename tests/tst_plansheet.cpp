// The plan sheet on screen (PlanSheet) and in the PDF (PlanSheetDocument) come from one model
// (tp::PlanSheetModel, worded by PlanSheetText): for every scenario preset, in English and Chinese,
// every section title, label, value, detail and table cell of the sheet is in both, so the person
// who approves the budget reads what the user saw.
#include "PlanTestSupport.h"
#include "core/planner/PlanSheetModel.h"
#include "report/PlanSheetDocument.h"
#include "text/PlanSheetText.h"
#include "views/results/PlanSheet.h"

#include <QTranslator>
#include <QtTest>

namespace {

// What a renderer must show of one sheet, as it appears in HTML (escaped).
QStringList expectedTexts(const PlanSheetText::Sheet &sheet)
{
    QStringList out = {sheet.title, sheet.headline, sheet.verdict.label, sheet.verdict.value};
    for (const PlanSheetText::Part &p : sheet.parts) {
        out << p.title << p.header << p.footnote;
        for (const PlanSheetText::Row &r : p.rows)
            out << r.label << r.value << r.detail << r.cells;
    }
    out.removeAll(QString());
    for (QString &s : out)
        s = s.toHtmlEscaped();
    return out;
}

QStringList missing(const QString &html, const QStringList &texts)
{
    QStringList out;
    for (const QString &t : texts)
        if (!html.contains(t))
            out << t;
    return out;
}

} // namespace

class TestPlanSheet : public QObject
{
    Q_OBJECT

private slots:
    void screenAndPdfSayTheSame_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("language");
        for (const tp::ScenarioPreset &s : plantest::scenarios())
            for (const char *language : {"en", "zh_CN"})
                QTest::newRow(qPrintable(QString::fromStdString(s.id) + u' ' + QLatin1String(language)))
                    << QString::fromStdString(s.id) << QString::fromLatin1(language);
    }

    void screenAndPdfSayTheSame()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, language);
        QTranslator translator;
        const QLocale locale(language);
        if (language != u"en") {
            QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        // the language goes back however this row ends (a failed check returns early)
        struct Restore
        {
            QTranslator &translator;
            QLocale previous;
            ~Restore()
            {
                QLocale::setDefault(previous);
                QCoreApplication::removeTranslator(&translator);
            }
        } restore{translator, QLocale()};
        QLocale::setDefault(locale);

        auto session = plantest::plannedSession(plantest::scenario(qPrintable(scenario)).jobJson);
        session->setDataLocation(QStringLiteral("object"));
        const PlanOutcome &outcome = *session->outcome();
        QVERIFY(outcome.plan && outcome.plan->recommendation);
        const tp::Plan &plan = *outcome.plan;
        const tp::Catalog &catalog = *outcome.catalog;

        // the recommendation, and the first rejected candidate (its reasons instead of advice)
        std::vector<int> shown{static_cast<int>(plan.recommendation->index)};
        for (std::size_t i = 0; i < plan.candidates.size(); ++i)
            if (!plan.candidates[i].feasible && plan.candidates[i].instance) {
                shown.push_back(static_cast<int>(i));
                break;
            }
        for (int index : shown) {
            const tp::Candidate &c = plan.candidates[static_cast<std::size_t>(index)];
            tp::PlanSheetInput input;
            input.dataLocation = "object";
            const PlanSheetText::Sheet sheet =
                PlanSheetText::render(tp::buildPlanSheet(plan, c, catalog, input), catalog);
            QVERIFY(sheet.parts.size() >= 8);
            const QStringList texts = expectedTexts(sheet);

            const QString screen = PlanSheet::html(outcome, index, QStringLiteral("object"));
            PlanSheetDocument::Options options;
            options.locale = locale;
            options.dataLocation = QStringLiteral("object");
            const QString pdf = PlanSheetDocument::html(plan, c, catalog, options);

            const QStringList notOnScreen = missing(screen, texts);
            QVERIFY2(notOnScreen.isEmpty(),
                     qPrintable(QStringLiteral("candidate %1, not on screen: ").arg(index) +
                                notOnScreen.join(QStringLiteral(" | "))));
            const QStringList notInPdf = missing(pdf, texts);
            QVERIFY2(notInPdf.isEmpty(),
                     qPrintable(QStringLiteral("candidate %1, not in the PDF: ").arg(index) +
                                notInPdf.join(QStringLiteral(" | "))));
        }
    }

    // The advice the two sheets used to disagree on: a transformer on a V100 or T4 is told
    // FlashAttention 2 needs Ampere in both, and neither recommends FlashAttention for it.
    void olderGpusAreToldTheSameInBoth()
    {
        int checked = 0;
        for (const tp::ScenarioPreset &s : plantest::scenarios()) {
            auto session = plantest::plannedSession(s.jobJson);
            const PlanOutcome &outcome = *session->outcome();
            if (!outcome.plan)
                continue;
            const tp::Catalog &catalog = *outcome.catalog;
            for (std::size_t i = 0; i < outcome.plan->candidates.size(); ++i) {
                const tp::Candidate &c = outcome.plan->candidates[i];
                const tp::Gpu *gpu = c.instance ? catalog.findGpu(c.instance->gpu) : nullptr;
                if (!c.estimate || !c.estimate->workload.model.isTransformer() || !gpu ||
                    (gpu->generation != tp::Generation::Volta && gpu->generation != tp::Generation::Turing))
                    continue;
                const QString screen = PlanSheet::html(outcome, static_cast<int>(i), QString());
                const QString pdf = PlanSheetDocument::html(*outcome.plan, c, catalog, {});
                for (const QString &html : {screen, pdf}) {
                    QVERIFY2(html.contains(QStringLiteral("FlashAttention 2 needs Ampere or newer")),
                             qPrintable(QString::fromStdString(s.id + " " + c.instance->id)));
                    QVERIFY(!html.contains(QStringLiteral("DeepSpeed, FlashAttention")));
                }
                ++checked;
                break;
            }
        }
        QVERIFY(checked > 0);
    }

    // A sheet line the text layer does not know (a newer core) still shows its code, never nothing.
    void anUnknownLineShowsItsCode()
    {
        tp::SheetLine line;
        line.code = "from-a-newer-core";
        QCOMPARE(PlanSheetText::row(line, plantest::catalog()).value, QStringLiteral("from-a-newer-core"));
    }
};

QTEST_MAIN(TestPlanSheet)
#include "tst_plansheet.moc"
