#include "views/catalog/CatalogBrowserPage.h"

#include "document/CatalogSource.h"
#include "document/PriceOverrideStore.h"
#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "text/ProblemText.h"
#include "views/catalog/CatalogTablePage.h"
#include "views/catalog/EditPriceDialog.h"
#include "views/catalog/GpuTableModel.h"
#include "views/catalog/InstanceTableModel.h"
#include "views/catalog/KeptMeasurementsPage.h"
#include "views/catalog/PriceOverrideCommand.h"
#include "views/catalog/PriceTableModel.h"
#include "views/catalog/ProviderTableModel.h"
#include "views/catalog/QuoteScriptDialog.h"
#include "views/catalog/StorageTableModel.h"
#include "views/widgets/CatalogMarks.h"
#include "views/widgets/ThemeColours.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

namespace {

// At most this many problem lines in the message; its tooltip has them all.
constexpr int kMaxMessageLines = 12;

} // namespace

CatalogBrowserPage::CatalogBrowserPage(CatalogSource *source, QWidget *parent)
    : QWidget(parent), m_source(source), m_gpuModel(new GpuTableModel(this)),
      m_instanceModel(new InstanceTableModel(this)), m_priceModel(new PriceTableModel(this)),
      m_storageModel(new StorageTableModel(this)), m_providerModel(new ProviderTableModel(this)),
      m_toolBar(new QToolBar(this)), m_message(new QLabel(this)), m_sections(new QTabWidget(this)),
      m_legend(new QLabel(this))
{
    setObjectName(QStringLiteral("catalogBrowserPage"));
    refresh();

    m_gpuPage =
        new CatalogTablePage(m_gpuModel, QStringLiteral("gpu"),
                             tr("Filter by GPU, vendor, generation or source"), [](int shown, int total) {
                                 return shown == total ? tr("%n GPU(s)", nullptr, total)
                                                       : tr("%1 of %n GPU(s)", nullptr, total).arg(shown);
                             });
    // the GPU list is short and its filter says it searches sources; the others name many records
    // in one source
    m_gpuPage->setFilterSearchesSources(true);
    m_instancePage = new CatalogTablePage(
        m_instanceModel, QStringLiteral("instance"),
        tr("Filter by provider, family, instance type, GPU or region"), [](int shown, int total) {
            return shown == total ? tr("%n instance type(s)", nullptr, total)
                                  : tr("%1 of %n instance type(s)", nullptr, total).arg(shown);
        });
    m_pricePage = new CatalogTablePage(m_priceModel, QStringLiteral("price"),
                                       tr("Filter by provider, instance type, GPU, billing or region"),
                                       [](int shown, int total) {
                                           return shown == total
                                                      ? tr("%n price(s)", nullptr, total)
                                                      : tr("%1 of %n price(s)", nullptr, total).arg(shown);
                                       });
    m_storagePage =
        new CatalogTablePage(m_storageModel, QStringLiteral("storage"),
                             tr("Filter by provider, name or kind"), [](int shown, int total) {
                                 return shown == total
                                            ? tr("%n storage option(s)", nullptr, total)
                                            : tr("%1 of %n storage option(s)", nullptr, total).arg(shown);
                             });
    m_providerPage =
        new CatalogTablePage(m_providerModel, QStringLiteral("billing"), tr("Filter by provider or currency"),
                             [](int shown, int total) {
                                 return shown == total
                                            ? tr("%n provider(s)", nullptr, total)
                                            : tr("%1 of %n provider(s)", nullptr, total).arg(shown);
                             });

    m_sections->setObjectName(QStringLiteral("catalogSections"));
    m_sections->insertTab(GpusSection, m_gpuPage, tr("GPUs"));
    m_sections->insertTab(InstancesSection, m_instancePage, tr("Instance types"));
    m_sections->insertTab(PricesSection, m_pricePage, tr("Prices"));
    m_sections->insertTab(StorageSection, m_storagePage, tr("Storage"));
    m_sections->insertTab(BillingSection, m_providerPage, tr("Billing terms"));
    m_measurementsPage = new KeptMeasurementsPage(source);
    m_sections->insertTab(MeasurementsSection, m_measurementsPage, tr("My measurements"));
    for (CatalogTablePage *page : {m_gpuPage, m_instancePage, m_pricePage, m_storagePage, m_providerPage})
        page->fitColumns();
    m_instancePage->capColumn(InstanceTableModel::RegionsColumn, 200);

    // Names a screen reader says, and tooltips that say what each part is for.
    const QString sortHint = tr("Click a column header to sort by it; select a row to see where its figures "
                                "come from, below.");
    const struct
    {
        CatalogTablePage *page;
        QString table;
        QString filter;
        QString tip;
    } sections[] = {
        {m_gpuPage, tr("GPUs"), tr("Filter the GPUs"),
         tr("Every GPU of the catalog: its memory, memory bandwidth and BF16 and FP16 speed.")},
        {m_instancePage, tr("Instance types"), tr("Filter the instance types"),
         tr("Every instance type: its GPUs, vCPUs, RAM, network, RDMA and regions. Enter or a double "
            "click adds a price for the selected type.")},
        {m_pricePage, tr("Prices"), tr("Filter the prices"),
         tr("Every price by billing and region, per hour or per month, and per GPU-hour; stale ones in "
            "amber. Enter or a double click edits the selected price.")},
        {m_storagePage, tr("Storage"), tr("Filter the storage options"),
         tr("Storage for the data set and checkpoints: read and write speed, IOPS and price.")},
        {m_providerPage, tr("Billing terms"), tr("Filter the providers"),
         tr("How each provider bills: the unit it charges by, spot prices and interruptions, monthly and "
            "reserved terms.")},
    };
    for (const auto &s : sections) {
        s.page->table()->setAccessibleName(s.table);
        s.page->table()->setToolTip(s.tip + QLatin1Char(' ') + sortHint);
        s.page->filterEdit()->setAccessibleName(s.filter);
        s.page->filterEdit()->setToolTip(
            tr("Shows only the rows with this text in any column; empty shows them all."));
        s.page->details()->setAccessibleName(tr("Details of the selected row"));
    }

    m_editPrice = new QAction(tr("&Edit Price…"), this);
    m_editPrice->setObjectName(QStringLiteral("editPriceAction"));
    m_editPrice->setToolTip(tr("Change the selected price; it is saved in your overrides folder"));
    m_addPrice = new QAction(tr("&Add Price…"), this);
    m_addPrice->setObjectName(QStringLiteral("addPriceAction"));
    m_addPrice->setToolTip(tr("Add a price (another billing or region) for the selected instance type"));
    m_revertPrice = new QAction(tr("&Revert to Shipped Price"), this);
    m_revertPrice->setObjectName(QStringLiteral("revertPriceAction"));
    m_revertPrice->setToolTip(tr("Remove your override of the selected price"));
    m_refreshPrices = new QAction(tr("&Refresh Prices from My Account…"), this);
    m_refreshPrices->setObjectName(QStringLiteral("refreshPricesAction"));
    m_refreshPrices->setToolTip(
        tr("Write a script for your provider's own command-line client, then import the prices it saved"));
    m_importPrices = new QAction(tr("&Import Prices from CSV…"), this);
    m_importPrices->setObjectName(QStringLiteral("importPricesAction"));
    m_importPrices->setToolTip(tr("Read prices from a spreadsheet saved as CSV into your overrides folder"));
    m_reload = new QAction(tr("Re&load Catalog"), this);
    m_reload->setObjectName(QStringLiteral("reloadCatalogAction"));
    m_reload->setToolTip(tr("Read the built-in catalog and your overrides folder again"));
    m_undoStack = new QUndoStack(this);
    m_undoStack->setObjectName(QStringLiteral("priceUndoStack"));
    m_openFolder = new QAction(tr("Open &Overrides Folder"), this);
    m_openFolder->setObjectName(QStringLiteral("openOverridesFolderAction"));
    m_openFolder->setToolTip(tr("Open the folder with your price overrides and catalog additions: %1")
                                 .arg(QDir::toNativeSeparators(m_source->userFolder())));

    connect(m_editPrice, &QAction::triggered, this, &CatalogBrowserPage::editSelectedPrice);
    connect(m_addPrice, &QAction::triggered, this, &CatalogBrowserPage::addPrice);
    connect(m_revertPrice, &QAction::triggered, this, &CatalogBrowserPage::revertSelectedPrice);
    connect(m_importPrices, &QAction::triggered, this, &CatalogBrowserPage::importPrices);
    connect(m_refreshPrices, &QAction::triggered, this, &CatalogBrowserPage::refreshPricesFromAccount);
    connect(m_reload, &QAction::triggered, this, [this] {
        m_source->reload();
        showMessage(Tone::Info, tr("The catalog was reloaded."));
    });
    connect(m_openFolder, &QAction::triggered, this, [this] {
        QDir().mkpath(m_source->userFolder());
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_source->userFolder()));
    });

    m_toolBar->setObjectName(QStringLiteral("catalogToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->addAction(m_editPrice);
    m_toolBar->addAction(m_addPrice);
    m_toolBar->addAction(m_revertPrice);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_importPrices);
    m_toolBar->addAction(m_refreshPrices);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_reload);
    m_toolBar->addAction(m_openFolder);
    // Tool bar buttons take no focus by default; these actions are nowhere else, so Tab reaches them.
    for (QToolButton *button : m_toolBar->findChildren<QToolButton *>())
        if (button->defaultAction())
            button->setFocusPolicy(Qt::TabFocus);

    m_message->setObjectName(QStringLiteral("catalogMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::RichText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    // The legend: what bold-with-an-icon and the warning mark mean.
    auto *legend = new QHBoxLayout;
    auto *overriddenIcon = new QLabel(this);
    overriddenIcon->setPixmap(CatalogMarks::overriddenIcon().pixmap(16, 16));
    auto *staleIcon = new QLabel(this);
    staleIcon->setPixmap(CatalogMarks::staleIcon().pixmap(16, 16));
    auto *overriddenText = new QLabel(tr("Bold: set by your overrides"), this);
    m_legend->setObjectName(QStringLiteral("catalogLegend"));
    auto *italicText = new QLabel(tr("<i>Italics</i>: an estimate"), this);
    legend->addWidget(overriddenIcon);
    legend->addWidget(overriddenText);
    legend->addSpacing(16);
    legend->addWidget(staleIcon);
    legend->addWidget(m_legend);
    legend->addSpacing(16);
    legend->addWidget(italicText);
    legend->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_message);
    layout->addWidget(m_sections, 1);
    layout->addLayout(legend);

    connect(m_source, &CatalogSource::catalogChanged, this, &CatalogBrowserPage::refresh);
    connect(m_sections, &QTabWidget::currentChanged, this, &CatalogBrowserPage::updateActions);
    for (CatalogTablePage *page : {m_instancePage, m_pricePage})
        connect(page, &CatalogTablePage::currentRowChanged, this, &CatalogBrowserPage::updateActions);
    connect(m_pricePage, &CatalogTablePage::rowActivated, this, [this](int row) {
        m_pricePage->selectSourceRow(row);
        editSelectedPrice();
    });
    connect(m_instancePage, &CatalogTablePage::rowActivated, this, [this](int row) {
        m_instancePage->selectSourceRow(row);
        addPrice();
    });

    updateLegend();
    updateActions();

    // Problems of the user's own files would otherwise only show in the status bar tooltip.
    QStringList problems;
    const QString userFolder = QDir::cleanPath(m_source->userFolder());
    for (const tp::Problem &p : m_source->problems()) {
        if (CatalogText::verbatim(p.file).startsWith(userFolder))
            problems << ProblemText::shown(p.file) + QStringLiteral(": ") + ProblemText::describe(p);
    }
    if (!problems.isEmpty())
        showMessage(Tone::Warning,
                    tr("Your overrides folder has problems; the files with errors were not applied."),
                    problems.join(QLatin1Char('\n')));
}

void CatalogBrowserPage::refresh()
{
    const tp::Catalog &catalog = m_source->catalog();
    const tp::CivilDate today = m_source->today();
    m_gpuModel->setCatalog(catalog);
    m_instanceModel->setCatalog(catalog);
    m_priceModel->setCatalog(catalog, today);
    m_storageModel->setCatalog(catalog, today);
    m_providerModel->setCatalog(catalog, today);
    if (m_legend)
        updateLegend();
}

void CatalogBrowserPage::updateLegend()
{
    const tp::CivilDate cutoff = tp::staleCutoff(m_source->today());
    m_legend->setText(tr("Stale: dated before %1 (more than %n days ago)", nullptr, tp::kStaleAfterDays)
                          .arg(CatalogText::verbatim(tp::toString(cutoff))));
}

void CatalogBrowserPage::setSection(Section section)
{
    m_sections->setCurrentIndex(section);
}

CatalogBrowserPage::Section CatalogBrowserPage::section() const
{
    return static_cast<Section>(m_sections->currentIndex());
}

CatalogTablePage *CatalogBrowserPage::sectionPage(Section section) const
{
    return qobject_cast<CatalogTablePage *>(m_sections->widget(section));
}

QByteArray CatalogBrowserPage::gpuHeaderState() const
{
    return m_gpuPage->headerState();
}

void CatalogBrowserPage::restoreGpuHeaderState(const QByteArray &state)
{
    m_gpuPage->restoreHeaderState(state);
}

QString CatalogBrowserPage::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void CatalogBrowserPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        updateMessageLook();
    QWidget::changeEvent(event);
}

void CatalogBrowserPage::updateMessageLook()
{
    // The window's own text on a faint tint of the tone, framed in the tone: reads on a light and
    // on a dark palette.
    ThemeColours::Tone tone = ThemeColours::Accent;
    switch (m_messageTone) {
    case Tone::Info:
        break;
    case Tone::Success:
        tone = ThemeColours::Good;
        break;
    case Tone::Warning:
        tone = ThemeColours::Warning;
        break;
    case Tone::Error:
        tone = ThemeColours::Error;
        break;
    }
    const QPalette p = palette();
    const QColor frame = ThemeColours::color(tone, p);
    const QColor window = p.color(QPalette::Window);
    const QColor tint = QColor::fromRgbF(window.redF() + (frame.redF() - window.redF()) * 0.12,
                                         window.greenF() + (frame.greenF() - window.greenF()) * 0.12,
                                         window.blueF() + (frame.blueF() - window.blueF()) * 0.12);
    const QString style = QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3; "
                                         "border-radius: 4px; padding: 6px; }")
                              .arg(tint.name(), p.color(QPalette::WindowText).name(), frame.name());
    if (m_message->styleSheet() != style)
        m_message->setStyleSheet(style);
}

void CatalogBrowserPage::showMessage(Tone tone, const QString &text, const QString &details)
{
    m_messageTone = tone;
    updateMessageLook();
    QString html = text.toHtmlEscaped();
    const QStringList lines = details.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!lines.isEmpty()) {
        QStringList shown;
        for (int i = 0; i < lines.size() && i < kMaxMessageLines; ++i)
            shown << lines[i].toHtmlEscaped();
        if (lines.size() > kMaxMessageLines)
            shown << tr("… and %n more", nullptr, static_cast<int>(lines.size() - kMaxMessageLines))
                         .toHtmlEscaped();
        html += QStringLiteral("<br>") + shown.join(QStringLiteral("<br>"));
    }
    m_message->setText(html);
    m_message->setToolTip(details);
    m_message->show();
}

void CatalogBrowserPage::updateActions()
{
    const Section current = section();
    const int priceRow = current == PricesSection ? m_pricePage->currentSourceRow() : -1;
    const int instanceRow = current == InstancesSection ? m_instancePage->currentSourceRow() : -1;
    m_editPrice->setEnabled(priceRow >= 0);
    m_addPrice->setEnabled(priceRow >= 0 || instanceRow >= 0);
    m_revertPrice->setEnabled(m_priceModel->hasPriceOverrideAt(priceRow));
}

void CatalogBrowserPage::openPriceDialog(const tp::InstanceType &instance, const tp::Price *existing)
{
    auto *dialog = new EditPriceDialog(m_source->catalog(), instance, existing, m_source->today(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { savePrice(dialog->priceOverride()); });
    // Window-modal and not blocking: the app (and a test) keeps running while it is open.
    dialog->open();
}

void CatalogBrowserPage::editSelectedPrice()
{
    const int row = m_pricePage->currentSourceRow();
    const tp::InstanceType *instance = m_priceModel->instanceAt(row);
    const tp::Price *price = m_priceModel->priceAt(row);
    if (section() == PricesSection && instance && price)
        openPriceDialog(*instance, price);
}

void CatalogBrowserPage::addPrice()
{
    const tp::InstanceType *instance = nullptr;
    if (section() == PricesSection)
        instance = m_priceModel->instanceAt(m_pricePage->currentSourceRow());
    else if (section() == InstancesSection)
        instance = m_instanceModel->instanceAt(m_instancePage->currentSourceRow());
    if (instance)
        openPriceDialog(*instance, nullptr);
}

void CatalogBrowserPage::revertSelectedPrice()
{
    const int row = m_pricePage->currentSourceRow();
    const tp::InstanceType *instance = m_priceModel->instanceAt(row);
    const tp::Price *price = m_priceModel->priceAt(row);
    if (section() == PricesSection && instance && price && m_priceModel->hasPriceOverrideAt(row)) {
        // Copies: reverting reloads the catalog the model's rows come from.
        const std::string id = instance->id;
        const tp::Price p = *price;
        revertPrice(id, p.billing, p.region);
    }
}

void CatalogBrowserPage::selectPrice(const std::string &instanceType, tp::Billing billing,
                                     const std::string &region)
{
    const int row = m_priceModel->rowOf(instanceType, billing, region);
    if (row < 0)
        return;
    setSection(PricesSection);
    m_pricePage->selectSourceRow(row);
    updateActions();
}

bool CatalogBrowserPage::savePrice(const tp::PriceOverride &price)
{
    const tp::Price &p = price.price;
    std::optional<tp::PriceOverride> before =
        PriceOverrideStore(m_source->userFolder()).find(price.instanceType, p.billing, p.region);
    if (!storePrice(price))
        return false;
    m_undoStack->push(new PriceOverrideCommand(this, std::move(before), price));
    return true;
}

bool CatalogBrowserPage::revertPrice(const std::string &instanceType, tp::Billing billing,
                                     const std::string &region)
{
    std::optional<tp::PriceOverride> before =
        PriceOverrideStore(m_source->userFolder()).find(instanceType, billing, region);
    if (!removeOverride(instanceType, billing, region))
        return false;
    if (before)
        m_undoStack->push(new PriceOverrideCommand(this, std::move(before), std::nullopt));
    return true;
}

bool CatalogBrowserPage::restorePrice(const std::string &instanceType, tp::Billing billing,
                                      const std::string &region,
                                      const std::optional<tp::PriceOverride> &price)
{
    return price ? storePrice(*price) : removeOverride(instanceType, billing, region);
}

bool CatalogBrowserPage::storePrice(const tp::PriceOverride &price)
{
    PriceOverrideStore store(m_source->userFolder());
    QString error;
    if (!store.setPrice(price, &error)) {
        showMessage(Tone::Error, tr("The price was not saved."), error);
        return false;
    }
    m_source->reload();
    selectPrice(price.instanceType, price.price.billing, price.price.region);
    const QString what =
        tr("%1, %2: %3 %4")
            .arg(CatalogText::verbatim(price.instanceType), PlanText::billing(price.price.billing),
                 Format::number(price.price.amount, 6),
                 CatalogText::priceUnit(price.price.billing, price.price.currency));
    showMessage(Tone::Success, tr("Saved %1 in your overrides folder; the catalog was reloaded.").arg(what),
                QDir::toNativeSeparators(m_source->userFolder()));
    return true;
}

bool CatalogBrowserPage::removeOverride(const std::string &instanceType, tp::Billing billing,
                                        const std::string &region)
{
    PriceOverrideStore store(m_source->userFolder());
    QString error;
    int removed = 0;
    if (!store.revertPrice(instanceType, billing, region, &removed, &error)) {
        showMessage(Tone::Error, tr("The override was not removed."), error);
        return false;
    }
    if (removed == 0) {
        showMessage(Tone::Info, tr("Your overrides folder has no price of %1 to remove.")
                                    .arg(CatalogText::verbatim(instanceType)));
        return false;
    }
    m_source->reload();
    selectPrice(instanceType, billing, region);
    showMessage(Tone::Success, tr("%1, %2: the shipped price applies again.")
                                   .arg(CatalogText::verbatim(instanceType), PlanText::billing(billing)));
    return true;
}

bool CatalogBrowserPage::importFailed(const QString &name, const QString &error, QStringList problems)
{
    problems.prepend(error);
    showMessage(Tone::Error, tr("Nothing was imported from %1.").arg(name), problems.join(QLatin1Char('\n')));
    return false;
}

void CatalogBrowserPage::showImported(const QString &target)
{
    if (!target.isEmpty())
        m_source->reload();
    setSection(PricesSection);
}

void CatalogBrowserPage::importPrices()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import Prices from CSV"), QString(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!file.isEmpty())
        importPricesFrom(file);
}

bool CatalogBrowserPage::importPricesFrom(const QString &csvPath)
{
    PriceOverrideStore store(m_source->userFolder());
    const PriceOverrideStore::CsvImport result = store.importCsv(csvPath, m_source->catalog());
    // By line: "line 7, column 3 (price): expected a positive number ..." (the core's sentence).
    QStringList problems;
    for (const tp::Problem &p : result.csv.problems)
        problems << (p.path.empty()
                         ? ProblemText::shown(p.message)
                         : ProblemText::shown(p.path) + QStringLiteral(": ") + ProblemText::shown(p.message));
    const QString name = QFileInfo(csvPath).fileName();
    if (!result.error.isEmpty())
        return importFailed(name, result.error, problems);
    if (!result.csv.headerOk) {
        showMessage(Tone::Error, tr("Nothing was imported from %1: its header row is not right.").arg(name),
                    problems.join(QLatin1Char('\n')));
        return false;
    }
    showImported(result.target);
    const int imported = static_cast<int>(result.csv.prices.size());
    const int bad = static_cast<int>(result.csv.badRows);
    const QString summary = tr("%1: %n row(s) read, %2 imported, %3 with errors (listed by line below).",
                               nullptr, static_cast<int>(result.csv.rows))
                                .arg(name, QString::number(imported),
                                     QString::number(bad)); // one call: a % in the name stays text
    const QString text =
        bad > 0 ? summary
                : tr("%1: %n price(s) imported into your overrides folder.", nullptr, imported).arg(name);
    showMessage(bad > 0 ? Tone::Warning : Tone::Success, text, problems.join(QLatin1Char('\n')));
    return bad == 0;
}

void CatalogBrowserPage::refreshPricesFromAccount()
{
    auto *dialog = new QuoteScriptDialog(m_source->catalog(), m_source->today(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QuoteScriptDialog::importRequested, this, &CatalogBrowserPage::importQuotesFrom);
    dialog->open();
}

bool CatalogBrowserPage::importQuotesFrom(const QString &folder)
{
    PriceOverrideStore store(m_source->userFolder());
    const PriceOverrideStore::QuoteFolderImport result = store.importQuotes(folder, m_source->catalog());
    // By file: "alibaba@cn-hangzhou@ondemand@ecs.gn7i-c8g1.2xlarge.json: /Code: ..." (the core's sentence).
    QStringList problems;
    for (const tp::Problems *list : {&result.folderProblems, &result.quotes.problems})
        for (const tp::Problem &p : *list)
            problems << ProblemText::shown(p.toString());
    const QString name = QDir::toNativeSeparators(folder);
    if (!result.error.isEmpty())
        return importFailed(name, result.error, problems);
    showImported(result.target);
    const int imported = static_cast<int>(result.quotes.prices.size());
    const int failed = static_cast<int>(result.quotes.failedCalls + result.quotes.badAnswers);
    if (imported == 0) {
        showMessage(Tone::Error, tr("No price could be imported from %1.").arg(name),
                    problems.join(QLatin1Char('\n')));
        return false;
    }
    const QString text =
        failed > 0
            ? tr("%1: %n price(s) imported into your overrides folder; %2 call(s) failed or gave no price "
                 "(listed below).",
                 nullptr, imported)
                  .arg(name, QString::number(failed))
            : tr("%1: %n price(s) imported into your overrides folder.", nullptr, imported).arg(name);
    showMessage(failed > 0 ? Tone::Warning : Tone::Success, text, problems.join(QLatin1Char('\n')));
    return failed == 0;
}
