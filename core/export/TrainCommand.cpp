#include "core/export/TrainCommand.h"

#include "core/Framework.h"
#include "core/Gpu.h"
#include "core/SafeText.h"
#include "core/Strings.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <utility>
#include <yaml-cpp/yaml.h>

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
    return "torchrun \\\n"
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
    t.tool = "torchrun";
    t.text = torchrun(jobName) + a.text();
    t.notes.push_back(std::move(note));
    return t;
}

// Steps between checkpoints: the spot plan's interval (Young's), else the training loop's the
// estimate priced (the job's "checkpoint", or the framework's default); 0 when saves are not by
// steps.
long checkpointSteps(const Candidate &c, const Workload &w)
{
    if (c.spot && c.spot->intervalHours > 0 && c.estimate && c.estimate->performance.stepSeconds > 0)
        return std::max(1L,
                        std::lround(c.spot->intervalHours * 3600.0 / c.estimate->performance.stepSeconds));
    return w.checkpoint.every == Cadence::Steps ? w.checkpoint.steps : 0;
}

// Whether the run writes checkpoints at all (to resume from after an interruption).
bool savesCheckpoints(const Candidate &c, const Workload &w)
{
    return c.spot || w.checkpoint.every != Cadence::Never;
}

// Shell lines printing the newest of the entries `pattern` (a glob under $CKPT_DIR) matches, by
// the number in its name ("checkpoint-500" after "checkpoint-50"); nothing when none exists.
std::string newestMatching(const std::string &pattern)
{
    return "ls -d \"$CKPT_DIR\"/" + pattern + " 2>/dev/null | sort -V | tail -n 1\n";
}

// Shell lines printing `path` (under $CKPT_DIR) when that file exists.
std::string ifExists(const std::string &path)
{
    return "if [ -e \"$CKPT_DIR\"/" + path + " ]; then printf '%s\\n' \"$CKPT_DIR\"/" + path + "; fi\n";
}

// Whole epochs of the plan (the frameworks that count epochs train whole ones).
long wholeEpochs(const Workload &w)
{
    return std::max(1L, static_cast<long>(std::ceil(w.epochs - 1e-9)));
}

// A command and its resume form alike: `head` (the launcher's line, "msrun \\\n"), the
// launcher's own arguments `launcher`, then the arguments `args(a, resuming)` adds; the resume
// form ends with `resume`. `findCheckpoint` is the shell line that prints the newest checkpoint
// for "$LATEST".
template <typename AddArgs>
void commandAndResume(TrainCommand &t, const std::string &head, const Args &launcher, const AddArgs &args,
                      std::string findCheckpoint, const std::vector<std::string> &resume)
{
    Args a = launcher;
    args(a, false);
    t.text = head + a.text();
    t.findCheckpoint = std::move(findCheckpoint);
    Args r = launcher;
    args(r, true);
    for (const std::string &line : resume)
        r.add(line);
    t.resumeText += head + r.text();
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
    if (const long steps = checkpointSteps(c, w))
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
    if (p.context > 1) // the key of NeMo's GPT configs that have it (megatron_gpt_config.yaml lacks it)
        a.add("+model.context_parallel_size=" + std::to_string(p.context));
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
    // a restart resumes from the newest checkpoint of the run's folder, if there is one
    a.add("exp_manager.resume_if_exists=True");
    a.add("exp_manager.resume_ignore_no_checkpoint=True");
    if (const long steps = checkpointSteps(c, w))
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
    // with checkpoints on, torchtitan loads the newest step-N folder of its own on start
    if (const long steps = checkpointSteps(c, w)) {
        a.add("--checkpoint.enable");
        a.add("--checkpoint.interval", steps);
    }
    return finishTorchrun(
        std::move(t), a, jobName,
        {"torchtitan-config",
         "TITAN_CONFIG: the model's train config from torchtitan (e.g. "
         "torchtitan/models/llama3/train_configs/llama3_8b.toml); flags as of torchtitan 0.2."});
}

// --- Ultralytics: `yolo train` on one node (it starts its own DDP workers); weights/last.pt,
// rewritten every epoch with the optimizer, is what `yolo train resume` continues from.
TrainCommand ultralytics(const Candidate &c, const Workload &w, int gpusPerNode)
{
    TrainCommand t;
    t.tool = "yolo";
    t.comment = "# Ultralytics: `yolo train` starts one DDP process per GPU itself; batch is the total over "
                "the GPUs.\n";
    std::string devices;
    for (int g = 0; g < gpusPerNode; ++g)
        devices += (g ? "," : "") + std::to_string(g);
    const int workers = w.framework && w.framework->loaderWorkers > 0 ? w.framework->loaderWorkers : 8;
    const std::string model = safeName(w.model.id);
    const std::string name = model.empty() ? std::string("train") : model;
    t.text = "yolo train \\\n";
    Args a;
    a.add("model=\"$MODEL\"");
    a.add("data=\"$DATA_YAML\"");
    a.add("epochs=" + std::to_string(wholeEpochs(w)));
    // `epochs` is a whole number; 2.5 epochs are 3 over 0.8333 of the training set (`fraction`),
    // the images the plan priced (rounding up alone trained 3 where the plan priced 2.5)
    const bool fractional = std::abs(w.epochs - std::round(w.epochs)) > 1e-9;
    const double fraction = w.epochs / static_cast<double>(wholeEpochs(w));
    if (fractional)
        a.add("fraction=" + fixedDecimals(fraction, 4));
    a.add("imgsz=" + std::to_string(w.imageSize));
    a.add("batch=" + std::to_string(w.globalBatch()));
    a.add("device=" + devices);
    a.add("workers=" + std::to_string(workers));
    a.add(std::string("amp=") + (w.precision == Precision::FP32 ? "False" : "True"));
    a.add(std::string("val=") + (w.eval.every == Cadence::Never ? "False" : "True"));
    a.add("project=\"$CKPT_DIR\"");
    a.add("name=" + shellQuote(name));
    a.add("exist_ok=True"); // a second run writes into the same folder, not name2
    t.text += a.text();
    t.findCheckpoint = ifExists(shellQuote(name) + "/weights/last.pt");
    t.resumeText = "yolo train resume model=\"$LATEST\"\n";
    t.notes.push_back(
        {"ultralytics-model",
         "MODEL: the weights to start from (" + (model.empty() ? std::string("e.g. yolov8s") : model) +
             ".pt) or its .yaml to train from scratch; DATA_YAML: the data set's YAML (paths, class "
             "names).",
         {{"model", model}}});
    if (fractional)
        t.notes.push_back({"ultralytics-epochs",
                           "Ultralytics trains whole epochs: the plan's " + fixedDecimals(w.epochs, 2) +
                               " epochs are " + std::to_string(wholeEpochs(w)) + " epochs over " +
                               fixedDecimals(fraction, 4) +
                               " of the training set (fraction), the same number of images.",
                           {{"epochs", std::round(w.epochs * 1e4) / 1e4},
                            {"whole_epochs", wholeEpochs(w)},
                            {"fraction", std::round(fraction * 1e4) / 1e4}}});
    return t;
}

// --- msrun (MindSpore on Ascend): MindFormers for language models, MindYOLO and MindCV for
// vision; msrun starts one worker per NPU.
// msrun's own arguments, first in `a`; the command is "msrun \\\n" + a.text().
Args msrunArgs(const Candidate &c, int gpusPerNode)
{
    Args a;
    a.add("--worker_num=" + std::to_string(c.nodes * gpusPerNode));
    a.add("--local_worker_num=" + std::to_string(gpusPerNode));
    a.add("--master_addr=\"$MASTER_ADDR\"");
    a.add("--master_port=\"$MASTER_PORT\"");
    a.add("--node_rank=\"$NODE_RANK\"");
    a.add("--log_dir=\"$CKPT_DIR/msrun_log\"");
    a.add("--join=True");
    return a;
}

TrainCommand msrunVision(const Candidate &c, const Workload &w, int gpusPerNode)
{
    TrainCommand t;
    t.tool = "msrun";
    const bool yolo = w.model.task != "classification";
    t.script = "train.py";
    t.comment =
        yolo ? "# MindYOLO (MindSpore on Ascend): msrun starts one worker per NPU; run from the MindYOLO "
               "repository.\n"
             : "# MindCV (MindSpore on Ascend): msrun starts one worker per NPU; run from the MindCV "
               "repository.\n";
    const int replicas = std::max(1, w.parallel.data);
    const std::string amp = w.precision == Precision::FP32 ? "O0" : "O2";
    if (yolo) {
        // MindYOLO saves <model>-<epoch>_<step>.ckpt every epoch but has no resume option (train.py):
        // a restart loads the newest weights and trains the epochs left, with a fresh schedule
        const auto args = [&](Args &a, bool resuming) {
            a.add("\"$TRAIN_SCRIPT\"");
            a.add("--config \"$MS_CONFIG\"");
            a.add("--is_parallel True");
            a.add("--per_batch_size", w.globalBatch() / replicas);
            if (resuming)
                a.add("--epochs \"$((" + std::to_string(wholeEpochs(w)) + " - ${DONE:-0}))\"");
            else
                a.add("--epochs", wholeEpochs(w));
            a.add("--img_size", w.imageSize);
            a.add("--ms_amp_level " + amp);
            a.add("--save_dir \"$CKPT_DIR\"");
        };
        t.resumeText = "DONE=\"$(basename \"$LATEST\" | sed -n 's/.*-\\([0-9]*\\)_[0-9]*\\.ckpt$/\\1/p')\"\n";
        commandAndResume(t, "msrun \\\n", msrunArgs(c, gpusPerNode), args,
                         "find \"$CKPT_DIR\" -name '*-*_*.ckpt' ! -name 'optim*' ! -name 'EMA*' -printf "
                         "'%T@ %p\\n' 2>/dev/null | sort -n | tail -n 1 | cut -d' ' -f2-\n",
                         {"--weight \"$LATEST\""});
        t.notes.push_back(
            {"mindyolo-resume",
             "MindYOLO cannot resume a run: after an interruption launch.sh starts it again from "
             "the newest weights for the epochs left, and the learning-rate schedule (with its "
             "warm-up) starts over."});
    } else {
        const auto args = [&](Args &a, bool) {
            a.add("\"$TRAIN_SCRIPT\"");
            a.add("--config \"$MS_CONFIG\"");
            a.add("--distribute True");
            a.add("--batch_size", w.globalBatch() / replicas);
            a.add("--epoch_size", wholeEpochs(w));
            a.add("--image_resize", w.imageSize);
            a.add("--amp_level " + amp);
            a.add("--ckpt_save_dir \"$CKPT_DIR\"");
        };
        // MindCV: the newest checkpoint with its optimizer state (--ckpt_path with --resume_opt)
        commandAndResume(t, "msrun \\\n", msrunArgs(c, gpusPerNode), args,
                         "ls -t \"$CKPT_DIR\"/*.ckpt 2>/dev/null | head -n 1 || true\n",
                         {"--ckpt_path \"$LATEST\"", "--resume_opt True"});
    }
    t.notes.push_back({"mindspore-config",
                       "MS_CONFIG: the model's YAML from the repository's configs/ folder (e.g. "
                       "configs/yolov8/yolov8s.yaml); the data set's paths are set there."});
    return t;
}

TrainCommand msrun(const Candidate &c, const Workload &w, int gpusPerNode)
{
    if (!w.model.isTransformer())
        return msrunVision(c, w, gpusPerNode);
    TrainCommand t;
    t.tool = "msrun";
    const Parallelism &p = w.parallel;
    t.script = "run_mindformer.py";
    t.comment =
        "# MindFormers: msrun starts one worker per NPU; the parallel layout is set in the model's YAML.\n";
    const auto args = [](Args &a, bool) {
        a.add("\"$TRAIN_SCRIPT\"");
        a.add("--config \"$MF_CONFIG\"");
        a.add("--use_parallel True");
        a.add("--run_mode train");
        a.add("--train_dataset_dir \"$DATA_DIR\"");
        a.add("--output_dir \"$CKPT_DIR\"");
    };
    // a restart loads the newest per-rank checkpoints of output_dir (MindFormers' resume_training)
    commandAndResume(t, "msrun \\\n", msrunArgs(c, gpusPerNode), args, newestMatching("checkpoint"),
                     {"--load_checkpoint \"$LATEST\"", "--resume_training True"});
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
    if (const long steps = checkpointSteps(c, w))
        n << "; CheckpointMonitor save_checkpoint_steps " << steps;
    t.notes.push_back({"mindformers-config", "Set in MF_CONFIG: " + n.str() + ".", {{"settings", n.str()}}});
    return t;
}

// --- the Transformers Trainer: torchrun with a script that parses TrainingArguments
// (HfArgumentParser), as the Transformers examples do; the flags below are TrainingArguments
// fields (transformers training_args.py).
void trainerArguments(Args &a, const Candidate &c, const Workload &w, bool deepSpeed)
{
    a.add("--output_dir \"$CKPT_DIR\"");
    a.add("--per_device_train_batch_size", w.microBatch);
    a.add("--gradient_accumulation_steps", w.gradientAccumulation());
    std::ostringstream epochs;
    epochs << w.epochs;
    a.add("--num_train_epochs " + epochs.str());
    if (w.precision == Precision::BF16 || w.precision == Precision::FP8)
        a.add("--bf16");
    else if (w.precision == Precision::FP16)
        a.add("--fp16");
    if (w.recompute == Recompute::Full)
        a.add("--gradient_checkpointing");
    if (deepSpeed)
        a.add("--deepspeed ds_config.json");
    if (const long steps = checkpointSteps(c, w)) {
        a.add("--save_strategy steps");
        a.add("--save_steps", steps);
    } else if (w.checkpoint.every == Cadence::Epoch) {
        a.add("--save_strategy epoch");
    } else if (!savesCheckpoints(c, w) || w.checkpoint.every == Cadence::End) {
        a.add("--save_strategy no");
    }
    if (!w.checkpoint.optimizer && !c.spot)
        a.add("--save_only_model");
    if (w.eval.every == Cadence::Steps) {
        a.add("--eval_strategy steps");
        a.add("--eval_steps", w.eval.steps);
    } else if (w.eval.every == Cadence::Epoch) {
        a.add("--eval_strategy epoch");
    }
    a.add("--logging_steps 10");
}

TrainCommand trainer(const Candidate &c, const Workload &w, const std::string &jobName)
{
    TrainCommand t;
    t.script = "train.py";
    t.deepSpeedConfig = w.zeroStage >= 1 || w.offloadOptimizer || w.offloadParams;
    t.comment = "# Transformers Trainer: torchrun starts your script (it parses TrainingArguments) on every "
                "GPU of the node.\n";
    Args a;
    a.add("\"$TRAIN_SCRIPT\"");
    a.add("--model_name_or_path \"$MODEL_PATH\"");
    trainerArguments(a, c, w, t.deepSpeedConfig);
    std::ostringstream note;
    note << "TRAIN_SCRIPT must parse TrainingArguments and call trainer.train(resume_from_checkpoint=...) "
            "(the Transformers examples, e.g. run_clm.py, do); its own arguments for the data set";
    note << ", the sequence length (" << w.seqLen << ")";
    if (w.method == Method::Lora || w.method == Method::QLora)
        note << " and the " << (w.method == Method::QLora ? "QLoRA" : "LoRA") << " adapters (rank "
             << w.loraRank << (w.method == Method::QLora ? ", 4-bit NF4 base" : "") << ")";
    note << " are yours to add.";
    t = finishTorchrun(
        std::move(t), a, jobName,
        {"trainer-script",
         note.str(),
         {{"seq_len", w.seqLen},
          {"lora_rank", w.method == Method::Lora || w.method == Method::QLora ? nlohmann::json(w.loraRank)
                                                                              : nlohmann::json(nullptr)},
          {"qlora", w.method == Method::QLora}}});
    if (savesCheckpoints(c, w)) {
        t.findCheckpoint = newestMatching("checkpoint-*");
        Args r;
        r.add("\"$TRAIN_SCRIPT\"");
        r.add("--model_name_or_path \"$MODEL_PATH\"");
        trainerArguments(r, c, w, t.deepSpeedConfig);
        r.add("--resume_from_checkpoint \"$LATEST\"");
        t.resumeText = torchrun(jobName) + r.text();
    }
    return t;
}

// --- LLaMA-Factory: its own YAML (the keys of its hparams dataclasses and TrainingArguments),
// started by llamafactory-cli, which runs torchrun itself with FORCE_TORCHRUN and the node
// variables (LLaMA-Factory README, "Distributed training"). With overwrite_output_dir false it
// resumes from the newest checkpoint-* of output_dir by itself (hparams/parser.py).
std::string llamaFactoryYaml(const Candidate &c, const Workload &w, bool deepSpeed,
                             const std::string &ckptDir)
{
    YAML::Emitter y;
    y << YAML::Comment(
        "TrainPlan: LLaMA-Factory config of the plan (llamafactory-cli train llamafactory.yaml). "
        "Fill in every <FILL_IN: ...>.");
    y << YAML::BeginMap;
    y << YAML::Key << "model_name_or_path" << YAML::Value << "<FILL_IN: model folder or Hugging Face id>";
    if (w.method == Method::QLora) {
        y << YAML::Key << "quantization_bit" << YAML::Value << 4;
        y << YAML::Key << "quantization_method" << YAML::Value << "bnb";
    }
    y << YAML::Key << "stage" << YAML::Value << (w.method == Method::Pretrain ? "pt" : "sft");
    y << YAML::Key << "do_train" << YAML::Value << true;
    const bool lora = w.method == Method::Lora || w.method == Method::QLora;
    y << YAML::Key << "finetuning_type" << YAML::Value << (lora ? "lora" : "full");
    if (lora) {
        y << YAML::Key << "lora_rank" << YAML::Value << w.loraRank;
        y << YAML::Key << "lora_target" << YAML::Value << (w.loraTargets == "qv" ? "q_proj,v_proj" : "all");
    }
    if (w.recompute == Recompute::None)
        y << YAML::Key << "disable_gradient_checkpointing" << YAML::Value << true;
    if (deepSpeed)
        y << YAML::Key << "deepspeed" << YAML::Value << "<FILL_IN: path of ds_config.json beside this file>";
    y << YAML::Key << "dataset" << YAML::Value << "<FILL_IN: data set name in dataset_info.json>";
    y << YAML::Key << "template" << YAML::Value << "<FILL_IN: the model's chat template, e.g. llama3>";
    y << YAML::Key << "cutoff_len" << YAML::Value << w.seqLen;
    y << YAML::Key << "output_dir" << YAML::Value << ckptDir;
    y << YAML::Key << "overwrite_output_dir" << YAML::Value << false;
    y << YAML::Key << "logging_steps" << YAML::Value << 10;
    if (const long steps = checkpointSteps(c, w)) {
        y << YAML::Key << "save_strategy" << YAML::Value << "steps";
        y << YAML::Key << "save_steps" << YAML::Value << steps;
    } else {
        y << YAML::Key << "save_strategy" << YAML::Value
          << (w.checkpoint.every == Cadence::Epoch ? "epoch" : "no");
    }
    y << YAML::Key << "save_only_model" << YAML::Value << (!w.checkpoint.optimizer && !c.spot);
    y << YAML::Key << "per_device_train_batch_size" << YAML::Value << w.microBatch;
    y << YAML::Key << "gradient_accumulation_steps" << YAML::Value << w.gradientAccumulation();
    y << YAML::Key << "num_train_epochs" << YAML::Value << w.epochs;
    if (w.precision == Precision::BF16 || w.precision == Precision::FP8)
        y << YAML::Key << "bf16" << YAML::Value << true;
    else if (w.precision == Precision::FP16)
        y << YAML::Key << "fp16" << YAML::Value << true;
    if (w.eval.every == Cadence::Steps) {
        y << YAML::Key << "val_size" << YAML::Value << "<FILL_IN: share of the data held out, e.g. 0.05>";
        y << YAML::Key << "eval_strategy" << YAML::Value << "steps";
        y << YAML::Key << "eval_steps" << YAML::Value << w.eval.steps;
    }
    y << YAML::EndMap;
    return std::string(y.c_str()) + "\n";
}

TrainCommand llamaFactory(const Candidate &c, const Workload &w, const std::string &ckptDir)
{
    TrainCommand t;
    t.tool = "llamafactory-cli";
    t.deepSpeedConfig = w.zeroStage >= 1 || w.offloadOptimizer || w.offloadParams;
    t.comment = "# LLaMA-Factory: llamafactory-cli starts torchrun on every GPU of the node itself; "
                "llamafactory.yaml holds the plan's settings.\n"
                "# Its output_dir is CKPT_DIR's default: change both together.\n";
    Args a;
    a.add("FORCE_TORCHRUN=1");
    a.add("NNODES=\"$NNODES\"");
    a.add("NPROC_PER_NODE=\"$NPROC_PER_NODE\"");
    a.add("NODE_RANK=\"$NODE_RANK\"");
    a.add("MASTER_ADDR=\"$MASTER_ADDR\"");
    a.add("MASTER_PORT=\"$MASTER_PORT\"");
    a.add("llamafactory-cli train \"$LAUNCH_DIR/llamafactory.yaml\"");
    t.text = "env \\\n" + a.text();
    t.configs.push_back({"llamafactory.yaml", llamaFactoryYaml(c, w, t.deepSpeedConfig, ckptDir)});
    t.notes.push_back({"llamafactory-config",
                       "Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory's "
                       "data/dataset_info.json) and its chat template" +
                           std::string(t.deepSpeedConfig ? ", and the path of ds_config.json" : "") + ".",
                       {{"deepspeed", t.deepSpeedConfig}}});
    return t;
}

// --- timm: its train.py (every flag below is one of its argparse options), started by torchrun;
// last.pth.tar of the experiment folder, saved every epoch, is what --resume continues from.
void timmArguments(Args &a, const Workload &w, const std::string &experiment)
{
    a.add("\"$TRAIN_SCRIPT\"");
    a.add("--data-dir \"$DATA_DIR\"");
    a.add("--model " + shellQuote(experiment));
    a.add("--batch-size", w.microBatch);
    a.add("--grad-accum-steps", w.gradientAccumulation());
    a.add("--epochs", wholeEpochs(w));
    a.add("--img-size", w.imageSize);
    if (w.precision != Precision::FP32)
        a.add("--amp");
    if (w.recompute == Recompute::Full)
        a.add("--grad-checkpointing");
    const int workers = w.framework && w.framework->loaderWorkers > 0 ? w.framework->loaderWorkers : 4;
    a.add("--workers", workers);
    a.add("--output \"$CKPT_DIR\"");
    a.add("--experiment " + shellQuote(experiment));
    a.add("--checkpoint-hist 2");
}

TrainCommand timm(const Candidate &c, const Workload &w, const std::string &jobName)
{
    (void)c;
    TrainCommand t;
    t.script = "train.py";
    t.comment = "# timm: torchrun starts timm's train.py on every GPU of the node (run from the "
                "pytorch-image-models repository).\n";
    const std::string model = safeName(w.model.id);
    const std::string experiment = model.empty() ? std::string("train") : model;
    Args a;
    timmArguments(a, w, experiment);
    t = finishTorchrun(
        std::move(t), a, jobName,
        {"timm-model",
         "--model is the plan's model id; use timm's name for it if it differs (timm.list_models()).",
         {{"model", experiment}}});
    t.findCheckpoint = ifExists(shellQuote(experiment) + "/last.pth.tar");
    Args r;
    timmArguments(r, w, experiment);
    r.add("--resume \"$LATEST\"");
    t.resumeText = torchrun(jobName) + r.text();
    return t;
}

// --- PaddlePaddle: paddle.distributed.launch starts one process per GPU; PaddleDetection and
// PaddleClas read the model's YAML with -o overrides, PaddleNLP its Trainer arguments.
// paddle.distributed.launch's arguments, first in `a`; the command is "python \\\n" + a.text().
Args paddleArgs(const Candidate &c, int gpusPerNode)
{
    std::string devices;
    for (int g = 0; g < gpusPerNode; ++g)
        devices += (g ? "," : "") + std::to_string(g);
    Args a;
    a.add("-m paddle.distributed.launch");
    if (c.nodes > 1) {
        a.add("--master \"$MASTER_ADDR:$MASTER_PORT\"");
        a.add("--nnodes", c.nodes);
        a.add("--rank \"$NODE_RANK\"");
    }
    a.add("--devices " + devices);
    return a;
}

TrainCommand paddle(const Candidate &c, const Workload &w, int gpusPerNode)
{
    TrainCommand t;
    t.tool = "python";
    t.script = "tools/train.py";
    const int replicas = std::max(1, w.parallel.data);
    if (!w.model.isTransformer() && w.model.task == "classification") {
        t.comment = "# PaddleClas: run from its repository; the model's YAML with the plan's settings as -o "
                    "overrides.\n";
        const auto args = [&](Args &a, bool) {
            a.add("\"$TRAIN_SCRIPT\"");
            a.add("-c \"$PADDLE_CONFIG\"");
            a.add("-o Global.epochs=" + std::to_string(wholeEpochs(w)));
            a.add("-o DataLoader.Train.sampler.batch_size=" + std::to_string(w.globalBatch() / replicas));
            a.add("-o Global.output_dir=\"$CKPT_DIR\"");
            a.add(std::string("-o Global.eval_during_train=") +
                  (w.eval.every == Cadence::Never ? "False" : "True"));
            if (w.precision != Precision::FP32)
                a.add("-o AMP.level=O1");
        };
        // the newest "latest" state PaddleClas writes every epoch
        commandAndResume(t, "python \\\n", paddleArgs(c, gpusPerNode), args,
                         "for f in \"$CKPT_DIR\"/*/latest.pdparams; do [ -e \"$f\" ] && printf '%s\\n' "
                         "\"${f%.pdparams}\"; done | tail -n 1\n",
                         {"-o Global.checkpoints=\"$LATEST\""});
    } else {
        t.comment =
            "# PaddleDetection: run from its repository; the model's YAML with the plan's settings as -o "
            "overrides.\n";
        const auto args = [&](Args &a, bool) {
            a.add("\"$TRAIN_SCRIPT\"");
            a.add("-c \"$PADDLE_CONFIG\"");
            if (w.eval.every != Cadence::Never)
                a.add("--eval");
            if (w.precision != Precision::FP32)
                a.add("--amp");
            a.add("-o epoch=" + std::to_string(wholeEpochs(w)));
            a.add("-o TrainReader.batch_size=" + std::to_string(w.globalBatch() / replicas));
            a.add("-o save_dir=\"$CKPT_DIR\"");
            a.add("-o snapshot_epoch=1");
        };
        // the highest-numbered epoch state (N.pdparams beside N.pdopt), given to -r without its ending
        commandAndResume(t, "python \\\n", paddleArgs(c, gpusPerNode), args,
                         "ls \"$CKPT_DIR\"/*/[0-9]*.pdparams 2>/dev/null | sort -V | tail -n 1 | sed "
                         "'s/\\.pdparams$//'\n",
                         {"-r \"$LATEST\""});
    }
    t.notes.push_back({"paddle-config",
                       "PADDLE_CONFIG: the model's YAML from the suite's configs/ folder; the data set's "
                       "paths are set there."});
    return t;
}

// --- detectron2: tools/train_net.py with its launcher flags, then config keys and values;
// --resume continues from OUTPUT_DIR's last_checkpoint when there is one.
TrainCommand detectron2(const Candidate &c, const Workload &w, int gpusPerNode)
{
    TrainCommand t;
    t.tool = "python";
    t.script = "tools/train_net.py";
    t.comment = "# Detectron2: train_net.py starts one process per GPU itself; run from the detectron2 "
                "repository.\n";
    const long iterations =
        static_cast<long>(std::ceil(w.totalSamples() / std::max(1, w.globalBatch()) - 1e-9));
    Args a;
    a.add("\"$TRAIN_SCRIPT\"");
    a.add("--config-file \"$D2_CONFIG\"");
    a.add("--num-gpus", gpusPerNode);
    a.add("--num-machines", c.nodes);
    a.add("--machine-rank \"$NODE_RANK\"");
    a.add("--dist-url \"tcp://$MASTER_ADDR:$MASTER_PORT\"");
    a.add("--resume");
    a.add("SOLVER.IMS_PER_BATCH", w.globalBatch());
    a.add("SOLVER.MAX_ITER", std::max(1L, iterations));
    a.add(std::string("SOLVER.AMP.ENABLED ") + (w.precision == Precision::FP32 ? "False" : "True"));
    if (const long steps = checkpointSteps(c, w))
        a.add("SOLVER.CHECKPOINT_PERIOD", steps);
    a.add("DATALOADER.NUM_WORKERS",
          w.framework && w.framework->loaderWorkers > 0 ? w.framework->loaderWorkers : 4);
    a.add("OUTPUT_DIR \"$CKPT_DIR\"");
    t.text = "python \\\n" + a.text();
    t.notes.push_back({"detectron2-config",
                       "D2_CONFIG: the model's config from detectron2's configs/ folder; SOLVER.MAX_ITER "
                       "is the plan's length, so scale SOLVER.STEPS (the learning-rate drops) to it."});
    return t;
}

// --- torchrun with the user's own script (DeepSpeed, FSDP, a reference implementation).
void scriptArguments(Args &a, const Candidate &c, const Workload &w, Framework::Launcher launcher)
{
    a.add("\"$TRAIN_SCRIPT\"");
    if (launcher == Framework::Launcher::DeepSpeed)
        a.add("--deepspeed ds_config.json");
    if (launcher == Framework::Launcher::Fsdp && w.zeroStage >= 2)
        a.add(std::string("--fsdp_sharding_strategy ") + (w.zeroStage >= 3 ? "FULL_SHARD" : "SHARD_GRAD_OP"));
    if (launcher == Framework::Launcher::Fsdp && w.zeroStage >= 2 && (w.offloadOptimizer || w.offloadParams))
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
    if (const long steps = checkpointSteps(c, w))
        a.add("--save_steps", steps);
}

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
    scriptArguments(a, c, w, launcher);
    t = finishTorchrun(std::move(t), a, jobName,
                       {"script-arguments",
                        "The arguments after TRAIN_SCRIPT carry the plan's settings under common "
                        "names; rename them to the ones your script (or its config file) reads, and let it "
                        "resume from --resume_from_checkpoint."});
    if (savesCheckpoints(c, w)) {
        // the newest entry the script wrote into CKPT_DIR
        t.findCheckpoint = "ls -td \"$CKPT_DIR\"/* 2>/dev/null | head -n 1 || true\n";
        Args r;
        scriptArguments(r, c, w, launcher);
        r.add("--resume_from_checkpoint \"$LATEST\"");
        t.resumeText = torchrun(jobName) + r.text();
    }
    return t;
}

} // namespace

TrainCommand trainCommand(const Candidate &c, const Workload &w, int gpusPerNode, const std::string &jobName,
                          const std::string &ckptDir)
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
    case Framework::Launcher::Trainer:
        return trainer(c, w, jobName);
    case Framework::Launcher::LlamaFactory:
        return llamaFactory(c, w, ckptDir);
    case Framework::Launcher::Timm:
        return timm(c, w, jobName);
    case Framework::Launcher::Paddle:
        return paddle(c, w, gpusPerNode);
    case Framework::Launcher::Detectron2:
        return detectron2(c, w, gpusPerNode);
    case Framework::Launcher::Torchtune:
    case Framework::Launcher::DeepSpeed:
    case Framework::Launcher::Fsdp:
    case Framework::Launcher::Torchrun:
        break;
    }
    return torchrunScript(c, w, jobName, launcher);
}

} // namespace tp
