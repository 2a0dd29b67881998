#include "views/catalog/InstanceTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/CatalogMarks.h"

#include <QStringList>

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

InstanceTableModel::InstanceTableModel(QObject *parent)
    : CatalogTableModel(
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
    m_rows.clear();
    m_rows.reserve(catalog.instances.size());
    clearRows();
    for (const tp::InstanceType &instance : catalog.instances) {
        Row row;
        row.instance = instance;
        row.provider = PlanText::provider(catalog, instance.provider);
        QStringList regions;
        for (const std::string &region : instance.regions)
            regions << q(region) + QStringLiteral(": ") +
                           PlanText::region(catalog, region, instance.provider);
        row.regionNames = regions.join(QLatin1Char('\n'));
        const QString file =
            instance.overridden ? CatalogMarks::overrideFile(catalog, "instance", instance.id) : QString();
        addRow(file, detailsOf(catalog, row, file));
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

const tp::InstanceType *InstanceTableModel::instanceAt(int row) const
{
    return isRow(row) ? &rowAt(row).instance : nullptr;
}

bool InstanceTableModel::isEstimate(int row, int column) const
{
    return isEstimatedField(rowAt(row).instance, column);
}

QVariant InstanceTableModel::displayData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::InstanceType &i = row.instance;
    switch (column) {
    case ProviderColumn:
        return row.provider;
    case FamilyColumn:
        return q(i.family);
    case InstanceTypeColumn:
        return q(i.id);
    case GpuColumn:
        return q(i.gpu);
    case GpuCountColumn:
        return QString::number(i.gpus);
    case VcpuColumn:
        return QString::number(i.vcpu);
    case MemoryColumn:
        return Format::number(i.memoryGib, 4);
    case NetworkColumn:
        return Format::number(i.networkGbps, 4);
    case RdmaColumn:
        if (i.rdma == tp::InstanceType::Rdma::None)
            return tr("—", "no RDMA");
        return i.rdmaGbps > 0
                   ? tr("%1, %2 Gbit/s").arg(CatalogText::rdmaName(i.rdma), Format::number(i.rdmaGbps, 4))
                   : CatalogText::rdmaName(i.rdma);
    case RegionsColumn: {
        QStringList ids;
        for (const std::string &region : i.regions)
            ids << q(region);
        return ids.join(QStringLiteral(", "));
    }
    case PricesColumn:
        return i.prices.empty() ? tr("none", "no prices") : QString::number(i.prices.size());
    default:
        return provenanceText(column, i.provenance);
    }
}

QVariant InstanceTableModel::rawData(int row, int column) const
{
    const tp::InstanceType &i = rowAt(row).instance;
    switch (column) {
    case GpuCountColumn:
        return i.gpus;
    case VcpuColumn:
        return i.vcpu;
    case MemoryColumn:
        return i.memoryGib;
    case NetworkColumn:
        return i.networkGbps;
    case RdmaColumn:
        // eRDMA/RDMA without a stated bandwidth still sorts above none.
        return i.rdma == tp::InstanceType::Rdma::None ? -1.0 : i.rdmaGbps;
    case RegionsColumn:
        return static_cast<int>(i.regions.size());
    case PricesColumn:
        return static_cast<int>(i.prices.size());
    case ConfidenceColumn:
        return confidenceRank(i.provenance.confidence);
    default:
        return displayData(row, column); // text columns sort as text; ISO dates sort as text
    }
}

QVariant InstanceTableModel::toolTip(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::InstanceType &i = row.instance;
    QStringList parts;
    if (column == InstanceTypeColumn)
        addOverriddenToolTip(parts, rowIndex);
    if (column == RegionsColumn)
        parts << row.regionNames;
    if (column == PricesColumn) {
        for (const tp::Price &p : i.prices) {
            QString line = PlanText::billing(p.billing) + QStringLiteral(": ") + Format::number(p.amount, 6) +
                           QLatin1Char(' ') + CatalogText::priceUnit(p.billing, p.currency);
            if (!p.region.empty())
                line += QStringLiteral(" (") + q(p.region) + QLatin1Char(')');
            parts << line;
        }
    }
    const char *field = fieldOf(column);
    if (column == SourceColumn || column == DateColumn || column == ConfidenceColumn ||
        column == InstanceTypeColumn)
        parts << CatalogText::provenanceToolTip(i.provenance);
    else if (field)
        parts << CatalogText::provenanceToolTip(i.sourceOf(field));
    parts.removeAll(QString());
    return toolTipOf(parts);
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
                      (p.region.empty() ? QString() : QStringLiteral(" (") + q(p.region) + QLatin1Char(')'));
    const CatalogText::Fields fields = {
        {tr("Provider"), row.provider},
        {tr("Family"), q(i.family)},
        {tr("GPU"), tr("%1 × %2").arg(i.gpus).arg(gpu ? q(gpu->name) : q(i.gpu))},
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
    return detailsHead(q(i.id), row.provider, fields, overrideFile) + sourcesOf(tr("Provenance"), i);
}
