#include "views/catalog/InstanceTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/CatalogMarks.h"

#include <QStringList>

InstanceTableModel::InstanceTableModel(QObject *parent)
    : CatalogRowModel(
          {{QT_TRANSLATE_NOOP("InstanceTableModel", "Provider")},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Family")},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Instance type")},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "GPU")},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "GPUs"), Kind::Number, "gpus"},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "vCPU"), Kind::Number, "vcpu"},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "RAM (GiB)"), Kind::Number, "memory_gib"},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Network (Gbit/s)"), Kind::Number, "network_gbps"},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "RDMA"), Kind::Number, "rdma_gbps"},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Regions")},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Prices"), Kind::Number},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Date"), Kind::Date},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Confidence"), Kind::Confidence},
           {QT_TRANSLATE_NOOP("InstanceTableModel", "Source"), Kind::Source}},
          InstanceTypeColumn, parent)
{
}

void InstanceTableModel::setCatalog(const tp::Catalog &catalog)
{
    beginResetModel();
    clear();
    for (const tp::InstanceType &instance : catalog.instances) {
        Row row;
        row.instance = instance;
        row.provider = PlanText::provider(catalog, instance.provider);
        QStringList regions;
        for (const std::string &region : instance.regions)
            regions << CatalogText::verbatim(region) + QStringLiteral(": ") +
                           PlanText::region(catalog, region, instance.provider);
        row.regionNames = regions.join(QLatin1Char('\n'));
        const QString file =
            instance.overridden ? CatalogMarks::overrideFile(catalog, "instance", instance.id) : QString();
        const QString details = detailsOf(catalog, row, file);
        add(std::move(row), file, details);
    }
    endResetModel();
}

const tp::InstanceType *InstanceTableModel::instanceAt(int row) const
{
    return isRow(row) ? &rowAt(row).instance : nullptr;
}

CatalogTableModel::Cell InstanceTableModel::cell(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::InstanceType &i = row.instance;
    Cell c;
    switch (column) {
    case ProviderColumn:
        c.text = row.provider;
        break;
    case FamilyColumn:
        c.text = CatalogText::verbatim(i.family);
        break;
    case InstanceTypeColumn:
        c.text = CatalogText::verbatim(i.id);
        addOverriddenToolTip(c.toolTip, rowIndex);
        c.toolTip << CatalogText::provenanceToolTip(i.provenance);
        break;
    case GpuColumn:
        c.text = CatalogText::verbatim(i.gpu);
        break;
    case GpuCountColumn:
        c.text = QString::number(i.gpus);
        c.sortValue = i.gpus;
        break;
    case VcpuColumn:
        c.text = QString::number(i.vcpu);
        c.sortValue = i.vcpu;
        break;
    case MemoryColumn:
        c = numberCell(i.memoryGib, 4);
        break;
    case NetworkColumn:
        c = numberCell(i.networkGbps, 4);
        break;
    case RdmaColumn:
        if (i.rdma == tp::InstanceType::Rdma::None)
            c.text = tr("—", "no RDMA");
        else
            c.text =
                i.rdmaGbps > 0
                    ? tr("%1, %2 Gbit/s").arg(CatalogText::rdmaName(i.rdma), Format::number(i.rdmaGbps, 4))
                    : CatalogText::rdmaName(i.rdma);
        // eRDMA/RDMA without a stated bandwidth still sorts above none.
        c.sortValue = i.rdma == tp::InstanceType::Rdma::None ? -1.0 : i.rdmaGbps;
        break;
    case RegionsColumn: {
        QStringList ids;
        for (const std::string &region : i.regions)
            ids << CatalogText::verbatim(region);
        c.text = ids.join(QStringLiteral(", "));
        c.sortValue = static_cast<int>(i.regions.size());
        c.toolTip << row.regionNames;
        break;
    }
    case PricesColumn:
        c.text = i.prices.empty() ? tr("none", "no prices") : QString::number(i.prices.size());
        c.sortValue = static_cast<int>(i.prices.size());
        for (const tp::Price &p : i.prices) {
            QString line = PlanText::billing(p.billing) + QStringLiteral(": ") + Format::number(p.amount, 6) +
                           QLatin1Char(' ') + CatalogText::priceUnit(p.billing, p.currency);
            if (!p.region.empty())
                line += QStringLiteral(" (") + CatalogText::verbatim(p.region) + QLatin1Char(')');
            c.toolTip << line;
        }
        break;
    default:
        return provenanceCell(column, i.provenance);
    }
    addFieldSource(c, i, column);
    return c;
}

QString InstanceTableModel::detailsOf(const tp::Catalog &catalog, const Row &row,
                                      const QString &overrideFile) const
{
    const tp::InstanceType &i = row.instance;
    const tp::Gpu *gpu = catalog.findGpu(i.gpu);
    QString rdma = CatalogText::rdmaName(i.rdma);
    if (i.rdmaGbps > 0)
        rdma += QStringLiteral(", ") + tr("%1 Gbit/s").arg(Format::number(i.rdmaGbps, 4));
    QStringList prices;
    for (const tp::Price &p : i.prices)
        prices << PlanText::billing(p.billing) + QStringLiteral(" ") + Format::number(p.amount, 6) +
                      QLatin1Char(' ') + CatalogText::priceUnit(p.billing, p.currency) +
                      (p.region.empty()
                           ? QString()
                           : QStringLiteral(" (") + CatalogText::verbatim(p.region) + QLatin1Char(')'));
    const CatalogText::Fields fields = {
        {tr("Provider"), row.provider},
        {tr("Family"), CatalogText::verbatim(i.family)},
        {tr("GPU"), tr("%1 × %2").arg(i.gpus).arg(gpu ? CatalogText::verbatim(gpu->name)
                                                      : CatalogText::verbatim(i.gpu))},
        {tr("vCPU"), QString::number(i.vcpu)},
        {tr("Memory"), Format::gib(i.memoryGib)},
        {tr("Network"), tr("%1 Gbit/s").arg(Format::number(i.networkGbps, 4))},
        {tr("RDMA"), rdma},
        {tr("NVLink"), CatalogText::yesNo(i.nvlink)},
        {tr("Bare metal"), CatalogText::yesNo(i.bareMetal)},
        {tr("Regions"), QString(row.regionNames).replace(QLatin1Char('\n'), QStringLiteral("; "))},
        {tr("Prices"), prices.isEmpty() ? tr("none: the planner reports this type as unpriced")
                                        : prices.join(QStringLiteral("; "))},
    };
    return detailsHead(CatalogText::verbatim(i.id), row.provider, fields, overrideFile) +
           sourcesOf(tr("Provenance"), i);
}
