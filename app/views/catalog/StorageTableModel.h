#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"
#include "views/catalog/CatalogTableModel.h"

#include <QString>
#include <vector>

// One row of the storage table: an offering, its provider named and whether its price is stale.
struct StorageTableRow
{
    tp::StorageOption storage;
    QString provider;
    bool stale = false;
};

// The providers' storage offerings (object storage, shared file systems, block disks) as a
// table: kind, whether nodes share it, per-node throughput, IOPS, price per GB-month and
// provenance. Overridden rows are bold with an icon; stale prices are marked on their date.
class StorageTableModel : public CatalogRowModel<StorageTableRow>
{
    Q_OBJECT

public:
    enum Column
    {
        ProviderColumn,
        NameColumn,
        KindColumn,
        SharedColumn,
        ReadColumn,
        WriteColumn,
        IopsColumn,
        PriceColumn,
        UnitColumn,
        MinSizeColumn,
        DateColumn,
        ConfidenceColumn,
        SourceColumn, // last: long, stretches to the edge
        ColumnCount
    };

    explicit StorageTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today);
    const tp::StorageOption *storageAt(int row) const;

protected:
    Cell cell(int row, int column) const override;

private:
    using Row = StorageTableRow;

    QString detailsOf(const Row &row, const QString &overrideFile, const tp::CivilDate &today) const;
};
