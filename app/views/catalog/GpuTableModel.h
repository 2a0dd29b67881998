#pragma once

#include "core/Catalog.h"
#include "core/Gpu.h"
#include "views/catalog/CatalogRoles.h"

#include <QAbstractTableModel>
#include <QString>
#include <vector>

// The catalog's GPUs as a table: a thin adapter over tp::Gpu. DisplayRole gives formatted text,
// RawValueRole the number or id the sort proxy sorts on (so 141 GiB sorts after 80 GiB); GPUs the
// user's overrides added or replaced are bold with an icon.
class GpuTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        VendorColumn,
        GenerationColumn,
        MemoryColumn,
        BandwidthColumn,
        Bf16Column,
        Fp16Column,
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

    explicit GpuTableModel(QObject *parent = nullptr);

    void setGpus(std::vector<tp::Gpu> gpus);
    // The catalog's GPUs, with the user's override files that changed them.
    void setCatalog(const tp::Catalog &catalog);
    const tp::Gpu *gpuAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString generationName(tp::Generation generation);
    static QString confidenceName(const std::string &confidence);

private:
    QVariant displayData(const tp::Gpu &gpu, int column) const;
    QVariant rawData(const tp::Gpu &gpu, int column) const;
    QVariant toolTipData(const tp::Gpu &gpu, int column) const;
    QString detailsOf(const tp::Gpu &gpu, const QString &overrideFile) const;

    std::vector<tp::Gpu> m_gpus;
    std::vector<QString> m_overrideFiles; // per GPU, empty when not overridden
    std::vector<QString> m_details;
};
