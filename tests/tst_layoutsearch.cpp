#include "TestJobs.h"
#include "core/EstimateJson.h"
#include "core/LayoutRules.h"
#include "core/LayoutSearch.h"
#include "core/WorkloadSoftware.h"

#include <QtTest>

using namespace tp;
using tp::test::estimateFor;
using tp::test::workloadFor;
using json = nlohmann::json;

namespace {

json pretrain(const std::string &preset, const std::string &gpu, int gpusPerNode, int nodes)
{
    return {{"model", {{"preset", preset}}},
            {"method", "pretrain"},
            {"seq_len", 4096},
            {"data", {{"tokens", 1e11}}},
            {"hardware", {{"gpu", gpu}, {"gpus_per_node", gpusPerNode}, {"nodes", nodes}}}};
}

} // namespace

// The layout search (core/LayoutSearch.cpp): the fastest layout that fits among those the
// framework supports and the job leaves open, the degrees a job fixes kept, the layouts
// Megatron-LM's rules refuse never chosen.
class TestLayoutSearch : public QObject
{
    Q_OBJECT

private slots:
    void aModelThatFitsOneGpuStaysDataParallel()
    {
        // Llama-3-8B LoRA fits one GPU's memory: model parallelism would only add communication
        Estimate e = estimateFor({{"model", {{"preset", "llama-3-8b"}}},
                                  {"method", "lora"},
                                  {"data", {{"samples", 10000}, {"tokens_per_sample", 512}}},
                                  {"hardware", {{"gpu", "A100-SXM4-80GB"}, {"gpus_per_node", 8}}}});
        QVERIFY(e.fits);
        QCOMPARE(e.workload.parallel.tensor, 1);
        QCOMPARE(e.workload.parallel.pipeline, 1);
        QCOMPARE(e.workload.parallel.data, 8);
    }

    void seventyBillionPretrainingSplitsTheModelOverNvlink()
    {
        // 70B pretraining on 4 DGX A100 nodes: model states (~18 bytes per parameter) cannot sit on
        // one GPU, so Megatron-LM (the usual framework for pretraining) splits them with tensor
        // parallelism inside the node, over NVSwitch, never across nodes
        Estimate e = estimateFor(pretrain("llama-3-70b", "A100-SXM4-80GB", 8, 4));
        QVERIFY(e.fits);
        QCOMPARE(QString::fromStdString(e.workload.framework->id), QStringLiteral("megatron-lm"));
        const Parallelism &p = e.workload.parallel;
        QVERIFY(p.tensor * p.pipeline > 1);
        QVERIFY(p.tensor <= 8);
        QCOMPARE(p.gpus(), 32);
        QVERIFY(!gpuLayoutIssue(e.workload, p));
        // and the estimate says what it chose
        const json said = toJson(e)["assumptions"]["parallelism"];
        QCOMPARE(said.value("tensor", 0), p.tensor);
        QCOMPARE(said.value("pipeline", 0), p.pipeline);
    }

    void aFrameworkWithoutModelParallelismNeverGetsIt()
    {
        // LLaMA-Factory shards with ZeRO but has no tensor or pipeline parallelism
        json job = pretrain("llama-2-13b", "A100-SXM4-80GB", 8, 1);
        job["method"] = "full";
        job["framework"] = "llama-factory";
        Estimate e = estimateFor(job);
        QCOMPARE(e.workload.parallel.tensor, 1);
        QCOMPARE(e.workload.parallel.pipeline, 1);
        QVERIFY(e.workload.zeroStage >= 1); // 13B full fine-tuning needs sharded states on 80 GB
        QVERIFY(e.fits);
    }

    void fixedDegreesAreKept()
    {
        json job = pretrain("llama-3-70b", "H100-SXM5-80GB", 8, 4);
        job["framework"] = "megatron-lm";
        job["parallelism"] = {{"tensor", 4}, {"pipeline", 4}, {"virtual_stages", 2}};
        Estimate e = estimateFor(job);
        QCOMPARE(e.workload.parallel.tensor, 4);
        QCOMPARE(e.workload.parallel.pipeline, 4);
        QCOMPARE(e.workload.parallel.virtualStages, 2);
        QCOMPARE(e.workload.parallel.data, 2);
        // the interleaved schedule's bubble: 1 + (p - 1) / (v m)
        const double m = e.workload.gradientAccumulation();
        QCOMPARE(e.performance.pipelineBubble, 1.0 + 3.0 / (2.0 * m));
    }

    void unevenStagesLetA126LayerModelUseSixteenStages()
    {
        // Llama 3.1 405B has 126 layers: a pipeline of 16 needs uneven stages (Megatron gives the
        // first and last stage one layer less); the busiest stage holds 8
        json job = pretrain("llama-3.1-405b", "H100-SXM5-80GB", 8, 128);
        job["seq_len"] = 8192;
        job["framework"] = "megatron-lm";
        job["parallelism"] = {{"tensor", 8}, {"pipeline", 16}, {"uneven_stages", true}};
        Estimate e = estimateFor(job);
        QVERIFY(e.fits);
        QCOMPARE(e.workload.parallel.stageLayers(126), 8);
        // the estimate's JSON (what `estimate` prints) says so
        const json stages = toJson(e)["assumptions"]["parallelism"]["stage_layers"];
        QCOMPARE(stages.value("most", 0), 8);
        // without "uneven_stages" the same pipeline is refused, naming the field
        job["parallelism"] = {{"tensor", 8}, {"pipeline", 16}};
        auto parsed = JobParser::parse(job, "job.json");
        QVERIFY(parsed.value);
        ResolveResult r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QVERIFY(!r.value);
        QVERIFY(test::hasProblem(r.problems, "bad-layout", "/parallelism/pipeline"));
    }

    void mixtureOfExpertsSpreadsItsExperts()
    {
        // Mixtral 8x7B pretraining on 16 H100s: the search may fold expert parallelism over the
        // data ranks; the experts' all-to-all is counted when it does
        json job = pretrain("mixtral-8x7b", "H100-SXM5-80GB", 8, 2);
        Estimate e = estimateFor(job);
        QVERIFY(e.fits);
        QVERIFY(e.workload.model.isMoe());
        if (e.workload.parallel.expert > 1)
            QVERIFY(e.performance.expertCommSeconds > 0);
        // an expert degree that does not divide the 8 experts is refused
        job["framework"] = "megatron-lm";
        job["parallelism"] = {{"expert", 3}};
        auto parsed = JobParser::parse(job, "job.json");
        ResolveResult r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QVERIFY(test::hasProblem(r.problems, "bad-layout", "/parallelism/expert"));
        // and expert parallelism on a dense model too
        job["model"] = {{"preset", "llama-3-8b"}};
        job["parallelism"] = {{"expert", 2}};
        parsed = JobParser::parse(job, "job.json");
        r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QVERIFY(test::hasProblem(r.problems, "bad-layout", "/parallelism/expert"));
    }

    void tensorParallelismMustDivideTheHeads_data()
    {
        QTest::addColumn<int>("tensor");
        QTest::addColumn<bool>("refused");
        QTest::newRow("tensor 8 divides 64 heads and 8 key/value heads") << 8 << false;
        QTest::newRow("tensor 3 divides neither") << 3 << true;
        QTest::newRow("tensor 16 exceeds the key/value heads") << 16 << true;
    }
    void tensorParallelismMustDivideTheHeads()
    {
        QFETCH(int, tensor);
        QFETCH(bool, refused);
        json job = pretrain("llama-3-70b", "H100-SXM5-80GB", 8, 6);
        job["framework"] = "megatron-lm";
        job["parallelism"] = {{"tensor", tensor}};
        auto parsed = JobParser::parse(job, "job.json");
        QVERIFY(parsed.value);
        ResolveResult r = resolveWorkload(*parsed.value, test::shippedCatalog(), "job.json");
        QCOMPARE(test::hasProblem(r.problems, "bad-layout", "/parallelism/tensor"), refused);
    }

    void aLayoutThatDoesNotDivideTheGpusIsNamed()
    {
        json job = pretrain("llama-3-70b", "H100-SXM5-80GB", 8, 1);
        job["framework"] = "megatron-lm";
        job["parallelism"] = {{"tensor", 8}, {"pipeline", 2}}; // 16 GPUs for a layout on 8
        Workload w = workloadFor(job);
        const Problems p = checkHardwareLayout(w, "job.json");
        QVERIFY(test::hasProblem(p, "bad-layout", "/parallelism/pipeline"));
    }

    void contextParallelismOnlyForLongSequences()
    {
        // at 4k tokens the search leaves the sequence whole; at 128k it splits it
        json shortJob = pretrain("llama-3-8b", "H100-SXM5-80GB", 8, 4);
        QCOMPARE(estimateFor(shortJob).workload.parallel.context, 1);
        json longJob = shortJob;
        longJob["seq_len"] = 131072;
        longJob["data"] = {{"tokens", 1e10}};
        Estimate e = estimateFor(longJob);
        QVERIFY(e.fits);
        QVERIFY(e.workload.parallel.context > 1 || e.workload.parallel.tensor > 1);
    }

    void theSearchIsBounded()
    {
        // the largest plans run the search for every GPU type and node count: it must stay small
        Workload w = workloadFor(pretrain("llama-3.1-405b", "H100-SXM5-80GB", 8, 1024));
        const LayoutChoice c = searchLayout(w, test::shippedCatalog().efficiency);
        QVERIFY(c.evaluated > 0);
        QVERIFY2(c.evaluated < 2000, qPrintable(QString::number(c.evaluated)));
    }
};

QTEST_GUILESS_MAIN(TestLayoutSearch)
#include "tst_layoutsearch.moc"
