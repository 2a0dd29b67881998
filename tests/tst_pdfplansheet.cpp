// The PDF plan sheet: a person who reads it knows what to rent, what it costs and how to start
// it. Checked through the text pdftotext extracts (poppler-utils, installed by
// packaging/install-deps.sh), in English and in Chinese.
#include "TestCatalog.h"
#include "report/ChartStyle.h"
#include "report/CostTimeChartRenderer.h"
#include "report/MemoryBarRenderer.h"
#include "report/PdfPlanSheet.h"
#include "report/PdfTextLayer.h"
#include "views/charts/MemoryChartView.h"

#include <QDir>
#include <QFile>
#include <QFontInfo>
#include <QGuiApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <algorithm>
#include <unistd.h>

using namespace tp;

namespace {

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    // as a reader copies it: no folding here (issue 33: a glyph Noto shares between 用 and the
    // Kangxi radical U+2F64 was copied as the radical)
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The fonts embedded in a PDF, one name per line (pdffonts, poppler-utils).
QString pdfFonts(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdffonts"), {pdf});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestPdfPlanSheet : public QObject
{
    Q_OBJECT

private slots:
    void englishSheetNamesWhatToRentAndWhatItCosts()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.pdf"));
        PlanSheetDocument::Options o;
        o.locale = QLocale(QLocale::English, QLocale::UnitedStates);
        QString error;
        QVERIFY2(PdfPlanSheet::write(path, plan, *c, test::shippedCatalog(), o, &error), qPrintable(error));
        if (qEnvironmentVariableIsSet("TRAINPLAN_KEEP_PDF"))
            QFile::copy(path, qEnvironmentVariable("TRAINPLAN_KEEP_PDF"));
        const QString text = pdfText(path);
        QVERIFY2(!text.isEmpty(), "pdftotext found no text");
        QVERIFY(text.contains(QString::fromStdString(c->instance->id)));
        QVERIFY(text.contains(QStringLiteral("Recommended")));
        QVERIFY(text.contains(QStringLiteral("Time and cost")));
        QVERIFY(text.contains(QStringLiteral("Assumptions")));
        QVERIFY(text.contains(QStringLiteral("Utilisation")));
        // the exchange rate where a price was converted (or the rate is the planner's default)
        const bool converted = std::any_of(plan.assumptions.begin(), plan.assumptions.end(),
                                           [](const Assumption &a) { return a.code == "exchange-rate"; });
        QCOMPARE(text.contains(QStringLiteral("Exchange rate")), converted);
        // the cost as the app shows it (PlanText::money: whole units from 100 up)
        const double cost = c->costTotal();
        const QString shown = o.locale.toString(cost, 'f', cost >= 100 ? 0 : 2);
        QVERIFY2(text.contains(shown), qPrintable(shown));
    }

    void comparedCandidatesGoSideBySide()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        PlanSheetDocument::Options o;
        o.locale = QLocale(QLocale::English, QLocale::UnitedStates);
        const QString without = PlanSheetDocument::html(plan, *c, test::shippedCatalog(), o);
        QVERIFY(!without.contains(QStringLiteral("Compared candidates")));
        for (const Candidate &x : plan.candidates)
            if (x.instance && x.priced() && o.compared.size() < 3)
                o.compared.push_back(&x);
        QCOMPARE(o.compared.size(), std::size_t(3));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("compared.pdf"));
        QString error;
        QVERIFY2(PdfPlanSheet::write(path, plan, *c, test::shippedCatalog(), o, &error), qPrintable(error));
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("Compared candidates")));
        for (const Candidate *x : o.compared)
            QVERIFY2(text.contains(QString::fromStdString(x->instance->id)), x->instance->id.c_str());
        QVERIFY(text.contains(QStringLiteral("Cost per GPU-hour")));
        QVERIFY(text.contains(QStringLiteral("✓")));
    }

    void memoryBarHasTheAppsColours()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const Candidate *c = plan.recommended();
        QVERIFY(c && c->estimate);
        const QImage bar =
            MemoryBarRenderer::render(*c, QSize(1000, 140), {{}, QStringLiteral("GPU memory")});
        // the bar starts with the weights, 2% in and 12–42% down (MemoryBarRenderer's layout)
        const QColor weights = bar.pixelColor(25, 140 * 27 / 100);
        QCOMPARE(weights.rgb(), ChartStyle::memoryPartColor(0).rgb());
        for (int part = 0; part < MemoryChartView::PartCount; ++part)
            QCOMPARE(MemoryChartView::partColor(part), ChartStyle::memoryPartColor(part));
    }

    // The sheet's chart keeps its legend beside the plot (issue 33: it was drawn in the plot's
    // top-left corner, over the cheapest and fastest candidates, the ones a reader looks for).
    void theChartsLegendCoversNoPoint_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const char *id : {"llama3-8b-lora-a10", "yolov8-2xv100", "pretrain-70b-8xa100-rdma"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void theChartsLegendCoversNoPoint()
    {
        QFETCH(QString, scenario);
        const Plan plan = test::plannedScenario(scenario.toStdString());
        CostTimeChartRenderer::Labels labels;
        labels.pareto = QStringLiteral("Pareto front (cheapest for its time)");
        labels.otherGpus = QStringLiteral("Other GPUs");
        labels.budgetAbove = QStringLiteral("Budget ¥3,000 above every point (all meet it)");
        labels.deadlineBeyond = QStringLiteral("Deadline 72 h beyond every point (all meet it)");
        labels.rejectedOff = QStringLiteral("Rejected candidates far beyond are left off");
        const QSize size(1600, 880);
        const CostTimeChartRenderer::Layout layout = CostTimeChartRenderer::layout(plan, size, labels);
        QVERIFY(!layout.points.empty());
        QVERIFY(layout.legend.width() > 0);
        QVERIFY2(!layout.legend.intersects(layout.plot), "the legend lies on the plot");
        QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(layout.legend));
        for (const QPointF &at : layout.points)
            QVERIFY(!layout.legend.contains(at));
        // the plot keeps at least half the width for the points
        QVERIFY(layout.plot.width() >= size.width() / 2.0);
        // and what is drawn is that layout: the legend's column has ink, its first dot the first
        // series' colour
        const QImage image = CostTimeChartRenderer::render(plan, plan.recommended(), size, labels);
        const double r = 0.9 * size.height() / 100.0;
        bool dotDrawn = false; // the first series' dot, centred on the first line of the column
        for (int y = int(layout.legend.top()); y < int(layout.legend.top() + 10 * r) && !dotDrawn; ++y)
            dotDrawn =
                image.pixelColor(int(layout.legend.left() + r), y).rgb() == ChartStyle::seriesColor(0).rgb();
        QVERIFY(dotDrawn);
    }

    void placeholdersInAnIdStayText()
    {
        // "%1" in an id must not pull the next figure into it (Qt's arg() chained call by call
        // did: "about 2.44 h (30.4–CNY h)"); the loader refuses such ids, the sheet must not
        // depend on it
        Catalog catalog = test::shippedCatalog();
        for (InstanceType &it : catalog.instances)
            if (it.id == "ecs.gn7i-c8g1.2xlarge")
                it.id = "gn7i%1%2";
        Problems readProblems;
        ScenarioLoadResult scenarios = loadScenarios(readScenarioFolder(TRAINPLAN_CATALOG_DIR, readProblems));
        const ScenarioPreset *s = findScenario(scenarios.scenarios, "llama3-8b-lora-a10");
        QVERIFY(s);
        PlanResult r = Planner(catalog).plan(s->job, {}, s->file);
        QVERIFY(r.value);
        const Candidate *c = nullptr;
        for (const Candidate &x : r.value->candidates)
            if (x.instance && x.instance->id == "gn7i%1%2" && x.estimate)
                c = &x;
        QVERIFY(c);
        PlanSheetDocument::Options o;
        o.locale = QLocale(QLocale::English, QLocale::UnitedStates);
        const QString html = PlanSheetDocument::html(*r.value, *c, catalog, o);
        QVERIFY(html.contains(QStringLiteral("gn7i%1%2")));
        QVERIFY2(!html.contains(QStringLiteral("CNY h")), qPrintable(html.left(2000)));
    }

    void chineseSheetHasChineseHeadings()
    {
        QTranslator translator;
        if (!translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")))
            QFAIL("the zh_CN translation is not embedded");
        QCoreApplication::installTranslator(&translator);
        const Plan plan = test::plannedScenario("yolov8-2xv100");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan-zh.pdf"));
        PlanSheetDocument::Options o;
        o.locale = QLocale(QLocale::Chinese, QLocale::China);
        for (const Candidate &x : plan.candidates) // the recommendation and the next one, compared
            if (x.instance && x.priced() && o.compared.size() < 2)
                o.compared.push_back(&x);
        QString error;
        QVERIFY2(PdfPlanSheet::write(path, plan, *c, test::shippedCatalog(), o, &error), qPrintable(error));
        QCoreApplication::removeTranslator(&translator);
        if (qEnvironmentVariableIsSet("TRAINPLAN_KEEP_PDF_ZH"))
            QFile::copy(path, qEnvironmentVariable("TRAINPLAN_KEEP_PDF_ZH"));
        const QString text = pdfText(path);
        QVERIFY(text.contains(QString::fromStdString(c->instance->id)));
        QVERIFY2(text.contains(QStringLiteral("时间与费用")), qPrintable(text.left(400)));
        QVERIFY(text.contains(QStringLiteral("假设")));
        QVERIFY(text.contains(QStringLiteral("方案对比")));
        QVERIFY(text.contains(QStringLiteral("每卡时费用")));
        // the text layer is the text: what a reader copies or searches for is what was drawn, not
        // the CJK radicals that share its glyphs ("由 TrainPlan 生成", not "⽣成")
        QVERIFY2(text.contains(QStringLiteral("生成")), qPrintable(text.left(400)));
        for (const QChar ch : text)
            QVERIFY2(!PdfTextLayer::isRadicalOrStroke(ch.unicode()),
                     qPrintable(QStringLiteral("U+%1 in the copied text").arg(ch.unicode(), 4, 16)));
        // Simplified Chinese glyph forms although the test runs in the C locale, where
        // fontconfig's own fallback picks the Japanese Noto CJK face first.
        const QString fonts = pdfFonts(path);
        QVERIFY2(fonts.contains(QStringLiteral("NotoSansCJKsc")), qPrintable(fonts));
        QVERIFY2(!fonts.contains(QStringLiteral("NotoSansCJKjp")), qPrintable(fonts));
    }

    // On a Chinese desktop fontconfig's sans-serif is the CJK face itself; drawing Latin text with
    // it substitutes digits after letters by glyphs no character maps to, and the PDF's text layer
    // lost them: "ecs.gn7i-c8g1.2xlarge" copied as "ecs.gn i-c g . xlarge" (issue 33).
    void digitsSurviveAChineseSystemFont()
    {
        const QFont before = QGuiApplication::font();
        QFont cjk(QStringLiteral("Noto Sans CJK SC"));
        if (QFontInfo(cjk).family() != cjk.family())
            QSKIP("Noto Sans CJK SC is not installed (packaging/install-deps.sh installs it)");
        QGuiApplication::setFont(cjk);
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan-zh.pdf"));
        PlanSheetDocument::Options o;
        o.locale = QLocale(QLocale::Chinese, QLocale::China);
        QString error;
        const bool written = PdfPlanSheet::write(path, plan, *c, test::shippedCatalog(), o, &error);
        QGuiApplication::setFont(before);
        QVERIFY2(written, qPrintable(error));
        const QString text = pdfText(path);
        QVERIFY2(text.contains(QString::fromStdString(c->instance->id)), qPrintable(text.left(600)));
        QVERIFY2(text.contains(QStringLiteral("Llama 3 8B")), qPrintable(text.left(600)));
    }

    void failedWriteSaysWhyAndDestroysNothing()
    {
        const Plan plan = test::plannedScenario("prototype-t4");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        // the destination is a folder that holds a file: the write must fail, say where, and
        // leave both as they were (a failure any user, root included, runs into)
        const QString path = dir.filePath(QStringLiteral("plan.pdf"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("plan.pdf")));
        {
            QFile inside(path + QStringLiteral("/keep.txt"));
            QVERIFY(inside.open(QIODevice::WriteOnly));
            inside.write("old plan");
        }
        QString error;
        QVERIFY(!PdfPlanSheet::write(path, plan, *c, test::shippedCatalog(), {}, &error));
        QVERIFY2(error.contains(QStringLiteral("plan.pdf")), qPrintable(error));
        QFile inside(path + QStringLiteral("/keep.txt"));
        QVERIFY(inside.open(QIODevice::ReadOnly));
        QCOMPARE(inside.readAll(), QByteArray("old plan"));
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        if (::geteuid() == 0)
            QSKIP("root writes into read-only folders; failedWriteSaysWhyAndDestroysNothing covers the "
                  "failure path");
        const Plan plan = test::plannedScenario("prototype-t4");
        const Candidate *c = plan.recommended();
        QVERIFY(c);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.pdf"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old plan");
        }
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        QString error;
        const bool ok = PdfPlanSheet::write(path, plan, *c, test::shippedCatalog(), {}, &error);
        QFile::setPermissions(dir.path(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!ok);
        QVERIFY2(error.contains(QStringLiteral("plan.pdf")), qPrintable(error));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old plan"));
    }
};

QTEST_MAIN(TestPdfPlanSheet)
#include "tst_pdfplansheet.moc"
