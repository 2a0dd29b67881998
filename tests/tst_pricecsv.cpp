#include "TestCatalog.h"
#include "core/CatalogLoader.h"
#include "core/PriceCsv.h"

#include <QtTest>
#include <fstream>
#include <sstream>

using namespace tp;
using tp::test::describe;
using tp::test::hasProblem;

namespace {

const std::string kHeader = "instance_type,billing,price,currency,region,source,date,confidence,note\n";

// tests/data/catalog-small: t1.large and t1.xlarge of provider "test" (regions r-east, r-west).
const Catalog &smallCatalog()
{
    static const Catalog catalog = [] {
        auto r = loadCatalogFolder(std::string(TRAINPLAN_TEST_DATA) + "/catalog-small");
        if (hasErrors(r.problems))
            qFatal("the test catalog does not load: %s", qPrintable(describe(r.problems)));
        return r.catalog;
    }();
    return catalog;
}

PriceCsvImport importCsv(const std::string &text)
{
    return importPriceCsv(text, "prices.csv", smallCatalog());
}

} // namespace

// CSV price import: RFC 4180 text from a spreadsheet becomes price overrides; every bad row is
// reported by line and column with what was expected, and the good rows are kept.
class TestPriceCsv : public QObject
{
    Q_OBJECT

private slots:
    void goodRowsBecomePriceOverrides()
    {
        auto r = importCsv(kHeader + "t1.large,ondemand,8.5,CNY,r-east,my quote,2025-03-01,list,negotiated\n"
                                     "t1.xlarge,subscription_month,4000,cny,,console,2025-03,reported,\n");
        QVERIFY2(r.problems.empty(), qPrintable(describe(r.problems)));
        QVERIFY(r.headerOk);
        QCOMPARE(r.rows, std::size_t(2));
        QCOMPARE(r.badRows, std::size_t(0));
        QCOMPARE(r.prices.size(), std::size_t(2));
        const PriceOverride &a = r.prices[0];
        QCOMPARE(a.instanceType, std::string("t1.large"));
        QVERIFY(a.price.billing == Billing::OnDemand);
        QCOMPARE(a.price.amount, 8.5);
        QCOMPARE(a.price.currency, std::string("CNY"));
        QCOMPARE(a.price.region, std::string("r-east"));
        QCOMPARE(a.price.provenance.source, std::string("my quote"));
        QCOMPARE(a.price.provenance.date, std::string("2025-03-01"));
        QCOMPARE(a.price.provenance.confidence, std::string("list"));
        QCOMPARE(a.notes, std::string("negotiated"));
        const PriceOverride &b = r.prices[1];
        QVERIFY(b.price.billing == Billing::SubscriptionMonth); // price per month
        QCOMPARE(b.price.amount, 4000.0);
        QCOMPARE(b.price.currency, std::string("CNY"));
        QCOMPARE(b.price.region, std::string());
        QCOMPARE(b.notes, std::string());
    }

    void quotedFieldsHoldCommasQuotesAndLineBreaks()
    {
        auto r = importCsv(
            kHeader +
            R"(t1.large,spot,"3.25",USD,r-west,"Price list, spring 2025 ""promo"" edition",2025,reported,"two
lines, one note"
t1.large,ondemand,x,CNY,,s,2025,list,
)");
        QCOMPARE(r.prices.size(), std::size_t(1));
        QCOMPARE(r.prices[0].price.provenance.source,
                 std::string("Price list, spring 2025 \"promo\" edition"));
        // a line break in a note becomes a space: no value of the overrides file may hold one
        QCOMPARE(r.prices[0].notes, std::string("two lines, one note"));
        QCOMPARE(r.prices[0].price.amount, 3.25);
        // the record after a line break inside quotes is on line 4
        QVERIFY2(hasProblem(r.problems, "bad-number", "line 4, column 3 (price)"),
                 qPrintable(describe(r.problems)));
    }

    void byteOrderMarkAndCrlfAreAccepted()
    {
        auto r = importCsv(
            "\xEF\xBB\xBFinstance_type,billing,price,currency,region,source,date,confidence,note\r\n"
            "t1.large,ondemand,9,CNY,r-east,Excel export,2025-01-02,list,\r\n\r\n"
            "t1.xlarge,spot,2,CNY,r-west,Excel export,2025-01-02,list,\xE4\xB8\xAD\xE6\x96\x87\r\n");
        QVERIFY2(r.problems.empty(), qPrintable(describe(r.problems)));
        QCOMPARE(r.prices.size(), std::size_t(2));
        QCOMPARE(r.prices[1].notes, std::string("中文"));
        QCOMPARE(r.prices[1].price.region, std::string("r-west")); // no stray \r
    }

    void columnsMayComeInAnyOrder()
    {
        auto r = importCsv("Price, Instance_Type ,billing,currency,confidence,date,source,derivation,notes\n"
                           "7,T1.LARGE,reserved_1y,CNY,estimate,2025,my sheet,on-demand x 0.7,\n");
        QVERIFY2(r.problems.empty(), qPrintable(describe(r.problems)));
        QCOMPARE(r.prices.at(0).instanceType, std::string("t1.large")); // the catalog's spelling
        QCOMPARE(r.prices.at(0).price.provenance.derivation, std::string("on-demand x 0.7"));
        QVERIFY(r.prices.at(0).price.billing == Billing::Reserved1y);
    }

    void badRowsNameLineColumnAndWhatWasExpected_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("decimal comma, quoted") << "t1.large,ondemand,\"12,5\",CNY,,s,2025,list,"
                                               << "bad-number"
                                               << "line 2, column 3 (price)"
                                               << "expected a positive number";
        QTest::newRow("decimal comma, unquoted") << "t1.large,ondemand,12,5,CNY,,s,2025,list,"
                                                 << "wrong-field-count"
                                                 << "line 2"
                                                 << "expected 9 fields";
        QTest::newRow("currency sign") << "t1.large,ondemand,¥12,CNY,,s,2025,list,"
                                       << "bad-number"
                                       << "line 2, column 3 (price)"
                                       << "no currency sign";
        QTest::newRow("words") << "t1.large,ondemand,twelve,CNY,,s,2025,list,"
                               << "bad-number"
                               << "line 2, column 3 (price)"
                               << "per hour";
        QTest::newRow("month price") << "t1.large,subscription_month,-1,CNY,,s,2025,list,"
                                     << "bad-number"
                                     << "line 2, column 3 (price)"
                                     << "per month";
        QTest::newRow("zero") << "t1.large,spot,0,CNY,,s,2025,list,"
                              << "bad-number"
                              << "line 2, column 3 (price)"
                              << "positive";
        QTest::newRow("beyond a double")
            << QStringLiteral("t1.large,spot,%1,CNY,,s,2025,list,").arg(QString(400, u'9')) << "bad-number"
            << "line 2, column 3 (price)"
            << "positive";
        QTest::newRow("NaN") << "t1.large,spot,NaN,CNY,,s,2025,list,"
                             << "bad-number"
                             << "line 2, column 3 (price)"
                             << "found \"NaN\"";
        QTest::newRow("empty price") << "t1.large,spot,,CNY,,s,2025,list,"
                                     << "missing-field"
                                     << "line 2, column 3 (price)"
                                     << "required";
        QTest::newRow("unknown instance") << "t9.none,ondemand,1,CNY,,s,2025,list,"
                                          << "unknown-instance"
                                          << "line 2, column 1 (instance_type)"
                                          << "expected an instance type of the catalog, found \"t9.none\"";
        QTest::newRow("unknown billing") << "t1.large,weekly,1,CNY,,s,2025,list,"
                                         << "unknown-value"
                                         << "line 2, column 2 (billing)"
                                         << "expected one of ondemand, spot";
        QTest::newRow("unknown currency") << "t1.large,spot,1,EUR,,s,2025,list,"
                                          << "unknown-value"
                                          << "line 2, column 4 (currency)"
                                          << "expected CNY or USD";
        QTest::newRow("unknown region") << "t1.large,spot,1,CNY,r-north,s,2025,list,"
                                        << "unknown-region"
                                        << "line 2, column 5 (region)"
                                        << "r-east, r-west";
        QTest::newRow("no source") << "t1.large,spot,1,CNY,,,2025,list,"
                                   << "missing-field"
                                   << "line 2, column 6 (source)"
                                   << "required";
        QTest::newRow("bad date") << "t1.large,spot,1,CNY,,s,03/2025,list,"
                                  << "bad-date"
                                  << "line 2, column 7 (date)"
                                  << "YYYY-MM-DD, YYYY-MM or YYYY";
        QTest::newRow("impossible date") << "t1.large,spot,1,CNY,,s,2025-02-30,list,"
                                         << "bad-date"
                                         << "line 2, column 7 (date)"
                                         << "YYYY-MM-DD";
        QTest::newRow("bad confidence") << "t1.large,spot,1,CNY,,s,2025,sure,"
                                        << "unknown-value"
                                        << "line 2, column 8 (confidence)"
                                        << "list, reported, estimate or quote";
        QTest::newRow("estimate without derivation") << "t1.large,spot,1,CNY,,s,2025,estimate,"
                                                     << "missing-field"
                                                     << "line 2"
                                                     << "derivation";
        QTest::newRow("unterminated quote") << "t1.large,spot,1,CNY,,\"s,2025,list,"
                                            << "malformed-csv"
                                            << "line 2"
                                            << "never closed";
        QTest::newRow("text after a quote") << "t1.large,spot,1,CNY,,\"s\"x,2025,list,"
                                            << "malformed-csv"
                                            << "line 2"
                                            << "after the closing quote";
        QTest::newRow("not UTF-8") << "t1.large,spot,1,CNY,,GBK_BYTES,2025,list,"
                                   << "bad-encoding"
                                   << "line 2, column 6 (source)"
                                   << "UTF-8";
    }
    void badRowsNameLineColumnAndWhatWasExpected()
    {
        QFETCH(QString, row);
        QFETCH(QString, code);
        QFETCH(QString, path);
        QFETCH(QString, expected);
        std::string text = row.toStdString();
        if (const auto at = text.find("GBK_BYTES"); at != std::string::npos)
            text.replace(at, 9, "\xB1\xA8\xBC\xDB"); // "报价" in GBK, as an old Excel saves it
        auto r = importCsv(kHeader + text + "\n");
        QCOMPARE(r.rows, std::size_t(1));
        QCOMPARE(r.badRows, std::size_t(1));
        QVERIFY(r.prices.empty());
        bool found = false;
        for (const Problem &p : r.problems)
            found |= p.code == code.toStdString() && p.path == path.toStdString() && p.file == "prices.csv" &&
                     p.message.find(expected.toStdString()) != std::string::npos;
        QVERIFY2(found, qPrintable(describe(r.problems)));
    }

    void goodRowsAreKeptBesideBadOnes()
    {
        auto r = importCsv(kHeader + "t1.large,ondemand,8,CNY,r-east,q,2025,list,\n"
                                     "t9.none,ondemand,8,CNY,,q,2025,list,\n"
                                     "t1.xlarge,ondemand,eight,CNY,,q,2025,list,\n"
                                     "t1.xlarge,ondemand,16,CNY,,q,2025,list,\n");
        QCOMPARE(r.rows, std::size_t(4));
        QCOMPARE(r.badRows, std::size_t(2));
        QCOMPARE(r.prices.size(), std::size_t(2));
        QCOMPARE(r.prices[1].price.amount, 16.0);
        QVERIFY(hasProblem(r.problems, "unknown-instance", "line 3, column 1 (instance_type)"));
        QVERIFY(hasProblem(r.problems, "bad-number", "line 4, column 3 (price)"));
    }

    void everyProblemOfARowIsReported()
    {
        auto r = importCsv(kHeader + "t1.large,weekly,-2,EUR,,,2025,list,\n");
        QCOMPARE(r.badRows, std::size_t(1));
        QCOMPARE(r.problems.size(), std::size_t(4)); // billing, price, currency, source
    }

    void headerProblemsStopTheImport_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        QTest::newRow("empty file") << ""
                                    << "missing-header"
                                    << "line 1";
        QTest::newRow("missing column") << "instance_type,billing,price,source,date,confidence\n"
                                        << "missing-column"
                                        << "line 1";
        QTest::newRow("unknown column") << "instance_type,billing,price,currency,source,date,confidence,vat\n"
                                        << "unknown-column"
                                        << "line 1, column 8";
        QTest::newRow("column twice") << "instance_type,billing,price,price,currency,source,date,confidence\n"
                                      << "duplicate-column"
                                      << "line 1, column 4";
        QTest::newRow("no header, data first") << "t1.large,ondemand,8,CNY,r-east,q,2025,list,\n"
                                               << "unknown-column"
                                               << "line 1, column 1";
    }
    void headerProblemsStopTheImport()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QFETCH(QString, path);
        auto r =
            importCsv(text.isEmpty() ? std::string()
                                     : text.toStdString() + "t1.large,ondemand,8,CNY,r-east,q,2025,list,\n");
        QVERIFY(!r.headerOk);
        QVERIFY(r.prices.empty());
        QVERIFY2(hasProblem(r.problems, code.toStdString(), path.toStdString()),
                 qPrintable(describe(r.problems)));
    }

    void utf16AndNonUtf8HeadersAreRefused()
    {
        std::string utf16 = "\xFF\xFE";
        for (char c : kHeader) {
            utf16 += c;
            utf16 += '\0';
        }
        auto a = importCsv(utf16);
        QVERIFY(!a.headerOk);
        QVERIFY2(hasProblem(a.problems, "bad-encoding", "line 1"), qPrintable(describe(a.problems)));
        QCOMPARE(a.problems.size(), std::size_t(1));
        auto b = importCsv("instance_type,billing,price,currency,\xB1\xA8\xBC\xDB,source,date,confidence\n");
        QVERIFY(!b.headerOk);
        QVERIFY2(hasProblem(b.problems, "bad-encoding", "line 1, column 5"),
                 qPrintable(describe(b.problems)));
    }

    void parseCsvFollowsRfc4180()
    {
        Problems problems;
        auto records =
            parseCsv("a,\"b,c\",\"d\"\"e\"\r\n\r\n,,\nlast,\"multi\nline\"\nend,", "x.csv", problems);
        QVERIFY(problems.empty());
        QCOMPARE(records.size(), std::size_t(4));
        QCOMPARE(records[0].fields, (std::vector<std::string>{"a", "b,c", "d\"e"}));
        QCOMPARE(records[1].fields, (std::vector<std::string>{"", "", ""}));
        QCOMPARE(records[1].line, std::size_t(3));
        QCOMPARE(records[2].fields, (std::vector<std::string>{"last", "multi\nline"}));
        QCOMPARE(records[3].line, std::size_t(6));
        QCOMPARE(records[3].fields, (std::vector<std::string>{"end", ""}));
    }

    void theImportWritesALoadableOverrideFile()
    {
        auto r = importCsv(kHeader +
                           "t1.large,ondemand,8.25,CNY,r-east,\"q, v2\",2025-03-01,list,\"含税, 月结\"\n");
        QCOMPARE(r.prices.size(), std::size_t(1));
        const std::string json = priceOverridesJson(r.prices);
        std::vector<SourceText> shipped;
        Problems problems;
        shipped = readCatalogFolder(std::string(TRAINPLAN_TEST_DATA) + "/catalog-small", problems);
        auto loaded = CatalogLoader::load(shipped, {{"prices-imported.json", json}});
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.problems)));
        const Price &p = loaded.catalog.findInstance("t1.large")->prices.at(0);
        QCOMPARE(p.amount, 8.25);
        QVERIFY(p.overridden);
        QCOMPARE(p.provenance.source, std::string("q, v2"));
    }
};

QTEST_APPLESS_MAIN(TestPriceCsv)
#include "tst_pricecsv.moc"
