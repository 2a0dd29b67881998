#include "text/PlanCsvText.h"

#include "core/planner/PlanCsv.h"
#include "text/CoreMessages.h"
#include "text/PlanText.h"

#include <QStringList>
#include <sstream>

namespace {

std::string cell(const QString &text)
{
    return tp::csvField(text.toStdString());
}

} // namespace

QString PlanCsvText::taxBasis(const tp::Catalog &catalog, const std::string &providerId)
{
    const tp::ProviderInfo *p = catalog.findProvider(providerId);
    if (!p || !p->tax)
        return tr("not stated");
    const QString rate = p->tax->vatPercent > 0 ? tr(" (%1%)").arg(p->tax->vatPercent) : QString();
    return p->tax->vatIncluded ? tr("VAT included%1").arg(rate) : tr("VAT excluded%1").arg(rate);
}

QString PlanCsvText::exchangeRate(const tp::Plan &plan)
{
    const QString rate = tr("1 USD = %1 CNY").arg(plan.exchange.cnyPerUsd);
    if (plan.exchange.fromJob)
        return tr("%1 (the rate set for this plan)").arg(rate);
    if (plan.exchange.defaulted || plan.exchange.provenance.date.empty())
        return rate;
    return tr("%1 (%2)").arg(rate, QString::fromStdString(plan.exchange.provenance.date));
}

std::string PlanCsvText::file(const tp::Plan &plan, const tp::Catalog &catalog,
                              const tp::PlanSelection &selection)
{
    const QStringList header = {tr("Rank"),
                                tr("Status"),
                                tr("Provider"),
                                tr("Region"),
                                tr("Instance type"),
                                tr("GPU"),
                                tr("GPUs per node"),
                                tr("Nodes"),
                                tr("Billing"),
                                tr("Unit price"),
                                tr("Price per"),
                                tr("Currency"),
                                tr("Time (h)"),
                                tr("Time, fast end (h)"),
                                tr("Time, slow end (h)"),
                                tr("Total cost"),
                                tr("Compute"),
                                tr("Spot interruptions"),
                                tr("Data storage"),
                                tr("Checkpoint storage"),
                                tr("Memory per GPU (GiB)"),
                                tr("GPU memory (GiB)"),
                                tr("Price source"),
                                tr("Price date"),
                                tr("Price confidence"),
                                tr("Reasons"),
                                tr("Tax in the price"),
                                tr("Exchange rate")};
    std::ostringstream out;
    out << "\xEF\xBB\xBF";
    for (int i = 0; i < header.size(); ++i)
        out << (i ? "," : "") << cell(header[i]);
    out << '\n';

    std::size_t feasibleSeen = 0, rejectedSeen = 0, rank = 0;
    for (const tp::Candidate &c : plan.candidates) {
        ++rank;
        const bool keep = selection.keep(c, feasibleSeen, rejectedSeen);
        (c.feasible ? feasibleSeen : rejectedSeen)++;
        if (!keep || !c.instance)
            continue;
        const tp::InstanceType &it = *c.instance;
        const QString provider = PlanText::provider(catalog, it.provider);
        const auto money = [&c](double amount) {
            return c.priced() ? tp::csvNumber(amount, 2) : std::string();
        };
        QStringList reasons;
        for (const tp::Note &n : c.reasons)
            reasons << PlanText::note(n);
        out << rank << ',' << cell(PlanText::status(c)) << ',' << cell(provider) << ','
            << (c.price && !c.price->region.empty()
                    ? cell(PlanText::region(catalog, c.price->region, it.provider))
                    : std::string())
            << ',' << tp::csvField(it.id) << ',' << tp::csvField(it.gpu) << ',' << it.gpus << ',' << c.nodes
            << ',' << cell(PlanText::billing(c.billing)) << ','
            << (c.price ? tp::csvNumber(c.price->amount, 4) : "") << ','
            << (c.price
                    ? cell(c.billing == tp::Billing::SubscriptionMonth ? tr("node-month") : tr("node-hour"))
                    : std::string())
            << ',' << tp::csvField(c.currency) << ',' << tp::csvNumber(c.timeHours, 3) << ','
            << tp::csvNumber(c.timeHoursLow, 3) << ',' << tp::csvNumber(c.timeHoursHigh, 3) << ','
            << money(c.costTotal()) << ',' << money(c.cost.compute) << ',' << money(c.cost.interruptions)
            << ',' << money(c.cost.storage) << ',' << money(c.cost.checkpoints) << ','
            << (c.estimate ? tp::csvNumber(c.estimate->memoryPerGpuGib(), 2) : "") << ','
            << (c.estimate ? tp::csvNumber(c.estimate->gpuMemoryGib, 1) : "") << ','
            << (c.price ? cell(PlanText::priceSource(c.price->provenance, provider, c.price->own))
                        : std::string())
            << ',' << (c.price ? tp::csvField(c.price->provenance.date) : std::string()) << ','
            << (c.price ? cell(CoreMessages::confidence(c.price->provenance.confidence)) : std::string())
            << ',' << cell(reasons.join(tr("; "))) << ',' << cell(taxBasis(catalog, it.provider)) << ','
            << cell(c.price && !c.price->originalCurrency.empty() && c.price->originalCurrency != c.currency
                        ? exchangeRate(plan)
                        : QString())
            << '\n';
    }
    return out.str();
}
