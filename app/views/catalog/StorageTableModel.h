#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"
#include "views/catalog/CatalogRoles.h"

#include <QAbstractTableModel>
#include <QString>
#include <vector>

// The providers' storage offerings (object storage, shared file systems, block disks) as a
// table: kind, whether nodes share it, per-node throughput, IOPS, price per GB-month and
// provenance. Overridden rows are bold with an icon; stale prices are marked on their date.
class StorageTableModel : public QAbstractTableModel
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
    enum Role
    {
        RawValueRole = CatalogRoles::RawValue,
        DetailsRole = CatalogRoles::Details,
        OverriddenRole = CatalogRoles::Overridden,
        StaleRole = CatalogRoles::Stale,
    };

    explicit StorageTableModel(QObject *parent = nullptr);

    void setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today);
    const tp::StorageOption *storageAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        tp::StorageOption storage;
        QString provider;
        QString overrideFile;
        bool stale = false;
        QString details;
    };

    QVariant displayData(const Row &row, int column) const;
    QVariant rawData(const Row &row, int column) const;
    QVariant toolTipData(const Row &row, int column) const;
    QString detailsOf(const Row &row, const tp::CivilDate &today) const;

    std::vector<Row> m_rows;
};
