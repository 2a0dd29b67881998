#include "core/CatalogLoader.h"
#include "core/Staleness.h"

#include <QtTest>

using namespace tp;

// Staleness of provenance dates: a date names a period (a year, a month or a day) and is stale
// when the END of that period is more than 180 days before the day of the check.
class TestStaleness : public QObject
{
    Q_OBJECT

private slots:
    void periodEnds_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("end");
        QTest::newRow("year") << "2024"
                              << "2024-12-31";
        QTest::newRow("month of a leap February") << "2024-02"
                                                  << "2024-02-29";
        QTest::newRow("month of a plain February") << "2023-02"
                                                   << "2023-02-28";
        QTest::newRow("month of 30 days") << "2025-04"
                                          << "2025-04-30";
        QTest::newRow("day") << "2024-05-17"
                             << "2024-05-17";
        QTest::newRow("day that does not exist") << "2023-02-29"
                                                 << "";
        QTest::newRow("month 13") << "2024-13"
                                  << "";
        QTest::newRow("one-digit month") << "2024-5"
                                         << "";
        QTest::newRow("words") << "spring 2024"
                               << "";
        QTest::newRow("empty") << ""
                               << "";
    }
    void periodEnds()
    {
        QFETCH(QString, date);
        QFETCH(QString, end);
        const auto d = provenanceDateEnd(date.toStdString());
        QCOMPARE(d ? QString::fromStdString(toString(*d)) : QString(), end);
    }

    void staleAfter180Days_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("day");
        QTest::addColumn<bool>("stale");
        // 2024-12-31 + 180 days = 2025-06-29
        QTest::newRow("year, day 180") << "2024"
                                       << "2025-06-29" << false;
        QTest::newRow("year, day 181") << "2024"
                                       << "2025-06-30" << true;
        QTest::newRow("year, inside it") << "2024"
                                         << "2024-03-01" << false;
        // 2024-02-29 + 180 days = 2024-08-27
        QTest::newRow("month, day 180") << "2024-02"
                                        << "2024-08-27" << false;
        QTest::newRow("month, day 181") << "2024-02"
                                        << "2024-08-28" << true;
        // 2024-05-17 + 180 days = 2024-11-13
        QTest::newRow("day, day 180") << "2024-05-17"
                                      << "2024-11-13" << false;
        QTest::newRow("day, day 181") << "2024-05-17"
                                      << "2024-11-14" << true;
        QTest::newRow("day, years later") << "2019-01-01"
                                          << "2026-11-30" << true;
        QTest::newRow("a date after the day") << "2027"
                                              << "2026-11-30" << false;
        QTest::newRow("unreadable date") << "soon"
                                         << "2026-11-30" << false;
    }
    void staleAfter180Days()
    {
        QFETCH(QString, date);
        QFETCH(QString, day);
        QFETCH(bool, stale);
        const auto d = parseDay(day.toStdString());
        QVERIFY(d);
        QCOMPARE(isStale(date.toStdString(), *d), stale);
        QCOMPARE(isStale(date.toStdString(), *d, 180), stale);
    }

    void theCutoffIsTheFirstCurrentDay()
    {
        const CivilDate day = *parseDay("2026-11-30");
        QCOMPARE(toString(staleCutoff(day)), std::string("2026-06-03"));
        QVERIFY(!isStale("2026-06-03", day));
        QVERIFY(isStale("2026-06-02", day));
        QCOMPARE(toString(staleCutoff(*parseDay("2025-01-01"), 1)), std::string("2024-12-31"));
    }

    void parseDayTakesWholeDaysOnly()
    {
        QVERIFY(parseDay("2024-02-29"));
        QVERIFY(!parseDay("2024-02"));
        QVERIFY(!parseDay("2024"));
        QVERIFY(!parseDay("2024-02-30"));
        QVERIFY(!parseDay("2024-02-29 "));
    }

    void daysRoundTrip()
    {
        QCOMPARE(daysSinceEpoch({1970, 1, 1}), 0L);
        QCOMPARE(daysSinceEpoch({2000, 3, 1}), 11017L);
        for (long d = -1000; d < 30000; d += 7) {
            const CivilDate c = fromDaysSinceEpoch(d);
            QCOMPARE(daysSinceEpoch(c), d);
            QVERIFY(provenanceDateEnd(toString(c)));
        }
        const CivilDate now = today();
        QVERIFY(now.year >= 2024 && now.month >= 1 && now.month <= 12);
    }

    void stalePricesOfACatalog()
    {
        const char *gpus = R"({ "schema": 1, "kind": "gpus", "gpus": [ { "id": "X1", "vendor": "T",
          "generation": "ampere", "memory_gib": 24, "memory_bandwidth_gbps": 600, "tflops": { "fp16": 120 },
          "interconnect": { "kind": "pcie", "gbps": 32 }, "tdp_w": 150, "source": "s", "date": "2024", "confidence": "list" } ] })";
        const char *instances = R"({ "schema": 1, "kind": "instances", "provider": "test",
          "provider_name": { "en": "Test", "zh": "测试" },
          "families": [ { "id": "t1", "gpu": "X1", "rdma": "none", "nvlink": false, "source": "s", "date": "2024", "confidence": "list",
            "sizes": [ { "instance_type": "t1.large", "gpus": 1, "vcpu": 8, "memory_gib": 32, "network_gbps": 10,
              "prices": [ { "billing": "ondemand", "per_hour": 10, "currency": "CNY", "source": "s", "date": "2024", "confidence": "list" },
                          { "billing": "spot", "per_hour": 3, "currency": "CNY", "source": "s", "date": "2025-06-01", "confidence": "list" } ] } ] } ] })";
        auto r = CatalogLoader::load({{"gpus.json", gpus}, {"instances-test.json", instances}});
        QVERIFY(r.ok());
        auto stale = stalePrices(r.catalog, *parseDay("2025-07-01"));
        QCOMPARE(stale.size(), std::size_t(1));
        QCOMPARE(stale[0].instanceType, std::string("t1.large"));
        QCOMPARE(stale[0].provider, std::string("test"));
        QVERIFY(stale[0].price.billing == Billing::OnDemand);
        QCOMPARE(stalePrices(r.catalog, *parseDay("2026-01-01")).size(), std::size_t(2));
        QCOMPARE(stalePrices(r.catalog, *parseDay("2025-01-01")).size(), std::size_t(0));

        // what catalog check says per provider: prices by confidence, a year old, the oldest date
        const auto figures = priceFigures(r.catalog, *parseDay("2026-03-01"));
        QCOMPARE(figures.size(), std::size_t(1));
        QCOMPARE(figures[0].provider, std::string("test"));
        QCOMPARE(figures[0].prices, std::size_t(2));
        QCOMPARE(figures[0].byConfidence.at("list"), std::size_t(2));
        QCOMPARE(figures[0].stale, std::size_t(2));
        QCOMPARE(figures[0].outdated, std::size_t(1)); // "2024" ended 2024-12-31; 2025-06-01 is 9 months old
        QCOMPARE(figures[0].oldest, std::string("2024"));
    }

    void ageInWholeMonthsFromThePeriodsEnd_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("day");
        QTest::addColumn<int>("months");
        QTest::newRow("a month named") << "2023-07"
                                       << "2026-12-02" << 40;
        QTest::newRow("a year named ends in December") << "2025"
                                                       << "2026-12-02" << 11;
        QTest::newRow("one day short of a month") << "2026-11-03"
                                                  << "2026-12-02" << 0;
        QTest::newRow("exactly a month") << "2026-11-02"
                                         << "2026-12-02" << 1;
        QTest::newRow("in the future") << "2027-01"
                                       << "2026-12-02" << 0;
    }

    void ageInWholeMonthsFromThePeriodsEnd()
    {
        QFETCH(QString, date);
        QFETCH(QString, day);
        QFETCH(int, months);
        QCOMPARE(ageInMonths(date.toStdString(), *parseDay(day.toStdString())).value_or(-1), months);
    }

    void anUnreadableDateHasNoAge()
    {
        QVERIFY(!ageInMonths("last spring", *parseDay("2026-12-02")));
        QVERIFY(!ageInMonths("", *parseDay("2026-12-02")));
    }
};

QTEST_APPLESS_MAIN(TestStaleness)
#include "tst_staleness.moc"
