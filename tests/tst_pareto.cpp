#include "core/planner/Pareto.h"

#include <QtTest>
#include <random>

using namespace tp;

Q_DECLARE_METATYPE(std::vector<tp::CostTime>)
Q_DECLARE_METATYPE(std::vector<bool>)

namespace {

// The definition, O(n^2): dominated when another point is no worse in both and better in one.
std::vector<bool> bruteForce(const std::vector<CostTime> &p)
{
    std::vector<bool> front(p.size(), true);
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = 0; j < p.size(); ++j)
            if (p[j].cost <= p[i].cost && p[j].time <= p[i].time &&
                (p[j].cost < p[i].cost || p[j].time < p[i].time))
                front[i] = false;
    return front;
}

} // namespace

// The Pareto front of cost against time on constructed sets, ties included, and against the
// definition on random sets with many duplicates.
class TestPareto : public QObject
{
    Q_OBJECT

private slots:
    void front_data()
    {
        QTest::addColumn<std::vector<CostTime>>("points");
        QTest::addColumn<std::vector<bool>>("expected");
        QTest::newRow("empty") << std::vector<CostTime>{} << std::vector<bool>{};
        QTest::newRow("one point") << std::vector<CostTime>{{3, 4}} << std::vector<bool>{true};
        QTest::newRow("staircase with two dominated")
            << std::vector<CostTime>{{1, 10}, {2, 5}, {3, 1}, {2, 6}, {4, 4}}
            << std::vector<bool>{true, true, true, false, false};
        QTest::newRow("exact ties are all on the front")
            << std::vector<CostTime>{{5, 5}, {5, 5}, {6, 6}} << std::vector<bool>{true, true, false};
        QTest::newRow("same cost, slower is dominated")
            << std::vector<CostTime>{{5, 4}, {5, 3}} << std::vector<bool>{false, true};
        QTest::newRow("same time, dearer is dominated")
            << std::vector<CostTime>{{6, 5}, {4, 5}} << std::vector<bool>{false, true};
        QTest::newRow("tie on the front beside a dominated point")
            << std::vector<CostTime>{{2, 2}, {1, 3}, {1, 3}, {3, 3}}
            << std::vector<bool>{true, true, true, false};
        QTest::newRow("one point dominates all") << std::vector<CostTime>{{3, 3}, {1, 1}, {2, 5}, {1, 2}}
                                                 << std::vector<bool>{false, true, false, false};
        QTest::newRow("input order does not matter")
            << std::vector<CostTime>{{4, 4}, {3, 1}, {2, 6}, {2, 5}, {1, 10}}
            << std::vector<bool>{false, true, false, true, true};
    }
    void front()
    {
        QFETCH(std::vector<CostTime>, points);
        QFETCH(std::vector<bool>, expected);
        QCOMPARE(paretoFront(points), expected);
        QCOMPARE(bruteForce(points), expected);
    }

    void agreesWithTheDefinitionOnRandomSets()
    {
        std::mt19937 rng(20250101);
        std::uniform_int_distribution<int> small(0, 12); // a coarse grid: many ties
        for (int round = 0; round < 300; ++round) {
            std::vector<CostTime> points(1 + round % 40);
            for (CostTime &p : points)
                p = {static_cast<double>(small(rng)), static_cast<double>(small(rng))};
            QCOMPARE(paretoFront(points), bruteForce(points));
        }
    }
};

QTEST_GUILESS_MAIN(TestPareto)
#include "tst_pareto.moc"
