#include "text/WatchText.h"

#include "core/Instance.h"
#include "text/Format.h"
#include "text/PlanText.h"

#include <QLocale>
#include <cmath>
#include <map>

using tp::watch::WatchNote;
using tp::watch::WatchRescue;
using tp::watch::WatchStatus;

namespace {

QString whole(double v)
{
    return QLocale().toString(static_cast<qlonglong>(std::llround(v)));
}

double param(const WatchNote &note, const char *key)
{
    const auto it = note.params.find(key);
    return it != note.params.end() && it->is_number() ? it->get<double>() : 0.0;
}

} // namespace

QString WatchText::hours(double h)
{
    return h < 1.0 ? Format::duration(h) : Format::tr("%1 h").arg(Format::number(h));
}

QString WatchText::candidate(const tp::watch::WatchPlan &plan)
{
    const std::optional<tp::Billing> billing = tp::fromString<tp::Billing>(plan.billing);
    return tr("%1 × %2 (%3 × %4), %5")
        .arg(plan.nodes)
        .arg(QString::fromStdString(plan.instanceType))
        .arg(plan.gpusPerNode)
        .arg(QString::fromStdString(plan.gpu))
        .arg(billing ? PlanText::billing(*billing) : QString::fromStdString(plan.billing));
}

QString WatchText::progress(const WatchStatus &s)
{
    const QString share = Format::percent(s.fraction);
    if (s.step && s.totalSteps)
        return tr("%1 (step %2 of %3)").arg(share, whole(*s.step), whole(*s.totalSteps));
    if (s.epoch && s.totalEpochs)
        return tr("%1 (epoch %2 of %3)").arg(share, Format::number(*s.epoch), whole(*s.totalEpochs));
    return share;
}

QString WatchText::speed(const WatchStatus &s)
{
    const QString now = s.speedNow ? Format::number(*s.speedNow) : QStringLiteral("—");
    return tr("%1 samples/s now; the plan averages %2 (training alone %3)")
        .arg(now, Format::number(s.speedPlanned), Format::number(s.trainSpeedPlanned));
}

QString WatchText::eta(const WatchStatus &s)
{
    if (s.ended)
        return tr("ended");
    if (!s.etaHours)
        return QStringLiteral("—");
    const QString low = hours(s.etaLowHours.value_or(*s.etaHours)),
                  high = hours(s.etaHighHours.value_or(*s.etaHours));
    const QString value = hours(*s.etaHours);
    if (s.etaFromPlan)
        return tr("%1 (%2 to %3, the plan's figure: no speed measured yet)").arg(value, low, high);
    return low == high ? value : tr("%1 (%2 to %3)").arg(value, low, high);
}

QString WatchText::cost(const WatchStatus &s)
{
    if (!s.costSoFar)
        return tr("not priced");
    QString text = tr("%1 so far").arg(PlanText::money(*s.costSoFar, s.currency));
    if (s.costProjected && !s.ended)
        text = tr("%1; %2 projected").arg(text, PlanText::money(*s.costProjected, s.currency));
    if (s.costPlanned)
        text = tr("%1 (plan %2)").arg(text, PlanText::money(*s.costPlanned, s.currency));
    return text;
}

QString WatchText::verdict(const WatchStatus &s)
{
    const QString projected = hours(s.projectedHours);
    if (s.verdict == "waiting")
        return tr("Waiting for the log's first progress line.");
    if (s.verdict == "ended-within")
        return tr("The run ended after %1 for %2, within the budget and the deadline.")
            .arg(hours(s.elapsedHours),
                 s.costSoFar ? PlanText::money(*s.costSoFar, s.currency) : QStringLiteral("—"));
    if (s.verdict == "ended-beyond")
        return tr("The run ended after %1 for %2, beyond the budget or the deadline (%3, %4).")
            .arg(hours(s.elapsedHours),
                 s.costSoFar ? PlanText::money(*s.costSoFar, s.currency) : QStringLiteral("—"),
                 s.maxCost ? PlanText::money(*s.maxCost, s.currency) : tr("no budget"),
                 s.deadlineHours ? hours(*s.deadlineHours) : tr("no deadline"));
    QStringList beyond;
    if (s.verdict == "beyond-deadline" || s.verdict == "beyond-budget-and-deadline")
        beyond << tr("ends after %1, past the %2 deadline").arg(projected, hours(*s.deadlineHours));
    if (s.verdict == "beyond-budget" || s.verdict == "beyond-budget-and-deadline")
        beyond << tr("costs %1, over the %2 budget")
                      .arg(PlanText::money(s.costProjected.value_or(0), s.currency),
                           PlanText::money(s.maxCost.value_or(0), s.currency));
    if (!beyond.isEmpty())
        return tr("At this pace the run %1.").arg(beyond.join(tr(" and ")));
    if (s.verdict == "behind")
        return tr("Behind the plan: %1 in all, the plan's slow end is %2; still within the budget and the "
                  "deadline.")
            .arg(projected, hours(s.planHighHours));
    if (s.verdict == "ahead")
        return tr("Ahead of the plan: %1 in all, the plan's fast end is %2.")
            .arg(projected, hours(s.planLowHours));
    return tr("On track: %1 in all; the plan says %2 (%3 to %4).")
        .arg(projected, hours(s.planHours), hours(s.planLowHours), hours(s.planHighHours));
}

QString WatchText::verdictTitle(const std::string &code)
{
    static const std::map<std::string, const char *> titles = {
        {"waiting", QT_TR_NOOP("Waiting for progress")},
        {"on-track", QT_TR_NOOP("On track")},
        {"ahead", QT_TR_NOOP("Ahead of the plan")},
        {"behind", QT_TR_NOOP("Behind the plan, within the limits")},
        {"beyond-deadline", QT_TR_NOOP("Projected past the deadline")},
        {"beyond-budget", QT_TR_NOOP("Projected over the budget")},
        {"beyond-budget-and-deadline", QT_TR_NOOP("Projected over the budget and past the deadline")},
        {"ended-within", QT_TR_NOOP("Ended within the budget and the deadline")},
        {"ended-beyond", QT_TR_NOOP("Ended beyond the budget or the deadline")},
    };
    const auto it = titles.find(code);
    return it == titles.end() ? QString::fromStdString(code) : tr(it->second);
}

QString WatchText::note(const WatchNote &n, const std::string &currency)
{
    Q_UNUSED(currency)
    const std::string &c = n.code;
    if (c == "timed-by-arrival")
        return tr("The log's progress lines carry no time: times are when the lines arrived.");
    if (c == "timed-by-step-times")
        return tr("Times are the tool's own step times: pauses between steps (evaluation, saves) are not in "
                  "them.");
    if (c == "run-size-differs")
        return tr("This run trains on %1 samples, the plan on %2: times and costs follow the run.")
            .arg(PlanText::count(param(n, "run_samples")), PlanText::count(param(n, "plan_samples")));
    if (c == "batch-differs")
        return tr("The run's global batch is %1, the plan's %2.")
            .arg(whole(param(n, "run_global_batch")), whole(param(n, "plan_global_batch")));
    if (c == "other-hardware")
        return tr("The run has %1 GPUs, the chosen candidate %2: it is compared with candidate %3 of the "
                  "plan.")
            .arg(whole(param(n, "run_gpus")), whole(param(n, "plan_gpus")), whole(param(n, "candidate")));
    if (c == "other-hardware-scaled")
        return tr("The run has %1 GPUs, the plan's candidate %2, and no candidate of the plan has as many: "
                  "its "
                  "speed and price are scaled by the GPU count, a rough comparison.")
            .arg(whole(param(n, "run_gpus")), whole(param(n, "plan_gpus")));
    if (c == "restarts") {
        QString text =
            tr("The run started again %n time(s)", nullptr, static_cast<int>(param(n, "restarts")));
        if (const int fromStart = static_cast<int>(param(n, "from_start")); fromStart > 0)
            text += tr(", %n of them from the beginning", nullptr, fromStart);
        if (const double redone = param(n, "samples_redone"); redone > 0)
            text += tr("; %1 samples trained again").arg(PlanText::count(redone));
        if (const auto expected = n.params.find("expected_reclaims");
            expected != n.params.end() && expected->is_number())
            text += tr("; the plan expected %1 spot reclaims in the whole run")
                        .arg(Format::number(expected->get<double>(), 2));
        return text + QLatin1Char('.');
    }
    if (c == "eval-passes") {
        QString text = tr("%n evaluation pass(es)", nullptr, static_cast<int>(param(n, "passes")));
        if (const double seconds = param(n, "seconds"); seconds > 0)
            text += tr(", %1 in all").arg(hours(seconds / 3600));
        return tr("%1 (in the pace measured, as in the plan).").arg(text);
    }
    if (c == "log-rotated")
        return tr("The log was truncated or replaced; its new lines were read from their start.");
    if (c == "stalled")
        return tr("No progress for %1.").arg(hours(param(n, "seconds") / 3600));
    return {};
}

QString WatchText::rescue(const WatchRescue &r, const std::string &currency)
{
    const QString outcome = r.cost
                                ? tr("%1 in all, %2").arg(hours(r.hours), PlanText::money(*r.cost, currency))
                                : tr("%1 in all").arg(hours(r.hours));
    if (r.kind == WatchRescue::Kind::FewerEpochs)
        return tr("Stop after %1 epochs: %2.").arg(whole(r.epochs), outcome);
    return tr("Resume the rest from a checkpoint on candidate %1 of the plan: %2.")
        .arg(r.candidate)
        .arg(outcome);
}
