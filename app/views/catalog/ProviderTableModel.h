#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"
#include "views/catalog/CatalogRoles.h"

#include <QAbstractTableModel>
#include <QString>
#include <vector>

// The providers' billing terms, one row per provider: currency, billing unit, the spot discount
// and interruption rate, the subscription and reserved fractions used where an instance type has
// no price of that kind, and the regions sold. Each term has its own source and date (tooltip and
// details pane); terms the user overrode are bold, stale discount terms are marked.
class ProviderTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ProviderColumn,
        CurrencyColumn,
        GranularityColumn,
        SpotFractionColumn,
        SpotInterruptionsColumn,
        SpotRestartColumn,
        SubscriptionColumn,
        Reserved1yColumn,
        Reserved3yColumn,
        RegionsColumn,
        ColumnCount
    };
    enum Role
    {
        RawValueRole = CatalogRoles::RawValue,
        DetailsRole = CatalogRoles::Details,
        OverriddenRole = CatalogRoles::Overridden,
        StaleRole = CatalogRoles::Stale,
    };

    explicit ProviderTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today);
    const tp::ProviderInfo *providerAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        tp::ProviderInfo provider;
        QString name;
        QString overrideFile; // the file that changed its billing terms (or added the provider)
        tp::CivilDate today;
        QString details;
    };

    // The provenance of the term a column shows (nullptr for columns that are not terms), and
    // whether that term is known at all.
    static const tp::Provenance *provenanceOf(const tp::ProviderInfo &provider, int column);
    static bool isKnown(const tp::ProviderInfo &provider, int column);
    static bool isPriceTerm(int column);
    bool isStale(const Row &row, int column) const;

    QVariant displayData(const Row &row, int column) const;
    QVariant rawData(const Row &row, int column) const;
    QVariant toolTipData(const Row &row, int column) const;
    QString detailsOf(const Row &row) const;

    std::vector<Row> m_rows;
};
