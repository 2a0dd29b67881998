#include "document/JobJson.h"

#include "core/Catalog.h"
#include "core/planner/CostModel.h"

#include <cmath>
#include <string>

namespace JobJson {

namespace {

using nlohmann::json;

std::vector<std::string> tokens(const char *pointer)
{
    std::vector<std::string> out;
    const std::string p(pointer);
    std::size_t at = 0;
    while (at < p.size() && p[at] == '/') {
        const std::size_t next = p.find('/', at + 1);
        out.push_back(p.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1));
        if (next == std::string::npos)
            break;
        at = next;
    }
    return out;
}

} // namespace

const json *find(const json &job, const char *pointer)
{
    const json *at = &job;
    for (const std::string &key : tokens(pointer)) {
        if (!at->is_object())
            return nullptr;
        const auto it = at->find(key);
        if (it == at->end())
            return nullptr;
        at = &*it;
    }
    return at;
}

std::optional<double> number(const json &job, const char *pointer)
{
    const json *v = find(job, pointer);
    if (!v || !v->is_number())
        return std::nullopt;
    return v->get<double>();
}

QString string(const json &job, const char *pointer)
{
    const json *v = find(job, pointer);
    return v && v->is_string() ? QString::fromStdString(v->get<std::string>()) : QString();
}

std::optional<bool> boolean(const json &job, const char *pointer)
{
    const json *v = find(job, pointer);
    if (!v || !v->is_boolean())
        return std::nullopt;
    return v->get<bool>();
}

QStringList strings(const json &job, const char *pointer)
{
    QStringList out;
    const json *v = find(job, pointer);
    if (!v || !v->is_array())
        return out;
    for (const json &item : *v)
        if (item.is_string())
            out << QString::fromStdString(item.get<std::string>());
    return out;
}

void set(json &job, const char *pointer, const json &value)
{
    const std::vector<std::string> keys = tokens(pointer);
    if (keys.empty()) {
        job = value;
        return;
    }
    json *at = &job;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
        if (!at->is_object())
            *at = json::object();
        at = &(*at)[keys[i]];
    }
    if (!at->is_object())
        *at = json::object();
    (*at)[keys.back()] = value;
}

void remove(json &job, const char *pointer)
{
    const std::vector<std::string> keys = tokens(pointer);
    if (keys.empty())
        return;
    // The chain of objects down to the key's parent, to prune the ones left empty.
    std::vector<json *> chain{&job};
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
        json *at = chain.back();
        if (!at->is_object() || !at->contains(keys[i]))
            return;
        chain.push_back(&(*at)[keys[i]]);
    }
    if (!chain.back()->is_object())
        return;
    chain.back()->erase(keys.back());
    for (std::size_t i = chain.size() - 1; i > 0; --i) {
        if (!chain[i]->is_object() || !chain[i]->empty())
            break;
        chain[i - 1]->erase(keys[i - 1]);
    }
}

double roundBudget(double amount)
{
    if (!std::isfinite(amount) || amount <= 0)
        return amount;
    const double magnitude = std::pow(10.0, std::floor(std::log10(amount)) - 1);
    return std::round(amount / magnitude) * magnitude;
}

void convertBudget(json &job, const std::string &to, const tp::Catalog *catalog)
{
    const QString given = string(job, "/budget/currency");
    const std::string from = given.isEmpty() ? std::string("CNY") : given.toStdString();
    if (from == to)
        return;
    if (const auto maxCost = number(job, "/budget/max_cost")) {
        tp::cost::Exchange exchange = catalog ? tp::cost::exchangeFrom(*catalog) : tp::cost::Exchange();
        if (const auto own = number(job, "/budget/usd_cny"); own && *own > 0)
            exchange.cnyPerUsd = *own;
        if (const auto converted = exchange.convert(*maxCost, from, to))
            set(job, "/budget/max_cost", roundBudget(*converted));
    }
    set(job, "/budget/currency", to);
}

void applyPreferences(json &job, const Preferences &preferences, const tp::Catalog &catalog)
{
    if (!preferences.currency.isEmpty())
        convertBudget(job, preferences.currency.toStdString(), &catalog);
    if (!preferences.region.isEmpty() && !find(job, "/budget/region"))
        set(job, "/budget/region", preferences.region.toStdString());
    if (!preferences.providers.isEmpty() && !find(job, "/budget/providers")) {
        json list = json::array();
        for (const QString &p : preferences.providers)
            list.push_back(p.toStdString());
        set(job, "/budget/providers", list);
    }
}

json customJob()
{
    return json{{"model", {{"preset", "llama-3-8b"}}},
                {"method", "lora"},
                {"lora", {{"rank", 16}}},
                {"data", {{"samples", 10000}, {"tokens_per_sample", 512}}},
                {"epochs", 1},
                {"budget", {{"currency", "CNY"}}}};
}

} // namespace JobJson
