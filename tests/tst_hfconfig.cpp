#include "TestJobs.h"
#include "core/HfConfig.h"
#include "core/JsonReader.h"

#include <QtTest>
#include <fstream>
#include <sstream>

using namespace tp;
using json = nlohmann::json;

namespace {

const std::string kConfigs = TRAINPLAN_TEST_DATA "/hf-configs/";

json readConfig(const std::string &name)
{
    std::ifstream in(kConfigs + name);
    std::ostringstream s;
    s << in.rdbuf();
    Problems p;
    auto v = parseJsonText(s.str(), name, p);
    if (!v)
        qFatal("fixture %s does not parse", name.c_str());
    return *v;
}

} // namespace

// Hugging Face config.json import (core/HfConfig.cpp): the key names of each model family, the
// mixture-of-experts fields, parameter counts from the architecture, and the refusals naming the
// config file and key.
class TestHfConfig : public QObject
{
    Q_OBJECT

private slots:
    void llamaMatchesThePreset()
    {
        Problems p;
        auto m = modelFromHfConfig(readConfig("llama-3-8b.json"), "llama-3-8b.json", p);
        QVERIFY2(m, qPrintable(test::describe(p)));
        const ModelSpec *preset = test::shippedCatalog().findModel("llama-3-8b");
        QCOMPARE(m->layers, preset->layers);
        QCOMPARE(m->hidden, preset->hidden);
        QCOMPARE(m->kvHeads, preset->kvHeads);
        QCOMPARE(m->ffnHidden, preset->ffnHidden);
        QCOMPARE(m->vocab, preset->vocab);
        QVERIFY(m->ffnGated);
        QVERIFY(!m->tiedEmbeddings);
        // the parameter count config.json does not state: 8.03 B from the architecture
        QVERIFY2(std::fabs(m->params / 8.03e9 - 1) < 0.01, qPrintable(QString::number(m->params)));
    }

    void qwen3MoeKeepsItsHeadWidthAndExperts()
    {
        Problems p;
        auto m = modelFromHfConfig(readConfig("qwen3-30b-a3b.json"), "qwen3-30b-a3b.json", p);
        QVERIFY2(m, qPrintable(test::describe(p)));
        QCOMPARE(m->headDim, 128); // 32 heads x 128 = 4096, not hidden 2048
        QCOMPARE(m->experts, 128);
        QCOMPARE(m->expertsPerToken, 8);
        QCOMPARE(m->moeFfnHidden, 768);
        QCOMPARE(m->denseLayers, 0);
        // 30.5 B in total, 3.3 B active (the model card)
        QVERIFY2(std::fabs(m->params / 30.5e9 - 1) < 0.02, qPrintable(QString::number(m->params)));
        QVERIFY2(std::fabs(m->activeParams() / 3.3e9 - 1) < 0.06,
                 qPrintable(QString::number(m->activeParams())));
    }

    void mixtralExpertsAreFullWidth()
    {
        Problems p;
        auto m = modelFromHfConfig(readConfig("mixtral-8x7b.json"), "mixtral-8x7b.json", p);
        QVERIFY(m);
        QCOMPARE(m->experts, 8);
        QCOMPARE(m->moeFfnHidden, 14336);
        QVERIFY2(std::fabs(m->params / 46.7e9 - 1) < 0.02, qPrintable(QString::number(m->params)));
        QVERIFY2(std::fabs(m->activeParams() / 12.9e9 - 1) < 0.03,
                 qPrintable(QString::number(m->activeParams())));
    }

    void deepseekLatentAttentionAndSharedExperts()
    {
        Problems p;
        auto m = modelFromHfConfig(readConfig("deepseek-v2-lite.json"), "deepseek-v2-lite.json", p);
        QVERIFY2(m, qPrintable(test::describe(p)));
        QCOMPARE(m->sharedExperts, 2);
        QCOMPARE(m->denseLayers, 1);
        QCOMPARE(m->headDim, 192); // query-key width 128 + 64 rope
        // 15.7 B (model card), counted with multi-head latent attention's projections
        QVERIFY2(std::fabs(m->params / 15.7e9 - 1) < 0.03, qPrintable(QString::number(m->params)));
    }

    void chatglmKeyNames()
    {
        Problems p;
        auto m = modelFromHfConfig(readConfig("glm-4-9b.json"), "glm-4-9b.json", p);
        QVERIFY2(m, qPrintable(test::describe(p)));
        QCOMPARE(m->layers, 40);
        QCOMPARE(m->kvHeads, 2);
        QCOMPARE(m->ffnHidden, 13696);
        QCOMPARE(m->vocab, 151552);
        QVERIFY2(std::fabs(m->params / 9.4e9 - 1) < 0.03, qPrintable(QString::number(m->params)));
    }

    void bertIsAnEncoderWithTiedEmbeddings()
    {
        Problems p;
        auto m = modelFromHfConfig(readConfig("bert-base.json"), "bert-base.json", p);
        QVERIFY(m);
        QVERIFY(m->architecture == ModelSpec::Architecture::Encoder);
        QVERIFY(m->tiedEmbeddings);
        QVERIFY(!m->ffnGated);
        QVERIFY2(std::fabs(m->params / 110e6 - 1) < 0.03, qPrintable(QString::number(m->params)));
    }

    void refusalsNameTheFileAndKey()
    {
        Problems p;
        QVERIFY(!modelFromHfConfig(readConfig("missing-layers.json"), "missing-layers.json", p));
        QVERIFY(test::hasProblem(p, "missing-field", "/num_hidden_layers"));
        QCOMPARE(QString::fromStdString(p.front().file), QStringLiteral("missing-layers.json"));
        p.clear();
        QVERIFY(!modelFromHfConfig(readConfig("vision-tower.json"), "vision-tower.json", p));
        QVERIFY(test::hasProblem(p, "unsupported", "/model_type"));
        p.clear();
        QVERIFY(!modelFromHfConfig(json::array(), "array.json", p));
        QVERIFY(!p.empty());
    }

    void aJobReadsItsConfigRelativeToTheJobFile()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QString::fromStdString(kConfigs + "qwen3-30b-a3b.json"),
                            dir.filePath(QStringLiteral("config.json"))));
        const std::string jobFile = dir.filePath(QStringLiteral("job.json")).toStdString();
        auto parsed = JobParser::parse(json{{"model", {{"hf_config", "config.json"}}},
                                            {"method", "lora"},
                                            {"data", {{"samples", 1000}, {"tokens_per_sample", 512}}},
                                            {"hardware", {{"gpu", "H100-SXM5-80GB"}}}},
                                       jobFile);
        QVERIFY(parsed.value);
        Problems p;
        QVERIFY2(loadHfConfig(*parsed.value, jobFile, p), qPrintable(test::describe(p)));
        QVERIFY(parsed.value->customModel && parsed.value->customModel->isMoe());
        ResolveResult r = resolveWorkload(*parsed.value, test::shippedCatalog(), jobFile);
        QVERIFY2(r.value, qPrintable(test::describe(r.problems)));
        const Estimate e = Estimator(test::shippedCatalog()).estimate(*r.value);
        QVERIFY(e.fits);
        // a model folder holding config.json is read too
        parsed.value->hfConfig = ".";
        parsed.value->customModel.reset();
        QVERIFY(loadHfConfig(*parsed.value, jobFile, p));
        QVERIFY(parsed.value->customModel);
    }

    void aMissingConfigIsAnErrorAtTheJobField()
    {
        auto parsed = JobParser::parse(json{{"model", {{"hf_config", "no-such/config.json"}}},
                                            {"data", {{"tokens", 1e9}}},
                                            {"hardware", {{"gpu", "A10"}}}},
                                       "/tmp/job.json");
        QVERIFY(parsed.value);
        Problems p;
        QVERIFY(!loadHfConfig(*parsed.value, "/tmp/job.json", p));
        QVERIFY(test::hasProblem(p, "unreadable", "/model/hf_config"));
    }

    void hfConfigExcludesOtherModelFields()
    {
        auto parsed =
            JobParser::parse(json{{"model", {{"hf_config", "config.json"}, {"preset", "llama-3-8b"}}},
                                  {"data", {{"tokens", 1e9}}},
                                  {"hardware", {{"gpu", "A10"}}}},
                             "job.json");
        QVERIFY(!parsed.value);
        QVERIFY(test::hasProblem(parsed.problems, "conflict", "/model/preset"));
    }
};

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
