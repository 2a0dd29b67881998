#include "core/MessageCodes.h"

#include "core/Catalog.h"
#include "core/Parallelism.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <locale>
#include <set>
#include <sstream>

namespace tp {

namespace {

using T = MessageParam::Type;

MessageParam num(const char *name)
{
    return {name, T::Number, false};
}
MessageParam integer(const char *name)
{
    return {name, T::Integer, false};
}
MessageParam text(const char *name)
{
    return {name, T::Text, false};
}
MessageParam flag(const char *name)
{
    return {name, T::Boolean, false};
}
MessageParam oneOf(const char *name, std::vector<std::string> choices)
{
    return {name, T::Text, false, std::move(choices)};
}
MessageParam optional(MessageParam p)
{
    p.nullable = true;
    return p;
}

constexpr unsigned W = MessageCode::AsWarning;
constexpr unsigned R = MessageCode::AsReason;
constexpr unsigned S = MessageCode::AsSuggestion;
constexpr unsigned A = MessageCode::AsAdvice;
constexpr unsigned Rec = MessageCode::AsRecommendation;
constexpr unsigned As = MessageCode::AsAssumption;
constexpr unsigned D = MessageCode::AsDetail;

// A provider's names for the UI (providerNameParams).
void addProviderNames(std::vector<MessageParam> &params)
{
    params.push_back(text("provider_name"));
    params.push_back(optional(text("provider_name_zh")));
}

// The configuration a suggestion names: "1 x ecs.gn7i-c8g1.2xlarge (1 x A10, alibaba), spot".
std::vector<MessageParam> withConfiguration(std::vector<MessageParam> params)
{
    for (const char *name : {"instance_type", "gpu", "provider", "billing"})
        params.push_back(text(name));
    addProviderNames(params);
    params.push_back(integer("nodes"));
    params.push_back(integer("gpus"));
    return params;
}

// What the objective reasons of a recommendation say of the plan and the candidate: "Cheapest of
// 12 feasible options that finish within the 96.0 h deadline: 41.30 CNY for about 6.60 h (range
// 5.10 h to 8.90 h) on <configuration>."
std::vector<MessageParam> withOutcome(std::vector<MessageParam> params)
{
    for (MessageParam p :
         {integer("feasible"), optional(num("deadline_hours")), optional(num("max_cost")), text("currency"),
          num("cost_total"), num("time_hours"), num("time_hours_low"), num("time_hours_high")})
        params.push_back(p);
    return withConfiguration(std::move(params));
}

// The changes that make a candidate fit, each part null when it was not changed.
std::vector<MessageParam> fixParams(bool nullable)
{
    std::vector<MessageParam> params = {
        text("precision_from"),      text("precision_to"),      text("gpu"),
        text("method_from"),         text("method_to"),         flag("activation_checkpointing"),
        integer("micro_batch_from"), integer("micro_batch_to"), integer("gradient_accumulation"),
        integer("zero_stage_from"),  integer("zero_stage_to"),  oneOf("recompute", namesOf<Recompute>())};
    if (nullable)
        for (MessageParam &p : params)
            p.nullable = true;
    return params;
}

// How a price was found (core/planner/CostModel.cpp, resolvePrice).
const std::vector<std::string> kPriceBases = {"list", "spot", "month", "reserved"};

std::vector<MessageParam> only(const std::vector<MessageParam> &all,
                               std::initializer_list<const char *> names)
{
    std::vector<MessageParam> out;
    for (const char *name : names)
        for (const MessageParam &p : all)
            if (p.name == name)
                out.push_back(p);
    return out;
}

// A provider named in a message, by id and display names.
std::vector<MessageParam> withProviderNames(std::vector<MessageParam> params)
{
    params.push_back(text("provider"));
    addProviderNames(params);
    return params;
}

// The provider an assumption is about, and whether the catalog has its billing terms.
std::vector<MessageParam> withProvider(std::vector<MessageParam> params)
{
    params.insert(params.begin(), {text("provider"), flag("provider_known")});
    addProviderNames(params);
    return params;
}

} // namespace

const MessageParam *MessageCode::param(const std::string &name) const
{
    for (const MessageParam &p : params)
        if (p.name == name)
            return &p;
    return nullptr;
}

const std::vector<MessageCode> &messageCodes()
{
    static const std::vector<MessageCode> codes = {
        // --- the workload as resolved (core/Workload.cpp), passed on by the estimator
        {"precision-unsupported", W, {text("gpu"), text("precision"), text("suggested_precision")}},
        {"seq-exceeds-model", W, {integer("seq_len"), integer("max_seq_len")}},
        {"truncated-samples", W, {integer("seq_len")}},
        {"distributed-optimizer", W, {text("framework")}},
        // --- the estimator (core/Estimator.cpp); does-not-fit is a planner rejection reason too
        {"does-not-fit",
         W | R,
         {num("needed_gib"), text("gpu"), num("capacity_gib"), optional(integer("given_micro_batch")),
          optional(integer("given_zero_stage")), optional(flag("given_activation_checkpointing")),
          optional(num("headroom_percent"))}},
        {"memory-tight", W, {num("used_percent")}},
        {"no-rdma", W, {num("tcp_percent")}},
        {"sequence-parallel-off", W, {}},
        {"batch-rounded",
         W | R,
         {integer("global_batch"), integer("micro_batch"), integer("data_parallel"), integer("per_step"),
          integer("accumulation"), optional(integer("nearest_below")), integer("nearest_above")}},
        {"comm-bound", W, {num("comm_percent")}},
        {"input-bound", W, {integer("vcpus_per_node")}},
        {"launch-bound", W, {num("host_ms")}},
        {"memory-bound", W, {num("bandwidth_gbps"), num("memory_percent")}},
        {"uncalibrated-gpu", W, {text("generation")}},
        {"estimated-spec", W, {text("gpu"), text("field"), text("derivation")}},
        // --- planner rejection reasons (core/planner/Planner.cpp)
        {"layout-gpus", R, {integer("split"), integer("expert"), integer("gpus")}},
        {"unpriced", R, {text("instance_type"), optional(text("region"))}},
        {"spot-no-progress", R, {num("mtbf_hours")}},
        {"spot-capacity", R,
         withProviderNames({integer("gpus"), integer("nodes"), integer("gpus_per_node"),
                            integer("capacity_gpus"), integer("min_gpus"), text("confidence")})},
        {"not-computable", R, {}},
        {"over-budget", R, {num("cost_total"), num("max_cost"), text("currency")}},
        {"misses-deadline", R, {num("time_hours"), num("deadline_hours")}},
        // --- planner warnings
        {"spec-estimated", W, {text("instance_type"), text("derivation")}},
        {"deadline-risk", W, {num("time_hours_high"), num("deadline_hours")}},
        {"price-other-region", W, {text("price_region"), text("region")}},
        {"export-controlled", W, {text("gpu"), text("rule"), optional(text("rule_zh"))}},
        {"offer-not-open",
         W,
         {text("instance_type"), oneOf("availability", {"apply", "contract"}), optional(text("how")),
          optional(text("how_zh"))}},
        {"subscription-unused", W, {integer("months"), num("used_percent")}},
        {"reserved-term", W, {integer("years")}},
        // --- suggestions when nothing is feasible
        {"no-candidates",
         S,
         {integer("excluded_by_hardware"), integer("excluded_by_providers"), integer("excluded_by_region"),
          integer("excluded_by_domestic_only"), integer("excluded_by_framework"),
          integer("excluded_by_data_residency"), integer("excluded_by_availability")}},
        {"raise-budget", S,
         withConfiguration({num("max_cost"), num("current_max_cost"), text("currency"), num("time_hours")})},
        {"extend-deadline", S,
         withConfiguration(
             {num("deadline_hours"), num("current_deadline_hours"), num("cost_total"), text("currency")})},
        {"relax-both", S, withConfiguration({num("max_cost"), text("currency"), num("deadline_hours")})},
        {"use-qlora",
         S,
         {num("memory_per_gpu_gib"), text("gpu"), num("gpu_memory_gib"), num("lora_memory_per_gpu_gib")}},
        {"bigger-gpu",
         S,
         {num("needed_gib"), text("current_gpu"), num("current_gpu_memory_gib"), integer("gpus_per_node"),
          text("gpu"), num("gpu_memory_gib"), text("instance_type"), num("memory_per_gpu_gib")}},
        {"add-prices", S, {{"instance_types", T::TextList, false}, integer("more")}},
        // --- advice for the recommended candidate (core/planner/Advice.cpp)
        {"rdma",
         A,
         {integer("nodes"), num("tcp_percent"), num("rdma_percent"), flag("has_rdma"),
          optional(text("rdma_name")), optional(num("rdma_gbps")), num("network_gbps"),
          flag("tcp_loss_noticeable"), num("hours_without"), num("hours_with"), num("lost_percent"),
          text("instance_type")}},
        {"shared-storage", A, {integer("nodes"), num("dataset_gb"), optional(text("storage_names"))}},
        {"checkpoint-storage",
         A,
         {num("checkpoint_gb"), optional(text("disk")), num("write_seconds"), num("write_mbps"),
          integer("kept")}},
        {"host-ram", A, {num("host_ram_gib"), num("ratio"), num("gpu_memory_gib"), num("host_ram_max_gib")}},
        {"vcpu-input", A, {integer("vcpus"), num("input_percent"), integer("needed_vcpus")}},
        {"mixed-precision", A, {text("gpu"), text("precision"), num("half_tflops"), num("fp32_tflops")}},
        {"start-small", A, {integer("gpus")}},
        {"spot-checkpoint",
         A,
         {num("expected_interruptions"), num("interruptions_per_node_hour"), num("interval_min"),
          num("checkpoint_write_s"), num("mtbf_hours"), num("overhead_percent")}},
        {"forced-setting",
         A,
         {optional(integer("given_micro_batch")), optional(integer("free_micro_batch")),
          optional(integer("given_zero_stage")), optional(integer("free_zero_stage")),
          optional(oneOf("given_checkpointing", namesOf<Recompute>())),
          optional(oneOf("free_checkpointing", namesOf<Recompute>())), num("faster_percent"),
          num("hours_given"), num("hours_free")}},
        {"export-control", A, {text("gpu"), text("provider"), optional(text("provider_name_zh"))}},
        {"ascend-stack", A, {text("gpu"), integer("gpus"), flag("qlora")}},
        // --- reasons for the recommendation (core/planner/Planner.cpp)
        {"recommend-cheapest", Rec, withOutcome({flag("confirmed_only")})},
        {"recommend-fastest", Rec, withOutcome({})},
        {"recommend-balanced", Rec, withOutcome({num("cost_ratio"), num("time_ratio")})},
        {"preferred-over-estimated", Rec, withConfiguration({})},
        {"fastest-alternative", Rec,
         withConfiguration({num("time_hours"), num("cost_total"), text("currency"), num("cost_ratio")})},
        {"cheapest-alternative", Rec,
         withConfiguration({num("cost_total"), text("currency"), num("time_hours")})},
        {"price",
         Rec,
         {num("amount"), text("currency"), flag("monthly"), oneOf("basis", kPriceBases),
          optional(num("basis_factor")), flag("basis_defaulted"), optional(text("source")),
          optional(text("date")), optional(text("confidence")), optional(num("original_amount")),
          optional(text("original_currency")), optional(num("cny_per_usd"))}},
        {"price-estimated", Rec, {optional(text("derivation"))}},
        {"spot-reclaims",
         Rec,
         {num("interruptions_per_node_hour"), num("expected_interruptions"), num("interval_min"),
          num("overhead_percent"), optional(num("ondemand_cost")), text("currency")}},
        {"spot-fleet-risk", Rec, {integer("nodes"), num("mtbf_hours")}},
        {"spot-capacity-passed-over", Rec,
         withConfiguration({integer("capacity_gpus"), integer("min_gpus"), text("confidence"),
                            num("cost_total"), text("currency"), num("time_hours")})},
        {"subscription-months", Rec, {integer("months"), optional(num("ondemand_cost")), text("currency")}},
        {"fits-with-changes", Rec, fixParams(true)},
        {"memory-use",
         Rec,
         {num("memory_per_gpu_gib"), num("gpu_memory_gib"), integer("micro_batch"),
          optional(integer("zero_stage")), flag("activation_checkpointing"),
          oneOf("recompute", namesOf<Recompute>())}},
        {"slow-end-meets-deadline", Rec, {num("time_hours_high")}},
        {"slow-end-misses-deadline", Rec, {num("time_hours_high"), num("deadline_hours")}},
        // --- details of a candidate: the changes that make it fit, the basis of its price
        {"fix-precision", D, only(fixParams(false), {"precision_from", "precision_to", "gpu"})},
        {"fix-method", D, only(fixParams(false), {"method_from", "method_to"})},
        {"fix-checkpointing", D, only(fixParams(false), {"activation_checkpointing", "recompute"})},
        {"fix-micro-batch", D,
         only(fixParams(false), {"micro_batch_from", "micro_batch_to", "gradient_accumulation"})},
        {"fix-zero-stage", D, only(fixParams(false), {"zero_stage_from", "zero_stage_to"})},
        {"price-basis", D, {oneOf("basis", kPriceBases), optional(num("factor")), flag("defaulted")}},
        // --- assumptions of the plan
        {"exchange-rate",
         As,
         {num("cny_per_usd"), flag("defaulted"), flag("from_job"), optional(text("source")),
          optional(text("date"))}},
        {"billing-granularity", As,
         withProvider({num("granularity_seconds"), flag("granularity_defaulted")})},
        {"spot-terms", As,
         withProvider({num("spot_fraction"), flag("fraction_defaulted"), num("interruptions_per_node_hour"),
                       num("restart_min"), flag("rate_defaulted")})},
        {"spot-size-class", As,
         withProvider({integer("min_gpus"), num("spot_fraction"), num("interruptions_per_node_hour"),
                       optional(integer("capacity_gpus"))})},
        {"subscription-terms", As, withProvider({num("month_fraction"), flag("fraction_defaulted")})},
        {"storage-unpriced", As, withProvider({})},
        {"tax-basis", As, withProvider({flag("vat_included"), num("vat_percent")})},
        // the rule of core/planner/CostModel.cpp, datasetBytes
        {"dataset-size",
         As,
         {num("dataset_gb"),
          oneOf("rule", {"given", "text-tokens", "detection-images", "classification-images"})}},
        {"checkpoint-write", As, {num("write_mbps")}},
        {"memory-headroom", As, {num("percent"), flag("defaulted")}},
        {"availability", As, {{"kinds", T::TextList, false}, integer("excluded"), flag("defaulted")}},
        {"scale-out", As, {num("min_gbps"), num("min_speedup")}},
        {"candidates-capped", As, {integer("considered"), integer("kept")}},
        {"data-residency", As, {integer("excluded")}},
        {"hardware-overrides", As, {}},
        {"precision-substituted", As, {text("precision"), {"gpus", T::TextList, false}}},
    };
    return codes;
}

const MessageCode *findMessageCode(const std::string &code)
{
    for (const MessageCode &c : messageCodes())
        if (c.code == code)
            return &c;
    return nullptr;
}

double messageFigure(double value, int digits)
{
    if (!std::isfinite(value))
        return value;
    // the figure as printed with `digits` decimals, read back (to_chars: no locale, no stream)
    char buf[400];
    const auto printed = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, digits);
    if (printed.ec != std::errc())
        return value;
    double figure = value;
    std::from_chars(buf, printed.ptr, figure);
    return figure;
}

std::string checkMessageParams(const MessageCode &code, const nlohmann::json &params)
{
    if (!params.is_object())
        return code.code + ": params are not an object";
    std::set<std::string> seen;
    for (const auto &[name, value] : params.items()) {
        const MessageParam *p = code.param(name);
        if (!p)
            return code.code + ": param \"" + name + "\" is not registered";
        seen.insert(name);
        if (value.is_null()) {
            if (!p->nullable)
                return code.code + ": param \"" + name + "\" is null";
            continue;
        }
        bool ok = false;
        switch (p->type) {
        case T::Number:
            ok = value.is_number();
            break;
        case T::Integer:
            ok = value.is_number_integer();
            break;
        case T::Text:
            ok = value.is_string() &&
                 (p->choices.empty() || std::find(p->choices.begin(), p->choices.end(),
                                                  value.get<std::string>()) != p->choices.end());
            break;
        case T::TextList:
            ok = value.is_array();
            for (const auto &item : value)
                ok = ok && item.is_string();
            break;
        case T::Boolean:
            ok = value.is_boolean();
            break;
        }
        if (!ok && !p->choices.empty() && value.is_string())
            return code.code + ": param \"" + name +
                   "\" is not one of the registered choices: " + value.dump();
        if (!ok)
            return code.code + ": param \"" + name + "\" is not a " + toString(p->type) + ": " + value.dump();
    }
    for (const MessageParam &p : code.params)
        if (!seen.count(p.name))
            return code.code + ": param \"" + p.name + "\" is missing";
    return {};
}

nlohmann::json providerNameParams(const Catalog &catalog, const std::string &provider)
{
    nlohmann::json out = {{"provider_name", provider}, {"provider_name_zh", nullptr}};
    if (const ProviderInfo *p = catalog.findProvider(provider)) {
        if (!p->name.en.empty())
            out["provider_name"] = p->name.en;
        if (!p->name.zh.empty())
            out["provider_name_zh"] = p->name.zh;
    } else if (const auto it = catalog.providerNames.find(provider); it != catalog.providerNames.end()) {
        out["provider_name"] = it->second;
    }
    return out;
}

} // namespace tp
