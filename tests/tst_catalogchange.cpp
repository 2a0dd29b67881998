#include "PlanTestSupport.h"
#include "document/PlanSession.h"
#include "views/results/CatalogChangeNotice.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

// A catalog change under an open plan (a price the user edits in the catalog browser, an import,
// a reload) never moves the plan without a word (issue 33, finding 2): the session says what
// changed, the document becomes modified, and the notice above the results offers the undo.
class TestCatalogChange : public QObject
{
    Q_OBJECT

private:
    // The catalog with the on-demand price of the plan's recommended instance multiplied by
    // `factor` and marked as the user's own.
    static tp::Catalog withPrice(const tp::Plan &plan, double factor)
    {
        tp::Catalog c = plantest::catalog();
        const tp::Candidate *rec = plan.recommended();
        for (tp::InstanceType &i : c.instances)
            if (i.id == rec->instance->id)
                for (tp::Price &p : i.prices) {
                    p.amount *= factor;
                    p.overridden = true;
                }
        return c;
    }

private slots:
    void aPriceThatMovesThePlanIsReported()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        const tp::Plan *plan = session->plan();
        QVERIFY(plan && plan->recommended());
        const std::string before = plan->recommended()->instance->id;
        QVERIFY(!session->isModified());
        QSignalSpy found(session.get(), &PlanSession::catalogChangesFound);

        // the recommended instance becomes 20 times dearer: another one is recommended
        session->setCatalog(withPrice(*plan, 20.0));
        QVERIFY(session->waitForPlan());
        QCOMPARE(found.count(), 1);
        const tp::PlanChanges *changes = session->catalogChanges();
        QVERIFY(changes);
        QVERIFY(changes->find("recommendation-changed"));
        QCOMPARE(changes->saved.instance, before);
        QVERIFY(changes->today.instance != before);
        QVERIFY(session->isModified()); // the figures a save would record moved

        // the notice says it, and its buttons undo or dismiss
        CatalogChangeNotice notice(session.get());
        QVERIFY(!notice.isHidden());
        QVERIFY2(notice.label()->text().contains(QString::fromStdString(before)),
                 qPrintable(notice.label()->text()));
        QSignalSpy undo(&notice, &CatalogChangeNotice::undoRequested);
        notice.undoButton()->click();
        QCOMPARE(undo.count(), 1);
        QVERIFY(!session->catalogChanges());
        QVERIFY(notice.isHidden());
        QVERIFY(session->isModified()); // dismissing does not pretend the plan is as saved
    }

    void aChangeThatMovesNothingSaysNothing()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QSignalSpy found(session.get(), &PlanSession::catalogChangesFound);
        session->setCatalog(plantest::catalog()); // a reload of the same catalog
        QVERIFY(session->waitForPlan());
        QCOMPARE(found.count(), 0);
        QVERIFY(!session->catalogChanges());
        QVERIFY(!session->isModified());
    }

    void aJobEditIsNotACatalogChange()
    {
        // a catalog change, then a job edit before its plan ran: the plan answers the edit, which
        // has its own undo step; no catalog notice
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        QSignalSpy found(session.get(), &PlanSession::catalogChangesFound);
        session->setCatalog(withPrice(*session->plan(), 20.0));
        session->setValue("/epochs", 1);
        QVERIFY(session->waitForPlan());
        QCOMPARE(found.count(), 0);
    }
};

QTEST_MAIN(TestCatalogChange)
#include "tst_catalogchange.moc"
