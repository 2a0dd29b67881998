#include "MessageSamples.h"
#include "core/MessageCodes.h"
#include "text/CoreMessages.h"

#include <QLocale>
#include <QRegularExpression>
#include <QtTest>
#include <functional>

using namespace tp;
using nlohmann::json;

namespace {

using test::Emitted;

const QString kFallback = QStringLiteral("FALLBACK");

QString marker(const MessageParam &p, int index)
{
    const json v = test::sampleParam(p, index);
    return v.is_number()  ? QString::number(v.get<int>())
           : v.is_array() ? QString::fromStdString(v[0].get<std::string>())
                          : QString::fromStdString(v.get<std::string>());
}

const QRegularExpression &leftover()
{
    static const QRegularExpression re(QStringLiteral("%\\d"));
    return re;
}

// What the core's English sentence says where the translation names the billing mode in words.
QString englishOfCore(const Emitted &e)
{
    QString s = QString::fromStdString(e.message);
    if (e.params.contains("billing")) {
        s.replace(QLatin1String(", ondemand"), QLatin1String(", on demand"));
        s.replace(QLatin1String(", reserved_1y"), QLatin1String(", 1-year reserved"));
        s.replace(QLatin1String(", reserved_3y"), QLatin1String(", 3-year reserved"));
    }
    return s;
}

} // namespace

// The core's message codes in the UI's words (app/text/CoreMessages): every registered code has
// a sentence (and, for advice, a reason and a condition) that uses every param and leaves no
// placeholder; in English the sentence reads as the core's own; an unknown code or unreadable
// params give the core's English.
class TestCoreMessages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c()); // the core writes numbers without group separators
    }
    void cleanupTestCase() { QLocale::setDefault(QLocale::system()); }

    void everyCodeIsMappedAndUsesEveryParam_data()
    {
        QTest::addColumn<QString>("code");
        for (const MessageCode &c : messageCodes())
            QTest::newRow(c.code.c_str()) << QString::fromStdString(c.code);
    }
    void everyCodeIsMappedAndUsesEveryParam()
    {
        QFETCH(QString, code);
        const MessageCode &c = *findMessageCode(code.toStdString());
        const bool advice = c.uses & MessageCode::AsAdvice;
        QString all;
        int mapped = 0;
        for (const json &params : test::paramForms(c)) {
            QCOMPARE(checkMessageParams(c, params), std::string());
            const QString text = CoreMessages::text(c.code, params, kFallback);
            const QString reason = CoreMessages::reason(c.code, params, kFallback);
            const QString condition = CoreMessages::condition(c.code, params, kFallback);
            if (text == kFallback)
                continue; // a form the core does not emit (rdma with RDMA but no RDMA name)
            ++mapped;
            if (advice) {
                QVERIFY2(reason != kFallback, qPrintable(code + QLatin1String(": no reason")));
                QVERIFY2(condition != kFallback, qPrintable(code + QLatin1String(": no condition")));
            } else {
                QCOMPARE(reason, kFallback);
                QCOMPARE(condition, kFallback);
            }
            for (const QString &s : {text, reason, condition}) {
                QVERIFY2(!s.isEmpty(), qPrintable(code));
                QVERIFY2(!leftover().match(s).hasMatch(), qPrintable(code + QLatin1String(": ") + s));
            }
            all += text + QLatin1Char('\n') + reason + QLatin1Char('\n') + condition + QLatin1Char('\n');
        }
        QVERIFY2(mapped > 0, qPrintable(code + QLatin1String(" is not mapped")));
        // names for a Chinese reader ("provider_name_zh") show when the locale is Chinese
        QString chinese;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        for (const json &params : test::paramForms(c))
            chinese += CoreMessages::text(c.code, params, kFallback) + QLatin1Char('\n');
        QLocale::setDefault(QLocale::c());
        for (std::size_t i = 0; i < c.params.size(); ++i) {
            const MessageParam &p = c.params[i];
            if (p.type == MessageParam::Type::Boolean || !p.choices.empty())
                continue; // chooses the form
            const bool zh = p.name.size() > 3 && p.name.compare(p.name.size() - 3, 3, "_zh") == 0;
            QVERIFY2((zh ? chinese : all).contains(marker(p, static_cast<int>(i))),
                     qPrintable(code + QLatin1String(" never shows ") + QString::fromStdString(p.name) +
                                QLatin1String(":\n") + all));
        }
    }

    void englishReadsAsTheCore()
    {
        const auto &all = test::everything();
        QVERIFY(all.size() > 100);
        for (const Emitted &e : all) {
            const QString where = QString::fromStdString(e.code + " at " + e.where);
            QCOMPARE(CoreMessages::text(e.code, e.params, kFallback), englishOfCore(e));
            if (e.use == MessageCode::AsAdvice) {
                QCOMPARE(CoreMessages::reason(e.code, e.params, kFallback), QString::fromStdString(e.reason));
                QCOMPARE(CoreMessages::condition(e.code, e.params, kFallback),
                         QString::fromStdString(e.condition));
            }
        }
    }

    void unknownCodesAndUnreadableParamsFallBack()
    {
        QCOMPARE(CoreMessages::text("new-in-a-later-core", json::object(), QStringLiteral("as is")),
                 QStringLiteral("as is"));
        const json good = {{"cost_total", 812.5}, {"max_cost", 500}, {"currency", "CNY"}};
        QCOMPARE(CoreMessages::text("over-budget", good, kFallback),
                 QStringLiteral("costs 812.50 CNY, over the budget of 500.00 CNY"));
        QCOMPARE(CoreMessages::text("over-budget", json::object(), QStringLiteral("old")),
                 QStringLiteral("old"));
        QCOMPARE(CoreMessages::text("over-budget", nullptr, QStringLiteral("old")), QStringLiteral("old"));
        json wrong = good;
        wrong["max_cost"] = "500";
        QCOMPARE(CoreMessages::text("over-budget", wrong, QStringLiteral("old")), QStringLiteral("old"));
        QCOMPARE(CoreMessages::reason("over-budget", good, QStringLiteral("none")), QStringLiteral("none"));

        Warning w{"memory-tight", "uses 95% of GPU memory: ...", {{"used_percent", 95}}};
        QVERIFY(CoreMessages::text(w).startsWith(QLatin1String("uses 95% of GPU memory: longer samples")));
    }

    void numbersFollowTheLocale()
    {
        const json params = {{"needed_gib", 1144.3},       {"gpu", "A100-SXM4-80GB"},
                             {"capacity_gib", 80},         {"given_micro_batch", nullptr},
                             {"given_zero_stage", 2},      {"given_activation_checkpointing", true},
                             {"headroom_percent", nullptr}};
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = CoreMessages::text("does-not-fit", params, kFallback);
        QLocale::setDefault(QLocale::c());
        QVERIFY2(
            german.startsWith(QLatin1String("needs 1.144,3 GiB per GPU but A100-SXM4-80GB has 80 GiB with "
                                            "ZeRO stage 2, activation checkpointing on as given")),
            qPrintable(german));
    }
};

QTEST_GUILESS_MAIN(TestCoreMessages)
#include "tst_coremessages.moc"
