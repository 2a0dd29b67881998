#include "text/PlanText.h"

#include "core/Staleness.h"
#include "text/CoreMessages.h"
#include "text/EnumText.h"
#include "text/Format.h"
#include "text/ProblemText.h"

#include <QLocale>
#include <QRegularExpression>
#include <cmath>
#include <map>
#include <vector>

namespace {

bool chinese()
{
    return QLocale().language() == QLocale::Chinese;
}

// Codes of the planner (rejections, warnings, suggestions) and the advice rules (core/planner).
const std::map<std::string, const char *> &titles()
{
    static const std::map<std::string, const char *> table = {
        // rejection reasons and planner warnings
        {"over-budget", QT_TRANSLATE_NOOP("PlanText", "Over budget")},
        {"misses-deadline", QT_TRANSLATE_NOOP("PlanText", "Misses the deadline")},
        {"unpriced", QT_TRANSLATE_NOOP("PlanText", "No price in the catalog")},
        {"layout-gpus", QT_TRANSLATE_NOOP("PlanText", "Layout does not divide the GPUs")},
        {"spot-no-progress", QT_TRANSLATE_NOOP("PlanText", "Spot reclaims too often")},
        {"spot-capacity", QT_TRANSLATE_NOOP("PlanText", "Beyond spot capacity")},
        {"not-computable", QT_TRANSLATE_NOOP("PlanText", "Cannot be computed")},
        {"deadline-risk", QT_TRANSLATE_NOOP("PlanText", "Deadline at risk")},
        {"price-other-region", QT_TRANSLATE_NOOP("PlanText", "Priced in another region")},
        {"export-controlled", QT_TRANSLATE_NOOP("PlanText", "Export-controlled GPU")},
        {"offer-not-open", QT_TRANSLATE_NOOP("PlanText", "Not open to anyone")},
        {"subscription-unused", QT_TRANSLATE_NOOP("PlanText", "Subscription mostly unused")},
        {"reserved-term", QT_TRANSLATE_NOOP("PlanText", "Reserved term paid in full")},
        {"input-bound", QT_TRANSLATE_NOOP("PlanText", "Limited by the input pipeline")},
        {"batch-rounded", QT_TRANSLATE_NOOP("PlanText", "Global batch does not split evenly")},
        {"spec-estimated", QT_TRANSLATE_NOOP("PlanText", "Instance specification estimated")},
        {"unknown-provider", QT_TRANSLATE_NOOP("PlanText", "Unknown provider")},
        {"unknown-region", QT_TRANSLATE_NOOP("PlanText", "Unknown region")},
        // suggestions
        {"raise-budget", QT_TRANSLATE_NOOP("PlanText", "Raise the budget")},
        {"extend-deadline", QT_TRANSLATE_NOOP("PlanText", "Extend the deadline")},
        {"relax-both", QT_TRANSLATE_NOOP("PlanText", "Relax budget and deadline")},
        {"use-qlora", QT_TRANSLATE_NOOP("PlanText", "Use QLoRA")},
        {"bigger-gpu", QT_TRANSLATE_NOOP("PlanText", "Use a GPU with more memory")},
        {"add-prices", QT_TRANSLATE_NOOP("PlanText", "Add prices")},
        {"no-candidates", QT_TRANSLATE_NOOP("PlanText", "No instance type matches")},
        // advice
        {"rdma", QT_TRANSLATE_NOOP("PlanText", "RDMA network")},
        {"shared-storage", QT_TRANSLATE_NOOP("PlanText", "Shared storage for the data set")},
        {"checkpoint-storage", QT_TRANSLATE_NOOP("PlanText", "Checkpoints on a local disk")},
        {"host-ram", QT_TRANSLATE_NOOP("PlanText", "Host memory")},
        {"vcpu-input", QT_TRANSLATE_NOOP("PlanText", "CPU cores for data loading")},
        {"mixed-precision", QT_TRANSLATE_NOOP("PlanText", "Mixed precision")},
        {"start-small", QT_TRANSLATE_NOOP("PlanText", "Start small")},
        {"spot-checkpoint", QT_TRANSLATE_NOOP("PlanText", "Checkpoint cadence on spot")},
        {"forced-setting", QT_TRANSLATE_NOOP("PlanText", "A fixed setting costs time")},
        {"export-control", QT_TRANSLATE_NOOP("PlanText", "Export-controlled GPU")},
        {"ascend-stack", QT_TRANSLATE_NOOP("PlanText", "Ascend software stack")},
    };
    return table;
}

} // namespace

QString PlanText::localized(const tp::LocalizedName &name, const std::string &fallback)
{
    const std::string &first = chinese() ? name.zh : name.en;
    const std::string &second = chinese() ? name.en : name.zh;
    return QString::fromStdString(!first.empty() ? first : !second.empty() ? second : fallback);
}

QString PlanText::billing(tp::Billing billing)
{
    static constexpr std::array names{QT_TRANSLATE_NOOP("PlanText", "On demand"),
                                      QT_TRANSLATE_NOOP("PlanText", "Spot"),
                                      QT_TRANSLATE_NOOP("PlanText", "Monthly subscription"),
                                      QT_TRANSLATE_NOOP("PlanText", "Reserved, 1 year"),
                                      QT_TRANSLATE_NOOP("PlanText", "Reserved, 3 years")};
    return translatedName("PlanText", names, billing);
}

QString PlanText::objective(tp::Objective objective)
{
    static constexpr std::array names{QT_TRANSLATE_NOOP("PlanText", "Cheapest"),
                                      QT_TRANSLATE_NOOP("PlanText", "Fastest"),
                                      QT_TRANSLATE_NOOP("PlanText", "Balanced")};
    return translatedName("PlanText", names, objective);
}

QString PlanText::method(tp::Method method)
{
    static constexpr std::array names{
        QT_TRANSLATE_NOOP("PlanText", "Pretraining"), QT_TRANSLATE_NOOP("PlanText", "Full fine-tuning"),
        QT_TRANSLATE_NOOP("PlanText", "LoRA"), QT_TRANSLATE_NOOP("PlanText", "QLoRA")};
    return translatedName("PlanText", names, method);
}

QString PlanText::precision(tp::Precision precision)
{
    return QString::fromStdString(tp::toString(precision)).toUpper();
}

QString PlanText::provider(const tp::Catalog &catalog, const std::string &id)
{
    if (const tp::ProviderInfo *p = catalog.findProvider(id))
        return localized(p->name, id);
    const auto it = catalog.providerNames.find(id);
    return QString::fromStdString(it != catalog.providerNames.end() ? it->second : id);
}

QString PlanText::region(const tp::Catalog &catalog, const std::string &id, const std::string &provider)
{
    // the provider's own region first: two clouds may use one id
    if (const tp::ProviderInfo *p = provider.empty() ? nullptr : catalog.findProvider(provider))
        for (const tp::Region &r : p->regions)
            if (r.id == id)
                return localized(r.name, id);
    for (const tp::ProviderInfo &p : catalog.providers)
        for (const tp::Region &r : p.regions)
            if (r.id == id)
                return localized(r.name, id);
    return QString::fromStdString(id);
}

QString PlanText::dataLocation(const QString &location)
{
    if (location == QStringLiteral("object"))
        return tr("Object storage (OSS, COS, OBS, BOS, S3)");
    if (location == QStringLiteral("parallel-fs"))
        return tr("Parallel file system (CPFS, CFS Turbo, SFS Turbo, FSx for Lustre)");
    if (location == QStringLiteral("nas"))
        return tr("NAS file storage (NAS, CFS, SFS, EFS)");
    if (location == QStringLiteral("local"))
        return tr("Local disk of the instance (ESSD, cloud SSD)");
    // none given: the plan picks the storage it reads from and prices (the sheet's "Training reads from")
    return tr("The plan's choice (the storage it prices)");
}

QString PlanText::storage(const tp::Catalog &catalog, const std::string &id)
{
    if (const tp::StorageOption *s = catalog.findStorage(id))
        return localized(s->name, id);
    return QString::fromStdString(id);
}

QString PlanText::count(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    struct Unit
    {
        double factor;
        const char *suffix;
    };
    static const std::vector<Unit> english = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}};
    static const std::vector<Unit> chineseUnits = {{1e12, "万亿"}, {1e8, "亿"}, {1e4, "万"}};
    for (const Unit &u : chinese() ? chineseUnits : english)
        if (std::fabs(value) >= u.factor) {
            // 2590万, not 2,590万: a figure before 万 or 亿 has no group separator.
            QString figure = Format::number(value / u.factor);
            figure.remove(QLocale().groupSeparator());
            return figure + QString::fromUtf8(u.suffix);
        }
    return Format::number(value);
}

QString PlanText::currencySymbol(const std::string &currency)
{
    if (currency == "CNY")
        return QStringLiteral("¥");
    if (currency == "USD")
        return QStringLiteral("$");
    return QString::fromStdString(currency) + QLatin1Char(' ');
}

QString PlanText::money(double amount, const std::string &currency)
{
    if (!std::isfinite(amount))
        return QStringLiteral("—");
    const int decimals = std::fabs(amount) >= 100 ? 0 : 2;
    return currencySymbol(currency) + QLocale().toString(amount, 'f', decimals);
}

QString PlanText::timeWithRange(const tp::Candidate &c)
{
    return timeWithRange(c.timeHours, c.timeHoursLow, c.timeHoursHigh);
}

QString PlanText::timeWithRange(double h, double low, double high)
{
    // The range in the unit of the expected time: "36.6 h (21.4–45)", "4.2 days (3.1–6)".
    const double scale = h < 1.0 ? 60.0 : h < 48.0 ? 1.0 : 1.0 / 24.0;
    return tr("%1 (%2–%3)")
        .arg(Format::duration(h), Format::number(low * scale), Format::number(high * scale));
}

QString PlanText::gpus(const tp::Candidate &c)
{
    return tr("%1 × %2")
        .arg(c.totalGpus())
        .arg(c.instance ? QString::fromStdString(c.instance->gpu) : QString());
}

QString PlanText::describe(const tp::Catalog &catalog, const tp::Candidate &c)
{
    if (!c.instance)
        return {};
    return describe(catalog, c.nodes, c.instance->id, c.totalGpus(), c.instance->gpu, c.instance->provider,
                    billing(c.billing));
}

QString PlanText::describe(const tp::Catalog &catalog, int nodes, const std::string &instance, int totalGpus,
                           const std::string &gpu, const std::string &providerId, const QString &billing)
{
    return tr("%1 × %2 (%3, %4), %5")
        .arg(nodes)
        .arg(QString::fromStdString(instance), tr("%1 × %2").arg(totalGpus).arg(QString::fromStdString(gpu)),
             provider(catalog, providerId), billing);
}

QStringList PlanText::whyNot(const tp::Plan &plan, const tp::Candidate &c)
{
    QStringList out;
    if (!c.feasible) {
        for (const tp::Note &n : c.reasons)
            out << note(n);
        return out;
    }
    const tp::Candidate *rec = plan.recommended();
    if (!rec)
        return out;
    if (&c == rec) {
        out << tr("Recommended: the best of the qualifying candidates for the plan's objective (%1).")
                   .arg(objective(plan.objective));
        return out;
    }
    if (c.priced() && rec->priced()) {
        const double more = c.costTotal() - rec->costTotal();
        if (more > 0.005)
            out << tr("Costs %1 more than the recommended one (%2 against %3).")
                       .arg(money(more, c.currency), money(c.costTotal(), c.currency),
                            money(rec->costTotal(), rec->currency));
        else if (more < -0.005)
            out << tr("Costs %1 less than the recommended one, which the objective (%2) weighs against its "
                      "time.")
                       .arg(money(-more, c.currency), objective(plan.objective));
    }
    const double slower = c.timeHours - rec->timeHours;
    if (slower > 0.01)
        out << tr("Takes %1 longer (%2 against %3).")
                   .arg(Format::duration(slower), Format::duration(c.timeHours),
                        Format::duration(rec->timeHours));
    else if (slower < -0.01)
        out << tr("Finishes %1 sooner.").arg(Format::duration(-slower));
    if (c.price && (c.price->derived || c.price->provenance.confidence == "estimate"))
        out << tr("Its price is estimated, not listed: check it with the provider.");
    else if (c.price && tp::isStale(c.price->provenance.date, tp::today()))
        out << tr("Its price is more than a year old: check it with the provider.");
    if (c.estimate && c.estimate->gpuMemoryGib > 0) {
        const double used = c.estimate->memoryPerGpuGib() / c.estimate->gpuMemoryGib;
        if (used > 0.85)
            out << tr("Uses %1% of GPU memory: little room for longer samples.").arg(qRound(100.0 * used));
    }
    if (const std::vector<tp::Note> warnings = c.warnings(); !warnings.empty())
        out << tr("%n warning(s): %1", nullptr, static_cast<int>(warnings.size()))
                   .arg(title(warnings.front().code));
    if (out.isEmpty())
        out << tr("Qualifies as well; the recommended one ranks first by the plan's objective (%1).")
                   .arg(objective(plan.objective));
    return out;
}

QString PlanText::priceSource(const tp::Provenance &provenance, const QString &providerName, bool own)
{
    const std::string &c = provenance.confidence;
    QString kind = c == "list"       ? tr("%1 price list").arg(providerName)
                   : c == "quote"    ? tr("quote for your account")
                   : c == "reported" ? tr("reported price")
                                     : tr("estimated price");
    if (own && c != "quote")
        kind = tr("your own price (%1)").arg(kind);
    // The first web page named: "https://www.alibabacloud.com/product/ecs" or "alibabacloud.com/help/...".
    static const QRegularExpression page(
        QStringLiteral(R"((?:https?://)?(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?:/[^\s,;()'"，。；）]*)?)"));
    QRegularExpressionMatchIterator it = page.globalMatch(QString::fromStdString(provenance.source));
    while (it.hasNext()) {
        QString url = it.next().captured(0);
        if (!url.contains(QLatin1Char('/')) && !url.startsWith(QLatin1String("www.")))
            continue; // a bare word with a dot ("e.g.", "v1.2") is not a page
        url.remove(QRegularExpression(QStringLiteral("^https?://(www\\.)?")));
        while (url.endsWith(QLatin1Char('.')) || url.endsWith(QLatin1Char('/')))
            url.chop(1);
        return tr("%1, %2").arg(kind, url);
    }
    return kind;
}

QString PlanText::title(const std::string &code)
{
    const auto &table = titles();
    const auto it = table.find(code);
    if (it != table.end())
        return tr(it->second);
    const QString core = CoreMessages::title(code); // reasons for the recommendation, assumptions
    return core.isEmpty() ? ProblemText::title(code) : core;
}

QString PlanText::note(const tp::Note &note)
{
    return tr("%1: %2").arg(title(note.code), CoreMessages::text(note));
}

QString PlanText::status(const tp::Candidate &c)
{
    const char *status = c.recommended ? "recommended"
                         : !c.feasible ? "rejected"
                         : c.pareto    ? "pareto"
                                       : "feasible";
    return PlanText::status(status, c.reasons.empty() ? std::string() : c.reasons.front().code);
}

QString PlanText::status(const std::string &status, const std::string &reason)
{
    if (status == "recommended")
        return tr("Recommended");
    if (status == "pareto")
        return tr("Pareto-optimal");
    if (status == "feasible")
        return tr("Feasible");
    return reason.empty() ? tr("Rejected") : title(reason);
}

QString PlanText::recommendation(const tp::Plan &plan, const tp::Catalog &catalog)
{
    const tp::Candidate *c = plan.recommended();
    if (!c)
        return {};
    return tr("%1 for about %2 on %3. %4 of %5 candidates are feasible.")
        .arg(money(c->costTotal(), plan.currency), timeWithRange(*c), describe(catalog, *c),
             QString::number(plan.stats.feasible), QString::number(plan.stats.candidates));
}
