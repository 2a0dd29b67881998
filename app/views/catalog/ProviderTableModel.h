#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"
#include "views/catalog/CatalogTableModel.h"

#include <QString>
#include <vector>

// One row of the billing-terms table: a provider, named, and the day its terms are judged on.
struct ProviderTableRow
{
    tp::ProviderInfo provider;
    QString name;
    tp::CivilDate today;
};

// The providers' billing terms, one row per provider: currency, billing unit, the spot discount
// and interruption rate, the subscription and reserved fractions used where an instance type has
// no price of that kind, and the regions sold. Each term has its own source and date (tooltip and
// details pane); terms the user overrode are bold, stale discount terms are marked.
class ProviderTableModel : public CatalogRowModel<ProviderTableRow>
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

    explicit ProviderTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today);
    const tp::ProviderInfo *providerAt(int row) const;

protected:
    Cell cell(int row, int column) const override;

private:
    // The provenance of the term a column shows (nullptr for columns that are not terms), and
    // whether that term is known at all.
    const tp::Provenance *provenanceOf(const tp::ProviderInfo &provider, int column) const;
    static bool isKnown(const tp::ProviderInfo &provider, int column);
    static bool isPriceTerm(int column);

    using Row = ProviderTableRow;

    QString detailsOf(const Row &row, const QString &overrideFile) const;
};
