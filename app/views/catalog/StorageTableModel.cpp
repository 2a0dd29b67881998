#include "views/catalog/StorageTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/CatalogMarks.h"

#include <QStringList>

StorageTableModel::StorageTableModel(QObject *parent)
    : CatalogRowModel(
          {{QT_TRANSLATE_NOOP("StorageTableModel", "Provider")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Storage")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Kind")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Shared")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Read (MB/s)"), Kind::Number, "read_mb_s"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Write (MB/s)"), Kind::Number, "write_mb_s"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "IOPS"), Kind::Number, "iops"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Price"), Kind::Number, "price_per_gb_month",
            StaleMark::Colour},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Unit")},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Min. size (GiB)"), Kind::Number, "min_size_gib"},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Date"), Kind::Date, nullptr, StaleMark::ColourAndIcon},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Confidence"), Kind::Confidence},
           {QT_TRANSLATE_NOOP("StorageTableModel", "Source"), Kind::Source}},
          NameColumn, parent)
{
}

void StorageTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    clear();
    for (const tp::ProviderInfo &provider : catalog.providers) {
        for (const tp::StorageOption &storage : provider.storage) {
            Row row;
            row.storage = storage;
            row.provider = PlanText::provider(catalog, provider.id);
            // The price is what goes stale; it may carry a date of its own.
            row.stale = tp::isStale(storage.sourceOf("price_per_gb_month").date, today);
            const QString file =
                storage.overridden ? CatalogMarks::overrideFile(catalog, "storage", storage.id) : QString();
            const QString details = detailsOf(row, file, today);
            add(std::move(row), file, details);
        }
    }
    endResetModel();
}

const tp::StorageOption *StorageTableModel::storageAt(int row) const
{
    return isRow(row) ? &rowAt(row).storage : nullptr;
}

CatalogTableModel::Cell StorageTableModel::cell(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::StorageOption &s = row.storage;
    // The price is what goes stale, with a date of its own; the price and the date show it.
    const tp::Provenance &price = s.sourceOf("price_per_gb_month");
    Cell c;
    switch (column) {
    case ProviderColumn:
        c.text = row.provider;
        break;
    case NameColumn:
        c.text = PlanText::localized(s.name);
        c.toolTip << CatalogText::verbatim(s.id);
        addOverriddenToolTip(c.toolTip, rowIndex);
        break;
    case KindColumn:
        c.text = CatalogText::storageKindName(s.kind);
        c.sortValue = static_cast<int>(s.kind);
        break;
    case SharedColumn:
        c.text = CatalogText::yesNo(s.shared);
        c.sortValue = s.shared ? 1 : 0;
        break;
    case ReadColumn:
        c = numberCell(s.readMBps, 4);
        break;
    case WriteColumn:
        c = numberCell(s.writeMBps, 4);
        break;
    case IopsColumn:
        c = numberCell(s.iops, 6, tr("—", "IOPS not meaningful"));
        break;
    case PriceColumn:
        c = numberCell(s.pricePerGbMonth, 4);
        if (row.stale)
            c.toolTip << CatalogText::staleToolTip(price.date);
        break;
    case UnitColumn:
        c.text = tr("%1/GB/month").arg(CatalogText::verbatim(s.currency));
        break;
    case MinSizeColumn:
        c = numberCell(s.minSizeGib, 6, tr("—", "no minimum size"));
        break;
    case DateColumn:
        c = provenanceCell(column, price);
        if (row.stale)
            c.toolTip.prepend(CatalogText::staleToolTip(price.date));
        break;
    default:
        c = provenanceCell(column, s.provenance);
        break;
    }
    addFieldSource(c, s, column);
    c.stale = row.stale;
    return c;
}

QString StorageTableModel::detailsOf(const Row &row, const QString &overrideFile,
                                     const tp::CivilDate &today) const
{
    const tp::StorageOption &s = row.storage;
    const CatalogText::Fields fields = {
        {tr("Provider"), row.provider},
        {tr("Id"), CatalogText::verbatim(s.id)},
        {tr("Kind"), CatalogText::storageKindName(s.kind)},
        {tr("Shared by nodes"), CatalogText::yesNo(s.shared)},
        {tr("Read per node"), tr("%1 MB/s").arg(Format::number(s.readMBps, 4))},
        {tr("Write per node"), tr("%1 MB/s").arg(Format::number(s.writeMBps, 4))},
        {tr("IOPS"), s.iops > 0 ? Format::number(s.iops, 6) : tr("—", "IOPS not meaningful")},
        {tr("Price"), Format::number(s.pricePerGbMonth, 4) + QLatin1Char(' ') +
                          tr("%1/GB/month").arg(CatalogText::verbatim(s.currency))},
        {tr("Minimum size"), s.minSizeGib > 0 ? Format::gib(s.minSizeGib) : tr("—", "no minimum size")},
    };
    return detailsHead(PlanText::localized(s.name), row.provider, fields, overrideFile) +
           sourcesOf(tr("Provenance"), s, today, true);
}
