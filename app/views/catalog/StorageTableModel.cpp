#include "views/catalog/StorageTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/catalog/CatalogMarks.h"

#include <QStringList>

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string fieldOf(int column)
{
    switch (column) {
    case StorageTableModel::ReadColumn:
        return "read_mb_s";
    case StorageTableModel::WriteColumn:
        return "write_mb_s";
    case StorageTableModel::IopsColumn:
        return "iops";
    case StorageTableModel::PriceColumn:
        return "price_per_gb_month";
    case StorageTableModel::MinSizeColumn:
        return "min_size_gib";
    default:
        return {};
    }
}

} // namespace

StorageTableModel::StorageTableModel(QObject *parent) : CatalogTableModel(ColumnCount, NameColumn, parent)
{
}

void StorageTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    m_rows.clear();
    clearRows();
    for (const tp::ProviderInfo &provider : catalog.providers) {
        for (const tp::StorageOption &storage : provider.storage) {
            Row row;
            row.storage = storage;
            row.provider = PlanText::provider(catalog, provider.id);
            // The price is what goes stale; it may carry a date of its own.
            row.stale = tp::isStale(storage.sourceOf("price_per_gb_month").date, today);
            const QString file =
                storage.overridden ? CatalogMarks::overrideFile(catalog, "storage", storage.id) : QString();
            addRow(file, detailsOf(row, file, today));
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

const tp::StorageOption *StorageTableModel::storageAt(int row) const
{
    return isRow(row) ? &rowAt(row).storage : nullptr;
}

bool StorageTableModel::isNumeric(int column) const
{
    switch (column) {
    case ReadColumn:
    case WriteColumn:
    case IopsColumn:
    case PriceColumn:
    case MinSizeColumn:
        return true;
    default:
        return false;
    }
}

bool StorageTableModel::isEstimate(int row, int column) const
{
    const std::string field = fieldOf(column);
    return !field.empty() && rowAt(row).storage.sourceOf(field).confidence == "estimate";
}

// A stale price makes the whole row stale; the price and the date show it.
bool StorageTableModel::isStale(int row, int) const
{
    return rowAt(row).stale;
}

StorageTableModel::StaleMark StorageTableModel::staleMark(int column) const
{
    return column == DateColumn    ? StaleMark::ColourAndIcon
           : column == PriceColumn ? StaleMark::Colour
                                   : StaleMark::None;
}

QVariant StorageTableModel::displayData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::StorageOption &s = row.storage;
    switch (column) {
    case ProviderColumn:
        return row.provider;
    case NameColumn:
        return PlanText::localized(s.name);
    case KindColumn:
        return CatalogText::storageKindName(s.kind);
    case SharedColumn:
        return CatalogText::yesNo(s.shared);
    case ReadColumn:
        return Format::number(s.readMBps, 4);
    case WriteColumn:
        return Format::number(s.writeMBps, 4);
    case IopsColumn:
        return s.iops > 0 ? Format::number(s.iops, 6) : tr("—", "IOPS not meaningful");
    case PriceColumn:
        return Format::number(s.pricePerGbMonth, 4);
    case UnitColumn:
        return tr("%1/GB/month").arg(q(s.currency));
    case MinSizeColumn:
        return s.minSizeGib > 0 ? Format::number(s.minSizeGib, 6) : tr("—", "no minimum size");
    case SourceColumn:
        return q(s.provenance.source);
    case DateColumn:
        return q(s.sourceOf("price_per_gb_month").date);
    case ConfidenceColumn:
        return CatalogText::confidenceName(s.provenance.confidence);
    default:
        return {};
    }
}

QVariant StorageTableModel::rawData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::StorageOption &s = row.storage;
    switch (column) {
    case KindColumn:
        return static_cast<int>(s.kind);
    case SharedColumn:
        return s.shared ? 1 : 0;
    case ReadColumn:
        return s.readMBps;
    case WriteColumn:
        return s.writeMBps;
    case IopsColumn:
        return s.iops;
    case PriceColumn:
        return s.pricePerGbMonth;
    case MinSizeColumn:
        return s.minSizeGib;
    case ConfidenceColumn:
        return confidenceRank(s.provenance.confidence);
    default:
        return displayData(rowIndex, column);
    }
}

QVariant StorageTableModel::toolTip(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::StorageOption &s = row.storage;
    QStringList parts;
    if (column == NameColumn) {
        parts << q(s.id);
        if (!overrideFile(rowIndex).isEmpty())
            parts << CatalogText::overriddenToolTip(overrideFile(rowIndex));
    }
    if ((column == DateColumn || column == PriceColumn) && row.stale)
        parts << CatalogText::staleToolTip(s.sourceOf("price_per_gb_month").date);
    const std::string field = fieldOf(column);
    if (!field.empty())
        parts << CatalogText::provenanceToolTip(s.sourceOf(field));
    else if (column == SourceColumn || column == ConfidenceColumn)
        parts << CatalogText::provenanceToolTip(s.provenance);
    else if (column == DateColumn)
        parts << CatalogText::provenanceToolTip(s.sourceOf("price_per_gb_month"));
    return toolTipOf(parts);
}

QString StorageTableModel::detailsOf(const Row &row, const QString &overrideFile,
                                     const tp::CivilDate &today) const
{
    const tp::StorageOption &s = row.storage;
    const CatalogText::Fields fields = {
        {tr("Provider"), row.provider},
        {tr("Id"), q(s.id)},
        {tr("Kind"), CatalogText::storageKindName(s.kind)},
        {tr("Shared by nodes"), CatalogText::yesNo(s.shared)},
        {tr("Read per node"), tr("%1 MB/s").arg(Format::number(s.readMBps, 4))},
        {tr("Write per node"), tr("%1 MB/s").arg(Format::number(s.writeMBps, 4))},
        {tr("IOPS"), s.iops > 0 ? Format::number(s.iops, 6) : tr("—", "IOPS not meaningful")},
        {tr("Price"),
         Format::number(s.pricePerGbMonth, 4) + QLatin1Char(' ') + tr("%1/GB/month").arg(q(s.currency))},
        {tr("Minimum size"), s.minSizeGib > 0 ? Format::gib(s.minSizeGib) : tr("—", "no minimum size")},
    };
    QString html =
        CatalogText::heading(PlanText::localized(s.name), row.provider) + CatalogText::fieldTable(fields);
    if (!overrideFile.isEmpty())
        html += CatalogText::overrideNote(overrideFile);
    html +=
        CatalogText::provenanceBlock(tr("Provenance"), s.provenance, tp::isStale(s.provenance.date, today));
    html += CatalogText::fieldSourcesBlock(s.fieldSources, today, true);
    return html;
}

QString StorageTableModel::headerText(int column) const
{
    switch (column) {
    case ProviderColumn:
        return tr("Provider");
    case NameColumn:
        return tr("Storage");
    case KindColumn:
        return tr("Kind");
    case SharedColumn:
        return tr("Shared");
    case ReadColumn:
        return tr("Read (MB/s)");
    case WriteColumn:
        return tr("Write (MB/s)");
    case IopsColumn:
        return tr("IOPS");
    case PriceColumn:
        return tr("Price");
    case UnitColumn:
        return tr("Unit");
    case MinSizeColumn:
        return tr("Min. size (GiB)");
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
