#include "views/catalog/StorageTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/catalog/CatalogMarks.h"

#include <QBrush>
#include <QFont>
#include <QStringList>

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

int confidenceRank(const std::string &confidence)
{
    // a quote of the user's own account first: the firmest figure for that user
    return confidence == "quote" ? -1 : confidence == "list" ? 0 : confidence == "reported" ? 1 : 2;
}

bool isNumeric(int column)
{
    switch (column) {
    case StorageTableModel::ReadColumn:
    case StorageTableModel::WriteColumn:
    case StorageTableModel::IopsColumn:
    case StorageTableModel::PriceColumn:
    case StorageTableModel::MinSizeColumn:
        return true;
    default:
        return false;
    }
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

StorageTableModel::StorageTableModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void StorageTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    m_rows.clear();
    for (const tp::ProviderInfo &provider : catalog.providers) {
        for (const tp::StorageOption &storage : provider.storage) {
            Row row;
            row.storage = storage;
            row.provider = PlanText::provider(catalog, provider.id);
            if (storage.overridden)
                row.overrideFile = CatalogMarks::overrideFile(catalog, "storage", storage.id);
            // The price is what goes stale; it may carry a date of its own.
            row.stale = tp::isStale(storage.sourceOf("price_per_gb_month").date, today);
            row.details = detailsOf(row, today);
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

const tp::StorageOption *StorageTableModel::storageAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)].storage;
}

int StorageTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int StorageTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StorageTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const bool overridden = !row.overrideFile.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, column);
    case RawValueRole:
        return rawData(row, column);
    case Qt::ToolTipRole:
        return toolTipData(row, column);
    case DetailsRole:
        return row.details;
    case OverriddenRole:
        return overridden;
    case StaleRole:
        return row.stale;
    case Qt::DecorationRole:
        if (column == NameColumn && overridden)
            return CatalogMarks::overriddenIcon();
        if (column == DateColumn && row.stale)
            return CatalogMarks::staleIcon();
        return {};
    case Qt::ForegroundRole:
        if (row.stale && (column == DateColumn || column == PriceColumn))
            return QBrush(CatalogMarks::staleColor());
        return {};
    case Qt::FontRole: {
        const std::string field = fieldOf(column);
        const bool estimate = !field.empty() && row.storage.sourceOf(field).confidence == "estimate";
        if (!overridden && !estimate)
            return {};
        QFont font;
        font.setBold(overridden);
        font.setItalic(estimate);
        return font;
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isNumeric(column) ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                                     : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant StorageTableModel::displayData(const Row &row, int column) const
{
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

QVariant StorageTableModel::rawData(const Row &row, int column) const
{
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
        return displayData(row, column);
    }
}

QVariant StorageTableModel::toolTipData(const Row &row, int column) const
{
    const tp::StorageOption &s = row.storage;
    QStringList parts;
    if (column == NameColumn) {
        parts << q(s.id);
        if (!row.overrideFile.isEmpty())
            parts << CatalogText::overriddenToolTip(row.overrideFile);
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
    return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("\n\n")));
}

QString StorageTableModel::detailsOf(const Row &row, const tp::CivilDate &today) const
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
    if (!row.overrideFile.isEmpty())
        html += CatalogText::overrideNote(row.overrideFile);
    html +=
        CatalogText::provenanceBlock(tr("Provenance"), s.provenance, tp::isStale(s.provenance.date, today));
    html += CatalogText::fieldSourcesBlock(s.fieldSources, today, true);
    return html;
}

QVariant StorageTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
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
