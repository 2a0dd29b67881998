#include "views/catalog/StorageTableModel.h"

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

StorageTableModel::StorageTableModel(QObject *parent)
    : CatalogTableModel(
          {{QT_TRANSLATE_NOOP("StorageTableModel", "Provider")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Storage")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Kind")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Shared")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Read (MB/s)"), Kind::Number, "read_mb_s"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Write (MB/s)"), Kind::Number, "write_mb_s"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "IOPS"), Kind::Number, "iops"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Price"), Kind::Number, "price_per_gb_month"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Unit")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Min. size (GiB)"), Kind::Number, "min_size_gib"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Date"), Kind::Date},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Confidence"), Kind::Confidence},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Source"), Kind::Source}},
          NameColumn, parent)
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

bool StorageTableModel::isEstimate(int row, int column) const
{
    return isEstimatedField(rowAt(row).storage, column);
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
    case DateColumn:
        return q(s.sourceOf("price_per_gb_month").date);
    default:
        return provenanceText(column, s.provenance);
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
        addOverriddenToolTip(parts, rowIndex);
    }
    if ((column == DateColumn || column == PriceColumn) && row.stale)
        parts << CatalogText::staleToolTip(s.sourceOf("price_per_gb_month").date);
    if (const char *field = fieldOf(column))
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
    return detailsHead(PlanText::localized(s.name), row.provider, fields, overrideFile) +
           sourcesOf(tr("Provenance"), s, today, true);
}
