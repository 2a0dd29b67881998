#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"
#include "views/catalog/CatalogTableModel.h"

#include <QString>
#include <vector>

// One row of the price table: a price of an instance type (PriceTableModel::instanceAt).
struct PriceTableRow
{
    std::size_t instance = 0; // which of the model's instance types
    tp::Price price;
    QString provider;
    QString regionName;
    bool priceOverride = false;
    bool stale = false;
};

// Every price of every instance type, one row each: billing, amount, unit, region and its
// provenance, plus the price per GPU-hour for comparing sizes. Sorting uses RawValueRole (the
// amount as a number). A price the user overrode is bold with an icon and names the file; a
// price dated more than tp::kStaleAfterDays before today has a warning mark on its date.
class PriceTableModel : public CatalogRowModel<PriceTableRow>
{
    Q_OBJECT

public:
    enum Column
    {
        ProviderColumn,
        InstanceTypeColumn,
        GpusColumn,
        BillingColumn,
        AmountColumn,
        UnitColumn,
        PerGpuHourColumn,
        RegionColumn,
        DateColumn,
        ConfidenceColumn,
        SourceColumn, // last: long, stretches to the edge
        ColumnCount
    };

    explicit PriceTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today);

    const tp::InstanceType *instanceAt(int row) const;
    const tp::Price *priceAt(int row) const;
    // The user's file that set this price (a price override or its whole type), or empty.
    QString overrideFileAt(int row) const;
    // Whether a `price_overrides` entry set it, so that reverting it restores the shipped price.
    bool hasPriceOverrideAt(int row) const;
    // The row of a price, -1 when there is none (instance type case-insensitive).
    int rowOf(const std::string &instanceType, tp::Billing billing, const std::string &region) const;

    // Per GPU-hour: hourly prices divided by the GPUs, monthly ones by 730 h too; 0 when unknown.
    static double perGpuHour(const tp::InstanceType &instance, const tp::Price &price);

protected:
    Cell cell(int row, int column) const override;

private:
    using Row = PriceTableRow;

    QString detailsOf(const Row &row, const QString &overrideFile) const;

    std::vector<tp::InstanceType> m_instances;
};
