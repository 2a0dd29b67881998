#include "GlobMatch.h"
#include "TestCatalog.h"
#include "TestCli.h"
#include "core/planner/PlanChanges.h"
#include "core/planner/PlanDocument.h"
#include "core/planner/PlanJson.h"

#include <QtTest>
#include <filesystem>
#include <sstream>

namespace fs = std::filesystem;
using namespace tp;

// The .trainplan reader the app's File → Open uses (core, so the fuzzer reads files the same
// way): the corpus of tests/data/bad-plan-files, each file refused (or opened with warnings) with
// the file, the JSON path and the reason; and the exact round trip of what the app writes.
class TestPlanDocument : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        int cases = 0;
        for (const auto &entry : fs::directory_iterator(kCorpus)) {
            if (entry.path().extension() != ".trainplan")
                continue;
            QTest::newRow(entry.path().stem().string().c_str())
                << QString::fromStdString(entry.path().string());
            ++cases;
        }
        QVERIFY2(cases >= 25, "the corpus of bad plan files is missing");
    }

    void corpus()
    {
        QFETCH(QString, file);
        const std::string path = file.toStdString();
        const std::string expectedPath = fs::path(path).replace_extension(".expected").string();
        QVERIFY2(fs::exists(expectedPath), qPrintable(QStringLiteral("no .expected beside ") + file));

        std::optional<bool> opens;
        std::vector<std::string> patterns;
        std::istringstream expected(test::readFile(expectedPath));
        for (std::string line; std::getline(expected, line);) {
            if (line.empty() || line[0] == '#')
                continue;
            if (line.rfind("opens: ", 0) == 0)
                opens = line.substr(7) == "yes";
            else if (line.rfind("problem: ", 0) == 0)
                patterns.push_back(test::replaceAll(line.substr(9), "{file}", path));
            else
                QFAIL(qPrintable(QStringLiteral("unreadable line in the .expected file: ") +
                                 QString::fromStdString(line)));
        }
        QVERIFY2(opens, "the .expected file has no opens: line");

        const PlanDocumentRead read = parsePlanDocument(test::readFile(path), path);
        std::string got;
        for (const Problem &p : read.problems)
            got += "\n  " + p.toString();
        QVERIFY2(read.value.has_value() == *opens, qPrintable(QString::fromStdString("problems:" + got)));
        QVERIFY2(read.value.has_value() != hasErrors(read.problems), qPrintable(QString::fromStdString(got)));
        QVERIFY2(read.problems.size() == patterns.size(),
                 qPrintable(QString::fromStdString("problems:" + got)));
        for (std::size_t i = 0; i < patterns.size(); ++i) {
            const std::string line = read.problems[i].toString();
            QVERIFY2(test::globMatch(patterns[i], line),
                     qPrintable(QString::fromStdString("expected: " + patterns[i] + "\n   got: " + line)));
            QVERIFY2(line.find('\n') == std::string::npos && line.size() < 1000,
                     qPrintable(QString::fromStdString(line)));
        }
    }

    // What the app saves opens to the same job and app block, with the plan as the CLI writes it.
    void roundTrip()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        PlanDocument document;
        document.job = {{"model", {{"preset", "llama-3-8b"}}}, {"note", "小样本"}, {"size", 0.1 + 0.2}};
        document.app = {{"data_location", "object"}};
        const std::string text = serializePlanDocument(document, &plan);
        QVERIFY(!text.empty() && text.back() == '\n');

        const PlanDocumentRead read = parsePlanDocument(text, "plan.trainplan");
        QVERIFY(read.problems.empty());
        QVERIFY(read.value);
        QVERIFY(read.value->job == document.job);
        QVERIFY(read.value->app == document.app);
        const nlohmann::json file = nlohmann::json::parse(text);
        QCOMPARE(file["version"].get<int>(), PlanDocument::kVersion);
        // The plan's results, and when and by which estimators they were made ("saved"), which
        // a reopened plan compares with today's (core/planner/PlanChanges.h).
        nlohmann::json saved = file["plan"];
        QCOMPARE(saved["saved"]["estimator_version"].get<int>(), kEstimatorVersion);
        saved.erase("saved");
        QVERIFY(saved == toJson(plan));
        QVERIFY(read.value->savedPlan == file["plan"]);

        PlanDocument noPlan;
        QVERIFY(nlohmann::json::parse(serializePlanDocument(noPlan, nullptr))["plan"].is_null());
        QVERIFY(!nlohmann::json::parse(serializePlanDocument(noPlan, nullptr)).contains("actuals"));
    }

    // A watched run kept with the plan (trainplan-cli watch --save, the app's Save to Plan) reads
    // back as it was written, and a tool that only adds it keeps the results the file holds.
    void actualsRoundTrip()
    {
        const Plan plan = test::plannedScenario("llama3-8b-lora-a10");
        PlanDocument document;
        document.job = {{"model", {{"preset", "llama-3-8b"}}}};
        PlanActuals a;
        a.recordedAt = "2026-12-07T05:10:00Z";
        a.log = "训练.log";
        a.candidate = 2;
        a.provider = "alibaba";
        a.instanceType = "ecs.gn7i-c8g1.2xlarge";
        a.gpu = "A10";
        a.billing = Billing::Spot;
        a.verdict = "behind";
        a.fraction = 0.1;
        a.plannedFraction = 0.13;
        a.elapsedHours = 4.7;
        a.planHours = 36;
        a.projectedHours = 47;
        a.speedNow = 12.5;
        a.speedPlanned = 17.6;
        a.costSoFar = 31.2;
        a.costProjected = 312.5;
        a.currency = "CNY";
        a.restarts = 1;
        document.actuals = a;
        const std::string text = serializePlanDocument(document, &plan);
        PlanDocumentRead read = parsePlanDocument(text, "plan.trainplan");
        QVERIFY(read.problems.empty());
        QVERIFY(read.value && read.value->actuals);
        QCOMPARE(toJson(*read.value->actuals), toJson(a));
        QVERIFY(!read.value->actuals->costPlanned); // null stays none
        QCOMPARE(read.value->actuals->log, a.log);

        // written again without a plan (the CLI has only the file): the saved results stay
        read.value->actuals->verdict = "ended-within";
        const nlohmann::json again = nlohmann::json::parse(serializePlanDocument(*read.value, nullptr));
        QCOMPARE(again["plan"], nlohmann::json::parse(text)["plan"]);
        QCOMPARE(again["actuals"]["verdict"].get<std::string>(), std::string("ended-within"));
    }

private:
    const std::string kCorpus = std::string(TRAINPLAN_TEST_DATA) + "/bad-plan-files";
};

QTEST_GUILESS_MAIN(TestPlanDocument)
#include "tst_plandocument.moc"
