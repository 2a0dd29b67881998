#include "MessageCodes.h"

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
MessageParam optional(MessageParam p)
{
    p.nullable = true;
    return p;
}

constexpr unsigned W = MessageCode::AsWarning;
constexpr unsigned R = MessageCode::AsReason;
constexpr unsigned S = MessageCode::AsSuggestion;
constexpr unsigned A = MessageCode::AsAdvice;

// The configuration a suggestion names: "1 x ecs.gn7i-c8g1.2xlarge (1 x A10, alibaba), spot".
std::vector<MessageParam> withConfiguration(std::vector<MessageParam> params)
{
    for (const char *name : {"instance_type", "gpu", "provider", "billing"})
        params.push_back(text(name));
    params.push_back(integer("nodes"));
    params.push_back(integer("gpus"));
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
        // --- the estimator (core/Estimator.cpp); does-not-fit is a planner rejection reason too
        {"does-not-fit",
         W | R,
         {num("needed_gib"), text("gpu"), num("capacity_gib"), optional(integer("given_micro_batch")),
          optional(integer("given_zero_stage")), optional(flag("given_activation_checkpointing"))}},
        {"memory-tight", W, {num("used_percent")}},
        {"no-rdma", W, {num("tcp_percent")}},
        {"comm-bound", W, {num("comm_percent")}},
        {"input-bound", W, {integer("vcpus_per_node")}},
        {"memory-bound", W, {num("bandwidth_gbps"), num("memory_percent")}},
        {"uncalibrated-gpu", W, {text("generation")}},
        {"estimated-spec", W, {text("gpu"), text("field"), text("derivation")}},
        // --- planner rejection reasons (core/planner/Planner.cpp)
        {"unpriced", R, {text("instance_type"), optional(text("region"))}},
        {"spot-no-progress", R, {num("mtbf_hours")}},
        {"not-computable", R, {}},
        {"over-budget", R, {num("cost_total"), num("max_cost"), text("currency")}},
        {"misses-deadline", R, {num("time_hours"), num("deadline_hours")}},
        // --- planner warnings
        {"spec-estimated", W, {text("instance_type"), text("derivation")}},
        {"deadline-risk", W, {num("time_hours_high"), num("deadline_hours")}},
        {"price-other-region", W, {text("price_region"), text("region")}},
        {"subscription-unused", W, {integer("months"), num("used_percent")}},
        {"reserved-term", W, {integer("years")}},
        // --- suggestions when nothing is feasible
        {"no-candidates",
         S,
         {integer("excluded_by_hardware"), integer("excluded_by_providers"), integer("excluded_by_region"),
          integer("excluded_by_domestic_only")}},
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
        {"export-control", A, {text("gpu"), text("provider")}},
        {"ascend-stack", A, {text("gpu"), integer("gpus"), flag("qlora")}},
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

std::string toString(MessageParam::Type type)
{
    switch (type) {
    case T::Number:
        return "number";
    case T::Integer:
        return "integer";
    case T::Text:
        return "text";
    case T::TextList:
        return "list of text";
    case T::Boolean:
        return "boolean";
    }
    return "number";
}

double messageFigure(double value, int digits)
{
    if (!std::isfinite(value))
        return value;
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.setf(std::ios::fixed);
    out.precision(digits);
    out << value;
    std::istringstream in(out.str());
    in.imbue(std::locale::classic());
    double figure = value;
    in >> figure;
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
            ok = value.is_string();
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
        if (!ok)
            return code.code + ": param \"" + name + "\" is not a " + toString(p->type) + ": " + value.dump();
    }
    for (const MessageParam &p : code.params)
        if (!seen.count(p.name))
            return code.code + ": param \"" + p.name + "\" is missing";
    return {};
}

} // namespace tp
