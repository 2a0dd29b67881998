#include "text/PlanChangesText.h"

#include "core/Instance.h"
#include "text/Format.h"
#include "text/PlanText.h"

#include <QDateTime>
#include <QLocale>

namespace {

QString text(const nlohmann::json &params, const char *name)
{
    const auto it = params.find(name);
    return it != params.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

double number(const nlohmann::json &params, const char *name)
{
    const auto it = params.find(name);
    return it != params.end() && it->is_number() ? it->get<double>() : 0.0;
}

QString billing(const nlohmann::json &params, const char *name)
{
    const std::optional<tp::Billing> b = tp::fromString<tp::Billing>(params.value(name, std::string()));
    return b ? PlanText::billing(*b) : text(params, name);
}

QString configuration(const nlohmann::json &params, const char *nodes, const char *instance, const char *bill)
{
    if (text(params, instance).isEmpty())
        return PlanChangesText::tr("no recommendation");
    return PlanChangesText::tr("%1 × %2, %3")
        .arg(QLocale().toString(params.value(nodes, 0)), text(params, instance), billing(params, bill));
}

} // namespace

QString PlanChangesText::figures(const tp::PlanFigures &f)
{
    if (!f.present)
        return tr("no recommendation");
    return tr("%1 / %2").arg(PlanText::money(f.cost, f.currency), Format::duration(f.timeHours));
}

QString PlanChangesText::withReasons(const QString &head, const tp::PlanChanges &changes)
{
    const QStringList why = reasons(changes);
    return why.isEmpty() ? head : head + QLatin1Char(' ') + tr("(%1)").arg(why.join(tr("; ")));
}

QString PlanChangesText::notice(const tp::PlanChanges &changes)
{
    QString when;
    const QDateTime at = QDateTime::fromString(QString::fromStdString(changes.savedAt), Qt::ISODate);
    if (at.isValid())
        when = QLocale().toString(at.toLocalTime().date(), QLocale::ShortFormat);
    const QString head = when.isEmpty()
                             ? tr("This plan was saved with %1; with today's catalog it is %2.")
                                   .arg(figures(changes.saved), figures(changes.today))
                             : tr("This plan was saved on %1 with %2; with today's catalog it is %3.")
                                   .arg(when, figures(changes.saved), figures(changes.today));
    return withReasons(head, changes);
}

QString PlanChangesText::catalogNotice(const tp::PlanChanges &changes)
{
    const QString head = tr("Your catalog change moved this plan: it was %1; now it is %2.")
                             .arg(figures(changes.saved), figures(changes.today));
    return withReasons(head, changes);
}

QStringList PlanChangesText::reasons(const tp::PlanChanges &changes)
{
    QStringList out;
    for (const tp::PlanChange &c : changes.changes)
        if (c.code != "cost-changed" && c.code != "time-changed") // the head says them
            out << reason(c);
    return out;
}

QString PlanChangesText::reason(const tp::PlanChange &c)
{
    const nlohmann::json &p = c.params;
    if (c.code == "recommendation-changed")
        return tr("recommended: %1 instead of %2")
            .arg(configuration(p, "nodes", "instance", "billing"),
                 configuration(p, "saved_nodes", "saved_instance", "saved_billing"));
    if (c.code == "cost-changed")
        return tr("cost %1 → %2")
            .arg(PlanText::money(number(p, "saved"), p.value("currency", std::string())),
                 PlanText::money(number(p, "cost"), p.value("currency", std::string())));
    if (c.code == "time-changed")
        return tr("time %1 → %2")
            .arg(Format::duration(number(p, "saved_hours")), Format::duration(number(p, "hours")));
    if (c.code == "price-changed") {
        const std::string currency = p.value("currency", std::string());
        QString line = tr("price of %1 (%2) changed: %3 → %4")
                           .arg(text(p, "instance"), billing(p, "billing"),
                                PlanText::money(number(p, "saved_amount"), currency),
                                PlanText::money(number(p, "amount"), currency));
        if (!text(p, "date").isEmpty())
            line += QLatin1Char(' ') + tr("(price of %1)").arg(text(p, "date"));
        return line;
    }
    if (c.code == "exchange-rate-changed")
        return tr("exchange rate %1 → %2 CNY per USD")
            .arg(Format::number(number(p, "saved"), 4), Format::number(number(p, "rate"), 4));
    if (c.code == "estimator-changed")
        return tr("the estimates of this TrainPlan differ (estimator version %1 → %2)")
            .arg(number(p, "saved_version"))
            .arg(number(p, "version"));
    if (c.code == "app-version-changed")
        return tr("saved with TrainPlan %1, opened with %2")
            .arg(text(p, "saved_version"), text(p, "version"));
    return QString::fromStdString(c.code);
}
