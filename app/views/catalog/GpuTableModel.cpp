#include "views/catalog/GpuTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "views/widgets/CatalogMarks.h"

#include <QStringList>

namespace {

double tflops(const tp::Gpu &gpu, const char *precision)
{
    const auto it = gpu.tflops.find(precision);
    return it == gpu.tflops.end() ? 0.0 : it->second;
}

// Sorts datasheet figures first, then third-party reports, then our own estimates (unlike
// CatalogTableModel::confidenceRank, a quote sorts with the estimates here).
int gpuConfidenceRank(const std::string &confidence)
{
    if (confidence == "list")
        return 0;
    if (confidence == "reported")
        return 1;
    return 2;
}

} // namespace

GpuTableModel::GpuTableModel(QObject *parent)
    : CatalogTableModel(
          {{QT_TRANSLATE_NOOP("GpuTableModel", "GPU")},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Vendor")},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Generation")},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Memory (GiB)"), Kind::Number, "memory_gib"},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Bandwidth (GB/s)"), Kind::Number, "memory_bandwidth_gbps"},
           {QT_TRANSLATE_NOOP("GpuTableModel", "BF16 TFLOPS"), Kind::Number, "tflops.bf16"},
           {QT_TRANSLATE_NOOP("GpuTableModel", "FP16 TFLOPS"), Kind::Number, "tflops.fp16"},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Date"), Kind::Date},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Confidence"), Kind::Confidence},
           {QT_TRANSLATE_NOOP("GpuTableModel", "Source"), Kind::Source}},
          IdColumn, parent)
{
}

void GpuTableModel::setGpus(std::vector<tp::Gpu> gpus)
{
    beginResetModel();
    m_gpus = std::move(gpus);
    clearRows();
    for (const tp::Gpu &gpu : m_gpus)
        addRow(QString(), detailsOf(gpu, QString()));
    endResetModel();
}

void GpuTableModel::setCatalog(const tp::Catalog &catalog)
{
    beginResetModel();
    m_gpus = catalog.gpus;
    clearRows();
    for (const tp::Gpu &gpu : m_gpus) {
        const QString file = CatalogMarks::overrideFile(catalog, "gpu", gpu.id);
        addRow(file, detailsOf(gpu, file));
    }
    endResetModel();
}

const tp::Gpu *GpuTableModel::gpuAt(int row) const
{
    return isRow(row) ? &m_gpus[static_cast<std::size_t>(row)] : nullptr;
}

bool GpuTableModel::isEstimate(int row, int column) const
{
    return isEstimatedField(m_gpus[static_cast<std::size_t>(row)], column);
}

QVariant GpuTableModel::displayData(int row, int column) const
{
    const tp::Gpu &gpu = m_gpus[static_cast<std::size_t>(row)];
    switch (column) {
    case IdColumn:
        return QString::fromStdString(gpu.id);
    case VendorColumn:
        return QString::fromStdString(gpu.vendor);
    case GenerationColumn:
        return CatalogText::generationName(gpu.generation);
    case MemoryColumn:
        return Format::number(gpu.memoryGib, 4);
    case BandwidthColumn:
        return Format::number(gpu.memoryBandwidthGBps, 4);
    case Bf16Column:
    case Fp16Column: {
        const double value = tflops(gpu, column == Bf16Column ? "bf16" : "fp16");
        return value > 0 ? Format::number(value, 4) : tr("—", "no such precision");
    }
    default:
        return provenanceText(column, gpu.provenance);
    }
}

QVariant GpuTableModel::rawData(int row, int column) const
{
    const tp::Gpu &gpu = m_gpus[static_cast<std::size_t>(row)];
    switch (column) {
    case GenerationColumn:
        return static_cast<int>(gpu.generation); // the enum is in release order
    case MemoryColumn:
        return gpu.memoryGib;
    case BandwidthColumn:
        return gpu.memoryBandwidthGBps;
    case Bf16Column:
        return tflops(gpu, "bf16"); // 0 when absent: sorts below every GPU that has it
    case Fp16Column:
        return tflops(gpu, "fp16");
    case ConfidenceColumn:
        return gpuConfidenceRank(gpu.provenance.confidence);
    default:
        return displayData(row, column); // text columns sort as text; ISO dates sort as text
    }
}

QVariant GpuTableModel::toolTip(int row, int column) const
{
    const tp::Gpu &gpu = m_gpus[static_cast<std::size_t>(row)];
    const char *field = fieldOf(column);
    if (column == IdColumn) {
        QStringList parts;
        addOverriddenToolTip(parts, row);
        return QString((parts << QString::fromStdString(gpu.name)).join(QStringLiteral("\n\n")));
    }
    if (column != SourceColumn && !field)
        return {};
    const tp::Provenance &p = field ? gpu.sourceOf(field) : gpu.provenance;
    return CatalogText::provenanceToolTip(p);
}

QString GpuTableModel::detailsOf(const tp::Gpu &gpu, const QString &overrideFile) const
{
    QStringList tflopsText;
    for (const auto &[precision, value] : gpu.tflops)
        tflopsText << QString::fromStdString(precision).toUpper() + QStringLiteral(" ") +
                          Format::number(value, 4);
    QString interconnect = gpu.link == tp::Gpu::Link::NVLink ? QStringLiteral("NVLink")
                           : gpu.link == tp::Gpu::Link::HCCS ? QStringLiteral("HCCS")
                                                             : tr("PCIe Gen %1").arg(gpu.pcieGen);
    if (gpu.linkGBps > 0)
        interconnect += QStringLiteral(", ") + tr("%1 GB/s").arg(Format::number(gpu.linkGBps, 4));
    const CatalogText::Fields fields = {
        {tr("Vendor"), QString::fromStdString(gpu.vendor)},
        {tr("Generation"), CatalogText::generationName(gpu.generation)},
        {tr("Memory (GiB)"), Format::number(gpu.memoryGib, 4)},
        {tr("Bandwidth (GB/s)"), Format::number(gpu.memoryBandwidthGBps, 4)},
        {tr("Dense TFLOPS"), tflopsText.join(QStringLiteral(", "))},
        {tr("Interconnect"), interconnect},
        {tr("TDP"), gpu.tdpW > 0 ? tr("%1 W").arg(Format::number(gpu.tdpW, 4)) : tr("—", "not known")},
    };
    return detailsHead(QString::fromStdString(gpu.id), QString::fromStdString(gpu.name), fields,
                       overrideFile) +
           sourcesOf(tr("Provenance"), gpu);
}
