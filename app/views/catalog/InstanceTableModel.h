#pragma once

#include "core/Catalog.h"
#include "views/catalog/CatalogTableModel.h"

#include <QString>
#include <vector>

// One row of the instance types table: the type, with its provider and regions named.
struct InstanceTableRow
{
    tp::InstanceType instance;
    QString provider;    // in the UI language
    QString regionNames; // "cn-hangzhou: 华东1（杭州）" lines, for the tooltip
};

// The catalog's instance types as a table, one row per size: provider, family, GPU and count,
// vCPU, RAM, network, RDMA, regions and provenance. DisplayRole gives formatted text,
// RawValueRole the number the sort proxy sorts on; rows the user's overrides added or replaced
// are bold with an icon and say which file did it.
class InstanceTableModel : public CatalogRowModel<InstanceTableRow>
{
    Q_OBJECT

public:
    enum Column
    {
        ProviderColumn,
        FamilyColumn,
        InstanceTypeColumn,
        GpuColumn,
        GpuCountColumn,
        VcpuColumn,
        MemoryColumn,
        NetworkColumn,
        RdmaColumn,
        RegionsColumn,
        PricesColumn,
        DateColumn,
        ConfidenceColumn,
        SourceColumn, // last: long, stretches to the edge
        ColumnCount
    };

    explicit InstanceTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog);
    const tp::InstanceType *instanceAt(int row) const;

protected:
    Cell cell(int row, int column) const override;

private:
    using Row = InstanceTableRow;

    QString detailsOf(const tp::Catalog &catalog, const Row &row, const QString &overrideFile) const;
};
