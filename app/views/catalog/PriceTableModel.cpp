#include "views/catalog/PriceTableModel.h"

#include "core/Strings.h"
#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/CatalogMarks.h"

#include <QStringList>

namespace {

// Hours in a billing month, as the catalog's subscription rule uses (catalog/README.md).
constexpr double kHoursPerMonth = 730;

} // namespace

PriceTableModel::PriceTableModel(QObject *parent)
    : CatalogRowModel(
          {{QT_TRANSLATE_NOOP("PriceTableModel", "Provider")},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Instance type")},
           {QT_TRANSLATE_NOOP("PriceTableModel", "GPUs"), Kind::Number},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Billing")},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Price"), Kind::Number, nullptr, StaleMark::Colour},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Unit")},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Per GPU-hour"), Kind::Number},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Region")},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Date"), Kind::Date, nullptr, StaleMark::ColourAndIcon},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Confidence"), Kind::Confidence},
           {QT_TRANSLATE_NOOP("PriceTableModel", "Source"), Kind::Source}},
          AmountColumn, parent)
{
}

double PriceTableModel::perGpuHour(const tp::InstanceType &instance, const tp::Price &price)
{
    if (instance.gpus <= 0)
        return 0;
    const double hourly =
        price.billing == tp::Billing::SubscriptionMonth ? price.amount / kHoursPerMonth : price.amount;
    return hourly / instance.gpus;
}

void PriceTableModel::setCatalog(const tp::Catalog &catalog, const tp::CivilDate &today)
{
    beginResetModel();
    m_instances.clear();
    clear();
    for (const tp::InstanceType &instance : catalog.instances) {
        const std::size_t index = m_instances.size();
        m_instances.push_back(instance);
        for (const tp::Price &price : instance.prices) {
            Row row;
            row.instance = index;
            row.price = price;
            row.provider = PlanText::provider(catalog, instance.provider);
            row.regionName =
                price.region.empty() ? QString() : PlanText::region(catalog, price.region, instance.provider);
            row.priceOverride = CatalogMarks::hasPriceOverride(catalog, instance, price);
            row.stale = tp::isStale(price.provenance.date, today);
            const QString file = CatalogMarks::priceOverrideFile(catalog, instance, price);
            const QString details = detailsOf(row, file);
            add(std::move(row), file, details);
        }
    }
    endResetModel();
}

const tp::InstanceType *PriceTableModel::instanceAt(int row) const
{
    return isRow(row) ? &m_instances[rowAt(row).instance] : nullptr;
}

const tp::Price *PriceTableModel::priceAt(int row) const
{
    return isRow(row) ? &rowAt(row).price : nullptr;
}

QString PriceTableModel::overrideFileAt(int row) const
{
    return isRow(row) ? overrideFile(row) : QString();
}

bool PriceTableModel::hasPriceOverrideAt(int row) const
{
    return isRow(row) && rowAt(row).priceOverride;
}

int PriceTableModel::rowOf(const std::string &instanceType, tp::Billing billing,
                           const std::string &region) const
{
    const std::string key = tp::toLower(instanceType);
    for (std::size_t r = 0; r < rows().size(); ++r) {
        const Row &row = rows()[r];
        if (tp::toLower(m_instances[row.instance].id) == key && row.price.billing == billing &&
            row.price.region == region)
            return static_cast<int>(r);
    }
    return -1;
}

CatalogTableModel::Cell PriceTableModel::cell(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::InstanceType &i = m_instances[row.instance];
    const tp::Price &p = row.price;
    Cell c;
    if (column <= UnitColumn) // the columns of the price itself name the user's file that set it
        addOverriddenToolTip(c.toolTip, rowIndex);
    switch (column) {
    case ProviderColumn:
        c.text = row.provider;
        break;
    case InstanceTypeColumn:
        c.text = CatalogText::verbatim(i.id);
        break;
    case GpusColumn:
        c.text = tr("%1 × %2").arg(i.gpus).arg(CatalogText::verbatim(i.gpu));
        c.sortValue = i.gpus;
        break;
    case BillingColumn:
        c.text = PlanText::billing(p.billing);
        c.sortValue = static_cast<int>(p.billing); // the enum is ordered from on-demand to 3-year terms
        break;
    case AmountColumn:
        c.text = Format::number(p.amount, 6);
        c.sortValue = p.amount;
        if (row.stale)
            c.toolTip << CatalogText::staleToolTip(p.provenance.date);
        c.toolTip << tr("Double-click to edit this price.");
        if (!overrideFile(rowIndex).isEmpty())
            c.toolTip << tr("Your own price: it replaces the catalog's in every plan.");
        c.toolTip << CatalogText::provenanceToolTip(p.provenance);
        // An overridden price is bold, and then not also italic.
        c.estimate = overrideFile(rowIndex).isEmpty() && p.provenance.confidence == "estimate";
        break;
    case UnitColumn:
        c.text = CatalogText::priceUnit(p.billing, p.currency);
        break;
    case PerGpuHourColumn: {
        const double v = perGpuHour(i, p);
        c.text = v > 0 ? Format::number(v, 4) + QLatin1Char(' ') + CatalogText::verbatim(p.currency)
                       : tr("—", "no per-GPU price");
        c.sortValue = v;
        c.toolTip << tr("The price divided by the GPUs of the instance type (a month counts as 730 hours).");
        break;
    }
    case RegionColumn:
        c.text = p.region.empty() ? tr("all regions") : CatalogText::verbatim(p.region);
        c.toolTip << (p.region.empty() ? tr("The price applies in every region of the instance type.")
                                       : row.regionName);
        break;
    default:
        c = provenanceCell(column, p.provenance);
        if (column == ConfidenceColumn && !overrideFile(rowIndex).isEmpty())
            c.text = tr("your price (%1)").arg(c.text.toString()); // the user's, whatever its source says
        if (column == DateColumn && row.stale)
            c.toolTip.prepend(CatalogText::staleToolTip(p.provenance.date));
        break;
    }
    // A price's date makes the whole row stale; the amount and the date show it.
    c.stale = row.stale;
    return c;
}

QString PriceTableModel::detailsOf(const Row &row, const QString &overrideFile) const
{
    const tp::InstanceType &i = m_instances[row.instance];
    const tp::Price &p = row.price;
    const double gpuHour = perGpuHour(i, p);
    CatalogText::Fields fields = {
        {tr("Provider"), row.provider},
        {tr("GPUs"), tr("%1 × %2").arg(i.gpus).arg(CatalogText::verbatim(i.gpu))},
        {tr("Price"),
         Format::number(p.amount, 6) + QLatin1Char(' ') + CatalogText::priceUnit(p.billing, p.currency)},
        {tr("Per GPU-hour"), gpuHour > 0 ? Format::number(gpuHour, 4) + QLatin1Char(' ') +
                                               CatalogText::priceUnit(tp::Billing::OnDemand, p.currency)
                                         : tr("—", "no per-GPU price")},
        {tr("Region"), p.region.empty() ? tr("all regions")
                                        : row.regionName + QStringLiteral(" (") +
                                              CatalogText::verbatim(p.region) + QLatin1Char(')')},
    };
    QString html =
        detailsHead(CatalogText::verbatim(i.id), PlanText::billing(p.billing), fields, overrideFile);
    if (!overrideFile.isEmpty() && !row.priceOverride)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("This price comes with an instance type your overrides replaced; edit that "
                            "file to "
                            "change or remove it.")
                             .toHtmlEscaped());
    html += CatalogText::provenanceBlock(tr("Provenance"), p.provenance, row.stale);
    return html;
}
