#include "core/export/TrainCommand.h"

#include "core/Framework.h"
#include "core/Gpu.h"
#include "core/SafeText.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <utility>

namespace tp {

namespace {

// Argument lines of a command: "  --flag value \" each, the last without the backslash.
class Args
{
public:
    void add(const std::string &line) { m_lines.push_back(line); }
    template <typename T> void add(const std::string &flag, const T &value)
    {
        std::ostringstream s;
        s << flag << ' ' << value;
        m_lines.push_back(s.str());
    }
    std::string text() const
    {
        std::string out;
        for (std::size_t i = 0; i < m_lines.size(); ++i)
            out += "  " + m_lines[i] + (i + 1 < m_lines.size() ? " \\\n" : "\n");
        return out;
    }

private:
    std::vector<std::string> m_lines;
};

// The torchrun prefix every node runs (c10d rendezvous on the first node).
std::string torchrun(const std::string &jobName)
{
    return "exec torchrun \\\n"
           "  --nnodes \"$NNODES\" \\\n"
           "  --nproc_per_node \"$NPROC_PER_NODE\" \\\n"
           "  --node_rank \"$NODE_RANK\" \\\n"
           "  --rdzv_backend c10d \\\n"
           "  --rdzv_endpoint \"$MASTER_ADDR:$MASTER_PORT\" \\\n"
           "  --rdzv_id " +
           shellQuote(jobName) + " \\\n";
}

// Completes a torchrun command: the prefix, the arguments, and the note on what the user still
// sets in their own config.
TrainCommand finishTorchrun(TrainCommand t, const Args &a, const std::string &jobName, CommandNote note)
{
    t.text = torchrun(jobName) + a.text();
    t.notes.push_back(std::move(note));
    return t;
}

// Steps between checkpoints that realise the spot plan's interval, or 0 when none is planned.
long checkpointSteps(const Candidate &c)
{
    if (!c.spot || c.spot->intervalHours <= 0 || !c.estimate || c.estimate->performance.stepSeconds <= 0)
        return 0;
    return std::max(1L, std::lround(c.spot->intervalHours * 3600.0 / c.estimate->performance.stepSeconds));
}

// A model id fit for a file name (catalog ids are already; custom names may not be).
std::string safeName(const std::string &id)
{
    std::string out;
    for (char ch : id) {
        const unsigned char u = static_cast<unsigned char>(ch);
        if (std::isalnum(u) || ch == '-' || ch == '.' || ch == '_')
            out += ch;
    }
    return out;
}

// --- Megatron-LM and MindSpeed-LLM: one argument list holds the model, the layout and the batch.
TrainCommand megatron(const Candidate &c, const Workload &w, const std::string &jobName, bool mindspeed)
{
    TrainCommand t;
    const ModelSpec &m = w.model;
    const Parallelism &p = w.parallel;
    t.script = m.architecture == ModelSpec::Architecture::Encoder          ? "pretrain_bert.py"
               : m.architecture == ModelSpec::Architecture::EncoderDecoder ? "pretrain_t5.py"
                                                                           : "pretrain_gpt.py";
    t.comment =
        mindspeed
            ? "# MindSpeed-LLM (Megatron-LM arguments on Ascend NPUs, torch_npu): run from its repository.\n"
            : "# Megatron-LM: run from its repository (or the NGC PyTorch container with Megatron-Core).\n";
    Args a;
    a.add("\"$TRAIN_SCRIPT\"");
    if (mindspeed)
        a.add("--use-mcore-models");
    a.add("--num-layers", m.layers);
    a.add("--hidden-size", m.hidden);
    a.add("--num-attention-heads", m.heads);
    if (m.kvHeads > 0 && m.kvHeads != m.heads) {
        a.add("--group-query-attention");
        a.add("--num-query-groups", m.kvHeads);
    }
    if (m.headDim > 0)
        a.add("--kv-channels", m.headDim);
    a.add("--ffn-hidden-size", m.ffnHidden);
    if (m.ffnGated)
        a.add("--swiglu");
    if (!m.tiedEmbeddings)
        a.add("--untie-embeddings-and-output-weights");
    if (m.isMoe()) {
        a.add("--num-experts", m.experts);
        a.add("--moe-router-topk", m.expertsPerToken);
        a.add("--moe-ffn-hidden-size", m.moeFfnHidden);
        if (m.sharedExperts > 0)
            a.add("--moe-shared-expert-intermediate-size", m.sharedExperts * m.moeFfnHidden);
        if (m.denseLayers > 0)
            a.add("--moe-layer-freq \"([0]*" + std::to_string(m.denseLayers) + "+[1]*" +
                  std::to_string(m.layers - m.denseLayers) + ")\"");
        a.add("--moe-grouped-gemm");
        a.add("--moe-token-dispatcher-type alltoall");
    }
    a.add("--seq-length", w.seqLen);
    a.add("--max-position-embeddings", std::max(w.seqLen, m.maxSeqLen));
    a.add("--tensor-model-parallel-size", p.tensor);
    a.add("--pipeline-model-parallel-size", p.pipeline);
    if (p.pipeline > 1 && p.virtualStages > 1) {
        if (m.layers % (p.pipeline * p.virtualStages) == 0)
            a.add("--num-layers-per-virtual-pipeline-stage", m.layers / (p.pipeline * p.virtualStages));
        else // uneven stages, each of which the chunks divide (interleaveFits)
            a.add("--num-virtual-stages-per-pipeline-rank", p.virtualStages);
    }
    if (const auto split = unevenStageSplit(m.layers, p.pipeline)) {
        a.add("--decoder-first-pipeline-num-layers", split->first);
        a.add("--decoder-last-pipeline-num-layers", split->last);
    }
    if (p.context > 1)
        a.add("--context-parallel-size", p.context);
    if (p.expert > 1)
        a.add("--expert-model-parallel-size", p.expert);
    if (p.sequenceParallel)
        a.add("--sequence-parallel");
    if (w.zeroStage >= 1)
        a.add("--use-distributed-optimizer");
    if (w.offloadOptimizer) {
        a.add("--optimizer-cpu-offload");
        a.add("--optimizer-offload-fraction 1.0");
    }
    if (w.recompute == Recompute::Full) {
        a.add("--recompute-granularity full");
        a.add("--recompute-method uniform");
        a.add("--recompute-num-layers 1");
    } else if (w.recompute == Recompute::Selective) {
        a.add("--recompute-granularity selective");
    }
    a.add("--use-flash-attn");
    a.add("--micro-batch-size", w.microBatch);
    a.add("--global-batch-size", w.globalBatch());
    switch (w.precision) {
    case Precision::BF16:
        a.add("--bf16");
        break;
    case Precision::FP16:
        a.add("--fp16");
        break;
    case Precision::FP8:
        a.add("--bf16");
        a.add("--fp8-format hybrid");
        break;
    case Precision::FP32:
        break;
    }
    if (w.optimizer == Optimizer::Sgd)
        a.add("--optimizer sgd");
    a.add("--data-path \"$DATA_DIR\"");
    a.add("--tokenizer-type HuggingFaceTokenizer");
    a.add("--tokenizer-model \"$TOKENIZER\"");
    a.add("--save \"$CKPT_DIR\"");
    a.add("--load \"$CKPT_DIR\"");
    if (const long steps = checkpointSteps(c))
        a.add("--save-interval", steps);
    return finishTorchrun(
        std::move(t), a, jobName,
        {"megatron-data",
         "Megatron reads the data set as its indexed .bin/.idx files (tools/preprocess_data.py); "
         "DATA_DIR is the prefix, TOKENIZER the Hugging Face tokenizer folder."});
}

// --- NeMo (Megatron-based scripts with Hydra overrides, as NeMo's examples and launcher use).
TrainCommand nemo(const Candidate &c, const Workload &w, int gpusPerNode, const std::string &jobName)
{
    TrainCommand t;
    const Parallelism &p = w.parallel;
    const bool lora = w.method == Method::Lora || w.method == Method::QLora;
    t.script = lora ? "examples/nlp/language_modeling/tuning/megatron_gpt_finetuning.py"
                    : "examples/nlp/language_modeling/megatron_gpt_pretraining.py";
    t.comment = "# NeMo: Hydra overrides of the model's config (run from the NeMo container, /opt/NeMo).\n";
    Args a;
    a.add("\"$TRAIN_SCRIPT\"");
    a.add("--config-path \"$NEMO_CONFIG_DIR\"");
    a.add("--config-name \"$NEMO_CONFIG_NAME\"");
    a.add("trainer.num_nodes=" + std::to_string(c.nodes));
    a.add("trainer.devices=" + std::to_string(gpusPerNode));
    a.add(std::string("trainer.precision=") + (w.precision == Precision::FP16   ? "16-mixed"
                                               : w.precision == Precision::FP32 ? "32"
                                                                                : "bf16-mixed"));
    if (w.precision == Precision::FP8)
        a.add("model.fp8=True");
    a.add("model.tensor_model_parallel_size=" + std::to_string(p.tensor));
    a.add("model.pipeline_model_parallel_size=" + std::to_string(p.pipeline));
    if (p.pipeline > 1 && p.virtualStages > 1)
        a.add("model.virtual_pipeline_model_parallel_size=" + std::to_string(p.virtualStages));
    a.add("model.context_parallel_size=" + std::to_string(p.context));
    if (w.model.isMoe())
        a.add("model.expert_model_parallel_size=" + std::to_string(p.expert));
    a.add(std::string("model.sequence_parallel=") + (p.sequenceParallel ? "True" : "False"));
    a.add("model.micro_batch_size=" + std::to_string(w.microBatch));
    a.add("model.global_batch_size=" + std::to_string(w.globalBatch()));
    a.add("model.encoder_seq_length=" + std::to_string(w.seqLen));
    if (w.recompute == Recompute::None) {
        a.add("model.activations_checkpoint_granularity=null");
    } else if (w.recompute == Recompute::Selective) {
        a.add("model.activations_checkpoint_granularity=selective");
    } else {
        a.add("model.activations_checkpoint_granularity=full");
        a.add("model.activations_checkpoint_method=uniform");
        a.add("model.activations_checkpoint_num_layers=1");
    }
    if (w.zeroStage >= 1)
        a.add("model.optim.name=distributed_fused_adam");
    if (lora) {
        a.add("model.peft.peft_scheme=lora");
        a.add("model.peft.lora_tuning.adapter_dim=" + std::to_string(w.loraRank));
    }
    a.add("exp_manager.exp_dir=\"$CKPT_DIR\"");
    if (const long steps = checkpointSteps(c))
        a.add("exp_manager.checkpoint_callback_params.every_n_train_steps=" + std::to_string(steps));
    return finishTorchrun(
        std::move(t), a, jobName,
        {"nemo-config",
         "NEMO_CONFIG_DIR / NEMO_CONFIG_NAME: the model's config (e.g. conf/megatron_gpt_config.yaml); "
         "set its data prefix to your data set in DATA_DIR."});
}

// --- torchtitan: the model's .toml plus command-line overrides of its sections.
TrainCommand torchtitan(const Candidate &c, const Workload &w, const std::string &jobName)
{
    TrainCommand t;
    const Parallelism &p = w.parallel;
    t.comment = "# torchtitan: the model's train config (.toml) with the plan's layout as overrides.\n";
    Args a;
    a.add("-m torchtitan.train");
    a.add("--job.config_file \"$TITAN_CONFIG\"");
    a.add("--job.dump_folder \"$CKPT_DIR\"");
    // FSDP (ZeRO 3) shards over the data ranks; without it they replicate (DDP)
    if (w.zeroStage >= 3) {
        a.add("--parallelism.data_parallel_shard_degree", p.data);
        a.add("--parallelism.data_parallel_replicate_degree 1");
    } else {
        a.add("--parallelism.data_parallel_shard_degree 1");
        a.add("--parallelism.data_parallel_replicate_degree", p.data);
    }
    a.add("--parallelism.tensor_parallel_degree", p.tensor);
    a.add("--parallelism.pipeline_parallel_degree", p.pipeline);
    if (p.pipeline > 1)
        a.add(std::string("--parallelism.pipeline_parallel_schedule ") +
              (p.virtualStages > 1 ? "Interleaved1F1B" : "1F1B"));
    a.add("--parallelism.context_parallel_degree", p.context);
    if (w.model.isMoe())
        a.add("--parallelism.expert_parallel_degree", p.expert);
    a.add("--activation_checkpoint.mode " + toString(w.recompute));
    a.add("--training.local_batch_size", w.microBatch);
    a.add("--training.global_batch_size", w.globalBatch());
    a.add("--training.seq_len", w.seqLen);
    a.add("--training.dataset_path \"$DATA_DIR\"");
    if (w.precision == Precision::FP8)
        a.add("--model.converters float8");
    else if (w.precision == Precision::FP32)
        a.add("--training.mixed_precision_param float32");
    if (const long steps = checkpointSteps(c)) {
        a.add("--checkpoint.enable");
        a.add("--checkpoint.interval", steps);
    }
    return finishTorchrun(
        std::move(t), a, jobName,
        {"torchtitan-config",
         "TITAN_CONFIG: the model's train config from torchtitan (e.g. "
         "torchtitan/models/llama3/train_configs/llama3_8b.toml); flags as of torchtitan 0.2."});
}

// --- Ultralytics: `yolo train` on one node (it starts its own DDP workers).
TrainCommand ultralytics(const Candidate &c, const Workload &w, int gpusPerNode)
{
    TrainCommand t;
    t.comment = "# Ultralytics: `yolo train` starts one DDP process per GPU itself; batch is the total over "
                "the GPUs.\n";
    std::string devices;
    for (int g = 0; g < gpusPerNode; ++g)
        devices += (g ? "," : "") + std::to_string(g);
    const int workers = w.framework && w.framework->loaderWorkers > 0 ? w.framework->loaderWorkers : 8;
    const std::string model = safeName(w.model.id);
    t.text = "exec yolo train \\\n";
    Args a;
    a.add("model=\"$MODEL\"");
    a.add("data=\"$DATA_YAML\"");
    a.add("epochs=" + std::to_string(std::max(1L, static_cast<long>(std::ceil(w.epochs - 1e-9)))));
    a.add("imgsz=" + std::to_string(w.imageSize));
    a.add("batch=" + std::to_string(w.globalBatch()));
    a.add("device=" + devices);
    a.add("workers=" + std::to_string(workers));
    a.add(std::string("amp=") + (w.precision == Precision::FP32 ? "False" : "True"));
    a.add("project=\"$CKPT_DIR\"");
    a.add("name=" + shellQuote(model.empty() ? std::string("train") : model));
    if (c.spot)
        a.add("save_period=1");
    t.text += a.text();
    t.notes.push_back(
        {"ultralytics-model",
         "MODEL: the weights to start from (" + (model.empty() ? std::string("e.g. yolov8s") : model) +
             ".pt) or its .yaml to train from scratch; DATA_YAML: the data set's YAML (paths, class "
             "names).",
         {{"model", model}}});
    if (std::abs(w.epochs - std::round(w.epochs)) > 1e-9)
        t.notes.push_back({"ultralytics-epochs",
                           "Ultralytics trains whole epochs: the plan's fractional epochs are rounded up."});
    return t;
}

// --- MindFormers (MindSpore on Ascend): msrun starts the workers; the layout lives in the YAML.
TrainCommand msrun(const Candidate &c, const Workload &w, int gpusPerNode)
{
    TrainCommand t;
    const Parallelism &p = w.parallel;
    t.script = "run_mindformer.py";
    t.comment =
        "# MindFormers: msrun starts one worker per NPU; the parallel layout is set in the model's YAML.\n";
    t.text = "exec msrun \\\n";
    Args a;
    a.add("--worker_num=" + std::to_string(c.nodes * gpusPerNode));
    a.add("--local_worker_num=" + std::to_string(gpusPerNode));
    a.add("--master_addr=\"$MASTER_ADDR\"");
    a.add("--master_port=\"$MASTER_PORT\"");
    a.add("--node_rank=\"$NODE_RANK\"");
    a.add("--log_dir=\"$CKPT_DIR/msrun_log\"");
    a.add("--join=True");
    a.add("\"$TRAIN_SCRIPT\"");
    a.add("--config \"$MF_CONFIG\"");
    a.add("--use_parallel True");
    a.add("--run_mode train");
    a.add("--train_dataset_dir \"$DATA_DIR\"");
    t.text += a.text();
    std::ostringstream n; // the settings in MindFormers' own words
    n << "parallel_config data_parallel " << p.data << ", model_parallel " << p.tensor << ", pipeline_stage "
      << p.pipeline << ", context_parallel " << p.context;
    if (w.model.isMoe())
        n << ", expert_parallel " << p.expert;
    n << ", use_seq_parallel " << (p.sequenceParallel ? "True" : "False") << ", micro_batch_num "
      << (p.pipeline > 1 ? w.gradientAccumulation() : 1) << "; runner_config batch_size " << w.microBatch
      << "; recompute_config "
      << (w.recompute == Recompute::Full        ? "recompute True"
          : w.recompute == Recompute::Selective ? "select_recompute True"
                                                : "recompute False")
      << "; seq_length " << w.seqLen;
    t.notes.push_back({"mindformers-config", "Set in MF_CONFIG: " + n.str() + ".", {{"settings", n.str()}}});
    return t;
}

// --- torchrun with the user's own script (Transformers Trainer, DeepSpeed, FSDP, timm, ...).
TrainCommand torchrunScript(const Candidate &c, const Workload &w, const std::string &jobName,
                            Framework::Launcher launcher)
{
    TrainCommand t;
    t.script = "train.py";
    t.deepSpeedConfig = launcher == Framework::Launcher::DeepSpeed;
    const std::string name = w.framework ? w.framework->id : std::string("pytorch");
    t.comment =
        "# " + commentSafe(name) + ": torchrun starts your training script on every GPU of the node.\n";
    Args a;
    a.add("\"$TRAIN_SCRIPT\"");
    if (t.deepSpeedConfig)
        a.add("--deepspeed ds_config.json");
    if (launcher == Framework::Launcher::Fsdp)
        a.add(std::string("--fsdp_sharding_strategy ") + (w.zeroStage >= 3   ? "FULL_SHARD"
                                                          : w.zeroStage == 2 ? "SHARD_GRAD_OP"
                                                                             : "NO_SHARD"));
    if (launcher == Framework::Launcher::Fsdp && (w.offloadOptimizer || w.offloadParams))
        a.add("--fsdp_cpu_offload");
    a.add("--data_dir \"$DATA_DIR\"");
    a.add("--output_dir \"$CKPT_DIR\"");
    if (w.model.isTransformer())
        a.add("--seq_len", w.seqLen);
    else
        a.add("--image_size", w.imageSize);
    a.add("--micro_batch", w.microBatch);
    a.add("--gradient_accumulation", w.gradientAccumulation());
    a.add("--precision", toString(w.precision));
    if (w.recompute == Recompute::Full)
        a.add("--gradient_checkpointing");
    if (w.method == Method::Lora || w.method == Method::QLora)
        a.add("--lora_rank", w.loraRank);
    if (w.method == Method::QLora)
        a.add("--load_in_4bit");
    if (const long steps = checkpointSteps(c))
        a.add("--save_steps", steps);
    return finishTorchrun(std::move(t), a, jobName,
                          {"script-arguments",
                           "The arguments after TRAIN_SCRIPT carry the plan's settings under common "
                           "names; rename them to the ones your script (or its config file) reads."});
}

} // namespace

TrainCommand trainCommand(const Candidate &c, const Workload &w, int gpusPerNode, const std::string &jobName)
{
    const Framework::Launcher launcher = w.framework ? w.framework->launcher : Framework::Launcher::DeepSpeed;
    switch (launcher) {
    case Framework::Launcher::Megatron:
        return megatron(c, w, jobName, w.framework && w.framework->id == "mindspeed");
    case Framework::Launcher::Nemo:
        return nemo(c, w, gpusPerNode, jobName);
    case Framework::Launcher::Torchtitan:
        return torchtitan(c, w, jobName);
    case Framework::Launcher::Ultralytics:
        // `yolo train` spans one node; several nodes need torchrun around the user's script
        if (c.nodes <= 1)
            return ultralytics(c, w, gpusPerNode);
        return torchrunScript(c, w, jobName, Framework::Launcher::Torchrun);
    case Framework::Launcher::Msrun:
        return msrun(c, w, gpusPerNode);
    case Framework::Launcher::DeepSpeed:
    case Framework::Launcher::Fsdp:
    case Framework::Launcher::Torchrun:
        break;
    }
    return torchrunScript(c, w, jobName, launcher);
}

} // namespace tp
