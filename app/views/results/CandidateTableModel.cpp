#include "views/results/CandidateTableModel.h"

#include "core/MemoryEstimator.h"
#include "core/Staleness.h"
#include "document/PlanSession.h"
#include "text/CoreMessages.h"
#include "text/EnumText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/CatalogMarks.h"
#include "views/widgets/ThemeColours.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QStringList>
#include <cmath>

namespace {

int billingOrder(tp::Billing b)
{
    return static_cast<int>(b);
}

// Cell text in a tone of the palette in use (light or dark), read on the table's background.
QColor tone(ThemeColours::Tone t)
{
    return ThemeColours::color(t, QGuiApplication::palette(), QPalette::Base);
}

} // namespace

CandidateTableModel::CandidateTableModel(PlanSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session), m_outcome(session->outcome())
{
    connect(m_session, &PlanSession::planChanged, this, &CandidateTableModel::reset);
    connect(m_session, &PlanSession::comparedChanged, this, &CandidateTableModel::comparedChanged);
}

void CandidateTableModel::reset()
{
    beginResetModel();
    m_outcome = m_session->outcome();
    endResetModel();
}

void CandidateTableModel::comparedChanged()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, RankColumn), index(rowCount() - 1, RankColumn), {Qt::CheckStateRole});
}

const tp::Candidate *CandidateTableModel::candidate(int row) const
{
    return m_outcome ? m_outcome->candidate(row) : nullptr;
}

int CandidateTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_outcome || !m_outcome->plan)
        return 0;
    return static_cast<int>(m_outcome->plan->candidates.size());
}

int CandidateTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags CandidateTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == RankColumn)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant CandidateTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const tp::Candidate &c = *candidate(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(c, column);
    case RawValueRole:
        return raw(c, index.row(), column);
    case Qt::ToolTipRole:
        return toolTip(c, column);
    case Qt::CheckStateRole:
        if (column == RankColumn)
            return m_session->isCompared(index.row()) ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::TextAlignmentRole:
        switch (column) {
        case RankColumn:
        case NodesColumn:
        case MemoryColumn:
        case TimeColumn:
        case CostColumn:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ForegroundRole:
        // Asked for at each paint: a palette change repaints the view in the new colours.
        if (column == StatusColumn)
            return tone(c.feasible ? ThemeColours::Good : ThemeColours::Error);
        if (column == MemoryColumn && !c.fits())
            return tone(ThemeColours::Error);
        return c.feasible ? QVariant() : QVariant(tone(ThemeColours::Muted));
    case Qt::DecorationRole:
        // A price to check before renting: older than the staleness limit, an estimate, or assumed.
        if (column == CostColumn && priceNeedsChecking(c))
            return CatalogMarks::staleIcon();
        return {};
    case Qt::FontRole:
        if (c.recommended) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case CandidateIndexRole:
        return index.row();
    case ProviderRole:
        return c.instance ? QString::fromStdString(c.instance->provider) : QString();
    case GpuRole:
        return c.instance ? QString::fromStdString(c.instance->gpu) : QString();
    case BillingRole:
        return QString::fromStdString(tp::billingName(c.billing));
    case FeasibleRole:
        return c.feasible;
    case FitsRole:
        return c.fits();
    case PricedRole:
        return c.priced() && std::isfinite(c.costTotal());
    case RecommendedRole:
        return c.recommended;
    case ParetoRole:
        return c.pareto;
    case CostRole:
        return c.priced() ? QVariant(c.costTotal()) : QVariant();
    case TimeRole:
        return c.timeHours;
    default:
        return {};
    }
}

bool CandidateTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != RankColumn || role != Qt::CheckStateRole ||
        index.row() >= rowCount())
        return false;
    const bool on = value.toInt() == Qt::Checked;
    return m_session->setCompared(index.row(), on);
}

QVariant CandidateTableModel::display(const tp::Candidate &c, int column) const
{
    const tp::Catalog &catalog = *m_outcome->catalog;
    switch (column) {
    case RankColumn: {
        const int rank = static_cast<int>(&c - m_outcome->plan->candidates.data()) + 1;
        QString text = QString::number(rank);
        if (c.recommended)
            text = QStringLiteral("★ ") + text;
        else if (c.pareto)
            text = QStringLiteral("◆ ") + text;
        return text;
    }
    case ProviderColumn:
        return c.instance ? PlanText::provider(catalog, c.instance->provider) : QString();
    case InstanceColumn:
        return c.instance ? QString::fromStdString(c.instance->id) : QString();
    case GpuColumn:
        return PlanText::gpus(c);
    case NodesColumn:
        return c.nodes;
    case BillingColumn:
        return PlanText::billing(c.billing);
    case MemoryColumn:
        if (!c.estimate)
            return QStringLiteral("—");
        return tr("%1 / %2 GiB")
            .arg(Format::number(c.estimate->memoryPerGpuGib()), Format::number(c.estimate->gpuMemoryGib));
    case TimeColumn:
        return PlanText::timeWithRange(c);
    case CostColumn:
        return c.priced() ? PlanText::money(c.costTotal(), c.currency) : tr("no price");
    case StatusColumn:
        return PlanText::status(c);
    case WarningsColumn: {
        const std::vector<tp::Note> warnings = c.warnings();
        if (warnings.empty())
            return QString();
        const QString first = PlanText::title(warnings.front().code);
        return warnings.size() == 1 ? first : tr("%1 (+%2)").arg(first, QString::number(warnings.size() - 1));
    }
    default:
        return {};
    }
}

QVariant CandidateTableModel::raw(const tp::Candidate &c, int row, int column) const
{
    switch (column) {
    case RankColumn:
        return row;
    case ProviderColumn:
        return c.instance ? QString::fromStdString(c.instance->provider) : QString();
    case InstanceColumn:
        return c.instance ? QString::fromStdString(c.instance->id) : QString();
    case GpuColumn:
        // By GPU model, then by how many.
        return c.instance ? QStringLiteral("%1|%2").arg(
                                QString::fromStdString(c.instance->gpu),
                                QStringLiteral("%1").arg(c.totalGpus(), 6, 10, QLatin1Char('0')))
                          : QString();
    case NodesColumn:
        return c.nodes;
    case BillingColumn:
        return billingOrder(c.billing);
    case MemoryColumn:
        // Share of the GPU's memory used: what "fits" means.
        return c.estimate && c.estimate->gpuMemoryGib > 0
                   ? QVariant(c.estimate->memoryPerGpuGib() / c.estimate->gpuMemoryGib)
                   : QVariant();
    case TimeColumn:
        return c.timeHours;
    case CostColumn:
        return c.priced() ? QVariant(c.costTotal()) : QVariant();
    case StatusColumn:
        // Recommended, Pareto, feasible, then the rejected.
        return c.recommended ? 0 : c.feasible ? (c.pareto ? 1 : 2) : 3;
    case WarningsColumn:
        return static_cast<int>(c.warningCount());
    default:
        return {};
    }
}

bool CandidateTableModel::priceNeedsChecking(const tp::Candidate &c)
{
    // derived: a spot or monthly price assumed from the on-demand one and the provider's terms
    return c.price && (c.price->derived || c.price->provenance.confidence == "estimate" ||
                       tp::isStale(c.price->provenance.date, tp::today()));
}

QVariant CandidateTableModel::toolTip(const tp::Candidate &c, int column) const
{
    switch (column) {
    case InstanceColumn: // whole, where a small screen narrows the column (ResultsWorkspace)
        return display(c, column);
    case RankColumn:
        return tr("Tick to compare (up to %1). ★ recommended, ◆ on the Pareto front of cost and time.")
            .arg(PlanSession::kMaxCompared);
    case MemoryColumn: {
        if (!c.estimate)
            return {};
        const tp::MemoryBreakdown &m = c.estimate->memory;
        const double g = tp::memory::kGiB;
        return tr("Weights %1, gradients %2, optimizer states %3, activations %4, other %5 (GiB per GPU)")
            .arg(Format::number(m.weights / g), Format::number(m.gradients / g),
                 Format::number(m.optimizer / g), Format::number(m.activations / g),
                 Format::number(m.other / g));
    }
    case CostColumn: {
        if (!c.priced())
            return {};
        QString text = tr("Compute %1, interruptions %2, storage %3, checkpoints %4")
                           .arg(PlanText::money(c.cost.compute, c.currency),
                                PlanText::money(c.cost.interruptions, c.currency),
                                PlanText::money(c.cost.storage, c.currency),
                                PlanText::money(c.cost.checkpoints, c.currency));
        const tp::ResolvedPrice &p = *c.price;
        text += QLatin1Char('\n') +
                tr("Price: %1 per node-%2 (%3)")
                    .arg(PlanText::money(p.amount, p.currency),
                         c.billing == tp::Billing::SubscriptionMonth ? tr("month") : tr("hour"),
                         CoreMessages::priceBasis(c, *m_outcome->catalog));
        if (!p.provenance.source.empty())
            text += QLatin1Char('\n') +
                    tr("Source: %1, %2 (%3)")
                        .arg(PlanText::priceSource(
                                 p.provenance, PlanText::provider(*m_outcome->catalog, c.instance->provider),
                                 p.own),
                             QString::fromStdString(p.provenance.date),
                             CoreMessages::confidence(p.provenance.confidence));
        const QString age = CoreMessages::priceAge(p.provenance.date, tp::today());
        if (!age.isEmpty())
            text += QLatin1Char('\n') + age;
        return text;
    }
    case StatusColumn:
    case WarningsColumn: {
        QStringList lines;
        for (const tp::Note &n : column == StatusColumn ? c.reasons : c.warnings())
            lines << PlanText::note(n);
        if (column == StatusColumn && m_outcome && m_outcome->plan)
            // "why not this row?": what it gives up against the recommended one, or its reasons
            return PlanText::whyNot(*m_outcome->plan, c).join(QLatin1Char('\n'));
        return lines.join(QLatin1Char('\n'));
    }
    case TimeColumn:
        return tr("Expected %1, range %2 to %3 (interruptions and restarts included on spot)")
            .arg(Format::duration(c.timeHours), Format::duration(c.timeHoursLow),
                 Format::duration(c.timeHoursHigh));
    default:
        return {};
    }
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        static constexpr std::array titles{QT_TRANSLATE_NOOP("CandidateTableModel", "#"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Provider"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Instance type"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "GPUs"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Nodes"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Billing"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Cost"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Time (range)"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Memory / GPU"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Status"),
                                           QT_TRANSLATE_NOOP("CandidateTableModel", "Warnings")};
        static_assert(titles.size() == ColumnCount);
        return translatedName("CandidateTableModel", titles, section);
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RankColumn:
            return tr("Rank in the plan (feasible first, in the objective's order); tick to compare.");
        case MemoryColumn:
            return tr("GPU memory the job uses per GPU, against the GPU's memory.");
        case TimeColumn:
            return tr("Expected wall-clock time, and the range the calibration gives.");
        case CostColumn:
            return tr("Total cost: compute, spot interruptions, storage and checkpoints.");
        default:
            return {};
        }
    }
    return {};
}
