#include "views/results/CompareModel.h"

#include "document/PlanSession.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/ThemeColours.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <cmath>

namespace {

// The best value's cell: a tint of green over the table's background that the palette's text
// still reads on (4.5:1), light or dark. Asked for at each paint, so it follows palette changes.
QColor bestBackground()
{
    const QPalette palette = QGuiApplication::palette();
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor green = ThemeColours::color(ThemeColours::Good, palette, QPalette::Base);
    for (double t = 0.22; t > 0.01; t -= 0.04) {
        const QColor tint = ThemeColours::mix(base, green, t);
        if (ThemeColours::contrast(text, tint) >= 4.5)
            return tint;
    }
    return base;
}

} // namespace

CompareModel::CompareModel(PlanSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(m_session, &PlanSession::planChanged, this, &CompareModel::reset);
    connect(m_session, &PlanSession::comparedChanged, this, &CompareModel::reset);
    reset();
}

void CompareModel::reset()
{
    beginResetModel();
    m_outcome = m_session->outcome();
    m_candidates = m_session->compared();
    endResetModel();
}

const tp::Candidate *CompareModel::candidateAt(int column) const
{
    if (!m_outcome || column < 0 || column >= m_candidates.size())
        return nullptr;
    return m_outcome->candidate(m_candidates[column]);
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_candidates.isEmpty() ? 0 : RowCount;
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_candidates.size());
}

int CompareModel::betterDirection(int row)
{
    switch (row) {
    case TimeRow:
    case SlowEndRow:
    case CostRow:
    case CostPerGpuHourRow:
    case GpuHoursRow:
    case MemoryRow:
    case WarningsRow:
        return +1;
    case ThroughputRow:
    case VcpuRow:
    case HostMemoryRow:
    case NetworkRow:
        return -1;
    default:
        return 0;
    }
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= RowCount)
        return {};
    const tp::Candidate *c = candidateAt(index.column());
    if (!c || !c->instance)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(*c, index.row(), index.column());
    case RawValueRole:
        return raw(*c, index.row());
    case BestRole:
        return isBest(index.row(), index.column());
    case CandidateIndexRole:
        return m_candidates[index.column()];
    case Qt::FontRole:
        if (isBest(index.row(), index.column())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        return isBest(index.row(), index.column()) ? QVariant(bestBackground()) : QVariant();
    case Qt::ToolTipRole:
        return isBest(index.row(), index.column()) ? tr("Best of the candidates compared") : QVariant();
    default:
        return {};
    }
}

QString CompareModel::display(const tp::Candidate &c, int row, int column) const
{
    const tp::Catalog &catalog = *m_outcome->catalog;
    const tp::InstanceType &inst = *c.instance;
    // The mark reads without colour too (printouts, colour blindness).
    const QString best = isBest(row, column) ? QStringLiteral("✓ ") : QString();
    switch (row) {
    case InstanceRow:
        return QString::fromStdString(inst.id);
    case ProviderRow:
        return PlanText::provider(catalog, inst.provider);
    case GpuRow:
        return PlanText::gpus(c);
    case NodesRow:
        return QString::number(c.nodes);
    case BillingRow:
        return PlanText::billing(c.billing);
    case StatusRow:
        return PlanText::status(c);
    case TimeRow:
        return best + Format::duration(c.timeHours);
    case SlowEndRow:
        return best + Format::duration(c.timeHoursHigh);
    case CostRow:
        return best + (c.priced() ? PlanText::money(c.costTotal(), c.currency) : tr("no price"));
    case CostPerGpuHourRow:
        return c.priced() && c.timeHours > 0
                   ? best + PlanText::money(c.costTotal() / (c.timeHours * c.totalGpus()), c.currency)
                   : QStringLiteral("—");
    case PriceSourceRow: {
        if (!c.price)
            return tr("no price");
        const tp::Provenance &p = c.price->provenance;
        const QString age = CoreMessages::priceAge(p.date, tp::today());
        QString text = c.price->derived ? tr("derived from the on-demand price") : tr("list price");
        if (!p.date.empty())
            text +=
                tr(", %1 (%2)").arg(QString::fromStdString(p.date), CoreMessages::confidence(p.confidence));
        if (!age.isEmpty())
            text += tr("; %1").arg(age);
        return text;
    }
    case GpuHoursRow:
        return best + Format::gpuHours(c.timeHours * c.totalGpus());
    case ThroughputRow:
        if (!c.estimate)
            return QStringLiteral("—");
        if (c.estimate->workload.model.isTransformer())
            return best + tr("%1 tokens/s").arg(Format::number(c.estimate->performance.tokensPerSecond));
        return best + tr("%1 samples/s").arg(Format::number(c.estimate->performance.samplesPerSecond));
    case MemoryRow:
        if (!c.estimate)
            return QStringLiteral("—");
        return best + tr("%1 of %2 GiB (%3)")
                          .arg(Format::number(c.estimate->memoryPerGpuGib()),
                               Format::number(c.estimate->gpuMemoryGib),
                               Format::percent(c.estimate->gpuMemoryGib > 0
                                                   ? c.estimate->memoryPerGpuGib() / c.estimate->gpuMemoryGib
                                                   : 0));
    case VcpuRow:
        return best + tr("%1 per node").arg(inst.vcpu);
    case HostMemoryRow:
        return best + tr("%1 GiB per node").arg(Format::number(inst.memoryGib));
    case NetworkRow: {
        QString text = tr("%1 Gbit/s").arg(Format::number(inst.networkGbps));
        if (inst.rdma != tp::InstanceType::Rdma::None)
            text += tr(", RDMA %1 Gbit/s").arg(Format::number(inst.rdmaGbps));
        return best + text;
    }
    case SettingsRow: {
        if (!c.estimate)
            return QStringLiteral("—");
        const tp::Workload &w = c.estimate->workload;
        return tr("ZeRO %1, micro-batch %2 × %3 accumulation, checkpointing %4")
            .arg(w.zeroStage)
            .arg(w.microBatch)
            .arg(w.gradientAccumulation())
            .arg(CoreMessages::recompute(w.recompute));
    }
    case WarningsRow: {
        QStringList titles;
        for (const tp::Note &n : c.warnings)
            titles << PlanText::title(n.code);
        return titles.isEmpty() ? best + tr("none") : best + titles.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

QVariant CompareModel::raw(const tp::Candidate &c, int row) const
{
    const tp::InstanceType &inst = *c.instance;
    switch (row) {
    case TimeRow:
        return c.timeHours;
    case SlowEndRow:
        return c.timeHoursHigh;
    case CostRow:
        return c.priced() ? QVariant(c.costTotal()) : QVariant();
    case CostPerGpuHourRow:
        return c.priced() && c.timeHours > 0 ? QVariant(c.costTotal() / (c.timeHours * c.totalGpus()))
                                             : QVariant();
    case GpuHoursRow:
        return c.timeHours * c.totalGpus();
    case ThroughputRow:
        return c.estimate ? QVariant(c.estimate->performance.samplesPerSecond) : QVariant();
    case MemoryRow:
        return c.estimate && c.estimate->gpuMemoryGib > 0
                   ? QVariant(c.estimate->memoryPerGpuGib() / c.estimate->gpuMemoryGib)
                   : QVariant();
    case VcpuRow:
        return inst.vcpu;
    case HostMemoryRow:
        return inst.memoryGib;
    case NetworkRow:
        return std::max(inst.networkGbps, inst.rdmaGbps);
    case NodesRow:
        return c.nodes;
    case WarningsRow:
        return static_cast<int>(c.warnings.size());
    default:
        return {};
    }
}

bool CompareModel::isBest(int row, int column) const
{
    const int direction = betterDirection(row);
    if (direction == 0 || m_candidates.size() < 2)
        return false;
    const tp::Candidate *mine = candidateAt(column);
    if (!mine)
        return false;
    const QVariant value = raw(*mine, row);
    if (!value.isValid())
        return false;
    const double v = value.toDouble();
    for (int other = 0; other < m_candidates.size(); ++other) {
        const tp::Candidate *c = candidateAt(other);
        if (!c || other == column)
            continue;
        const QVariant o = raw(*c, row);
        if (!o.isValid())
            continue;
        // Equal within rounding counts as a tie: both are marked.
        const double w = o.toDouble();
        const double tolerance = 1e-9 * std::max(std::fabs(v), std::fabs(w));
        if (direction > 0 ? w < v - tolerance : w > v + tolerance)
            return false;
    }
    return true;
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Horizontal) {
        const tp::Candidate *c = candidateAt(section);
        if (!c || !c->instance)
            return {};
        const int rank = m_candidates[section] + 1;
        if (role == Qt::ToolTipRole)
            return PlanText::describe(*m_outcome->catalog, *c);
        return tr("#%1 %2").arg(rank).arg(PlanText::billing(c->billing));
    }
    if (section < 0 || section >= RowCount || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case InstanceRow:
        return tr("Instance type");
    case ProviderRow:
        return tr("Provider");
    case GpuRow:
        return tr("GPUs");
    case NodesRow:
        return tr("Nodes");
    case BillingRow:
        return tr("Billing");
    case StatusRow:
        return tr("Status");
    case TimeRow:
        return tr("Time");
    case SlowEndRow:
        return tr("Time, slow end");
    case CostRow:
        return tr("Cost");
    case CostPerGpuHourRow:
        return tr("Cost per GPU-hour");
    case PriceSourceRow:
        return tr("Price basis and age");
    case GpuHoursRow:
        return tr("GPU-hours");
    case ThroughputRow:
        return tr("Throughput");
    case MemoryRow:
        return tr("Memory per GPU");
    case VcpuRow:
        return tr("vCPUs");
    case HostMemoryRow:
        return tr("Host memory");
    case NetworkRow:
        return tr("Network");
    case SettingsRow:
        return tr("Settings");
    case WarningsRow:
        return tr("Warnings");
    default:
        return {};
    }
}
