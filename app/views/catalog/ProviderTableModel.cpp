#include "views/catalog/ProviderTableModel.h"

#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/CatalogMarks.h"

#include <QStringList>

namespace {

QString fraction(const std::optional<double> &value)
{
    return value ? Format::percent(*value) : ProviderTableModel::tr("—", "term not published");
}

} // namespace

ProviderTableModel::ProviderTableModel(QObject *parent)
    // a term's field is its key in BillingTerms::fieldSources (catalog/README.md)
    : CatalogRowModel({{QT_TRANSLATE_NOOP("ProviderTableModel", "Provider")},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Currency")},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Billed")},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Spot price"), Kind::Number,
                        "spot.price_fraction", StaleMark::ColourAndIcon},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Interruptions/h"), Kind::Number,
                        "spot.interruptions_per_hour", StaleMark::ColourAndIcon},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Restart (min)"), Kind::Number,
                        "spot.restart_minutes", StaleMark::ColourAndIcon},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Month fraction"), Kind::Number,
                        "subscription.month_fraction", StaleMark::ColourAndIcon},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Reserved 1y"), Kind::Number,
                        "reserved.fraction_1y", StaleMark::ColourAndIcon},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Reserved 3y"), Kind::Number,
                        "reserved.fraction_3y", StaleMark::ColourAndIcon},
                       {QT_TRANSLATE_NOOP("ProviderTableModel", "Regions")}},
                      ProviderColumn, parent)
{
}

void ProviderTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    clear();
    for (const tp::ProviderInfo &provider : catalog.providers) {
        Row row;
        row.provider = provider;
        row.name = PlanText::provider(catalog, provider.id);
        row.today = today;
        // the file that changed its billing terms (or added the provider)
        QString file = CatalogMarks::overrideFile(catalog, "billing", provider.id);
        if (file.isEmpty())
            file = CatalogMarks::overrideFile(catalog, "provider", provider.id);
        const QString details = detailsOf(row, file);
        add(std::move(row), file, details);
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

CatalogTableModel::Cell ProviderTableModel::cell(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::BillingTerms &b = row.provider.billing;
    const bool known = isKnown(row.provider, column);
    // An unpublished term sorts below every published one.
    const auto term = [](const std::optional<double> &v) {
        Cell t;
        t.text = fraction(v);
        t.sortValue = v ? *v : -1.0;
        return t;
    };
    Cell c;
    switch (column) {
    case ProviderColumn:
        c.text = row.name;
        addOverriddenToolTip(c.toolTip, rowIndex);
        break;
    case CurrencyColumn:
        c.text = CatalogText::verbatim(row.provider.currency);
        break;
    case GranularityColumn:
        c.text = CatalogText::granularityName(b.granularitySeconds);
        c.sortValue = b.granularitySeconds;
        break;
    case SpotFractionColumn:
        c = term(b.spotPriceFraction);
        break;
    case SpotInterruptionsColumn:
        c.text = known ? Format::number(b.spotInterruptionsPerHour, 3) : tr("—", "term not published");
        c.sortValue = known ? b.spotInterruptionsPerHour : -1.0;
        break;
    case SpotRestartColumn:
        c.text = known ? Format::number(b.spotRestartMinutes, 3) : tr("—", "term not published");
        c.sortValue = known ? b.spotRestartMinutes : -1.0;
        break;
    case SubscriptionColumn:
        c = term(b.subscriptionMonthFraction);
        break;
    case Reserved1yColumn:
        c = term(b.reserved1yFraction);
        break;
    case Reserved3yColumn:
        c = term(b.reserved3yFraction);
        break;
    case RegionsColumn: {
        QStringList ids;
        for (const tp::Region &r : row.provider.regions) {
            ids << CatalogText::verbatim(r.id);
            c.toolTip << CatalogText::verbatim(r.id) + QStringLiteral(": ") + PlanText::localized(r.name);
        }
        c.text = ids.join(QStringLiteral(", "));
        c.sortValue = static_cast<int>(row.provider.regions.size());
        break;
    }
    default:
        return c;
    }
    // the term's own source and date
    const tp::Provenance *p = provenanceOf(row.provider, column);
    if (!p)
        return c;
    if (!known) {
        c.toolTip << tr("The catalog has no figure for this term of this provider.");
        return c;
    }
    c.stale = isPriceTerm(column) && tp::isStale(p->date, row.today);
    c.estimate = p->confidence == "estimate";
    if (c.stale)
        c.toolTip << CatalogText::staleToolTip(p->date);
    if (!p->source.empty())
        c.toolTip << CatalogText::provenanceToolTip(*p);
    return c;
}

QString ProviderTableModel::detailsOf(const Row &row, const QString &overrideFile) const
{
    const tp::ProviderInfo &p = row.provider;
    const tp::BillingTerms &b = p.billing;
    QStringList regions;
    for (const tp::Region &r : p.regions)
        regions << PlanText::localized(r.name) + QStringLiteral(" (") + CatalogText::verbatim(r.id) +
                       QLatin1Char(')');
    CatalogText::Fields fields = {
        {tr("Currency"), CatalogText::verbatim(p.currency)},
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
    QString html = detailsHead(row.name, CatalogText::verbatim(p.id), fields, overrideFile);
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
