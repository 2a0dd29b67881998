#include "PlanTestSupport.h"
#include "core/Staleness.h"
#include "views/results/CandidateFilterProxy.h"
#include "views/results/CandidateTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <set>

// The candidates table: a thin adapter over the plan (row == candidate), passing the model
// tester through replans; sorting on raw values, not on the display strings; the filters; and
// the compare check boxes.
class TestCandidateTableModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void passesTheModelTesterThroughReplans()
    {
        PlanSession session;
        session.setCatalog(plantest::catalog());
        CandidateTableModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        CandidateFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);

        for (const char *id : {"llama3-8b-lora-a10", "bert-base-finetune", "yolov8-2xv100"}) {
            session.newJob(plantest::scenario(id).jobJson);
            QVERIFY(session.waitForPlan());
            QCOMPARE(model.rowCount(), static_cast<int>(session.plan()->candidates.size()));
            QCOMPARE(model.columnCount(), static_cast<int>(CandidateTableModel::ColumnCount));
            proxy.sort(CandidateTableModel::CostColumn, Qt::DescendingOrder);
            proxy.setFeasibleOnly(true);
            proxy.setBilling(QStringLiteral("spot"));
            proxy.setBilling(QString());
            proxy.setFeasibleOnly(false);
        }
        // A job with errors: no rows.
        session.setValue("/model/preset", "no-such-model");
        QVERIFY(session.waitForPlan());
        QCOMPARE(model.rowCount(), 0);
        session.clear();
        QVERIFY(session.waitForPlan());
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsAreCandidatesInPlanOrder()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        CandidateTableModel model(session.get());
        const tp::Plan &plan = *session->plan();
        for (int row = 0; row < model.rowCount(); ++row) {
            const tp::Candidate &c = plan.candidates[static_cast<std::size_t>(row)];
            const QModelIndex first = model.index(row, 0);
            QCOMPARE(first.data(CandidateTableModel::CandidateIndexRole).toInt(), row);
            QCOMPARE(model.index(row, CandidateTableModel::InstanceColumn).data().toString(),
                     QString::fromStdString(c.instance->id));
            QCOMPARE(first.data(CandidateTableModel::FeasibleRole).toBool(), c.feasible);
            QCOMPARE(first.data(CandidateTableModel::RecommendedRole).toBool(), c.recommended);
            QCOMPARE(first.data(CandidateTableModel::TimeRole).toDouble(), c.timeHours);
            QCOMPARE(model.index(row, CandidateTableModel::CostColumn)
                         .data(CandidateTableModel::RawValueRole)
                         .toDouble(),
                     c.costTotal());
        }
        // The recommendation is marked in the first row.
        QVERIFY(model.index(0, CandidateTableModel::RankColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("★")));
        QCOMPARE(model.index(0, CandidateTableModel::StatusColumn).data().toString(),
                 QStringLiteral("Recommended"));
    }

    void sortsOnRawValues_data()
    {
        QTest::addColumn<int>("column");
        QTest::newRow("cost") << int(CandidateTableModel::CostColumn);
        QTest::newRow("time") << int(CandidateTableModel::TimeColumn);
        QTest::newRow("memory") << int(CandidateTableModel::MemoryColumn);
        QTest::newRow("nodes") << int(CandidateTableModel::NodesColumn);
        QTest::newRow("warnings") << int(CandidateTableModel::WarningsColumn);
    }

    void sortsOnRawValues()
    {
        QFETCH(int, column);
        nlohmann::json job = plantest::scenario("pretrain-70b-8xa100-rdma").jobJson;
        auto session = plantest::plannedSession(job);
        CandidateTableModel model(session.get());
        CandidateFilterProxy proxy;
        proxy.setSourceModel(&model);
        QVERIFY(model.rowCount() > 5);
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            proxy.sort(column, order);
            QList<double> values;
            int missingSeen = 0;
            for (int row = 0; row < proxy.rowCount(); ++row) {
                const QVariant v = proxy.index(row, column).data(CandidateTableModel::RawValueRole);
                if (!v.isValid()) {
                    ++missingSeen;
                    continue;
                }
                QCOMPARE(missingSeen, 0); // no value (no price) sorts last either way
                values << v.toDouble();
            }
            QList<double> expected = values;
            std::stable_sort(expected.begin(), expected.end());
            if (order == Qt::DescendingOrder)
                std::reverse(expected.begin(), expected.end());
            QCOMPARE(values, expected);
        }
    }

    void costSortsAsNumbersNotText()
    {
        // Costs spanning orders of magnitude: "¥1,234" sorts after "¥96", which text would not.
        nlohmann::json job = plantest::scenario("bert-base-finetune").jobJson;
        auto session = plantest::plannedSession(job);
        CandidateTableModel model(session.get());
        CandidateFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(CandidateTableModel::CostColumn, Qt::AscendingOrder);
        double previous = -1;
        bool crossedAMagnitude = false;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QVariant v =
                proxy.index(row, CandidateTableModel::CostColumn).data(CandidateTableModel::RawValueRole);
            if (!v.isValid())
                break;
            QVERIFY(v.toDouble() >= previous);
            if (previous > 0 && std::floor(std::log10(previous)) < std::floor(std::log10(v.toDouble())))
                crossedAMagnitude = true;
            previous = v.toDouble();
        }
        QVERIFY(crossedAMagnitude);
        // Sorted by the text, the same column would be out of numeric order.
        proxy.setSortRole(Qt::DisplayRole);
        proxy.sort(CandidateTableModel::CostColumn, Qt::AscendingOrder);
        QList<double> byText;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QVariant v =
                proxy.index(row, CandidateTableModel::CostColumn).data(CandidateTableModel::RawValueRole);
            if (v.isValid())
                byText << v.toDouble();
        }
        QVERIFY(!std::is_sorted(byText.begin(), byText.end()));
    }

    void filters_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("billing");
        QTest::addColumn<bool>("feasibleOnly");
        QTest::newRow("nothing") << QString() << QString() << QString() << false;
        QTest::newRow("alibaba") << QStringLiteral("alibaba") << QString() << QString() << false;
        QTest::newRow("T4") << QString() << QStringLiteral("T4") << QString() << false;
        QTest::newRow("spot") << QString() << QString() << QStringLiteral("spot") << false;
        QTest::newRow("feasible only") << QString() << QString() << QString() << true;
        QTest::newRow("alibaba A10 on demand, feasible")
            << QStringLiteral("alibaba") << QStringLiteral("A10") << QStringLiteral("ondemand") << true;
    }

    void filters()
    {
        QFETCH(QString, provider);
        QFETCH(QString, gpu);
        QFETCH(QString, billing);
        QFETCH(bool, feasibleOnly);
        const auto session = plantest::plannedSession(plantest::scenario("bert-base-finetune").jobJson);
        CandidateTableModel model(session.get());
        CandidateFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setProvider(provider);
        proxy.setGpu(gpu);
        proxy.setBilling(billing);
        proxy.setFeasibleOnly(feasibleOnly);

        int expected = 0;
        for (const tp::Candidate &c : session->plan()->candidates) {
            const bool keep = (provider.isEmpty() || c.instance->provider == provider.toStdString()) &&
                              (gpu.isEmpty() || c.instance->gpu == gpu.toStdString()) &&
                              (billing.isEmpty() || tp::billingName(c.billing) == billing.toStdString()) &&
                              (!feasibleOnly || c.feasible);
            expected += keep ? 1 : 0;
        }
        QVERIFY(expected > 0);
        QCOMPARE(proxy.rowCount(), expected);
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const int index = proxy.index(row, 0).data(CandidateTableModel::CandidateIndexRole).toInt();
            QCOMPARE(proxy.rowOfCandidate(index), row);
        }
    }

    void checkBoxesChooseTheComparison()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        CandidateTableModel model(session.get());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemIsUserCheckable);
        QVERIFY(!(model.flags(model.index(0, 1)) & Qt::ItemIsUserCheckable));
        for (int row = 0; row < PlanSession::kMaxCompared; ++row)
            QVERIFY(model.setData(model.index(row, 0), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(!model.setData(model.index(PlanSession::kMaxCompared, 0), Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(model.index(2, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(model.index(PlanSession::kMaxCompared, 0).data(Qt::CheckStateRole).toInt(),
                 int(Qt::Unchecked));
        QVERIFY(changed.count() >= PlanSession::kMaxCompared);
        QVERIFY(model.setData(model.index(2, 0), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(session->compared(), (QList<int>{0, 1, 3}));
    }

    void assumedAndStalePricesAreMarked()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        CandidateTableModel model(session.get());
        int assumed = 0, listed = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const tp::Candidate &c = session->plan()->candidates[static_cast<std::size_t>(row)];
            if (!c.price)
                continue;
            const QModelIndex cost = model.index(row, CandidateTableModel::CostColumn);
            const bool marked = !cost.data(Qt::DecorationRole).isNull();
            const QString tip = cost.data(Qt::ToolTipRole).toString();
            if (c.price->derived) {
                ++assumed;
                QVERIFY2(marked, qPrintable(tip));
                QVERIFY2(tip.contains(QStringLiteral("assumed at")), qPrintable(tip));
            } else if (c.price->provenance.confidence != "estimate" &&
                       !tp::isStale(c.price->provenance.date, tp::today())) {
                ++listed;
                QVERIFY2(!marked, qPrintable(tip));
            }
        }
        QVERIFY(assumed > 0);
        QVERIFY(listed > 0);
    }

    void rejectedRowsSayWhy()
    {
        nlohmann::json job = plantest::scenario("llama3-8b-lora-a10").jobJson;
        job["budget"]["max_cost"] = 1; // nothing fits a budget of ¥1
        auto session = plantest::plannedSession(job);
        CandidateTableModel model(session.get());
        QVERIFY(model.rowCount() > 0);
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex status = model.index(row, CandidateTableModel::StatusColumn);
            QVERIFY(!status.data(CandidateTableModel::FeasibleRole).toBool());
            QVERIFY(!status.data().toString().isEmpty());
            QVERIFY(!status.data(Qt::ToolTipRole).toString().isEmpty());
        }
        const QString first = model.index(0, CandidateTableModel::StatusColumn).data().toString();
        QCOMPARE(first, QStringLiteral("Over budget"));
    }
};

QTEST_MAIN(TestCandidateTableModel)
#include "tst_candidatetablemodel.moc"
