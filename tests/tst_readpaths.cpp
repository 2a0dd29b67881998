// Where TrainPlan reads: a file a user names is read only when it is a regular file no larger than
// the limit, checked before a byte is read, so that no path (a FIFO, /dev/zero, a 2 GB sparse file,
// a folder) can hang, exhaust or crash the program; text from a file cannot act on a terminal or a
// table, and has a length limit (issue 34, items 2 and 3).
#include "TestCli.h"
#include "core/InputLimits.h"
#include "core/SafeText.h"
#include "core/TextFile.h"

#include <QtTest>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <unistd.h>

using namespace tp;
namespace fs = std::filesystem;

namespace {

const std::string kConfigs = TRAINPLAN_TEST_DATA "/hf-configs/";

std::string jobWithConfig(const std::string &configPath)
{
    return R"({"model": {"hf_config": ")" + configPath + R"("}, "method": "lora",
      "data": {"samples": 1000, "tokens_per_sample": 512}, "hardware": {"gpu": "A10"}})";
}

// A file of `bytes` bytes that takes no disk space (a hole).
bool makeSparse(const std::string &path, std::uintmax_t bytes)
{
    std::ofstream(path).put('{');
    std::error_code ec;
    fs::resize_file(path, bytes, ec);
    return !ec;
}

} // namespace

class TestReadPaths : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string path(const char *name) const
    {
        return m_dir.filePath(QString::fromLatin1(name)).toStdString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("TRAINPLAN_CATALOG", TRAINPLAN_CATALOG_DIR);
        QCOMPARE(::mkfifo(path("pipe").c_str(), 0600), 0);
        QVERIFY(makeSparse(path("sparse.json"), 2ull << 30)); // 2 GB
    }

    void aRegularFileIsReadWhole()
    {
        const std::string file = path("small.json");
        std::ofstream(file) << "{\"a\": 1}";
        const TextFile read = readTextFile(file);
        QVERIFY(read.ok());
        QCOMPARE(read.text, std::string("{\"a\": 1}"));
        // the limit is inclusive: 8 bytes read under a limit of 8, refused under 7
        QVERIFY(readTextFile(file, 8).ok());
        QVERIFY(readTextFile(file, 7).status == TextFile::Status::TooLarge);
    }

    void whatIsNotAFileIsRefusedUnread_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("status");
        QTest::newRow("FIFO (would wait for a writer forever)")
            << QString::fromStdString(path("pipe")) << int(TextFile::Status::NotAFile);
        QTest::newRow("/dev/zero (endless)")
            << QStringLiteral("/dev/zero") << int(TextFile::Status::NotAFile);
        QTest::newRow("a folder") << QString::fromStdString(m_dir.path().toStdString())
                                  << int(TextFile::Status::NotAFile);
        QTest::newRow("2 GB sparse file")
            << QString::fromStdString(path("sparse.json")) << int(TextFile::Status::TooLarge);
        QTest::newRow("no such file")
            << QString::fromStdString(path("none.json")) << int(TextFile::Status::Missing);
    }

    void whatIsNotAFileIsRefusedUnread()
    {
        QFETCH(QString, file);
        QFETCH(int, status);
        const TextFile read = readTextFile(file.toStdString());
        QCOMPARE(int(read.status), status);
        QVERIFY(read.text.empty());
        QVERIFY(!read.reason.empty());
        QVERIFY(read.message(file.toStdString()).find(read.reason) != std::string::npos);
    }

    void anHfConfigThatIsNoFileIsAnErrorAtTheJobField_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("reason");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("not a regular file");
        QTest::newRow("FIFO") << QString::fromStdString(path("pipe")) << QStringLiteral("not a regular file");
        QTest::newRow("2 GB sparse") << QString::fromStdString(path("sparse.json"))
                                     << QStringLiteral("larger than 16 MB");
    }

    void anHfConfigThatIsNoFileIsAnErrorAtTheJobField()
    {
        // before: /dev/zero took 4.2 GB and 30 s or died of bad_alloc; a FIFO hung forever
        QFETCH(QString, config);
        QFETCH(QString, reason);
        const std::string job = path("hf-job.json");
        std::ofstream(job) << jobWithConfig(config.toStdString());
        const test::CliRun r = test::runCli({"--no-overrides", "plan", job, "--format", "json"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("/model/hf_config") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find(reason.toStdString()) != std::string::npos, r.err.c_str());
    }

    void aJobFileThatIsAFifoIsRefusedAtOnce()
    {
        const test::CliRun r = test::runCli({"--no-overrides", "estimate", path("pipe")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.find("cannot open the job file (not a regular file: a FIFO)") != std::string::npos,
                 r.err.c_str());
    }

    void aFileNameIsPrintedEscaped()
    {
        // a name holding a line break and a terminal escape: shown as \n and \u001B, never obeyed
        const std::string hostile = path("job\n\x1b[2Jx.json");
        const test::CliRun r = test::runCli({"--no-overrides", "estimate", hostile});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.find('\x1b') == std::string::npos, r.err.c_str());
        QCOMPARE(std::count(r.err.begin(), r.err.end(), '\n'), std::ptrdiff_t(1));
        QVERIFY2(r.err.find("job\\n\\u001B[2Jx.json") != std::string::npos, r.err.c_str());
    }

    void aConfigNameCannotSpoofTheTable()
    {
        // transformers takes any _name_or_path; TrainPlan shows it escaped and says so
        std::ifstream in(kConfigs + "llama-3-8b.json");
        std::string config((std::istreambuf_iterator<char>(in)), {});
        const std::string spoof = "\"_name_or_path\": \"evil\\u202e\\u001b[31mgnp.exe\\nsecond line\",";
        config.insert(config.find('{') + 1, spoof);
        std::ofstream(path("spoof-config.json")) << config;
        const std::string job = path("spoof-job.json");
        std::ofstream(job) << jobWithConfig(path("spoof-config.json"));
        const test::CliRun r = test::runCli({"--no-overrides", "plan", job, "--format", "json"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.find("U+202E") != std::string::npos, r.err.c_str()); // the warning names it
        QVERIFY(nlohmann::json::accept(r.out));
        // nlohmann writes a raw ESC as \u001b and a raw U+202E as its UTF-8 bytes: neither is there
        QVERIFY2(r.out.find("\\u001b") == std::string::npos &&
                     r.out.find("\xE2\x80\xAE") == std::string::npos,
                 "a raw control or bidi character in the plan");
        QVERIFY2(r.out.find("evil\\\\u202E\\\\u001B[31mgnp.exe\\\\nsecond line") != std::string::npos,
                 "the name is not shown escaped");
        // the plan table says the same
        const test::CliRun table = test::runCli({"--no-overrides", "plan", job});
        QCOMPARE(table.code, 0);
        QVERIFY2(table.out.rfind("Plan: evil\\u202E\\u001B[31mgnp.exe\\nsecond line, lora", 0) == 0,
                 table.out.substr(0, 200).c_str());
    }

    void aLongConfigNameIsShortened()
    {
        std::ifstream in(kConfigs + "llama-3-8b.json");
        std::string config((std::istreambuf_iterator<char>(in)), {});
        config.insert(config.find('{') + 1, "\"_name_or_path\": \"" + std::string(50000, 'n') + "\",");
        std::ofstream(path("long-config.json")) << config;
        const std::string job = path("long-job.json");
        std::ofstream(job) << jobWithConfig(path("long-config.json"));
        const test::CliRun r = test::runCli({"--no-overrides", "plan", job, "--format", "json"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.find("shortened") != std::string::npos, r.err.c_str());
        QVERIFY(r.out.find(std::string(limits::kMaxNameChars, 'n')) == std::string::npos);
        QVERIFY(r.out.find(std::string(limits::kMaxNameChars - 1, 'n') + "\u2026") != std::string::npos);
    }

    void displayTextKeepsTheLimitWithItsEllipsis()
    {
        QCOMPARE(displayText("abc", 3), std::string("abc"));
        QCOMPARE(displayText("abcd", 3), std::string("ab\u2026"));
        QCOMPARE(characterCount(displayText(std::string(500, 'x'), limits::kMaxNameChars)),
                 limits::kMaxNameChars);
        // counted in characters, not bytes: 训练 is two
        QCOMPARE(characterCount("训练"), std::size_t(2));
        QCOMPARE(displayText("训练算力规划", 3), std::string("训练\u2026"));
    }

    void aHugeNameInACatalogIsRefusedWithItsPath()
    {
        // before: a 50,000-character provider name, copied into every candidate, took 4.5 GB
        const std::string catalog = path("catalog");
        fs::copy(TRAINPLAN_CATALOG_DIR, catalog, fs::copy_options::recursive);
        const std::string file = catalog + "/instances-alibaba.json";
        std::ifstream in(file);
        nlohmann::json j = nlohmann::json::parse(in);
        in.close();
        QVERIFY(j.contains("provider_name"));
        j["provider_name"]["en"] = std::string(50000, 'A');
        std::ofstream(file) << j.dump(1);
        qputenv("TRAINPLAN_CATALOG", QByteArray::fromStdString(catalog));
        const test::CliRun r = test::runCli({"--no-overrides", "catalog", "check"});
        qputenv("TRAINPLAN_CATALOG", TRAINPLAN_CATALOG_DIR);
        QCOMPARE(r.code, 2);
        QVERIFY2(
            r.err.find("instances-alibaba.json: /provider_name/en: is 50000 characters long; at most 128") !=
                std::string::npos,
            r.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestReadPaths)
#include "tst_readpaths.moc"
