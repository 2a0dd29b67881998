#include "core/Efficiency.h"
#include "core/EnumNames.h"
#include "core/Framework.h"
#include "core/Gpu.h"
#include "core/Instance.h"
#include "core/JsonReader.h"
#include "core/MessageCodes.h"
#include "core/ModelSpec.h"
#include "core/Parallelism.h"
#include "core/Provider.h"
#include "core/ReferenceServer.h"
#include "core/calibration/RunLog.h"
#include "core/planner/Candidate.h"
#include "core/planner/PlanSheetModel.h"

#include <QtTest>

using namespace tp;

namespace {

using Names = std::vector<std::string>;

// Each name reads back as the value that writes it, and each value of the enum has a name.
template <typename E> bool roundTrips()
{
    const Names names = namesOf<E>();
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::optional<E> value = fromString<E>(names[i]);
        if (!value || static_cast<std::size_t>(*value) != i || toString(*value) != names[i])
            return false;
    }
    return true;
}

} // namespace

// EnumNames: how the files, scripts and messages spell each enum's values. The spellings are the
// catalog's, the job's and the plan file's format (catalog/README.md, spec/cli.md): a change here
// breaks files users have, so each list is pinned.
class TestEnumNames : public QObject
{
    Q_OBJECT

private slots:
    void everyEnumIsSpelledAsItsFilesSpellIt()
    {
        QCOMPARE(namesOf<Precision>(), (Names{"fp32", "fp16", "bf16", "fp8"}));
        QCOMPARE(namesOf<Generation>(), (Names{"volta", "turing", "ampere", "ada", "hopper", "ascend"}));
        QCOMPARE(namesOf<Gpu::Link>(), (Names{"pcie", "nvlink", "hccs"}));
        QCOMPARE(namesOf<Billing>(),
                 (Names{"ondemand", "spot", "subscription_month", "reserved_1y", "reserved_3y"}));
        QCOMPARE(namesOf<InstanceType::Rdma>(), (Names{"none", "erdma", "rdma"}));
        QCOMPARE(namesOf<InstanceType::Availability>(), (Names{"open", "apply", "contract"}));
        QCOMPARE(namesOf<StorageOption::Kind>(), (Names{"object", "file", "block"}));
        QCOMPARE(namesOf<ReferenceServer::Link>(), (Names{"pcie", "nvlink", "nvswitch", "hccs"}));
        QCOMPARE(namesOf<WorkloadClass>(),
                 (Names{"llm-pretrain", "llm-full-ft", "llm-lora", "encoder", "vision"}));
        QCOMPARE(namesOf<Method>(), (Names{"pretrain", "full", "lora", "qlora"}));
        QCOMPARE(namesOf<Optimizer>(), (Names{"adamw", "adamw8bit", "sgd"}));
        QCOMPARE(namesOf<Stack>(), (Names{"standard", "optimized"}));
        QCOMPARE(namesOf<Framework::Launcher>(),
                 (Names{"torchrun", "deepspeed", "fsdp", "megatron", "nemo", "torchtitan", "ultralytics",
                        "msrun", "trainer", "llamafactory", "timm", "torchtune", "paddle", "detectron2"}));
        QCOMPARE(namesOf<Cadence>(), (Names{"never", "steps", "epoch", "end", "minutes"}));
        QCOMPARE(namesOf<ModelSpec::Detector>(),
                 (Names{"none", "anchor-free", "one-stage", "two-stage", "detr"}));
        QCOMPARE(namesOf<Framework::Fp32Grads>(), (Names{"none", "buffer", "partition"}));
        QCOMPARE(namesOf<Recompute>(), (Names{"none", "selective", "full"}));
        QCOMPARE(namesOf<DataLoader>(), (Names{"cpu", "gpu", "preprocessed"}));
        QCOMPARE(namesOf<ModelSpec::Kind>(), (Names{"transformer", "vision"}));
        QCOMPARE(namesOf<ModelSpec::Architecture>(), (Names{"decoder", "encoder", "encoder-decoder"}));
        QCOMPARE(namesOf<Objective>(), (Names{"cheapest", "fastest", "balanced"}));
        QCOMPARE(namesOf<RunLogFormat>(),
                 (Names{"hf-trainer-state", "hf-trainer-log", "deepspeed", "megatron-lm", "nemo",
                        "torchtitan", "ultralytics", "nvidia-smi", "torch-memory"}));
        QCOMPARE(namesOf<SheetTone>(), (Names{"plain", "good", "bad", "warning", "strong"}));
        QCOMPARE(namesOf<MessageParam::Type>(),
                 (Names{"number", "integer", "text", "list of text", "boolean"}));
    }

    // The list is in the enum's order: a name reads back as the value whose toString() it is. The
    // last value of each enum has a name, so a list one short of its enum fails here.
    void namesAndValuesMatch()
    {
        QVERIFY(roundTrips<Precision>());
        QVERIFY(roundTrips<Generation>());
        QVERIFY(roundTrips<Billing>());
        QVERIFY(roundTrips<InstanceType::Rdma>());
        QVERIFY(roundTrips<InstanceType::Availability>());
        QVERIFY(roundTrips<ReferenceServer::Link>());
        QVERIFY(roundTrips<Framework::Launcher>());
        QVERIFY(roundTrips<RunLogFormat>());
        QVERIFY(roundTrips<Cadence>());
        QVERIFY(roundTrips<ModelSpec::Detector>());
        QCOMPARE(toString(Precision::FP8), std::string("fp8"));
        QCOMPARE(toString(Generation::Ascend), std::string("ascend"));
        QCOMPARE(toString(Billing::Reserved3y), std::string("reserved_3y"));
        QCOMPARE(toString(Framework::Launcher::Msrun), std::string("msrun"));
        QCOMPARE(toString(RunLogFormat::TorchMemory), std::string("torch-memory"));
        QCOMPARE(toString(MessageParam::Type::Boolean), std::string("boolean"));
        QCOMPARE(toString(SheetTone::Strong), std::string("strong"));
        QCOMPARE(toString(ModelSpec::Architecture::EncoderDecoder), std::string("encoder-decoder"));
        QCOMPARE(toString(Gpu::Link::HCCS), std::string("hccs"));
    }

    void unknownNamesAndValuesAreNotGuessed()
    {
        QVERIFY(!fromString<Billing>("OnDemand"));     // case matters, as in the files
        QVERIFY(!fromString<Billing>("subscription")); // the job's alias is the job reader's
        QVERIFY(!fromString<Precision>(""));
        QVERIFY(!fromString<Method>("fp16"));
        QCOMPARE(toString(static_cast<Billing>(99)), std::string());
    }

    // A reader offers the enum's names when a file spells a value it does not know.
    void readerNamesTheChoices()
    {
        Problems problems;
        const auto v = parseJsonText(R"({"billing": "hourly", "rdma": "erdma"})", "f.json", problems);
        QVERIFY(v);
        JsonContext ctx{"f.json", &problems};
        ObjectReader r(&*v, "", &ctx);
        QVERIFY(r.oneOf<InstanceType::Rdma>("rdma", Need::Required) == InstanceType::Rdma::ERdma);
        QVERIFY(!r.oneOf<Billing>("billing", Need::Required));
        QVERIFY(!r.oneOf<Optimizer>("optimizer", Need::Optional));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].code, std::string("unknown-value"));
        QCOMPARE(problems[0].path, std::string("/billing"));
        QCOMPARE(
            problems[0].message,
            std::string(
                "\"hourly\" is not one of: ondemand, spot, subscription_month, reserved_1y, reserved_3y"));
    }
};

QTEST_APPLESS_MAIN(TestEnumNames)
#include "tst_enumnames.moc"
