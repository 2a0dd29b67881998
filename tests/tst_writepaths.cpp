// Where TrainPlan writes: never over a device, FIFO or folder; through a temporary file and a
// rename (a link keeps pointing at the file it named); a launch folder swapped whole or left as it
// was; leftovers of a killed run cleaned; and a failed write to standard output is exit 1 with a
// message, never a silent success.
#include "TestCli.h"
#include "core/AtomicFile.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace tp;
namespace fs = std::filesystem;

namespace {

const char *kJob = R"({"model": {"preset": "llama-3-8b"}, "method": "lora",
  "data": {"samples": 1000, "tokens_per_sample": 512}, "hardware": {"gpu": "A10"}})";

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

class TestWritePaths : public QObject
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
        std::ofstream(path("job.json")) << kJob;
    }

    void aFifoOrFolderIsNeverReplaced()
    {
        const std::string fifo = path("plan.fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        for (const char *option : {"--csv", "--json"}) {
            const test::CliRun r = test::runCli({"--no-overrides", "plan", path("job.json"), option, fifo});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.find("not a regular file") != std::string::npos, r.err.c_str());
            QVERIFY(fs::is_fifo(fifo)); // still the FIFO
        }
        std::string error;
        QVERIFY(!writeFileAtomically(m_dir.path().toStdString(), "x", error));
        QVERIFY2(error.find("is a folder") != std::string::npos, error.c_str());
        QVERIFY(fs::is_directory(m_dir.path().toStdString()));
    }

    // A link at an output name is refused, not written through (issue 34: plan.json ->
    // ~/.bashrc replaced the user's bashrc): neither the link nor its file changes, in the core
    // writer and in every CLI export.
    void aLinkIsRefusedAndItsFileKept()
    {
        const std::string real = path("real.json"), link = path("link.json");
        std::ofstream(real) << "old";
        fs::create_symlink(real, link);
        std::string error;
        QVERIFY(!writeFileAtomically(link, "new", error));
        QVERIFY2(error.find("symbolic link") != std::string::npos, error.c_str());
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(QString::fromStdString(readAll(real)), QStringLiteral("old"));
        // a link to a file that does not exist yet is refused too (it would create that file)
        const std::string dangling = path("dangling.json");
        fs::create_symlink(path("elsewhere.json"), dangling);
        QVERIFY(!writeFileAtomically(dangling, "new", error));
        QVERIFY(!fs::exists(path("elsewhere.json")));
        std::ofstream(path("job.json")) << kJob;
        for (const char *option : {"--csv", "--json"}) {
            const test::CliRun r = test::runCli({"--no-overrides", "plan", path("job.json"), option, link});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.find("symbolic link") != std::string::npos, r.err.c_str());
            QCOMPARE(QString::fromStdString(readAll(real)), QStringLiteral("old"));
        }
        // the real path is written as asked
        QVERIFY2(writeFileAtomically(real, "new", error), error.c_str());
        QCOMPARE(QString::fromStdString(readAll(real)), QStringLiteral("new"));
    }

    // The temporary file is a new file under a name nobody can guess: a link planted at the name
    // earlier versions used (".plan.csv.tmp-PID") is not followed, and nothing is left behind.
    void aPlantedTemporaryLinkIsNotFollowed()
    {
        const std::string target = path("plan.csv"), victim = path("victim.txt");
        std::ofstream(victim) << "mine";
        const std::string planted = path((".plan.csv.tmp-" + std::to_string(::getpid())).c_str());
        fs::create_symlink(victim, planted);
        std::string error;
        for (int i = 0; i < 2; ++i)
            QVERIFY2(writeFileAtomically(target, "a,b\n", error), error.c_str());
        QCOMPARE(QString::fromStdString(readAll(victim)), QStringLiteral("mine"));
        QCOMPARE(QString::fromStdString(readAll(target)), QStringLiteral("a,b\n"));
        for (const auto &entry : fs::directory_iterator(m_dir.path().toStdString())) {
            const std::string name = entry.path().filename().string();
            QVERIFY2(name.find(".tmp-") == std::string::npos || entry.path() == planted, name.c_str());
        }
    }

    void leftoversOfAKilledRunAreRemoved()
    {
        const std::string target = path("prices.json");
        // a pid no process has (above the kernel's pid_max of 4194304)
        const std::string stale = path(".prices.json.tmp-999999999");
        std::ofstream(stale) << "half";
        std::string error;
        QVERIFY2(writeFileAtomically(target, "{}", error), error.c_str());
        QVERIFY(!fs::exists(stale));
        QCOMPARE(QString::fromStdString(readAll(target)), QStringLiteral("{}"));
    }

    void aLaunchFolderIsSwappedWholeOrLeftAlone()
    {
        const std::string dir = path("launch");
        std::string error;
        QVERIFY2(writeFolderAtomically(dir,
                                       {{"ds_config.json", "{}", false}, {"launch.sh", "echo 1\n", true}},
                                       {"ds_config.json", "launch.sh", "README.txt"}, error),
                 error.c_str());
        QVERIFY(fs::exists(dir + "/ds_config.json"));
        QVERIFY((fs::status(dir + "/launch.sh").permissions() & fs::perms::owner_exec) != fs::perms::none);
        // the next set has no DeepSpeed config: the old one does not linger beside the new files
        QVERIFY2(writeFolderAtomically(dir, {{"launch.sh", "echo 2\n", true}, {"README.txt", "r", false}},
                                       {"ds_config.json", "launch.sh", "README.txt"}, error),
                 error.c_str());
        QVERIFY(!fs::exists(dir + "/ds_config.json"));
        QCOMPARE(QString::fromStdString(readAll(dir + "/launch.sh")), QStringLiteral("echo 2\n"));
        // a folder holding something of the user's is refused and left as it was
        std::ofstream(dir + "/notes.md") << "mine";
        QVERIFY(!writeFolderAtomically(dir, {{"launch.sh", "echo 3\n", true}}, {"launch.sh", "README.txt"},
                                       error));
        QVERIFY2(error.find("notes.md") != std::string::npos, error.c_str());
        QCOMPARE(QString::fromStdString(readAll(dir + "/launch.sh")), QStringLiteral("echo 2\n"));
        QVERIFY(fs::exists(dir + "/notes.md"));
        // no temporary folder is left beside it, and no old set moved aside (the swap is one
        // exchange: a kill at any moment leaves the old set or the new one in place)
        for (const auto &e : fs::directory_iterator(m_dir.path().toStdString()))
            QVERIFY2(e.path().filename().string().find(".launch.") != 0, e.path().c_str());
    }

    void dataIsOnTheDiskBeforeItReplacesTheOld()
    {
        // the order a power cut needs: the file's bytes synced, then the rename, then the folder
        std::vector<std::string> steps;
        setDiskStepObserver([&steps](const std::string &s) { steps.push_back(s); });
        const std::string target = path("plan.trainplan");
        std::string error;
        QVERIFY2(writeFileAtomically(target, "{\"format\": \"trainplan\"}", error), error.c_str());
        QCOMPARE(steps.size(), std::size_t(3));
        const std::string temp = steps[0].substr(std::string("sync ").size());
        QVERIFY2(steps[0].rfind("sync " + path(".plan.trainplan.tmp-"), 0) == 0, steps[0].c_str());
        QCOMPARE(QString::fromStdString(steps[1]), QString::fromStdString("rename " + temp + " " + target));
        QCOMPARE(QString::fromStdString(steps[2]),
                 QString::fromStdString("sync-folder " + m_dir.path().toStdString()));

        // a launch folder: every file synced, then the new folder, then the swap, then the parent
        const std::string dir = path("synced");
        for (int round = 0; round < 2; ++round) { // new, then replacing the first set
            steps.clear();
            QVERIFY2(writeFolderAtomically(dir, {{"launch.sh", "echo 1\n", true}, {"README.txt", "r", false}},
                                           {"launch.sh", "README.txt"}, error),
                     error.c_str());
            QCOMPARE(steps.size(), std::size_t(5));
            QVERIFY2(steps[0].rfind("sync ", 0) == 0 && steps[0].find("/launch.sh") != std::string::npos,
                     steps[0].c_str());
            QVERIFY2(steps[1].rfind("sync ", 0) == 0 && steps[1].find("/README.txt") != std::string::npos,
                     steps[1].c_str());
            QVERIFY2(steps[2].rfind("sync-folder " + path(".synced.tmp-"), 0) == 0, steps[2].c_str());
            // the first set is renamed in; a later one is exchanged, or renamed where the file system
            // has no RENAME_EXCHANGE
            QVERIFY2(steps[3].rfind("rename ", 0) == 0 || (round == 1 && steps[3].rfind("exchange ", 0) == 0),
                     steps[3].c_str());
            QVERIFY2(steps[3].size() > dir.size() &&
                         steps[3].compare(steps[3].size() - dir.size(), dir.size(), dir) == 0,
                     steps[3].c_str());
            QCOMPARE(QString::fromStdString(steps[4]),
                     QString::fromStdString("sync-folder " + m_dir.path().toStdString()));
        }
        QVERIFY((fs::status(dir + "/launch.sh").permissions() & fs::perms::owner_exec) != fs::perms::none);
        setDiskStepObserver(nullptr);
    }

    void aPlantedLockLinkIsNotFollowed()
    {
        // .trainplan.lock -> elsewhere once made an import create `elsewhere` (an empty file
        // anywhere the user may write); the link is refused and nothing is created
        const std::string folder = path("locked-overrides");
        fs::create_directories(folder);
        const std::string elsewhere = path("planted-target");
        fs::create_symlink(elsewhere, folder + "/.trainplan.lock");
        const FolderLock lock(folder, 0.1);
        QVERIFY(!lock.locked());
        QVERIFY2(lock.error().find("is a symbolic link") != std::string::npos, lock.error().c_str());
        QVERIFY(!fs::exists(elsewhere));
        // and the CLI's import says so, exit 1, nothing written
        std::ofstream(path("one.csv"))
            << "instance_type,billing,price,currency,region,source,date,confidence\n"
               "ecs.gn7i-c8g1.2xlarge,spot,2,CNY,,q,2026,list\n";
        const test::CliRun r =
            test::runCli({"catalog", "import-prices", path("one.csv"), "--overrides", folder});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.find("symbolic link") != std::string::npos, r.err.c_str());
        QVERIFY(!fs::exists(elsewhere));
        QVERIFY(!fs::exists(folder + "/prices-imported.json"));
    }

    void aFullStandardOutputIsAnError()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(TRAINPLAN_CLI_EXE),
                {QStringLiteral("--no-overrides"), QStringLiteral("estimate"),
                 QString::fromStdString(path("job.json"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("cannot write to standard output")), qPrintable(err));
    }

    // `estimate - < folder` read as an empty job said "the file is empty" (exit 2): it is an I/O
    // mistake, named as such.
    void aFolderAsStandardInputIsAnError()
    {
        QProcess p;
        p.setStandardInputFile(m_dir.path());
        p.start(QStringLiteral(TRAINPLAN_CLI_EXE),
                {QStringLiteral("--no-overrides"), QStringLiteral("estimate"), QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("standard input is a folder")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestWritePaths)
#include "tst_writepaths.moc"
