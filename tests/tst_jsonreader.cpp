#include "core/JsonReader.h"

#include <QtTest>

using namespace tp;

// JsonReader: the validated, path-aware JSON access that every input path uses.
class TestJsonReader : public QObject
{
    Q_OBJECT

private slots:
    void malformedJsonNamesLineAndColumn()
    {
        Problems problems;
        auto v = parseJsonText("{\n  \"a\": 1,\n  \"b\": \n}", "job.json", problems);
        QVERIFY(!v);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].code, std::string("malformed-json"));
        QCOMPARE(problems[0].file, std::string("job.json"));
        // the JSON path of the value that breaks (spec/cli.md), its line and column in the message
        QCOMPARE(problems[0].path, std::string("/b"));
        QVERIFY2(problems[0].message.find("line 4") != std::string::npos, problems[0].message.c_str());
    }

    void malformedJsonAtTheTopLevelNamesLineAndColumn()
    {
        Problems problems;
        QVERIFY(!parseJsonText("{\"a\": 1}\n{\"b\": 2}", "job.json", problems));
        QCOMPARE(problems.size(), std::size_t(1));
        QVERIFY2(problems[0].path.rfind("line 2", 0) == 0, problems[0].path.c_str());
    }

    void anOverflowingNumberNamesItsPath()
    {
        // issue 33: a job holding 1e400 was refused with line and column but not /data/tokens
        Problems problems;
        QVERIFY(!parseJsonText("{\"model\": {\"preset\": \"llama-3-8b\"},\n \"data\": {\"tokens\": 1e400}}",
                               "job.json", problems));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].code, std::string("not-finite"));
        QCOMPARE(problems[0].path, std::string("/data/tokens"));
        QVERIFY2(problems[0].message.find("line 2, column 21") != std::string::npos,
                 problems[0].message.c_str());
    }

    // fuzz_job: a broken \\u escape where parsing fails threw std::invalid_argument from stoul
    void aBrokenEscapeIsAParseErrorNotACrash()
    {
        for (const char *text :
             {"{\"\\u\"m\"\"", "{\"format\": 1, \"ven\\ul****.*", "{\"a\": \"\\ud800\\u", "{\"a\\"}) {
            Problems problems;
            QVERIFY2(!parseJsonText(text, "job.json", problems), text);
            QCOMPARE(problems.size(), std::size_t(1));
        }
    }

    void emptyTextIsReported()
    {
        Problems problems;
        QVERIFY(!parseJsonText("  \n", "empty.json", problems));
        QCOMPARE(problems.at(0).code, std::string("empty-file"));
    }

    void numbersAreCheckedForTypeAndRange_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("code");
        QTest::newRow("string instead of number") << R"({"x": "12"})"
                                                  << "wrong-type";
        QTest::newRow("zero where positive") << R"({"x": 0})"
                                             << "out-of-range";
        QTest::newRow("negative") << R"({"x": -3})"
                                  << "out-of-range";
        QTest::newRow("above the maximum") << R"({"x": 1e31})"
                                           << "out-of-range";
        QTest::newRow("missing") << R"({})"
                                 << "missing-field";
    }
    void numbersAreCheckedForTypeAndRange()
    {
        QFETCH(QString, json);
        QFETCH(QString, code);
        Problems problems;
        auto v = parseJsonText(json.toStdString(), "f.json", problems);
        QVERIFY(v);
        JsonContext ctx{"f.json", &problems};
        ObjectReader r(&*v, "", &ctx);
        QVERIFY(!r.number("x", Need::Required, true, 1e30));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(problems[0].code), code);
        QCOMPARE(problems[0].path, std::string("/x"));
    }

    void integersRejectFractions()
    {
        Problems problems;
        auto v = parseJsonText(R"({"n": 2.5, "m": 4.0})", "f.json", problems);
        JsonContext ctx{"f.json", &problems};
        ObjectReader r(&*v, "", &ctx);
        QVERIFY(!r.integer("n", Need::Required, 1, 10));
        QCOMPARE(r.integer("m", Need::Required, 1, 10).value_or(0), std::int64_t(4));
        QCOMPARE(problems.at(0).code, std::string("not-integer"));
    }

    void unknownKeysAreReportedWithTheirPath()
    {
        Problems problems;
        auto v = parseJsonText(R"({"outer": {"known": true, "typo": 1}})", "f.json", problems);
        JsonContext ctx{"f.json", &problems, Problem::Severity::Warning};
        ObjectReader root(&*v, "", &ctx);
        ObjectReader outer = root.object("outer", Need::Required);
        QVERIFY(outer.boolean("known", Need::Required).value());
        outer.finish();
        root.finish();
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].path, std::string("/outer/typo"));
        QVERIFY(!problems[0].isError());
    }

    void pointerTokensAreEscaped()
    {
        JsonContext ctx{"f.json", nullptr};
        nlohmann::json o = nlohmann::json::object();
        ObjectReader r(&o, "/a", &ctx);
        QCOMPARE(r.pathOf("x/y~z"), std::string("/a/x~1y~0z"));
    }

    void choicesListTheAllowedValues()
    {
        Problems problems;
        auto v = parseJsonText(R"({"p": "fp64"})", "f.json", problems);
        JsonContext ctx{"f.json", &problems};
        ObjectReader r(&*v, "", &ctx);
        QVERIFY(!r.oneOf("p", Need::Required, {"fp32", "bf16"}));
        QVERIFY(problems.at(0).message.find("fp32, bf16") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestJsonReader)
#include "tst_jsonreader.moc"
