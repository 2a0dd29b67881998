#include "TestCatalog.h"
#include "core/JobParser.h"
#include "core/planner/CandidateCap.h"

#include <QtTest>
#include <string>
#include <tuple>
#include <vector>

using namespace tp;
using test::shippedCatalog;

namespace {

Job parsedJob(const std::string &json)
{
    JobParser::Result r = JobParser::parse(json, "job.json");
    if (!r.value)
        qFatal("test job does not parse: %s", json.c_str());
    return *r.value;
}

Plan planned(const Job &job, std::size_t cap)
{
    PlanOptions options;
    options.maxCandidates = cap;
    PlanResult r = Planner(shippedCatalog()).plan(job, options, "job.json");
    if (!r.value)
        qFatal("test job does not plan");
    return std::move(*r.value);
}

using Key = std::tuple<std::string, int, Billing>;
Key keyOf(const Candidate &c)
{
    return {c.instance->id, c.nodes, c.billing};
}

bool hasAssumption(const Plan &plan, const std::string &code)
{
    for (const Assumption &a : plan.assumptions)
        if (a.code == code)
            return true;
    return false;
}

} // namespace

// A plan over a huge catalog keeps at most PlanOptions::maxCandidates candidates (20,000 instance
// types gave 225,000 candidates and 600 MB): what a user reads from the plan must not change.
class TestCandidateCap : public QObject
{
    Q_OBJECT

private slots:
    void jobs_data()
    {
        QTest::addColumn<QString>("job");
        QTest::newRow("8B LoRA, any hardware")
            << R"({"model": {"preset": "llama-3-8b"}, "method": "lora", "data": {"tokens": 1e9}})";
        QTest::newRow("ResNet-50, balanced")
            << R"({"model": {"preset": "resnet-50"}, "method": "full", "data": {"samples": 1281167},
                   "epochs": 10, "budget": {"objective": "balanced"}})";
        QTest::newRow("8B LoRA, fastest with a deadline")
            << R"({"model": {"preset": "llama-3-8b"}, "method": "lora", "data": {"tokens": 1e9},
                   "budget": {"objective": "fastest", "deadline_hours": 48}})";
    }

    // The recommendation, its reasons, the cost-time front and the counts are those of the full plan.
    void jobs()
    {
        QFETCH(QString, job);
        const Job j = parsedJob(job.toStdString());
        const Plan full = planned(j, kMaxCandidates);
        QCOMPARE(full.stats.dropped, 0);
        QVERIFY(!hasAssumption(full, "candidates-capped"));
        const std::size_t cap = 25;
        QVERIFY2(full.candidates.size() > 4 * cap, "the job must give more candidates than the cap");
        const Plan capped = planned(j, cap);

        QVERIFY(capped.recommended() && full.recommended());
        QVERIFY(keyOf(*capped.recommended()) == keyOf(*full.recommended()));
        QCOMPARE(capped.recommendation->reasons.size(), full.recommendation->reasons.size());
        for (std::size_t i = 0; i < full.recommendation->reasons.size(); ++i)
            QCOMPARE(capped.recommendation->reasons[i].code, full.recommendation->reasons[i].code);
        QCOMPARE(capped.stats.dropped + capped.stats.candidates, static_cast<int>(full.candidates.size()));
        QCOMPARE(capped.stats.candidates, static_cast<int>(capped.candidates.size()));

        std::vector<Key> front;
        for (const Candidate &c : full.candidates)
            if (c.pareto)
                front.push_back(keyOf(c));
        QVERIFY(!front.empty());
        QVERIFY(capped.candidates.size() <= std::max(cap, front.size()) + 2);
        for (const Key &k : front) {
            bool kept = false;
            for (const Candidate &c : capped.candidates)
                kept = kept || (keyOf(c) == k && c.pareto);
            QVERIFY2(kept, std::get<0>(k).c_str());
        }
        // The cheapest and the fastest feasible candidates are kept.
        QCOMPARE(capped.candidates.front().feasible, true);
        // The plan says what it left out, with the figures.
        QVERIFY(hasAssumption(capped, "candidates-capped"));
        for (const Assumption &a : capped.assumptions)
            if (a.code == "candidates-capped") {
                QCOMPARE(a.params["considered"].get<int>(), static_cast<int>(full.candidates.size()));
                QCOMPARE(a.params["kept"].get<int>(), static_cast<int>(capped.candidates.size()));
            }
    }

    // Nothing feasible: the suggestions ("raise the budget to ...", "move the deadline to ...")
    // read the rejected candidates, and say the same with the cap.
    void suggestionsSurviveTheCap()
    {
        const Job j =
            parsedJob(R"({"model": {"preset": "llama-3-8b"}, "method": "lora", "data": {"tokens": 1e10},
                                    "budget": {"max_cost": 5, "deadline_hours": 2}})");
        const Plan full = planned(j, kMaxCandidates);
        const Plan capped = planned(j, 10);
        QVERIFY(!full.recommended());
        QVERIFY(!capped.recommended());
        QVERIFY(capped.stats.dropped > 0);
        QVERIFY(!full.suggestions.empty());
        QCOMPARE(capped.suggestions.size(), full.suggestions.size());
        for (std::size_t i = 0; i < full.suggestions.size(); ++i) {
            QCOMPARE(capped.suggestions[i].code, full.suggestions[i].code);
            QCOMPARE(capped.suggestions[i].message, full.suggestions[i].message);
        }
    }

    // The cap itself: at most `cap` kept (plus the front), order kept, the count returned.
    void capKeepsOrderAndCounts()
    {
        const Job j =
            parsedJob(R"({"model": {"preset": "llama-3-8b"}, "method": "lora", "data": {"tokens": 1e9}})");
        Plan plan = planned(j, kMaxCandidates);
        std::vector<Candidate> cs = plan.candidates;
        const std::size_t before = cs.size();
        const std::size_t dropped = capCandidates(cs, 40);
        QCOMPARE(dropped + cs.size(), before);
        QVERIFY(cs.size() >= 40);
        // the kept ones are in their original relative order
        std::size_t at = 0;
        for (const Candidate &c : cs) {
            while (at < plan.candidates.size() && keyOf(plan.candidates[at]) != keyOf(c))
                ++at;
            QVERIFY2(at < plan.candidates.size(), "a kept candidate moved");
        }
        QCOMPARE(capCandidates(cs, cs.size()), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestCandidateCap)
#include "tst_candidatecap.moc"
