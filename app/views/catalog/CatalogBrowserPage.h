#pragma once

#include "core/Instance.h"

#include <QByteArray>
#include <QWidget>
#include <optional>

class CatalogSource;
class CatalogTablePage;
class GpuTableModel;
class InstanceTableModel;
class KeptMeasurementsPage;
class PriceTableModel;
class ProviderTableModel;
class StorageTableModel;
class QAction;
class QLabel;
class QTabWidget;
class QToolBar;
class QUndoStack;

// The catalog browser: GPUs, instance types, prices, storage and the providers' billing terms,
// each searchable and sortable with a details pane; marks what the user overrode and what is
// stale. Prices can be edited, added, reverted to the shipped figure and imported from CSV:
// every change is saved as a user override (PriceOverrideStore), the catalog is reloaded and
// CatalogSource::catalogChanged() tells the rest of the app. Setting and removing an override
// can be undone (undoStack()).
class CatalogBrowserPage : public QWidget
{
    Q_OBJECT

public:
    enum Section
    {
        GpusSection,
        InstancesSection,
        PricesSection,
        StorageSection,
        BillingSection,
        MeasurementsSection // the user's kept runs (not a catalog table: sectionPage() is null)
    };

    explicit CatalogBrowserPage(CatalogSource *source, QWidget *parent = nullptr);

    void setSection(Section section);
    Section section() const;
    CatalogTablePage *sectionPage(Section section) const;

    KeptMeasurementsPage *measurementsPage() const { return m_measurementsPage; }

    QAction *editPriceAction() const { return m_editPrice; }
    QAction *addPriceAction() const { return m_addPrice; }
    QAction *revertPriceAction() const { return m_revertPrice; }
    QAction *importPricesAction() const { return m_importPrices; }
    QAction *refreshPricesAction() const { return m_refreshPrices; }

    QByteArray gpuHeaderState() const;
    void restoreGpuHeaderState(const QByteArray &state);

    // What the page last reported (saved, imported, refused), as shown above the tables.
    QString message() const;

    // The prices set and overrides removed here, to undo and redo.
    QUndoStack *undoStack() const { return m_undoStack; }
    // Makes the user's override of one price `price` again (nullopt: none, the shipped price
    // applies), reloads and selects it: what undo and redo do, so no new step.
    bool restorePrice(const std::string &instanceType, tp::Billing billing, const std::string &region,
                      const std::optional<tp::PriceOverride> &price);

    // The non-interactive halves of the actions, which their dialogs end in.
    // Saves one price override, reloads and selects the price. false: refused, see message().
    bool savePrice(const tp::PriceOverride &price);
    // Removes the overrides of one price (instance, billing, region) and reloads.
    bool revertPrice(const std::string &instanceType, tp::Billing billing, const std::string &region);
    // Imports a CSV file of prices; good rows are saved even when others are bad.
    bool importPricesFrom(const QString &csvPath);
    // Imports the answers a quote script saved in a folder; good answers are saved even when
    // other calls failed.
    bool importQuotesFrom(const QString &folder);

public slots:
    void editSelectedPrice();
    void addPrice();
    void revertSelectedPrice();
    void importPrices();
    void refreshPricesFromAccount();

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Tone
    {
        Info,
        Success,
        Warning,
        Error
    };

    void refresh();
    void updateActions();
    void updateLegend();
    void showMessage(Tone tone, const QString &text, const QString &details = {});
    // An import that wrote nothing (its file or folder could not be read, or the overrides folder
    // written): the error above the problems found so far. Returns false.
    bool importFailed(const QString &name, const QString &error, QStringList problems);
    // After an import: the catalog reloads with the file it wrote (if any), and the prices show.
    void showImported(const QString &target);
    // The message's frame and tint in the tone's colour on this palette.
    void updateMessageLook();
    void openPriceDialog(const tp::InstanceType &instance, const tp::Price *existing);
    void selectPrice(const std::string &instanceType, tp::Billing billing, const std::string &region);
    bool storePrice(const tp::PriceOverride &price);
    bool removeOverride(const std::string &instanceType, tp::Billing billing, const std::string &region);

    CatalogSource *m_source;
    GpuTableModel *m_gpuModel;
    InstanceTableModel *m_instanceModel;
    PriceTableModel *m_priceModel;
    StorageTableModel *m_storageModel;
    ProviderTableModel *m_providerModel;
    QToolBar *m_toolBar;
    QLabel *m_message;
    QTabWidget *m_sections;
    CatalogTablePage *m_gpuPage;
    CatalogTablePage *m_instancePage;
    CatalogTablePage *m_pricePage;
    CatalogTablePage *m_storagePage;
    CatalogTablePage *m_providerPage;
    KeptMeasurementsPage *m_measurementsPage;
    QLabel *m_legend;
    QAction *m_editPrice;
    QAction *m_addPrice;
    QAction *m_revertPrice;
    QAction *m_importPrices;
    QAction *m_refreshPrices;
    QAction *m_reload;
    QAction *m_openFolder;
    QUndoStack *m_undoStack;
    bool m_columnsFitted = false;
    Tone m_messageTone = Tone::Info;
};
