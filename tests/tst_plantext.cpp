#include "MessageSamples.h"
#include "core/MessageCodes.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "text/PlanText.h"

#include <QTranslator>
#include <QtTest>

namespace {

bool hasCjk(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

} // namespace

// The planner's results in the UI's words: every code the core can emit has a translated
// title (not its bare code) and sentence, in English and Chinese; money and counts read as people
// write them.
class TestPlanText : public QObject
{
    Q_OBJECT

private slots:
    void everyCoreCodeHasATitle()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        for (const tp::MessageCode &code : tp::messageCodes()) {
            const QString title = PlanText::title(code.code);
            QVERIFY2(title != QString::fromStdString(code.code), code.code.c_str());
            QVERIFY(!title.isEmpty());
        }
    }

    void titlesAreTranslated()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        for (const tp::MessageCode &code : tp::messageCodes()) {
            const QString title = PlanText::title(code.code);
            // Chinese titles contain CJK characters (ids such as RDMA may stay Latin beside them).
            QVERIFY2(hasCjk(title) || title == QStringLiteral("RDMA"),
                     qPrintable(QString::fromStdString(code.code) + QStringLiteral(": ") + title));
        }
        QCOMPARE(PlanText::billing(tp::Billing::Spot), QStringLiteral("抢占式实例"));
        QCoreApplication::removeTranslator(&translator);
    }

    // Every form of every code's sentence (and an advice's reason and condition) reads otherwise
    // with the zh_CN translation than in English: none is left English for want of a translation.
    void everyCoreSentenceIsTranslated()
    {
        const QString fallback = QStringLiteral("FALLBACK");
        auto render = [&] {
            QStringList out;
            for (const tp::MessageCode &code : tp::messageCodes())
                for (const nlohmann::json &params : tp::test::paramForms(code)) {
                    out << CoreMessages::text(code.code, params, fallback);
                    if (code.uses & tp::MessageCode::AsAdvice)
                        out << CoreMessages::reason(code.code, params, fallback)
                            << CoreMessages::condition(code.code, params, fallback);
                }
            return out;
        };
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QStringList english = render();
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const auto restore = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&translator);
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        });
        const QStringList chinese = render();
        QCOMPARE(chinese.size(), english.size());
        QStringList untranslated;
        for (qsizetype i = 0; i < english.size(); ++i)
            if (english[i] != fallback && chinese[i] == english[i])
                untranslated << english[i];
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
        // the parts a sentence is made of, too
        tp::Plan plan;
        plan.datasetRule = "estimated: 110 kB per image (ImageNet-1k train average)";
        plan.assumptions.push_back(
            {"dataset-size", "", {}, {{"dataset_gb", 5.0}, {"rule", "classification-images"}}});
        QVERIFY(hasCjk(CoreMessages::datasetRule(plan)));
        for (const char *confidence : {"list", "reported", "estimate"})
            QVERIFY2(hasCjk(CoreMessages::confidence(confidence)), confidence);
    }

    void money_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("text");
        QTest::newRow("small CNY") << 41.3 << QStringLiteral("CNY") << QStringLiteral("¥41.30");
        QTest::newRow("large CNY") << 1234.4 << QStringLiteral("CNY") << QStringLiteral("¥1,234");
        QTest::newRow("USD") << 208.0 << QStringLiteral("USD") << QStringLiteral("$208");
    }

    void money()
    {
        QFETCH(double, amount);
        QFETCH(QString, currency);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(PlanText::money(amount, currency.toStdString()), text);
    }

    void countsInEachLanguage()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(PlanText::count(7.99e10), QStringLiteral("79.9B"));
        QCOMPARE(PlanText::count(52000), QStringLiteral("52,000"));
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        QCOMPARE(PlanText::count(7.99e10), QStringLiteral("799亿"));
        QCOMPARE(PlanText::count(52000), QStringLiteral("5.2万"));
        QCOMPARE(PlanText::count(25.9e6), QStringLiteral("2590万")); // no group separator before 万
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(PlanText::count(25.9e6), QStringLiteral("25.9M"));
    }

    // Issue 17, finding 14: a figure carries its unit after it (36.6 卡时), and a Chinese figure
    // sits against its measure word (5.2万个样本, 2590万参数) in both translations.
    void unitsFollowTheirFigures()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        QCOMPARE(Format::gpuHours(36.6), QStringLiteral("36.6 卡时"));
        const QString model = QCoreApplication::translate("PlanSheetText", "%1 (%2 parameters)")
                                  .arg(QStringLiteral("YOLOv8m"), PlanText::count(25.9e6));
        QCOMPARE(model, QStringLiteral("YOLOv8m（2590万参数）"));
        // issue 33: a step of two seconds read "每步 0.03 分钟"
        QCOMPARE(Format::duration(1.8 / 3600.0), QStringLiteral("1.8 秒"));
        QCoreApplication::removeTranslator(&translator);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(Format::gpuHours(36.6), QStringLiteral("36.6 GPU-hours"));
        QCOMPARE(Format::duration(1.8 / 3600.0), QStringLiteral("1.8 s"));
        QCOMPARE(Format::duration(0.5), QStringLiteral("30 min"));
        QCOMPARE(Format::duration(3), QStringLiteral("3 h"));
    }
};

QTEST_MAIN(TestPlanText)
#include "tst_plantext.moc"
