#include "PlanTestSupport.h"
#include "document/PlanFile.h"
#include "document/PlanRunner.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

namespace {

// A device that accepts `limit` bytes and then fails, like a full disk.
class FailingDevice : public QIODevice
{
public:
    explicit FailingDevice(qint64 limit) : m_limit(limit) { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 length) override
    {
        if (m_written + length > m_limit) {
            setErrorString(QStringLiteral("disk full"));
            return -1;
        }
        m_written += length;
        return length;
    }

private:
    qint64 m_limit;
    qint64 m_written = 0;
};

} // namespace

// The .trainplan file: an exact round trip of the job, the plan as the CLI writes it, refused
// newer versions and foreign files, and writes that fail leaving nothing half written.
class TestPlanFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsTheJobExactly_data()
    {
        QTest::addColumn<QString>("id");
        for (const tp::ScenarioPreset &s : plantest::scenarios())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }

    void roundTripKeepsTheJobExactly()
    {
        QFETCH(QString, id);
        const tp::ScenarioPreset &s = plantest::scenario(id.toUtf8().constData());
        PlanFile::Contents contents;
        contents.job = s.jobJson;
        // Keys the app does not show, and numbers that must not turn into other numbers.
        contents.job["stack"] = "optimized";
        contents.job["data"]["size_gb"] = 0.1 + 0.2;
        contents.app = {{"data_location", "object"}};
        const PlanOutcome outcome =
            PlanRunner::run(contents.job, std::make_shared<const tp::Catalog>(plantest::catalog()));
        QVERIFY2(outcome.ok(), qPrintable(plantest::describe(outcome.problems)));

        const QByteArray bytes = PlanFile::serialize(contents, &outcome);
        const PlanFile::ReadResult read = PlanFile::parse(bytes);
        QVERIFY2(read.contents, qPrintable(read.error));
        QVERIFY(read.contents->job == contents.job);
        QVERIFY(read.contents->app == contents.app);

        const nlohmann::json file = nlohmann::json::parse(bytes.constData());
        QCOMPARE(QString::fromStdString(file["format"].get<std::string>()), QStringLiteral("trainplan"));
        QCOMPARE(file["version"].get<int>(), PlanFile::kVersion);
        QVERIFY(file["plan"].is_object());
        QCOMPARE(file["plan"]["candidates"].size(), outcome.plan->candidates.size());
        QVERIFY(file["plan"].contains("recommendation"));
    }

    void withoutAPlanThePlanIsNull()
    {
        PlanFile::Contents contents;
        contents.job = {{"model", {{"preset", "no-such-model"}}}};
        const nlohmann::json file =
            nlohmann::json::parse(PlanFile::serialize(contents, nullptr).toStdString());
        QVERIFY(file["plan"].is_null());
        QVERIFY(PlanFile::parse(PlanFile::serialize(contents, nullptr)).contents->job == contents.job);
    }

    void refusesWhatItCannotRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("newer version") << QByteArray(R"({"format":"trainplan","version":2,"job":{}})")
                                       << QStringLiteral("newer TrainPlan");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("not valid JSON");
        QTest::newRow("another format") << QByteArray(R"({"format":"other","version":1,"job":{}})")
                                        << QStringLiteral("not a TrainPlan plan");
        QTest::newRow("a bare job file")
            << QByteArray(R"({"model":{"preset":"llama-3-8b"}})") << QStringLiteral("not a TrainPlan plan");
        QTest::newRow("no version") << QByteArray(R"({"format":"trainplan","job":{}})")
                                    << QStringLiteral("no format version");
        QTest::newRow("version zero") << QByteArray(R"({"format":"trainplan","version":0,"job":{}})")
                                      << QStringLiteral("invalid format version");
        QTest::newRow("no job") << QByteArray(R"({"format":"trainplan","version":1})")
                                << QStringLiteral("no job");
        QTest::newRow("job not an object")
            << QByteArray(R"({"format":"trainplan","version":1,"job":[]})") << QStringLiteral("no job");
    }

    void refusesWhatItCannotRead()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        const PlanFile::ReadResult read = PlanFile::parse(bytes);
        QVERIFY(!read.contents);
        QVERIFY2(read.error.contains(reason), qPrintable(read.error));
    }

    void saveAndLoadThroughTheFileSystem()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("plan.trainplan"));
        PlanFile::Contents contents;
        contents.job = plantest::scenario("yolov8-2xv100").jobJson;
        QString error;
        QVERIFY2(PlanFile::save(path, contents, nullptr, &error), qPrintable(error));
        const PlanFile::ReadResult read = PlanFile::load(path);
        QVERIFY2(read.contents, qPrintable(read.error));
        QVERIFY(read.contents->job == contents.job);

        // No temporary file is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("plan.trainplan")});
    }

    void aFailedSaveLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.trainplan"));
        PlanFile::Contents first;
        first.job = plantest::scenario("prototype-t4").jobJson;
        QString error;
        QVERIFY(PlanFile::save(path, first, nullptr, &error));

        // A folder cannot be replaced by a file: the save fails, the message names the path.
        PlanFile::Contents second;
        second.job = plantest::scenario("bert-base-finetune").jobJson;
        QVERIFY(!PlanFile::save(dir.path(), second, nullptr, &error));
        QVERIFY2(error.contains(dir.path()), qPrintable(error));
        QVERIFY(PlanFile::load(path).contents->job == first.job);
    }

    void aDeviceThatFailsIsReported()
    {
        FailingDevice device(100);
        PlanFile::Contents contents;
        contents.job = plantest::scenario("prototype-t4").jobJson;
        QString error;
        QVERIFY(!PlanFile::write(device, contents, nullptr, &error));
        QCOMPARE(error, QStringLiteral("disk full"));

        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(PlanFile::write(buffer, contents, nullptr, &error));
        QVERIFY(PlanFile::parse(buffer.data()).contents->job == contents.job);
    }

    void missingFileIsAnError()
    {
        const PlanFile::ReadResult read = PlanFile::load(QStringLiteral("/no/such/dir/plan.trainplan"));
        QVERIFY(!read.contents);
        QVERIFY(read.error.contains(QStringLiteral("plan.trainplan")));
    }

    void specialFilesAreRefusedUnread()
    {
        // before: the app aborted opening /dev/zero as a plan and froze on a FIFO
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("plan.trainplan"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString sparse = dir.filePath(QStringLiteral("big.trainplan"));
        {
            QFile f(sparse);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(qint64(2) << 30)); // 2 GB, a hole
        }
        for (const QString &path : {fifo, QStringLiteral("/dev/zero"), dir.path(), sparse}) {
            const PlanFile::ReadResult read = PlanFile::load(path);
            QVERIFY2(!read.contents, qPrintable(path));
            QVERIFY2(read.error.startsWith(QStringLiteral("Cannot read ") + QDir::toNativeSeparators(path)),
                     qPrintable(read.error));
        }
        QVERIFY(PlanFile::load(sparse).error.contains(QStringLiteral("larger than")));
    }
};

QTEST_GUILESS_MAIN(TestPlanFile)
#include "tst_planfile.moc"
