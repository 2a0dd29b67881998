#include "text/PlanSheetText.h"

#include "core/Staleness.h"
#include "text/CatalogText.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "text/WatchText.h"

#include <QLocale>
#include <cmath>
#include <map>

namespace {

using json = nlohmann::json;

QString str(const json &params, const char *key)
{
    const auto it = params.find(key);
    return it != params.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

std::string id(const json &params, const char *key)
{
    const auto it = params.find(key);
    return it != params.end() && it->is_string() ? it->get<std::string>() : std::string();
}

double num(const json &params, const char *key)
{
    const auto it = params.find(key);
    return it != params.end() && it->is_number() ? it->get<double>() : 0.0;
}

int whole(const json &params, const char *key)
{
    const auto it = params.find(key);
    return it != params.end() && it->is_number() ? static_cast<int>(it->get<double>()) : 0;
}

bool has(const json &params, const char *key)
{
    return params.contains(key) && !params[key].is_null();
}

void set(PlanSheetText::Row &r, const QString &label, const QString &value)
{
    r.label = label;
    r.value = value;
}

QString gb(double value)
{
    return PlanSheetText::tr("%1 GB").arg(Format::number(value));
}

QString money(const json &params, const char *key = "amount")
{
    return PlanText::money(num(params, key), id(params, "currency"));
}

QString billing(const json &params)
{
    const auto b = tp::fromString<tp::Billing>(id(params, "billing"));
    return b ? PlanText::billing(*b) : str(params, "billing");
}

QString rdmaName(const std::string &rdma)
{
    for (const auto r : {tp::InstanceType::Rdma::ERdma, tp::InstanceType::Rdma::Rdma})
        if (tp::toString(r) == rdma)
            return CatalogText::rdmaName(r);
    return QString::fromStdString(rdma);
}

QString frameworkName(const tp::Catalog &catalog, const std::string &frameworkId)
{
    const tp::Framework *f = catalog.findFramework(frameworkId);
    return f ? CoreMessages::frameworkName(*f) : QString::fromStdString(frameworkId);
}

// The core message a line repeats, in the UI's language.
QString messageText(const tp::SheetLine &line)
{
    if (!line.message)
        return {};
    return CoreMessages::text(line.message->code, line.message->params,
                              QString::fromStdString(line.message->message));
}

QString adviceDetail(const tp::Advice &a)
{
    const QString reason = CoreMessages::reason(a);
    if (a.condition.empty())
        return reason;
    return PlanSheetText::tr("%1 (Because %2.)").arg(reason, CoreMessages::condition(a));
}

QString locationNote(const json &p)
{
    const std::string location = id(p, "location");
    const bool multi = whole(p, "nodes") > 1;
    if (location == "object")
        return multi ? PlanSheetText::tr(
                           "Object storage is slow to read file by file: copy the data set to the "
                           "shared file system above (or to every node's disk) before training.")
                     : PlanSheetText::tr(
                           "Object storage is slow to read file by file: copy the data set to the "
                           "instance's disk before training, or mount it with the provider's FUSE "
                           "client and a local cache.");
    if (location == "parallel-fs")
        return PlanSheetText::tr(
            "Mount the parallel file system on every node, in the same VPC and zone as the instances.");
    if (location == "nas")
        return multi ? PlanSheetText::tr(
                           "NAS is shared by all nodes; its throughput per TiB may starve many GPUs "
                           "of images: watch for the input-bound warning.")
                     : PlanSheetText::tr("NAS suits a data set of this size on one node; mount it in the "
                                         "instance's VPC.");
    if (location == "local")
        return multi ? PlanSheetText::tr("Each node needs its own copy on its local disk (%1 per node).")
                           .arg(gb(num(p, "gb")))
                     : PlanSheetText::tr("Keep the data set on the instance's data disk.");
    return {};
}

QString distributed(const json &p, const tp::Catalog &catalog)
{
    QString text = CoreMessages::layout(p.value("layout", json::object()));
    if (has(p, "framework"))
        text = PlanSheetText::tr("%1: %2").arg(frameworkName(catalog, id(p, "framework")), text);
    if (whole(p, "zero_stage") > 0)
        text += PlanSheetText::tr(", ZeRO stage %1").arg(whole(p, "zero_stage"));
    if (has(p, "offload"))
        text += PlanSheetText::tr(", offloaded to the CPU");
    return text;
}

QString software(const tp::SheetLine &line, const tp::Catalog &catalog)
{
    const std::string &c = line.code;
    const json &p = line.params;
    if (c == "image-ascend")
        return PlanSheetText::tr(
            "Ascend CANN toolkit with torch_npu (PyTorch) or MindSpore: the provider's Ascend AI image.");
    if (c == "image-cuda")
        return PlanSheetText::tr(
            "PyTorch 2 with CUDA 12 and NCCL: the provider's GPU image (e.g. Alibaba PAI, "
            "Tencent TI) or NVIDIA's NGC PyTorch container.");
    if (c == "no-bf16-no-flash-attention")
        return PlanSheetText::tr("%1 has no BF16 and FlashAttention 2 needs Ampere or newer: FP16 with loss "
                                 "scaling, and PyTorch's built-in scaled-dot-product attention.")
            .arg(str(p, "gpu"));
    if (c == "no-bf16")
        return PlanSheetText::tr("%1 has no BF16: FP16 with loss scaling.").arg(str(p, "gpu"));
    if (c == "transformer-engine")
        return PlanSheetText::tr("NVIDIA Transformer Engine for the FP8 layers.");
    if (c == "framework") {
        const tp::Framework *f = catalog.findFramework(id(p, "framework"));
        if (!f)
            return str(p, "framework");
        const bool zh = QLocale().language() == QLocale::Chinese;
        const tp::LocalizedName &d = f->description;
        const std::string &description = zh && !d.zh.empty() ? d.zh : d.en;
        return description.empty() ? CoreMessages::frameworkName(*f)
                                   : PlanSheetText::tr("%1: %2").arg(CoreMessages::frameworkName(*f),
                                                                     QString::fromStdString(description));
    }
    if (c == "peft")
        return PlanSheetText::tr("PEFT adapters of LoRA rank %1.").arg(whole(p, "rank"));
    if (c == "bitsandbytes")
        return PlanSheetText::tr("bitsandbytes for the 4-bit NF4 base model, LoRA rank %1.")
            .arg(whole(p, "rank"));
    if (c == "loader-workers")
        return PlanSheetText::tr(
            "Enough data-loader workers to keep the GPUs busy: the host's cores decode the images.");
    if (c == "loader-dali")
        return PlanSheetText::tr("NVIDIA DALI, so the GPUs decode the images.");
    if (c == "rdma-plugin")
        return PlanSheetText::tr(
                   "The provider's RDMA driver and NCCL network plugin, so NCCL uses %1 between "
                   "nodes.")
            .arg(rdmaName(id(p, "rdma")));
    return QString::fromStdString(c);
}

QString corrected(const std::string &cause)
{
    if (cause == "compute")
        return PlanSheetText::tr("compute speed");
    if (cause == "input")
        return PlanSheetText::tr("data loading");
    if (cause == "communication")
        return PlanSheetText::tr("communication");
    if (cause == "memory")
        return PlanSheetText::tr("memory");
    return QString::fromStdString(cause);
}

QString signedGib(double gib)
{
    return (gib < 0 ? QStringLiteral("− ") : QStringLiteral("+ ")) + Format::gib(std::abs(gib));
}

} // namespace

QString PlanSheetText::calibrationLimit(const json &p)
{
    const std::string limit = id(p, "limit");
    if (limit == "activations-clamped")
        return tr("The two runs' memory differs by more than their micro-batches explain; activation memory "
                  "corrected by at most × %1.")
            .arg(Format::number(num(p, "bound")));
    if (limit == "memory-below-states")
        return tr("The run used less memory than the estimate's model states and activations need; memory "
                  "corrected down to them (%1), not to the %2 measured.")
            .arg(Format::gib(num(p, "floor_gib")), Format::gib(num(p, "measured_gib")));
    if (limit == "speed-unexplained")
        return tr("The measured speed is × %1 the estimate, beyond what one cause explains; check that the "
                  "run "
                  "and the job are the same model and settings.")
            .arg(Format::number(num(p, "factor")));
    if (limit == "speed-far-off")
        return tr("The measured speed is × %1 the estimate: check that the run was on the hardware named, "
                  "that its data loader kept up, and that the log timed training steps (not start-up, "
                  "evaluation or saving).")
            .arg(Format::number(num(p, "factor")));
    if (limit == "same-gpu-count")
        return tr("The runs used the same number of GPUs; communication left as estimated.");
    if (limit == "communication-too-small")
        return tr("The run on %1 spends too little time communicating to correct it.")
            .arg(str(p, "hardware"));
    if (limit == "communication-unexplained")
        return tr("The run on %1 is not explained by its communication alone; communication left as "
                  "estimated.")
            .arg(str(p, "hardware"));
    return str(p, "text"); // a plan sheet of a newer TrainPlan: its English
}

QString PlanSheetText::calibrationNote(const tp::SheetSection &section)
{
    QStringList where, parts;
    QString hardware, date, model;
    for (const tp::SheetLine &l : section.lines) {
        const json &p = l.params;
        if (l.code == "calibration-run") {
            hardware = str(p, "hardware");
            date = str(p, "date");
            model = str(p, "model"); // kept runs of another model are all of one model
            where << (date.isEmpty() ? hardware : tr("%1 (%2)").arg(hardware, date));
        } else if (l.code == "calibration-speed") {
            parts << tr("speed × %1").arg(Format::number(num(p, "factor")));
        } else if (l.code == "calibration-communication") {
            parts << tr("communication × %1").arg(Format::number(num(p, "factor")));
        } else if (l.code == "calibration-activations") {
            parts << tr("activation memory × %1").arg(Format::number(num(p, "factor")));
        } else if (l.code == "calibration-memory") {
            parts << tr("memory %1").arg(signedGib(num(p, "gib")));
        }
    }
    if (where.isEmpty())
        return {};
    QString runs;
    if (model.isEmpty())
        runs = where.size() > 1 ? tr("Calibrated from your runs on %1").arg(where.join(tr(", ")))
               : date.isEmpty() ? tr("Calibrated from your run on %1").arg(hardware)
                                : tr("Calibrated from your run on %1 (%2)").arg(hardware, date);
    else
        runs = where.size() > 1 ? tr("Calibrated from your runs of %1 on %2").arg(model, where.join(tr(", ")))
               : date.isEmpty() ? tr("Calibrated from your run of %1 on %2").arg(model, hardware)
                                : tr("Calibrated from your run of %1 on %2 (%3)").arg(model, hardware, date);
    return parts.isEmpty() ? runs : tr("%1: %2").arg(runs, parts.join(tr(", ")));
}

QString PlanSheetText::sectionTitle(const std::string &code)
{
    static const std::map<std::string, const char *> titles = {
        {"why-recommended", QT_TR_NOOP("Why it is recommended")},
        {"why-rejected", QT_TR_NOOP("Why it is rejected")},
        {"plan-vs-actual", QT_TR_NOOP("Plan vs actual")},
        {"calibration", QT_TR_NOOP("Calibrated from your run")},
        {"job", QT_TR_NOOP("The job")},
        {"instance", QT_TR_NOOP("Instance")},
        {"storage", QT_TR_NOOP("Storage")},
        {"network", QT_TR_NOOP("Network")},
        {"software", QT_TR_NOOP("Software image")},
        {"framework", QT_TR_NOOP("Framework settings")},
        {"checkpoints", QT_TR_NOOP("Checkpoint plan")},
        {"cost", QT_TR_NOOP("Time and cost")},
        {"memory", QT_TR_NOOP("GPU memory")},
        {"top-candidates", QT_TR_NOOP("Top candidates")},
        {"advice", QT_TR_NOOP("Advice")},
        {"warnings", QT_TR_NOOP("Warnings")},
        {"assumptions", QT_TR_NOOP("Assumptions")},
    };
    const auto it = titles.find(code);
    return it == titles.end() ? QString() : tr(it->second);
}

PlanSheetText::Row PlanSheetText::row(const tp::SheetLine &line, const tp::Catalog &catalog)
{
    // What each line code writes into its row. A writer returns false when the line lacks what
    // its code needs; the line is then worded as a software line, as lines of unknown codes are.
    using Writer = bool (*)(Row &, const tp::SheetLine &, const json &, const tp::Catalog &);
    static const Writer messageWithTitle = [](Row &r, const tp::SheetLine &line, const json &,
                                              const tp::Catalog &) {
        r.label = line.message ? PlanText::title(line.message->code) : QString();
        r.value = messageText(line);
        return true;
    };
    static const std::map<std::string, Writer> writers = {
        // --- lines that repeat a core message
        {"recommended-because", [](Row &r, const tp::SheetLine &line, const json &, const tp::Catalog &) {
            r.value = messageText(line); // the sentence names what it is about
            return true;
        }},
        {"reason", messageWithTitle},
        {"warning", messageWithTitle},
        {"advice", [](Row &r, const tp::SheetLine &line, const json &, const tp::Catalog &) {
            if (!line.message)
                return false;
            r.label = PlanText::title(line.message->code);
            r.value = CoreMessages::text(*line.message);
            r.detail = adviceDetail(*line.message);
            return true;
        }},
        {"fix", [](Row &r, const tp::SheetLine &line, const json &, const tp::Catalog &) {
            set(r, tr("Changed to fit"), messageText(line));
            return true;
        }},
        {"assumption", [](Row &r, const tp::SheetLine &line, const json &, const tp::Catalog &) {
            if (!line.message)
                return false;
            const QString title = CoreMessages::title(line.message->code);
            set(r, title.isEmpty() ? PlanText::title(line.message->code) : title, messageText(line));
            return true;
        }},
        // --- summary
        {"title", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const auto method = tp::fromString<tp::Method>(id(p, "method"));
            r.value =
                tr("Training plan: %1, %2").arg(str(p, "model"), method ? PlanText::method(*method) : QString());
            return true;
        }},
        {"candidate", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            r.value = PlanText::describe(catalog, whole(p, "nodes"), id(p, "instance"), whole(p, "gpus"),
                                         id(p, "gpu"), id(p, "provider"), billing(p));
            return true;
        }},
        {"verdict", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            r.label = PlanText::status(id(p, "status"), id(p, "reason"));
            const QString time =
                PlanText::timeWithRange(num(p, "hours"), num(p, "hours_low"), num(p, "hours_high"));
            r.value = has(p, "cost") ? tr("%1, %2").arg(money(p, "cost"), time) : time;
            return true;
        }},
        // --- plan vs actual: a watched run
        {"actual-run", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            const QString when = Format::moment(id(p, "recorded_at"));
            set(r, tr("Watched run"), tr("%1, as of %2").arg(str(p, "log"), when));
            r.detail = tr("compared with candidate %1 of the plan: %2")
                           .arg(whole(p, "candidate"))
                           .arg(PlanText::describe(catalog, whole(p, "nodes"), id(p, "instance"), whole(p, "gpus"),
                                                   id(p, "gpu"), id(p, "provider"), billing(p)));
            return true;
        }},
        {"actual-verdict", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Verdict"), WatchText::verdictTitle(id(p, "verdict")));
            return true;
        }},
        {"actual-progress", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Progress"),
                has(p, "ended") && p["ended"] == true
                    ? tr("%1 of the planned samples; the run ended").arg(Format::percent(num(p, "fraction")))
                    : tr("%1 done; the plan expected %2 by then")
                          .arg(Format::percent(num(p, "fraction")), Format::percent(num(p, "planned_fraction"))));
            return true;
        }},
        {"actual-time", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const QString planned = WatchText::hours(num(p, "planned"));
            set(r, tr("Time"),
                has(p, "ended") && p["ended"] == true
                    ? tr("%1 in all (plan %2)").arg(WatchText::hours(num(p, "elapsed")), planned)
                    : tr("%1 so far; %2 in all at this pace (plan %3)")
                          .arg(WatchText::hours(num(p, "elapsed")), WatchText::hours(num(p, "projected")), planned));
            return true;
        }},
        {"actual-speed", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Throughput"),
                has(p, "now") ? tr("%1 samples/s (plan %2)")
                                    .arg(Format::number(num(p, "now")), Format::number(num(p, "planned")))
                              : tr("not measured yet (plan %1 samples/s)").arg(Format::number(num(p, "planned"))));
            return true;
        }},
        {"actual-cost", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            QString text = money(p, "so_far");
            if (has(p, "projected") && !(has(p, "ended") && p["ended"] == true))
                text = tr("%1 so far; %2 in all at this pace").arg(text, money(p, "projected"));
            if (has(p, "planned"))
                text = tr("%1 (plan %2)").arg(text, money(p, "planned"));
            set(r, tr("Cost"), text);
            return true;
        }},
        {"actual-restarts", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Restarts"), tr("started again %n time(s)", nullptr, whole(p, "restarts")));
            return true;
        }},
        // --- calibration
        {"calibration-run", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            QStringList causes;
            if (p.contains("corrects") && p["corrects"].is_array())
                for (const json &cause : p["corrects"])
                    if (cause.is_string())
                        causes << corrected(cause.get<std::string>());
            const QString on = id(p, "model").empty() ? str(p, "hardware")
                                                      : tr("%1 on %2").arg(str(p, "model"), str(p, "hardware"));
            const QString where = id(p, "date").empty() ? on : tr("%1, %2").arg(on, str(p, "date"));
            set(r, tr("Measured run"),
                causes.isEmpty() ? where : tr("%1; corrects %2").arg(where, causes.join(tr(", "))));
            if (!id(p, "source").empty())
                r.detail = tr("from %1").arg(str(p, "source"));
            return true;
        }},
        {"calibration-speed", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Speed"), tr("× %1 of the published estimate").arg(Format::number(num(p, "factor"))));
            return true;
        }},
        {"calibration-communication", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Communication"), tr("× %1").arg(Format::number(num(p, "factor"))));
            return true;
        }},
        {"calibration-activations", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Activation memory"), tr("× %1").arg(Format::number(num(p, "factor"))));
            return true;
        }},
        {"calibration-memory", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("GPU memory"), tr("%1 per GPU").arg(signedGib(num(p, "gib"))));
            return true;
        }},
        {"calibration-limit", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Not settled"), calibrationLimit(p));
            return true;
        }},
        // --- job
        {"model", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Model"), tr("%1 (%2 parameters)").arg(str(p, "name"), PlanText::count(num(p, "params"))));
            return true;
        }},
        {"method", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const auto method = tp::fromString<tp::Method>(id(p, "method"));
            QString text = method ? PlanText::method(*method) : str(p, "method");
            if (has(p, "rank"))
                text += tr(", rank %1, %2")
                            .arg(whole(p, "rank"))
                            .arg(id(p, "targets") == "all-linear" ? tr("all linear layers") : str(p, "targets"));
            set(r, tr("Method"), text);
            return true;
        }},
        {"precision", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const auto precision = tp::fromString<tp::Precision>(id(p, "precision"));
            set(r, tr("Precision"), precision ? PlanText::precision(*precision) : str(p, "precision"));
            return true;
        }},
        {"data-tokens", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Data"),
                tr("%1 samples × %2 tokens × %3 epochs = %4 tokens; sequence length %5")
                    .arg(PlanText::count(num(p, "samples")), Format::number(num(p, "tokens_per_sample")),
                         Format::number(num(p, "epochs")), PlanText::count(num(p, "tokens")))
                    .arg(whole(p, "seq_len")));
            return true;
        }},
        {"data-images", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Data"), tr("%1 images × %2 epochs at %3 px")
                                .arg(PlanText::count(num(p, "samples")), Format::number(num(p, "epochs")))
                                .arg(whole(p, "image_size")));
            return true;
        }},
        {"limits", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            QStringList limits;
            if (has(p, "budget"))
                limits << tr("budget %1").arg(PlanText::money(num(p, "budget"), id(p, "currency")));
            if (has(p, "deadline_hours"))
                limits << tr("deadline %1").arg(Format::duration(num(p, "deadline_hours")));
            set(r, tr("Limits"), limits.isEmpty() ? tr("none") : limits.join(tr("; ")));
            return true;
        }},
        // --- instance
        {"provider", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            set(r, tr("Provider"), PlanText::provider(catalog, id(p, "provider")));
            return true;
        }},
        {"instance-type", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Instance type"), tr("%1 (family %2)").arg(str(p, "instance"), str(p, "family")));
            return true;
        }},
        {"nodes", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Nodes"), QString::number(whole(p, "nodes")));
            return true;
        }},
        {"gpus", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const QString gpu = has(p, "name")
                                    ? tr("%1, %2").arg(str(p, "name"), Format::gib(num(p, "memory_gib")))
                                    : str(p, "gpu");
            set(r, tr("GPUs"),
                tr("%1 per node, %2 in all: %3").arg(whole(p, "per_node")).arg(whole(p, "total")).arg(gpu));
            return true;
        }},
        {"host", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Host"),
                tr("%1 vCPUs, %2 memory per node").arg(whole(p, "vcpus")).arg(Format::gib(num(p, "memory_gib"))));
            return true;
        }},
        {"region", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            set(r, tr("Region"), PlanText::region(catalog, id(p, "region"), id(p, "provider")));
            return true;
        }},
        {"billing", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Billing"), billing(p));
            return true;
        }},
        {"price", [](Row &r, const tp::SheetLine &line, const json &p, const tp::Catalog &) {
            set(r, tr("Price"),
                tr("%1 per node-%2").arg(money(p), id(p, "per") == "month" ? tr("month") : tr("hour")));
            r.detail = messageText(line);
            return true;
        }},
        {"price-source", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            // A few words and the page; the catalog browser has the whole source.
            tp::Provenance provenance;
            provenance.source = id(p, "source");
            provenance.confidence = id(p, "confidence");
            QString source =
                tr("%1, %2, confidence: %3")
                    .arg(PlanText::priceSource(provenance, PlanText::provider(catalog, id(p, "provider")),
                                               p.value("own", false)),
                         str(p, "date"), CoreMessages::confidence(id(p, "confidence")));
            const QString age = CoreMessages::priceAge(id(p, "date"), tp::today());
            if (!age.isEmpty())
                source += tr("; %1").arg(age);
            set(r, tr("Price source"), source);
            return true;
        }},
        {"no-price", [](Row &r, const tp::SheetLine &, const json &, const tp::Catalog &) {
            set(r, tr("Price"), tr("not in the catalog"));
            return true;
        }},
        // --- storage
        {"dataset", [](Row &r, const tp::SheetLine &line, const json &p, const tp::Catalog &) {
            const QString rule = line.message
                                     ? CoreMessages::datasetRule(line.message->params,
                                                                 QString::fromStdString(line.message->message))
                                     : QString();
            set(r, tr("Data set"), rule.isEmpty() ? gb(num(p, "gb")) : tr("%1 (%2)").arg(gb(num(p, "gb")), rule));
            return true;
        }},
        {"data-location", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Stored in"), PlanText::dataLocation(str(p, "location")));
            return true;
        }},
        {"reads-from", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            set(r, tr("Training reads from"), PlanText::storage(catalog, id(p, "storage")));
            if (has(p, "read_mbps"))
                r.detail = tr("(reads %1 MB/s per node, %2 per GB-month)")
                               .arg(Format::number(num(p, "read_mbps")),
                                    PlanText::money(num(p, "price_per_gb_month"), id(p, "currency")));
            return true;
        }},
        {"reads-from-unpriced", [](Row &r, const tp::SheetLine &, const json &, const tp::Catalog &) {
            set(r, tr("Training reads from"), tr("not costed: the catalog lists no storage for this provider"));
            return true;
        }},
        {"location-note", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Note"), locationNote(p));
            return true;
        }},
        {"checkpoints-on", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            set(r, tr("Checkpoints on"), PlanText::storage(catalog, id(p, "storage")));
            return true;
        }},
        // --- network
        {"between-nodes", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            QString net = tr("%1 Gbit/s per node").arg(Format::number(num(p, "gbps")));
            if (has(p, "rdma"))
                net += tr("; %1 %2 Gbit/s").arg(rdmaName(id(p, "rdma")), Format::number(num(p, "rdma_gbps")));
            set(r, tr("Between nodes"), net);
            return true;
        }},
        {"inside-node", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const std::string link = id(p, "link");
            set(r, tr("Inside a node"), link == "nvlink" ? tr("NVLink between the node's GPUs")
                                     : link == "hccs" ? tr("HCCS between the node's NPUs")
                                     : link == "pcie" ? tr("PCIe between the node's GPUs")
                                                      : tr("one GPU per node"));
            return true;
        }},
        {"all-reduce", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("All-reduce"),
                has(p, "rdma") ? tr("gradients cross nodes over %1; set NCCL to use it (the launch files do).")
                                     .arg(rdmaName(id(p, "rdma")))
                               : tr("gradients cross nodes over TCP: expect communication to limit the speed."));
            return true;
        }},
        // --- framework
        {"distributed", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            set(r, tr("Distributed"), distributed(p, catalog));
            return true;
        }},
        {"launch", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const std::string tool = id(p, "tool");
            QString launch = QString::fromStdString(tool);
            if (tool == "torchrun")
                launch += QStringLiteral(" --nnodes %1 --nproc_per_node %2")
                              .arg(whole(p, "nodes"))
                              .arg(whole(p, "gpus_per_node"));
            else if (tool == "yolo")
                launch += QStringLiteral(" train");
            set(r, tr("Launch"), launch);
            return true;
        }},
        {"batch", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Batch"), tr("micro-batch %1 per GPU × %2 GPUs × %3 accumulation steps = global batch %4")
                                 .arg(whole(p, "micro_batch"))
                                 .arg(whole(p, "data_parallel"))
                                 .arg(whole(p, "accumulation"))
                                 .arg(whole(p, "global_batch")));
            return true;
        }},
        {"recompute", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const auto recompute = tp::fromString<tp::Recompute>(id(p, "recompute"));
            set(r, tr("Activation checkpointing"),
                recompute ? CoreMessages::recompute(*recompute) : str(p, "recompute"));
            return true;
        }},
        {"sequence-length", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Sequence length"), tr("%1 tokens (%2 per sample on average)")
                                           .arg(whole(p, "seq_len"))
                                           .arg(Format::number(num(p, "tokens_per_sample"))));
            return true;
        }},
        {"offload", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Offload"), id(p, "what") == "all" ? tr("weights, gradients and optimizer to the host")
                                                      : tr("optimizer states to the host"));
            return true;
        }},
        {"throughput", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const QString step = Format::duration(num(p, "step_seconds") / 3600.0);
            set(r, tr("Throughput"),
                has(p, "tokens_per_s")
                    ? tr("%1 tokens/s, %2 samples/s; %3 per step")
                          .arg(Format::number(num(p, "tokens_per_s")), Format::number(num(p, "samples_per_s")),
                               step)
                    : tr("%1 images/s; %2 per step").arg(Format::number(num(p, "samples_per_s")), step));
            return true;
        }},
        // --- checkpoints
        {"checkpoint-size", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("One checkpoint"),
                tr("%1 (what resuming needs: trainable weights and optimizer states)").arg(gb(num(p, "gb"))));
            return true;
        }},
        {"kept", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Kept"), tr("the latest %1, in case one is torn while written").arg(whole(p, "count")));
            return true;
        }},
        {"interval", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Interval"),
                tr("every %1 (Young's formula √(2·C·M), C the write time, M the time between reclaims)")
                    .arg(Format::duration(num(p, "hours"))));
            return true;
        }},
        {"write-time", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Write time"), Format::duration(num(p, "seconds") / 3600.0));
            return true;
        }},
        {"reclaims", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Reclaims"), tr("%1 expected (one per %2 of the job), %3 to restart; %4 more time")
                                    .arg(Format::number(num(p, "expected")))
                                    .arg(Format::duration(num(p, "mtbf_hours")))
                                    .arg(Format::duration(num(p, "restart_minutes") / 60.0))
                                    .arg(Format::percent(num(p, "overhead"))));
            return true;
        }},
        {"interval-no-spot", [](Row &r, const tp::SheetLine &, const json &, const tp::Catalog &) {
            set(r, tr("Interval"),
                tr("no reclaims to guard against: save at the end of each epoch and before stopping"));
            return true;
        }},
        // --- time and cost
        {"time", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Time"), tr("%1; %2").arg(PlanText::timeWithRange(num(p, "hours"), num(p, "hours_low"),
                                                                     num(p, "hours_high")),
                                             Format::gpuHours(num(p, "gpu_hours"))));
            return true;
        }},
        {"unpriced", [](Row &r, const tp::SheetLine &, const json &, const tp::Catalog &) {
            set(r, tr("Cost"), tr("No price: add one in the catalog browser."));
            return true;
        }},
        {"compute", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            QString compute = money(p);
            if (has(p, "months"))
                compute += tr(" (%n whole month(s))", nullptr, whole(p, "months"));
            set(r, tr("Compute"), compute);
            return true;
        }},
        {"interruptions", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Spot interruptions"), money(p));
            return true;
        }},
        {"data-storage", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Data storage"), money(p));
            return true;
        }},
        {"checkpoint-storage", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Checkpoint storage"), money(p));
            return true;
        }},
        {"total", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Total"), money(p));
            return true;
        }},
        // --- memory
        {"used", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Used per GPU"), tr("%1 of %2 (%3)")
                                        .arg(Format::gib(num(p, "gib")), Format::gib(num(p, "capacity_gib")),
                                             Format::percent(num(p, "fraction"))));
            return true;
        }},
        {"breakdown", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Breakdown"), tr("weights %1, gradients %2, optimizer states %3, activations %4, other %5")
                                     .arg(Format::gib(num(p, "weights")), Format::gib(num(p, "gradients")),
                                          Format::gib(num(p, "optimizer")), Format::gib(num(p, "activations")),
                                          Format::gib(num(p, "other"))));
            return true;
        }},
        // --- top candidates
        {"candidate-row", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &catalog) {
            const std::string mark = id(p, "mark");
            r.cells << PlanText::provider(catalog, id(p, "provider"))
                    << str(p, "instance") + (mark == "recommended" ? QStringLiteral(" ★")
                                             : mark == "pareto"    ? QStringLiteral(" ◆")
                                                                   : QString())
                    << tr("%1 × %2").arg(whole(p, "gpus_per_node")).arg(str(p, "gpu"))
                    << QString::number(whole(p, "nodes")) << billing(p) << Format::duration(num(p, "hours"))
                    << money(p, "cost");
            return true;
        }},
        // --- assumptions
        {"utilisation", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Utilisation"), tr("%1 model FLOPs utilisation, fitted on published training runs by workload "
                                      "class and GPU generation")
                                       .arg(Format::percent(num(p, "mfu"))));
            return true;
        }},
        {"spot-rate", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            set(r, tr("Spot interruptions"), tr("%1 per node-hour (provider terms in the catalog)")
                                              .arg(QLocale().toString(num(p, "per_node_hour"), 'g', 3)));
            return true;
        }},
        {"catalog", [](Row &r, const tp::SheetLine &, const json &p, const tp::Catalog &) {
            const QString prices =
                has(p, "prices_from") && !id(p, "prices_from").empty()
                    ? tr("prices dated %1 to %2").arg(str(p, "prices_from"), str(p, "prices_to"))
                    : tr("no prices");
            set(r, tr("Catalog"), tr("%n file(s); %1; utilisation model of %2", nullptr, whole(p, "files"))
                                   .arg(prices, str(p, "efficiency_date")));
            return true;
        }},
    };

    Row r;
    r.tone = line.tone;
    const auto writer = writers.find(line.code);
    if (writer == writers.end() || !writer->second(r, line, line.params, catalog))
        r.value = software(line, catalog); // --- software (one list line each)
    return r;
}

PlanSheetText::Sheet PlanSheetText::render(const tp::PlanSheetModel &sheet, const tp::Catalog &catalog)
{
    Sheet out;
    for (const tp::SheetSection &s : sheet.sections) {
        if (s.code == "summary") {
            for (const tp::SheetLine &l : s.lines) {
                const Row r = row(l, catalog);
                if (l.code == "title")
                    out.title = r.value;
                else if (l.code == "candidate")
                    out.headline = r.value;
                else if (l.code == "verdict")
                    out.verdict = r;
            }
            continue;
        }
        Part part;
        part.code = s.code;
        part.title = sectionTitle(s.code);
        if (s.code == "why-recommended" || s.code == "why-rejected" || s.code == "software" ||
            s.code == "advice" || s.code == "warnings")
            part.layout = Layout::List;
        if (s.code == "top-candidates") {
            part.layout = Layout::Grid;
            const std::string currency =
                s.lines.empty() ? std::string() : id(s.lines.front().params, "currency");
            part.header << tr("Provider") << tr("Instance type") << tr("GPUs") << tr("Nodes") << tr("Billing")
                        << tr("Time") << tr("Cost (%1)").arg(PlanText::currencySymbol(currency));
            part.footnote = tr("★ recommended  ◆ on the Pareto front of cost and time");
        }
        if (s.code == "calibration")
            part.footnote = calibrationNote(s);
        for (const tp::SheetLine &l : s.lines)
            part.rows << row(l, catalog);
        out.parts << part;
    }
    return out;
}
