#pragma once

#include "Gpu.h"

#include <QAbstractTableModel>

#include <vector>

// The catalog's GPUs as a table: a thin adapter over tp::Gpu. DisplayRole gives formatted text,
// RawValueRole the number or id the sort proxy sorts on (so 141 GiB sorts after 80 GiB).
class GpuTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        VendorColumn,
        GenerationColumn,
        MemoryColumn,
        BandwidthColumn,
        Bf16Column,
        Fp16Column,
        SourceColumn,
        DateColumn,
        ConfidenceColumn,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole };

    explicit GpuTableModel(QObject *parent = nullptr);

    void setGpus(std::vector<tp::Gpu> gpus);
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

    std::vector<tp::Gpu> m_gpus;
};
