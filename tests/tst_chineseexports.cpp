// What a Chinese user hands on: the plan sheet (the PDF's content) and the CSV for finance of
// the LoRA and YOLO plans, in Chinese, hold no provider or billing id, no message code and no
// English sentence, and the CSV's figures are the plan's.
#include "TestCatalog.h"
#include "core/export/LaunchFiles.h"
#include "core/planner/PlanActuals.h"
#include "core/planner/Planner.h"
#include "core/planner/Scenario.h"
#include "report/PlanSheetDocument.h"
#include "text/LaunchReadmeText.h"
#include "text/PlanCsvText.h"

#include <QRegularExpression>
#include <QTextDocument>
#include <QTranslator>
#include <QtTest>
#include <memory>

using namespace tp;

namespace {

// The English a Chinese export must not show: ids of providers and billings, kebab-case codes,
// and runs of three or more English words. Web pages and file names are left out first.
QStringList englishIn(const QString &text)
{
    QString words = text;
    words.remove(QRegularExpression(QStringLiteral(R"(\S*[/.]\S*)"))); // pages, instance ids, versions
    // commands the user types: "torchrun --nproc_per_node 1", "trainplan-cli catalog quote-script",
    // "llamafactory-cli train"
    words.remove(QRegularExpression(
        QStringLiteral(R"(--\S+|trainplan-cli(?: [a-z-]+){0,2}|catalog [a-z]+-[a-z]+|llamafactory-cli)")));
    static const QRegularExpression ids(
        QStringLiteral(R"(\b(alibaba|tencent|huawei|baidu|aws|ondemand|on-demand|spot|subscription_month|)"
                       R"(reserved_1y|reserved_3y)\b)"));
    static const QRegularExpression code(QStringLiteral(R"(\b[a-z]+(?:[-_][a-z]+)+\b)"));
    static const QRegularExpression sentence(QStringLiteral(R"(\b[A-Za-z]{2,}(?: [a-z]{2,}){2,}\b)"));
    QStringList found;
    for (const QRegularExpression *re : {&ids, &code, &sentence}) {
        auto it = re->globalMatch(words);
        while (it.hasNext())
            found << it.next().captured(0);
    }
    found.removeDuplicates();
    return found;
}

// The job's JSON paths a Chinese export must not show ("按 data.size_gb 的给定值", issue 33).
QStringList jsonPathsIn(const QString &text)
{
    static const QRegularExpression path(
        QStringLiteral(R"(\b(?:data|budget|hardware|model|parallelism|eval|checkpoint)\.[a-z_]+\b)"));
    QStringList found;
    auto it = path.globalMatch(text);
    while (it.hasNext())
        found << it.next().captured(0);
    return found;
}

} // namespace

class TestChineseExports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    }

    void exportsAreChinese_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("LoRA Llama-3-8B on A10") << QStringLiteral("llama3-8b-lora-a10");
        QTest::newRow("YOLOv8m on 2 × V100") << QStringLiteral("yolov8-2xv100");
    }

    void exportsAreChinese()
    {
        QFETCH(QString, scenario);
        const Catalog &catalog = test::shippedCatalog();
        Problems readProblems;
        const ScenarioLoadResult scenarios =
            loadScenarios(readScenarioFolder(TRAINPLAN_CATALOG_DIR, readProblems));
        const ScenarioPreset *s = findScenario(scenarios.scenarios, scenario.toStdString());
        QVERIFY(s);
        const PlanResult r = Planner(catalog).plan(s->job, {}, s->file);
        QVERIFY(r.value && r.value->recommended());
        const Plan &plan = *r.value;
        const Candidate &chosen = *plan.recommended();

        // the plan sheet, as the PDF prints it, with a watched run of the plan kept in it
        PlanActuals watched;
        watched.recordedAt = "2026-12-07T05:10:00Z";
        watched.log = "train.log";
        watched.candidate = 1;
        watched.provider = chosen.instance->provider;
        watched.instanceType = chosen.instance->id;
        watched.gpu = chosen.instance->gpu;
        watched.nodes = chosen.nodes;
        watched.gpus = chosen.totalGpus();
        watched.billing = chosen.billing;
        watched.verdict = "beyond-budget-and-deadline";
        watched.fraction = 0.3;
        watched.plannedFraction = 0.4;
        watched.elapsedHours = 4.5;
        watched.planHours = chosen.timeHours;
        watched.projectedHours = 15;
        watched.speedNow = 12.5;
        watched.speedPlanned = 17.6;
        watched.costSoFar = 40;
        watched.costProjected = 133;
        watched.costPlanned = chosen.costTotal();
        watched.currency = "CNY";
        watched.restarts = 2;
        PlanSheetDocument::Options o;
        o.locale = QLocale(QLocale::Chinese, QLocale::China);
        o.actuals = &watched;
        QTextDocument sheet;
        sheet.setHtml(PlanSheetDocument::html(plan, chosen, catalog, o));
        const QString text = sheet.toPlainText();
        QVERIFY(text.contains(QStringLiteral("阿里云")) || text.contains(QStringLiteral("腾讯云")));
        QVERIFY2(text.contains(QStringLiteral("计划与实际")) &&
                     text.contains(QStringLiteral("预计超出预算并超过截止时间")) &&
                     text.contains(QStringLiteral("重新开始了 2 次")),
                 qPrintable(text));
        const QStringList inSheet = englishIn(text);
        QVERIFY2(inSheet.isEmpty(),
                 qPrintable(QStringLiteral("plan sheet: ") + inSheet.join(QStringLiteral(" | "))));
        const QStringList pathsInSheet = jsonPathsIn(text);
        QVERIFY2(pathsInSheet.isEmpty(),
                 qPrintable(QStringLiteral("plan sheet: ") + pathsInSheet.join(QStringLiteral(" | "))));

        // README.txt of the launch files: display names, Chinese sentences; the commands, variables
        // and file names the user types stay as they are
        const QString readme = LaunchReadmeText::text(launchReadme(plan, chosen), catalog);
        QVERIFY2(readme.contains(QStringLiteral("租用")), qPrintable(readme));
        QVERIFY2(readme.contains(QStringLiteral("阿里云")) || readme.contains(QStringLiteral("腾讯云")),
                 qPrintable(readme));
        if (chosen.billing == Billing::Spot)
            QVERIFY2(readme.contains(QStringLiteral("抢占式实例")), qPrintable(readme));
        const QStringList inReadme = englishIn(readme);
        QVERIFY2(inReadme.isEmpty(),
                 qPrintable(QStringLiteral("README: ") + inReadme.join(QStringLiteral(" | ")) +
                            QLatin1Char('\n') + readme));

        // the CSV for finance
        const QString csv = QString::fromStdString(PlanCsvText::file(plan, catalog));
        const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 2);
        QVERIFY2(lines.first().contains(QStringLiteral("地域")), qPrintable(lines.first()));
        const QStringList inCsv = englishIn(csv);
        QVERIFY2(inCsv.isEmpty(), qPrintable(QStringLiteral("CSV: ") + inCsv.join(QStringLiteral(" | "))));
        // the recommended row holds the plan's figures
        QString row;
        for (const QString &line : lines)
            if (line.contains(QString::fromStdString(chosen.instance->id)) &&
                line.contains(QStringLiteral("推荐")))
                row = line;
        QVERIFY2(!row.isEmpty(), qPrintable(csv.left(2000)));
        QVERIFY2(row.contains(QString::number(chosen.costTotal(), 'f', 2)), qPrintable(row));
        QVERIFY2(row.contains(QString::number(chosen.timeHours, 'f', 3)), qPrintable(row));
        // whether the price holds VAT, in Chinese, for finance
        QVERIFY2(lines.first().contains(QStringLiteral("含税")) &&
                     lines.first().contains(QStringLiteral("汇率")),
                 qPrintable(lines.first()));
        QVERIFY2(row.contains(QStringLiteral("含增值税")), qPrintable(row));
    }

private:
    QTranslator m_translator;
};

QTEST_MAIN(TestChineseExports)
#include "tst_chineseexports.moc"
