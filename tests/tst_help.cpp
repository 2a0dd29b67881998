#include "document/CatalogSource.h"
#include "gui/MainWindow.h"
#include "views/help/HelpWindow.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>
#include <map>
#include <set>

// The manual (resources/help): offline in both languages, every page opens from the embedded Qt
// Help file, every link and anchor it uses exists in both, and F1 opens the page of what the
// window shows.
class TestHelp : public QObject
{
    Q_OBJECT

public:
    static void initMain() { QStandardPaths::setTestModeEnabled(true); }

private slots:
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void everyPageOpensInBothLanguages_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("says");
        const QLocale en(QLocale::English, QLocale::UnitedStates), zh(QLocale::Chinese, QLocale::China);
        QTest::newRow("en index") << en << "index.html"
                                  << "The workflow";
        QTest::newRow("en estimates") << en << "estimates.html#accuracy"
                                      << "How accurate they are";
        QTest::newRow("en warnings") << en << "warnings.html"
                                     << "Memory is tight";
        QTest::newRow("zh index") << zh << "index.html"
                                  << "使用流程";
        QTest::newRow("zh estimates") << zh << "estimates.html#calibration"
                                      << "估算有多准";
        QTest::newRow("zh warnings") << zh << "warnings.html"
                                     << "显存紧张";
    }

    void everyPageOpensInBothLanguages()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, page);
        QFETCH(QString, says);
        QLocale::setDefault(locale);
        HelpWindow help;
        QVERIFY2(help.error().isEmpty(), qPrintable(help.error()));
        QVERIFY(help.showPage(page));
        QCOMPARE(help.currentPage(), page);
        QVERIFY2(help.pageText().contains(says), qPrintable(help.pageText().left(400)));
    }

    void aMissingPageIsSaidNotBlank()
    {
        HelpWindow help;
        QVERIFY(!help.showPage(QStringLiteral("nowhere.html")));
        QVERIFY(help.pageText().contains(QStringLiteral("nowhere.html")));
    }

    void linksAndAnchorsExistInBothLanguages()
    {
        const QString root = QStringLiteral(TRAINPLAN_TEST_DATA "/../../resources/help");
        const QRegularExpression idRe(QStringLiteral("\\bid=\"([^\"]+)\""));
        const QRegularExpression hrefRe(QStringLiteral("href=\"([^\"#:]+\\.html)(?:#([^\"]+))?\""));
        std::map<QString, std::map<QString, std::set<QString>>> ids; // language -> page -> ids
        std::map<QString, QString> html;                             // "lang/page" -> text
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const QString &page :
                 QDir(root + QLatin1Char('/') + lang).entryList({QStringLiteral("*.html")})) {
                QFile f(root + QLatin1Char('/') + lang + QLatin1Char('/') + page);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(f.readAll());
                html[lang + QLatin1Char('/') + page] = text;
                auto &set = ids[lang][page];
                for (auto it = idRe.globalMatch(text); it.hasNext();)
                    set.insert(it.next().captured(1));
            }
        QCOMPARE(ids[QStringLiteral("en")].size(), std::size_t(3));
        QVERIFY2(ids[QStringLiteral("en")] == ids[QStringLiteral("zh_CN")],
                 "the two manuals have other anchors");
        for (const auto &[where, text] : html) {
            const QString lang = where.section(QLatin1Char('/'), 0, 0);
            for (auto it = hrefRe.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                const auto &pages = ids[lang];
                QVERIFY2(pages.count(m.captured(1)),
                         qPrintable(where + QStringLiteral(": ") + m.captured(0)));
                if (!m.captured(2).isEmpty())
                    QVERIFY2(pages.at(m.captured(1)).count(m.captured(2)),
                             qPrintable(where + QStringLiteral(": ") + m.captured(0)));
            }
        }
        // every page F1 can ask for
        for (const char *anchor : {"scenario", "model", "data", "budget", "results", "estimate", "catalog"})
            QVERIFY2(
                ids[QStringLiteral("en")][QStringLiteral("index.html")].count(QString::fromLatin1(anchor)),
                anchor);
    }

    void f1OpensThePageOfWhatTheWindowShows()
    {
        QSettings().clear();
        MainWindow window(CatalogSource::load());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.helpPage(), QStringLiteral("index.html#scenario"));
        QTest::mouseClick(window.wizard()->scenarioPage()->card(QStringLiteral("yolov8-2xv100")),
                          Qt::LeftButton);
        window.wizard()->setCurrentStep(PlanWizard::DataStep);
        QCOMPARE(window.helpPage(), QStringLiteral("index.html#data"));

        auto *manual = window.findChild<QAction *>(QStringLiteral("manualAction"));
        QVERIFY(manual);
        QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
        manual->trigger();
        auto *help = window.findChild<HelpWindow *>();
        QVERIFY(help && help->isVisible());
        QCOMPARE(help->currentPage(), QStringLiteral("index.html#data"));

        QVERIFY(window.startScenario(QStringLiteral("prototype-t4")));
        QCOMPARE(window.helpPage(), QStringLiteral("index.html#results"));
        window.setCurrentTab(MainWindow::CatalogTab);
        QCOMPARE(window.helpPage(), QStringLiteral("index.html#catalog"));
        QCOMPARE(window.showHelp(window.helpPage()), help); // one window, reused
        QCOMPARE(help->currentPage(), QStringLiteral("index.html#catalog"));
        QSettings().clear();
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
