#include "views/catalog/PriceTableModel.h"

#include "core/Strings.h"
#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/catalog/CatalogMarks.h"

#include <QBrush>
#include <QFont>
#include <QStringList>

namespace {

// Hours in a billing month, as the catalog's subscription rule uses (catalog/README.md).
constexpr double kHoursPerMonth = 730;

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
    return column == PriceTableModel::GpusColumn || column == PriceTableModel::AmountColumn ||
           column == PriceTableModel::PerGpuHourColumn;
}

} // namespace

PriceTableModel::PriceTableModel(QObject *parent) : QAbstractTableModel(parent)
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
            row.overrideFile = CatalogMarks::priceOverrideFile(catalog, instance, price);
            row.priceOverride = CatalogMarks::hasPriceOverride(catalog, instance, price);
            row.stale = tp::isStale(price.provenance.date, today);
            row.details = detailsOf(row);
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

const tp::InstanceType *PriceTableModel::instanceAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    return &m_instances[m_rows[static_cast<std::size_t>(row)].instance];
}

const tp::Price *PriceTableModel::priceAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return nullptr;
    return &m_rows[static_cast<std::size_t>(row)].price;
}

QString PriceTableModel::overrideFileAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return {};
    return m_rows[static_cast<std::size_t>(row)].overrideFile;
}

bool PriceTableModel::hasPriceOverrideAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) &&
           m_rows[static_cast<std::size_t>(row)].priceOverride;
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

int PriceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PriceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceTableModel::data(const QModelIndex &index, int role) const
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
        if (column == AmountColumn && overridden)
            return CatalogMarks::overriddenIcon();
        if (column == DateColumn && row.stale)
            return CatalogMarks::staleIcon();
        return {};
    case Qt::ForegroundRole:
        if (row.stale && (column == DateColumn || column == AmountColumn))
            return QBrush(CatalogMarks::staleColor());
        return {};
    case Qt::FontRole:
        if (overridden) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (row.price.provenance.confidence == "estimate" && column == AmountColumn) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isNumeric(column) ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                                     : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant PriceTableModel::displayData(const Row &row, int column) const
{
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
    case SourceColumn:
        return q(p.provenance.source);
    case DateColumn:
        return q(p.provenance.date);
    case ConfidenceColumn:
        return CatalogText::confidenceName(p.provenance.confidence);
    default:
        return {};
    }
}

QVariant PriceTableModel::rawData(const Row &row, int column) const
{
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
        return displayData(row, column);
    }
}

QVariant PriceTableModel::toolTipData(const Row &row, int column) const
{
    QStringList parts;
    switch (column) {
    case AmountColumn:
        if (!row.overrideFile.isEmpty())
            parts << CatalogText::overriddenToolTip(row.overrideFile);
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
        if (!row.overrideFile.isEmpty())
            parts << CatalogText::overriddenToolTip(row.overrideFile);
        break;
    }
    return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("\n\n")));
}

QString PriceTableModel::detailsOf(const Row &row) const
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
    QString html =
        CatalogText::heading(q(i.id), PlanText::billing(p.billing)) + CatalogText::fieldTable(fields);
    if (!row.overrideFile.isEmpty()) {
        html += CatalogText::overrideNote(row.overrideFile);
        if (!row.priceOverride)
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("This price comes with an instance type your overrides replaced; edit that "
                                "file to "
                                "change or remove it.")
                                 .toHtmlEscaped());
    }
    html += CatalogText::provenanceBlock(tr("Provenance"), p.provenance, row.stale);
    return html;
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ProviderColumn:
        return tr("Provider");
    case InstanceTypeColumn:
        return tr("Instance type");
    case GpusColumn:
        return tr("GPUs");
    case BillingColumn:
        return tr("Billing");
    case AmountColumn:
        return tr("Price");
    case UnitColumn:
        return tr("Unit");
    case PerGpuHourColumn:
        return tr("Per GPU-hour");
    case RegionColumn:
        return tr("Region");
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
