#include "PlanTestSupport.h"
#include "core/planner/PlanChanges.h"
#include "document/PlanFile.h"
#include "document/PlanSession.h"
#include "text/PlanChangesText.h"
#include "views/results/ReopenNotice.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

// A saved plan reopened: its saved results are compared with today's plan of its job (a notice
// only when they differ, naming the price that moved and both figures), the compared candidates
// and the selection come back by identity, ticking and exporting make the plan modified, and
// files without the new fields still open.
class TestReopenedPlan : public QObject
{
    Q_OBJECT

    static nlohmann::json job() { return plantest::scenario("llama3-8b-lora-a10").jobJson; }

    // The catalog with the prices of `instance` multiplied by `factor`, dated `date` (all billings:
    // a spot price may be derived from the on-demand one).
    static tp::Catalog repriced(const std::string &instance, double factor, const std::string &date)
    {
        tp::Catalog catalog = plantest::catalog();
        for (tp::InstanceType &type : catalog.instances)
            if (type.id == instance)
                for (tp::Price &price : type.prices) {
                    price.amount *= factor;
                    price.provenance.date = date;
                    price.overridden = true;
                }
        return catalog;
    }

    static std::unique_ptr<PlanSession> reopen(const QString &path, const tp::Catalog &catalog)
    {
        auto session = std::make_unique<PlanSession>();
        session->setCatalog(catalog);
        QString error;
        if (!session->open(path, &error))
            qWarning("%s", qPrintable(error));
        session->waitForPlan();
        return session;
    }

private slots:
    void unchangedPlanReopensWithoutNotice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.trainplan"));
        auto session = plantest::plannedSession(job());
        QString error;
        QVERIFY2(session->save(path, &error), qPrintable(error));

        auto reopened = reopen(path, plantest::catalog());
        QVERIFY(reopened->plan());
        QVERIFY(!reopened->reopenChanges());
        QVERIFY(!reopened->isModified()); // opening alone changes nothing
        ReopenNotice notice(reopened.get());
        QVERIFY(notice.isHidden());
    }

    void aChangedPriceIsNamedWithBothFigures()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.trainplan"));
        auto session = plantest::plannedSession(job());
        const tp::Candidate *recommended = session->plan()->recommended();
        QVERIFY(recommended);
        const std::string instance = recommended->instance->id;
        const double savedCost = recommended->costTotal();
        QString error;
        QVERIFY2(session->save(path, &error), qPrintable(error));

        auto reopened = std::make_unique<PlanSession>();
        QSignalSpy spy(reopened.get(), &PlanSession::reopenChangesFound);
        reopened->setCatalog(repriced(instance, 0.5, "2026-12-01"));
        QVERIFY(reopened->open(path, &error));
        QVERIFY(reopened->waitForPlan());
        QCOMPARE(spy.count(), 1);
        QVERIFY(!reopened->isModified());
        const tp::PlanChanges *changes = reopened->reopenChanges();
        QVERIFY(changes);
        QVERIFY(changes->differs());
        QVERIFY(changes->saved.present);
        QCOMPARE(changes->saved.instance, instance);
        QVERIFY(qAbs(changes->saved.cost - savedCost) < 0.01);
        QVERIFY(changes->today.cost < changes->saved.cost);
        const tp::PlanChange *price = changes->find("price-changed");
        QVERIFY(price);
        QCOMPARE(price->params.value("instance", std::string()), instance);
        QCOMPARE(price->params.value("date", std::string()), std::string("2026-12-01"));
        QVERIFY(!changes->savedAt.empty());

        const QString text = PlanChangesText::notice(*changes);
        QVERIFY2(text.contains(QString::fromStdString(instance)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2026-12-01")), qPrintable(text));
        QVERIFY2(text.contains(PlanChangesText::figures(changes->saved)), qPrintable(text));
        QVERIFY2(text.contains(PlanChangesText::figures(changes->today)), qPrintable(text));

        // The notice in the results, not a modal box; "Show the saved figures" puts them side by
        // side, "Keep today's figures" dismisses it and makes the plan modified (saving records them).
        ReopenNotice notice(reopened.get());
        QVERIFY(!notice.isHidden());
        QCOMPARE(notice.label()->text(), text);
        notice.savedButton()->click();
        QVERIFY(notice.showsSaved());
        notice.keepButton()->click();
        QVERIFY(!reopened->reopenChanges());
        QVERIFY(notice.isHidden());
        QVERIFY(reopened->isModified());
    }

    void comparedAndSelectionAreRestored()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.trainplan"));
        auto session = plantest::plannedSession(job());
        const int count = static_cast<int>(session->plan()->candidates.size());
        QVERIFY(count >= 4);
        const auto identity = [](const PlanSession &s, int index) {
            const tp::Candidate &c = s.plan()->candidates[static_cast<std::size_t>(index)];
            return QStringLiteral("%1 %2 %3 %4")
                .arg(QString::fromStdString(c.instance->provider), QString::fromStdString(c.instance->id))
                .arg(c.nodes)
                .arg(QString::fromStdString(tp::billingName(c.billing)));
        };
        QVERIFY(!session->isModified());
        QVERIFY(session->setCompared(3, true));
        QVERIFY(session->isModified()); // ticking is a change the file keeps
        QVERIFY(session->setCompared(1, true));
        session->select(2);
        QStringList compared;
        for (int i : session->compared())
            compared << identity(*session, i);
        const QString selected = identity(*session, 2);
        QString error;
        QVERIFY2(session->save(path, &error), qPrintable(error));
        QVERIFY(!session->isModified());

        // By identity, not by index: a cheaper price reorders the candidates.
        const tp::Candidate &first = session->plan()->candidates.front();
        auto reopened = reopen(path, repriced(first.instance->id, 3.0, "2026-12-01"));
        QStringList restored;
        for (int i : reopened->compared())
            restored << identity(*reopened, i);
        QCOMPARE(restored, compared);
        QVERIFY(reopened->selectedIndex() >= 0);
        QCOMPARE(identity(*reopened, reopened->selectedIndex()), selected);
        QVERIFY(!reopened->isModified());
        // The app block holds them once (not twice after a second save).
        const PlanFile::Contents contents = reopened->contents();
        QCOMPARE(contents.app[PlanSession::kComparedKey].size(), std::size_t(2));
        QVERIFY(contents.app.contains(PlanSession::kSelectedKey));

        reopened->clearCompared();
        QVERIFY(reopened->isModified());
    }

    void exportingMarksModified()
    {
        auto session = plantest::plannedSession(job());
        QVERIFY(!session->isModified());
        session->markExported();
        QVERIFY(session->isModified());
    }

    void filesWithoutTheNewFieldsStillOpen()
    {
        // A version 1 file as written before: a plan without "saved", no compared, no selection.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.trainplan"));
        auto session = plantest::plannedSession(job());
        nlohmann::json file = nlohmann::json::parse(
            PlanFile::serialize(session->contents(), session->outcome().get()).toStdString());
        file["plan"].erase("saved");
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(file.dump(2)));
        }
        auto reopened = reopen(path, plantest::catalog());
        QVERIFY(reopened->plan());
        QVERIFY(!reopened->reopenChanges());
        QVERIFY(reopened->compared().isEmpty());

        // No plan at all, and an app block with nonsense where the choices go: opens, nothing chosen.
        file["plan"] = nullptr;
        file["app"] = {{"compared", "x"}, {"selected", {{"instance", 3}}}};
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(QByteArray::fromStdString(file.dump(2)));
        }
        auto again = reopen(path, plantest::catalog());
        QVERIFY(again->plan());
        QVERIFY(!again->reopenChanges());
        QVERIFY(again->compared().isEmpty());
        QCOMPARE(again->selectedIndex(), static_cast<int>(again->plan()->recommendation->index));
    }

    void theCoreComparesOnlyFigures()
    {
        auto session = plantest::plannedSession(job());
        nlohmann::json saved = nlohmann::json::parse(
            PlanFile::serialize(session->contents(), session->outcome().get()).toStdString())["plan"];
        QVERIFY(!tp::comparePlans(saved, *session->plan()).differs());
        QVERIFY(!tp::comparePlans(nullptr, *session->plan()).differs());
        // A newer app alone is no news; another estimator version is.
        saved["saved"]["app_version"] = "0.0.1";
        QVERIFY(!tp::comparePlans(saved, *session->plan(), "0.1.0").differs());
        saved["saved"]["estimator_version"] = tp::kEstimatorVersion + 1;
        const tp::PlanChanges changes = tp::comparePlans(saved, *session->plan(), "0.1.0");
        QVERIFY(changes.differs());
        QVERIFY(changes.find("estimator-changed"));
        QVERIFY(changes.find("app-version-changed"));
    }
};

QTEST_MAIN(TestReopenedPlan)
#include "tst_reopenedplan.moc"
