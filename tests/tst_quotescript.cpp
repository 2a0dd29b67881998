#include "TestCli.h"
#include "core/CatalogLoader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace tp;

namespace {

const std::string kQuotes = std::string(TRAINPLAN_TEST_DATA) + "/quotes/";

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

void writeFile(const QString &path, const std::string &text, bool executable = false)
{
    std::ofstream(path.toStdString(), std::ios::binary) << text;
    if (executable)
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeUser);
}

} // namespace

// `catalog quote-script` end to end: the script holds every instance type of the provider and is
// valid POSIX shell; run with a stub client on PATH it fills the quote folder (a failed call
// leaves a .err and the script goes on); `catalog import-quotes` stores those answers as price
// overrides and `plan` then prices the instance type with them (source, confidence "quote").
// XDG_DATA_HOME points into a temporary folder: the user's overrides are never touched.
class TestQuoteScript : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_xdg;
    Catalog m_catalog;

    test::CliRun cli(const std::vector<std::string> &args) { return test::runCli(args); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_xdg.isValid());
        qputenv("XDG_DATA_HOME", m_xdg.path().toUtf8());
        qputenv("TRAINPLAN_CATALOG", QByteArray(TRAINPLAN_CATALOG_DIR));
        const CatalogLoader::Result r = loadCatalogFolder(TRAINPLAN_CATALOG_DIR);
        QVERIFY(r.ok());
        m_catalog = r.catalog;
    }

    void scriptHoldsEveryInstanceType_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("call");
        QTest::newRow("alibaba, default region") << "alibaba"
                                                 << "cn-hangzhou"
                                                 << "aliyun ecs DescribePrice";
        QTest::newRow("tencent, default region") << "tencent"
                                                 << "ap-guangzhou"
                                                 << "tccli cvm InquiryPriceRunInstances";
        QTest::newRow("tencent, region given") << "tencent"
                                               << "ap-shanghai"
                                               << "tccli cvm InquiryPriceRunInstances";
    }

    void scriptHoldsEveryInstanceType()
    {
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(QString, call);
        std::vector<std::string> args = {"--no-overrides", "catalog", "quote-script", "--provider",
                                         provider.toStdString()};
        if (region != QLatin1String(provider == QLatin1String("alibaba") ? "cn-hangzhou" : "ap-guangzhou"))
            args.insert(args.end(), {"--region", region.toStdString()});
        const test::CliRun r = cli(args);
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY(r.out.rfind("#!/bin/sh\n", 0) == 0);
        QVERIFY(contains(r.out, "\nset -eu\n"));
        QVERIFY(contains(r.out, "\nREGION='" + region.toStdString() + "'\n"));
        QVERIFY(contains(r.out, call.toStdString()));
        std::size_t types = 0;
        for (const InstanceType &i : m_catalog.instances)
            if (i.provider == provider.toStdString()) {
                ++types;
                QVERIFY2(contains(r.out, "\nquote_type '" + i.id + "'"), i.id.c_str());
            }
        QVERIFY(types > 10);

        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("quotes.sh"));
        writeFile(script, r.out);
        QProcess sh;
        sh.start(QStringLiteral("sh"), {QStringLiteral("-n"), script});
        QVERIFY(sh.waitForFinished(30000));
        QVERIFY2(sh.exitCode() == 0, sh.readAllStandardError().constData());
    }

    void outFileIsExecutable()
    {
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("q.sh")).toStdString();
        const test::CliRun r =
            cli({"--no-overrides", "catalog", "quote-script", "--provider", "alibaba", "--out", out});
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY(contains(r.out, "64 alibaba instance types") ||
                contains(r.out, "alibaba instance types in cn-hangzhou"));
        QVERIFY(QFileInfo(QString::fromStdString(out)).isExecutable());
        QVERIFY(test::readFile(out).rfind("#!/bin/sh\n", 0) == 0);
    }

    void providersWithoutAQuoteCallSaySo_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("names");
        QTest::newRow("huawei") << "huawei"
                                << "ListOnDemandResourceRatings";
        QTest::newRow("baidu") << "baidu"
                               << "bce CLI documents no price";
        QTest::newRow("aws") << "aws"
                             << "aws pricing get-products";
        QTest::newRow("unknown provider") << "nimbus"
                                          << "expected a provider of the catalog";
    }

    void providersWithoutAQuoteCallSaySo()
    {
        QFETCH(QString, provider);
        QFETCH(QString, names);
        const test::CliRun r =
            cli({"--no-overrides", "catalog", "quote-script", "--provider", provider.toStdString()});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
        QVERIFY2(contains(r.err, names.toStdString()), r.err.c_str());
    }

    void badArgumentsAreBadInput()
    {
        QCOMPARE(cli({"--no-overrides", "catalog", "quote-script"}).code, 2);
        QCOMPARE(cli({"--no-overrides", "catalog", "quote-script", "--provider"}).code, 2);
        const test::CliRun r =
            cli({"--no-overrides", "catalog", "quote-script", "--provider", "alibaba", "--region", "mars-1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(contains(r.err, "--region: expected a region of alibaba"), r.err.c_str());
        QCOMPARE(cli({"catalog", "import-quotes"}).code, 2);
        QCOMPARE(cli({"--no-overrides", "catalog", "import-quotes", "/nonexistent"}).code, 2);
        QCOMPARE(cli({"catalog", "import-quotes", "/nonexistent/quotes"}).code, 1);
    }

    void stubRunImportAndPlan_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("client");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("failing");
        QTest::addColumn<double>("ondemand");
        QTest::addColumn<QString>("source");
        QTest::newRow("alibaba with aliyun") << "alibaba"
                                             << "aliyun"
                                             << "cn-hangzhou"
                                             << "ecs.gn7i-c8g1.2xlarge"
                                             << "ecs.gn6i-c4g1.xlarge" << 11.9 << "aliyun ecs DescribePrice";
        QTest::newRow("tencent with tccli")
            << "tencent"
            << "tccli"
            << "ap-guangzhou"
            << "GN7.2XLARGE32"
            << "GN7.5XLARGE80" << 3.33 << "tccli cvm InquiryPriceRunInstances";
    }

    void stubRunImportAndPlan()
    {
        QFETCH(QString, provider);
        QFETCH(QString, client);
        QFETCH(QString, region);
        QFETCH(QString, instance);
        QFETCH(QString, failing);
        QFETCH(double, ondemand);
        QFETCH(QString, source);
        QTemporaryDir work;
        QVERIFY(work.isValid());
        const QString bin = work.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        // the stand-in client (tests/data/quotes/stubs): answers with fixtures, fails for one type
        writeFile(bin + QLatin1Char('/') + client, test::readFile(kQuotes + "stubs/" + client.toStdString()),
                  true);

        const std::string script = work.filePath(QStringLiteral("quotes.sh")).toStdString();
        test::CliRun r = cli({"--no-overrides", "catalog", "quote-script", "--provider",
                              provider.toStdString(), "--out", script});
        QVERIFY2(r.code == 0, r.err.c_str());

        // Only the stub client and POSIX utilities on PATH.
        const QString folder = work.filePath(QStringLiteral("answers"));
        const QString log = work.filePath(QStringLiteral("calls.log"));
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), bin + QStringLiteral(":/usr/bin:/bin"));
        env.insert(QStringLiteral("STUB_LOG"), log);
        env.insert(QStringLiteral("STUB_DATA"), QString::fromStdString(kQuotes));
        env.insert(QStringLiteral("STUB_FAIL_TYPE"), failing);
        sh.setProcessEnvironment(env);
        sh.start(QStringLiteral("sh"), {QString::fromStdString(script), folder});
        QVERIFY(sh.waitForFinished(120000));
        const QByteArray out = sh.readAllStandardOutput();
        const QByteArray err = sh.readAllStandardError();
        QVERIFY2(sh.exitCode() == 0, err.constData());
        QVERIFY2(out.contains("3 calls failed"), out.constData());
        const QByteArray failedLine = QByteArray("failed: ").append(failing.toUtf8());
        QVERIFY2(err.contains(failedLine), err.constData());

        std::size_t types = 0;
        for (const InstanceType &i : m_catalog.instances)
            if (i.provider == provider.toStdString())
                ++types;
        const QDir answers(folder);
        QCOMPARE(std::size_t(answers.entryList({QStringLiteral("*.json")}, QDir::Files).size()),
                 3 * (types - 1));
        QCOMPARE(answers.entryList({QStringLiteral("*.err")}, QDir::Files).size(), 3);
        QVERIFY(answers.exists(QStringLiteral("trainplan-quotes.txt")));
        const QString stem = provider + QLatin1Char('@') + region + QStringLiteral("@ondemand@") + instance;
        QVERIFY(answers.exists(stem + QStringLiteral(".json")));
        const std::string calls = test::readFile(log.toStdString());
        if (client == QLatin1String("tccli")) { // the zone and image the script looked up are used
            QVERIFY(contains(calls, "--Placement {\"Zone\":\"ap-guangzhou-6\"}"));
            QVERIFY(contains(calls, "--ImageId img-stub0001"));
            QVERIFY(contains(calls, "--InstanceChargeType SPOTPAID --InstanceMarketOptions"));
        } else {
            QVERIFY(contains(
                calls, "ecs DescribePrice --RegionId cn-hangzhou --ResourceType instance --InstanceType " +
                           instance.toStdString() + " --PriceUnit Hour"));
        }

        // import: the failed calls are reported (exit 2), the answers kept
        const std::string overrides = work.filePath(QStringLiteral("overrides")).toStdString();
        r = cli({"--overrides", overrides, "catalog", "import-quotes", folder.toStdString()});
        QCOMPARE(r.code, 2);
        QVERIFY2(contains(r.err, failing.toStdString()) && contains(r.err, "[quote-failed]"), r.err.c_str());
        QVERIFY2(contains(r.out, "3 failed calls, 0 bad answers"), r.out.c_str());
        const nlohmann::json stored =
            nlohmann::json::parse(test::readFile(overrides + "/prices-imported.json"));
        QCOMPARE(stored["prices"].size(), 3 * (types - 1));

        // plan: the imported on-demand price, with its source and confidence
        const std::string job = work.filePath(QStringLiteral("job.json")).toStdString();
        std::ofstream(job)
            << "{ \"model\": { \"preset\": \"llama-3-8b\" }, \"method\": \"lora\", "
               "\"precision\": \"bf16\", \"seq_len\": 1024, \"global_batch\": 16, \"micro_batch\": 1, "
               "\"data\": { \"tokens\": 2e6 }, \"hardware\": { \"instance\": \""
            << instance.toStdString() << "\", \"nodes\": 1 }, \"budget\": { \"billing\": [\"ondemand\"], "
            << "\"region\": \"" << region.toStdString() << "\" } }";
        r = cli({"--overrides", overrides, "plan", job, "--format", "json"});
        QVERIFY2(r.code == 0, r.err.c_str());
        const nlohmann::json plan = nlohmann::json::parse(r.out);
        bool found = false;
        for (const nlohmann::json &c : plan["candidates"]) {
            if (c.value("instance_type", "") != instance.toStdString() ||
                c.value("billing", "") != "ondemand")
                continue;
            found = true;
            QVERIFY2(c.contains("price"), c.dump().c_str());
            QCOMPARE(c["price"]["amount"].get<double>(), ondemand);
            QCOMPARE(c["price"]["provenance"]["confidence"].get<std::string>(), std::string("quote"));
            QVERIFY2(contains(c["price"]["provenance"]["source"].get<std::string>(), source.toStdString()),
                     c.dump().c_str());
            QCOMPARE(c["price"]["provenance"]["date"].get<std::string>(),
                     QDate::currentDate().toString(Qt::ISODate).toStdString());
        }
        QVERIFY2(found, r.out.c_str());
    }
};

QTEST_GUILESS_MAIN(TestQuoteScript)
#include "tst_quotescript.moc"
