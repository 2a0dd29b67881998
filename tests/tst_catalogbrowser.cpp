#include "TestMode.h"
#include "core/CatalogLoader.h"
#include "document/CatalogSource.h"
#include "gui/MainWindow.h"
#include "views/catalog/CatalogBrowserPage.h"
#include "views/catalog/CatalogTablePage.h"
#include "views/catalog/EditPriceDialog.h"
#include "views/catalog/PriceTableModel.h"
#include "views/catalog/QuoteScriptDialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTranslator>
#include <QtTest>
#include <memory>

// The catalog browser page as the user drives it: sections, the filter, the details pane,
// editing a price by double-clicking it (the dialog refuses an invalid amount beside the field),
// the override file that results, the reload and its catalogChanged() signal, reverting, and
// importing a CSV file. The user's folder is a QTemporaryDir; the shipped catalog is the test
// fixture, and "today" is fixed.
class TestCatalogBrowser : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase()
    {
        // English plurals ("6 prices", not "6 price(s)") come from the English translation.
        QVERIFY(m_english.load(QStringLiteral(":/i18n/trainplan_en.qm")));
        QCoreApplication::installTranslator(&m_english);
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_source = std::make_unique<CatalogSource>(fixture(), m_dir->filePath(QStringLiteral("catalog")));
        QVERIFY(m_source->result().ok());
        m_source->setToday({2026, 6, 30});
        m_source->reload();
        m_page = std::make_unique<CatalogBrowserPage>(m_source.get());
        m_page->resize(1200, 700);
    }

    void cleanup()
    {
        m_page.reset();
        m_source.reset();
        m_dir.reset();
    }

    void userFolderIsNeverTheRealOne()
    {
        QVERIFY(m_source->userFolder().startsWith(m_dir->path()));
        // Test mode moves the default too, so a MainWindow in a test reads no real overrides.
        QVERIFY2(CatalogSource::defaultUserFolder().contains(QStringLiteral(".qttest")),
                 qPrintable(CatalogSource::defaultUserFolder()));
        QVERIFY(CatalogSource::defaultUserFolder().endsWith(QStringLiteral("/catalog")));
    }

    void hasEverySection()
    {
        auto *tabs = m_page->findChild<QTabWidget *>(QStringLiteral("catalogSections"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 6); // and "My measurements"
        const char *tables[] = {"gpuTable", "instanceTable", "priceTable", "storageTable", "billingTable"};
        const int rows[] = {2, 4, 6, 2, 1};
        for (int i = 0; i < 5; ++i) {
            auto *table = m_page->findChild<QTableView *>(QLatin1String(tables[i]));
            QVERIFY2(table, tables[i]);
            QCOMPARE(table->model()->rowCount(), rows[i]);
            QCOMPARE(m_page->sectionPage(static_cast<CatalogBrowserPage::Section>(i))->table(), table);
        }
        m_page->setSection(CatalogBrowserPage::StorageSection);
        QCOMPARE(tabs->currentIndex(), int(CatalogBrowserPage::StorageSection));
    }

    void filterNarrowsTheTable()
    {
        auto *filter = m_page->findChild<QLineEdit *>(QStringLiteral("priceFilterEdit"));
        auto *table = m_page->findChild<QTableView *>(QStringLiteral("priceTable"));
        auto *count = m_page->findChild<QLabel *>(QStringLiteral("priceCount"));
        QVERIFY(filter && table && count);
        QCOMPARE(count->text(), QStringLiteral("6 prices"));
        filter->setText(QStringLiteral("r-west"));
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(count->text(), QStringLiteral("1 of 6 prices"));
        filter->clear();
        QCOMPARE(table->model()->rowCount(), 6);
    }

    // issue 33: an exact instance name returned every price whose source listed it
    void thePriceFilterLeavesSourcesOutAndTheGpuFilterSearchesThem()
    {
        auto *priceFilter = m_page->findChild<QLineEdit *>(QStringLiteral("priceFilterEdit"));
        auto *priceTable = m_page->findChild<QTableView *>(QStringLiteral("priceTable"));
        auto *gpuFilter = m_page->findChild<QLineEdit *>(QStringLiteral("gpuFilterEdit"));
        auto *gpuTable = m_page->findChild<QTableView *>(QStringLiteral("gpuTable"));
        QVERIFY(priceFilter && priceTable && gpuFilter && gpuTable);
        priceFilter->setText(QStringLiteral("fixture")); // only in the sources
        QCOMPARE(priceTable->model()->rowCount(), 0);
        priceFilter->setText(QStringLiteral("T1.LARGE")); // an instance type, case aside
        QVERIFY(priceTable->model()->rowCount() > 0);
        QVERIFY(priceTable->model()->rowCount() < 6);
        priceFilter->clear();
        gpuFilter->setText(QStringLiteral("fixture"));
        QCOMPARE(gpuTable->model()->rowCount(), 2);
        gpuFilter->clear();
    }

    void detailsPaneShowsProvenanceOfTheSelectedRow()
    {
        CatalogTablePage *prices = m_page->sectionPage(CatalogBrowserPage::PricesSection);
        m_page->setSection(CatalogBrowserPage::PricesSection);
        QVERIFY(prices->details()->toPlainText().isEmpty());
        prices->selectSourceRow(priceRow("t1.large", tp::Billing::OnDemand, "r-west"));
        const QString details = prices->details()->toPlainText();
        QVERIFY2(details.contains(QStringLiteral("test fixture")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("2024-05-01")));
        QVERIFY(details.contains(QStringLiteral("vendor figure")));
        QVERIFY(details.contains(QStringLiteral("Stale")));
    }

    void editingAPriceSavesAnOverride()
    {
        QSignalSpy changed(m_source.get(), &CatalogSource::catalogChanged);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_page->setSection(CatalogBrowserPage::PricesSection);
        QVERIFY(!m_page->editPriceAction()->isEnabled());

        // Double-click the amount of t1.large on-demand in r-east (10 CNY/hour).
        QTableView *table = m_page->sectionPage(CatalogBrowserPage::PricesSection)->table();
        const QModelIndex amount =
            proxyIndex(priceRow("t1.large", tp::Billing::OnDemand, "r-east"), PriceTableModel::AmountColumn);
        QCOMPARE(amount.data().toString(), QStringLiteral("10"));
        table->scrollTo(amount);
        const QPoint center = table->visualRect(amount).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, center);
        QVERIFY(m_page->editPriceAction()->isEnabled());
        QVERIFY(!m_page->revertPriceAction()->isEnabled()); // nothing to revert yet
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, center);

        auto *dialog = m_page->findChild<EditPriceDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        auto *amountEdit = dialog->findChild<QLineEdit *>(QStringLiteral("amountEdit"));
        auto *amountError = dialog->findChild<QLabel *>(QStringLiteral("amountError"));
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(amountEdit && amountError && buttons);
        QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
        QCOMPARE(amountEdit->text(), QStringLiteral("10"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("regionCombo"))->currentData().toString(),
                 QStringLiteral("r-east"));

        // Invalid values are refused beside the field, and OK stays off.
        for (const char *bad : {"", "ten", "-3", "0", "1e12"}) {
            amountEdit->setText(QString::fromLatin1(bad));
            QVERIFY2(!amountError->text().isEmpty(), bad);
            QVERIFY2(!ok->isEnabled(), bad);
            QVERIFY(!dialog->isValid());
        }
        ok->click(); // disabled: nothing happens
        QVERIFY(dialog->isVisible());
        QCOMPARE(changed.count(), 0);

        amountEdit->setText(QStringLiteral("8.75"));
        QVERIFY(amountError->text().isEmpty());
        QVERIFY(ok->isEnabled());
        ok->click();

        // Saved, reloaded, shown at once as overridden and selected.
        QCOMPARE(changed.count(), 1);
        const QString file = QDir(m_source->userFolder()).filePath(QStringLiteral("prices-edited.json"));
        QVERIFY(QFile::exists(file));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY2(text.contains("\"per_hour\": 8.75"), text.constData());
        QVERIFY(text.contains("\"region\": \"r-east\""));
        QVERIFY(text.contains("\"date\": \"2026-06-30\""));

        const int row = priceRow("t1.large", tp::Billing::OnDemand, "r-east");
        const QModelIndex edited = proxyIndex(row, PriceTableModel::AmountColumn);
        QCOMPARE(edited.data().toString(), QStringLiteral("8.75"));
        QCOMPARE(edited.data(CatalogRoles::Overridden).toBool(), true);
        QVERIFY(edited.data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Overridden by prices-edited.json")));
        QCOMPARE(m_page->sectionPage(CatalogBrowserPage::PricesSection)->currentSourceRow(), row);
        QVERIFY(m_page->revertPriceAction()->isEnabled());
        QVERIFY2(m_page->message().contains(QStringLiteral("Saved")), qPrintable(m_page->message()));

        // Revert: the override goes, the shipped 10 CNY/hour is back.
        m_page->revertPriceAction()->trigger();
        QCOMPARE(changed.count(), 2);
        const QModelIndex reverted =
            proxyIndex(priceRow("t1.large", tp::Billing::OnDemand, "r-east"), PriceTableModel::AmountColumn);
        QCOMPARE(reverted.data().toString(), QStringLiteral("10"));
        QCOMPARE(reverted.data(CatalogRoles::Overridden).toBool(), false);
        QVERIFY(!m_page->revertPriceAction()->isEnabled());
    }

    void addingAPriceForAnUnpricedType()
    {
        m_page->setSection(CatalogBrowserPage::InstancesSection);
        CatalogTablePage *instances = m_page->sectionPage(CatalogBrowserPage::InstancesSection);
        QVERIFY(!m_page->addPriceAction()->isEnabled());
        instances->selectSourceRow(2); // t1.unpriced
        QVERIFY(m_page->addPriceAction()->isEnabled());
        m_page->addPriceAction()->trigger();
        auto *dialog = m_page->findChild<EditPriceDialog *>();
        QVERIFY(dialog);
        auto *amountEdit = dialog->findChild<QLineEdit *>(QStringLiteral("amountEdit"));
        QVERIFY(amountEdit->text().isEmpty());
        QVERIFY(!dialog->isValid());
        amountEdit->setText(QStringLiteral("33"));
        QVERIFY(dialog->isValid());
        dialog->accept();

        QCOMPARE(m_page->section(), CatalogBrowserPage::PricesSection);
        const int row = priceRow("t1.unpriced", tp::Billing::OnDemand, "");
        QVERIFY(row >= 0);
        QCOMPARE(proxyIndex(row, PriceTableModel::AmountColumn).data(CatalogRoles::Overridden).toBool(),
                 true);
        QCOMPARE(m_page->findChild<QTableView *>(QStringLiteral("priceTable"))->model()->rowCount(), 7);
    }

    void savePriceRefusesABrokenOverrideFile()
    {
        QVERIFY(QDir().mkpath(m_source->userFolder()));
        QFile broken(QDir(m_source->userFolder()).filePath(QStringLiteral("prices-edited.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(
            R"({ "schema": 1, "kind": "price_overrides", "prices": [ { "instance_type": "t1.large" } ] })");
        broken.close();
        QSignalSpy changed(m_source.get(), &CatalogSource::catalogChanged);

        tp::PriceOverride o;
        o.instanceType = "t1.large";
        o.price = {tp::Billing::OnDemand, 9, "CNY", "r-east", {"test", "2026-05-01", "list", ""}, false};
        QVERIFY(!m_page->savePrice(o));
        QCOMPARE(changed.count(), 0);
        QVERIFY2(m_page->message().contains(QStringLiteral("not saved")), qPrintable(m_page->message()));
    }

    void importingACsvReportsBadRowsByLine()
    {
        const QString csv = m_dir->filePath(QStringLiteral("prices.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("instance_type,billing,price,currency,region,source,date,confidence\n"
                   "t1.large,ondemand,8.8,CNY,r-east,quote,2026-05-01,list\n"
                   "t1.large,ondemand,-1,CNY,r-west,quote,2026-05-01,list\n"
                   "t1.xlarge,spot,22,CNY,r-east,quote,2026-05-01,reported\n");
        file.close();
        QSignalSpy changed(m_source.get(), &CatalogSource::catalogChanged);

        QVERIFY(!m_page->importPricesFrom(csv)); // a bad row: not a clean import
        QCOMPARE(changed.count(), 1);            // but the good rows are in
        QCOMPARE(m_page->section(), CatalogBrowserPage::PricesSection);
        const QString message = m_page->message();
        QVERIFY2(message.contains(QStringLiteral("3 rows read, 2 imported, 1 with errors")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("line 3")), qPrintable(message));
        QCOMPARE(
            proxyIndex(priceRow("t1.large", tp::Billing::OnDemand, "r-east"), PriceTableModel::AmountColumn)
                .data(CatalogRoles::Overridden)
                .toBool(),
            true);
        QCOMPARE(
            proxyIndex(priceRow("t1.large", tp::Billing::OnDemand, "r-west"), PriceTableModel::AmountColumn)
                .data()
                .toString(),
            QStringLiteral("9.5"));
        QVERIFY(QFile::exists(QDir(m_source->userFolder()).filePath(QStringLiteral("prices-imported.json"))));
    }

    // Catalog → Refresh Prices from My Account: the script for the provider's own client, saved
    // executable, and the folder of answers it fills imported as 'quote' prices (a failed call
    // is listed, the good answer kept).
    void refreshingPricesFromTheAccount()
    {
        CatalogSource shipped(QStringLiteral(TRAINPLAN_CATALOG_DIR), m_dir->filePath(QStringLiteral("user")));
        QVERIFY(shipped.result().ok());
        shipped.setToday({2026, 12, 2});
        CatalogBrowserPage page(&shipped);
        QVERIFY(page.refreshPricesAction());

        QuoteScriptDialog dialog(shipped.catalog(), {2026, 12, 2});
        QCOMPARE(dialog.provider(), QStringLiteral("alibaba"));
        QVERIFY2(dialog.scriptText().contains(QStringLiteral("ecs DescribePrice")),
                 qPrintable(dialog.scriptText()));
        QVERIFY(dialog.scriptText().contains(QStringLiteral("ecs.gn7i-c8g1.2xlarge")));
        QVERIFY(dialog.scriptText().contains(dialog.region()));
        const QString script = m_dir->filePath(QStringLiteral("quotes.sh"));
        QString error;
        QVERIFY2(dialog.saveScript(script, &error), qPrintable(error));
        QVERIFY(QFileInfo(script).isExecutable());
        auto *provider = dialog.findChild<QComboBox *>(QStringLiteral("quoteProvider"));
        QVERIFY(provider && provider->count() == 2);
        provider->setCurrentIndex(1);
        QCOMPARE(dialog.provider(), QStringLiteral("tencent"));
        QVERIFY(dialog.scriptText().contains(QStringLiteral("InquiryPriceRunInstances")));

        const QString answers = m_dir->filePath(QStringLiteral("answers"));
        QVERIFY(QDir().mkpath(answers));
        QFile manifest(answers + QStringLiteral("/trainplan-quotes.txt"));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("format=1\nprovider=alibaba\nregion=cn-hangzhou\ndate=2026-12-02\ncurrency=CNY\n");
        manifest.close();
        QVERIFY(QFile::copy(QStringLiteral(TRAINPLAN_TEST_DATA "/quotes/alibaba-describeprice-hour.json"),
                            answers +
                                QStringLiteral("/alibaba@cn-hangzhou@ondemand@ecs.gn7i-c8g1.2xlarge.json")));
        QFile failed(answers + QStringLiteral("/alibaba@cn-hangzhou@spot@ecs.gn7i-c8g1.2xlarge.err"));
        QVERIFY(failed.open(QIODevice::WriteOnly));
        failed.write("ERROR: SDK.ServerError Forbidden.RAM\n");
        failed.close();

        QSignalSpy changed(&shipped, &CatalogSource::catalogChanged);
        QVERIFY(!page.importQuotesFrom(answers)); // one call failed: not a clean import
        QCOMPARE(changed.count(), 1);             // but the good answer is in
        QVERIFY2(page.message().contains(QStringLiteral("1 price imported")), qPrintable(page.message()));
        QVERIFY2(page.message().contains(QStringLiteral("1 call(s) failed")), qPrintable(page.message()));
        bool quoted = false;
        for (const tp::InstanceType &i : shipped.catalog().instances)
            if (i.id == "ecs.gn7i-c8g1.2xlarge")
                for (const tp::Price &p : i.prices)
                    quoted = quoted || (p.billing == tp::Billing::OnDemand && p.region == "cn-hangzhou" &&
                                        p.provenance.confidence == "quote" && p.overridden);
        QVERIFY(quoted);

        // an empty folder is refused with the reason
        const QString empty = m_dir->filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        QVERIFY(!page.importQuotesFrom(empty));
        QCOMPARE(changed.count(), 1);
    }

    void legendNamesTheStaleCutoff()
    {
        auto *legend = m_page->findChild<QLabel *>(QStringLiteral("catalogLegend"));
        QVERIFY(legend);
        QVERIFY2(legend->text().contains(QStringLiteral("2026-01-01")), qPrintable(legend->text()));
    }

    void mainWindowHostsTheBrowser()
    {
        MainWindow window(CatalogSource::load());
        QVERIFY(window.catalogPage());
        window.setCurrentTab(MainWindow::CatalogTab);
        window.catalogPage()->setSection(CatalogBrowserPage::PricesSection);
        QCOMPARE(window.catalogPage()->section(), CatalogBrowserPage::PricesSection);
        QVERIFY(window.findChild<QTableView *>(QStringLiteral("priceTable")));
        // "Import Prices from CSV…" is in the File menu too.
        bool inFileMenu = false;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(window.catalogPage()->importPricesAction()))
                inFileMenu = true;
        }
        QVERIFY(inFileMenu);
        QCOMPARE(window.catalogSource()->userFolder(), CatalogSource::defaultUserFolder());
    }

private:
    static QString fixture() { return QStringLiteral(TRAINPLAN_TEST_DATA "/catalog-browser"); }

    int priceRow(const char *instance, tp::Billing billing, const char *region) const
    {
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(
            m_page->sectionPage(CatalogBrowserPage::PricesSection)->table()->model());
        auto *model = qobject_cast<PriceTableModel *>(proxy->sourceModel());
        return model->rowOf(instance, billing, region);
    }

    QModelIndex proxyIndex(int sourceRow, int column) const
    {
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(
            m_page->sectionPage(CatalogBrowserPage::PricesSection)->table()->model());
        return proxy->mapFromSource(proxy->sourceModel()->index(sourceRow, column));
    }

    QTranslator m_english;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<CatalogSource> m_source;
    std::unique_ptr<CatalogBrowserPage> m_page;
};

QTEST_MAIN(TestCatalogBrowser)
#include "tst_catalogbrowser.moc"
