#include "TestCli.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace tp;

namespace {

using Run = test::CliRun;

Run cli(std::vector<std::string> args, const std::string &stdinText = {})
{
    // the shipped catalog only: the user's overrides folder must not change test results
    args.insert(args.begin(), "--no-overrides");
    return test::runCli(args, stdinText);
}

// A LoRA fine-tune on one A10 (the spec's example job) without a deadline, so that it has
// feasible candidates whatever the catalog's prices are.
const char *kJob = R"({
  "model": { "preset": "llama-3-8b" }, "method": "lora", "lora": { "rank": 16 },
  "precision": "bf16", "seq_len": 2048, "global_batch": 64, "micro_batch": 4, "zero_stage": 0,
  "activation_checkpointing": true, "data": { "samples": 52000, "tokens_per_sample": 512 }, "epochs": 3,
  "hardware": { "gpu": "A10", "gpus_per_node": 1, "nodes": 1 },
  "budget": { "currency": "CNY", "billing": ["ondemand", "spot", "subscription"] } })";

} // namespace

// `trainplan-cli plan` end to end (in-process): formats, --top, --objective, exports, scenario
// presets, and the exit codes of spec/cli.md.
class TestPlanCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::string path(const char *name) const
    {
        return m_dir.filePath(QString::fromLatin1(name)).toStdString();
    }
    std::string write(const char *name, const std::string &text)
    {
        std::ofstream(path(name)) << text;
        return path(name);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("TRAINPLAN_CATALOG", TRAINPLAN_CATALOG_DIR);
    }

    void jsonFollowsTheSpec()
    {
        Run r = cli({"plan", write("job.json", kJob), "--format", "json"});
        QCOMPARE(r.code, 0);
        const auto out = nlohmann::json::parse(r.out);
        QVERIFY(out.contains("job") && out.contains("candidates"));
        QCOMPARE(out["job"]["method"].get<std::string>(), std::string("lora"));
        QVERIFY(!out["candidates"].empty());
        int recommended = 0;
        bool seenRejected = false;
        for (const auto &c : out["candidates"]) {
            for (const char *key :
                 {"provider", "instance_type", "gpu", "gpus_per_node", "nodes", "billing", "fits",
                  "time_hours", "cost_total", "currency", "pareto", "recommended", "warnings", "feasible"})
                QVERIFY2(c.contains(key), key);
            QCOMPARE(c["gpu"].get<std::string>(), std::string("A10"));
            recommended += c["recommended"].get<bool>();
            if (!c["feasible"].get<bool>())
                seenRejected = true;
            else
                QVERIFY2(!seenRejected, "a feasible candidate after a rejected one");
        }
        QCOMPARE(recommended, 1);
        QVERIFY(out["candidates"][0]["recommended"].get<bool>());
        QVERIFY(!out["recommendation"]["reasons"].empty());
    }

    void stdinTopObjectiveAndCsv()
    {
        Run top = cli({"plan", "-", "--format", "json", "--top", "1", "--objective", "fastest"}, kJob);
        QCOMPARE(top.code, 0);
        const auto out = nlohmann::json::parse(top.out);
        QCOMPARE(out["objective"].get<std::string>(), std::string("fastest"));
        int feasible = 0;
        for (const auto &c : out["candidates"])
            feasible += c["feasible"].get<bool>();
        QCOMPARE(feasible, 1);

        Run csv = cli({"plan", "-", "--format", "csv"}, kJob);
        QCOMPARE(csv.code, 0);
        QVERIFY(csv.out.rfind("rank,feasible,recommended,pareto,provider,instance_type,gpu", 0) == 0);

        Run table = cli({"plan", "-"}, kJob);
        QCOMPARE(table.code, 0);
        QVERIFY2(table.out.find("Recommendation:") != std::string::npos, table.out.c_str());
    }

    void exportsWriteFiles()
    {
        const std::string json = path("plan.json"), csv = path("plan.csv");
        Run r = cli({"plan", write("job.json", kJob), "--json", json, "--csv", csv, "--top", "5"});
        QCOMPARE(r.code, 0);
        std::ifstream j(json);
        QVERIFY(nlohmann::json::parse(j).contains("candidates"));
        std::ifstream c(csv);
        std::string header;
        std::getline(c, header);
        // a CSV file starts with the UTF-8 byte-order mark so Excel reads Chinese text intact
        QVERIFY(header.rfind("\xEF\xBB\xBFrank,", 0) == 0);
        Run bad = cli({"plan", write("job.json", kJob), "--json", "/nonexistent/dir/plan.json"});
        QCOMPARE(bad.code, 1);
        // the library has no Qt renderer unless the executable hands it one (app/cli/CliExports)
        Run pdf = cli({"plan", write("job.json", kJob), "--pdf", path("plan.pdf")});
        QCOMPARE(pdf.code, 1);
        QVERIFY(pdf.err.find("renderer") != std::string::npos);

        const std::string launch = path("launch");
        Run l = cli({"plan", write("job.json", kJob), "--launch", launch});
        QCOMPARE(l.code, 0);
        QVERIFY(std::ifstream(launch + "/launch.sh").good());
        QVERIFY(std::ifstream(launch + "/volcano-job.yaml").good());
        QVERIFY(std::ifstream(launch + "/README.txt").good());
        Run badCandidate =
            cli({"plan", write("job.json", kJob), "--launch", launch, "--candidate", "100000"});
        QCOMPARE(badCandidate.code, 2);
    }

    void aDashIsStandardOutput()
    {
        // `--json -` once created a file named "-" in the current folder
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dir.path()));
        Run json = cli({"plan", write("job.json", kJob), "--json", "-", "--top", "2"});
        QCOMPARE(json.code, 0);
        QVERIFY(nlohmann::json::parse(json.out).contains("candidates")); // the JSON only, no table
        QVERIFY(!QFile::exists(QStringLiteral("-")));
        Run csv = cli({"plan", write("job.json", kJob), "--csv", "-"});
        QCOMPARE(csv.code, 0);
        QVERIFY2(csv.out.rfind("\xEF\xBB\xBFrank,", 0) == 0, csv.out.substr(0, 40).c_str());
        QVERIFY(!QFile::exists(QStringLiteral("-")));
        for (const char *option : {"--pdf", "--launch"}) {
            Run r = cli({"plan", write("job.json", kJob), option, "-"});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.find("not standard output") != std::string::npos, r.err.c_str());
        }
        QCOMPARE(cli({"plan", write("job.json", kJob), "--json", "-", "--csv", "-"}).code, 2);
        QVERIFY(!QFile::exists(QStringLiteral("-")));
        QVERIFY(QDir::setCurrent(before));
    }

    void scenarioPresetsAreListedAndPlanned()
    {
        Run presets = cli({"presets"});
        QCOMPARE(presets.code, 0);
        QVERIFY(presets.out.find("model presets:") != std::string::npos); // the existing lines stay
        QVERIFY(presets.out.find("llama-3-8b") != std::string::npos);
        QVERIFY(presets.out.find("scenario presets") != std::string::npos);
        QVERIFY(presets.out.find("yolov8-2xv100") != std::string::npos);
        Run json = cli({"presets", "--json"});
        QCOMPARE(json.code, 0);
        const auto scenarios = nlohmann::json::parse(json.out)["scenarios"];
        QVERIFY(scenarios.size() >= 8);
        QVERIFY(scenarios[0].contains("id") && scenarios[0]["name"].contains("zh"));

        Run plan = cli({"plan", "--scenario", "prototype-t4", "--format", "json", "--top", "3"});
        QCOMPARE(plan.code, 0);
        QCOMPARE(nlohmann::json::parse(plan.out)["job"]["scenario"].get<std::string>(),
                 std::string("prototype-t4"));
        QCOMPARE(cli({"plan", "--scenario", "no-such-scenario"}).code, 2);
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no job") << QStringList{QStringLiteral("plan")};
        QTest::newRow("bad format") << QStringList{QStringLiteral("plan"), QStringLiteral("-"),
                                                   QStringLiteral("--format"), QStringLiteral("xml")};
        QTest::newRow("bad top") << QStringList{QStringLiteral("plan"), QStringLiteral("-"),
                                                QStringLiteral("--top"), QStringLiteral("0")};
        QTest::newRow("bad objective") << QStringList{QStringLiteral("plan"), QStringLiteral("-"),
                                                      QStringLiteral("--objective"), QStringLiteral("cheap")};
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("plan"), QStringLiteral("-"), QStringLiteral("--frobnicate")};
        QTest::newRow("two jobs") << QStringList{QStringLiteral("plan"), QStringLiteral("a.json"),
                                                 QStringLiteral("b.json")};
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        std::vector<std::string> a;
        for (const QString &s : args)
            a.push_back(s.toStdString());
        Run r = cli(a, kJob);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
    }

    void badJobNamesFileAndPath()
    {
        nlohmann::json job = nlohmann::json::parse(kJob);
        job["budget"]["providers"] = {"alibaba", "nocloud"};
        const std::string file = write("bad.json", job.dump());
        Run r = cli({"plan", file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find(file + ": /budget/providers/1: ") != std::string::npos, r.err.c_str());
        job = nlohmann::json::parse(kJob);
        job["budget"]["billing"] = {"barter"};
        Run b = cli({"plan", write("bad2.json", job.dump())});
        QCOMPARE(b.code, 2);
        QVERIFY2(b.err.find("/budget/billing/0") != std::string::npos, b.err.c_str());
        QCOMPARE(cli({"plan", "/nonexistent/job.json"}).code, 1);
    }

    void anInfeasibleJobIsStillAnAnswer()
    {
        nlohmann::json job = nlohmann::json::parse(kJob);
        job["budget"]["max_cost"] = 0.01;
        Run r = cli({"plan", "-", "--format", "json"}, job.dump());
        QCOMPARE(r.code, 0);
        const auto out = nlohmann::json::parse(r.out);
        QVERIFY(out["recommendation"].is_null());
        QVERIFY(!out["suggestions"].empty());
        for (const auto &c : out["candidates"])
            QVERIFY(!c["feasible"].get<bool>() && !c["warnings"].empty());
    }
};

QTEST_GUILESS_MAIN(TestPlanCommand)
#include "tst_plancommand.moc"
