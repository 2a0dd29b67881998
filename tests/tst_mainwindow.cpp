#include "TestMode.h"
#include "document/CatalogSource.h"
#include "document/Settings.h"
#include "gui/Application.h"
#include "gui/MainWindow.h"
#include "views/catalog/GpuTableModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTranslator>
#include <QtTest>
#include <algorithm>

// The desktop app's shell: the embedded catalog, the GPU table model and its sorting, and the
// main window's quick estimate driven through its widgets. Offscreen, fixed locale, and the
// user's settings are never touched (test mode).
class TestMainWindow : public QObject
{
    Q_OBJECT

public:
    // Runs before QApplication exists, so nothing can have read the settings yet.
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase()
    {
        QVERIFY(QStandardPaths::isTestModeEnabled());
        QSettings().clear();
    }

    void embeddedCatalogLoadsWithoutErrors()
    {
        const tp::CatalogLoader::Result result = CatalogSource::load();
        QVERIFY2(result.ok(), qPrintable(describe(result.problems)));
        QVERIFY(result.catalog.gpus.size() >= 18);
        QVERIFY(!result.catalog.models.empty());

        // Every file of the shipped folder is embedded, and nothing else.
        const QStringList onDisk =
            QDir(QStringLiteral(TRAINPLAN_CATALOG_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files);
        tp::Problems problems;
        const std::vector<tp::SourceText> embedded =
            CatalogSource::readFolder(CatalogSource::embeddedFolder(), problems);
        QVERIFY(problems.empty());
        QCOMPARE(static_cast<int>(embedded.size()), onDisk.size());
    }

    void missingFolderIsAProblemNotACrash()
    {
        const tp::CatalogLoader::Result result = CatalogSource::load(QStringLiteral(":/no-such-catalog"));
        QVERIFY(!result.ok());
        QVERIFY(!result.problems.empty());
        QCOMPARE(QString::fromStdString(result.problems.front().code), QStringLiteral("not-a-folder"));
    }

    void gpuTableModelPassesTheModelTester()
    {
        GpuTableModel model;
        QAbstractItemModelTester emptyTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGpus(catalog().gpus);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), static_cast<int>(catalog().gpus.size()));
        QCOMPARE(model.columnCount(), static_cast<int>(GpuTableModel::ColumnCount));

        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(GpuTableModel::RawValueRole);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(GpuTableModel::MemoryColumn, Qt::DescendingOrder);
        proxy.setFilterFixedString(QStringLiteral("hopper"));
        proxy.setFilterFixedString(QString());
    }

    void sortsOnRawValues_data()
    {
        QTest::addColumn<int>("column");
        QTest::newRow("memory GiB") << int(GpuTableModel::MemoryColumn);
        QTest::newRow("bandwidth GB/s") << int(GpuTableModel::BandwidthColumn);
        QTest::newRow("BF16 TFLOPS") << int(GpuTableModel::Bf16Column);
        QTest::newRow("FP16 TFLOPS") << int(GpuTableModel::Fp16Column);
    }

    void sortsOnRawValues()
    {
        QFETCH(int, column);
        GpuTableModel model;
        model.setGpus(catalog().gpus);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(GpuTableModel::RawValueRole);

        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            proxy.sort(column, order);
            const QList<double> values = rawColumn(proxy, column);
            QList<double> expected = values;
            std::sort(expected.begin(), expected.end());
            if (order == Qt::DescendingOrder)
                std::reverse(expected.begin(), expected.end());
            QCOMPARE(values, expected);
        }
    }

    void memorySortsAsNumbersNotText()
    {
        GpuTableModel model;
        model.setGpus(catalog().gpus);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(GpuTableModel::RawValueRole);
        proxy.sort(GpuTableModel::MemoryColumn, Qt::AscendingOrder);

        const QStringList ids = idColumn(proxy);
        const QList<double> memory = rawColumn(proxy, GpuTableModel::MemoryColumn);
        const int h200 = ids.indexOf(QStringLiteral("H200-SXM-141GB"));
        const int t4 = ids.indexOf(QStringLiteral("T4"));
        QVERIFY(h200 >= 0 && t4 >= 0);
        QVERIFY2(t4 < h200, "16 GiB sorts before 141 GiB");
        for (int row = 0; row < ids.size(); ++row) {
            if (memory[row] == 80)
                QVERIFY2(row < h200,
                         qPrintable(ids[row] + QStringLiteral(" (80 GiB) sorts before H200 (141 GiB)")));
        }

        // The display text alone would put "141" before "16" and "80": the raw role is what matters.
        const QModelIndex t4Memory = proxy.index(t4, GpuTableModel::MemoryColumn);
        QCOMPARE(t4Memory.data(Qt::DisplayRole).toString(), QStringLiteral("16"));
        proxy.setSortRole(Qt::DisplayRole);
        proxy.sort(GpuTableModel::MemoryColumn, Qt::AscendingOrder);
        const QStringList textOrder = idColumn(proxy);
        QVERIFY(textOrder.indexOf(QStringLiteral("H200-SXM-141GB")) <
                textOrder.indexOf(QStringLiteral("T4")));
    }

    void gpuFilterNarrowsTheTable()
    {
        MainWindow window(CatalogSource::load());
        auto *filter = window.findChild<QLineEdit *>(QStringLiteral("gpuFilterEdit"));
        auto *table = window.findChild<QTableView *>(QStringLiteral("gpuTable"));
        QVERIFY(filter && table);
        const int all = table->model()->rowCount();
        QCOMPARE(all, static_cast<int>(catalog().gpus.size()));
        filter->setText(QStringLiteral("h200"));
        QCOMPARE(table->model()->rowCount(), 1);
        filter->clear();
        QCOMPARE(table->model()->rowCount(), all);
    }

    void loraOnA10Fits()
    {
        MainWindow window(CatalogSource::load());
        setJob(window, QStringLiteral("llama-3-8b"), QStringLiteral("lora"), QStringLiteral("A10"));

        auto *fits = window.findChild<QLabel *>(QStringLiteral("fitsLabel"));
        auto *time = window.findChild<QLabel *>(QStringLiteral("timeLabel"));
        auto *memory = window.findChild<QLabel *>(QStringLiteral("memoryLabel"));
        auto *problems = window.findChild<QListWidget *>(QStringLiteral("problemsList"));
        QVERIFY(fits && time && memory && problems);
        QCOMPARE(problems->count(), 0);
        QCOMPARE(fits->text(), QStringLiteral("Fits"));
        QCOMPARE(fits->property("fits").toBool(), true);
        QVERIFY(!time->text().isEmpty());
        QVERIFY(time->text() != QStringLiteral("—"));
        QVERIFY2(time->text().contains(QStringLiteral(" h")), qPrintable(time->text()));
        QVERIFY2(memory->text().contains(QStringLiteral("of 24 GiB")), qPrintable(memory->text()));
    }

    void fullFineTuneOnT4DoesNotFit()
    {
        MainWindow window(CatalogSource::load());
        setJob(window, QStringLiteral("llama-3-8b"), QStringLiteral("full"), QStringLiteral("T4"));

        auto *fits = window.findChild<QLabel *>(QStringLiteral("fitsLabel"));
        auto *warnings = window.findChild<QListWidget *>(QStringLiteral("warningsList"));
        QVERIFY(fits && warnings);
        QCOMPARE(fits->text(), QStringLiteral("Does not fit"));
        QCOMPARE(fits->property("fits").toBool(), false);
        QVERIFY(listContains(warnings, QStringLiteral("does-not-fit")));
    }

    void jobProblemsAreListedBesideTheForm()
    {
        MainWindow window(CatalogSource::load());
        // LoRA is for transformers: the core refuses it for a vision model.
        setJob(window, QStringLiteral("yolov8n"), QStringLiteral("lora"), QStringLiteral("A10"));

        auto *problems = window.findChild<QListWidget *>(QStringLiteral("problemsList"));
        auto *fits = window.findChild<QLabel *>(QStringLiteral("fitsLabel"));
        QVERIFY(problems && fits);
        QVERIFY(problems->count() > 0);
        QVERIFY(listContains(problems, QStringLiteral("/method")));
        QVERIFY(!fits->property("fits").isValid());

        // Fixing the job clears the problem and brings the estimate back.
        setJob(window, QStringLiteral("yolov8n"), QStringLiteral("full"), QStringLiteral("A10"));
        QCOMPARE(problems->count(), 0);
        QCOMPARE(fits->text(), QStringLiteral("Fits"));
    }

    void settingsStayInTheTestLocation()
    {
        QVERIFY2(QSettings().fileName().contains(QStringLiteral(".qttest")),
                 qPrintable(QSettings().fileName()));
        Settings().setValue(Settings::Language, QStringLiteral("zh_CN"));
        QCOMPARE(Settings().value(Settings::Language), QStringLiteral("zh_CN"));
        QSettings().clear();
        QCOMPARE(Settings().value(Settings::Language), QString());
        QCOMPARE(Settings().value(Settings::MainWindowTab), 0);
    }

    void chooseLanguage_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QLocale>("system");
        QTest::addColumn<QString>("expected");
        const QLocale china(QLocale::Chinese, QLocale::China);
        const QLocale taiwan(QLocale::Chinese, QLocale::Taiwan);
        const QLocale us(QLocale::English, QLocale::UnitedStates);
        const QLocale germany(QLocale::German, QLocale::Germany);
        QTest::newRow("nothing saved, Chinese system") << QString() << china << QStringLiteral("zh_CN");
        QTest::newRow("nothing saved, Taiwanese system") << QString() << taiwan << QStringLiteral("zh_CN");
        QTest::newRow("nothing saved, English system") << QString() << us << QStringLiteral("en");
        QTest::newRow("nothing saved, German system") << QString() << germany << QStringLiteral("en");
        QTest::newRow("English saved, Chinese system")
            << QStringLiteral("en") << china << QStringLiteral("en");
        QTest::newRow("Chinese saved, English system")
            << QStringLiteral("zh_CN") << us << QStringLiteral("zh_CN");
        QTest::newRow("unknown saved, Chinese system")
            << QStringLiteral("fr") << china << QStringLiteral("zh_CN");
    }

    void chooseLanguage()
    {
        QFETCH(QString, requested);
        QFETCH(QLocale, system);
        QFETCH(QString, expected);
        QCOMPARE(Application::chooseLanguage(requested, system), expected);
    }

    void chineseTranslationIsEmbedded()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/trainplan_en.qm")));
        QCOMPARE(translator.translate("MainWindow", "TrainPlan — Training Compute Planner"),
                 QStringLiteral("TrainPlan — 训练算力规划"));
        QCOMPARE(translator.translate("EstimatePage", "Fits"), QStringLiteral("够用"));
    }

private:
    static const tp::Catalog &catalog()
    {
        static const tp::CatalogLoader::Result result = CatalogSource::load();
        return result.catalog;
    }

    static QString describe(const tp::Problems &problems)
    {
        QStringList lines;
        for (const tp::Problem &p : problems)
            lines << QString::fromStdString(p.toString());
        return lines.join(QLatin1Char('\n'));
    }

    static QList<double> rawColumn(const QAbstractItemModel &model, int column)
    {
        QList<double> values;
        for (int row = 0; row < model.rowCount(); ++row)
            values << model.index(row, column).data(GpuTableModel::RawValueRole).toDouble();
        return values;
    }

    static QStringList idColumn(const QAbstractItemModel &model)
    {
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids << model.index(row, GpuTableModel::IdColumn).data(GpuTableModel::RawValueRole).toString();
        return ids;
    }

    static void select(QWidget &window, const char *name, const QString &data)
    {
        auto *combo = window.findChild<QComboBox *>(QLatin1String(name));
        QVERIFY2(combo, name);
        const int index = combo->findData(data);
        QVERIFY2(index >= 0, qPrintable(data));
        combo->setCurrentIndex(index);
        QCOMPARE(combo->currentData().toString(), data);
    }

    static void setJob(QWidget &window, const QString &model, const QString &method, const QString &gpu)
    {
        select(window, "modelCombo", model);
        select(window, "methodCombo", method);
        select(window, "gpuCombo", gpu);
    }

    static bool listContains(const QListWidget *list, const QString &text)
    {
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->text().contains(text))
                return true;
        }
        return false;
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
