#include "views/catalog/ProviderTableModel.h"

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

QString fraction(const std::optional<double> &value)
{
    return value ? Format::percent(*value) : ProviderTableModel::tr("—", "term not published");
}

} // namespace

ProviderTableModel::ProviderTableModel(QObject *parent)
    // a term's field is its key in BillingTerms::fieldSources (catalog/README.md)
    : CatalogTableModel(
          {{QT_TRANSLATE_NOOP("ProviderTableModel", "Provider")},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Currency")},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Billed")},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Spot price"), Kind::Number, "spot.price_fraction"},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Interruptions/h"), Kind::Number,
            "spot.interruptions_per_hour"},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Restart (min)"), Kind::Number, "spot.restart_minutes"},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Month fraction"), Kind::Number,
            "subscription.month_fraction"},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Reserved 1y"), Kind::Number, "reserved.fraction_1y"},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Reserved 3y"), Kind::Number, "reserved.fraction_3y"},
           {QT_TRANSLATE_NOOP("ProviderTableModel", "Regions")}},
          ProviderColumn, parent)
{
}

void ProviderTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    m_rows.clear();
    clearRows();
    for (const tp::ProviderInfo &provider : catalog.providers) {
        Row row;
        row.provider = provider;
        row.name = PlanText::provider(catalog, provider.id);
        row.today = today;
        // the file that changed its billing terms (or added the provider)
        QString file = CatalogMarks::overrideFile(catalog, "billing", provider.id);
        if (file.isEmpty())
            file = CatalogMarks::overrideFile(catalog, "provider", provider.id);
        addRow(file, detailsOf(row, file));
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

const tp::ProviderInfo *ProviderTableModel::providerAt(int row) const
{
    return isRow(row) ? &rowAt(row).provider : nullptr;
}

const tp::Provenance *ProviderTableModel::provenanceOf(const tp::ProviderInfo &provider, int column) const
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

bool ProviderTableModel::isStale(int row, int column) const
{
    const Row &r = rowAt(row);
    if (!isPriceTerm(column) || !isKnown(r.provider, column))
        return false;
    const tp::Provenance *p = provenanceOf(r.provider, column);
    return p && tp::isStale(p->date, r.today);
}

bool ProviderTableModel::isEstimate(int row, int column) const
{
    const tp::ProviderInfo &provider = rowAt(row).provider;
    const tp::Provenance *p = provenanceOf(provider, column);
    return p && isKnown(provider, column) && p->confidence == "estimate";
}

QVariant ProviderTableModel::displayData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
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

QVariant ProviderTableModel::rawData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
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
        return displayData(rowIndex, column);
    }
}

QVariant ProviderTableModel::toolTip(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    QStringList parts;
    if (column == ProviderColumn)
        addOverriddenToolTip(parts, rowIndex);
    if (column == RegionsColumn) {
        for (const tp::Region &r : row.provider.regions)
            parts << q(r.id) + QStringLiteral(": ") + PlanText::localized(r.name);
    }
    if (isStale(rowIndex, column))
        parts << CatalogText::staleToolTip(provenanceOf(row.provider, column)->date);
    const tp::Provenance *p = provenanceOf(row.provider, column);
    if (p && isKnown(row.provider, column) && !p->source.empty())
        parts << CatalogText::provenanceToolTip(*p);
    else if (p && !isKnown(row.provider, column))
        parts << tr("The catalog has no figure for this term of this provider.");
    return toolTipOf(parts);
}

QString ProviderTableModel::detailsOf(const Row &row, const QString &overrideFile) const
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
    QString html = detailsHead(row.name, q(p.id), fields, overrideFile);
    // each published term's source; the billing unit does not go stale
    const auto addSource = [&](const QString &title, const tp::Provenance &source, bool staleMatters) {
        if (!source.source.empty())
            html += CatalogText::provenanceBlock(title, source,
                                                 staleMatters && tp::isStale(source.date, row.today));
    };
    addSource(tr("Source: billing unit"), b.granularityProvenance, false);
    addSource(tr("Source: spot"), b.spotProvenance, true);
    addSource(tr("Source: subscription"), b.subscriptionProvenance, true);
    addSource(tr("Source: reserved"), b.reservedProvenance, true);
    html += CatalogText::fieldSourcesBlock(b.fieldSources, row.today, true);
    return html;
}
