#pragma once

#include "core/Catalog.h"
#include "core/Gpu.h"
#include "views/catalog/CatalogTableModel.h"

#include <QString>
#include <vector>

// The catalog's GPUs as a table: a thin adapter over tp::Gpu. DisplayRole gives formatted text,
// RawValueRole the number or id the sort proxy sorts on (so 141 GiB sorts after 80 GiB); GPUs the
// user's overrides added or replaced are bold with an icon.
class GpuTableModel : public CatalogRowModel<tp::Gpu>
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

    explicit GpuTableModel(QObject *parent = nullptr);

    void setGpus(std::vector<tp::Gpu> gpus);
    // The catalog's GPUs, with the user's override files that changed them.
    void setCatalog(const tp::Catalog &catalog);
    const tp::Gpu *gpuAt(int row) const;

protected:
    Cell cell(int row, int column) const override;

private:
    QString detailsOf(const tp::Gpu &gpu, const QString &overrideFile) const;
};
