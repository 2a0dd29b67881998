#include "views/catalog/GpuTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "views/catalog/CatalogMarks.h"

#include <QFont>
#include <QStringList>

namespace {

// The catalog field (its key path) a column shows, for per-field provenance; empty for columns
// that are not figures.
std::string fieldOf(int column)
{
    switch (column) {
    case GpuTableModel::MemoryColumn:
        return "memory_gib";
    case GpuTableModel::BandwidthColumn:
        return "memory_bandwidth_gbps";
    case GpuTableModel::Bf16Column:
        return "tflops.bf16";
    case GpuTableModel::Fp16Column:
        return "tflops.fp16";
    default:
        return {};
    }
}

double tflops(const tp::Gpu &gpu, const char *precision)
{
    const auto it = gpu.tflops.find(precision);
    return it == gpu.tflops.end() ? 0.0 : it->second;
}

// Sorts datasheet figures first, then third-party reports, then our own estimates.
int confidenceRank(const std::string &confidence)
{
    if (confidence == "list")
        return 0;
    if (confidence == "reported")
        return 1;
    return 2;
}

bool isNumeric(int column)
{
    return column == GpuTableModel::MemoryColumn || column == GpuTableModel::BandwidthColumn ||
           column == GpuTableModel::Bf16Column || column == GpuTableModel::Fp16Column;
}

} // namespace

GpuTableModel::GpuTableModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void GpuTableModel::setGpus(std::vector<tp::Gpu> gpus)
{
    beginResetModel();
    m_gpus = std::move(gpus);
    m_overrideFiles.assign(m_gpus.size(), QString());
    m_details.clear();
    for (const tp::Gpu &gpu : m_gpus)
        m_details.push_back(detailsOf(gpu, QString()));
    endResetModel();
}

void GpuTableModel::setCatalog(const tp::Catalog &catalog)
{
    beginResetModel();
    m_gpus = catalog.gpus;
    m_overrideFiles.clear();
    m_details.clear();
    for (const tp::Gpu &gpu : m_gpus) {
        m_overrideFiles.push_back(CatalogMarks::overrideFile(catalog, "gpu", gpu.id));
        m_details.push_back(detailsOf(gpu, m_overrideFiles.back()));
    }
    endResetModel();
}

const tp::Gpu *GpuTableModel::gpuAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_gpus.size()))
        return nullptr;
    return &m_gpus[static_cast<std::size_t>(row)];
}

int GpuTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_gpus.size());
}

int GpuTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const tp::Gpu &gpu = m_gpus[row];
    const QString &overrideFile = m_overrideFiles[row];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(gpu, index.column());
    case RawValueRole:
        return rawData(gpu, index.column());
    case Qt::ToolTipRole:
        if (index.column() == IdColumn && !overrideFile.isEmpty())
            return QString(CatalogText::overriddenToolTip(overrideFile) + QStringLiteral("\n\n") +
                           QString::fromStdString(gpu.name));
        return toolTipData(gpu, index.column());
    case DetailsRole:
        return m_details[row];
    case OverriddenRole:
        return !overrideFile.isEmpty();
    case StaleRole:
        return false; // datasheet figures do not go stale like prices
    case Qt::DecorationRole:
        if (index.column() == IdColumn && !overrideFile.isEmpty())
            return CatalogMarks::overriddenIcon();
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isNumeric(index.column())
                                       ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                       : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::FontRole: {
        // A figure we estimated ourselves is set in italics, as a hint to check its source.
        const bool estimate = !fieldOf(index.column()).empty() &&
                              gpu.sourceOf(fieldOf(index.column())).confidence == "estimate";
        if (!estimate && overrideFile.isEmpty())
            return {};
        QFont font;
        font.setItalic(estimate);
        font.setBold(!overrideFile.isEmpty());
        return font;
    }
    default:
        return {};
    }
}

QVariant GpuTableModel::displayData(const tp::Gpu &gpu, int column) const
{
    switch (column) {
    case IdColumn:
        return QString::fromStdString(gpu.id);
    case VendorColumn:
        return QString::fromStdString(gpu.vendor);
    case GenerationColumn:
        return generationName(gpu.generation);
    case MemoryColumn:
        return Format::number(gpu.memoryGib, 4);
    case BandwidthColumn:
        return Format::number(gpu.memoryBandwidthGBps, 4);
    case Bf16Column:
    case Fp16Column: {
        const double value = tflops(gpu, column == Bf16Column ? "bf16" : "fp16");
        return value > 0 ? Format::number(value, 4) : tr("—", "no such precision");
    }
    case SourceColumn:
        return QString::fromStdString(gpu.provenance.source);
    case DateColumn:
        return QString::fromStdString(gpu.provenance.date);
    case ConfidenceColumn:
        return confidenceName(gpu.provenance.confidence);
    default:
        return {};
    }
}

QVariant GpuTableModel::rawData(const tp::Gpu &gpu, int column) const
{
    switch (column) {
    case IdColumn:
        return QString::fromStdString(gpu.id);
    case VendorColumn:
        return QString::fromStdString(gpu.vendor);
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
    case SourceColumn:
        return QString::fromStdString(gpu.provenance.source);
    case DateColumn:
        return QString::fromStdString(gpu.provenance.date); // ISO dates sort as text
    case ConfidenceColumn:
        return confidenceRank(gpu.provenance.confidence);
    default:
        return {};
    }
}

QVariant GpuTableModel::toolTipData(const tp::Gpu &gpu, int column) const
{
    const std::string field = fieldOf(column);
    if (column == IdColumn)
        return QString::fromStdString(gpu.name);
    if (column != SourceColumn && field.empty())
        return {};
    const tp::Provenance &p = field.empty() ? gpu.provenance : gpu.sourceOf(field);
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
        {tr("Generation"), generationName(gpu.generation)},
        {tr("Memory (GiB)"), Format::number(gpu.memoryGib, 4)},
        {tr("Bandwidth (GB/s)"), Format::number(gpu.memoryBandwidthGBps, 4)},
        {tr("Dense TFLOPS"), tflopsText.join(QStringLiteral(", "))},
        {tr("Interconnect"), interconnect},
        {tr("TDP"), gpu.tdpW > 0 ? tr("%1 W").arg(Format::number(gpu.tdpW, 4)) : tr("—", "not known")},
    };
    QString html = CatalogText::heading(QString::fromStdString(gpu.id), QString::fromStdString(gpu.name)) +
                   CatalogText::fieldTable(fields);
    if (!overrideFile.isEmpty())
        html += CatalogText::overrideNote(overrideFile);
    html += CatalogText::provenanceBlock(tr("Provenance"), gpu.provenance, false);
    html += CatalogText::fieldSourcesBlock(gpu.fieldSources, tp::CivilDate(), false);
    return html;
}

QVariant GpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("GPU");
    case VendorColumn:
        return tr("Vendor");
    case GenerationColumn:
        return tr("Generation");
    case MemoryColumn:
        return tr("Memory (GiB)");
    case BandwidthColumn:
        return tr("Bandwidth (GB/s)");
    case Bf16Column:
        return tr("BF16 TFLOPS");
    case Fp16Column:
        return tr("FP16 TFLOPS");
    case SourceColumn:
        return tr("Source");
    case DateColumn:
        return tr("Date");
    case ConfidenceColumn:
        return tr("Confidence");
    default:
        return {};
    }
}

QString GpuTableModel::generationName(tp::Generation generation)
{
    switch (generation) {
    case tp::Generation::Volta:
        return tr("Volta");
    case tp::Generation::Turing:
        return tr("Turing");
    case tp::Generation::Ampere:
        return tr("Ampere");
    case tp::Generation::Ada:
        return tr("Ada Lovelace");
    case tp::Generation::Hopper:
        return tr("Hopper");
    case tp::Generation::Ascend:
        return tr("Ascend");
    }
    return QString::fromStdString(tp::toString(generation));
}

QString GpuTableModel::confidenceName(const std::string &confidence)
{
    return CatalogText::confidenceName(confidence);
}
