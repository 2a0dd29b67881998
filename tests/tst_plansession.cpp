#include "PlanTestSupport.h"
#include "core/planner/CostModel.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

// The document behind the plan workspace: every edit replans (off the UI thread, stale runs
// dropped), selection and comparison follow the configurations across replans, the modified
// flag, and save/open of .trainplan files. Also measures how long planning takes.
class TestPlanSession : public QObject
{
    Q_OBJECT

private slots:
    void everyScenarioPlansToARecommendation_data()
    {
        QTest::addColumn<QString>("id");
        for (const tp::ScenarioPreset &s : plantest::scenarios())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }

    void everyScenarioPlansToARecommendation()
    {
        QFETCH(QString, id);
        auto session = plantest::plannedSession(plantest::scenario(id.toUtf8().constData()).jobJson);
        const auto outcome = session->outcome();
        QVERIFY(outcome);
        QVERIFY2(outcome->ok(), qPrintable(plantest::describe(outcome->problems)));
        QVERIFY(outcome->plan->recommendation);
        QVERIFY(outcome->job == session->job());
        // Nothing chosen yet: the selection is the recommendation.
        QCOMPARE(session->selectedIndex(), static_cast<int>(outcome->plan->recommendation->index));
        QVERIFY(!session->isModified());
        QVERIFY(session->filePath().isEmpty());
        qInfo("%s: %d candidates, %d feasible, planned in %.2f ms", qPrintable(id),
              outcome->plan->stats.candidates, outcome->plan->stats.feasible, outcome->milliseconds);
    }

    void planningTheWholeCatalogStaysFast()
    {
        // No hardware narrowing: every instance type of every provider, the heaviest plan the
        // wizard can ask for. Measured, and bounded generously (a loaded 2-core CI machine).
        for (const char *id : {"pretrain-70b-8xa100-rdma", "llama3-8b-lora-a10", "bert-base-finetune"}) {
            nlohmann::json job = plantest::scenario(id).jobJson;
            job.erase("hardware");
            auto session = plantest::plannedSession(job);
            const auto outcome = session->outcome();
            QVERIFY2(outcome->ok(), qPrintable(plantest::describe(outcome->problems)));
            qInfo("%s over the whole catalog: %d instance types, %d candidates, %.2f ms", id,
                  outcome->plan->stats.instanceTypes, outcome->plan->stats.candidates, outcome->milliseconds);
            QVERIFY2(outcome->milliseconds < 2000, qPrintable(QString::number(outcome->milliseconds)));
        }
    }

    void anEditReplansOffTheUiThread()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QSignalSpy started(session.get(), &PlanSession::planningStarted);
        QSignalSpy changed(session.get(), &PlanSession::planChanged);
        QSignalSpy modified(session.get(), &PlanSession::modifiedChanged);

        session->setValue("/budget/max_cost", 50);
        // The edit returns before the plan: the window is never blocked by the planner.
        QCOMPARE(started.count(), 1);
        QCOMPARE(changed.count(), 0);
        QVERIFY(session->isPlanning());
        QVERIFY(session->isModified());
        QCOMPARE(modified.count(), 1);
        QVERIFY(session->waitForPlan());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(session->plan()->job.maxCost.value_or(0), 50.0);
    }

    void settingTheSameValueChangesNothing()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QSignalSpy jobs(session.get(), &PlanSession::jobChanged);
        session->setValue("/epochs", 3);
        session->removeValue("/no/such/key");
        QCOMPARE(jobs.count(), 0);
        QVERIFY(!session->isModified());
        QVERIFY(!session->isPlanning());
    }

    void aBurstOfEditsEndsWithThePlanOfTheLastOne()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QSignalSpy changed(session.get(), &PlanSession::planChanged);
        for (int epochs = 1; epochs <= 20; ++epochs)
            session->setValue("/epochs", epochs);
        QVERIFY(session->waitForPlan());
        // Runs overtaken by a newer edit are dropped, not shown.
        QVERIFY2(changed.count() < 20, qPrintable(QString::number(changed.count())));
        QCOMPARE(session->plan()->job.epochs, 20.0);
        QVERIFY(session->outcome()->job == session->job());
    }

    void jobErrorsArePlanProblems()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setValue("/model/preset", "no-such-model");
        QVERIFY(session->waitForPlan());
        QVERIFY(!session->plan());
        QVERIFY(session->outcome());
        QVERIFY(tp::hasErrors(session->outcome()->problems));
        QCOMPARE(session->selectedIndex(), -1);
        QVERIFY(!session->selectedCandidate());
    }

    void theSelectionFollowsItsConfiguration()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        const tp::Plan &plan = *session->plan();
        QVERIFY(plan.candidates.size() >= 3);
        // Pick the last feasible candidate: a replan that reorders must keep it selected.
        int pick = -1;
        for (std::size_t i = 0; i < plan.candidates.size(); ++i)
            if (plan.candidates[i].feasible && !plan.candidates[i].recommended)
                pick = static_cast<int>(i);
        QVERIFY(pick > 0);
        const std::string instance = plan.candidates[static_cast<std::size_t>(pick)].instance->id;
        const tp::Billing billing = plan.candidates[static_cast<std::size_t>(pick)].billing;
        QSignalSpy selection(session.get(), &PlanSession::selectionChanged);
        session->select(pick);
        QCOMPARE(selection.count(), 1);
        QCOMPARE(selection.first().first().toInt(), pick);

        session->setValue("/budget/objective", "fastest");
        QVERIFY(session->waitForPlan());
        const tp::Candidate *selected = session->selectedCandidate();
        QVERIFY(selected);
        QCOMPARE(selected->instance->id, instance);
        QVERIFY(selected->billing == billing);

        // Gone from the plan (billing no longer allowed): back to the recommendation.
        session->setValue("/budget/billing",
                          nlohmann::json::array({billing == tp::Billing::Spot ? "ondemand" : "spot"}));
        QVERIFY(session->waitForPlan());
        QCOMPARE(session->selectedIndex(), static_cast<int>(session->plan()->recommendation->index));
    }

    void atMostFourAreCompared()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QSignalSpy compared(session.get(), &PlanSession::comparedChanged);
        for (int i = 0; i < PlanSession::kMaxCompared; ++i)
            QVERIFY(session->setCompared(i, true));
        QCOMPARE(compared.count(), PlanSession::kMaxCompared);
        QVERIFY(!session->setCompared(PlanSession::kMaxCompared, true));
        QCOMPARE(session->compared(), (QList<int>{0, 1, 2, 3}));
        QVERIFY(session->setCompared(1, false));
        QCOMPARE(session->compared(), (QList<int>{0, 2, 3}));
        QVERIFY(session->isCompared(2));
        QVERIFY(!session->isCompared(1));

        // A replan keeps the configurations chosen.
        std::vector<std::string> before;
        for (int i : session->compared())
            before.push_back(session->plan()->candidates[static_cast<std::size_t>(i)].instance->id);
        session->setValue("/budget/objective", "fastest");
        QVERIFY(session->waitForPlan());
        QCOMPARE(session->compared().size(), 3);
        for (int i : session->compared()) {
            const std::string id = session->plan()->candidates[static_cast<std::size_t>(i)].instance->id;
            QVERIFY(std::find(before.begin(), before.end(), id) != before.end());
        }
        session->clearCompared();
        QVERIFY(session->compared().isEmpty());
    }

    void saveThenOpenIsAnExactRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lora.trainplan"));
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setValue("/budget/max_cost", 1234.5);
        session->setValue("/lora/rank", 32);
        session->setDataLocation(QStringLiteral("parallel-fs"));
        QVERIFY(session->isModified());
        const nlohmann::json edited = session->job();

        QSignalSpy path1(session.get(), &PlanSession::filePathChanged);
        QString error;
        // Saved before the edit is planned: the file still holds the plan of the job it holds.
        QVERIFY2(session->save(path, &error), qPrintable(error));
        QVERIFY(!session->isModified());
        QCOMPARE(session->filePath(), path);
        QCOMPARE(path1.count(), 1);

        PlanSession other;
        other.setCatalog(plantest::catalog());
        QVERIFY2(other.open(path, &error), qPrintable(error));
        QVERIFY(other.job() == edited);
        QCOMPARE(other.dataLocation(), QStringLiteral("parallel-fs"));
        QVERIFY(!other.isModified());
        QCOMPARE(other.filePath(), path);
        QVERIFY(other.waitForPlan());
        QVERIFY(other.plan());
        QCOMPARE(other.plan()->job.maxCost.value_or(0), 1234.5);

        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const nlohmann::json written = nlohmann::json::parse(saved.readAll().toStdString());
        QCOMPARE(written["plan"]["job"]["lora"]["rank"].get<int>(), 32);
    }

    void aConfigJsonIsReadBesideThePlanFile()
    {
        // a plan file written by hand may name a config.json, relative to its own folder
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("qwen")));
        QFile config(dir.filePath(QStringLiteral("qwen/config.json")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"model_type": "qwen2", "hidden_size": 896, "intermediate_size": 4864,
                         "num_hidden_layers": 24, "num_attention_heads": 14, "num_key_value_heads": 2,
                         "vocab_size": 151936, "tie_word_embeddings": true})");
        config.close();
        const QString path = dir.filePath(QStringLiteral("hand.trainplan"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"trainplan","version":1,"job":{"model":{"hf_config":"qwen/config.json"},
                      "method":"full","data":{"tokens":1e8},"hardware":{"gpu":"A10"}}})");
        file.close();
        PlanSession session;
        session.setCatalog(plantest::catalog());
        QString error;
        QVERIFY2(session.open(path, &error), qPrintable(error));
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));
        QCOMPARE(session.plan()->reference.model.layers, 24);

        // gone: the plan says which file and where the job names it
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("qwen/config.json"))));
        session.setValue("/epochs", 2);
        QVERIFY(session.waitForPlan());
        QVERIFY(!session.plan());
        QVERIFY(std::any_of(session.outcome()->problems.begin(), session.outcome()->problems.end(),
                            [](const tp::Problem &p) { return p.path == "/model/hf_config"; }));
    }

    void aNewerFileIsRefusedAndTheOpenPlanKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.trainplan"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"trainplan","version":7,"job":{"model":{"preset":"llama-3-8b"}}})");
        file.close();

        auto session = plantest::plannedSession(plantest::scenario("prototype-t4").jobJson);
        const nlohmann::json before = session->job();
        QString error;
        QVERIFY(!session->open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("version 7")), qPrintable(error));
        QVERIFY(session->job() == before);
        QVERIFY(session->filePath().isEmpty());
    }

    void aCatalogChangeReplans()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        const tp::Candidate *r = session->selectedCandidate();
        QVERIFY(r && r->priced());
        const std::string instance = r->instance->id;
        const double before = r->costTotal();
        const tp::Billing billing = r->billing;
        const int nodes = r->nodes;

        // The user doubles every price of the recommended instance type in the catalog browser.
        tp::Catalog changed = plantest::catalog();
        for (tp::InstanceType &i : changed.instances)
            if (i.id == instance)
                for (tp::Price &p : i.prices)
                    p.amount *= 2;
        QSignalSpy planned(session.get(), &PlanSession::planChanged);
        session->setCatalog(changed);
        QVERIFY(session->waitForPlan());
        QCOMPARE(planned.count(), 1);
        // the job did not change, but the plan's figures did: the session says so and the
        // document is modified (issue 33; tst_catalogchange)
        QVERIFY(session->catalogChanges());
        QVERIFY(session->isModified());
        QVERIFY(session->job() == plantest::scenario("llama3-8b-lora-a10").jobJson);
        const tp::Plan *plan = session->plan();
        bool found = false;
        for (const tp::Candidate &c : plan->candidates)
            if (c.instance->id == instance && c.billing == billing && c.nodes == nodes) {
                found = true;
                QVERIFY2(c.costTotal() > before * 1.5, qPrintable(QString::number(c.costTotal())));
            }
        QVERIFY(found);
    }

    void clearLeavesNoPlan()
    {
        auto session = plantest::plannedSession(plantest::scenario("prototype-t4").jobJson);
        session->setValue("/epochs", 2);
        session->clear();
        QVERIFY(!session->hasJob());
        QVERIFY(!session->isModified());
        QVERIFY(session->waitForPlan());
        QVERIFY(!session->outcome());
        QCOMPARE(session->selectedIndex(), -1);
    }

    void preferencesApplyToANewJob()
    {
        nlohmann::json job = plantest::scenario("llama3-8b-lora-a10").jobJson;
        JobJson::Preferences preferences;
        preferences.currency = QStringLiteral("USD");
        preferences.region = QStringLiteral("cn-hangzhou");
        preferences.providers = {QStringLiteral("alibaba")};
        JobJson::applyPreferences(job, preferences, plantest::catalog());
        QCOMPARE(JobJson::string(job, "/budget/currency"), QStringLiteral("USD"));
        // 1500 CNY at the catalog's rate, rounded to a round budget.
        const double rate = tp::cost::exchangeFrom(plantest::catalog()).cnyPerUsd;
        QCOMPARE(JobJson::number(job, "/budget/max_cost").value_or(0), JobJson::roundBudget(1500 / rate));
        QCOMPARE(JobJson::string(job, "/budget/region"), QStringLiteral("cn-hangzhou"));
        QCOMPARE(JobJson::strings(job, "/budget/providers"), QStringList{QStringLiteral("alibaba")});
        QCOMPARE(JobJson::roundBudget(208.33), 210.0);
        QCOMPARE(JobJson::roundBudget(1500), 1500.0);
    }

    void jobJsonEditsTouchOnlyTheirKey()
    {
        nlohmann::json job = {{"model", {{"preset", "llama-3-8b"}}}, {"stack", "optimized"}};
        JobJson::set(job, "/budget/max_cost", 10);
        QCOMPARE(JobJson::number(job, "/budget/max_cost").value_or(0), 10.0);
        JobJson::remove(job, "/budget/max_cost");
        QVERIFY(!job.contains("budget")); // the emptied object goes too
        QCOMPARE(JobJson::string(job, "/stack"), QStringLiteral("optimized"));
        JobJson::remove(job, "/model/nothing/here");
        QVERIFY(job.contains("model"));
    }
};

QTEST_GUILESS_MAIN(TestPlanSession)
#include "tst_plansession.moc"
