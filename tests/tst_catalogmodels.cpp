#include "TestMode.h"
#include "document/CatalogSource.h"
#include "views/catalog/GpuTableModel.h"
#include "views/catalog/InstanceTableModel.h"
#include "views/catalog/PriceTableModel.h"
#include "views/catalog/ProviderTableModel.h"
#include "views/catalog/StorageTableModel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFont>
#include <QIcon>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

// The catalog browser's item models: each under QAbstractItemModelTester (also through a
// reload and a sorting, filtering proxy), sorting on raw numbers, the filter over all columns,
// and the marks for overridden and stale values. Runs on a small fixture catalog
// (tests/data/catalog-browser) with a fixed "today", so the data and the day never drift.
class TestCatalogModels : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void fixtureLoads()
    {
        const tp::CatalogLoader::Result result = CatalogSource::load(fixture());
        QVERIFY2(result.ok(), qPrintable(describe(result.problems)));
        QCOMPARE(result.catalog.instances.size(), std::size_t(4));
    }

    void modelsPassTheTester_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("GPUs") << QStringLiteral("gpus");
        QTest::newRow("instance types") << QStringLiteral("instances");
        QTest::newRow("prices") << QStringLiteral("prices");
        QTest::newRow("storage") << QStringLiteral("storage");
        QTest::newRow("billing terms") << QStringLiteral("billing");
    }

    void modelsPassTheTester()
    {
        QFETCH(QString, kind);
        std::unique_ptr<QAbstractItemModel> model = makeModel(kind, tp::Catalog());
        QAbstractItemModelTester emptyTester(model.get(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 0);

        QSortFilterProxyModel proxy;
        proxy.setSourceModel(model.get());
        proxy.setSortRole(CatalogRoles::RawValue);
        proxy.setFilterKeyColumn(-1);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);

        // A reload is a reset; the tester checks it, and every role of every cell on the way.
        fill(kind, *model, catalog());
        QVERIFY(model->rowCount() > 0);
        fill(kind, *model, catalog());
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                QVERIFY(!index.data(Qt::DisplayRole).toString().isNull());
                QVERIFY(index.data(CatalogRoles::RawValue).isValid());
                QVERIFY(index.data(CatalogRoles::Overridden).isValid());
                QVERIFY(index.data(CatalogRoles::Stale).isValid());
            }
            QVERIFY(!model->index(row, 0).data(CatalogRoles::Details).toString().isEmpty());
        }
        for (int column = 0; column < model->columnCount(); ++column) {
            QVERIFY(!model->headerData(column, Qt::Horizontal).toString().isEmpty());
            proxy.sort(column, Qt::AscendingOrder);
            proxy.sort(column, Qt::DescendingOrder);
        }
        proxy.setFilterFixedString(QStringLiteral("test"));
        proxy.setFilterFixedString(QStringLiteral("no row has this"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setFilterFixedString(QString());
        QCOMPARE(proxy.rowCount(), model->rowCount());
    }

    void numericColumnsSortOnRawValues_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("column");
        QTest::newRow("price amount") << QStringLiteral("prices") << int(PriceTableModel::AmountColumn);
        QTest::newRow("price per GPU-hour")
            << QStringLiteral("prices") << int(PriceTableModel::PerGpuHourColumn);
        QTest::newRow("instance GPUs")
            << QStringLiteral("instances") << int(InstanceTableModel::GpuCountColumn);
        QTest::newRow("instance vCPU") << QStringLiteral("instances") << int(InstanceTableModel::VcpuColumn);
        QTest::newRow("instance RAM") << QStringLiteral("instances") << int(InstanceTableModel::MemoryColumn);
        QTest::newRow("instance network")
            << QStringLiteral("instances") << int(InstanceTableModel::NetworkColumn);
        QTest::newRow("instance RDMA") << QStringLiteral("instances") << int(InstanceTableModel::RdmaColumn);
        QTest::newRow("storage read") << QStringLiteral("storage") << int(StorageTableModel::ReadColumn);
        QTest::newRow("storage price") << QStringLiteral("storage") << int(StorageTableModel::PriceColumn);
        QTest::newRow("storage minimum")
            << QStringLiteral("storage") << int(StorageTableModel::MinSizeColumn);
        QTest::newRow("spot fraction")
            << QStringLiteral("billing") << int(ProviderTableModel::SpotFractionColumn);
    }

    void numericColumnsSortOnRawValues()
    {
        QFETCH(QString, kind);
        QFETCH(int, column);
        std::unique_ptr<QAbstractItemModel> model = makeModel(kind, catalog());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(model.get());
        proxy.setSortRole(CatalogRoles::RawValue);
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            proxy.sort(column, order);
            QList<double> values;
            for (int row = 0; row < proxy.rowCount(); ++row) {
                const QVariant raw = proxy.index(row, column).data(CatalogRoles::RawValue);
                bool isNumber = false;
                values << raw.toDouble(&isNumber);
                QVERIFY2(isNumber, qPrintable(raw.toString()));
            }
            QList<double> expected = values;
            std::sort(expected.begin(), expected.end());
            if (order == Qt::DescendingOrder)
                std::reverse(expected.begin(), expected.end());
            QCOMPARE(values, expected);
        }
    }

    void priceSortsAsNumbersNotText()
    {
        PriceTableModel model;
        model.setCatalog(catalog(), day(2026, 6, 30));
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(CatalogRoles::RawValue);
        proxy.sort(PriceTableModel::AmountColumn, Qt::AscendingOrder);
        const QStringList amounts = column(proxy, PriceTableModel::AmountColumn);
        QCOMPARE(amounts,
                 QStringList({QStringLiteral("9.5"), QStringLiteral("10"), QStringLiteral("30"),
                              QStringLiteral("100"), QStringLiteral("250"), QStringLiteral("4,380")}));

        // The display text alone would put "10" and "100" before "9.5".
        proxy.setSortRole(Qt::DisplayRole);
        proxy.sort(PriceTableModel::AmountColumn, Qt::AscendingOrder);
        const QStringList asText = column(proxy, PriceTableModel::AmountColumn);
        QVERIFY(asText.indexOf(QStringLiteral("100")) < asText.indexOf(QStringLiteral("9.5")));
    }

    void priceColumnsShowUnitsAndPerGpuHour()
    {
        PriceTableModel model;
        model.setCatalog(catalog(), day(2026, 6, 30));
        const int monthly = model.rowOf("t1.large", tp::Billing::SubscriptionMonth, "");
        QVERIFY(monthly >= 0);
        QCOMPARE(model.index(monthly, PriceTableModel::UnitColumn).data().toString(),
                 QStringLiteral("CNY/month"));
        QCOMPARE(model.index(monthly, PriceTableModel::RegionColumn).data().toString(),
                 QStringLiteral("all regions"));
        // 4380 CNY a month is 6 CNY an hour over 730 hours, on one GPU.
        QCOMPARE(
            model.index(monthly, PriceTableModel::PerGpuHourColumn).data(CatalogRoles::RawValue).toDouble(),
            6.0);
        const int eight = model.rowOf("t2.8x", tp::Billing::OnDemand, "r-east");
        QVERIFY(eight >= 0);
        QCOMPARE(model.index(eight, PriceTableModel::UnitColumn).data().toString(),
                 QStringLiteral("CNY/hour"));
        QCOMPARE(
            model.index(eight, PriceTableModel::PerGpuHourColumn).data(CatalogRoles::RawValue).toDouble(),
            31.25);
        QCOMPARE(model.index(eight, PriceTableModel::PerGpuHourColumn).data().toString(),
                 QStringLiteral("31.25 CNY"));
        QCOMPARE(model.index(eight, PriceTableModel::GpusColumn).data().toString(), QStringLiteral("8 × X2"));
        QCOMPARE(model.index(eight, PriceTableModel::BillingColumn).data().toString(),
                 QStringLiteral("On demand"));
        // An estimate is in italics; its details say how it was derived.
        QVERIFY(model.index(eight, PriceTableModel::AmountColumn).data(Qt::FontRole).value<QFont>().italic());
        const QString details = model.index(eight, 0).data(CatalogRoles::Details).toString();
        QVERIFY2(details.contains(QStringLiteral("test fixture rule")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("2026-01-10")));
        QVERIFY(details.contains(QStringLiteral("estimate")));
    }

    void filterSearchesEveryColumn_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("rows");
        QTest::newRow("prices by region") << QStringLiteral("prices") << QStringLiteral("r-west") << 1;
        QTest::newRow("prices by billing name") << QStringLiteral("prices") << QStringLiteral("spot") << 1;
        QTest::newRow("prices by instance type")
            << QStringLiteral("prices") << QStringLiteral("T1.LARGE") << 3;
        QTest::newRow("instances by GPU") << QStringLiteral("instances") << QStringLiteral("x2") << 1;
        QTest::newRow("instances by family") << QStringLiteral("instances") << QStringLiteral("t1") << 3;
        QTest::newRow("storage by kind") << QStringLiteral("storage") << QStringLiteral("file storage") << 1;
        QTest::newRow("GPUs by generation") << QStringLiteral("gpus") << QStringLiteral("hopper") << 1;
    }

    void filterSearchesEveryColumn()
    {
        QFETCH(QString, kind);
        QFETCH(QString, filter);
        QFETCH(int, rows);
        std::unique_ptr<QAbstractItemModel> model = makeModel(kind, catalog());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(model.get());
        proxy.setFilterKeyColumn(-1);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy.setFilterFixedString(filter);
        QCOMPARE(proxy.rowCount(), rows);
        QVERIFY(rows < model->rowCount());
    }

    void stalePricesAreMarked()
    {
        PriceTableModel model;
        model.setCatalog(catalog(), day(2026, 6, 30)); // stale: periods that ended before 2026-01-01
        const int old = model.rowOf("t1.large", tp::Billing::OnDemand, "r-west");   // 2024-05-01
        const int fresh = model.rowOf("t1.large", tp::Billing::OnDemand, "r-east"); // 2026-01-10
        const int year = model.rowOf("t1.xlarge", tp::Billing::Spot, "r-east");     // 2025: ended 2025-12-31
        QVERIFY(old >= 0 && fresh >= 0 && year >= 0);
        QCOMPARE(model.index(old, PriceTableModel::DateColumn).data(CatalogRoles::Stale).toBool(), true);
        QCOMPARE(model.index(year, PriceTableModel::DateColumn).data(CatalogRoles::Stale).toBool(), true);
        QCOMPARE(model.index(fresh, PriceTableModel::DateColumn).data(CatalogRoles::Stale).toBool(), false);

        const QModelIndex oldDate = model.index(old, PriceTableModel::DateColumn);
        QVERIFY(!oldDate.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(oldDate.data(Qt::ForegroundRole).isValid());
        QVERIFY2(oldDate.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Stale: dated 2024-05-01")),
                 qPrintable(oldDate.data(Qt::ToolTipRole).toString()));
        const QModelIndex freshDate = model.index(fresh, PriceTableModel::DateColumn);
        QVERIFY(!freshDate.data(Qt::DecorationRole).isValid());
        QVERIFY(!freshDate.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Stale")));
        QVERIFY(model.index(old, 0).data(CatalogRoles::Details).toString().contains(QStringLiteral("Stale")));
        // The amount is coloured without an icon; the other columns of the stale row are not marked.
        const QModelIndex oldAmount = model.index(old, PriceTableModel::AmountColumn);
        QVERIFY(oldAmount.data(Qt::ForegroundRole).isValid());
        QVERIFY(
            oldAmount.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Stale: dated 2024-05-01")));
        QVERIFY(!model.index(old, PriceTableModel::RegionColumn).data(Qt::ForegroundRole).isValid());
        QVERIFY(!model.index(old, PriceTableModel::RegionColumn).data(Qt::DecorationRole).isValid());

        // A year earlier the same price was current.
        model.setCatalog(catalog(), day(2024, 6, 1));
        QCOMPARE(model.index(old, PriceTableModel::DateColumn).data(CatalogRoles::Stale).toBool(), false);
    }

    void staleStorageAndBillingTermsAreMarked()
    {
        StorageTableModel storage;
        storage.setCatalog(catalog(), day(2026, 6, 30));
        QCOMPARE(storage.rowCount(), 2);
        QCOMPARE(storage.index(0, StorageTableModel::DateColumn).data(CatalogRoles::Stale).toBool(), false);
        QCOMPARE(storage.index(1, StorageTableModel::DateColumn).data(CatalogRoles::Stale).toBool(), true);
        QVERIFY(!storage.index(1, StorageTableModel::DateColumn)
                     .data(Qt::DecorationRole)
                     .value<QIcon>()
                     .isNull());
        QVERIFY(storage.index(1, StorageTableModel::PriceColumn).data(Qt::ForegroundRole).isValid());
        QVERIFY(!storage.index(1, StorageTableModel::KindColumn).data(Qt::ForegroundRole).isValid());

        ProviderTableModel billing;
        billing.setCatalog(catalog(), day(2026, 6, 30));
        QCOMPARE(billing.rowCount(), 1);
        QCOMPARE(billing.index(0, ProviderTableModel::ProviderColumn).data().toString(),
                 QStringLiteral("Test Cloud"));
        QCOMPARE(billing.index(0, ProviderTableModel::SpotFractionColumn).data().toString(),
                 QStringLiteral("30%"));
        QCOMPARE(billing.index(0, ProviderTableModel::GranularityColumn).data().toString(),
                 QStringLiteral("per second"));
        QCOMPARE(billing.index(0, ProviderTableModel::SpotFractionColumn).data(CatalogRoles::Stale).toBool(),
                 true);
        const QModelIndex spot = billing.index(0, ProviderTableModel::SpotFractionColumn);
        QVERIFY(!spot.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(spot.data(Qt::ForegroundRole).isValid());
        QVERIFY(spot.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Stale")));
        QCOMPARE(billing.index(0, ProviderTableModel::SubscriptionColumn).data(CatalogRoles::Stale).toBool(),
                 false);
        QCOMPARE(billing.index(0, ProviderTableModel::GranularityColumn).data(CatalogRoles::Stale).toBool(),
                 false);
        // Not published: shown as a dash and sorted below every published term.
        QCOMPARE(billing.index(0, ProviderTableModel::Reserved1yColumn).data().toString(),
                 QStringLiteral("—"));
        QCOMPARE(
            billing.index(0, ProviderTableModel::Reserved1yColumn).data(CatalogRoles::RawValue).toDouble(),
            -1.0);
        QVERIFY(billing.index(0, ProviderTableModel::SpotFractionColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("test fixture rule")));
    }

    void overriddenValuesNameTheirFile()
    {
        QTemporaryDir user;
        QVERIFY(user.isValid());
        writeFile(user.filePath(QStringLiteral("prices-mine.json")),
                  R"({ "schema": 1, "kind": "price_overrides",
  "prices": [ { "instance_type": "t1.large", "billing": "ondemand", "per_hour": 8.5, "currency": "CNY",
                "region": "r-east", "source": "my quote", "date": "2026-05-01", "confidence": "list" } ] })");
        writeFile(user.filePath(QStringLiteral("instances-mine.json")), R"({ "schema": 1, "kind": "instances",
  "provider": "test",
  "storage": [ { "id": "test-object", "kind": "object", "name": { "en": "My Object", "zh": "我的对象存储" },
      "shared": true, "read_mb_s": 3000, "write_mb_s": 900, "iops": 0, "price_per_gb_month": 0.1,
      "currency": "CNY", "min_size_gib": 0, "source": "my quote", "date": "2026-05-01", "confidence": "list" } ],
  "families": [ { "id": "t9", "gpu": "X1", "rdma": "none", "nvlink": false, "regions": ["r-east"],
    "source": "my quote", "date": "2026-05", "confidence": "reported",
    "sizes": [ { "instance_type": "t9.custom", "gpus": 1, "vcpu": 4, "memory_gib": 16, "network_gbps": 5,
      "prices": [ { "billing": "ondemand", "per_hour": 5, "currency": "CNY", "region": "r-east",
                    "source": "my quote", "date": "2026-05-01", "confidence": "reported" } ] } ] } ] })");
        const tp::CatalogLoader::Result loaded = CatalogSource::load(fixture(), user.path());
        QVERIFY2(loaded.ok(), qPrintable(describe(loaded.problems)));

        PriceTableModel prices;
        QAbstractItemModelTester tester(&prices, QAbstractItemModelTester::FailureReportingMode::QtTest);
        prices.setCatalog(loaded.catalog, day(2026, 6, 30));
        const int mine = prices.rowOf("t1.large", tp::Billing::OnDemand, "r-east");
        const int shipped = prices.rowOf("t1.large", tp::Billing::OnDemand, "r-west");
        const int added = prices.rowOf("t9.custom", tp::Billing::OnDemand, "r-east");
        QVERIFY(mine >= 0 && shipped >= 0 && added >= 0);

        const QModelIndex amount = prices.index(mine, PriceTableModel::AmountColumn);
        QCOMPARE(amount.data().toString(), QStringLiteral("8.5"));
        QCOMPARE(amount.data(CatalogRoles::Overridden).toBool(), true);
        QVERIFY(amount.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!amount.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY2(amount.data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("Overridden by prices-mine.json")),
                 qPrintable(amount.data(Qt::ToolTipRole).toString()));
        QVERIFY(prices.hasPriceOverrideAt(mine));
        QVERIFY(prices.index(mine, 0).data(CatalogRoles::Details).toString().contains(user.path()));

        QCOMPARE(prices.index(shipped, PriceTableModel::AmountColumn).data(CatalogRoles::Overridden).toBool(),
                 false);
        QVERIFY(!prices.index(shipped, PriceTableModel::AmountColumn).data(Qt::FontRole).isValid());
        // A price that came with a whole overridden type names that file, but has no entry to revert.
        QVERIFY(prices.overrideFileAt(added).endsWith(QStringLiteral("instances-mine.json")));
        QVERIFY(!prices.hasPriceOverrideAt(added));

        InstanceTableModel instances;
        instances.setCatalog(loaded.catalog);
        int custom = -1;
        for (int row = 0; row < instances.rowCount(); ++row) {
            const bool isCustom = instances.instanceAt(row)->id == "t9.custom";
            QCOMPARE(instances.index(row, 0).data(CatalogRoles::Overridden).toBool(), isCustom);
            if (isCustom)
                custom = row;
        }
        QVERIFY(custom >= 0);
        QVERIFY(instances.index(custom, InstanceTableModel::InstanceTypeColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Overridden by instances-mine.json")));

        StorageTableModel storage;
        storage.setCatalog(loaded.catalog, day(2026, 6, 30));
        QCOMPARE(storage.index(0, StorageTableModel::NameColumn).data().toString(),
                 QStringLiteral("My Object"));
        QCOMPARE(storage.index(0, StorageTableModel::NameColumn).data(CatalogRoles::Overridden).toBool(),
                 true);
        QCOMPARE(storage.index(1, StorageTableModel::NameColumn).data(CatalogRoles::Overridden).toBool(),
                 false);

        GpuTableModel gpus;
        gpus.setCatalog(loaded.catalog);
        QCOMPARE(gpus.index(0, 0).data(CatalogRoles::Overridden).toBool(), false);
    }

    void chineseNamesFollowTheLocale()
    {
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        InstanceTableModel instances;
        instances.setCatalog(catalog());
        QCOMPARE(instances.index(0, InstanceTableModel::ProviderColumn).data().toString(),
                 QStringLiteral("测试云"));
        QVERIFY(instances.index(0, InstanceTableModel::RegionsColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("华东")));
        QLocale::setDefault(saved);
    }

private:
    static QString fixture() { return QStringLiteral(TRAINPLAN_TEST_DATA "/catalog-browser"); }

    static const tp::Catalog &catalog()
    {
        static const tp::CatalogLoader::Result result = CatalogSource::load(fixture());
        return result.catalog;
    }

    static tp::CivilDate day(int year, int month, int d) { return tp::CivilDate{year, month, d}; }

    static std::unique_ptr<QAbstractItemModel> makeModel(const QString &kind, const tp::Catalog &catalog)
    {
        std::unique_ptr<QAbstractItemModel> model;
        if (kind == QStringLiteral("gpus"))
            model = std::make_unique<GpuTableModel>();
        else if (kind == QStringLiteral("instances"))
            model = std::make_unique<InstanceTableModel>();
        else if (kind == QStringLiteral("prices"))
            model = std::make_unique<PriceTableModel>();
        else if (kind == QStringLiteral("storage"))
            model = std::make_unique<StorageTableModel>();
        else
            model = std::make_unique<ProviderTableModel>();
        fill(kind, *model, catalog);
        return model;
    }

    static void fill(const QString &kind, QAbstractItemModel &model, const tp::Catalog &catalog)
    {
        const tp::CivilDate today{2026, 6, 30};
        if (auto *m = qobject_cast<GpuTableModel *>(&model))
            m->setCatalog(catalog);
        else if (auto *m = qobject_cast<InstanceTableModel *>(&model))
            m->setCatalog(catalog);
        else if (auto *m = qobject_cast<PriceTableModel *>(&model))
            m->setCatalog(catalog, today);
        else if (auto *m = qobject_cast<StorageTableModel *>(&model))
            m->setCatalog(catalog, today);
        else if (auto *m = qobject_cast<ProviderTableModel *>(&model))
            m->setCatalog(catalog, today);
        else
            QFAIL(qPrintable(kind));
    }

    static QStringList column(const QAbstractItemModel &model, int column)
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row, column).data().toString();
        return out;
    }

    static void writeFile(const QString &path, const char *text)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }

    static QString describe(const tp::Problems &problems)
    {
        QStringList lines;
        for (const tp::Problem &p : problems)
            lines << QString::fromStdString(p.toString());
        return lines.join(QLatin1Char('\n'));
    }
};

QTEST_MAIN(TestCatalogModels)
#include "tst_catalogmodels.moc"
