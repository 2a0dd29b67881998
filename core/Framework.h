#pragma once

#include "core/EnumNames.h"
#include "core/Job.h"
#include "core/ModelSpec.h"
#include "core/Parallelism.h"
#include "core/Provenance.h"
#include "core/Provider.h"
#include "core/TrainingLoop.h"

#include <optional>
#include <string>
#include <vector>

namespace tp {

// A training framework (catalog/frameworks.json): which models, methods and accelerators it
// trains, how it can split a model across GPUs, which kernels and data loaders it has, and the
// efficiency class its speed is fitted by (efficiency.json "stacks").
struct Framework : SourcedRecord
{
    std::string id; // "megatron-lm"
    LocalizedName name;
    LocalizedName description;
    std::vector<std::string> aliases;

    bool transformers = false;
    bool vision = false;
    std::vector<Method> methods;
    bool nvidia = false;
    bool ascend = false;

    // Sharding of model states over data-parallel ranks: ZeRO stages (0 = plain DDP; Megatron's
    // distributed optimizer is stage 1, FSDP FULL_SHARD stage 3).
    std::vector<int> zeroStages{0};
    bool tensor = false;
    bool sequenceParallel = false;
    bool pipeline = false;
    bool interleaved = false; // interleaved 1F1B (virtual pipeline stages)
    bool context = false;
    bool expert = false;
    bool ulysses = false; // DeepSpeed-Ulysses sequence parallelism (all-to-all over attention heads)
    // Megatron's distributed optimizer: ZeRO stages 1 and 2 both name it (it shards the optimizer
    // states and fp32 master weights over the data-parallel ranks, reduce-scatters the gradients,
    // and keeps the fp32 gradient buffer whole), the way Megatron-LM users say "ZeRO-1".
    bool distributedOptimizer = false;
    bool fullRecompute = false;      // activation checkpointing of whole layers
    bool selectiveRecompute = false; // of the attention core only
    bool offload = false;            // optimizer / parameters on the host (ZeRO-Offload, FSDP CPU offload)

    bool fusedLoss = false; // cross-entropy without fp32 copies of the logits (fused or chunked)
    // fp32 gradients under mixed precision: Megatron accumulates into an fp32 main_grad buffer
    // that its distributed optimizer does not shard ("buffer"); DeepSpeed's fp16/bf16 optimizer
    // keeps an fp32 gradient copy beside the optimizer states, sharded with them ("partition").
    enum class Fp32Grads
    {
        None,
        Buffer,
        Partition
    };
    Fp32Grads fp32Grads = Fp32Grads::None;
    // PyTorch DistributedDataParallel copies the gradients into its all-reduce buckets unless
    // gradient_as_bucket_view is set (its default is off): unsharded data parallelism keeps the
    // gradients twice (torch.nn.parallel.DistributedDataParallel docs).
    bool ddpBuckets = false;
    bool loraDropout = false;         // recipes apply dropout before each LoRA adapter (PEFT's 0.05)
    bool fp32QloraEmbeddings = false; // QLoRA casts the unquantised layers to fp32 (PEFT's recipe)
    std::vector<DataLoader> loaders;  // the first is the default for vision
    int loaderWorkers = 0;            // CPU data-loader processes per GPU by default (0: all host cores)
    std::string efficiency;           // efficiency class: "standard" | "optimized" (efficiency.json)
    // How its training is started, which decides the launch files (core/export/TrainCommand.h):
    // torchrun with the user's script, plus a DeepSpeed config or FSDP sharding; Megatron-LM's
    // argument list (Megatron-LM, MindSpeed); NeMo's Hydra overrides; torchtitan's config flags;
    // Ultralytics' `yolo train`; MindSpore's msrun (MindFormers, MindYOLO, MindCV); the
    // Transformers Trainer's arguments; LLaMA-Factory's YAML; timm's train.py; torchtune's recipe;
    // PaddlePaddle's distributed launcher; detectron2's train_net.py.
    enum class Launcher
    {
        Torchrun,
        DeepSpeed,
        Fsdp,
        Megatron,
        Nemo,
        Torchtitan,
        Ultralytics,
        Msrun,
        Trainer,
        LlamaFactory,
        Timm,
        Torchtune,
        Paddle,
        Detectron2
    };
    Launcher launcher = Launcher::Torchrun;

    // What its training loop does by default besides training steps (the job's "eval" and
    // "checkpoint" override them), with the documentation that says so.
    EvalSchedule eval;
    CheckpointSchedule checkpoint;
    Provenance loopProvenance;

    bool trains(Method m) const;
    bool runsOn(const Gpu &gpu) const;
    bool hasZeroStage(int stage) const;
    // Whether it shards anything ZeRO's way (a stage above 0): without, plans do not speak of ZeRO.
    bool hasZero() const;
    bool hasLoader(DataLoader l) const;
    // The short list a message names ("data, ZeRO 1-3, tensor, pipeline").
    std::string parallelismSummary() const;
};
constexpr auto enumNames(Framework::Fp32Grads)
{
    return std::array{"none", "buffer", "partition"};
}

// Which framework a job that names none is assumed to use: the first rule whose conditions all
// hold (unset conditions hold always).
struct FrameworkDefault
{
    std::string framework;
    std::optional<ModelSpec::Kind> kind;
    std::vector<std::string> tasks;             // vision tasks
    std::vector<ModelSpec::Detector> detectors; // detector families
    std::vector<std::string> families;          // model families (models.json "family")
    std::optional<ModelSpec::Architecture> architecture;
    std::vector<Method> methods;
    std::string accelerator; // "nvidia" | "ascend" | "" (any)
    LocalizedName reason;
};

constexpr auto enumNames(Framework::Launcher)
{
    return std::array{"torchrun",   "deepspeed",   "fsdp",   "megatron",  "nemo",
                      "torchtitan", "ultralytics", "msrun",  "trainer",   "llamafactory",
                      "timm",       "torchtune",   "paddle", "detectron2"};
}

// The framework of a catalog without frameworks.json: data parallel with ZeRO 0-3, standard
// kernels, any model, method and accelerator.
const Framework &genericFramework();

// "nvidia" or "ascend": the software family a GPU needs.
std::string acceleratorFamily(const Gpu &gpu);

} // namespace tp
