#include "TestMode.h"
#include "core/CatalogLoader.h"
#include "core/CatalogOverrides.h"
#include "document/CatalogSource.h"
#include "document/PriceOverrideStore.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

// The user's price overrides on disk, as the catalog browser writes them: a new price goes to
// prices-edited.json and merges with what is there, a price that already has an override is
// updated in the file that holds it, a file with errors is never rewritten, reverting removes
// the entries, and a CSV import keeps the good rows. Every folder is a QTemporaryDir.
class TestPriceOverrideStore : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_folder = m_dir->filePath(QStringLiteral("catalog")); // does not exist yet, as for a new user
    }

    void newPriceCreatesTheFolderAndFile()
    {
        PriceOverrideStore store(m_folder);
        QString error;
        QVERIFY2(store.setPrice(price("t1.large", tp::Billing::OnDemand, "r-east", 8.75), &error),
                 qPrintable(error));
        const std::vector<tp::PriceOverride> saved = read(QStringLiteral("prices-edited.json"));
        QCOMPARE(saved.size(), std::size_t(1));
        QCOMPARE(saved[0].price.amount, 8.75);
        QCOMPARE(saved[0].price.region, std::string("r-east"));
        QCOMPARE(saved[0].price.provenance.source, std::string("test"));

        // The loader applies it on top of the shipped catalog.
        const tp::CatalogLoader::Result result = CatalogSource::load(fixture(), m_folder);
        QVERIFY(result.ok());
        QCOMPARE(result.catalog.overriddenPriceCount(), std::size_t(1));
        QVERIFY(noTemporaries());
    }

    void whatCannotBeReadIsSaidNotSkipped()
    {
        // a folder and a FIFO named *.json in the overrides folder, and a file that does not
        // parse: each named, with an "override-skipped" warning the status bar counts; never a
        // silently smaller set of prices, never a blocked read, never a catalog that stops the app
        QVERIFY(QDir().mkpath(m_folder + QStringLiteral("/old.json")));
        QCOMPARE(::mkfifo((m_folder + QStringLiteral("/pipe.json")).toLocal8Bit().constData(), 0600), 0);
        QFile broken(m_folder + QStringLiteral("/typo.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ \"schema\": 1, ");
        broken.close();
        PriceOverrideStore store(m_folder);
        QString error;
        QVERIFY2(store.setPrice(price("t1.large", tp::Billing::OnDemand, "r-east", 8.75), &error),
                 qPrintable(error));
        const tp::CatalogLoader::Result result = CatalogSource::load(fixture(), m_folder);
        QVERIFY(result.ok());
        QCOMPARE(result.catalog.overriddenPriceCount(), std::size_t(1)); // the good file applies
        int named = 0, skipped = 0;
        for (const tp::Problem &p : result.problems) {
            named += p.code == "not-a-file" ? 1 : 0;
            skipped += p.code == "override-skipped" ? 1 : 0;
        }
        QCOMPARE(named, 2);
        QCOMPARE(skipped, 3);
    }

    void neverWritesWhatTheLoaderWouldRefuse()
    {
        PriceOverrideStore store(m_folder);
        tp::PriceOverride bad = price("t1.large", tp::Billing::OnDemand, "r-east", 8.75);
        bad.notes = std::string(9000, 'n'); // over the 8,192 characters a text may hold
        QString error;
        QVERIFY(!store.setPrice(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("/prices/0/notes")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("Nothing was saved")), qPrintable(error));
        QVERIFY(!QFile::exists(m_folder + QStringLiteral("/prices-edited.json")));
    }

    void mergesWithWhatIsThere()
    {
        PriceOverrideStore store(m_folder);
        QString error;
        QVERIFY(store.setPrice(price("t1.xlarge", tp::Billing::Spot, "r-east", 25), &error));
        QVERIFY(store.setPrice(price("t1.large", tp::Billing::OnDemand, "r-east", 8), &error));
        QVERIFY(store.setPrice(price("T1.LARGE", tp::Billing::OnDemand, "r-east", 7), &error)); // same key
        const std::vector<tp::PriceOverride> saved = read(QStringLiteral("prices-edited.json"));
        QCOMPARE(saved.size(), std::size_t(2));
        QCOMPARE(saved[0].price.amount, 25.0);
        QCOMPARE(saved[1].price.amount, 7.0);
    }

    void updatesTheFileThatHoldsThePrice()
    {
        // An earlier CSV import set this price; editing it must change that entry, or the
        // import (read after prices-edited.json) would still win.
        QVERIFY(QDir().mkpath(m_folder));
        write(QString::fromLatin1(tp::kImportedPricesFile),
              tp::priceOverridesJson({price("t1.large", tp::Billing::OnDemand, "r-east", 8.5),
                                      price("t1.xlarge", tp::Billing::OnDemand, "r-east", 90)}));
        PriceOverrideStore store(m_folder);
        QString error;
        QVERIFY2(store.setPrice(price("t1.large", tp::Billing::OnDemand, "r-east", 7.25), &error),
                 qPrintable(error));
        QVERIFY(!QFile::exists(QDir(m_folder).filePath(QStringLiteral("prices-edited.json"))));
        const std::vector<tp::PriceOverride> saved = read(QString::fromLatin1(tp::kImportedPricesFile));
        QCOMPARE(saved.size(), std::size_t(2));
        QCOMPARE(saved[0].price.amount, 7.25);
        QCOMPARE(saved[1].price.amount, 90.0);

        const tp::CatalogLoader::Result result = CatalogSource::load(fixture(), m_folder);
        QVERIFY(result.ok());
        QCOMPARE(result.catalog.findInstance("t1.large")->prices.back().amount, 7.25);
    }

    void neverRewritesAFileWithErrors()
    {
        QVERIFY(QDir().mkpath(m_folder));
        const QByteArray broken = R"({ "schema": 1, "kind": "price_overrides", "prices": [
  { "instance_type": "t1.large", "billing": "weekly", "per_hour": 8, "currency": "CNY",
    "source": "hand-written", "date": "2026-05-01", "confidence": "list" } ] })";
        write(QStringLiteral("prices-edited.json"), broken.toStdString());
        PriceOverrideStore store(m_folder);
        QString error;
        QVERIFY(!store.setPrice(price("t1.large", tp::Billing::OnDemand, "r-east", 8), &error));
        QVERIFY2(error.contains(QStringLiteral("prices-edited.json")), qPrintable(error));
        QFile file(QDir(m_folder).filePath(QStringLiteral("prices-edited.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), broken);
    }

    void leavesOtherKindsAlone()
    {
        QVERIFY(QDir().mkpath(m_folder));
        const std::string gpus = R"({ "schema": 1, "kind": "gpus", "gpus": [] })";
        write(QStringLiteral("gpus-mine.json"), gpus);
        PriceOverrideStore store(m_folder);
        QString error;
        QVERIFY(store.setPrice(price("t1.large", tp::Billing::OnDemand, "r-east", 8), &error));
        int removed = -1;
        QVERIFY(store.revertPrice("t1.large", tp::Billing::OnDemand, "r-east", &removed, &error));
        QCOMPARE(removed, 1);
        QFile file(QDir(m_folder).filePath(QStringLiteral("gpus-mine.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), gpus);
    }

    void revertRemovesEveryEntryOfTheKey()
    {
        QVERIFY(QDir().mkpath(m_folder));
        write(QStringLiteral("prices-a.json"),
              tp::priceOverridesJson({price("t1.large", tp::Billing::OnDemand, "r-east", 8),
                                      price("t1.large", tp::Billing::OnDemand, "r-west", 8)}));
        write(QStringLiteral("prices-b.json"),
              tp::priceOverridesJson({price("t1.large", tp::Billing::OnDemand, "r-east", 6)}));
        PriceOverrideStore store(m_folder);
        QString error;
        int removed = 0;
        QVERIFY(store.revertPrice("t1.large", tp::Billing::OnDemand, "r-east", &removed, &error));
        QCOMPARE(removed, 2);
        QCOMPARE(read(QStringLiteral("prices-a.json")).size(), std::size_t(1));
        QCOMPARE(read(QStringLiteral("prices-b.json")).size(), std::size_t(0));

        // The emptied file is still a valid override file, and the shipped price is back.
        const tp::CatalogLoader::Result result = CatalogSource::load(fixture(), m_folder);
        QVERIFY(result.ok());
        for (const tp::Price &p : result.catalog.findInstance("t1.large")->prices) {
            if (p.region == "r-east" && p.billing == tp::Billing::OnDemand) {
                QCOMPARE(p.amount, 10.0);
                QVERIFY(!p.overridden);
            }
        }

        QVERIFY(store.revertPrice("t1.large", tp::Billing::OnDemand, "r-east", &removed, &error));
        QCOMPARE(removed, 0);
    }

    void csvImportKeepsGoodRowsAndReportsBadOnes()
    {
        const QString csv = m_dir->filePath(QStringLiteral("prices.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("instance_type,billing,price,currency,region,source,date,confidence\n"
                   "t1.large,ondemand,8.8,CNY,r-east,quote,2026-05-01,list\n"
                   "t1.large,ondemand,cheap,CNY,r-west,quote,2026-05-01,list\n"
                   "t1.xlarge,spot,22,CNY,r-east,quote,2026-05-01,reported\n");
        file.close();

        PriceOverrideStore store(m_folder);
        const PriceOverrideStore::CsvImport result = store.importCsv(csv, catalog());
        QVERIFY(result.ok());
        QCOMPARE(result.csv.rows, std::size_t(3));
        QCOMPARE(result.csv.badRows, std::size_t(1));
        QCOMPARE(result.csv.prices.size(), std::size_t(2));
        QCOMPARE(result.added, std::size_t(2));
        QVERIFY(result.target.endsWith(QString::fromLatin1(tp::kImportedPricesFile)));
        bool line3 = false;
        for (const tp::Problem &p : result.csv.problems)
            line3 = line3 || p.path.rfind("line 3", 0) == 0;
        QVERIFY(line3);
        QCOMPARE(read(QString::fromLatin1(tp::kImportedPricesFile)).size(), std::size_t(2));

        // Importing again replaces, it does not duplicate.
        const PriceOverrideStore::CsvImport again = store.importCsv(csv, catalog());
        QCOMPARE(again.added, std::size_t(0));
        QCOMPARE(again.replaced, std::size_t(2));
        QCOMPARE(read(QString::fromLatin1(tp::kImportedPricesFile)).size(), std::size_t(2));
    }

    void csvImportWithABadHeaderWritesNothing()
    {
        const QString csv = m_dir->filePath(QStringLiteral("prices.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("type,amount\nt1.large,8\n");
        file.close();
        PriceOverrideStore store(m_folder);
        const PriceOverrideStore::CsvImport result = store.importCsv(csv, catalog());
        QVERIFY(!result.ok());
        QVERIFY(!result.csv.problems.empty());
        QVERIFY(result.target.isEmpty());
        QVERIFY(!QDir(m_folder).exists());
    }

    void missingCsvIsAMessage()
    {
        PriceOverrideStore store(m_folder);
        const PriceOverrideStore::CsvImport result =
            store.importCsv(m_dir->filePath(QStringLiteral("none.csv")), catalog());
        QVERIFY(!result.ok());
        QVERIFY(result.error.contains(QStringLiteral("none.csv")));
    }

private:
    static QString fixture() { return QStringLiteral(TRAINPLAN_TEST_DATA "/catalog-browser"); }

    static const tp::Catalog &catalog()
    {
        static const tp::CatalogLoader::Result result = CatalogSource::load(fixture());
        return result.catalog;
    }

    static tp::PriceOverride price(const char *instance, tp::Billing billing, const char *region,
                                   double amount)
    {
        tp::PriceOverride o;
        o.instanceType = instance;
        o.price.billing = billing;
        o.price.amount = amount;
        o.price.currency = "CNY";
        o.price.region = region;
        o.price.provenance = {"test", "2026-05-01", "list", ""};
        return o;
    }

    std::vector<tp::PriceOverride> read(const QString &name) const
    {
        QFile file(QDir(m_folder).filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        tp::Problems problems;
        const QByteArray text = file.readAll();
        auto out = tp::readPriceOverrides({name.toStdString(), text.toStdString()}, problems);
        if (tp::hasErrors(problems))
            qWarning() << "problems in" << name;
        return out;
    }

    void write(const QString &name, const std::string &text) const
    {
        QFile file(QDir(m_folder).filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.data(), static_cast<qint64>(text.size()));
    }

    // Nothing but catalog files and the folder's lock (.trainplan.lock, which stays: a lock file
    // removed while another writer waits on it would let two writers in).
    bool noTemporaries() const
    {
        QStringList all = QDir(m_folder).entryList(QDir::Files | QDir::Hidden);
        all.removeAll(QStringLiteral(".trainplan.lock"));
        return all.size() == QDir(m_folder).entryList({QStringLiteral("*.json")}, QDir::Files).size();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
};

QTEST_MAIN(TestPriceOverrideStore)
#include "tst_priceoverridestore.moc"
