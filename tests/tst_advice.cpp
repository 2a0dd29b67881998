#include "PlannerTestCatalog.h"
#include "core/planner/Advice.h"

#include <QtTest>

using namespace tp;

namespace {

nlohmann::json fullFinetune13b()
{
    return {{"model", {{"preset", "llama-2-13b"}}},
            {"method", "full"},
            {"precision", "bf16"},
            {"seq_len", 1024},
            {"global_batch", 64},
            {"data", {{"samples", 20000}, {"tokens_per_sample", 1024}}}};
}

nlohmann::json resnet(const std::string &precision = "fp16")
{
    return {{"model", {{"preset", "resnet-50"}}},
            {"method", "full"},
            {"precision", precision},
            {"data", {{"samples", 200000}}},
            {"epochs", 2}};
}

// The advice for one configuration, planned through the planner (instance, nodes and billing fixed).
std::vector<Advice> adviceFor(nlohmann::json job, const std::string &instance, int nodes, Billing billing)
{
    job["hardware"] = {{"instance", instance}, {"nodes", nodes}};
    job["budget"] = {{"billing", {billingName(billing)}}};
    const Plan plan = test::planFor(job);
    const Candidate *c = test::findCandidate(plan, instance, nodes, billing);
    if (!c)
        qFatal("no candidate %s x%d %s", instance.c_str(), nodes, billingName(billing).c_str());
    return advise(*c, test::plannerCatalog());
}

const Advice *find(const std::vector<Advice> &list, const std::string &code)
{
    for (const Advice &a : list)
        if (a.code == code)
            return &a;
    return nullptr;
}

} // namespace

// Every advice rule fires on a configuration that should trigger it, with its reason and the
// condition that fired, and stays silent on one that should not.
class TestAdvice : public QObject
{
    Q_OBJECT

private slots:
    void rule_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QByteArray>("job");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("billing");
        QTest::addColumn<bool>("fires");

        const QByteArray ft = QByteArray::fromStdString(fullFinetune13b().dump());
        const QByteArray lora = QByteArray::fromStdString(test::loraJob().dump());
        const QByteArray vision = QByteArray::fromStdString(resnet().dump());
        const QByteArray fp32 = QByteArray::fromStdString(resnet("fp32").dump());

        QTest::newRow("rdma: two RDMA nodes") << "rdma" << ft << "tc.a100.8x" << 2 << "ondemand" << true;
        QTest::newRow("rdma: two TCP nodes") << "rdma" << ft << "tc.a100tcp.8x" << 2 << "ondemand" << true;
        QTest::newRow("rdma: one node") << "rdma" << ft << "tc.a100.8x" << 1 << "ondemand" << false;
        QTest::newRow("shared-storage: two nodes")
            << "shared-storage" << ft << "tc.a100.8x" << 2 << "ondemand" << true;
        QTest::newRow("shared-storage: one node")
            << "shared-storage" << ft << "tc.a100.8x" << 1 << "ondemand" << false;
        QTest::newRow("checkpoint-storage: 13B full states")
            << "checkpoint-storage" << ft << "tc.a100.8x" << 1 << "ondemand" << true;
        QTest::newRow("checkpoint-storage: LoRA adapters")
            << "checkpoint-storage" << lora << "tc.a10.small" << 1 << "ondemand" << false;
        QTest::newRow("host-ram: 15 GiB for a 16 GiB T4")
            << "host-ram" << vision << "tc.t4.small" << 1 << "ondemand" << true;
        QTest::newRow("host-ram: 30 GiB for a 24 GiB A10")
            << "host-ram" << lora << "tc.a10.small" << 1 << "ondemand" << false;
        QTest::newRow("vcpu-input: 16 vCPUs per A100")
            << "vcpu-input" << vision << "tc.a100.8x" << 1 << "ondemand" << true;
        QTest::newRow("vcpu-input: 16 vCPUs per A10")
            << "vcpu-input" << vision << "tc.a10.quad" << 1 << "ondemand" << false;
        QTest::newRow("vcpu-input: a transformer")
            << "vcpu-input" << lora << "tc.a10.small" << 1 << "ondemand" << false;
        QTest::newRow("mixed-precision: fp32 on A10")
            << "mixed-precision" << fp32 << "tc.a10.small" << 1 << "ondemand" << true;
        QTest::newRow("mixed-precision: fp16 on A10")
            << "mixed-precision" << vision << "tc.a10.small" << 1 << "ondemand" << false;
        QTest::newRow("start-small: four GPUs")
            << "start-small" << lora << "tc.a10.quad" << 1 << "ondemand" << true;
        QTest::newRow("start-small: one GPU")
            << "start-small" << lora << "tc.a10.small" << 1 << "ondemand" << false;
        QTest::newRow("spot-checkpoint: spot")
            << "spot-checkpoint" << lora << "tc.a10.small" << 1 << "spot" << true;
        QTest::newRow("spot-checkpoint: on demand")
            << "spot-checkpoint" << lora << "tc.a10.small" << 1 << "ondemand" << false;
        nlohmann::json forced = resnet();
        forced["activation_checkpointing"] = true;
        forced["micro_batch"] = 8;
        nlohmann::json chosen = resnet();
        chosen["activation_checkpointing"] = false;
        QTest::newRow("forced-setting: checkpointing forced on a ResNet that fits without")
            << "forced-setting" << QByteArray::fromStdString(forced.dump()) << "tc.a10.small" << 1
            << "ondemand" << true;
        QTest::newRow("forced-setting: the fastest setting given")
            << "forced-setting" << QByteArray::fromStdString(chosen.dump()) << "tc.a10.small" << 1
            << "ondemand" << false;
        QTest::newRow("forced-setting: nothing fixed")
            << "forced-setting" << vision << "tc.a10.small" << 1 << "ondemand" << false;
        QTest::newRow("export-control: H20")
            << "export-control" << ft << "tc.h20.8x" << 1 << "ondemand" << true;
        QTest::newRow("export-control: A100")
            << "export-control" << ft << "tc.a100.8x" << 1 << "ondemand" << false;
        QTest::newRow("ascend-stack: 910B")
            << "ascend-stack" << ft << "tc.ascend.8x" << 1 << "ondemand" << true;
        QTest::newRow("ascend-stack: A100")
            << "ascend-stack" << ft << "tc.a100.8x" << 1 << "ondemand" << false;
    }
    void rule()
    {
        QFETCH(QString, code);
        QFETCH(QByteArray, job);
        QFETCH(QString, instance);
        QFETCH(int, nodes);
        QFETCH(QString, billing);
        QFETCH(bool, fires);
        const auto advice = adviceFor(nlohmann::json::parse(job.toStdString()), instance.toStdString(), nodes,
                                      *fromString<Billing>(billing.toStdString()));
        const Advice *a = find(advice, code.toStdString());
        QCOMPARE(a != nullptr, fires);
        if (a) {
            QVERIFY2(!a->message.empty() && !a->reason.empty() && !a->condition.empty(), a->code.c_str());
            QVERIFY2(a->message.find("nan") == std::string::npos &&
                         a->message.find("inf") == std::string::npos,
                     a->message.c_str());
        }
    }

    void rdmaAdviceStatesTheTimeLostWithoutIt()
    {
        const auto tcp = adviceFor(fullFinetune13b(), "tc.a100tcp.8x", 2, Billing::OnDemand);
        const Advice *a = find(tcp, "rdma");
        QVERIFY(a);
        QVERIFY2(a->message.find("has no RDMA") != std::string::npos, a->message.c_str());
        QVERIFY2(a->message.find("% of its time") != std::string::npos, a->message.c_str());
    }

    void spotAdviceGivesTheYoungInterval()
    {
        const auto spot = adviceFor(test::loraJob(), "tc.a10.small", 1, Billing::Spot);
        const Advice *a = find(spot, "spot-checkpoint");
        QVERIFY(a);
        QVERIFY2(a->message.find("Young") != std::string::npos && a->message.find("min") != std::string::npos,
                 a->message.c_str());
        QVERIFY2(a->condition.find("0.050 per node-hour") != std::string::npos, a->condition.c_str());
    }

    void aForcedSettingSaysWhatItCosts()
    {
        nlohmann::json job = resnet();
        job["activation_checkpointing"] = true;
        job["epochs"] = 90; // the ImageNet schedule: hours, not minutes
        const auto advice = adviceFor(job, "tc.a10.small", 1, Billing::OnDemand);
        const Advice *a = find(advice, "forced-setting");
        QVERIFY(a);
        QCOMPARE(a->params["given_checkpointing"], nlohmann::json("full"));
        QCOMPARE(a->params["free_checkpointing"], nlohmann::json("none"));
        QVERIFY(a->params["given_zero_stage"].is_null()); // only what changes is named
        const double given = a->params["hours_given"].get<double>(),
                     free = a->params["hours_free"].get<double>();
        QVERIFY2(free < given, a->message.c_str());
        QVERIFY2(a->params["faster_percent"].get<double>() >= 5, a->message.c_str());
        QVERIFY2(a->message.find("Leave out activation checkpointing on") == 0, a->message.c_str());
    }

    void theRecommendationCarriesItsAdvice()
    {
        nlohmann::json job = fullFinetune13b();
        job["hardware"] = {{"instance", "tc.a100.8x"}, {"nodes", 2}};
        job["budget"] = {{"billing", {"ondemand"}}};
        const Plan plan = test::planFor(job);
        QVERIFY(plan.recommended());
        QVERIFY(find(plan.advice, "rdma") && find(plan.advice, "start-small"));
    }
};

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
