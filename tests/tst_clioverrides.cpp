#include "TestCli.h"
#include "core/CatalogLoader.h"
#include "core/CatalogOverrides.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

using namespace tp;

namespace {

using Run = test::CliRun;
using test::readFile;

Run cli(const std::vector<std::string> &args)
{
    return test::runCli(args);
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

const std::string kData = TRAINPLAN_TEST_DATA;
const std::string kSmall = kData + "/catalog-small";
const std::string kHeader = "instance_type,billing,price,currency,region,source,date,confidence,note\n";

} // namespace

// trainplan-cli with user overrides, end to end (in-process): --overrides / --no-overrides on
// every subcommand, the user's folder found like the desktop app finds it, and
// `catalog import-prices` writing prices-imported.json. The user's real folder is never touched:
// XDG_DATA_HOME points into a temporary folder.
class TestCliOverrides : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_xdg;
    QTemporaryDir m_work;
    std::string m_userDir;

    std::string write(const std::string &name, const std::string &text)
    {
        const std::string path = m_work.filePath(QString::fromStdString(name)).toStdString();
        std::filesystem::create_directories(std::filesystem::path(path).parent_path());
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_xdg.isValid() && m_work.isValid());
        qputenv("XDG_DATA_HOME", m_xdg.path().toUtf8());
        m_userDir = m_xdg.filePath(QStringLiteral("TrainPlan/trainplan/catalog")).toStdString();
        QCOMPARE(QString::fromStdString(defaultUserCatalogDir()), QString::fromStdString(m_userDir));
    }

    void cleanup() { std::filesystem::remove_all(m_userDir); }

    void catalogCheckReportsTheOverrides()
    {
        Run r = cli({"--catalog", kSmall, "--overrides", kData + "/overrides", "catalog", "check", "--today",
                     "2025-03-01"});
        QCOMPARE(r.code, 0);
        QVERIFY2(contains(r.out, "overrides " + kData +
                                     "/overrides: 2 files; 2 entries added, 0 replaced, 1 prices set"),
                 r.out.c_str());
        // t1.large's price is overridden (2025-02-01), m1.big is dated 2025-01: none older than 180 days
        QVERIFY2(contains(r.out, "note: 0 of 2 prices are older than 180 days (dated before 2024-09-02)"),
                 r.out.c_str());
    }

    // "--catalog=DIR" and "--overrides=DIR" are the same options as "--catalog DIR" and
    // "--overrides DIR".
    void folderOptionsTakeAnEqualsSign()
    {
        const Run spaced = cli({"--catalog", kSmall, "--overrides", kData + "/overrides", "catalog", "check",
                                "--today", "2025-03-01"});
        const Run joined = cli({"--catalog=" + kSmall, "--overrides=" + kData + "/overrides", "catalog",
                                "check", "--today", "2025-03-01"});
        QCOMPARE(joined.code, 0);
        QCOMPARE(joined.out, spaced.out);
        QVERIFY2(contains(joined.out, "overrides " + kData + "/overrides: 2 files"), joined.out.c_str());
        // a folder named like an option is still the folder
        const Run odd = cli({"--catalog", "--overrides", "catalog", "check"});
        QCOMPARE(odd.code, 2);
        QVERIFY2(contains(odd.err, "--overrides"), odd.err.c_str());
    }

    void catalogCheckCountsStalePrices()
    {
        Run r = cli({"--catalog", kSmall, "--no-overrides", "catalog", "check", "--today", "2026-11-30"});
        QCOMPARE(r.code, 0);
        QVERIFY2(
            contains(r.out, "note: 1 of 1 prices are older than 180 days (dated before 2026-06-03): test 1"),
            r.out.c_str());
        // what the prices rest on, and a warning by provider for those more than a year old
        QVERIFY2(contains(r.out, "prices test: 1 (1 list); oldest 2024-05-01"), r.out.c_str());
        // and who may rent them (no availability given: open to anyone)
        QVERIFY2(contains(r.out, "availability test: 2 open instance types"), r.out.c_str());
        QVERIFY2(contains(r.out, "price spreads: 0 unexplained beyond 1.5x"), r.out.c_str());
        QVERIFY2(contains(r.out,
                          "warning: test: 1 of 1 prices are older than 12 months (dated before 2025-11-30)"),
                 r.out.c_str());
        QVERIFY(!contains(r.out, "overrides"));
        // the same price a year younger is stale but not a year old: no warning
        const Run younger =
            cli({"--catalog", kSmall, "--no-overrides", "catalog", "check", "--today", "2025-03-01"});
        QCOMPARE(younger.code, 0);
        QVERIFY2(contains(younger.out, "note: 1 of 1 prices are older than 180 days"), younger.out.c_str());
        QVERIFY2(!contains(younger.out, "warning:"), younger.out.c_str());
        QCOMPARE(cli({"--catalog", kSmall, "catalog", "check", "--today", "2026-13-01"}).code, 2);
    }

    void theUserFolderIsLoadedWhenItExists()
    {
        std::filesystem::create_directories(m_userDir);
        std::ofstream(m_userDir + "/typo.json")
            << R"({ "schema": 1, "kind": "price_overrides", "prices": [ { "instance_type": "t1.large" } ] })";
        Run r = cli({"--catalog", kSmall, "catalog", "check"});
        QCOMPARE(r.code, 2);
        QVERIFY2(contains(r.err, m_userDir + "/typo.json: /prices/0/billing: "), r.err.c_str());
        QVERIFY2(contains(r.out, "overrides " + m_userDir + ": 1 files"), r.out.c_str());

        Run without = cli({"--catalog", kSmall, "--no-overrides", "catalog", "check"});
        QCOMPARE(without.code, 0);
        Run other = cli({"--catalog", kSmall, "--overrides", kData + "/overrides", "catalog", "check"});
        QCOMPARE(other.code, 0); // --overrides DIR replaces the user's folder
    }

    void aBrokenOverrideIsSkippedByCommandsAndRefusedByCheck()
    {
        // one bad hand edit or import must not lock the user out of every command: the file is
        // named and skipped, the catalog's own prices are used; `catalog check` still fails on it
        std::filesystem::create_directories(m_userDir);
        std::ofstream(m_userDir + "/broken.json") << "{ \"schema\": 1, ";
        std::ofstream(m_userDir + "/prices.json")
            << R"({ "schema": 1, "kind": "price_overrides", "prices": [ { "instance_type": "t1.large", )"
               R"("billing": "spot", "per_hour": 1.25, "currency": "CNY", "source": "my quote", )"
               R"("date": "2025-03", "confidence": "quote" } ] })";
        Run presets = cli({"--catalog", kSmall, "presets"});
        QCOMPARE(presets.code, 0);
        QVERIFY2(contains(presets.err, m_userDir + "/broken.json: line 1"), presets.err.c_str());
        QVERIFY2(contains(presets.err, m_userDir + "/broken.json: warning: this overrides file is skipped"),
                 presets.err.c_str());
        Run check = cli({"--catalog", kSmall, "catalog", "check"});
        QCOMPARE(check.code, 2);
        QVERIFY2(contains(check.err, m_userDir + "/broken.json: line 1"), check.err.c_str());
        QVERIFY2(contains(check.out, "1 prices set"), check.out.c_str()); // the good file still counts
        Run ok = cli({"--catalog", kSmall, "--no-overrides", "presets"});
        QCOMPARE(ok.code, 0);
        QVERIFY(ok.err.empty());
    }

    void anOversizedOverridesFileIsSkippedUnread()
    {
        // an 18 MB file (what an import of a 9 MB CSV once wrote) is over the read limit: named,
        // skipped, every command still runs
        std::filesystem::create_directories(m_userDir);
        {
            std::ofstream big(m_userDir + "/prices-imported.json", std::ios::binary);
            big << R"({ "schema": 1, "kind": "price_overrides", "prices": [)";
            const std::string pad(1 << 20, ' ');
            for (int i = 0; i < 18; ++i)
                big << pad;
            big << "] }";
        }
        Run presets = cli({"--catalog", kSmall, "presets"});
        QCOMPARE(presets.code, 0);
        QVERIFY2(contains(presets.err,
                          m_userDir + "/prices-imported.json: warning: the file is larger than 16 MB"),
                 presets.err.c_str());
        QVERIFY2(contains(presets.err, "this overrides file is skipped"), presets.err.c_str());
        QCOMPARE(cli({"--catalog", kSmall, "catalog", "check"}).code, 2);
    }

    void aPriceForAnInstanceTheCatalogDroppedIsSkipped()
    {
        // a newer catalog without an instance type the user once priced: that price is named and
        // left out, the others apply
        std::filesystem::create_directories(m_userDir);
        std::ofstream(m_userDir + "/prices.json")
            << R"({ "schema": 1, "kind": "price_overrides", "prices": [ )"
               R"({ "instance_type": "t9.gone", "billing": "spot", "per_hour": 1, "currency": "CNY", )"
               R"("source": "q", "date": "2025-03", "confidence": "quote" }, )"
               R"({ "instance_type": "t1.large", "billing": "spot", "per_hour": 1.25, "currency": "CNY", )"
               R"("source": "q", "date": "2025-03", "confidence": "quote" } ] })";
        Run presets = cli({"--catalog", kSmall, "presets"});
        QCOMPARE(presets.code, 0);
        QVERIFY2(contains(presets.err,
                          "/prices/0/instance_type: warning: instance type \"t9.gone\" is in neither the "
                          "catalog nor the overrides; this price is not used"),
                 presets.err.c_str());
        const auto loaded = loadCatalogFolder(kSmall, m_userDir, BrokenOverrides::Skip);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.catalog.overrides.size(), std::size_t(1));
        QVERIFY(!loadCatalogFolder(kSmall, m_userDir, BrokenOverrides::Refuse).ok());
    }

    void estimatePricesAsPlanDoesWithTheUsersRegionalPrice()
    {
        // an imported quote for one region is what `estimate` prices, as `plan` does, and the
        // answer names the region and that the price is the user's (it once kept the catalog's)
        const std::string dir = m_work.filePath(QStringLiteral("estimate-prices")).toStdString();
        std::filesystem::create_directories(dir);
        std::ofstream(dir + "/prices.json")
            << R"({ "schema": 1, "kind": "price_overrides", "prices": [ { "instance_type": "ecs.gn7i-c8g1.2xlarge", )"
               R"("billing": "ondemand", "per_hour": 6.5, "currency": "CNY", "region": "cn-hangzhou", )"
               R"("source": "my quote", "date": "2026-11", "confidence": "quote" } ] })";
        const std::string job =
            write("estimate-region.json",
                  R"({ "model": { "preset": "llama-3-8b" }, "method": "qlora", "data": { "samples": 52000, )"
                  R"("tokens_per_sample": 512 }, "hardware": { "instance": "ecs.gn7i-c8g1.2xlarge" }, )"
                  R"("budget": { "region": "cn-hangzhou" } })");
        Run r = cli({"--overrides", dir, "estimate", job});
        QCOMPARE(r.code, 0);
        const auto answer = nlohmann::json::parse(r.out);
        QCOMPARE(answer["cost"]["price_per_node_hour"].get<double>(), 6.5);
        QCOMPARE(answer["cost"]["region"].get<std::string>(), std::string("cn-hangzhou"));
        QVERIFY(answer["cost"]["own_price"].get<bool>());

        // without the override the catalog's own list price (Shanghai) is used, and named
        Run shipped = cli({"--no-overrides", "estimate", job});
        QCOMPARE(shipped.code, 0);
        const auto plain = nlohmann::json::parse(shipped.out);
        QCOMPARE(plain["cost"]["region"].get<std::string>(), std::string("cn-shanghai"));
        QVERIFY(!plain["cost"].contains("own_price"));
    }

    void theCatalogFolderIsNoOverridesFolder()
    {
        // every record would override itself, and an import would write into the shipped catalog
        for (const std::string &same : {kSmall, kSmall + "/"}) {
            Run r = cli({"--catalog", kSmall, "--overrides", same, "presets"});
            QCOMPARE(r.code, 2);
            QVERIFY2(contains(r.err, "is the catalog folder itself"), r.err.c_str());
        }
        const std::string csv = write("same.csv", kHeader + "t1.large,spot,2,CNY,,q,2025,list,\n");
        Run import = cli({"--catalog", kSmall, "catalog", "import-prices", csv, "--overrides", kSmall});
        QCOMPARE(import.code, 2);
        QVERIFY(!std::filesystem::exists(kSmall + "/prices-imported.json"));
    }

    void aMissingOverridesFolderIsAnError()
    {
        Run r = cli({"--catalog", kSmall, "--overrides", "/nonexistent/overrides", "catalog", "check"});
        QCOMPARE(r.code, 2);
        QVERIFY2(contains(r.err, "/nonexistent/overrides"), r.err.c_str());
        QCOMPARE(cli({"--overrides"}).code, 2);
    }

    void importPricesWritesTheOverridesFile()
    {
        const std::string dir = m_work.filePath(QStringLiteral("import-1")).toStdString();
        const std::string csv =
            write("prices.csv", "\xEF\xBB\xBF" + kHeader +
                                    "t1.large,ondemand,8,CNY,r-east,\"quote, March\",2025-03-01,list,\n"
                                    "t1.xlarge,ondemand,\"12,5\",CNY,,quote,2025-03-01,list,\n"
                                    "t9.none,spot,1,CNY,,quote,2025,list,\n"
                                    "t1.xlarge,spot,4,CNY,r-west,quote,2025-03,reported,\n");
        Run r = cli({"--catalog", kSmall, "catalog", "import-prices", csv, "--overrides", dir});
        QCOMPARE(r.code, 2); // bad rows, good ones still kept
        QVERIFY2(contains(r.err, csv + ": line 3, column 3 (price): expected a positive number"),
                 r.err.c_str());
        QVERIFY2(contains(r.err, csv + ": line 4, column 1 (instance_type): "), r.err.c_str());
        QVERIFY2(contains(r.out, csv + ": 4 rows, 2 imported (2 new, 0 replacing earlier imports), 2 bad"),
                 r.out.c_str());
        const std::string target = dir + "/prices-imported.json";
        QVERIFY2(contains(r.out, target + ": 2 prices"), r.out.c_str());

        Problems problems;
        auto prices = readPriceOverrides({target, readFile(target)}, problems);
        QVERIFY(problems.empty());
        QCOMPARE(prices.size(), std::size_t(2));
        QCOMPARE(prices[0].price.provenance.source, std::string("quote, March"));
        // no temporary left: the prices and the folder's lock only
        QCOMPARE(QDir(QString::fromStdString(dir)).entryList(QDir::Files | QDir::Hidden),
                 QStringList({QStringLiteral(".trainplan.lock"), QStringLiteral("prices-imported.json")}));

        // a second import merges: later rows win
        const std::string csv2 =
            write("more.csv", kHeader + "t1.large,ondemand,7.5,CNY,r-east,quote 2,2025-04,list,\n"
                                        "t1.large,spot,3,CNY,,quote 2,2025-04,list,\n");
        Run again = cli({"--catalog", kSmall, "--overrides", dir, "catalog", "import-prices", csv2});
        QCOMPARE(again.code, 0);
        QVERIFY2(contains(again.out, "2 rows, 2 imported (1 new, 1 replacing earlier imports), 0 bad"),
                 again.out.c_str());
        prices = readPriceOverrides({target, readFile(target)}, problems);
        QCOMPARE(prices.size(), std::size_t(3));
        QCOMPARE(prices[0].price.amount, 7.5);

        // and the catalog now shows the user's price
        auto loaded = loadCatalogFolder(kSmall, dir);
        QVERIFY(loaded.ok());
        const Price &p = loaded.catalog.findInstance("t1.large")->prices.at(0);
        QCOMPARE(p.amount, 7.5);
        QVERIFY(p.overridden);
        Run check = cli({"--catalog", kSmall, "--overrides", dir, "catalog", "check"});
        QCOMPARE(check.code, 0);
        QVERIFY2(contains(check.out, "3 prices set"), check.out.c_str());
    }

    void concurrentImportsKeepEveryPrice()
    {
        // twenty imports at once, each of its own price: the folder lock serialises the
        // read-merge-write, so none is lost (without it, later writers overwrote earlier merges)
        const std::string dir = m_work.filePath(QStringLiteral("import-concurrent")).toStdString();
        std::vector<std::string> csvs;
        for (const char *type : {"t1.large", "t1.xlarge"})
            for (const char *billing :
                 {"ondemand", "spot", "subscription_month", "reserved_1y", "reserved_3y"})
                for (const char *region : {"", "r-east"})
                    csvs.push_back(write(std::string("c-") + type + billing + region + ".csv",
                                         kHeader + type + "," + billing + ",9,CNY," + region +
                                             ",quote,2025-05,list,\n"));
        std::vector<std::thread> threads;
        std::vector<int> codes(csvs.size(), -1);
        for (std::size_t i = 0; i < csvs.size(); ++i)
            threads.emplace_back([&, i] {
                codes[i] =
                    cli({"--catalog", kSmall, "--overrides", dir, "catalog", "import-prices", csvs[i]}).code;
            });
        for (std::thread &t : threads)
            t.join();
        for (int c : codes)
            QCOMPARE(c, 0);
        Problems problems;
        const auto prices = readPriceOverrides(
            {dir + "/prices-imported.json", readFile(dir + "/prices-imported.json")}, problems);
        QVERIFY(problems.empty());
        QCOMPARE(prices.size(), csvs.size());
    }

    void importPricesDefaultsToTheUserFolder()
    {
        const std::string csv = write("one.csv", kHeader + "t1.large,spot,2,CNY,,q,2025,list,\n");
        Run r = cli({"--catalog", kSmall, "catalog", "import-prices", csv});
        QCOMPARE(r.code, 0);
        QVERIFY(std::filesystem::is_regular_file(m_userDir + "/prices-imported.json"));
        // and every command now sees it
        Run check = cli({"--catalog", kSmall, "catalog", "check"});
        QVERIFY2(contains(check.out, "1 prices set"), check.out.c_str());
    }

    void importPricesRefusals()
    {
        const std::string csv = write("ok.csv", kHeader + "t1.large,spot,2,CNY,,q,2025,list,\n");
        QCOMPARE(cli({"--catalog", kSmall, "--no-overrides", "catalog", "import-prices", csv}).code, 2);
        QCOMPARE(cli({"--catalog", kSmall, "catalog", "import-prices"}).code, 2);
        QCOMPARE(cli({"--catalog", kSmall, "catalog", "import-prices", "/nonexistent/prices.csv"}).code, 1);
        Run empty = cli({"--catalog", kSmall, "catalog", "import-prices", write("empty.csv", "")});
        QCOMPARE(empty.code, 2);
        QVERIFY2(contains(empty.err, "[missing-header]"), empty.err.c_str());

        const std::string dir = m_work.filePath(QStringLiteral("import-2")).toStdString();
        const std::string badHeader = write("header.csv", "instance,billing,price\nt1.large,spot,2\n");
        Run h = cli({"--catalog", kSmall, "--overrides", dir, "catalog", "import-prices", badHeader});
        QCOMPARE(h.code, 2);
        QVERIFY2(contains(h.err, "nothing imported"), h.err.c_str());
        QVERIFY(!std::filesystem::exists(dir + "/prices-imported.json"));

        // a cell longer than the loader reads is refused with its row; the others are kept and
        // the file written loads (it once held a 10,000-character note every later command refused)
        const std::string longNote =
            write("long.csv", kHeader + "t1.large,spot,2,CNY,,q,2025,list," + std::string(9000, 'n') + "\n" +
                                  "t1.large,ondemand,5,CNY,,q,2025,list,fine\n");
        Run l = cli({"--catalog", kSmall, "--overrides", dir, "catalog", "import-prices", longNote});
        QCOMPARE(l.code, 2);
        QVERIFY2(
            contains(l.err, longNote + ": line 2, column 9 (note): is 9000 characters long; at most 8192"),
            l.err.c_str());
        QVERIFY2(contains(l.out, "2 rows, 1 imported"), l.out.c_str());
        QVERIFY(loadCatalogFolder(kSmall, dir).ok());
        std::filesystem::remove(dir + "/prices-imported.json");

        // an existing file that does not parse is left alone
        std::filesystem::create_directories(dir);
        std::ofstream(dir + "/prices-imported.json") << "{ broken";
        Run b = cli({"--catalog", kSmall, "--overrides", dir, "catalog", "import-prices", csv});
        QCOMPARE(b.code, 2);
        QCOMPARE(readFile(dir + "/prices-imported.json"), std::string("{ broken"));
    }

    void usageMentionsTheNewOptions()
    {
        Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        for (const char *s :
             {"--overrides DIR", "--no-overrides", "catalog import-prices FILE.csv", "--today"})
            QVERIFY2(contains(r.out, s), s);
    }
};

QTEST_GUILESS_MAIN(TestCliOverrides)
#include "tst_clioverrides.moc"
