#include "PlannerTestCatalog.h"
#include "core/planner/PlanCsv.h"
#include "core/planner/PlanJson.h"
#include "core/planner/PlanTable.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

using namespace tp;
using test::findCandidate;
using test::hasNote;
using test::loraJob;
using test::planFor;

namespace {

nlohmann::json with(nlohmann::json job, const nlohmann::json &patch)
{
    job.merge_patch(patch);
    return job;
}

int recommendedCount(const Plan &plan)
{
    int n = 0;
    for (const Candidate &c : plan.candidates)
        n += c.recommended ? 1 : 0;
    return n;
}

} // namespace

// The planner on a small catalog with known prices: which candidates it makes, how it rejects
// and why, the memory fixes, ranking and the one recommendation per objective, what it suggests
// when nothing is feasible, and the plan's JSON, CSV and table.
class TestPlanner : public QObject
{
    Q_OBJECT

private slots:
    void candidatesCoverInstancesNodesAndBillingModes()
    {
        const Plan plan = planFor(loraJob());
        // 1-GPU and non-full sizes stay single-node; every priced mode is a candidate
        QVERIFY(findCandidate(plan, "tc.a10.small", 1, Billing::OnDemand));
        QVERIFY(findCandidate(plan, "tc.a10.small", 1, Billing::Spot));
        QVERIFY(findCandidate(plan, "tc.a10.small", 1, Billing::SubscriptionMonth));
        QVERIFY(findCandidate(plan, "tc.a10.small", 1, Billing::Reserved1y));
        QVERIFY(!findCandidate(plan, "tc.a10.small", 1, Billing::Reserved3y)); // not in the catalog
        QVERIFY(!findCandidate(plan, "tc.a10.small", 2, Billing::OnDemand));
        // usdcloud publishes no terms: planner defaults give it spot and subscription
        QVERIFY(findCandidate(plan, "uc.a10", 1, Billing::Spot));
        for (const Candidate &c : plan.candidates) {
            QVERIFY(c.instance);
            QVERIFY2(std::isfinite(c.costTotal()) && std::isfinite(c.timeHours), c.instance->id.c_str());
        }
        QCOMPARE(plan.stats.candidates, static_cast<int>(plan.candidates.size()));
    }

    void fullNodesWithAFastNetworkScaleOut()
    {
        nlohmann::json job = {{"model", {{"preset", "llama-2-13b"}}},
                              {"method", "full"},
                              {"precision", "bf16"},
                              {"seq_len", 1024},
                              {"global_batch", 256},
                              {"data", {{"tokens", 2e9}}},
                              {"hardware", {{"gpu", "A100-SXM4-80GB"}}},
                              {"budget", {{"billing", {"ondemand"}}}}};
        const Plan plan = planFor(job);
        QVERIFY(findCandidate(plan, "tc.a100.8x", 1, Billing::OnDemand));
        QVERIFY(findCandidate(plan, "tc.a100.8x", 2, Billing::OnDemand));
        QVERIFY(findCandidate(plan, "tc.a100tcp.8x", 2, Billing::OnDemand)); // 64 Gbit/s TCP: allowed, warned
        std::set<int> nodes;
        for (const Candidate &c : plan.candidates) {
            nodes.insert(c.nodes);
            QVERIFY(c.nodes == 1 || (c.nodes & (c.nodes - 1)) == 0);
            QVERIFY(c.totalGpus() <= 256); // never more GPUs than sequences per step
        }
        QVERIFY(nodes.size() >= 2);
        // node counts are given: exactly that
        const Plan fixed = planFor(with(job, {{"hardware", {{"gpu", "A100-SXM4-80GB"}, {"nodes", 4}}}}));
        for (const Candidate &c : fixed.candidates)
            QCOMPARE(c.nodes, 4);
    }

    void filtersNarrowTheCandidates()
    {
        const Plan a10 = planFor(with(loraJob(), {{"hardware", {{"gpu", "A10"}, {"gpus_per_node", 1}}}}));
        for (const Candidate &c : a10.candidates)
            QVERIFY(c.instance->gpu == "A10" && c.instance->gpus == 1);
        const Plan usd = planFor(with(loraJob(), {{"budget", {{"providers", {"usdcloud"}}}}}));
        for (const Candidate &c : usd.candidates)
            QCOMPARE(c.instance->provider, std::string("usdcloud"));
        const Plan domestic = planFor(with(loraJob(), {{"budget", {{"domestic_only", true}}}}));
        QVERIFY(!domestic.candidates.empty());
        for (const Candidate &c : domestic.candidates)
            QCOMPARE(c.instance->gpu, std::string("Ascend-910B"));
        const Plan spotOnly = planFor(with(loraJob(), {{"budget", {{"billing", {"spot"}}}}}));
        for (const Candidate &c : spotOnly.candidates)
            QVERIFY(c.billing == Billing::Spot || !c.priced());
        const Plan rdma =
            planFor(with(loraJob(), {{"hardware", {{"gpu", "A100-SXM4-80GB"}, {"rdma", true}}}}));
        for (const Candidate &c : rdma.candidates)
            QCOMPARE(c.instance->id, std::string("tc.a100.8x"));
    }

    void badReferencesAreErrorsWithTheirPath_data()
    {
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown provider")
            << QByteArray(R"({"budget": {"providers": ["nocloud"]}})") << "/budget/providers/0";
        QTest::newRow("unknown region")
            << QByteArray(R"({"budget": {"region": "mars-1"}})") << "/budget/region";
        QTest::newRow("unknown GPU") << QByteArray(R"({"hardware": {"gpu": "B300"}})") << "/hardware/gpu";
        QTest::newRow("unknown instance")
            << QByteArray(R"({"hardware": {"instance": "tc.nothing"}})") << "/hardware/instance";
        QTest::newRow("unknown preset") << QByteArray(R"({"model": {"preset": "gpt-9"}})") << "/model/preset";
    }
    void badReferencesAreErrorsWithTheirPath()
    {
        QFETCH(QByteArray, patch);
        QFETCH(QString, path);
        const Job job = test::jobFrom(with(loraJob(), nlohmann::json::parse(patch.toStdString())));
        PlanResult r = Planner(test::plannerCatalog()).plan(job, {}, "job.json");
        QVERIFY(!r.value);
        bool found = false;
        for (const Problem &p : r.problems)
            found = found || (p.isError() && p.path == path.toStdString() && p.file == "job.json");
        QVERIFY2(found, qPrintable(path));
    }

    void anEstimatedPriceIsAReasonToCheckBeforeRenting()
    {
        auto hasReason = [](const Plan &plan) {
            const auto &rs = plan.recommendation->reasons;
            return std::any_of(rs.begin(), rs.end(),
                               [](const Note &n) { return n.code == "price-estimated"; });
        };
        // the test catalog's prices are list prices: nothing to say
        const Plan listed = planFor(with(loraJob(), {{"hardware", {{"gpu", "A10"}}}}));
        QVERIFY(listed.recommendation);
        QVERIFY(!hasReason(listed));
        // the same plan with the recommended type's price turned into an estimate
        Catalog catalog = test::plannerCatalog();
        const Candidate &rec = listed.candidates[listed.recommendation->index];
        for (InstanceType &i : catalog.instances)
            if (i.id == rec.instance->id)
                for (Price &p : i.prices)
                    p.provenance = {"test blog", "2023-07", "estimate", "A100 price x 0.4; not a list price"};
        PlanResult r = Planner(catalog).plan(test::jobFrom(with(loraJob(), {{"hardware", {{"gpu", "A10"}}}})),
                                             {}, "job.json");
        QVERIFY(r.value && r.value->recommendation);
        QCOMPARE(r.value->candidates[r.value->recommendation->index].instance->id, rec.instance->id);
        QVERIFY(hasReason(*r.value));
        for (const Note &n : r.value->recommendation->reasons)
            if (n.code == "price-estimated") {
                QCOMPARE(n.params["derivation"].get<std::string>(), std::string("A100 price x 0.4 ..."));
                QVERIFY(n.message.find("quote-script") != std::string::npos);
            }
    }

    void unpricedInstancesAreRejectedWithAReason()
    {
        const Plan plan = planFor(with(loraJob(), {{"hardware", {{"gpu", "V100-SXM2-32GB"}}}}));
        QCOMPARE(plan.candidates.size(), std::size_t(1));
        const Candidate &c = plan.candidates.front();
        QVERIFY(!c.feasible && !c.priced());
        QVERIFY(hasNote(c.reasons, "unpriced"));
        QVERIFY(!plan.recommendation);
        bool addPrices = false;
        for (const Suggestion &s : plan.suggestions)
            addPrices = addPrices || s.code == "add-prices";
        QVERIFY(addPrices);
        const std::string json = toJson(plan).dump();
        QVERIFY(json.find("NaN") == std::string::npos && json.find("inf") == std::string::npos);
        QVERIFY(toJson(plan)["candidates"][0]["cost_total"].is_null());
    }

    void aGlobalBatchThatDoesNotSplitRejectsTheCandidate()
    {
        // the job's global batch 6 at micro-batch 2 splits over 1 or 3 data-parallel GPUs, not over
        // 2 or 4: those candidates are rejected with the reason, never planned with fractional steps
        const Plan plan = planFor(
            with(loraJob(), {{"global_batch", 6}, {"micro_batch", 2}, {"hardware", {{"gpu", "A10"}}}}));
        int rejected = 0, splitting = 0;
        for (const Candidate &c : plan.candidates) {
            if (!c.estimate)
                continue;
            const int dp = c.estimate->workload.parallel.data;
            if (6 % (2 * dp) != 0) {
                QVERIFY2(hasNote(c.reasons, "batch-rounded"), c.instance->id.c_str());
                QVERIFY(!c.feasible);
                for (const Note &n : c.warnings())
                    QVERIFY(n.code != "batch-rounded"); // a reason, not a warning
                ++rejected;
            } else {
                QVERIFY(!hasNote(c.reasons, "batch-rounded"));
                ++splitting;
            }
        }
        QVERIFY(rejected > 0);
        QVERIFY(splitting > 0);
        QVERIFY(plan.recommendation);
    }

    void budgetAndDeadlineRejectWithReasonsAfterTheFeasible()
    {
        const Plan open = planFor(with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                                                   {"budget", {{"billing", {"ondemand", "spot"}}}}}));
        const Candidate *od = findCandidate(open, "tc.a10.small", 1, Billing::OnDemand);
        const Candidate *spot = findCandidate(open, "tc.a10.small", 1, Billing::Spot);
        QVERIFY(od && spot && od->feasible && spot->feasible);
        // a budget between the two rejects on-demand, a deadline under the spot time rejects spot
        const double budget = (od->costTotal() + spot->costTotal()) / 2;
        const double deadline = (od->timeHours + spot->timeHours) / 2; // spot runs longer (interruptions)
        const Plan tight =
            planFor(with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                                     {"budget", {{"billing", {"ondemand", "spot"}}, {"max_cost", budget}}}}));
        QVERIFY(hasNote(findCandidate(tight, "tc.a10.small", 1, Billing::OnDemand)->reasons, "over-budget"));
        QVERIFY(findCandidate(tight, "tc.a10.small", 1, Billing::Spot)->feasible);
        const Plan late = planFor(
            with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                             {"budget", {{"billing", {"ondemand", "spot"}}, {"deadline_hours", deadline}}}}));
        QVERIFY(hasNote(findCandidate(late, "tc.a10.small", 1, Billing::Spot)->reasons, "misses-deadline"));
        QVERIFY(findCandidate(late, "tc.a10.small", 1, Billing::OnDemand)->recommended);
        // feasible first, then rejected
        bool seenRejected = false;
        for (const Candidate &c : tight.candidates) {
            if (!c.feasible)
                seenRejected = true;
            QVERIFY(!(seenRejected && c.feasible));
        }
    }

    void fixedSettingsThatDoNotFitAreFixedCheapestFirst()
    {
        // micro-batch 16 without activation checkpointing at 2048 tokens does not fit 24 GB
        nlohmann::json job = with(loraJob(), {{"seq_len", 2048},
                                              {"micro_batch", 16},
                                              {"global_batch", 64},
                                              {"activation_checkpointing", false},
                                              {"hardware", {{"instance", "tc.a10.small"}}},
                                              {"budget", {{"billing", {"ondemand"}}}}});
        const Plan plan = planFor(job);
        const Candidate *c = findCandidate(plan, "tc.a10.small", 1, Billing::OnDemand);
        QVERIFY(c && c->fits() && c->feasible);
        QVERIFY(!c->fixes.empty());
        const Workload &w = c->estimate->workload;
        QVERIFY(w.recompute != Recompute::None || w.microBatch < 16);
        std::string all;
        for (const std::string &f : c->fixes)
            all += f + "\n";
        QVERIFY2(all.find("activation checkpointing") != std::string::npos ||
                     all.find("micro-batch 16") != std::string::npos,
                 all.c_str());
        std::string reasons;
        const Note *changes = nullptr;
        for (const Note &n : plan.recommendation->reasons) {
            reasons += n.message + "\n";
            if (n.code == "fits-with-changes")
                changes = &n;
        }
        QVERIFY2(changes && changes->message.find("Fits only with") == 0, reasons.c_str());
        // the changes are the candidate's fixes, in words and in params
        const std::vector<Note> fixes = fixNotes(plan, *c);
        QCOMPARE(fixes.size(), c->fixes.size());
        for (std::size_t i = 0; i < fixes.size(); ++i) {
            QCOMPARE(fixes[i].message, c->fixes[i]);
            QVERIFY2(changes->message.find(fixes[i].message) != std::string::npos, reasons.c_str());
            for (const auto &[name, value] : fixes[i].params.items())
                QVERIFY2(changes->params.at(name) == value, name.c_str());
        }
    }

    void loraBecomesQloraOnlyWhenAllowed()
    {
        // Llama-2-13B LoRA in bf16 needs ~26 GB of weights: not on a 24 GB A10, even with every setting
        nlohmann::json job = {{"model", {{"preset", "llama-2-13b"}}},
                              {"method", "lora"},
                              {"precision", "bf16"},
                              {"seq_len", 512},
                              {"data", {{"samples", 2000}, {"tokens_per_sample", 512}}},
                              {"hardware", {{"instance", "tc.a10.small"}}},
                              {"budget", {{"billing", {"ondemand"}}}}};
        const Plan strict = planFor(job);
        QVERIFY(!strict.recommendation);
        QVERIFY(hasNote(strict.candidates.front().reasons, "does-not-fit"));
        bool qlora = false, bigger = false;
        for (const Suggestion &s : strict.suggestions) {
            qlora = qlora || s.code == "use-qlora";
            bigger = bigger || s.code == "bigger-gpu";
            QVERIFY(!s.message.empty() && !s.figures.empty());
        }
        QVERIFY(qlora);
        QVERIFY(bigger);

        const Plan allowed = planFor(with(job, {{"budget", {{"allow_method_change", true}}}}));
        const Candidate *c = findCandidate(allowed, "tc.a10.small", 1, Billing::OnDemand);
        QVERIFY(c && c->feasible);
        QVERIFY(c->estimate->workload.method == Method::QLora);
        QVERIFY(c->fixes.front().find("qlora") != std::string::npos);
    }

    void exactlyOneRecommendationPerObjective_data()
    {
        QTest::addColumn<QString>("objective");
        QTest::newRow("cheapest") << "cheapest";
        QTest::newRow("fastest") << "fastest";
        QTest::newRow("balanced") << "balanced";
    }
    void exactlyOneRecommendationPerObjective()
    {
        QFETCH(QString, objective);
        const Objective o = *fromString<Objective>(objective.toStdString());
        const Plan plan = planFor(loraJob(), test::plannerCatalog(), PlanOptions{o});
        QVERIFY(plan.objective == o);
        QCOMPARE(recommendedCount(plan), 1);
        const Candidate *r = plan.recommended();
        QVERIFY(r && r->feasible && r->pareto);
        QVERIFY(!plan.recommendation->reasons.empty());
        for (const Candidate &c : plan.candidates) {
            if (!c.feasible)
                continue;
            if (o == Objective::Cheapest)
                QVERIFY(r->costTotal() <= c.costTotal());
            if (o == Objective::Fastest)
                QVERIFY(r->timeHours <= c.timeHours);
            if (o == Objective::Balanced)
                QVERIFY(r->costTotal() * r->timeHours <= c.costTotal() * c.timeHours * (1 + 1e-12));
        }
        const std::string first = plan.recommendation->reasons.front().message;
        QCOMPARE(plan.recommendation->reasons.front().code, "recommend-" + objective.toStdString());
        const char *word = o == Objective::Cheapest  ? "Cheapest"
                           : o == Objective::Fastest ? "Fastest"
                                                     : "balance";
        QVERIFY2(first.find(word) != std::string::npos, first.c_str());
    }

    void theJobsObjectiveIsUsedUnlessOverridden()
    {
        const Plan plan = planFor(with(loraJob(), {{"budget", {{"objective", "fastest"}}}}));
        QVERIFY(plan.objective == Objective::Fastest);
        const Plan over = planFor(with(loraJob(), {{"budget", {{"objective", "fastest"}}}}),
                                  test::plannerCatalog(), PlanOptions{Objective::Cheapest});
        QVERIFY(over.objective == Objective::Cheapest);
    }

    void paretoFrontIsMarkedOnFeasibleCandidatesOnly()
    {
        const Plan plan = planFor(loraJob());
        int front = 0;
        for (const Candidate &a : plan.candidates) {
            if (!a.feasible) {
                QVERIFY(!a.pareto);
                continue;
            }
            bool dominated = false;
            for (const Candidate &b : plan.candidates)
                if (b.feasible && b.costTotal() <= a.costTotal() && b.timeHours <= a.timeHours &&
                    (b.costTotal() < a.costTotal() || b.timeHours < a.timeHours))
                    dominated = true;
            QCOMPARE(a.pareto, !dominated);
            front += a.pareto;
        }
        QVERIFY(front >= 1);
    }

    void infeasiblePlansSayWhatWouldHelpWithFigures()
    {
        const Plan open = planFor(with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                                                   {"budget", {{"billing", {"ondemand"}}}}}));
        const Candidate *c = findCandidate(open, "tc.a10.small", 1, Billing::OnDemand);
        QVERIFY(c);
        const Plan none = planFor(with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                                                   {"budget",
                                                    {{"billing", {"ondemand"}},
                                                     {"max_cost", c->costTotal() / 2},
                                                     {"deadline_hours", c->timeHours * 2}}}}));
        QVERIFY(!none.recommendation);
        QCOMPARE(recommendedCount(none), 0);
        const Suggestion *budget = nullptr;
        for (const Suggestion &s : none.suggestions)
            if (s.code == "raise-budget")
                budget = &s;
        QVERIFY(budget);
        QCOMPARE(budget->figures["max_cost"].get<double>(), std::ceil(c->costTotal()));
        QVERIFY2(budget->message.find("Raise the budget to") != std::string::npos, budget->message.c_str());

        const Plan late = planFor(
            with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                             {"budget", {{"billing", {"ondemand"}}, {"deadline_hours", c->timeHours / 2}}}}));
        bool extend = false;
        for (const Suggestion &s : late.suggestions)
            extend = extend || (s.code == "extend-deadline" &&
                                s.figures["deadline_hours"].get<double>() == std::ceil(c->timeHours));
        QVERIFY(extend);

        const Plan nothing = planFor(with(loraJob(), {{"hardware", {{"gpu", "A10"}, {"gpus_per_node", 3}}}}));
        QVERIFY(nothing.candidates.empty());
        QCOMPARE(nothing.suggestions.front().code, std::string("no-candidates"));
    }

    void plansConvertToTheAskedCurrency()
    {
        const Plan cny = planFor(with(
            loraJob(), {{"hardware", {{"instance", "uc.a10"}}}, {"budget", {{"billing", {"ondemand"}}}}}));
        const Plan usd =
            planFor(with(loraJob(), {{"hardware", {{"instance", "uc.a10"}}},
                                     {"budget", {{"billing", {"ondemand"}}, {"currency", "USD"}}}}));
        const Candidate &a = cny.candidates.front(), &b = usd.candidates.front();
        QCOMPARE(a.currency, std::string("CNY"));
        QCOMPARE(b.currency, std::string("USD"));
        QVERIFY(std::fabs(a.cost.compute - 7.0 * b.cost.compute) < 1e-9);
        bool rate = false, storage = false;
        for (const Assumption &x : cny.assumptions) {
            rate = rate || x.code == "exchange-rate";
            storage = storage || x.code == "storage-unpriced"; // usdcloud lists no storage
        }
        QVERIFY(rate && storage);
    }

    void theJobsOwnRateConvertsEveryPrice()
    {
        // budget.usd_cny (spec/cli.md, version 3): the plan converts at the job's rate, not the
        // catalog's 7.0, and says so
        const nlohmann::json job = with(loraJob(), {{"hardware", {{"instance", "uc.a10"}}}});
        const Plan catalogRate = planFor(with(job, {{"budget", {{"billing", {"ondemand"}}}}}));
        const Plan ownRate = planFor(with(job, {{"budget", {{"billing", {"ondemand"}}, {"usd_cny", 7.5}}}}));
        const Candidate &a = catalogRate.candidates.front(), &b = ownRate.candidates.front();
        QVERIFY(std::fabs(b.cost.compute - a.cost.compute * 7.5 / 7.0) < 1e-9);
        QCOMPARE(ownRate.exchange.cnyPerUsd, 7.5);
        bool said = false;
        for (const Assumption &x : ownRate.assumptions)
            if (x.code == "exchange-rate") {
                said = true;
                QVERIFY2(x.params.value("from_job", false), x.params.dump().c_str());
                QCOMPARE(x.params["cny_per_usd"].get<double>(), 7.5);
            }
        QVERIFY(said);
        QCOMPARE(toJson(ownRate)["exchange_rate"]["cny_per_usd"].get<double>(), 7.5);
    }

    void noSpotIsDerivedForAFamilyThatSellsNone()
    {
        // testcloud's spot terms price spot at 0.3 x on-demand; a family that sells no spot (Tencent
        // HCC) gets no spot candidate from them
        Catalog catalog = test::plannerCatalog();
        for (InstanceType &i : catalog.instances)
            if (i.id == "tc.a10.small")
                i.sellsSpot = false;
        const nlohmann::json job = with(loraJob(), {{"hardware", {{"instance", "tc.a10.small"}}},
                                                    {"budget", {{"billing", {"spot", "ondemand"}}}}});
        QVERIFY(findCandidate(planFor(job), "tc.a10.small", 1, Billing::Spot));
        const Plan plan = planFor(job, catalog);
        QVERIFY(!findCandidate(plan, "tc.a10.small", 1, Billing::Spot));
        QVERIFY(findCandidate(plan, "tc.a10.small", 1, Billing::OnDemand));
    }

    void thePlanStatesWhetherPricesHoldVat()
    {
        Catalog catalog = test::plannerCatalog();
        TaxBasis vat;
        vat.vatIncluded = true;
        vat.vatPercent = 6;
        vat.provenance = {"test invoice FAQ", "2024", "reported", ""};
        catalog.providers.front().tax = vat; // testcloud; usdcloud states none
        const Plan plan = planFor(loraJob(), catalog);
        int stated = 0;
        for (const Assumption &a : plan.assumptions)
            if (a.code == "tax-basis") {
                ++stated;
                QCOMPARE(a.params["provider"].get<std::string>(), std::string("testcloud"));
                QVERIFY(a.params["vat_included"].get<bool>());
                QCOMPARE(a.params["vat_percent"].get<double>(), 6.0);
                QCOMPARE(a.provenance.source, std::string("test invoice FAQ"));
                QVERIFY(a.message.find("include VAT (6%)") != std::string::npos);
            }
        QCOMPARE(stated, 1);
    }

    void offersNotOpenToAnyoneAreFilteredAndSaidSo()
    {
        // an A10 by application (how to apply given) and one through sales: by default the plan
        // uses open and apply offers, leaves the contract one out and says how many it left out
        Catalog catalog = test::plannerCatalog();
        InstanceType apply = catalog.instances.front(); // tc.a10.small, 10 CNY/h
        apply.id = "tc.a10.apply";
        apply.availability = InstanceType::Availability::Apply;
        apply.howToBuy = "submit a ticket in the console";
        apply.howToBuyZh = "在控制台提交工单";
        apply.prices = {test::price(Billing::OnDemand, 6.0)};
        InstanceType contract = apply;
        contract.id = "tc.a10.contract";
        contract.availability = InstanceType::Availability::Contract;
        contract.howToBuy.clear();
        contract.howToBuyZh.clear();
        contract.prices = {test::price(Billing::OnDemand, 3.0)};
        catalog.instances.push_back(apply);
        catalog.instances.push_back(contract);
        const nlohmann::json job = with(loraJob(), {{"hardware", {{"gpu", "A10"}, {"gpus_per_node", 1}}},
                                                    {"budget", {{"billing", {"ondemand"}}}}});
        auto assumption = [](const Plan &p) {
            for (const Assumption &x : p.assumptions)
                if (x.code == "availability")
                    return x.params;
            return nlohmann::json();
        };
        auto has = [](const Plan &p, const char *id) {
            return std::any_of(p.candidates.begin(), p.candidates.end(),
                               [&](const Candidate &c) { return c.instance->id == id; });
        };
        const Plan byDefault = planFor(job, catalog);
        QVERIFY(has(byDefault, "tc.a10.apply"));
        QVERIFY(!has(byDefault, "tc.a10.contract"));
        QCOMPARE(assumption(byDefault)["kinds"], nlohmann::json({"open", "apply"}));
        QCOMPARE(assumption(byDefault)["excluded"].get<int>(), 1);
        QVERIFY(assumption(byDefault)["defaulted"].get<bool>());
        // the cheaper apply offer is recommended, and says it is not open to anyone and how to apply
        QVERIFY(byDefault.recommendation);
        const Candidate &rec = byDefault.candidates[byDefault.recommendation->index];
        QCOMPARE(rec.instance->id, std::string("tc.a10.apply"));
        bool told = false;
        for (const auto &w : rec.plannerWarnings)
            if (w.code == "offer-not-open")
                told = w.params["availability"] == "apply" && w.params["how"] == apply.howToBuy &&
                       w.params["how_zh"] == apply.howToBuyZh &&
                       w.message.find("submit a ticket") != std::string::npos;
        QVERIFY(told);

        // only open offers: the apply one goes too
        const Plan openOnly = planFor(with(job, {{"budget", {{"availability", {"open"}}}}}), catalog);
        QVERIFY(!has(openOnly, "tc.a10.apply") && !has(openOnly, "tc.a10.contract"));
        QVERIFY(has(openOnly, "tc.a10.small"));
        QCOMPARE(assumption(openOnly)["excluded"].get<int>(), 2);
        QVERIFY(!assumption(openOnly)["defaulted"].get<bool>());

        // asked for, a contract offer is planned
        const Plan all =
            planFor(with(job, {{"budget", {{"availability", {"open", "apply", "contract"}}}}}), catalog);
        QVERIFY(has(all, "tc.a10.contract"));
        QCOMPARE(assumption(all)["excluded"].get<int>(), 0);

        // nothing left: the suggestion names the offers as the filter that emptied the plan
        const Plan none =
            planFor(with(loraJob(), {{"hardware", {{"instance", "tc.a10.contract"}}},
                                     {"budget", {{"billing", {"ondemand"}}, {"availability", {"open"}}}}}),
                    catalog);
        QVERIFY(none.candidates.empty());
        QVERIFY(!none.suggestions.empty());
        QCOMPARE(none.suggestions.front().code, std::string("no-candidates"));
        QCOMPARE(none.suggestions.front().figures["excluded_by_availability"].get<int>(), 1);
    }

    void jsonHasTheSpecFields()
    {
        const Plan plan = planFor(loraJob());
        const nlohmann::json out = toJson(plan);
        QVERIFY(out.contains("job") && out.contains("candidates") && out.contains("recommendation"));
        for (const char *key :
             {"model", "method", "precision", "data", "budget", "hardware", "chosen_per_candidate"})
            QVERIFY2(out["job"].contains(key), key);
        QCOMPARE(out["job"]["budget"]["objective"].get<std::string>(), std::string("cheapest"));
        QCOMPARE(out["job"]["budget"]["currency"].get<std::string>(), std::string("CNY"));
        for (const auto &c : out["candidates"]) {
            for (const char *key : {"provider", "instance_type", "gpu", "gpus_per_node", "nodes", "billing",
                                    "fits", "time_hours", "cost_total", "currency", "pareto", "recommended",
                                    "warnings", "feasible", "time_hours_range", "reasons"})
                QVERIFY2(c.contains(key), key);
            if (!c["feasible"].get<bool>()) {
                QVERIFY(!c["warnings"].empty());
                QCOMPARE(c["warnings"][0], c["reasons"][0]);
            } else {
                QVERIFY(c.contains("cost_breakdown") && c.contains("price"));
            }
        }
        QVERIFY(out["candidates"][0]["recommended"].get<bool>());
        QVERIFY(!out["recommendation"]["reasons"].empty());
        // the reasons stay English sentences; reason_notes adds their codes and params
        const auto &reasons = out["recommendation"]["reasons"];
        const auto &notes = out["recommendation"]["reason_notes"];
        QCOMPARE(notes.size(), reasons.size());
        for (std::size_t i = 0; i < reasons.size(); ++i) {
            QVERIFY(reasons[i].is_string());
            QCOMPARE(notes[i]["message"], reasons[i]);
            QVERIFY(notes[i]["code"].is_string() && notes[i]["params"].is_object());
        }
        for (const auto &a : out["assumptions"])
            QVERIFY2(a.contains("code") && a.contains("message") && a["params"].is_object(),
                     a.dump().c_str());
        // --top keeps N feasible and N rejected
        const nlohmann::json top = toJson(plan, PlanSelection{2});
        int feasible = 0, rejected = 0;
        for (const auto &c : top["candidates"])
            (c["feasible"].get<bool>() ? feasible : rejected)++;
        QVERIFY(feasible <= 2 && rejected <= 2 && feasible >= 1);
    }

    void csvAndTableWriteEveryShownCandidate()
    {
        const Plan plan = planFor(loraJob());
        std::ostringstream csv;
        writeCsv(csv, plan);
        std::istringstream lines(csv.str());
        std::string line;
        std::size_t rows = 0;
        std::getline(lines, line);
        QVERIFY(line.rfind("rank,feasible,recommended,pareto,provider,instance_type", 0) == 0);
        while (std::getline(lines, line))
            ++rows;
        QCOMPARE(rows, plan.candidates.size());
        std::ostringstream table;
        writeTable(table, plan, PlanSelection{3});
        const std::string t = table.str();
        QVERIFY2(t.find("Recommendation:") != std::string::npos, t.c_str());
        QVERIFY2(t.find("Assumptions:") != std::string::npos, t.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
