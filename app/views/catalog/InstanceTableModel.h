#pragma once

#include "core/Catalog.h"
#include "views/catalog/CatalogRoles.h"

#include <QAbstractTableModel>
#include <QString>
#include <vector>

// The catalog's instance types as a table, one row per size: provider, family, GPU and count,
// vCPU, RAM, network, RDMA, regions and provenance. DisplayRole gives formatted text,
// RawValueRole the number the sort proxy sorts on; rows the user's overrides added or replaced
// are bold with an icon and say which file did it.
class InstanceTableModel : public QAbstractTableModel
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
    enum Role
    {
        RawValueRole = CatalogRoles::RawValue,
        DetailsRole = CatalogRoles::Details,
        OverriddenRole = CatalogRoles::Overridden,
        StaleRole = CatalogRoles::Stale,
    };

    explicit InstanceTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog);
    const tp::InstanceType *instanceAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        tp::InstanceType instance;
        QString provider;     // in the UI language
        QString regionNames;  // "cn-hangzhou: 华东1（杭州）" lines, for the tooltip
        QString overrideFile; // the user's file that added or replaced the type, or empty
        QString details;      // rich text for the details pane
    };

    QVariant displayData(const Row &row, int column) const;
    QVariant rawData(const Row &row, int column) const;
    QVariant toolTipData(const Row &row, int column) const;
    QString detailsOf(const tp::Catalog &catalog, const Row &row) const;

    std::vector<Row> m_rows;
};
