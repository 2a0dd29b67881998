#include "MessageSamples.h"
#include "core/EstimateJson.h"
#include "core/MessageCodes.h"
#include "core/planner/PlanJson.h"

#include <QtTest>
#include <map>
#include <set>

using namespace tp;
using nlohmann::json;

namespace {

using test::Emitted;

QByteArray text(const Emitted &e, const std::string &problem)
{
    return QByteArray::fromStdString(problem + " (" + e.where + ": " + e.params.dump() + ")");
}

} // namespace

// The registry of message codes (core/MessageCodes) against what the estimator and the planner
// emit (warnings, reasons, suggestions, advice, the recommendation's reasons, the assumptions and
// the candidates' fixes and price bases): every code they emit on the scenario presets (for every
// objective) and on jobs made to trip each rule is registered for that use, with exactly the
// registered params; every registered code is emitted.
class TestMessageCodes : public QObject
{
    Q_OBJECT

private slots:
    void registryIsWellFormed()
    {
        std::set<std::string> codes;
        for (const MessageCode &c : messageCodes()) {
            QVERIFY2(codes.insert(c.code).second, c.code.c_str());
            QVERIFY2(c.uses != 0, c.code.c_str());
            std::set<std::string> names;
            for (const MessageParam &p : c.params)
                QVERIFY2(names.insert(p.name).second, (c.code + " " + p.name).c_str());
            QCOMPARE(findMessageCode(c.code), &c);
        }
        QVERIFY(!findMessageCode("no-such-code"));
    }

    void paramsAreCheckedByNameAndType()
    {
        const MessageCode *c = findMessageCode("over-budget");
        QVERIFY(c);
        QCOMPARE(checkMessageParams(*c, {{"cost_total", 812.5}, {"max_cost", 500}, {"currency", "CNY"}}),
                 std::string());
        QVERIFY(!checkMessageParams(*c, {{"cost_total", 812.5}, {"max_cost", 500}}).empty());
        QVERIFY(!checkMessageParams(*c, {{"cost_total", 812.5}, {"max_cost", 500}, {"currency", 1}}).empty());
        QVERIFY(
            !checkMessageParams(*c, {{"cost_total", 812.5}, {"max_cost", 500}, {"currency", "CNY"}, {"x", 1}})
                 .empty());
        QVERIFY(!checkMessageParams(*c, json::array()).empty());
        // a param with registered choices takes only those
        const MessageCode *basis = findMessageCode("price-basis");
        QVERIFY(basis);
        QCOMPARE(checkMessageParams(*basis, {{"basis", "spot"}, {"factor", 0.3}, {"defaulted", false}}),
                 std::string());
        QVERIFY(!checkMessageParams(*basis, {{"basis", "barter"}, {"factor", 0.3}, {"defaulted", false}})
                     .empty());
        const MessageCode *fit = findMessageCode("does-not-fit");
        QVERIFY(fit);
        QCOMPARE(checkMessageParams(*fit, {{"needed_gib", 144.3},
                                           {"gpu", "A100-SXM4-80GB"},
                                           {"capacity_gib", 80},
                                           {"headroom_percent", nullptr},
                                           {"given_micro_batch", nullptr},
                                           {"given_zero_stage", 2},
                                           {"given_activation_checkpointing", true}}),
                 std::string());
        QVERIFY(!checkMessageParams(*fit, {{"needed_gib", 144.3},
                                           {"gpu", nullptr},
                                           {"capacity_gib", 80},
                                           {"given_micro_batch", nullptr},
                                           {"given_zero_stage", nullptr},
                                           {"given_activation_checkpointing", nullptr}})
                     .empty());
    }

    void everyEmittedCodeIsRegisteredWithItsParams()
    {
        const auto &all = test::everything();
        QVERIFY(all.size() > 100);
        for (const Emitted &e : all) {
            const MessageCode *c = findMessageCode(e.code);
            QVERIFY2(c, text(e, "unregistered code " + e.code).constData());
            QVERIFY2(c->uses & e.use, text(e, e.code + " is not registered for this use").constData());
            const std::string problem = checkMessageParams(*c, e.params);
            QVERIFY2(problem.empty(), text(e, problem).constData());
        }
    }

    void everyRegisteredCodeIsEmitted()
    {
        std::map<std::string, unsigned> seen;
        for (const Emitted &e : test::everything())
            seen[e.code] |= e.use;
        QStringList missing;
        for (const MessageCode &c : messageCodes())
            if (seen[c.code] != c.uses)
                missing << QString::fromStdString(c.code);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void jsonOutputsCarryTheParams()
    {
        const Estimate e =
            test::estimateFor(test::with(test::llmJob("T4"), {{"model", {{"preset", "llama-2-70b"}}}}));
        const json ej = toJson(e);
        QCOMPARE(ej["warnings"].size(), e.warnings.size());
        for (std::size_t i = 0; i < e.warnings.size(); ++i) {
            QCOMPARE(ej["warnings"][i]["code"].get<std::string>(), e.warnings[i].code);
            QCOMPARE(ej["warnings"][i]["message"].get<std::string>(), e.warnings[i].message);
            QVERIFY(ej["warnings"][i]["params"] == e.warnings[i].params);
        }
        bool fit = false;
        for (const json &w : ej["warnings"])
            fit = fit || (w["code"] == "does-not-fit" && w["params"]["gpu"] == "T4");
        QVERIFY(fit);

        const json lora = test::loraJob();
        const Plan open = test::planFor(test::onInstance(lora, "tc.a10.small", 1, {"ondemand"}));
        const Candidate *c = test::findCandidate(open, "tc.a10.small", 1, Billing::OnDemand);
        QVERIFY(c);
        const Plan none = test::planFor(test::with(test::onInstance(lora, "tc.a10.small", 1, {"ondemand"}),
                                                   {{"budget", {{"max_cost", c->costTotal() / 2}}}}));
        const json pj = toJson(none);
        const json &reason = pj["candidates"][0]["reasons"][0];
        QCOMPARE(reason["code"].get<std::string>(), std::string("over-budget"));
        QCOMPARE(reason["params"]["currency"].get<std::string>(), std::string("CNY"));
        QVERIFY(pj["candidates"][0]["warnings"][0] == reason);
        QVERIFY(!pj["suggestions"].empty());
        for (const json &s : pj["suggestions"])
            QVERIFY2(s.contains("params") && s.contains("figures"), s.dump().c_str());

        const Plan two =
            test::planFor(test::onInstance(test::fullFinetune13b(), "tc.a100.8x", 2, {"ondemand"}));
        const json tj = toJson(two);
        QVERIFY(!tj["advice"].empty());
        for (const json &a : tj["advice"]) {
            const MessageCode *code = findMessageCode(a["code"].get<std::string>());
            QVERIFY(code);
            QCOMPARE(checkMessageParams(*code, a["params"]), std::string());
        }
        // the recommendation's reasons: the English sentences as before, and beside them as notes
        const json &rec = tj["recommendation"];
        QVERIFY(!rec["reason_notes"].empty());
        QCOMPARE(rec["reason_notes"].size(), rec["reasons"].size());
        for (std::size_t i = 0; i < rec["reasons"].size(); ++i) {
            const json &n = rec["reason_notes"][i];
            QCOMPARE(n["message"], rec["reasons"][i]);
            const MessageCode *code = findMessageCode(n["code"].get<std::string>());
            QVERIFY2(code && (code->uses & MessageCode::AsRecommendation), n.dump().c_str());
            QCOMPARE(checkMessageParams(*code, n["params"]), std::string());
        }
        QVERIFY(!tj["assumptions"].empty());
        for (const json &a : tj["assumptions"]) {
            const MessageCode *code = findMessageCode(a["code"].get<std::string>());
            QVERIFY2(code && (code->uses & MessageCode::AsAssumption), a.dump().c_str());
            QCOMPARE(checkMessageParams(*code, a["params"]), std::string());
        }
    }
};

QTEST_GUILESS_MAIN(TestMessageCodes)
#include "tst_messagecodes.moc"
