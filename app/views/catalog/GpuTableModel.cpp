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

} // namespace

GpuTableModel::GpuTableModel(QObject *parent)
    : CatalogRowModel(
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
    clear();
    for (tp::Gpu &gpu : gpus) {
        const QString details = detailsOf(gpu, QString());
        add(std::move(gpu), QString(), details);
    }
    endResetModel();
}

void GpuTableModel::setCatalog(const tp::Catalog &catalog)
{
    beginResetModel();
    clear();
    for (const tp::Gpu &gpu : catalog.gpus) {
        const QString file = CatalogMarks::overrideFile(catalog, "gpu", gpu.id);
        add(gpu, file, detailsOf(gpu, file));
    }
    endResetModel();
}

const tp::Gpu *GpuTableModel::gpuAt(int row) const
{
    return rowOrNull(row);
}

CatalogTableModel::Cell GpuTableModel::cell(int row, int column) const
{
    const tp::Gpu &gpu = rowAt(row);
    Cell c;
    switch (column) {
    case IdColumn:
        c.text = QString::fromStdString(gpu.id);
        addOverriddenToolTip(c.toolTip, row);
        c.toolTip << QString::fromStdString(gpu.name);
        return c;
    case VendorColumn:
        c.text = QString::fromStdString(gpu.vendor);
        return c;
    case GenerationColumn:
        c.text = CatalogText::generationName(gpu.generation);
        c.sortValue = static_cast<int>(gpu.generation); // the enum is in release order
        return c;
    case MemoryColumn:
        c = numberCell(gpu.memoryGib, 4);
        break;
    case BandwidthColumn:
        c = numberCell(gpu.memoryBandwidthGBps, 4);
        break;
    case Bf16Column:
    case Fp16Column: {
        // 0 when absent: a dash, sorted below every GPU that has it
        const double value = tflops(gpu, column == Bf16Column ? "bf16" : "fp16");
        c = numberCell(value, 4, tr("—", "no such precision"));
        break;
    }
    default:
        return provenanceCell(column, gpu.provenance);
    }
    addFieldSource(c, gpu, column);
    return c;
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
