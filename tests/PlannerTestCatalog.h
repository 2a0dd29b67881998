#pragma once

// Shared by the planner tests: a small catalog with known prices and terms (the shipped GPUs,
// models and utilisation fit, plus hand-made instance types), so cost arithmetic and rules are
// checked against figures written here, not against catalog data that changes with every update.
#include "core/CatalogLoader.h"
#include "core/JobParser.h"
#include "core/planner/Planner.h"

#include <QtTest>
#include <fstream>
#include <sstream>

namespace tp::test {

inline Price price(Billing b, double amount, const std::string &currency = "CNY",
                   const std::string &region = "")
{
    return {b, amount, currency, region, {"test price", "2025-01-01", "list", ""}};
}

inline InstanceType instance(const std::string &provider, const std::string &family, const std::string &id,
                             const std::string &gpu, int gpus, int vcpu, double memoryGib, double networkGbps,
                             InstanceType::Rdma rdma, std::vector<Price> prices)
{
    InstanceType i;
    i.provider = provider;
    i.family = family;
    i.id = id;
    i.gpu = gpu;
    i.gpus = gpus;
    i.vcpu = vcpu;
    i.memoryGib = memoryGib;
    i.networkGbps = networkGbps;
    i.rdma = rdma;
    i.rdmaGbps = rdma == InstanceType::Rdma::None ? 0 : networkGbps;
    i.regions = {"test-east", "test-west"};
    i.prices = std::move(prices);
    i.provenance = {"test instance", "2025-01-01", "list", ""};
    return i;
}

inline StorageOption storage(const std::string &provider, const std::string &id, StorageOption::Kind kind,
                             bool shared, double readMBps, double writeMBps, double pricePerGbMonth)
{
    StorageOption s;
    s.provider = provider;
    s.id = id;
    s.kind = kind;
    s.name = {id, id};
    s.shared = shared;
    s.readMBps = readMBps;
    s.writeMBps = writeMBps;
    s.pricePerGbMonth = pricePerGbMonth;
    s.currency = "CNY";
    s.provenance = {"test storage", "2025-01-01", "list", ""};
    return s;
}

// "testcloud" (CNY, billed per hour, spot 0.3 x on-demand at 0.05 reclaims per node-hour and 10 min
// restarts, a month = 730 h x 0.6, reserved 1 year at 0.5; storage: a 350 MB/s SSD at 1 CNY per
// GB-month, a shared file system at 1.2), and "usdcloud" (USD prices, no terms: planner defaults).
// 1 USD = 7 CNY.
inline const Catalog &plannerCatalog()
{
    static const Catalog catalog = [] {
        std::vector<SourceText> files;
        for (const char *name : {"gpus.json", "models.json", "efficiency.json"}) {
            const std::string path = std::string(TRAINPLAN_CATALOG_DIR) + "/" + name;
            std::ifstream in(path, std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            files.push_back({path, text.str()});
        }
        CatalogLoader::Result r = CatalogLoader::load(files);
        for (const Problem &p : r.problems)
            if (p.isError())
                qFatal("the shipped GPUs/models do not load: %s", p.toString().c_str());
        Catalog c = r.catalog;
        using R = InstanceType::Rdma;
        c.instances = {
            instance("testcloud", "ta10", "tc.a10.small", "A10", 1, 8, 30, 16, R::None,
                     {price(Billing::OnDemand, 10.0)}),
            instance("testcloud", "ta10", "tc.a10.quad", "A10", 4, 64, 240, 32, R::None,
                     {price(Billing::OnDemand, 40.0)}),
            instance("testcloud", "tt4", "tc.t4.small", "T4", 1, 4, 15, 4, R::None,
                     {price(Billing::OnDemand, 5.0)}),
            instance("testcloud", "ta100", "tc.a100.8x", "A100-SXM4-80GB", 8, 128, 1024, 100, R::ERdma,
                     {price(Billing::OnDemand, 300.0), price(Billing::Spot, 90.0)}),
            instance("testcloud", "ta100t", "tc.a100tcp.8x", "A100-SXM4-80GB", 8, 96, 500, 64, R::None,
                     {price(Billing::OnDemand, 280.0)}),
            instance("testcloud", "th20", "tc.h20.8x", "H20", 8, 192, 1024, 100, R::ERdma,
                     {price(Billing::OnDemand, 400.0)}),
            instance("testcloud", "tasc", "tc.ascend.8x", "Ascend-910B", 8, 192, 1024, 100, R::Rdma,
                     {price(Billing::OnDemand, 250.0)}),
            instance("testcloud", "tv100", "tc.v100.unpriced", "V100-SXM2-32GB", 2, 16, 128, 10, R::None, {}),
            instance("usdcloud", "ua10", "uc.a10", "A10", 1, 8, 32, 10, R::None,
                     {price(Billing::OnDemand, 1.0, "USD")}),
        };
        c.providerNames = {{"testcloud", "Test Cloud"}, {"usdcloud", "USD Cloud"}};
        ProviderInfo tc;
        tc.id = "testcloud";
        tc.name = {"Test Cloud", "测试云"};
        tc.currency = "CNY";
        tc.regions = {{"test-east", {"East", "东"}}, {"test-west", {"West", "西"}}};
        tc.billing.granularitySeconds = 3600;
        tc.billing.spotPriceFraction = 0.3;
        tc.billing.spotInterruptionsPerHour = 0.05;
        tc.billing.spotRestartMinutes = 10;
        tc.billing.spotProvenance = {"test terms", "2025-01-01", "estimate", "test"};
        tc.billing.subscriptionMonthFraction = 0.6;
        tc.billing.subscriptionProvenance = {"test terms", "2025-01-01", "estimate", "test"};
        tc.billing.reserved1yFraction = 0.5;
        tc.billing.reservedProvenance = {"test terms", "2025-01-01", "estimate", "test"};
        tc.storage = {storage("testcloud", "tc-ssd", StorageOption::Kind::Block, false, 350, 350, 1.0),
                      storage("testcloud", "tc-cpfs", StorageOption::Kind::File, true, 2000, 1000, 1.2)};
        c.providers = {tc};
        c.exchangeRate = ExchangeRate{7.0, {"test rate", "2025-01-01", "reported", ""}};
        return c;
    }();
    return catalog;
}

// The planner test catalog where 8-GPU sizes are scarce on spot: reclaimed three times as
// often, 60 min to get a replacement, and at most 8 spot GPUs of one type at once.
inline const Catalog &scarceSpotCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = plannerCatalog();
        SpotSizeClass large;
        large.minGpus = 8;
        large.interruptionsPerHour = 0.15;
        large.restartMinutes = 60;
        large.capacityGpus = 8;
        large.provenance = {"test spot classes", "2025-01-01", "estimate", "test"};
        c.providers.front().billing.spotSizeClasses = {large};
        return c;
    }();
    return catalog;
}

inline Job jobFrom(const nlohmann::json &j)
{
    auto parsed = JobParser::parse(j, "test-job");
    if (!parsed.value) {
        QString problems;
        for (const auto &p : parsed.problems)
            problems += QString::fromStdString(p.toString()) + QLatin1Char('\n');
        qFatal("test job does not parse: %s", qPrintable(problems));
    }
    return *parsed.value;
}

inline Plan planFor(const nlohmann::json &j, const Catalog &catalog = plannerCatalog(),
                    PlanOptions options = {})
{
    PlanResult r = Planner(catalog).plan(jobFrom(j), options, "test-job");
    if (!r.value) {
        QString problems;
        for (const auto &p : r.problems)
            problems += QString::fromStdString(p.toString()) + QLatin1Char('\n');
        qFatal("test job does not plan: %s", qPrintable(problems));
    }
    return std::move(*r.value);
}

inline const Candidate *findCandidate(const Plan &plan, const std::string &instance, int nodes,
                                      Billing billing)
{
    for (const Candidate &c : plan.candidates)
        if (c.instance->id == instance && c.nodes == nodes && c.billing == billing)
            return &c;
    return nullptr;
}

inline bool hasNote(const std::vector<Note> &notes, const std::string &code)
{
    for (const Note &n : notes)
        if (n.code == code)
            return true;
    return false;
}

// A LoRA fine-tune of Llama-3-8B that fits one A10 (24 GB) with its settings left open.
inline nlohmann::json loraJob()
{
    return {{"model", {{"preset", "llama-3-8b"}}},
            {"method", "lora"},
            {"precision", "bf16"},
            {"seq_len", 1024},
            {"global_batch", 32},
            {"data", {{"samples", 20000}, {"tokens_per_sample", 512}}},
            {"epochs", 1}};
}

} // namespace tp::test
