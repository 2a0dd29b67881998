#include "views/catalog/ProviderTableModel.h"

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

// The key of a term in BillingTerms::fieldSources (catalog/README.md: "spot.interruptions_per_hour").
const char *fieldOf(int column)
{
    switch (column) {
    case ProviderTableModel::SpotFractionColumn:
        return "spot.price_fraction";
    case ProviderTableModel::SpotInterruptionsColumn:
        return "spot.interruptions_per_hour";
    case ProviderTableModel::SpotRestartColumn:
        return "spot.restart_minutes";
    case ProviderTableModel::SubscriptionColumn:
        return "subscription.month_fraction";
    case ProviderTableModel::Reserved1yColumn:
        return "reserved.fraction_1y";
    case ProviderTableModel::Reserved3yColumn:
        return "reserved.fraction_3y";
    default:
        return nullptr;
    }
}

QString fraction(const std::optional<double> &value)
{
    return value ? Format::percent(*value) : ProviderTableModel::tr("—", "term not published");
}

} // namespace

ProviderTableModel::ProviderTableModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void ProviderTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    m_rows.clear();
    for (const tp::ProviderInfo &provider : catalog.providers) {
        Row row;
        row.provider = provider;
        row.name = PlanText::provider(catalog, provider.id);
        row.overrideFile = CatalogMarks::overrideFile(catalog, "billing", provider.id);
        if (row.overrideFile.isEmpty())
            row.overrideFile = CatalogMarks::overrideFile(catalog, "provider", provider.id);
        row.today = today;
        row.details = detailsOf(row);
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

const tp::ProviderInfo *ProviderTableModel::providerAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)].provider;
}

const tp::Provenance *ProviderTableModel::provenanceOf(const tp::ProviderInfo &provider, int column)
{
    const tp::BillingTerms &b = provider.billing;
    if (const char *field = fieldOf(column)) {
        const auto it = b.fieldSources.find(field);
        if (it != b.fieldSources.end())
            return &it->second;
    }
    switch (column) {
    case GranularityColumn:
        return &b.granularityProvenance;
    case SpotFractionColumn:
    case SpotInterruptionsColumn:
    case SpotRestartColumn:
        return &b.spotProvenance;
    case SubscriptionColumn:
        return &b.subscriptionProvenance;
    case Reserved1yColumn:
    case Reserved3yColumn:
        return &b.reservedProvenance;
    default:
        return nullptr;
    }
}

bool ProviderTableModel::isKnown(const tp::ProviderInfo &provider, int column)
{
    const tp::BillingTerms &b = provider.billing;
    switch (column) {
    case GranularityColumn:
        return !b.granularityProvenance.source.empty();
    case SpotFractionColumn:
        return b.spotPriceFraction.has_value();
    case SpotInterruptionsColumn:
    case SpotRestartColumn:
        return !b.spotProvenance.source.empty();
    case SubscriptionColumn:
        return b.subscriptionMonthFraction.has_value();
    case Reserved1yColumn:
        return b.reserved1yFraction.has_value();
    case Reserved3yColumn:
        return b.reserved3yFraction.has_value();
    default:
        return true;
    }
}

// Discounts and interruption rates change with the market like prices do; the billing unit and
// the regions are not marked.
bool ProviderTableModel::isPriceTerm(int column)
{
    return column >= SpotFractionColumn && column <= Reserved3yColumn;
}

bool ProviderTableModel::isStale(const Row &row, int column) const
{
    if (!isPriceTerm(column) || !isKnown(row.provider, column))
        return false;
    const tp::Provenance *p = provenanceOf(row.provider, column);
    return p && tp::isStale(p->date, row.today);
}

int ProviderTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ProviderTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProviderTableModel::data(const QModelIndex &index, int role) const
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
        return isStale(row, column);
    case Qt::DecorationRole:
        if (column == ProviderColumn && overridden)
            return CatalogMarks::overriddenIcon();
        if (isStale(row, column))
            return CatalogMarks::staleIcon();
        return {};
    case Qt::ForegroundRole:
        if (isStale(row, column))
            return QBrush(CatalogMarks::staleColor());
        return {};
    case Qt::FontRole: {
        const tp::Provenance *p = provenanceOf(row.provider, column);
        const bool estimate = p && isKnown(row.provider, column) && p->confidence == "estimate";
        if (!overridden && !estimate)
            return {};
        QFont font;
        font.setBold(overridden);
        font.setItalic(estimate);
        return font;
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(column >= SpotFractionColumn && column <= Reserved3yColumn
                                       ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                       : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant ProviderTableModel::displayData(const Row &row, int column) const
{
    const tp::BillingTerms &b = row.provider.billing;
    switch (column) {
    case ProviderColumn:
        return row.name;
    case CurrencyColumn:
        return q(row.provider.currency);
    case GranularityColumn:
        return CatalogText::granularityName(b.granularitySeconds);
    case SpotFractionColumn:
        return fraction(b.spotPriceFraction);
    case SpotInterruptionsColumn:
        return isKnown(row.provider, column) ? Format::number(b.spotInterruptionsPerHour, 3)
                                             : tr("—", "term not published");
    case SpotRestartColumn:
        return isKnown(row.provider, column) ? Format::number(b.spotRestartMinutes, 3)
                                             : tr("—", "term not published");
    case SubscriptionColumn:
        return fraction(b.subscriptionMonthFraction);
    case Reserved1yColumn:
        return fraction(b.reserved1yFraction);
    case Reserved3yColumn:
        return fraction(b.reserved3yFraction);
    case RegionsColumn: {
        QStringList ids;
        for (const tp::Region &r : row.provider.regions)
            ids << q(r.id);
        return ids.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

QVariant ProviderTableModel::rawData(const Row &row, int column) const
{
    const tp::BillingTerms &b = row.provider.billing;
    // An unpublished term sorts below every published one.
    const auto value = [&](const std::optional<double> &v) { return v ? *v : -1.0; };
    switch (column) {
    case GranularityColumn:
        return b.granularitySeconds;
    case SpotFractionColumn:
        return value(b.spotPriceFraction);
    case SpotInterruptionsColumn:
        return isKnown(row.provider, column) ? b.spotInterruptionsPerHour : -1.0;
    case SpotRestartColumn:
        return isKnown(row.provider, column) ? b.spotRestartMinutes : -1.0;
    case SubscriptionColumn:
        return value(b.subscriptionMonthFraction);
    case Reserved1yColumn:
        return value(b.reserved1yFraction);
    case Reserved3yColumn:
        return value(b.reserved3yFraction);
    case RegionsColumn:
        return static_cast<int>(row.provider.regions.size());
    default:
        return displayData(row, column);
    }
}

QVariant ProviderTableModel::toolTipData(const Row &row, int column) const
{
    QStringList parts;
    if (column == ProviderColumn && !row.overrideFile.isEmpty())
        parts << CatalogText::overriddenToolTip(row.overrideFile);
    if (column == RegionsColumn) {
        for (const tp::Region &r : row.provider.regions)
            parts << q(r.id) + QStringLiteral(": ") + PlanText::localized(r.name);
    }
    if (isStale(row, column))
        parts << CatalogText::staleToolTip(provenanceOf(row.provider, column)->date);
    const tp::Provenance *p = provenanceOf(row.provider, column);
    if (p && isKnown(row.provider, column) && !p->source.empty())
        parts << CatalogText::provenanceToolTip(*p);
    else if (p && !isKnown(row.provider, column))
        parts << tr("The catalog has no figure for this term of this provider.");
    return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("\n\n")));
}

QString ProviderTableModel::detailsOf(const Row &row) const
{
    const tp::ProviderInfo &p = row.provider;
    const tp::BillingTerms &b = p.billing;
    QStringList regions;
    for (const tp::Region &r : p.regions)
        regions << PlanText::localized(r.name) + QStringLiteral(" (") + q(r.id) + QLatin1Char(')');
    CatalogText::Fields fields = {
        {tr("Currency"), q(p.currency)},
        {tr("Billing unit"), CatalogText::granularityName(b.granularitySeconds)},
        {tr("Spot price"), b.spotPriceFraction
                               ? tr("%1 of on-demand").arg(Format::percent(*b.spotPriceFraction))
                               : tr("not published")},
        {tr("Spot interruptions"),
         isKnown(p, SpotInterruptionsColumn)
             ? tr("%1 per instance-hour").arg(Format::number(b.spotInterruptionsPerHour, 3))
             : tr("not published")},
        {tr("Restart after interruption"), isKnown(p, SpotRestartColumn)
                                               ? tr("%1 min").arg(Format::number(b.spotRestartMinutes, 3))
                                               : tr("not published")},
        {tr("Monthly subscription"),
         b.subscriptionMonthFraction
             ? tr("on-demand × 730 h × %1").arg(Format::percent(*b.subscriptionMonthFraction))
             : tr("not published")},
        {tr("Reserved, 1 year"), b.reserved1yFraction
                                     ? tr("%1 of on-demand").arg(Format::percent(*b.reserved1yFraction))
                                     : tr("not published")},
        {tr("Reserved, 3 years"), b.reserved3yFraction
                                      ? tr("%1 of on-demand").arg(Format::percent(*b.reserved3yFraction))
                                      : tr("not published")},
        {tr("Regions"), regions.join(QStringLiteral("; "))},
        {tr("Storage offerings"), QString::number(p.storage.size())},
    };
    QString html = CatalogText::heading(row.name, q(p.id)) + CatalogText::fieldTable(fields);
    if (!row.overrideFile.isEmpty())
        html += CatalogText::overrideNote(row.overrideFile);
    if (!b.granularityProvenance.source.empty())
        html += CatalogText::provenanceBlock(tr("Source: billing unit"), b.granularityProvenance, false);
    if (!b.spotProvenance.source.empty())
        html += CatalogText::provenanceBlock(tr("Source: spot"), b.spotProvenance,
                                             tp::isStale(b.spotProvenance.date, row.today));
    if (!b.subscriptionProvenance.source.empty())
        html += CatalogText::provenanceBlock(tr("Source: subscription"), b.subscriptionProvenance,
                                             tp::isStale(b.subscriptionProvenance.date, row.today));
    if (!b.reservedProvenance.source.empty())
        html += CatalogText::provenanceBlock(tr("Source: reserved"), b.reservedProvenance,
                                             tp::isStale(b.reservedProvenance.date, row.today));
    html += CatalogText::fieldSourcesBlock(b.fieldSources, row.today, true);
    return html;
}

QVariant ProviderTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ProviderColumn:
        return tr("Provider");
    case CurrencyColumn:
        return tr("Currency");
    case GranularityColumn:
        return tr("Billed");
    case SpotFractionColumn:
        return tr("Spot price");
    case SpotInterruptionsColumn:
        return tr("Interruptions/h");
    case SpotRestartColumn:
        return tr("Restart (min)");
    case SubscriptionColumn:
        return tr("Month fraction");
    case Reserved1yColumn:
        return tr("Reserved 1y");
    case Reserved3yColumn:
        return tr("Reserved 3y");
    case RegionsColumn:
        return tr("Regions");
    default:
        return {};
    }
}
