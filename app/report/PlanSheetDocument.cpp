#include "report/PlanSheetDocument.h"

#include "core/MemoryEstimator.h"
#include "report/CostTimeChartRenderer.h"
#include "report/MemoryBarRenderer.h"
#include "text/CoreMessages.h"

#include <QTextDocument>
#include <QUrl>
#include <algorithm>
#include <cmath>

namespace {

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// Three significant figures, grouped by the locale: 126486 -> "126,000"; 6.63 -> "6.63".
QString num(const QLocale &l, double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("–");
    const double a = std::fabs(v);
    int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    double shown = v;
    if (a >= 1000) {
        const double scale = std::pow(10.0, std::floor(std::log10(a)) - 2);
        shown = std::round(v / scale) * scale;
    }
    return l.toString(shown, 'f', decimals);
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td class='k'>%1</td><td>%2</td></tr>").arg(esc(label), value);
}

QString billingText(tp::Billing b)
{
    switch (b) {
    case tp::Billing::OnDemand:
        return PlanSheetDocument::tr("on demand");
    case tp::Billing::Spot:
        return PlanSheetDocument::tr("spot");
    case tp::Billing::SubscriptionMonth:
        return PlanSheetDocument::tr("subscription (monthly)");
    case tp::Billing::Reserved1y:
        return PlanSheetDocument::tr("reserved, 1 year");
    case tp::Billing::Reserved3y:
        return PlanSheetDocument::tr("reserved, 3 years");
    }
    return QString();
}

QString methodText(tp::Method m)
{
    switch (m) {
    case tp::Method::Pretrain:
        return PlanSheetDocument::tr("pre-training");
    case tp::Method::Full:
        return PlanSheetDocument::tr("full fine-tune");
    case tp::Method::Lora:
        return PlanSheetDocument::tr("LoRA fine-tune");
    case tp::Method::QLora:
        return PlanSheetDocument::tr("QLoRA fine-tune");
    }
    return QString();
}

// The software image to start from: what the GPU and the job need.
QString softwareImage(const tp::Candidate &c, const tp::Workload &w)
{
    if (c.instance && c.estimate && c.estimate->workload.hw.gpu &&
        c.estimate->workload.hw.gpu->generation == tp::Generation::Ascend)
        return PlanSheetDocument::tr(
            "Ascend CANN with MindSpore or PyTorch + torch_npu (CUDA images do not run on NPUs)");
    if (!w.model.isTransformer())
        return PlanSheetDocument::tr(
            "PyTorch 2 with CUDA 12 (e.g. the provider's PyTorch GPU image); the training "
            "framework's own trainer (Ultralytics, torchvision references)");
    QString s = PlanSheetDocument::tr("PyTorch 2 with CUDA 12, DeepSpeed, FlashAttention");
    if (w.method == tp::Method::Lora || w.method == tp::Method::QLora)
        s += PlanSheetDocument::tr(", PEFT") +
             (w.method == tp::Method::QLora ? PlanSheetDocument::tr(" and bitsandbytes") : QString());
    if (w.precision == tp::Precision::FP8)
        s += PlanSheetDocument::tr(", Transformer Engine (FP8)");
    return s;
}

QString storageName(const tp::Catalog &catalog, const std::string &provider, const std::string &id, bool zh)
{
    if (id.empty())
        return PlanSheetDocument::tr("not priced in the catalog");
    if (const tp::ProviderInfo *p = catalog.findProvider(provider))
        for (const auto &s : p->storage)
            if (s.id == id)
                return QString::fromStdString(zh && !s.name.zh.empty() ? s.name.zh : s.name.en);
    return QString::fromStdString(id);
}

QString priceSource(const tp::ResolvedPrice &p)
{
    QString s = QString::fromStdString(p.provenance.source);
    if (s.size() > 160)
        s = s.left(157) + QStringLiteral("...");
    const QString age = CoreMessages::priceAge(p.provenance.date, tp::today());
    return PlanSheetDocument::tr("%1 (%2, %3)")
               .arg(s, QString::fromStdString(p.provenance.date),
                    CoreMessages::confidence(p.provenance.confidence)) +
           (age.isEmpty() ? QString() : PlanSheetDocument::tr("; %1").arg(age));
}

// The date span of the catalog's prices: "2023-06 to 2026-09".
QString priceDates(const tp::Catalog &catalog)
{
    std::string lo, hi;
    for (const auto &it : catalog.instances)
        for (const auto &p : it.prices) {
            const std::string &d = p.provenance.date;
            if (d.empty())
                continue;
            if (lo.empty() || d < lo)
                lo = d;
            if (hi.empty() || d > hi)
                hi = d;
        }
    if (lo.empty())
        return PlanSheetDocument::tr("no prices");
    return PlanSheetDocument::tr("%1 to %2").arg(QString::fromStdString(lo), QString::fromStdString(hi));
}

// Makes a locale the default while the sheet is written (CoreMessages formats numbers with the
// default locale), and restores the previous one.
class DefaultLocale
{
public:
    explicit DefaultLocale(const QLocale &l) { QLocale::setDefault(l); }
    ~DefaultLocale() { QLocale::setDefault(m_previous); }
    DefaultLocale(const DefaultLocale &) = delete;
    DefaultLocale &operator=(const DefaultLocale &) = delete;

private:
    QLocale m_previous;
};

} // namespace

QString PlanSheetDocument::html(const tp::Plan &plan, const tp::Candidate &c, const tp::Catalog &catalog,
                                const Options &o)
{
    const QLocale &l = o.locale;
    const DefaultLocale useLocale(l);
    const bool zh = l.language() == QLocale::Chinese;
    const tp::Workload &w = c.estimate ? c.estimate->workload : plan.reference;
    const QString cur = QString::fromStdString(plan.currency);
    const QString model = QString::fromStdString(w.model.name.empty() ? w.model.id : w.model.name);

    QString h;
    h += QStringLiteral(
        "<html><head><style>"
        "body{font-size:9pt;} h1{font-size:16pt;margin-bottom:2px;} h2{font-size:11.5pt;"
        "margin-top:14px;margin-bottom:4px;border-bottom:1px solid #888;} "
        "td{padding:1px 6px 1px 0;vertical-align:top;} td.k{color:#444;white-space:nowrap;} "
        "th{background:#eee;text-align:left;padding:2px 6px 2px 2px;} .small{font-size:7.5pt;color:#444;}"
        "</style></head><body>");
    h += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Training plan: %1, %2").arg(model, methodText(w.method))));
    h += QStringLiteral("<p class='small'>%1</p>")
             .arg(esc(tr("Made by TrainPlan on %1. Estimates, not quotes: check prices with the provider "
                         "before renting.")
                          .arg(l.toString(o.created, QLocale::LongFormat))));

    // --- the recommendation in one sentence
    const bool recommended = plan.recommended() == &c;
    if (c.instance) {
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(tr("%1 %2 × %3 (%4 × %5 per node), %6: about %7 h (%8–%9 h), %10 %11.")
                              .arg(recommended ? tr("Recommended:") : tr("Selected:"),
                                   QString::number(c.nodes), QString::fromStdString(c.instance->id),
                                   QString::number(c.instance->gpus), QString::fromStdString(c.instance->gpu),
                                   billingText(c.billing), num(l, c.timeHours), num(l, c.timeHoursLow),
                                   num(l, c.timeHoursHigh), num(l, c.costTotal()), cur)));
        if (recommended && plan.recommendation)
            for (const auto &r : plan.recommendation->reasons)
                h += QStringLiteral("<p class='small'>• %1</p>").arg(esc(CoreMessages::text(r)));
    }

    // --- job
    h += QStringLiteral("<h2>%1</h2><table>").arg(esc(tr("The job")));
    h += row(tr("Model"), esc(model) + QStringLiteral(" (%1)").arg(
                                           esc(tr("%1 B parameters").arg(num(l, w.model.params / 1e9)))));
    h += row(tr("Method"),
             esc(methodText(w.method)) + (w.method == tp::Method::Lora || w.method == tp::Method::QLora
                                              ? esc(tr(", rank %1").arg(w.loraRank))
                                              : QString()));
    h += row(tr("Precision"), esc(QString::fromStdString(tp::toString(w.precision))));
    if (w.model.isTransformer())
        h += row(tr("Data"),
                 esc(tr("%1 samples × %2 tokens × %3 epochs = %4 tokens; sequence length %5")
                         .arg(num(l, w.samplesPerEpoch), num(l, w.tokensPerSample), num(l, w.epochs),
                              num(l, w.totalTokens()), QString::number(w.seqLen))));
    else
        h += row(tr("Data"),
                 esc(tr("%1 images × %2 epochs at %3 px")
                         .arg(num(l, w.samplesPerEpoch), num(l, w.epochs), QString::number(w.imageSize))));
    QString limits;
    if (plan.job.maxCost)
        limits += tr("budget %1 %2").arg(num(l, *plan.job.maxCost), cur);
    if (plan.job.deadlineHours)
        limits += (limits.isEmpty() ? QString() : QStringLiteral("; ")) +
                  tr("deadline %1 h").arg(num(l, *plan.job.deadlineHours));
    h += row(tr("Limits"), esc(limits.isEmpty() ? tr("none") : limits));
    h += QStringLiteral("</table>");

    // --- configuration
    if (c.instance) {
        const tp::InstanceType &it = *c.instance;
        const QString provider = QString::fromStdString(
            catalog.providerNames.count(it.provider) ? catalog.providerNames.at(it.provider) : it.provider);
        h += QStringLiteral("<h2>%1</h2><table>").arg(esc(tr("What to rent and how to run it")));
        h += row(tr("Instance"), esc(tr("%1 × %2 (%3): %4 × %5, %6 vCPU, %7 GiB RAM per node")
                                         .arg(c.nodes)
                                         .arg(QString::fromStdString(it.id), provider)
                                         .arg(it.gpus)
                                         .arg(QString::fromStdString(it.gpu))
                                         .arg(it.vcpu)
                                         .arg(num(l, it.memoryGib))));
        QString billing = billingText(c.billing);
        if (c.price && !c.price->region.empty())
            billing += QStringLiteral(", ") + QString::fromStdString(c.price->region);
        h += row(tr("Billing"), esc(billing));
        QString net = tr("%1 Gbit/s").arg(num(l, it.networkGbps));
        if (it.rdma != tp::InstanceType::Rdma::None)
            net += tr(", %1 %2 Gbit/s")
                       .arg(it.rdma == tp::InstanceType::Rdma::ERdma ? tr("eRDMA") : tr("RDMA"),
                            num(l, it.rdmaGbps));
        if (c.nodes > 1 && it.rdma == tp::InstanceType::Rdma::None)
            net += tr(" (no RDMA: all-reduce over TCP)");
        h += row(tr("Network"), esc(net));
        h += row(tr("Data storage"),
                 esc(storageName(catalog, it.provider, c.dataStorage, zh)) +
                     QStringLiteral(" (%1)").arg(esc(tr("%1 GB").arg(num(l, c.datasetBytes / 1e9)))));
        h += row(tr("Checkpoints"),
                 esc(storageName(catalog, it.provider, c.checkpointStorage, zh)) +
                     QStringLiteral(" (%1)").arg(esc(tr("%1 GB each").arg(num(l, c.checkpointBytes / 1e9)))));
        if (c.spot)
            h += row(tr("Checkpoint plan"),
                     esc(tr("every %1 min (Young's rule: %2 s to write one, %3 expected interruptions)")
                             .arg(num(l, c.spot->intervalHours * 60), num(l, c.spot->checkpointSeconds),
                                  num(l, c.spot->expectedInterruptions))));
        h += row(tr("Software image"), esc(softwareImage(c, w)));
        QString fw = tr("%1: %2").arg(CoreMessages::frameworkName(*w.framework), CoreMessages::layout(w));
        if (w.zeroStage > 0)
            fw += tr(", ZeRO stage %1").arg(w.zeroStage);
        fw += tr(", micro-batch %1 per GPU, gradient accumulation %2, global batch %3, activation "
                 "checkpointing %4")
                  .arg(w.microBatch)
                  .arg(w.gradientAccumulation())
                  .arg(w.globalBatch())
                  .arg(CoreMessages::recompute(w.recompute));
        if (w.offloadOptimizer)
            fw += tr(", optimizer offloaded to the CPU");
        h += row(tr("Framework"), esc(fw));
        for (const QString &f : CoreMessages::fixes(plan, c))
            h += row(tr("Changed to fit"), esc(f));
        h += QStringLiteral("</table>");
    }

    // --- time and cost
    h += QStringLiteral("<h2>%1</h2><table>").arg(esc(tr("Time and cost")));
    h += row(tr("Time"), esc(tr("about %1 h (range %2–%3 h), %4 GPU-hours")
                                 .arg(num(l, c.timeHours), num(l, c.timeHoursLow), num(l, c.timeHoursHigh),
                                      num(l, c.timeHours * c.totalGpus()))));
    if (c.estimate)
        h += row(
            tr("Throughput"),
            esc(w.model.isTransformer()
                    ? tr("%1 tokens/s, %2 samples/s (all GPUs)")
                          .arg(num(l, c.estimate->performance.tokensPerSecond),
                               num(l, c.estimate->performance.samplesPerSecond))
                    : tr("%1 images/s (all GPUs)").arg(num(l, c.estimate->performance.samplesPerSecond))));
    if (c.priced()) {
        h += row(tr("Cost"),
                 QStringLiteral("<b>%1</b>").arg(esc(tr("%1 %2").arg(num(l, c.costTotal()), cur))));
        h += row(tr("  compute"),
                 esc(tr("%1 %2 (%3 %2 per node-%4)")
                         .arg(num(l, c.cost.compute), cur, num(l, c.price->amount),
                              c.billing == tp::Billing::SubscriptionMonth ? tr("month") : tr("hour"))));
        if (c.cost.interruptions > 0)
            h += row(tr("  interruptions"), esc(tr("%1 %2").arg(num(l, c.cost.interruptions), cur)));
        h += row(tr("  storage"), esc(tr("%1 %2").arg(num(l, c.cost.storage), cur)));
        if (c.cost.checkpoints > 0)
            h += row(tr("  checkpoints"), esc(tr("%1 %2").arg(num(l, c.cost.checkpoints), cur)));
        if (c.billedMonths > 0)
            h += row(tr("  months billed"), esc(QString::number(c.billedMonths)));
    } else {
        h += row(tr("Cost"), esc(tr("not priced in the catalog")));
    }
    if (c.estimate)
        h += row(tr("GPU memory"),
                 esc(tr("%1 of %2 GiB per GPU")
                         .arg(num(l, c.estimate->memoryPerGpuGib()), num(l, c.estimate->gpuMemoryGib))));
    h += QStringLiteral("</table>");

    // --- charts
    h += QStringLiteral("<h2 style='page-break-before: always'>%1</h2>")
             .arg(esc(tr("Cost against time of every candidate")));
    h += QStringLiteral("<p><img src='chart://cost-time' width='620'></p>");
    if (c.estimate) {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("GPU memory per device")));
        h += QStringLiteral("<p><img src='chart://memory' width='620'></p>");
    }

    // --- top candidates compared
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Top candidates")));
    h += QStringLiteral(
             "<table><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th><th>%7</th></tr>")
             .arg(esc(tr("Provider")), esc(tr("Instance type")), esc(tr("GPUs")), esc(tr("Nodes")),
                  esc(tr("Billing")), esc(tr("Time (h)")), esc(tr("Cost (%1)").arg(cur)));
    int shown = 0;
    for (const tp::Candidate &x : plan.candidates) {
        if (!x.feasible || !x.instance)
            continue;
        if (shown++ >= o.topCandidates)
            break;
        const QString mark = x.recommended ? QStringLiteral(" ★")
                             : x.pareto    ? QStringLiteral(" ◆")
                                           : QString();
        h += QStringLiteral("<tr><td>%1</td><td>%2%8</td><td>%3 × "
                            "%4</td><td>%5</td><td>%6</td><td>%7</td><td>%9</td></tr>")
                 .arg(esc(x.instance->provider), esc(x.instance->id), QString::number(x.instance->gpus),
                      esc(x.instance->gpu), QString::number(x.nodes), esc(billingText(x.billing)),
                      num(l, x.timeHours), mark, num(l, x.costTotal()));
    }
    h += QStringLiteral("</table><p class='small'>%1</p>")
             .arg(esc(tr("★ recommended  ◆ on the Pareto front of cost and time")));

    // --- advice and warnings
    if (!plan.advice.empty() || !c.warnings.empty()) {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Advice and warnings")));
        if (recommended)
            for (const auto &a : plan.advice)
                h += QStringLiteral("<p>• <b>%1</b> %2</p>")
                         .arg(esc(CoreMessages::text(a)), esc(CoreMessages::reason(a)));
        for (const auto &wn : c.warnings)
            h += QStringLiteral("<p>• %1</p>").arg(esc(CoreMessages::text(wn)));
    }

    // --- assumptions
    h += QStringLiteral("<h2>%1</h2><table>").arg(esc(tr("Assumptions")));
    if (c.estimate) {
        const auto &a = w.assumptions;
        if (a.contains("mfu") && a["mfu"].is_number())
            h += row(tr("Utilisation"),
                     esc(tr("%1% model FLOPs utilisation, fitted on published training runs by workload "
                            "class and GPU generation")
                             .arg(num(l, 100.0 * a["mfu"].get<double>()))));
    }
    if (c.spot)
        h += row(tr("Spot interruptions"),
                 esc(tr("%1 per node-hour (provider terms in the catalog)")
                         .arg(l.toString(c.spot->interruptionsPerNodeHour, 'g', 3))));
    h += row(tr("Exchange rate"),
             esc(tr("%1 CNY per USD (%2, %3)")
                     .arg(l.toString(plan.exchange.cnyPerUsd, 'f', 4),
                          QString::fromStdString(plan.exchange.provenance.date),
                          QString::fromStdString(plan.exchange.provenance.source).left(120))));
    if (c.price)
        h += row(tr("Price"),
                 esc(CoreMessages::priceBasis(c, catalog) + QStringLiteral("; ") + priceSource(*c.price)));
    for (const auto &as : plan.assumptions) {
        const QString title = CoreMessages::title(as.code);
        h += row(title.isEmpty() ? QString::fromStdString(as.code) : title, esc(CoreMessages::text(as)));
    }
    h += row(tr("Catalog"),
             esc(tr("%1 files; prices dated %2; utilisation model %3")
                     .arg(catalog.files.size())
                     .arg(priceDates(catalog), QString::fromStdString(catalog.efficiency.provenance.date))));
    h += QStringLiteral("</table></body></html>");
    return h;
}

QTextDocument *PlanSheetDocument::build(const tp::Plan &plan, const tp::Candidate &candidate,
                                        const tp::Catalog &catalog, const Options &options)
{
    auto *doc = new QTextDocument;
    const int w = options.chartWidthPx;
    const CostTimeChartRenderer::Labels chartLabels{
        tr("Time (h)"), tr("Cost (%1)").arg(QString::fromStdString(plan.currency)), tr("Pareto front"),
        tr("budget"), tr("deadline")};
    doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart://cost-time")),
                     CostTimeChartRenderer::render(plan, &candidate, QSize(w, w * 55 / 100), chartLabels));
    const MemoryBarRenderer::Labels memLabels{
        {tr("weights"), tr("gradients"), tr("optimizer"), tr("activations"), tr("other")}, tr("GPU memory")};
    doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart://memory")),
                     MemoryBarRenderer::render(candidate, QSize(w, w * 14 / 100), memLabels));
    doc->setHtml(html(plan, candidate, catalog, options));
    return doc;
}
