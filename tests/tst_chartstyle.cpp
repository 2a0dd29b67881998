#include "report/ChartStyle.h"

#include <QLocale>
#include <QtTest>

// What the app's chart and the PDF's share (ChartStyle): at most eight GPU series with "other",
// colours stable per GPU, axes over the data's own range, limits far beyond the points left off,
// and one number format per axis.
namespace {

QString q(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

class TestChartStyle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void eightGpusOrFewerEachGetAColour()
    {
        const ChartStyle::GpuSeries s = ChartStyle::gpuSeries({q("V100"), q("A10"), q("A10"), q("T4")});
        QCOMPARE(s.named, (QStringList{q("A10"), q("T4"), q("V100")}));
        QVERIFY(!s.other);
        QCOMPARE(s.colorOf(q("T4")), ChartStyle::seriesColor(1));
        QVERIFY(s.colorOf(q("A10")) != s.colorOf(q("V100")));
    }

    void moreThanEightGpusKeepTheSevenMostPlottedAndOther()
    {
        std::vector<QString> gpus;
        for (int i = 0; i < 12; ++i)
            for (int n = 0; n <= i; ++n) // GPU i has i + 1 points
                gpus.push_back(QStringLiteral("G%1").arg(i, 2, 10, QLatin1Char('0')));
        const ChartStyle::GpuSeries s = ChartStyle::gpuSeries(gpus);
        QCOMPARE(s.named.size(), ChartStyle::kMaxGpuSeries - 1);
        QVERIFY(s.other);
        QCOMPARE(s.named.first(), QStringLiteral("G05"));
        QCOMPARE(s.named.last(), QStringLiteral("G11"));
        QCOMPARE(s.indexOf(q("G00")), -1);
        QCOMPARE(s.colorOf(q("G00")), ChartStyle::otherColor());
        // every named colour differs from the others and from "other"
        QSet<QRgb> colours{ChartStyle::otherColor().rgb()};
        for (const QString &g : s.named)
            colours.insert(s.colorOf(g).rgb());
        QCOMPARE(colours.size(), ChartStyle::kMaxGpuSeries);
    }

    void oneTimeForEveryPointIsNotALineAtTheEdge()
    {
        // one GPU type, several billings: every point at 36.6 h
        const ChartStyle::AxisRange a = ChartStyle::axisRange({36.6, 36.6, 36.6});
        QVERIFY(!a.log);
        QVERIFY2(a.low > 30 && a.high < 45, qPrintable(QStringLiteral("%1–%2").arg(a.low).arg(a.high)));
        QVERIFY(a.low < 36.6 && a.high > 36.6);
    }

    void aRangeIsPaddedAndTurnsLogarithmic()
    {
        const ChartStyle::AxisRange linear = ChartStyle::axisRange({10, 20});
        QVERIFY(!linear.log);
        QVERIFY(linear.low < 10 && linear.low > 8 && linear.high > 20 && linear.high < 22);
        const ChartStyle::AxisRange wide = ChartStyle::axisRange({0.2, 500});
        QVERIFY(wide.log);
        QVERIFY(wide.low < 0.2 && wide.high > 500);
        // not numbers and non-positive figures are left out
        const ChartStyle::AxisRange some = ChartStyle::axisRange({0, -3, std::nan(""), 5});
        QVERIFY(!some.log && some.low < 5 && some.high > 5);
    }

    void oneNumberFormatPerAxis()
    {
        QCOMPARE(ChartStyle::axisRange({10, 150}).decimals, 0);
        QCOMPARE(ChartStyle::axisRange({0.5, 2}).decimals, 1);
        QCOMPARE(ChartStyle::axisRange({0.05, 1e6}).decimals, 2);
        // grouped digits, never "1e+06" beside "100000"
        QCOMPARE(ChartStyle::tickLabel(1e6, 0), QStringLiteral("1,000,000"));
        QCOMPARE(ChartStyle::tickLabel(100000, 0), QStringLiteral("100,000"));
        QCOMPARE(ChartStyle::tickLabel(0.5, 1), QStringLiteral("0.5"));
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        QCOMPARE(ChartStyle::tickLabel(12500, 0), QStringLiteral("12,500"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void aLimitFarBeyondThePointsIsLeftOff()
    {
        const std::vector<double> times{30, 36, 40};
        QVERIFY(ChartStyle::limitShown(48, times));   // near: drawn
        QVERIFY(!ChartStyle::limitShown(150, times)); // every point meets it, far off
        QVERIFY(ChartStyle::limitShown(10, times));   // every point misses it: drawn
        QVERIFY(ChartStyle::limitShown(150, {}));     // no points: the limit is the chart
        QVERIFY(!ChartStyle::limitShown(0, times));
    }

    void rejectedPointsFarBeyondTheQualifyingOnesAreLeftOff()
    {
        using P = ChartStyle::ChartPoint;
        const std::vector<P> points{{10, 100, true},  {30, 300, true}, {40, 500, false}, {1000, 300, false},
                                    {20, 1e6, false}, {3, 30, false},  {150, 300, false}};
        // within four times the qualifying range on both axes: drawn; beyond on either: left off
        QCOMPARE(ChartStyle::inView(points, {}, {}),
                 std::vector<bool>({true, true, true, false, false, true, false}));
        // a deadline drawn with the points widens the reach: 150 h is within 4 × 40 h
        QCOMPARE(ChartStyle::inView(points, {}, 40.0)[6], true);
        QCOMPARE(ChartStyle::inView(points, {}, 40.0)[3], false);
        // a deadline too far to be drawn (every point meets it) does not
        QCOMPARE(ChartStyle::inView(points, {}, 300.0)[6], false);
        // nothing qualifies: every point is the chart
        std::vector<P> rejectedOnly{{10, 100, false}, {1000, 1e6, false}};
        QCOMPARE(ChartStyle::inView(rejectedOnly, {}, {}), std::vector<bool>({true, true}));
        QVERIFY(ChartStyle::inView({}, 100.0, 10.0).empty());
    }

    void memoryPartsHaveTheSameColoursEverywhere()
    {
        QSet<QRgb> colours;
        for (int part = 0; part < 5; ++part)
            colours.insert(ChartStyle::memoryPartColor(part).rgb());
        QCOMPARE(colours.size(), 5);
        QVERIFY(!colours.contains(ChartStyle::otherColor().rgb())); // "other GPUs" is not memory
    }

    // issue 33: a 13-minute run read "0.216–0.226 h" on the time axis
    void runsUnderAnHourAreDrawnInMinutes()
    {
        const ChartStyle::TimeUnit minutes = ChartStyle::timeUnit({0.216, 0.226});
        QVERIFY(minutes.minutes);
        QCOMPARE(minutes.perHour, 60.0);
        const ChartStyle::TimeUnit hours = ChartStyle::timeUnit({0.5, 1.5}); // one over an hour
        QVERIFY(!hours.minutes);
        QCOMPARE(hours.perHour, 1.0);
        QVERIFY(!ChartStyle::timeUnit({}).minutes);
    }

    void legendNotesGoOnTheirOwnLine()
    {
        QCOMPARE(ChartStyle::legendLines(QStringLiteral("Budget ¥1,500 (all within it)")),
                 QStringLiteral("Budget ¥1,500<br>(all within it)"));
        QCOMPARE(ChartStyle::legendLines(QString::fromUtf8("已排除（7 个在图外）")),
                 QString::fromUtf8("已排除<br>（7 个在图外）"));
        QCOMPARE(ChartStyle::legendLines(QStringLiteral("A100 <80GB> & co")),
                 QStringLiteral("A100 &lt;80GB&gt; &amp; co"));
        QCOMPARE(ChartStyle::legendLines(QStringLiteral("Pareto front")), QStringLiteral("Pareto front"));
    }
};

QTEST_GUILESS_MAIN(TestChartStyle)
#include "tst_chartstyle.moc"
