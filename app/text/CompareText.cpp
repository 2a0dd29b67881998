#include "text/CompareText.h"

#include "text/CoreMessages.h"
#include "text/EnumText.h"
#include "text/Format.h"
#include "text/PlanText.h"

#include <QStringList>
#include <algorithm>
#include <cmath>

QString CompareText::rowTitle(int row)
{
    static constexpr std::array titles{QT_TRANSLATE_NOOP("CompareText", "Instance type"),
                                       QT_TRANSLATE_NOOP("CompareText", "Provider"),
                                       QT_TRANSLATE_NOOP("CompareText", "GPUs"),
                                       QT_TRANSLATE_NOOP("CompareText", "Nodes"),
                                       QT_TRANSLATE_NOOP("CompareText", "Billing"),
                                       QT_TRANSLATE_NOOP("CompareText", "Status"),
                                       QT_TRANSLATE_NOOP("CompareText", "Time"),
                                       QT_TRANSLATE_NOOP("CompareText", "Time, slow end"),
                                       QT_TRANSLATE_NOOP("CompareText", "Cost"),
                                       QT_TRANSLATE_NOOP("CompareText", "Cost per GPU-hour"),
                                       QT_TRANSLATE_NOOP("CompareText", "Price basis and age"),
                                       QT_TRANSLATE_NOOP("CompareText", "GPU-hours"),
                                       QT_TRANSLATE_NOOP("CompareText", "Throughput"),
                                       QT_TRANSLATE_NOOP("CompareText", "Memory per GPU"),
                                       QT_TRANSLATE_NOOP("CompareText", "vCPUs"),
                                       QT_TRANSLATE_NOOP("CompareText", "Host memory"),
                                       QT_TRANSLATE_NOOP("CompareText", "Network"),
                                       QT_TRANSLATE_NOOP("CompareText", "Settings"),
                                       QT_TRANSLATE_NOOP("CompareText", "Warnings")};
    static_assert(titles.size() == RowCount);
    return translatedName("CompareText", titles, row);
}

QString CompareText::columnTitle(int candidateIndex, const tp::Candidate &c)
{
    return tr("#%1 %2").arg(candidateIndex + 1).arg(PlanText::billing(c.billing));
}

QString CompareText::value(const tp::Catalog &catalog, const tp::Candidate &c, int row, bool isBest)
{
    const tp::InstanceType &inst = *c.instance;
    const QString best = isBest ? QStringLiteral("✓ ") : QString();
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
        const QString rest = tr("micro-batch %1 × %2 accumulation, checkpointing %3")
                                 .arg(w.microBatch)
                                 .arg(w.gradientAccumulation())
                                 .arg(CoreMessages::recompute(w.recompute));
        // no "ZeRO 0" for a CNN or plain data parallelism: a stage is named where it shards
        return w.zeroStage > 0 ? tr("ZeRO %1, %2").arg(w.zeroStage).arg(rest) : rest;
    }
    case WarningsRow: {
        QStringList titles;
        for (const tp::Note &n : c.warnings())
            titles << PlanText::title(n.code);
        return titles.isEmpty() ? best + tr("none") : best + titles.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

QVariant CompareText::raw(const tp::Candidate &c, int row)
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
        return static_cast<int>(c.warningCount());
    default:
        return {};
    }
}

int CompareText::betterDirection(int row)
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

std::vector<bool> CompareText::best(const std::vector<const tp::Candidate *> &candidates, int row)
{
    std::vector<bool> out(candidates.size(), false);
    const int direction = betterDirection(row);
    if (direction == 0 || candidates.size() < 2)
        return out;
    for (std::size_t mine = 0; mine < candidates.size(); ++mine) {
        const auto plotted = [&](std::size_t i) { return candidates[i] && candidates[i]->instance; };
        const QVariant value = plotted(mine) ? raw(*candidates[mine], row) : QVariant();
        if (!value.isValid())
            continue;
        const double v = value.toDouble();
        bool bestSoFar = true;
        for (std::size_t other = 0; other < candidates.size() && bestSoFar; ++other) {
            if (other == mine || !plotted(other))
                continue;
            const QVariant o = raw(*candidates[other], row);
            if (!o.isValid())
                continue;
            // Equal within rounding counts as a tie: both are marked.
            const double w = o.toDouble();
            const double tolerance = 1e-9 * std::max(std::fabs(v), std::fabs(w));
            if (direction > 0 ? w < v - tolerance : w > v + tolerance)
                bestSoFar = false;
        }
        out[mine] = bestSoFar;
    }
    return out;
}
