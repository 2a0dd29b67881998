// Kept measurements in the app (issue 18, item 5): "Keep this measurement" in Calibrate from a
// run stores the run, a later plan of the model family is calibrated from it when the wizard
// finishes (one undoable step), and Catalog ▸ My measurements lists and deletes kept runs.
#include "PlanTestSupport.h"
#include "document/CatalogSource.h"
#include "document/KeptMeasurementStore.h"
#include "document/Settings.h"
#include "views/catalog/KeptMeasurementsPage.h"
#include "views/results/CalibrateDialog.h"
#include "views/widgets/NumberField.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

namespace {

using json = nlohmann::json;

const char *kInstance = "ecs.gn7i-c8g1.2xlarge";

json llamaJob(const char *preset)
{
    json job = plantest::scenario("llama3-8b-lora-a10").jobJson;
    job["model"] = {{"preset", preset}};
    job.erase("measured");
    return job;
}

// One run kept as the dialog keeps it: Llama 3 8B on one A10 instance.
void keepOne(double tokensPerSecond)
{
    auto session = plantest::plannedSession(llamaJob("llama-3-8b"));
    CalibrateDialog dialog(session.get());
    QVERIFY(dialog.setInstance(QString::fromLatin1(kInstance)));
    dialog.tokensField()->lineEdit()->setText(QString::number(tokensPerSecond));
    dialog.keepCheck()->setChecked(true);
    dialog.accept();
    QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestKeptMeasurementsUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void init()
    {
        QFile::remove(KeptMeasurementStore().path());
        Settings().setValue(Settings::KeepMeasurements, false);
    }

    void keepingIsOptIn()
    {
        auto session = plantest::plannedSession(llamaJob("llama-3-8b"));
        {
            CalibrateDialog dialog(session.get());
            QVERIFY(!dialog.keepCheck()->isChecked()); // off until the user ticks it
            QVERIFY(dialog.setInstance(QString::fromLatin1(kInstance)));
            dialog.tokensField()->lineEdit()->setText(QStringLiteral("900"));
            dialog.accept();
            QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
        }
        QVERIFY(!QFile::exists(KeptMeasurementStore().path()));

        keepOne(900);
        const auto kept = KeptMeasurementStore().read();
        QCOMPARE(kept.size(), std::size_t(1));
        QCOMPARE(kept.front().family, std::string("llama-3"));
        QCOMPARE(kept.front().measured["model"]["preset"], json("llama-3-8b"));
        QVERIFY(Settings().value(Settings::KeepMeasurements)); // the box remembers the choice
        CalibrateDialog again(session.get());
        QVERIFY(again.keepCheck()->isChecked());

        // a described model has no family: the box says so and cannot be ticked
        json custom = llamaJob("llama-3-8b");
        custom["model"] = {
            {"kind", "transformer"}, {"params", 1e9}, {"layers", 16}, {"hidden", 2048}, {"heads", 16}};
        auto described = plantest::plannedSession(custom);
        CalibrateDialog none(described.get());
        QVERIFY(!none.keepCheck()->isEnabled());
        QVERIFY(none.keepCheck()->toolTip().contains(QStringLiteral("family")));
    }

    void laterPlanOfTheFamilyIsCalibratedOnce()
    {
        keepOne(900);
        auto session = plantest::plannedSession(llamaJob("llama-3-70b"));
        QVERIFY(session->plan() && !session->plan()->calibration);
        QStringList steps;
        connect(session.get(), &PlanSession::stepRecorded, this,
                [&](const PlanSession::Step &step) { steps << step.name; });
        QVERIFY(session->calibrateFromKept(KeptMeasurementStore().read()));
        QCOMPARE(steps, QStringList{QStringLiteral("Calibrate from kept measurements")}); // one undoable step
        QVERIFY(session->usesKeptMeasurements());
        QCOMPARE(session->job()["measured"].size(), std::size_t(1));
        QVERIFY(session->waitForPlan(30000));
        QVERIFY2(session->plan(), qPrintable(plantest::describe(session->outcome()->problems)));
        QVERIFY(session->plan()->calibration);
        QCOMPARE(session->plan()->calibration->runs.front().model, std::string("Llama 3 8B"));

        // once per plan: removing the calibration does not bring it back
        session->removeValue("/measured");
        QVERIFY(!session->calibrateFromKept(KeptMeasurementStore().read()));
        QVERIFY(!session->usesKeptMeasurements());

        // another family is not calibrated
        auto qwen = plantest::plannedSession(llamaJob("qwen2-7b"));
        QVERIFY(!qwen->calibrateFromKept(KeptMeasurementStore().read()));
        QVERIFY(!qwen->job().contains("measured"));
    }

    void pageListsAndDeletes()
    {
        keepOne(900);
        keepOne(950);
        CatalogSource source;
        KeptMeasurementsPage page(&source);
        QCOMPARE(page.table()->rowCount(), 2);
        QCOMPARE(page.table()->item(0, 0)->text(), QStringLiteral("Llama 3 8B"));
        QCOMPARE(page.table()->item(0, 2)->text(), QStringLiteral("1 × ecs.gn7i-c8g1.2xlarge"));
        QVERIFY2(page.table()->item(1, 3)->text().contains(QStringLiteral("950 tokens/s")),
                 qPrintable(page.table()->item(1, 3)->text()));
        QVERIFY(page.deleteRow(0));
        QCOMPARE(page.table()->rowCount(), 1);
        const auto left = KeptMeasurementStore().read();
        QCOMPARE(left.size(), std::size_t(1));
        QCOMPARE(left.front().measured["tokens_per_s"], json(950));
    }

    void fileWithErrorsIsShownAndKept()
    {
        keepOne(900);
        const QString path = KeptMeasurementStore().path();
        json file = json::parse(fileBytes(path).toStdString());
        file["measurements"].push_back(file["measurements"][0]);
        file["measurements"][1]["measured"]["tokens_per_s"] = "fast";
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QByteArray::fromStdString(file.dump(2)));
        }
        const QByteArray before = fileBytes(path);

        CatalogSource source;
        KeptMeasurementsPage page(&source);
        QCOMPARE(page.table()->rowCount(), 1); // the good run is listed
        QVERIFY2(page.statusText().contains(QStringLiteral("/measurements/1/measured/tokens_per_s")),
                 qPrintable(page.statusText()));
        QVERIFY(!page.deleteRow(0)); // deleting would lose the bad entry: refused, said why
        QVERIFY2(page.statusText().contains(QStringLiteral("left as it is")), qPrintable(page.statusText()));
        QCOMPARE(fileBytes(path), before);

        QString error;
        QVERIFY(!KeptMeasurementStore().add(KeptMeasurementStore().read().front(), &error));
        QCOMPARE(fileBytes(path), before);
    }
};

QTEST_MAIN(TestKeptMeasurementsUi)
#include "tst_keptmeasurementsui.moc"
