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

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

PriceTableModel::PriceTableModel(QObject *parent)
    : CatalogTableModel({{QT_TRANSLATE_NOOP("PriceTableModel", "Provider")},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Instance type")},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "GPUs"), Kind::Number},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Billing")},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Price"), Kind::Number},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Unit")},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Per GPU-hour"), Kind::Number},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Region")},
                         {QT_TRANSLATE_NOOP("PriceTableModel", "Date"), Kind::Date},
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
    m_rows.clear();
    clearRows();
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
            addRow(file, detailsOf(row, file));
            m_rows.push_back(std::move(row));
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
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const Row &row = m_rows[r];
        if (tp::toLower(m_instances[row.instance].id) == key && row.price.billing == billing &&
            row.price.region == region)
            return static_cast<int>(r);
    }
    return -1;
}

bool PriceTableModel::isEstimate(int row, int column) const
{
    // An overridden price is bold, and then not also italic.
    return overrideFile(row).isEmpty() && column == AmountColumn &&
           rowAt(row).price.provenance.confidence == "estimate";
}

// A price's date makes the whole row stale; the amount and the date show it.
bool PriceTableModel::isStale(int row, int) const
{
    return rowAt(row).stale;
}

PriceTableModel::StaleMark PriceTableModel::staleMark(int column) const
{
    return column == DateColumn     ? StaleMark::ColourAndIcon
           : column == AmountColumn ? StaleMark::Colour
                                    : StaleMark::None;
}

QVariant PriceTableModel::displayData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::InstanceType &i = m_instances[row.instance];
    const tp::Price &p = row.price;
    switch (column) {
    case ProviderColumn:
        return row.provider;
    case InstanceTypeColumn:
        return q(i.id);
    case GpusColumn:
        return tr("%1 × %2").arg(i.gpus).arg(q(i.gpu));
    case BillingColumn:
        return PlanText::billing(p.billing);
    case AmountColumn:
        return Format::number(p.amount, 6);
    case UnitColumn:
        return CatalogText::priceUnit(p.billing, p.currency);
    case PerGpuHourColumn: {
        const double v = perGpuHour(i, p);
        return v > 0 ? Format::number(v, 4) + QLatin1Char(' ') + q(p.currency) : tr("—", "no per-GPU price");
    }
    case RegionColumn:
        return p.region.empty() ? tr("all regions") : q(p.region);
    default:
        return provenanceText(column, p.provenance);
    }
}

QVariant PriceTableModel::rawData(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    const tp::InstanceType &i = m_instances[row.instance];
    switch (column) {
    case GpusColumn:
        return i.gpus;
    case BillingColumn:
        return static_cast<int>(row.price.billing); // the enum is ordered from on-demand to 3-year terms
    case AmountColumn:
        return row.price.amount;
    case PerGpuHourColumn:
        return perGpuHour(i, row.price);
    case ConfidenceColumn:
        return confidenceRank(row.price.provenance.confidence);
    default:
        return displayData(rowIndex, column);
    }
}

QVariant PriceTableModel::toolTip(int rowIndex, int column) const
{
    const Row &row = rowAt(rowIndex);
    QStringList parts;
    switch (column) {
    case AmountColumn:
        addOverriddenToolTip(parts, rowIndex);
        if (row.stale)
            parts << CatalogText::staleToolTip(row.price.provenance.date);
        parts << tr("Double-click to edit this price.");
        parts << CatalogText::provenanceToolTip(row.price.provenance);
        break;
    case DateColumn:
        if (row.stale)
            parts << CatalogText::staleToolTip(row.price.provenance.date);
        parts << CatalogText::provenanceToolTip(row.price.provenance);
        break;
    case SourceColumn:
    case ConfidenceColumn:
        parts << CatalogText::provenanceToolTip(row.price.provenance);
        break;
    case RegionColumn:
        parts << (row.price.region.empty() ? tr("The price applies in every region of the instance type.")
                                           : row.regionName);
        break;
    case PerGpuHourColumn:
        parts << tr("The price divided by the GPUs of the instance type (a month counts as 730 hours).");
        break;
    default:
        addOverriddenToolTip(parts, rowIndex);
        break;
    }
    return toolTipOf(parts);
}

QString PriceTableModel::detailsOf(const Row &row, const QString &overrideFile) const
{
    const tp::InstanceType &i = m_instances[row.instance];
    const tp::Price &p = row.price;
    const double gpuHour = perGpuHour(i, p);
    CatalogText::Fields fields = {
        {tr("Provider"), row.provider},
        {tr("GPUs"), tr("%1 × %2").arg(i.gpus).arg(q(i.gpu))},
        {tr("Price"),
         Format::number(p.amount, 6) + QLatin1Char(' ') + CatalogText::priceUnit(p.billing, p.currency)},
        {tr("Per GPU-hour"), gpuHour > 0 ? Format::number(gpuHour, 4) + QLatin1Char(' ') +
                                               CatalogText::priceUnit(tp::Billing::OnDemand, p.currency)
                                         : tr("—", "no per-GPU price")},
        {tr("Region"), p.region.empty()
                           ? tr("all regions")
                           : row.regionName + QStringLiteral(" (") + q(p.region) + QLatin1Char(')')},
    };
    QString html = detailsHead(q(i.id), PlanText::billing(p.billing), fields, overrideFile);
    if (!overrideFile.isEmpty() && !row.priceOverride)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("This price comes with an instance type your overrides replaced; edit that "
                            "file to "
                            "change or remove it.")
                             .toHtmlEscaped());
    html += CatalogText::provenanceBlock(tr("Provenance"), p.provenance, row.stale);
    return html;
}
