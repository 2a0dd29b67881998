#include "views/results/PlanSheet.h"

#include "core/MemoryEstimator.h"
#include "core/export/LaunchFiles.h"
#include "core/export/TrainCommand.h"
#include "core/planner/Advice.h"
#include "core/planner/CostModel.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/ThemeColours.h"

#include <QGuiApplication>
#include <QLocale>
#include <QStringList>
#include <cmath>

namespace {

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

// "; 40 months old, older than 12 months: check the current price" (empty for an unreadable date).
QString priceAgeSuffix(const std::string &date)
{
    const QString age = CoreMessages::priceAge(date, tp::today());
    return age.isEmpty() ? QString() : QStringLiteral("; ") + age;
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// A two-column table of label and value rows.
class Table
{
public:
    void row(const QString &label, const QString &valueHtml)
    {
        m_html += QStringLiteral("<tr><td class='k'>%1</td><td>%2</td></tr>").arg(esc(label), valueHtml);
    }
    QString html() const
    {
        return QStringLiteral("<table cellspacing='0' cellpadding='3'>") + m_html +
               QStringLiteral("</table>");
    }

private:
    QString m_html;
};

QString section(const QString &title)
{
    return QStringLiteral("<h3>%1</h3>").arg(esc(title));
}

// `cssClass`: "bad" (a reason for rejecting) or "warn" (a warning), coloured by the style sheet.
QString noteItem(const tp::Note &n, const char *cssClass)
{
    return QStringLiteral("<li><b class='%1'>%2</b> <span class='d'>%3</span></li>")
        .arg(QLatin1String(cssClass), esc(PlanText::title(n.code)), esc(CoreMessages::text(n)));
}

// The sheet's colours, each reading on the palette's Base (the text browser's background).
QString styleSheet(const QPalette &palette)
{
    const auto tone = [&palette](ThemeColours::Tone t) {
        return ThemeColours::color(t, palette, QPalette::Base).name();
    };
    return QStringLiteral("<style>h2{margin:0 0 4px 0} h3{margin:12px 0 4px 0; color:%1} td.k{color:%2; "
                          "padding-right:12px; white-space:nowrap} .d{color:%2} .ok{color:%3} .bad{color:%4} "
                          ".warn{color:%5}</style>")
        .arg(tone(ThemeColours::Accent), tone(ThemeColours::Muted), tone(ThemeColours::Good),
             tone(ThemeColours::Error), tone(ThemeColours::Warning));
}

QString gb(double bytes)
{
    return PlanSheet::tr("%1 GB").arg(Format::number(bytes / 1e9));
}

QString rdmaName(tp::InstanceType::Rdma r)
{
    switch (r) {
    case tp::InstanceType::Rdma::ERdma:
        return PlanSheet::tr("eRDMA");
    case tp::InstanceType::Rdma::Rdma:
        return PlanSheet::tr("RDMA");
    case tp::InstanceType::Rdma::None:
        break;
    }
    return {};
}

} // namespace

QString PlanSheet::framework(const tp::Candidate &c)
{
    // The framework the estimate assumed and the layout the planner chose for it: what the launch
    // files realise ("Megatron-LM: tensor parallel 4 × pipeline parallel 2 × data parallel 8").
    if (!c.estimate)
        return {};
    const tp::Workload &w = c.estimate->workload;
    QString text = CoreMessages::layout(w);
    if (w.framework)
        text = tr("%1: %2").arg(CoreMessages::frameworkName(*w.framework), text);
    if (w.zeroStage > 0)
        text += tr(", ZeRO stage %1").arg(w.zeroStage);
    if (w.offloadOptimizer || w.offloadParams)
        text += tr(", offloaded to the CPU");
    return text;
}

QStringList PlanSheet::software(const tp::Candidate &c, const tp::Catalog &catalog)
{
    QStringList out;
    if (!c.instance || !c.estimate)
        return out;
    const tp::Workload &w = c.estimate->workload;
    const tp::Gpu *gpu = catalog.findGpu(c.instance->gpu);
    const bool ascend = gpu && gpu->generation == tp::Generation::Ascend;
    if (ascend) {
        out << tr(
            "Ascend CANN toolkit with torch_npu (PyTorch) or MindSpore: the provider's Ascend AI image.");
    } else {
        out << tr("PyTorch 2 with CUDA 12 and NCCL: the provider's GPU image (e.g. Alibaba PAI, Tencent TI) "
                  "or NVIDIA's "
                  "NGC PyTorch container.");
        if (gpu && (gpu->generation == tp::Generation::Volta || gpu->generation == tp::Generation::Turing))
            out << tr("%1 has no BF16 and FlashAttention 2 needs Ampere or newer: FP16 with loss scaling, "
                      "and "
                      "PyTorch's built-in scaled-dot-product attention.")
                       .arg(QString::fromStdString(gpu->id));
    }
    if (w.framework) {
        const bool zh = QLocale().language() == QLocale::Chinese;
        const tp::LocalizedName &d = w.framework->description;
        const std::string &description = zh && !d.zh.empty() ? d.zh : d.en;
        out << (description.empty() ? CoreMessages::frameworkName(*w.framework)
                                    : tr("%1: %2").arg(CoreMessages::frameworkName(*w.framework),
                                                       QString::fromStdString(description)));
    }
    if (w.method == tp::Method::Lora)
        out << tr("PEFT adapters of LoRA rank %1.").arg(w.loraRank);
    else if (w.method == tp::Method::QLora)
        out << tr("bitsandbytes for the 4-bit NF4 base model, LoRA rank %1.").arg(w.loraRank);
    if (!w.model.isTransformer() && w.loader == tp::DataLoader::Cpu)
        out << tr("Enough data-loader workers to keep the GPUs busy: the host's cores decode the images.");
    else if (!w.model.isTransformer() && w.loader == tp::DataLoader::Gpu)
        out << tr("NVIDIA DALI, so the GPUs decode the images.");
    if (c.nodes > 1 && c.instance->rdma != tp::InstanceType::Rdma::None)
        out << tr("The provider's RDMA driver and NCCL network plugin, so NCCL uses %1 between nodes.")
                   .arg(rdmaName(c.instance->rdma));
    return out;
}

QString PlanSheet::html(const PlanOutcome &outcome, int index, const QString &dataLocation)
{
    return html(outcome, index, dataLocation, QGuiApplication::palette());
}

QString PlanSheet::html(const PlanOutcome &outcome, int index, const QString &dataLocation,
                        const QPalette &palette)
{
    const tp::Candidate *cp = outcome.candidate(index);
    if (!cp || !cp->instance || !outcome.catalog)
        return QStringLiteral("<p>%1</p>")
            .arg(esc(tr("Select a candidate in the table or the chart to see its plan sheet.")));
    const tp::Candidate &c = *cp;
    const tp::Plan &plan = *outcome.plan;
    const tp::Catalog &catalog = *outcome.catalog;
    const tp::InstanceType &inst = *c.instance;
    const tp::Gpu *gpu = catalog.findGpu(inst.gpu);
    const std::string &cur = c.currency;

    QString h;
    h += styleSheet(palette);
    h += QStringLiteral("<h2>%1</h2>").arg(esc(PlanText::describe(catalog, c)));
    const QString statusClass = c.feasible ? QStringLiteral("ok") : QStringLiteral("bad");
    h += QStringLiteral("<p><b class='%1'>%2</b> — %3, %4</p>")
             .arg(statusClass, esc(PlanText::status(c)), esc(PlanText::money(c.costTotal(), cur)),
                  esc(PlanText::timeWithRange(c)));
    // The core's sentences in the UI's language, from their codes and params (CoreMessages).
    if (c.recommended && plan.recommendation) {
        h += QStringLiteral("<p><b>%1</b></p>").arg(esc(tr("Why it is recommended")));
        h += QStringLiteral("<ul>");
        for (const tp::Note &r : plan.recommendation->reasons)
            h += QStringLiteral("<li class='d'>%1</li>").arg(esc(CoreMessages::text(r)));
        h += QStringLiteral("</ul>");
    }
    if (!c.reasons.empty()) {
        h += section(tr("Why it is rejected"));
        h += QStringLiteral("<ul>");
        for (const tp::Note &n : c.reasons)
            h += noteItem(n, "bad");
        h += QStringLiteral("</ul>");
    }

    // --- instance
    h += section(tr("Instance"));
    {
        Table t;
        t.row(tr("Provider"), esc(PlanText::provider(catalog, inst.provider)));
        t.row(tr("Instance type"),
              QStringLiteral("<b>%1</b> (%2)")
                  .arg(esc(inst.id), esc(tr("family %1").arg(QString::fromStdString(inst.family)))));
        t.row(tr("Nodes"), QString::number(c.nodes));
        t.row(tr("GPUs"), esc(tr("%1 per node, %2 in all: %3")
                                  .arg(inst.gpus)
                                  .arg(c.totalGpus())
                                  .arg(gpu ? QString::fromStdString(gpu->name) + QStringLiteral(", ") +
                                                 Format::gib(gpu->memoryGib)
                                           : QString::fromStdString(inst.gpu))));
        t.row(tr("Host"),
              esc(tr("%1 vCPUs, %2 memory per node").arg(inst.vcpu).arg(Format::gib(inst.memoryGib))));
        const std::string region = c.price && !c.price->region.empty() ? c.price->region : plan.job.region;
        if (!region.empty())
            t.row(tr("Region"),
                  esc(tr("%1 (%2)").arg(PlanText::region(catalog, region), QString::fromStdString(region))));
        t.row(tr("Billing"), esc(PlanText::billing(c.billing)));
        if (c.price) {
            const tp::ResolvedPrice &p = *c.price;
            QString price =
                esc(tr("%1 per node-%2")
                        .arg(PlanText::money(p.amount, p.currency),
                             c.billing == tp::Billing::SubscriptionMonth ? tr("month") : tr("hour")));
            price +=
                QStringLiteral(" <span class='d'>(%1)</span>").arg(esc(CoreMessages::priceBasis(c, catalog)));
            if (!p.provenance.source.empty())
                price += QStringLiteral("<br><span class='d'>%1</span>")
                             .arg(esc(tr("Source: %1, %2, confidence: %3")
                                          .arg(QString::fromStdString(p.provenance.source),
                                               QString::fromStdString(p.provenance.date),
                                               CoreMessages::confidence(p.provenance.confidence)) +
                                      priceAgeSuffix(p.provenance.date)));
            t.row(tr("Price"), price);
        } else {
            t.row(tr("Price"),
                  QStringLiteral("<span class='bad'>%1</span>").arg(esc(tr("not in the catalog"))));
        }
        h += t.html();
    }

    // --- storage
    h += section(tr("Storage"));
    {
        Table t;
        t.row(tr("Data set"), esc(tr("%1 (%2)").arg(gb(c.datasetBytes), CoreMessages::datasetRule(plan))));
        t.row(tr("Stored in"), esc(PlanText::dataLocation(dataLocation)));
        if (!c.dataStorage.empty()) {
            const tp::StorageOption *s = catalog.findStorage(c.dataStorage);
            QString text = esc(PlanText::storage(catalog, c.dataStorage));
            if (s)
                text += QStringLiteral(" <span class='d'>%1</span>")
                            .arg(esc(tr("(reads %1 MB/s per node, %2 per GB-month)")
                                         .arg(Format::number(s->readMBps),
                                              PlanText::money(s->pricePerGbMonth, s->currency))));
            t.row(tr("Training reads from"), text);
        } else {
            t.row(tr("Training reads from"),
                  esc(tr("not costed: the catalog lists no storage for this provider")));
        }
        QString note;
        const bool multi = c.nodes > 1;
        if (dataLocation == QStringLiteral("object"))
            note =
                multi
                    ? tr("Object storage is slow to read file by file: copy the data set to the shared file "
                         "system above (or to every node's disk) before training.")
                    : tr("Object storage is slow to read file by file: copy the data set to the instance's "
                         "disk before training, or mount it with the provider's FUSE client and a local "
                         "cache.");
        else if (dataLocation == QStringLiteral("parallel-fs"))
            note = tr(
                "Mount the parallel file system on every node, in the same VPC and zone as the instances.");
        else if (dataLocation == QStringLiteral("nas"))
            note =
                multi
                    ? tr("NAS is shared by all nodes; its throughput per TiB may starve many GPUs of images: "
                         "watch for the input-bound warning.")
                    : tr("NAS suits a data set of this size on one node; mount it in the instance's VPC.");
        else if (dataLocation == QStringLiteral("local"))
            note = multi ? tr("Each node needs its own copy on its local disk (%1 per node).")
                               .arg(gb(c.datasetBytes))
                         : tr("Keep the data set on the instance's data disk.");
        if (!note.isEmpty())
            t.row(tr("Note"), esc(note));
        if (!c.checkpointStorage.empty())
            t.row(tr("Checkpoints on"), esc(PlanText::storage(catalog, c.checkpointStorage)));
        h += t.html();
    }

    // --- network
    h += section(tr("Network"));
    {
        Table t;
        QString net = esc(tr("%1 Gbit/s per node").arg(Format::number(inst.networkGbps)));
        if (inst.rdma != tp::InstanceType::Rdma::None)
            net += esc(tr("; %1 %2 Gbit/s").arg(rdmaName(inst.rdma), Format::number(inst.rdmaGbps)));
        t.row(tr("Between nodes"), net);
        QString inside;
        if (inst.gpus > 1)
            inside = inst.nvlink || (gpu && gpu->link == tp::Gpu::Link::NVLink)
                         ? tr("NVLink between the node's GPUs")
                     : gpu && gpu->link == tp::Gpu::Link::HCCS ? tr("HCCS between the node's NPUs")
                                                               : tr("PCIe between the node's GPUs");
        else
            inside = tr("one GPU per node");
        t.row(tr("Inside a node"), esc(inside));
        if (c.nodes > 1)
            t.row(tr("All-reduce"),
                  esc(inst.rdma != tp::InstanceType::Rdma::None
                          ? tr("gradients cross nodes over %1; set NCCL to use it (the launch files do).")
                                .arg(rdmaName(inst.rdma))
                          : tr("gradients cross nodes over TCP: expect communication to limit the speed.")));
        h += t.html();
    }

    // --- software
    h += section(tr("Software image"));
    h += QStringLiteral("<ul>");
    for (const QString &line : software(c, catalog))
        h += QStringLiteral("<li>%1</li>").arg(esc(line));
    h += QStringLiteral("</ul>");

    // --- framework
    if (c.estimate) {
        const tp::Workload &w = c.estimate->workload;
        h += section(tr("Framework settings"));
        Table t;
        t.row(tr("Distributed"), esc(framework(c)));
        // what launch.sh (Export → launch files) starts, in the framework's own terms
        const tp::TrainCommand cmd = tp::trainCommand(c, w, inst.gpus, tp::launchJobName(plan));
        const std::size_t at = cmd.text.find("exec ") + 5;
        const std::string tool = cmd.text.substr(at, cmd.text.find_first_of(" \\\n", at) - at);
        QString launch = QString::fromStdString(tool);
        if (tool == "torchrun")
            launch += QStringLiteral(" --nnodes %1 --nproc_per_node %2").arg(c.nodes).arg(inst.gpus);
        else if (tool == "yolo")
            launch += QStringLiteral(" train");
        t.row(tr("Launch"), QStringLiteral("<code>%1</code>").arg(esc(launch)));
        QString method = PlanText::method(w.method);
        if (w.method == tp::Method::Lora || w.method == tp::Method::QLora)
            method += tr(", rank %1, %2").arg(w.loraRank).arg(QString::fromStdString(w.loraTargets));
        t.row(tr("Method"), esc(method));
        t.row(tr("Precision"), esc(tr("%1 mixed precision").arg(PlanText::precision(w.precision))));
        t.row(tr("Batch"),
              esc(tr("micro-batch %1 per GPU × %2 GPUs × %3 accumulation steps = global batch %4")
                      .arg(w.microBatch)
                      .arg(w.parallel.data)
                      .arg(w.gradientAccumulation())
                      .arg(w.globalBatch())));
        t.row(tr("Activation checkpointing"), esc(CoreMessages::recompute(w.recompute)));
        if (w.model.isTransformer())
            t.row(tr("Sequence length"), esc(tr("%1 tokens (%2 per sample on average)")
                                                 .arg(w.seqLen)
                                                 .arg(Format::number(w.tokensPerSample))));
        if (w.offloadOptimizer || w.offloadParams)
            t.row(tr("Offload"), esc(w.offloadParams ? tr("weights, gradients and optimizer to the host")
                                                     : tr("optimizer states to the host")));
        const tp::Performance &p = c.estimate->performance;
        t.row(tr("Throughput"),
              esc(w.model.isTransformer()
                      ? tr("%1 tokens/s, %2 samples/s; %3 per step")
                            .arg(Format::number(p.tokensPerSecond), Format::number(p.samplesPerSecond),
                                 Format::duration(p.stepSeconds / 3600.0))
                      : tr("%1 images/s; %2 per step")
                            .arg(Format::number(p.samplesPerSecond),
                                 Format::duration(p.stepSeconds / 3600.0))));
        const QStringList fixes = CoreMessages::fixes(plan, c);
        if (!fixes.isEmpty()) {
            QStringList lines;
            for (const QString &f : fixes)
                lines << esc(f);
            t.row(tr("Changed to fit"), lines.join(QStringLiteral("<br>")));
        }
        h += t.html();
    }

    // --- checkpoints
    h += section(tr("Checkpoint plan"));
    {
        Table t;
        t.row(tr("One checkpoint"), esc(tr("%1 (what resuming needs: trainable weights and optimizer states)")
                                            .arg(gb(c.checkpointBytes))));
        t.row(tr("Kept"),
              esc(tr("the latest %1, in case one is torn while written").arg(tp::cost::kCheckpointsKept)));
        if (c.spot) {
            const tp::SpotOutcome &s = *c.spot;
            t.row(tr("Interval"), esc(tr("every %1 (Young's rule √(2 × write time × time between reclaims))")
                                          .arg(Format::duration(s.intervalHours))));
            t.row(tr("Write time"), esc(Format::duration(s.checkpointSeconds / 3600.0)));
            t.row(tr("Reclaims"), esc(tr("%1 expected (one per %2 of the job), %3 to restart; %4 more time")
                                          .arg(Format::number(s.expectedInterruptions))
                                          .arg(Format::duration(s.mtbfHours))
                                          .arg(Format::duration(s.restartMinutes / 60.0))
                                          .arg(Format::percent(s.overheadFactor - 1))));
        } else {
            t.row(tr("Interval"),
                  esc(tr("no reclaims to guard against: save at the end of each epoch and before "
                         "stopping")));
        }
        h += t.html();
    }

    // --- cost
    h += section(tr("Cost breakdown"));
    if (c.priced()) {
        Table t;
        QString compute = esc(PlanText::money(c.cost.compute, cur));
        if (c.billing == tp::Billing::SubscriptionMonth)
            compute += esc(tr(" (%n whole month(s))", nullptr, c.billedMonths));
        t.row(tr("Compute"), compute);
        if (c.spot)
            t.row(tr("Spot interruptions"), esc(PlanText::money(c.cost.interruptions, cur)));
        t.row(tr("Data storage"), esc(PlanText::money(c.cost.storage, cur)));
        t.row(tr("Checkpoint storage"), esc(PlanText::money(c.cost.checkpoints, cur)));
        t.row(tr("Total"), QStringLiteral("<b>%1</b>").arg(esc(PlanText::money(c.costTotal(), cur))));
        t.row(tr("GPU-hours"), esc(Format::number(c.timeHours * c.totalGpus())));
        h += t.html();
    } else {
        h +=
            QStringLiteral("<p class='bad'>%1</p>").arg(esc(tr("No price: add one in the catalog browser.")));
    }

    // --- memory
    if (c.estimate) {
        const tp::MemoryBreakdown &m = c.estimate->memory;
        const double g = tp::memory::kGiB;
        h += section(tr("GPU memory"));
        Table t;
        t.row(tr("Used per GPU"),
              esc(tr("%1 of %2 (%3)")
                      .arg(Format::gib(c.estimate->memoryPerGpuGib()), Format::gib(c.estimate->gpuMemoryGib),
                           Format::percent(c.estimate->gpuMemoryGib > 0
                                               ? c.estimate->memoryPerGpuGib() / c.estimate->gpuMemoryGib
                                               : 0))));
        t.row(tr("Breakdown"),
              esc(tr("weights %1, gradients %2, optimizer states %3, activations %4, other %5")
                      .arg(Format::gib(m.weights / g), Format::gib(m.gradients / g),
                           Format::gib(m.optimizer / g), Format::gib(m.activations / g),
                           Format::gib(m.other / g))));
        h += t.html();
    }

    // --- advice and warnings
    const std::vector<tp::Advice> advice = tp::advise(c, catalog);
    if (!advice.empty()) {
        h += section(tr("Advice"));
        h += QStringLiteral("<ul>");
        for (const tp::Advice &a : advice)
            h += QStringLiteral("<li><b>%1</b> %2<br><span class='d'>%3 %4</span></li>")
                     .arg(esc(PlanText::title(a.code)), esc(CoreMessages::text(a)),
                          esc(CoreMessages::reason(a)),
                          a.condition.empty() ? QString()
                                              : esc(tr("(Because %1.)").arg(CoreMessages::condition(a))));
        h += QStringLiteral("</ul>");
    }
    if (!c.warnings.empty()) {
        h += section(tr("Warnings"));
        h += QStringLiteral("<ul>");
        for (const tp::Note &n : c.warnings)
            h += noteItem(n, "warn");
        h += QStringLiteral("</ul>");
    }
    return h;
}
