#include "PlanTestSupport.h"
#include "text/CompareText.h"
#include "text/CoreMessages.h"
#include "views/results/CompareModel.h"

#include <QAbstractItemModelTester>
#include <QtTest>
#include <algorithm>

// The comparison of 2-4 chosen candidates: a column per candidate in the order chosen, the
// best value of each comparable row marked (ties all marked), nothing marked for one candidate.
class TestCompareModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void passesTheModelTester()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        CompareModel model(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), 0);
        QCOMPARE(model.rowCount(), 0);
        for (int i = 0; i < PlanSession::kMaxCompared; ++i) {
            session->setCompared(i, true);
            QCOMPARE(model.columnCount(), i + 1);
            QCOMPARE(model.rowCount(), static_cast<int>(CompareText::RowCount));
        }
        session->setValue("/budget/objective", "fastest");
        QVERIFY(session->waitForPlan());
        QCOMPARE(model.columnCount(), PlanSession::kMaxCompared);
        session->clearCompared();
        QCOMPARE(model.columnCount(), 0);
    }

    void theBestOfEachRowIsMarked_data()
    {
        QTest::addColumn<int>("row");
        QTest::newRow("time") << int(CompareText::TimeRow);
        QTest::newRow("slow end") << int(CompareText::SlowEndRow);
        QTest::newRow("cost") << int(CompareText::CostRow);
        QTest::newRow("GPU-hours") << int(CompareText::GpuHoursRow);
        QTest::newRow("throughput") << int(CompareText::ThroughputRow);
        QTest::newRow("memory") << int(CompareText::MemoryRow);
        QTest::newRow("vCPUs") << int(CompareText::VcpuRow);
    }

    void theBestOfEachRowIsMarked()
    {
        QFETCH(int, row);
        // Three different configurations: cheapest, fastest, and one between.
        nlohmann::json job = plantest::scenario("pretrain-70b-8xa100-rdma").jobJson;
        auto session = plantest::plannedSession(job);
        const tp::Plan &plan = *session->plan();
        QVERIFY(plan.candidates.size() >= 3);
        for (int i : {0, 1, 2})
            session->setCompared(i, true);
        CompareModel model(session.get());
        QCOMPARE(model.columnCount(), 3);

        QList<double> values;
        for (int column = 0; column < 3; ++column)
            values << model.index(row, column).data(CompareModel::RawValueRole).toDouble();
        const int direction = CompareText::betterDirection(row);
        QVERIFY(direction != 0);
        const double best = direction > 0 ? *std::min_element(values.begin(), values.end())
                                          : *std::max_element(values.begin(), values.end());
        int marked = 0;
        for (int column = 0; column < 3; ++column) {
            const bool isBest = model.index(row, column).data(CompareModel::BestRole).toBool();
            QCOMPARE(isBest, values[column] == best);
            marked += isBest ? 1 : 0;
            if (isBest) {
                QVERIFY(model.index(row, column)
                            .data(Qt::DisplayRole)
                            .toString()
                            .startsWith(QStringLiteral("✓")));
                QVERIFY(model.index(row, column).data(Qt::BackgroundRole).isValid());
            }
        }
        QVERIFY(marked >= 1);
    }

    void rowsWithoutAnOrderAreNotMarked()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setCompared(0, true);
        session->setCompared(1, true);
        CompareModel model(session.get());
        for (int row : {int(CompareText::InstanceRow), int(CompareText::ProviderRow),
                        int(CompareText::BillingRow), int(CompareText::SettingsRow)}) {
            QCOMPARE(CompareText::betterDirection(row), 0);
            for (int column = 0; column < 2; ++column)
                QVERIFY(!model.index(row, column).data(CompareModel::BestRole).toBool());
        }
        // Identical GPUs: the memory row ties, and both are marked.
        const QModelIndex a = model.index(CompareText::MemoryRow, 0),
                          b = model.index(CompareText::MemoryRow, 1);
        if (a.data(CompareModel::RawValueRole) == b.data(CompareModel::RawValueRole)) {
            QVERIFY(a.data(CompareModel::BestRole).toBool());
            QVERIFY(b.data(CompareModel::BestRole).toBool());
        }
    }

    void oneCandidateHasNothingToBeat()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setCompared(0, true);
        CompareModel model(session.get());
        QCOMPARE(model.columnCount(), 1);
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!model.index(row, 0).data(CompareModel::BestRole).toBool());
    }

    void headersNameTheCandidates()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setCompared(2, true);
        session->setCompared(0, true);
        CompareModel model(session.get());
        QCOMPARE(model.candidates(), (QList<int>{2, 0})); // the order they were chosen in
        QVERIFY(model.headerData(0, Qt::Horizontal).toString().startsWith(QStringLiteral("#3")));
        QVERIFY(model.headerData(0, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QString::fromStdString(session->plan()->candidates[2].instance->id)));
        QCOMPARE(model.headerData(CompareText::CostRow, Qt::Vertical).toString(), QStringLiteral("Cost"));
    }

    void thePriceRowSaysWhereThePriceComesFromAndItsAge()
    {
        auto session = plantest::plannedSession(plantest::scenario("llama3-8b-lora-a10").jobJson);
        session->setCompared(0, true);
        CompareModel model(session.get());
        const tp::Candidate &c = session->plan()->candidates[0];
        QVERIFY(c.price);
        const QString text = model.data(model.index(CompareText::PriceSourceRow, 0)).toString();
        QVERIFY2(text.contains(QString::fromStdString(c.price->provenance.date)), qPrintable(text));
        QVERIFY2(text.contains(CoreMessages::confidence(c.price->provenance.confidence)), qPrintable(text));
        const QString age = CoreMessages::priceAge(c.price->provenance.date, tp::today());
        QVERIFY(!age.isEmpty());
        QVERIFY2(text.contains(age), qPrintable(text));
        QVERIFY(text.startsWith(c.price->derived ? QStringLiteral("derived from the on-demand price")
                                                 : QStringLiteral("list price")));
    }
};

QTEST_MAIN(TestCompareModel)
#include "tst_comparemodel.moc"
