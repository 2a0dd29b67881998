#include "text/CoreMessages.h"

#include "text/EnumText.h"

#include <QLocale>
#include <QStringList>
#include <cmath>
#include <functional>
#include <map>

namespace {

using nlohmann::json;

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

// Reads a message's params; a param that is missing or of another type makes the whole sentence
// fall back to the core's English.
class Args
{
public:
    explicit Args(const json &params) : m_params(params) { m_ok = params.is_object(); }

    bool ok() const { return m_ok; }
    // A value this build has no words for (a newer core): the core's English instead.
    QString fail()
    {
        m_ok = false;
        return {};
    }

    // Whether a param is there and not null; unlike isNull(), its absence is no error.
    bool has(const char *name) const
    {
        if (!m_params.is_object())
            return false;
        auto it = m_params.find(name);
        return it != m_params.end() && !it->is_null();
    }
    bool isNull(const char *name)
    {
        const json *v = find(name);
        return !v || v->is_null();
    }
    double value(const char *name)
    {
        const json *v = find(name);
        if (!v || !v->is_number()) {
            m_ok = false;
            return 0;
        }
        return v->get<double>();
    }
    bool flag(const char *name)
    {
        const json *v = find(name);
        if (!v || !v->is_boolean()) {
            m_ok = false;
            return false;
        }
        return v->get<bool>();
    }
    QString text(const char *name)
    {
        const json *v = find(name);
        if (!v || !v->is_string()) {
            m_ok = false;
            return {};
        }
        return fromStd(v->get<std::string>());
    }
    QStringList list(const char *name)
    {
        QStringList out;
        const json *v = find(name);
        if (!v || !v->is_array()) {
            m_ok = false;
            return out;
        }
        for (const json &item : *v) {
            if (!item.is_string()) {
                m_ok = false;
                return out;
            }
            out << fromStd(item.get<std::string>());
        }
        return out;
    }

    // A number with `digits` decimals in the current locale.
    QString num(const char *name, int digits) { return number(value(name), digits); }
    QString integer(const char *name)
    {
        return QLocale().toString(static_cast<qlonglong>(std::llround(value(name))));
    }
    // "6.60 h", "12.5 h", "140 h" (decimals by size, as the core writes them)
    QString hours(const char *name)
    {
        const double h = value(name);
        return CoreMessages::tr("%1 h").arg(number(h, h >= 100 ? 0 : h >= 10 ? 1 : 2));
    }
    // "41.30 CNY", "1234 CNY" (whole units from 1000 up); "41.30 元" in Chinese
    QString money(const char *amount, const char *currency)
    {
        const double v = value(amount);
        const QString code = text(currency);
        const QString unit = code == QLatin1String("CNY")   ? CoreMessages::tr("CNY", "unit after an amount")
                             : code == QLatin1String("USD") ? CoreMessages::tr("USD", "unit after an amount")
                                                            : code;
        return QStringLiteral("%1 %2").arg(number(v, v >= 1000 ? 0 : 2), unit);
    }
    // "12 GB", "3.5 GB" (bytes in decimal GB, whole from 10 up)
    QString gb(const char *name)
    {
        const double v = value(name);
        return CoreMessages::tr("%1 GB").arg(number(v, v >= 10 ? 0 : 1));
    }
    QString billing(const char *name)
    {
        const QString b = text(name);
        if (b == QLatin1String("ondemand"))
            return CoreMessages::tr("on demand");
        if (b == QLatin1String("spot"))
            return CoreMessages::tr("spot");
        if (b == QLatin1String("subscription") || b == QLatin1String("subscription_month"))
            return CoreMessages::tr("subscription");
        if (b == QLatin1String("reserved_1y"))
            return CoreMessages::tr("1-year reserved");
        if (b == QLatin1String("reserved_3y"))
            return CoreMessages::tr("3-year reserved");
        return b;
    }
    // "eRDMA" (Alibaba Cloud's elastic RDMA) has a name of its own in Chinese; "RDMA" is RDMA.
    QString rdmaName()
    {
        const QString name = text("rdma_name");
        return name == QLatin1String("eRDMA") ? CoreMessages::tr("eRDMA") : name;
    }
    // The configuration a suggestion names: "1 x ecs.gn7i-c8g1.2xlarge (1 x A10, alibaba), spot"
    QString configuration()
    {
        return CoreMessages::tr("%1 x %2 (%3 x %4, %5), %6")
            .arg(integer("nodes"), text("instance_type"), integer("gpus"), text("gpu"), providerName(),
                 billing("billing"));
    }
    // The provider in the reader's language: 阿里云 for a Chinese reader, "Alibaba Cloud" else;
    // the id for messages of plans saved before the names were carried.
    QString providerName()
    {
        QString name;
        if (QLocale().language() == QLocale::Chinese)
            name = optionalText("provider_name_zh");
        if (name.isEmpty())
            name = optionalText("provider_name");
        return name.isEmpty() ? text("provider") : name;
    }
    // A text the catalog gives in both languages: the Chinese one for a Chinese reader when given.
    QString localizedText(const char *en, const char *zh)
    {
        if (QLocale().language() == QLocale::Chinese) {
            const QString z = optionalText(zh);
            if (!z.isEmpty())
                return z;
        }
        return text(en);
    }
    // A string parameter that may be absent or null (no effect on ok()).
    QString optionalText(const char *name) const
    {
        if (!m_params.is_object())
            return {};
        const auto it = m_params.find(name);
        return it != m_params.end() && it->is_string() ? fromStd(it->get<std::string>()) : QString();
    }

private:
    static QString number(double v, int digits) { return QLocale().toString(v, 'f', digits); }

    const json *find(const char *name)
    {
        if (!m_params.is_object()) {
            m_ok = false;
            return nullptr;
        }
        auto it = m_params.find(name);
        if (it == m_params.end()) {
            m_ok = false;
            return nullptr;
        }
        return &*it;
    }

    const json &m_params;
    bool m_ok = true;
};

QString joined(const QStringList &parts)
{
    return parts.join(CoreMessages::tr(", "));
}

// The settings of the "forced-setting" advice with this prefix ("given_", "free_"): "activation
// checkpointing on, micro_batch 1".
QString forcedSettings(Args &a, const std::string &prefix)
{
    QStringList out;
    const std::string ck = prefix + "checkpointing", zero = prefix + "zero_stage",
                      mb = prefix + "micro_batch";
    if (a.has(ck.c_str())) {
        const QString r = a.text(ck.c_str());
        out << (r == QLatin1String("none")        ? CoreMessages::tr("activation checkpointing off")
                : r == QLatin1String("selective") ? CoreMessages::tr("selective activation checkpointing")
                                                  : CoreMessages::tr("activation checkpointing on"));
    }
    if (a.has(zero.c_str()))
        out << CoreMessages::tr("ZeRO stage %1").arg(a.integer(zero.c_str()));
    if (a.has(mb.c_str()))
        out << CoreMessages::tr("micro_batch %1").arg(a.integer(mb.c_str()));
    return joined(out);
}

// --- parts of the recommendation's reasons and the assumptions

// "12 feasible options that finish within the 96.0 h deadline and stay within the 1500 CNY budget"
QString feasibleOptions(Args &a)
{
    const QString count = a.value("feasible") == 1
                              ? CoreMessages::tr("1 feasible option")
                              : CoreMessages::tr("%1 feasible options").arg(a.integer("feasible"));
    const bool deadline = !a.isNull("deadline_hours"), budget = !a.isNull("max_cost");
    if (deadline && budget)
        return CoreMessages::tr("%1 that finish within the %2 deadline and stay within the %3 budget")
            .arg(count, a.hours("deadline_hours"), a.money("max_cost", "currency"));
    if (deadline)
        return CoreMessages::tr("%1 that finish within the %2 deadline")
            .arg(count, a.hours("deadline_hours"));
    if (budget)
        return CoreMessages::tr("%1 that stay within the %2 budget")
            .arg(count, a.money("max_cost", "currency"));
    return count;
}

// "41.30 CNY for about 6.60 h (range 5.10 h to 8.90 h) on 1 x ecs.gn7i-c8g1.2xlarge (1 x A10, alibaba),
// spot."
QString outcome(Args &a)
{
    return CoreMessages::tr("%1 for about %2 (range %3 to %4) on %5.")
        .arg(a.money("cost_total", "currency"), a.hours("time_hours"), a.hours("time_hours_low"),
             a.hours("time_hours_high"), a.configuration());
}

// How a price was found (cost::resolvePrice): "list price", "spot = 0.30 x on-demand (...)".
QString priceBasis(Args &a, const char *basis, const char *factor, const char *defaulted)
{
    const QString kind = a.text(basis);
    if (kind == QLatin1String("list"))
        return CoreMessages::tr("list price");
    if (kind == QLatin1String("spot"))
        return (a.flag(defaulted)
                    ? CoreMessages::tr(
                          "spot assumed at %1 x on-demand (planner default: no spot terms in the catalog)")
                    : CoreMessages::tr(
                          "spot assumed at %1 x on-demand (provider spot terms; the market price moves)"))
            .arg(a.num(factor, 2));
    if (kind == QLatin1String("month"))
        return (a.flag(defaulted)
                    ? CoreMessages::tr("month assumed at on-demand x 730 h x %1 (planner default: no "
                                       "subscription terms in the catalog)")
                    : CoreMessages::tr(
                          "month assumed at on-demand x 730 h x %1 (provider subscription terms)"))
            .arg(a.num(factor, 2));
    if (kind == QLatin1String("reserved"))
        return CoreMessages::tr("reserved = %1 x on-demand (provider reserved terms)").arg(a.num(factor, 2));
    return a.fail();
}

// The confidence of a catalog figure (catalog/README.md): list, reported, estimate or quote.
QString confidenceWord(const QString &c)
{
    // the words of the core's English sentences (catalog/README.md), which CatalogText explains
    if (c == QLatin1String("list"))
        return CoreMessages::tr("list", "confidence of a catalog figure: from the vendor's price list");
    if (c == QLatin1String("reported"))
        return CoreMessages::tr("reported", "confidence of a catalog figure: reported by a third party");
    if (c == QLatin1String("estimate"))
        return CoreMessages::tr("estimate", "confidence of a catalog figure: derived by TrainPlan");
    if (c == QLatin1String("quote"))
        return CoreMessages::tr(
            "quote", "confidence of a catalog figure: quoted by the provider's API for the user's account");
    return c;
}

QString confidence(Args &a, const char *name)
{
    return confidenceWord(a.text(name));
}

// The changes that make a candidate fit (fixNotes), each when its first param is set.
QStringList fixes(Args &a)
{
    QStringList out;
    if (a.has("precision_from"))
        out << CoreMessages::tr("%1 -> %2 (%3 has no %1 tensor cores)")
                   .arg(a.text("precision_from"), a.text("precision_to"), a.text("gpu"));
    if (a.has("method_from"))
        out << CoreMessages::tr("%1 -> %2 (4-bit base weights: about a quarter of the weight memory)")
                   .arg(a.text("method_from"), a.text("method_to"));
    if (a.has("activation_checkpointing"))
        out << (a.has("recompute") && a.text("recompute") == QLatin1String("selective")
                    ? CoreMessages::tr("activation checkpointing selective (recomputes attention only)")
                : a.flag("activation_checkpointing")
                    ? CoreMessages::tr("activation checkpointing on (recomputes the forward pass: about a "
                                       "third more compute)")
                    : CoreMessages::tr("activation checkpointing off"));
    if (a.has("micro_batch_from"))
        out << CoreMessages::tr("micro-batch %1 -> %2 with gradient accumulation %3 (same global batch)")
                   .arg(a.integer("micro_batch_from"), a.integer("micro_batch_to"),
                        a.integer("gradient_accumulation"));
    if (a.has("zero_stage_from"))
        out << CoreMessages::tr("ZeRO stage %1 -> %2")
                   .arg(a.integer("zero_stage_from"), a.integer("zero_stage_to"));
    return out;
}

// One change (a fix-* code): the one part its params fill.
QString oneFix(Args &a)
{
    const QStringList parts = fixes(a);
    return parts.size() == 1 ? parts.front() : a.fail();
}

// The provider an assumption is about: "alibaba", "acme (no billing terms in the catalog)".
QString provider(Args &a)
{
    const QString name = a.providerName();
    return a.flag("provider_known") ? name
                                    : CoreMessages::tr("%1 (no billing terms in the catalog)").arg(name);
}

// How the data set's size was found (cost::datasetBytes).
QString datasetRule(Args &a)
{
    const QString rule = a.text("rule");
    if (rule == QLatin1String("given"))
        return CoreMessages::tr("the size given in the job");
    if (rule == QLatin1String("text-tokens"))
        return CoreMessages::tr(
            "estimated: 4 bytes of text per token (a BPE token is about 4 characters of English)");
    if (rule == QLatin1String("detection-images"))
        return CoreMessages::tr("estimated: 155 kB per image (COCO train2017 average)");
    if (rule == QLatin1String("classification-images"))
        return CoreMessages::tr("estimated: 110 kB per image (ImageNet-1k train average)");
    return a.fail();
}

using Sentence = std::function<QString(Args &)>;

// The message of every code (core/MessageCodes.cpp, in its order).
const std::map<std::string, Sentence> &messages()
{
    static const std::map<std::string, Sentence> table = {
        // --- the workload as resolved
        {"precision-unsupported",
         [](Args &a) {
             return CoreMessages::tr("%1 has no %2 tensor cores; estimated at its fp32 rate. Use %3 instead")
                 .arg(a.text("gpu"), a.text("precision"), a.text("suggested_precision"));
         }},
        {"seq-exceeds-model",
         [](Args &a) {
             return CoreMessages::tr("seq_len %1 is longer than the model's context of %2 tokens")
                 .arg(a.integer("seq_len"), a.integer("max_seq_len"));
         }},
        {"truncated-samples",
         [](Args &a) {
             return CoreMessages::tr("samples are longer than seq_len and will be truncated to %1 tokens")
                 .arg(a.integer("seq_len"));
         }},
        {"distributed-optimizer",
         [](Args &a) {
             return CoreMessages::tr("ZeRO stage 2 under %1 is its distributed optimizer "
                                     "(--use-distributed-optimizer): optimizer states and master weights "
                                     "sharded, the gradient buffer whole, as in stage 1")
                 .arg(a.text("framework"));
         }},
        // --- the estimator
        {"does-not-fit",
         [](Args &a) {
             QStringList given;
             if (!a.isNull("given_micro_batch"))
                 given << CoreMessages::tr("micro_batch %1").arg(a.integer("given_micro_batch"));
             if (!a.isNull("given_zero_stage"))
                 given << CoreMessages::tr("ZeRO stage %1").arg(a.integer("given_zero_stage"));
             if (!a.isNull("given_activation_checkpointing"))
                 given << (a.flag("given_activation_checkpointing")
                               ? CoreMessages::tr("activation checkpointing on")
                               : CoreMessages::tr("activation checkpointing off"));
             const QString needed = a.num("needed_gib", 1), gpu = a.text("gpu");
             // with a headroom, the memory a candidate may use is the GPU's less the share kept free
             const QString has = a.isNull("headroom_percent")
                                     ? CoreMessages::tr("%1 GiB").arg(a.num("capacity_gib", 0))
                                     : CoreMessages::tr("%1 GiB, %2% of it kept free")
                                           .arg(a.num("capacity_gib", 0), a.num("headroom_percent", 0));
             if (given.isEmpty())
                 return CoreMessages::tr(
                            "needs %1 GiB per GPU but %2 has %3, with every setting tried (ZeRO, activation "
                            "checkpointing, micro-batch 1)")
                     .arg(needed, gpu, has);
             return CoreMessages::tr(
                        "needs %1 GiB per GPU but %2 has %3 with %4 as given; leave them out to let "
                        "TrainPlan find a setting that fits")
                 .arg(needed, gpu, has, joined(given));
         }},
        {"memory-tight",
         [](Args &a) {
             return CoreMessages::tr(
                        "uses %1% of GPU memory: longer samples or a framework upgrade can tip it into "
                        "out-of-memory")
                 .arg(a.num("used_percent", 0));
         }},
        {"batch-rounded",
         [](Args &a) {
             const QString unit = QLocale().toString(
                 static_cast<qlonglong>(std::llround(a.value("micro_batch") * a.value("data_parallel"))));
             const QString nearest = a.isNull("nearest_below")
                                         ? a.integer("nearest_above")
                                         : CoreMessages::tr("%1 or %2")
                                               .arg(a.integer("nearest_below"), a.integer("nearest_above"));
             return CoreMessages::tr(
                        "the global batch %1 does not split evenly into micro-batch %2 x %3 "
                        "data-parallel GPUs: each step would take %4 samples (%5 accumulation steps), "
                        "which DeepSpeed and Megatron-LM refuse; give a global batch that is a multiple "
                        "of %6 (the nearest: %7)")
                 .arg(a.integer("global_batch"), a.integer("micro_batch"), a.integer("data_parallel"),
                      a.integer("per_step"), a.integer("accumulation"), unit, nearest);
         }},
        {"sequence-parallel-off",
         [](Args &) {
             return CoreMessages::tr("sequence parallelism splits what tensor parallelism leaves whole; with "
                                     "tensor 1 it is switched off, as Megatron-LM does");
         }},
        {"no-rdma",
         [](Args &a) {
             return CoreMessages::tr(
                        "multi-node training over TCP: all-reduce reaches about %1% of line rate; an RDMA "
                        "network (RoCE, InfiniBand, eRDMA) is advised")
                 .arg(a.num("tcp_percent", 0));
         }},
        {"comm-bound",
         [](Args &a) {
             return CoreMessages::tr(
                        "gradient communication takes %1% of each step; fewer, larger nodes or a faster "
                        "network help")
                 .arg(a.num("comm_percent", 0));
         }},
        {"input-bound",
         [](Args &a) {
             return CoreMessages::
                 tr("the host CPUs (%1 vCPUs per node) cannot decode and augment images as fast as the GPUs "
                    "train: more vCPUs, pre-resized data or GPU decoding (DALI) help")
                     .arg(a.integer("vcpus_per_node"));
         }},
        {"launch-bound",
         [](Args &a) {
             return CoreMessages::tr(
                        "the host launches this model's kernels more slowly than the GPUs run them "
                        "(%1 ms per micro-batch): a larger micro-batch, longer samples, "
                        "torch.compile or CUDA graphs use the GPUs better")
                 .arg(a.num("host_ms", 0));
         }},
        {"memory-bound",
         [](Args &a) {
             return CoreMessages::tr(
                        "memory bandwidth (%1 GB/s) limits speed as much as compute: %2% of each step moves "
                        "data; a GPU with faster memory helps more than one with more TFLOPS")
                 .arg(a.num("bandwidth_gbps", 0), a.num("memory_percent", 0));
         }},
        {"uncalibrated-gpu",
         [](Args &a) {
             return CoreMessages::tr(
                        "no published training run calibrates %1 GPUs; the estimate uses other generations' "
                        "efficiency and a wider range")
                 .arg(a.text("generation"));
         }},
        {"estimated-spec",
         [](Args &a) {
             return CoreMessages::tr("%1 peak %2 is an estimate (%3)")
                 .arg(a.text("gpu"), a.text("field"), a.text("derivation"));
         }},
        // --- planner rejection reasons
        {"layout-gpus",
         [](Args &a) {
             if (a.value("expert") > 1)
                 return CoreMessages::tr(
                            "the parallel layout the job gives (tensor x context x pipeline = %1, expert "
                            "%2) does not divide the %3 GPUs of this candidate")
                     .arg(a.integer("split"), a.integer("expert"), a.integer("gpus"));
             return CoreMessages::tr(
                        "the parallel layout the job gives (tensor x context x pipeline = %1) does not "
                        "divide the %2 GPUs of this candidate")
                 .arg(a.integer("split"), a.integer("gpus"));
         }},
        {"unpriced",
         [](Args &a) {
             if (a.isNull("region"))
                 return CoreMessages::tr(
                            "the catalog has no price for %1 in any region for the billing modes asked; its "
                            "cost cannot be computed")
                     .arg(a.text("instance_type"));
             return CoreMessages::
                 tr("the catalog has no price for %1 in %2 for the billing modes asked; its cost cannot be "
                    "computed")
                     .arg(a.text("instance_type"), a.text("region"));
         }},
        {"spot-no-progress",
         [](Args &a) {
             return CoreMessages::tr(
                        "on spot the job would be reclaimed every %1 on average and spend most of its time "
                        "redoing work and restarting")
                 .arg(a.hours("mtbf_hours"));
         }},
        {"spot-capacity",
         [](Args &a) {
             return CoreMessages::
                 tr("asks for %1 spot GPUs at once (%2 x %3); %4 spot capacity for sizes of %5 GPUs or "
                    "more is plausibly about %6 GPUs of one type in a region (%7), so the fleet would wait "
                    "for capacity or be refused")
                     .arg(a.integer("gpus"), a.integer("nodes"), a.integer("gpus_per_node"), a.providerName(),
                          a.integer("min_gpus"), a.integer("capacity_gpus"), confidence(a, "confidence"));
         }},
        {"not-computable",
         [](Args &) { return CoreMessages::tr("the cost or time of this candidate cannot be computed"); }},
        {"over-budget",
         [](Args &a) {
             return CoreMessages::tr("costs %1, over the budget of %2")
                 .arg(a.money("cost_total", "currency"), a.money("max_cost", "currency"));
         }},
        {"misses-deadline",
         [](Args &a) {
             return CoreMessages::tr("takes about %1, past the deadline of %2")
                 .arg(a.hours("time_hours"), a.hours("deadline_hours"));
         }},
        // --- planner warnings
        {"spec-estimated",
         [](Args &a) {
             return CoreMessages::
                 tr("the catalog estimated the specification of %1 (%2): confirm the instance type in the "
                    "provider's console")
                     .arg(a.text("instance_type"), a.text("derivation"));
         }},
        {"deadline-risk",
         [](Args &a) {
             return CoreMessages::tr("the slow end of the estimate (%1) is past the %2 deadline")
                 .arg(a.hours("time_hours_high"), a.hours("deadline_hours"));
         }},
        {"export-controlled",
         [](Args &a) {
             return CoreMessages::tr(
                        "%1 is under export controls that limit its sale into mainland China (%2): providers "
                        "there rent out the stock they have, so capacity can run short; confirm the instance "
                        "type "
                        "is available before planning around it")
                 .arg(a.text("gpu"), a.localizedText("rule", "rule_zh"));
         }},
        {"offer-not-open",
         [](Args &a) {
             const QString how =
                 a.optionalText("how").isEmpty() ? QString() : a.localizedText("how", "how_zh");
             const QString kind = a.text("availability") == QLatin1String("contract")
                                      ? CoreMessages::tr("%1 is sold through the provider's sales team, not "
                                                         "by the hour to anyone")
                                      : CoreMessages::tr("%1 is rented by application (whitelist, ticket or "
                                                         "invitation), not to anyone who asks");
             return how.isEmpty() ? kind.arg(a.text("instance_type"))
                                  : CoreMessages::tr("%1: %2").arg(kind.arg(a.text("instance_type")), how);
         }},
        {"price-other-region",
         [](Args &a) {
             return CoreMessages::tr("priced with the %1 price; the catalog has none for %2")
                 .arg(a.text("price_region"), a.text("region"));
         }},
        {"subscription-unused",
         [](Args &a) {
             return CoreMessages::tr("pays %1 month(s) for a run that uses %2% of them")
                 .arg(a.integer("months"), a.num("used_percent", 0));
         }},
        {"reserved-term",
         [](Args &a) {
             return CoreMessages::tr("commits to a %1-year reservation: the whole term is paid")
                 .arg(a.integer("years"));
         }},
        // --- suggestions
        {"no-candidates",
         [](Args &a) {
             QStringList why;
             auto add = [&](const char *name, const QString &sentence) {
                 if (a.value(name) > 0)
                     why << sentence.arg(a.integer(name));
             };
             add("excluded_by_hardware", CoreMessages::tr("%1 by the hardware asked for"));
             add("excluded_by_providers", CoreMessages::tr("%1 by the providers"));
             add("excluded_by_region", CoreMessages::tr("%1 by the region"));
             add("excluded_by_domestic_only", CoreMessages::tr("%1 by domestic accelerators only"));
             add("excluded_by_framework", CoreMessages::tr("%1 by the framework's accelerators"));
             add("excluded_by_data_residency", CoreMessages::tr("%1 by keeping data in mainland China"));
             add("excluded_by_availability", CoreMessages::tr("%1 by the offers the plan may use"));
             if (why.isEmpty())
                 return CoreMessages::tr("No instance type in the catalog matches the job's filters.");
             return CoreMessages::
                 tr("No instance type in the catalog matches the job's filters (%1 excluded); widen them.")
                     .arg(joined(why));
         }},
        {"raise-budget",
         [](Args &a) {
             return CoreMessages::tr("Raise the budget to %1 (now %2): %3 meets the deadline in %4.")
                 .arg(a.money("max_cost", "currency"), a.money("current_max_cost", "currency"),
                      a.configuration(), a.hours("time_hours"));
         }},
        {"extend-deadline",
         [](Args &a) {
             return CoreMessages::tr("Move the deadline to %1 (now %2): %3 fits the budget at %4.")
                 .arg(a.hours("deadline_hours"), a.hours("current_deadline_hours"), a.configuration(),
                      a.money("cost_total", "currency"));
         }},
        {"relax-both",
         [](Args &a) {
             return CoreMessages::tr(
                        "Neither limit can be met alone: the cheapest option, %1, needs %2 and %3.")
                 .arg(a.configuration(), a.money("max_cost", "currency"), a.hours("deadline_hours"));
         }},
        {"use-qlora",
         [](Args &a) {
             return CoreMessages::tr("Use QLoRA (choose it as the method, or let the planner change the "
                                     "method): it needs %1 GiB per GPU on "
                                     "%2 (%3 GiB) instead of %4 GiB with LoRA.")
                 .arg(a.num("memory_per_gpu_gib", 1), a.text("gpu"), a.num("gpu_memory_gib", 0),
                      a.num("lora_memory_per_gpu_gib", 1));
         }},
        {"bigger-gpu",
         [](Args &a) {
             return CoreMessages::
                 tr("Use a GPU with more memory: the job needs at least %1 GiB per GPU on %2 (%3 GiB); on "
                    "%4 x %5 (%6 GiB each, e.g. %7) it needs %8 GiB.")
                     .arg(a.num("needed_gib", 1), a.text("current_gpu"), a.num("current_gpu_memory_gib", 0),
                          a.integer("gpus_per_node"), a.text("gpu"), a.num("gpu_memory_gib", 0),
                          a.text("instance_type"), a.num("memory_per_gpu_gib", 1));
         }},
        {"add-prices",
         [](Args &a) {
             QString names = joined(a.list("instance_types"));
             if (a.value("more") > 0)
                 names = CoreMessages::tr("%1 and %2 more").arg(names, a.integer("more"));
             return CoreMessages::
                 tr("The catalog has no price for %1: add prices (trainplan-cli catalog import-prices) or "
                    "allow other providers or billing modes.")
                     .arg(names);
         }},
        // --- advice: what to do
        {"rdma",
         [](Args &a) {
             if (!a.flag("has_rdma"))
                 return CoreMessages::tr(
                            "%1 has no RDMA: its %2 Gbit/s TCP network costs this job %3% of its time (%4 h "
                            "instead of %5 h with RDMA); prefer an RDMA or eRDMA instance type for %6 nodes.")
                     .arg(a.text("instance_type"), a.num("network_gbps", 0), a.num("lost_percent", 0),
                          a.num("hours_without", 1), a.num("hours_with", 1), a.integer("nodes"));
             if (a.flag("tcp_loss_noticeable"))
                 return CoreMessages::tr(
                            "Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: over "
                            "plain "
                            "TCP this job would take %4 h instead of %5 h (%6% of the time lost).")
                     .arg(a.rdmaName(), a.integer("nodes"), a.num("rdma_gbps", 0), a.num("hours_without", 1),
                          a.num("hours_with", 1), a.num("lost_percent", 0));
             return CoreMessages::
                 tr("Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: at %4 Gbit/s "
                    "the all-reduce of this job hides behind compute and TCP would cost under 1% of the "
                    "time, "
                    "but with a slower or shared network it loses far more.")
                     .arg(a.rdmaName(), a.integer("nodes"), a.num("rdma_gbps", 0), a.num("network_gbps", 0));
         }},
        {"shared-storage",
         [](Args &a) {
             if (a.isNull("storage_names"))
                 return CoreMessages::tr(
                            "Keep the data set (about %1) on a shared parallel file system mounted by all %2 "
                            "nodes: CPFS for large sets and many nodes, NAS for smaller ones; stage it from "
                            "object storage (OSS/COS/OBS) before training.")
                     .arg(a.gb("dataset_gb"), a.integer("nodes"));
             return CoreMessages::
                 tr("Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: "
                    "CPFS for large sets and many nodes, NAS for smaller ones (%3); stage it from object "
                    "storage (OSS/COS/OBS) before training.")
                     .arg(a.gb("dataset_gb"), a.integer("nodes"), a.text("storage_names"));
         }},
        {"checkpoint-storage",
         [](Args &a) {
             if (a.isNull("disk"))
                 return CoreMessages::
                     tr("Write checkpoints to a local ESSD-class disk: about %1 s per checkpoint at %2 MB/s; "
                        "copy finished checkpoints to object storage in the background and keep the last %3.")
                         .arg(a.num("write_seconds", 0), a.num("write_mbps", 0), a.integer("kept"));
             return CoreMessages::tr(
                        "Write checkpoints to a local ESSD-class disk (%1): about %2 s per checkpoint at %3 "
                        "MB/s; "
                        "copy finished checkpoints to object storage in the background and keep the last %4.")
                 .arg(a.text("disk"), a.num("write_seconds", 0), a.num("write_mbps", 0), a.integer("kept"));
         }},
        {"host-ram",
         [](Args &a) {
             return CoreMessages::tr(
                        "Choose a size with %1-%2 GiB of host RAM (1-2x the GPU memory), or keep data loader "
                        "workers and prefetching small.")
                 .arg(a.num("gpu_memory_gib", 0), a.num("host_ram_max_gib", 0));
         }},
        {"vcpu-input",
         [](Args &a) {
             return CoreMessages::
                 tr("Give each node about %1 vCPUs, store images pre-resized, or decode on the GPU (NVIDIA "
                    "DALI); otherwise the GPUs wait for data.")
                     .arg(a.integer("needed_vcpus"));
         }},
        {"mixed-precision",
         [](Args &a) {
             return CoreMessages::
                 tr("Train in %1 mixed precision (torch.autocast / --bf16): %2 instead of %3 TFLOPS peak on "
                    "%4.")
                     .arg(a.text("precision"), a.num("half_tflops", 0), a.num("fp32_tflops", 0),
                          a.text("gpu"));
         }},
        {"start-small",
         [](Args &a) {
             return CoreMessages::
                 tr("Run the training script on one GPU with a small data subset first (a few hundred steps, "
                    "loss going down, a checkpoint saved and resumed), then scale out to %1 GPUs.")
                     .arg(a.integer("gpus"));
         }},
        {"spot-checkpoint",
         [](Args &a) {
             return CoreMessages::
                 tr("Save a checkpoint every %1 min (Young's formula √(2·C·M): C = %2 s to write one, M = %3 "
                    "h between reclaims) and restart automatically from the latest one; this adds about %4% "
                    "to "
                    "the run time.")
                     .arg(a.num("interval_min", 0), a.num("checkpoint_write_s", 0), a.num("mtbf_hours", 1),
                          a.num("overhead_percent", 0));
         }},
        {"forced-setting",
         [](Args &a) {
             return CoreMessages::tr(
                        "Leave out %1 unless you need them: with %2 this candidate still fits and "
                        "trains %3% faster (%4 h instead of %5 h).")
                 .arg(forcedSettings(a, "given_"), forcedSettings(a, "free_"), a.num("faster_percent", 0),
                      a.num("hours_free", 1), a.num("hours_given", 1));
         }},
        {"export-control",
         [](Args &a) {
             return CoreMessages::tr("Confirm %1 stock and quota in your region with %2 before committing, "
                                     "and keep a fallback "
                                     "(another GPU or provider) in the plan.")
                 .arg(a.text("gpu"), a.providerName());
         }},
        {"ascend-stack",
         [](Args &a) {
             if (a.flag("qlora"))
                 return CoreMessages::
                     tr("Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every "
                        "operator of the model is supported by running it on one NPU before renting %1. "
                        "QLoRA's 4-bit kernels (bitsandbytes) are CUDA-only: plan LoRA instead.")
                         .arg(a.integer("gpus"));
             return CoreMessages::tr(
                        "Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every "
                        "operator of the model is supported by running it on one NPU before renting %1.")
                 .arg(a.integer("gpus"));
         }},
        // --- reasons for the recommendation
        {"recommend-cheapest",
         [](Args &a) {
             return (a.flag("confirmed_only") ? CoreMessages::tr("Cheapest confirmed instance type of %1: %2")
                                              : CoreMessages::tr("Cheapest of %1: %2"))
                 .arg(feasibleOptions(a), outcome(a));
         }},
        {"recommend-fastest",
         [](Args &a) { return CoreMessages::tr("Fastest of %1: %2").arg(feasibleOptions(a), outcome(a)); }},
        {"recommend-balanced",
         [](Args &a) {
             return CoreMessages::
                 tr("Best balance of cost and time among %1: %2 That is %3x the cheapest cost and %4x the "
                    "fastest time.")
                     .arg(feasibleOptions(a), outcome(a), a.num("cost_ratio", 2), a.num("time_ratio", 2));
         }},
        {"preferred-over-estimated",
         [](Args &a) {
             return CoreMessages::tr(
                        "Preferred over %1, which is within 10% but whose instance specification the catalog "
                        "had to estimate (no vendor size table found): confirm it in the provider's console "
                        "before choosing it.")
                 .arg(a.configuration());
         }},
        {"fastest-alternative",
         [](Args &a) {
             return CoreMessages::tr("The fastest feasible option, %1, takes %2 for %3 (%4x the cost).")
                 .arg(a.configuration(), a.hours("time_hours"), a.money("cost_total", "currency"),
                      a.num("cost_ratio", 1));
         }},
        {"cheapest-alternative",
         [](Args &a) {
             return CoreMessages::tr("The cheapest feasible option, %1, costs %2 but takes %3.")
                 .arg(a.configuration(), a.money("cost_total", "currency"), a.hours("time_hours"));
         }},
        {"price",
         [](Args &a) {
             const QString basis = priceBasis(a, "basis", "basis_factor", "basis_defaulted");
             const QString amount = a.money("amount", "currency");
             QString out = a.flag("monthly")
                               ? CoreMessages::tr("Price: %1 per node-month, %2").arg(amount, basis)
                               : CoreMessages::tr("Price: %1 per node-hour, %2").arg(amount, basis);
             if (!a.isNull("source"))
                 out += a.isNull("date")
                            ? CoreMessages::tr("; source: %1 (%2)")
                                  .arg(a.text("source"), confidence(a, "confidence"))
                            : CoreMessages::tr("; source: %1, %2 (%3)")
                                  .arg(a.text("source"), a.text("date"), confidence(a, "confidence"));
             if (!a.isNull("original_amount"))
                 out += CoreMessages::tr("; converted from %1 at %2 CNY per USD")
                            .arg(a.money("original_amount", "original_currency"), a.num("cny_per_usd", 2));
             return CoreMessages::tr("%1.", "the end of a sentence").arg(out);
         }},
        {"spot-reclaims",
         [](Args &a) {
             const QString reclaims =
                 CoreMessages::tr("Spot can be reclaimed: at %1 reclaims per node-hour about %2 are "
                                  "expected; checkpointing "
                                  "every %3 min and restarting adds %4% to the time, already in the figures.")
                     .arg(a.num("interruptions_per_node_hour", 3), a.num("expected_interruptions", 1),
                          a.num("interval_min", 0), a.num("overhead_percent", 0));
             if (a.isNull("ondemand_cost"))
                 return reclaims;
             return CoreMessages::tr("%1 On demand it would cost %2.")
                 .arg(reclaims, a.money("ondemand_cost", "currency"));
         }},
        {"price-estimated",
         [](Args &a) {
             // The derivation is the catalog's English note: a Chinese reader gets the sentence
             // without it (the plan sheet's price source shows the whole note).
             if (a.isNull("derivation") || QLocale().language() == QLocale::Chinese)
                 return CoreMessages::tr(
                     "The price is the catalog's estimate, not a price the provider lists: confirm it in the "
                     "provider's console, or quote it from your own account with catalog quote-script, "
                     "before "
                     "renting.");
             return CoreMessages::
                 tr("The price is the catalog's estimate, not a price the provider lists (%1): confirm it in "
                    "the provider's console, or quote it from your own account with catalog quote-script, "
                    "before renting.")
                     .arg(a.text("derivation"));
         }},
        {"spot-fleet-risk",
         [](Args &a) {
             return CoreMessages::
                 tr("All %1 nodes must keep their spot instances: a reclaim of any one stops the whole job, "
                    "so the job is interrupted about every %2, and after each one the replacement waits "
                    "for spot capacity, which the estimate does not include; keep the on-demand option in "
                    "mind if spot capacity runs out.")
                     .arg(a.integer("nodes"), a.hours("mtbf_hours"));
         }},
        {"spot-capacity-passed-over",
         [](Args &a) {
             return CoreMessages::tr(
                        "Passed over: %1 would come to %2 in about %3, but it asks for %4 spot GPUs at "
                        "once; %5 spot capacity for sizes of %6 GPUs or more is plausibly about %7 GPUs of "
                        "one type in a region (%8), so the fleet would wait for capacity or be refused.")
                 .arg(a.configuration(), a.money("cost_total", "currency"), a.hours("time_hours"),
                      a.integer("gpus"), a.providerName(), a.integer("min_gpus"), a.integer("capacity_gpus"),
                      confidence(a, "confidence"));
         }},
        {"subscription-months",
         [](Args &a) {
             if (a.isNull("ondemand_cost"))
                 return CoreMessages::tr("Billed as %1 whole month(s) of subscription.")
                     .arg(a.integer("months"));
             return CoreMessages::tr(
                        "Billed as %1 whole month(s) of subscription, less than the %2 it costs on "
                        "demand.")
                 .arg(a.integer("months"), a.money("ondemand_cost", "currency"));
         }},
        {"fits-with-changes",
         [](Args &a) {
             const QStringList changes = fixes(a);
             if (changes.isEmpty())
                 return a.fail();
             return CoreMessages::tr("Fits only with these changes to the job: %1.")
                 .arg(changes.join(CoreMessages::tr("; ")));
         }},
        {"memory-use",
         [](Args &a) {
             QStringList settings{CoreMessages::tr("micro-batch %1").arg(a.integer("micro_batch"))};
             if (a.has("zero_stage")) // none for a framework without ZeRO
                 settings << CoreMessages::tr("ZeRO stage %1").arg(a.integer("zero_stage"));
             settings << (a.text("recompute") == QLatin1String("selective")
                              ? CoreMessages::tr("selective activation checkpointing")
                          : a.flag("activation_checkpointing")
                              ? CoreMessages::tr("activation checkpointing on")
                              : CoreMessages::tr("activation checkpointing off"));
             return CoreMessages::tr("Uses %1 of %2 GiB per GPU (%3).")
                 .arg(a.num("memory_per_gpu_gib", 1), a.num("gpu_memory_gib", 0),
                      settings.join(CoreMessages::tr(", ")));
         }},
        {"slow-end-meets-deadline",
         [](Args &a) {
             return CoreMessages::tr("Even the slow end of the estimate (%1) meets the deadline.")
                 .arg(a.hours("time_hours_high"));
         }},
        {"slow-end-misses-deadline",
         [](Args &a) {
             return CoreMessages::tr(
                        "Risk: the slow end of the estimate (%1) would miss the %2 deadline; leave "
                        "slack or choose a faster option.")
                 .arg(a.hours("time_hours_high"), a.hours("deadline_hours"));
         }},
        // --- details of a candidate
        {"fix-precision", oneFix},
        {"fix-method", oneFix},
        {"fix-checkpointing", oneFix},
        {"fix-micro-batch", oneFix},
        {"fix-zero-stage", oneFix},
        {"price-basis", [](Args &a) { return priceBasis(a, "basis", "factor", "defaulted"); }},
        // --- assumptions of the plan
        {"exchange-rate",
         [](Args &a) {
             if (a.flag("from_job"))
                 return CoreMessages::tr("1 USD = %1 CNY (the rate set for this plan)")
                     .arg(a.num("cny_per_usd", 4));
             if (a.flag("defaulted"))
                 return CoreMessages::tr("1 USD = %1 CNY (planner default: the catalog has no exchange rate)")
                     .arg(a.num("cny_per_usd", 4));
             return CoreMessages::tr("1 USD = %1 CNY (%2, %3)")
                 .arg(a.num("cny_per_usd", 4), a.text("source"), a.text("date"));
         }},
        {"billing-granularity",
         [](Args &a) {
             const double seconds = a.value("granularity_seconds");
             const QString unit =
                 seconds >= 3600 ? CoreMessages::tr("%1 h").arg(QLocale().toString(seconds / 3600, 'f', 0))
                                 : CoreMessages::tr("%1 s").arg(a.num("granularity_seconds", 0));
             return (a.flag("granularity_defaulted")
                         ? CoreMessages::tr(
                               "%1: pay-as-you-go billed per %2 (planner default, the coarsest unit in "
                               "use)")
                         : CoreMessages::tr("%1: pay-as-you-go billed per %2"))
                 .arg(provider(a), unit);
         }},
        {"spot-terms",
         [](Args &a) {
             return CoreMessages::tr(
                        "%1: spot at %2 x on-demand where no spot price is listed%3; %4 reclaims per "
                        "node-hour, %5 min to restart%6")
                 .arg(provider(a), a.num("spot_fraction", 2),
                      a.flag("fraction_defaulted") ? CoreMessages::tr(" (planner default)") : QString(),
                      a.num("interruptions_per_node_hour", 3), a.num("restart_min", 0),
                      a.flag("rate_defaulted")
                          ? CoreMessages::tr(" (planner default: no provider publishes a rate)")
                          : QString());
         }},
        {"spot-size-class",
         [](Args &a) {
             const QString terms =
                 CoreMessages::tr("%1: spot on sizes of %2 GPUs or more at %3 x on-demand, %4 reclaims per "
                                  "node-hour")
                     .arg(provider(a), a.integer("min_gpus"), a.num("spot_fraction", 2),
                          a.num("interruptions_per_node_hour", 3));
             if (a.isNull("capacity_gpus"))
                 return terms;
             return CoreMessages::tr("%1, at most about %2 spot GPUs of one type at once in a region")
                 .arg(terms, a.integer("capacity_gpus"));
         }},
        {"subscription-terms",
         [](Args &a) {
             return CoreMessages::tr(
                        "%1: a month = on-demand x 730 h x %2 where no monthly price is listed%3")
                 .arg(provider(a), a.num("month_fraction", 2),
                      a.flag("fraction_defaulted") ? CoreMessages::tr(" (planner default)") : QString());
         }},
        {"tax-basis",
         [](Args &a) {
             const QString rate = a.value("vat_percent") > 0
                                      ? CoreMessages::tr(" (%1%)").arg(a.num("vat_percent", 0))
                                      : QString();
             return a.flag("vat_included")
                        ? CoreMessages::tr("%1: list prices include VAT%2").arg(provider(a), rate)
                        : CoreMessages::tr("%1: list prices exclude VAT and other taxes%2")
                              .arg(provider(a), rate);
         }},
        {"storage-unpriced",
         [](Args &a) {
             return CoreMessages::tr("%1: no storage offerings in the catalog, so storage is not costed")
                 .arg(provider(a));
         }},
        {"dataset-size",
         [](Args &a) {
             return CoreMessages::tr("data set %1 GB (%2)").arg(a.num("dataset_gb", 1), datasetRule(a));
         }},
        {"availability",
         [](Args &a) {
             QStringList kinds;
             for (const QString &k : a.list("kinds"))
                 kinds << (k == QLatin1String("open")       ? CoreMessages::tr("open to anyone")
                           : k == QLatin1String("apply")    ? CoreMessages::tr("by application")
                           : k == QLatin1String("contract") ? CoreMessages::tr("through the sales team")
                                                            : k);
             QString text =
                 CoreMessages::tr("offers the plan may use: %1").arg(kinds.join(CoreMessages::tr(", ")));
             if (a.flag("defaulted"))
                 text += CoreMessages::tr(" (planner default; the budget's offers to use set it)");
             if (a.value("excluded") > 0)
                 text += CoreMessages::tr("; instance types sold otherwise left out: %1")
                             .arg(a.integer("excluded"));
             return text;
         }},
        {"memory-headroom",
         [](Args &a) {
             return a.flag("defaulted")
                        ? CoreMessages::tr("candidates leave %1% of GPU memory free (planner default; "
                                           "the budget's memory kept free sets it)")
                              .arg(a.num("percent", 0))
                        : CoreMessages::tr("candidates leave %1% of GPU memory free")
                              .arg(a.num("percent", 0));
         }},
        {"checkpoint-write",
         [](Args &a) {
             return CoreMessages::tr(
                        "checkpoints written at %1 MB/s per node where the provider lists no block "
                        "storage")
                 .arg(a.num("write_mbps", 0));
         }},
        {"scale-out",
         [](Args &a) {
             return CoreMessages::tr(
                        "multi-node candidates use full nodes (the largest size of a family) with RDMA "
                        "or at least %1 Gbit/s, doubling the nodes while it speeds the job up %2x or "
                        "more")
                 .arg(a.num("min_gbps", 0), a.num("min_speedup", 1));
         }},
        {"data-residency",
         [](Args &a) {
             return CoreMessages::tr(
                        "candidates are kept to regions in mainland China and priced there "
                        "(the budget keeps data in mainland China): %1 instance types sold only in "
                        "Hong Kong or overseas were left out")
                 .arg(a.integer("excluded"));
         }},
        {"candidates-capped",
         [](Args &a) {
             return CoreMessages::
                 tr("the catalog gives %1 candidates for this job; the plan keeps %2: the cost-time front, "
                    "the cheapest and the fastest of those that qualify and of those over the budget or "
                    "deadline, then the cheapest rejected (narrow the job by provider, region or GPU to see "
                    "the others)")
                     .arg(a.num("considered", 0), a.num("kept", 0));
         }},
        {"hardware-overrides",
         [](Args &) {
             return CoreMessages::tr(
                 "the vCPUs and network speed given for the hardware describe one machine; the plan uses "
                 "each catalog instance's own figures");
         }},
        {"precision-substituted",
         [](Args &a) {
             return CoreMessages::tr(
                        "%1 is not available on %2; those candidates train in the 16-bit format the "
                        "GPU has")
                 .arg(a.text("precision"), joined(a.list("gpus")));
         }},
    };
    return table;
}

// Advice: why it matters.
const std::map<std::string, Sentence> &reasons()
{
    static const std::map<std::string, Sentence> table = {
        {"rdma",
         [](Args &a) {
             return CoreMessages::tr("multi-node training is limited by the all-reduce between nodes; kernel "
                                     "TCP reaches about "
                                     "%1% of line rate, RDMA about %2%")
                 .arg(a.num("tcp_percent", 0), a.num("rdma_percent", 0));
         }},
        {"shared-storage",
         [](Args &a) {
             return CoreMessages::tr(
                        "every node must see the same files; a copy on each node's disk costs %1x the "
                        "storage and "
                        "the time to copy, and object storage alone serves many small files slowly")
                 .arg(a.integer("nodes"));
         }},
        {"checkpoint-storage",
         [](Args &) {
             return CoreMessages::tr(
                 "the GPUs wait while a checkpoint is written; a local cloud SSD writes sequentially at "
                 "hundreds of MB/s and object storage is for keeping copies, not for the training loop");
         }},
        {"host-ram",
         [](Args &) {
             return CoreMessages::tr(
                 "data loader workers, pinned transfer buffers and checkpoint saving live in host memory; "
                 "below 1x the GPU memory they swap or get killed");
         }},
        {"vcpu-input",
         [](Args &) {
             return CoreMessages::tr("the GPUs can only train as fast as the CPUs prepare images");
         }},
        {"mixed-precision",
         [](Args &) {
             return CoreMessages::tr(
                 "mixed precision runs the matrix multiplies on tensor cores and halves activation memory, "
                 "with fp32 master weights keeping accuracy");
         }},
        {"start-small",
         [](Args &a) {
             return CoreMessages::tr("a bug found on %1 GPUs costs %1 times as much as one found on one GPU")
                 .arg(a.integer("gpus"));
         }},
        {"spot-checkpoint",
         [](Args &) {
             return CoreMessages::tr(
                 "a reclaimed spot instance loses everything since the last checkpoint; too frequent "
                 "checkpoints waste time writing, too rare ones waste time redoing work");
         }},
        {"forced-setting",
         [](Args &) {
             return CoreMessages::tr(
                 "a setting the job fixes is kept even where a faster one fits: activation checkpointing "
                 "computes the forward pass twice, and a higher ZeRO stage or a smaller micro-batch adds "
                 "communication and steps");
         }},
        {"export-control",
         [](Args &) {
             return CoreMessages::tr(
                 "supply and licensing of these GPUs have changed with each round of export rules (2022, "
                 "2023, 2025); regions and quotas can disappear at short notice");
         }},
        {"ascend-stack",
         [](Args &) {
             return CoreMessages::tr(
                 "Ascend runs Huawei's CANN software stack, not CUDA; CUDA-only kernels (FlashAttention "
                 "builds, bitsandbytes for QLoRA, custom ops) need NPU versions");
         }},
    };
    return table;
}

// Advice: what fired it.
const std::map<std::string, Sentence> &conditions()
{
    static const std::map<std::string, Sentence> table = {
        {"rdma",
         [](Args &a) {
             return CoreMessages::tr("%1 nodes exchange gradients over the network").arg(a.integer("nodes"));
         }},
        {"shared-storage",
         [](Args &a) { return CoreMessages::tr("%1 nodes read the same data set").arg(a.integer("nodes")); }},
        {"checkpoint-storage",
         [](Args &a) {
             return CoreMessages::tr("one checkpoint is %1 (weights, master copy and optimizer states)")
                 .arg(a.gb("checkpoint_gb"));
         }},
        {"host-ram",
         [](Args &a) {
             return CoreMessages::tr("host RAM %1 GiB is %2x the %3 GiB of GPU memory per node")
                 .arg(a.num("host_ram_gib", 0), a.num("ratio", 2), a.num("gpu_memory_gib", 0));
         }},
        {"vcpu-input",
         [](Args &a) {
             return CoreMessages::tr(
                        "decoding and augmenting images on %1 vCPUs per node takes %2% of the GPU step time")
                 .arg(a.integer("vcpus"), a.num("input_percent", 0));
         }},
        {"mixed-precision",
         [](Args &a) {
             return CoreMessages::tr("the job trains in fp32 on %1, which has 16-bit tensor cores")
                 .arg(a.text("gpu"));
         }},
        {"start-small",
         [](Args &a) { return CoreMessages::tr("the candidate uses %1 GPUs").arg(a.integer("gpus")); }},
        {"spot-checkpoint",
         [](Args &a) {
             return CoreMessages::tr(
                        "spot billing: about %1 reclaims expected over the run (%2 per node-hour)")
                 .arg(a.num("expected_interruptions", 1), a.num("interruptions_per_node_hour", 3));
         }},
        {"forced-setting",
         [](Args &a) {
             return CoreMessages::tr("the job fixes %1; without them the estimate is %2% faster")
                 .arg(forcedSettings(a, "given_"), a.num("faster_percent", 0));
         }},
        {"export-control",
         [](Args &a) {
             return CoreMessages::tr("%1 is a China-market variant made under US export-control rules")
                 .arg(a.text("gpu"));
         }},
        {"ascend-stack",
         [](Args &a) { return CoreMessages::tr("%1 is a Huawei Ascend NPU").arg(a.text("gpu")); }},
    };
    return table;
}

QString render(const std::map<std::string, Sentence> &table, const std::string &code, const json &params,
               const QString &fallback)
{
    auto it = table.find(code);
    if (it == table.end())
        return fallback;
    Args args(params);
    if (!args.ok())
        return fallback;
    const QString out = it->second(args);
    return args.ok() ? out : fallback;
}

} // namespace

QString CoreMessages::text(const std::string &code, const nlohmann::json &params,
                           const QString &englishFallback)
{
    return render(messages(), code, params, englishFallback);
}

QString CoreMessages::reason(const std::string &code, const nlohmann::json &params,
                             const QString &englishFallback)
{
    return render(reasons(), code, params, englishFallback);
}

QString CoreMessages::condition(const std::string &code, const nlohmann::json &params,
                                const QString &englishFallback)
{
    return render(conditions(), code, params, englishFallback);
}

QString CoreMessages::text(const tp::Warning &note)
{
    return text(note.code, note.params, fromStd(note.message));
}

QString CoreMessages::text(const tp::Suggestion &suggestion)
{
    return text(suggestion.code, suggestion.params, fromStd(suggestion.message));
}

QString CoreMessages::text(const tp::Advice &advice)
{
    return text(advice.code, advice.params, fromStd(advice.message));
}

QString CoreMessages::reason(const tp::Advice &advice)
{
    return reason(advice.code, advice.params, fromStd(advice.reason));
}

QString CoreMessages::condition(const tp::Advice &advice)
{
    return condition(advice.code, advice.params, fromStd(advice.condition));
}

QString CoreMessages::text(const tp::Assumption &assumption)
{
    return text(assumption.code, assumption.params, fromStd(assumption.message));
}

QStringList CoreMessages::fixes(const tp::Plan &plan, const tp::Candidate &candidate)
{
    QStringList out;
    for (const tp::Note &n : tp::fixNotes(plan, candidate))
        out << text(n);
    return out;
}

QString CoreMessages::priceBasis(const tp::Candidate &candidate, const tp::Catalog &catalog)
{
    const tp::Note basis = tp::priceBasisNote(candidate, catalog);
    return basis.code.empty() ? QString() : text(basis);
}

QString CoreMessages::datasetRule(const tp::Plan &plan)
{
    const QString fallback = fromStd(plan.datasetRule);
    for (const tp::Assumption &a : plan.assumptions)
        if (a.code == "dataset-size")
            return datasetRule(a.params, fallback);
    return fallback;
}

QString CoreMessages::datasetRule(const nlohmann::json &params, const QString &englishFallback)
{
    Args args(params);
    const QString rule = ::datasetRule(args);
    return args.ok() ? rule : englishFallback;
}

QString CoreMessages::recompute(tp::Recompute r)
{
    static constexpr std::array names{QT_TRANSLATE_NOOP("CoreMessages", "off"),
                                      QT_TRANSLATE_NOOP("CoreMessages", "selective (attention only)"),
                                      QT_TRANSLATE_NOOP("CoreMessages", "on")};
    return translatedName("CoreMessages", names, r);
}

QString CoreMessages::frameworkName(const tp::Framework &framework)
{
    const bool zh = QLocale().language() == QLocale::Chinese;
    const std::string &name = zh && !framework.name.zh.empty() ? framework.name.zh : framework.name.en;
    return fromStd(name.empty() ? framework.id : name);
}

QString CoreMessages::layout(const tp::Workload &w)
{
    return layout(tp::layoutParams(w));
}

QString CoreMessages::layout(const nlohmann::json &p)
{
    const auto count = [&p](const char *key) { return p.value(key, 1); };
    const int gpus = count("gpus");
    if (count("tensor") == 1 && count("pipeline") == 1 && count("context") == 1 && count("expert") == 1)
        return gpus > 1 ? tr("data parallel on %n GPU(s)", nullptr, gpus) : tr("one GPU");
    QStringList parts;
    if (count("tensor") > 1)
        parts << tr("tensor parallel %1").arg(count("tensor"));
    if (count("context") > 1)
        parts << tr("context parallel %1").arg(count("context"));
    if (count("pipeline") > 1)
        parts << (count("virtual_stages") > 1 ? tr("pipeline parallel %1 (%2 virtual stages)")
                                                    .arg(count("pipeline"))
                                                    .arg(count("virtual_stages"))
                                              : tr("pipeline parallel %1").arg(count("pipeline")));
    parts << tr("data parallel %1").arg(count("data"));
    QString text = parts.join(QStringLiteral(" × "));
    if (count("expert") > 1)
        text += tr(", expert parallel over %1 GPUs").arg(count("expert"));
    if (p.value("sequence_parallel", false))
        text += tr(", sequence parallel");
    return text;
}

QString CoreMessages::confidence(const std::string &confidence)
{
    return confidenceWord(fromStd(confidence));
}

QString CoreMessages::priceAge(const std::string &date, const tp::CivilDate &day)
{
    const std::optional<int> months = tp::ageInMonths(date, day);
    if (!months)
        return {};
    if (*months == 0)
        return tr("less than a month old");
    if (tp::isStale(date, day, tp::kOutdatedAfterDays))
        return tr("%n month(s) old, older than 12 months: check the current price", nullptr, *months);
    return tr("%n month(s) old", nullptr, *months);
}

QString CoreMessages::title(const std::string &code)
{
    static const std::map<std::string, const char *> titles = {
        // reasons for the recommendation
        {"recommend-cheapest", QT_TRANSLATE_NOOP("CoreMessages", "Cheapest")},
        {"recommend-fastest", QT_TRANSLATE_NOOP("CoreMessages", "Fastest")},
        {"recommend-balanced", QT_TRANSLATE_NOOP("CoreMessages", "Best balance of cost and time")},
        {"preferred-over-estimated", QT_TRANSLATE_NOOP("CoreMessages", "Confirmed specification preferred")},
        {"fastest-alternative", QT_TRANSLATE_NOOP("CoreMessages", "Fastest alternative")},
        {"cheapest-alternative", QT_TRANSLATE_NOOP("CoreMessages", "Cheapest alternative")},
        {"price", QT_TRANSLATE_NOOP("CoreMessages", "Price")},
        {"spot-reclaims", QT_TRANSLATE_NOOP("CoreMessages", "Spot reclaims")},
        {"price-estimated", QT_TRANSLATE_NOOP("CoreMessages", "Estimated price")},
        {"spot-fleet-risk", QT_TRANSLATE_NOOP("CoreMessages", "Spot fleet risk")},
        {"spot-capacity-passed-over", QT_TRANSLATE_NOOP("CoreMessages", "Spot fleet passed over")},
        {"subscription-months", QT_TRANSLATE_NOOP("CoreMessages", "Subscription months")},
        {"fits-with-changes", QT_TRANSLATE_NOOP("CoreMessages", "Changed to fit")},
        {"memory-use", QT_TRANSLATE_NOOP("CoreMessages", "GPU memory use")},
        {"slow-end-meets-deadline", QT_TRANSLATE_NOOP("CoreMessages", "Deadline met with margin")},
        {"slow-end-misses-deadline", QT_TRANSLATE_NOOP("CoreMessages", "Little slack before the deadline")},
        // details of a candidate
        {"fix-precision", QT_TRANSLATE_NOOP("CoreMessages", "Precision changed")},
        {"fix-method", QT_TRANSLATE_NOOP("CoreMessages", "Method changed")},
        {"fix-checkpointing", QT_TRANSLATE_NOOP("CoreMessages", "Activation checkpointing changed")},
        {"fix-micro-batch", QT_TRANSLATE_NOOP("CoreMessages", "Micro-batch changed")},
        {"fix-zero-stage", QT_TRANSLATE_NOOP("CoreMessages", "ZeRO stage changed")},
        {"price-basis", QT_TRANSLATE_NOOP("CoreMessages", "Price basis")},
        // assumptions of the plan
        {"exchange-rate", QT_TRANSLATE_NOOP("CoreMessages", "Exchange rate")},
        {"billing-granularity", QT_TRANSLATE_NOOP("CoreMessages", "Billing granularity")},
        {"spot-terms", QT_TRANSLATE_NOOP("CoreMessages", "Spot terms")},
        {"spot-size-class", QT_TRANSLATE_NOOP("CoreMessages", "Spot terms of large sizes")},
        {"subscription-terms", QT_TRANSLATE_NOOP("CoreMessages", "Subscription terms")},
        {"storage-unpriced", QT_TRANSLATE_NOOP("CoreMessages", "Storage not costed")},
        {"tax-basis", QT_TRANSLATE_NOOP("CoreMessages", "Tax in the prices")},
        {"dataset-size", QT_TRANSLATE_NOOP("CoreMessages", "Data set size")},
        {"checkpoint-write", QT_TRANSLATE_NOOP("CoreMessages", "Checkpoint write speed")},
        {"memory-headroom", QT_TRANSLATE_NOOP("CoreMessages", "Memory kept free")},
        {"availability", QT_TRANSLATE_NOOP("CoreMessages", "Offers that can be bought")},
        {"scale-out", QT_TRANSLATE_NOOP("CoreMessages", "Scaling out")},
        {"candidates-capped", QT_TRANSLATE_NOOP("CoreMessages", "Candidates left out")},
        {"data-residency", QT_TRANSLATE_NOOP("CoreMessages", "Data stays in mainland China")},
        {"hardware-overrides", QT_TRANSLATE_NOOP("CoreMessages", "Hardware figures")},
        {"precision-substituted", QT_TRANSLATE_NOOP("CoreMessages", "Precision substituted")},
    };
    const auto it = titles.find(code);
    return it == titles.end() ? QString() : tr(it->second);
}
