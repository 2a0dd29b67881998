#include "core/export/LaunchFiles.h"

#include "core/Framework.h"
#include "core/Gpu.h"
#include "core/SafeText.h"
#include "core/export/TrainCommand.h"

#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>
#include <yaml-cpp/yaml.h>

namespace tp {

namespace {

constexpr int kRendezvousPort = 29500;

const Workload &workloadOf(const Plan &plan, const Candidate &c)
{
    return c.estimate ? c.estimate->workload : plan.reference;
}

std::string modelName(const Plan &plan)
{
    if (!plan.reference.model.id.empty())
        return plan.reference.model.id;
    return plan.job.modelPreset.empty() ? std::string("custom-model") : plan.job.modelPreset;
}

// Where the nodes read the data set and write checkpoints: a shared file system for several
// nodes (the seeds' CPFS/NAS advice), a local disk path for one.
std::string dataMountPath(const Candidate &c)
{
    return c.nodes > 1 ? "/mnt/shared" : "/mnt/data";
}

std::string storageName(const std::string &id)
{
    return id.empty() ? std::string("<FILL_IN: storage>") : id;
}

// The device resource a Kubernetes RDMA device plugin exposes on this provider, or "".
std::string rdmaResource(const InstanceType &it)
{
    switch (it.rdma) {
    case InstanceType::Rdma::None:
        return "";
    case InstanceType::Rdma::ERdma:
        return "aliyun/erdma"; // Alibaba ACK eRDMA device plugin
    case InstanceType::Rdma::Rdma:
        return "rdma/hca"; // k8s-rdma-shared-dev-plugin (Mellanox/NVIDIA), the common default
    }
    return "";
}

std::string precisionFlags(Precision p)
{
    return p == Precision::FP8 ? "fp8 (Transformer Engine) with bf16 master weights" : toString(p);
}

nlohmann::ordered_json deepSpeedConfig(const Workload &w)
{
    nlohmann::ordered_json ds;
    ds["train_batch_size"] = w.globalBatch();
    ds["train_micro_batch_size_per_gpu"] = w.microBatch;
    ds["gradient_accumulation_steps"] = w.gradientAccumulation();
    ds["gradient_clipping"] = 1.0;
    if (w.precision == Precision::FP16) {
        ds["fp16"] = {{"enabled", true}, {"loss_scale", 0}, {"initial_scale_power", 16}};
    } else if (w.precision == Precision::BF16 || w.precision == Precision::FP8) {
        // FP8 runs its linear layers through Transformer Engine inside the model; DeepSpeed
        // itself trains in bf16
        ds["bf16"] = {{"enabled", true}};
    }
    nlohmann::ordered_json zero;
    zero["stage"] = w.zeroStage;
    if (w.zeroStage >= 1) {
        zero["overlap_comm"] = true;
        zero["contiguous_gradients"] = true;
        zero["reduce_bucket_size"] = 500000000;
    }
    if (w.zeroStage >= 3) {
        zero["stage3_prefetch_bucket_size"] = 50000000;
        zero["stage3_param_persistence_threshold"] = 100000;
        zero["stage3_gather_16bit_weights_on_model_save"] = true;
    }
    if (w.offloadOptimizer)
        zero["offload_optimizer"] = {{"device", "cpu"}, {"pin_memory", true}};
    if (w.offloadParams && w.zeroStage >= 3)
        zero["offload_param"] = {{"device", "cpu"}, {"pin_memory", true}};
    ds["zero_optimization"] = zero;
    if (w.recompute != Recompute::None)
        ds["activation_checkpointing"] = {{"partition_activations", w.parallel.tensor > 1},
                                          {"contiguous_memory_optimization", false}};
    ds["steps_per_print"] = 50;
    ds["wall_clock_breakdown"] = false;
    return ds;
}

std::string ncclEnvironment(const Candidate &c)
{
    const InstanceType &it = *c.instance;
    std::ostringstream s;
    if (c.nodes <= 1) {
        s << "# One node: NCCL uses NVLink/PCIe inside the node; no network settings needed.\n";
        return s.str();
    }
    switch (it.rdma) {
    case InstanceType::Rdma::ERdma:
        s << "# eRDMA (Alibaba elastic RDMA): install the eRDMA driver and Alibaba's NCCL plugin on the "
             "image\n"
             "# (ECS docs: 'Use eRDMA to accelerate container networks' / 'Configure eRDMA for NCCL').\n"
             "export NCCL_IB_DISABLE=0\n"
             "export NCCL_IB_GID_INDEX=1\n"
             "export NCCL_SOCKET_IFNAME=${NCCL_SOCKET_IFNAME:-eth0}   # the VPC interface\n";
        break;
    case InstanceType::Rdma::Rdma:
        s << "# RDMA (RoCE/InfiniBand): NCCL finds the HCAs itself; pin them if the node has several.\n"
             "export NCCL_IB_DISABLE=0\n"
             "export NCCL_NET_GDR_LEVEL=${NCCL_NET_GDR_LEVEL:-PHB}\n"
             "# export NCCL_IB_HCA=mlx5_0,mlx5_1   # <FILL_IN: the node's HCAs, see ibv_devices>\n";
        break;
    case InstanceType::Rdma::None:
        s << "# No RDMA on this instance type: NCCL falls back to TCP sockets (the plan's time assumes it).\n"
             "export NCCL_IB_DISABLE=1\n"
             "export NCCL_SOCKET_IFNAME=${NCCL_SOCKET_IFNAME:-eth0}   # the VPC interface\n";
        break;
    }
    return s.str();
}

// What the plan cannot know, as shell variables with <FILL_IN: ...> defaults: only those the
// training command reads are written.
struct Placeholder
{
    const char *name;
    const char *fillIn;
};
constexpr Placeholder kPlaceholders[] = {
    {"TOKENIZER", "the tokenizer folder (Hugging Face format)"},
    {"NEMO_CONFIG_DIR", "folder of the model's NeMo config"},
    {"NEMO_CONFIG_NAME", "the config's name, e.g. megatron_gpt_config"},
    {"TITAN_CONFIG", "the model's torchtitan .toml"},
    {"MODEL", "weights or model .yaml, e.g. yolov8s.pt"},
    {"DATA_YAML", "the data set's YAML"},
    {"MF_CONFIG", "the model's MindFormers YAML"},
    {"MODEL_PATH", "the model's folder or Hugging Face id"},
    {"MS_CONFIG", "the model's MindYOLO or MindCV YAML"},
    {"PADDLE_CONFIG", "the model's PaddleDetection or PaddleClas YAML"},
    {"D2_CONFIG", "the model's detectron2 config"},
};

// How many times launch.sh starts the training again after it stops, each time from the newest
// checkpoint (a failed node, a preempted process); a spot reclaim ends the instance, and running
// launch.sh on the new one resumes the same way.
constexpr int kRestarts = 3;

// Indents every line of `text` by `spaces`.
std::string indented(const std::string &text, int spaces)
{
    std::string out, pad(static_cast<std::size_t>(spaces), ' ');
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string lineText =
            text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        out += (lineText.empty() ? "" : pad) + lineText + "\n";
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return out;
}

std::string launchScript(const Plan &plan, const Candidate &c, const Workload &w, const TrainCommand &cmd)
{
    const InstanceType &it = *c.instance;
    std::ostringstream s;
    s << "#!/usr/bin/env bash\n"
      << "# "
      << commentSafe("TrainPlan launch script: " + modelName(plan) + " (" + toString(w.method) + ") on " +
                     std::to_string(c.nodes) + " x " + it.id + " (" + std::to_string(it.gpus) + " x " +
                     it.gpu + " per node).")
      << "\n"
      << "# Run it on every node with NODE_RANK set (0 on the first node) and MASTER_ADDR = the\n"
      << "# first node's private IP. Fill in every <FILL_IN: ...> before the first run.\n"
      << "set -euo pipefail\n\n"
      << "NNODES=" << c.nodes << "\n"
      << "NPROC_PER_NODE=" << it.gpus << "\n"
      << "NODE_RANK=\"${NODE_RANK:-0}\"\n"
      << "MASTER_ADDR=\"${MASTER_ADDR:-127.0.0.1}\"\n"
      << "MASTER_PORT=\"${MASTER_PORT:-" << kRendezvousPort << "}\"\n"
      << "DATA_DIR=\"${DATA_DIR:-" << dataMountPath(c)
      << "/dataset}\"            # <FILL_IN: data set path>\n"
      << "CKPT_DIR=\"${CKPT_DIR:-" << launchCheckpointDir(c) << "}\"        # <FILL_IN: checkpoint path>\n";
    if (cmd.text.find("$LAUNCH_DIR") != std::string::npos)
        s << "LAUNCH_DIR=\"$(cd \"$(dirname \"$0\")\" && pwd)\"   # the folder of these files\n";
    if (!cmd.script.empty()) // a fixed path of the framework's repository (TrainCommand), no job value
        s << "TRAIN_SCRIPT=\"${TRAIN_SCRIPT:-" << cmd.script << "}\"   # <FILL_IN: your training script>\n";
    for (const Placeholder &p : kPlaceholders)
        if (cmd.text.find(std::string("$") + p.name + "\"") != std::string::npos)
            s << p.name << "=\"${" << p.name << ":-}\"   # <FILL_IN: " << p.fillIn << ">\n";
    s << "\n" << ncclEnvironment(c) << "\n";
    if (c.spot && c.spot->intervalHours > 0)
        s << "# Spot instance: the command below saves a checkpoint every ~"
          << static_cast<long>(std::lround(c.spot->intervalHours * 60.0))
          << " minutes (the plan's interval);\n"
          << "# after a reclaim, run this script again on the new instance: it resumes from the newest "
             "one.\n\n";
    s << cmd.comment;
    if (cmd.findCheckpoint.empty()) {
        s << "# It resumes from the newest checkpoint in CKPT_DIR by itself when there is one.\n"
          << "train() {\n"
          << indented(cmd.text, 2) << "}\n\n";
    } else {
        s << "# The newest checkpoint in CKPT_DIR (nothing before the first save).\n"
          << "newest_checkpoint() {\n"
          << indented(cmd.findCheckpoint, 2) << "}\n\n"
          << "train() {\n"
          << "  LATEST=\"$(newest_checkpoint)\"\n"
          << "  if [ -n \"$LATEST\" ]; then\n"
          << "    echo \"launch.sh: resuming from $LATEST\" >&2\n"
          << indented(cmd.resumeText, 4) << "  else\n"
          << indented(cmd.text, 4) << "  fi\n"
          << "}\n\n";
    }
    s << "# Runs the training; when it stops before the end (a failed node, a killed process), starts it\n"
      << "# again from the newest checkpoint, up to MAX_RESTARTS times.\n"
      << "MAX_RESTARTS=\"${MAX_RESTARTS:-" << kRestarts << "}\"\n"
      << "attempt=0\n"
      << "until train; do\n"
      << "  attempt=$((attempt + 1))\n"
      << "  if [ \"$attempt\" -gt \"$MAX_RESTARTS\" ]; then\n"
      << "    echo \"launch.sh: training stopped $attempt times; giving up\" >&2\n"
      << "    exit 1\n"
      << "  fi\n"
      << "  echo \"launch.sh: training stopped; restart $attempt of $MAX_RESTARTS\" >&2\n"
      << "  sleep \"${RESTART_DELAY_SECONDS:-30}\"\n"
      << "done\n";
    return s.str();
}

// The training software the estimate assumed ("Ultralytics", "LLaMA-Factory"), for the image a
// launch file asks for: a YOLO plan must not ask for a DeepSpeed image.
std::string frameworkName(const Candidate &c)
{
    const Workload *w = c.estimate ? &c.estimate->workload : nullptr;
    return commentSafe(w && w->framework ? w->framework->name.en : std::string("PyTorch"));
}

// The Volcano Job, written by yaml-cpp's emitter: every value is a YAML scalar the emitter quotes
// as needed, so no id or path can add keys or end the document.
std::string volcanoJob(const Plan &plan, const Candidate &c)
{
    const InstanceType &it = *c.instance;
    const std::string name = launchJobName(plan);
    const std::string rdma = c.nodes > 1 ? rdmaResource(it) : std::string();
    YAML::Emitter y;
    y.SetOutputCharset(YAML::EscapeNonAscii); // a bidi override or any non-ASCII id is written as \uXXXX
    y << YAML::Comment(commentSafe("TrainPlan Volcano Job: " + std::to_string(c.nodes) + " pod(s), one per " +
                                   it.id + " node, " + std::to_string(it.gpus) +
                                   " GPU(s) each. Needs Volcano (volcano.sh) "
                                   "with its PyTorch plugin, the NVIDIA device plugin" +
                                   (rdma.empty() ? "" : " and an RDMA device plugin") +
                                   ". Fill in the image and the PersistentVolumeClaim of the shared data (" +
                                   storageName(c.dataStorage) + ")."));
    y << YAML::BeginMap;
    y << YAML::Key << "apiVersion" << YAML::Value << "batch.volcano.sh/v1alpha1";
    y << YAML::Key << "kind" << YAML::Value << "Job";
    y << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value
      << name << YAML::EndMap;
    y << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "schedulerName" << YAML::Value << "volcano";
    y << YAML::Key << "minAvailable" << YAML::Value << c.nodes;
    y << YAML::Key << "plugins" << YAML::Value << YAML::BeginMap;
    y << YAML::Key << "pytorch" << YAML::Value << YAML::Flow << YAML::BeginSeq << "--master=master"
      << "--worker=worker" << ("--port=" + std::to_string(kRendezvousPort)) << YAML::EndSeq;
    y << YAML::Key << "svc" << YAML::Value << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
    y << YAML::EndMap;
    y << YAML::Key << "policies" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "event"
      << YAML::Value << "PodEvicted" << YAML::Key << "action" << YAML::Value << "RestartJob" << YAML::EndMap
      << YAML::EndSeq;
    y << YAML::Key << "maxRetry" << YAML::Value << (c.billing == Billing::Spot ? 10 : 3);
    y << YAML::Key << "tasks" << YAML::Value << YAML::BeginSeq;
    auto task = [&](const std::string &taskName, int replicas) {
        y << YAML::BeginMap;
        y << YAML::Key << "name" << YAML::Value << taskName;
        y << YAML::Key << "replicas" << YAML::Value << replicas;
        y << YAML::Key << "template" << YAML::Value << YAML::BeginMap << YAML::Key << "spec" << YAML::Value
          << YAML::BeginMap;
        y << YAML::Key << "restartPolicy" << YAML::Value << "OnFailure";
        y << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        y << YAML::Key << "name" << YAML::Value << "trainer";
        y << YAML::Key << "image" << YAML::Value << YAML::DoubleQuoted
          << "<FILL_IN: training image with " + frameworkName(c) +
                 ", e.g. a PyTorch image with it installed>";
        y << YAML::Key << "command" << YAML::Value << YAML::Flow << YAML::BeginSeq << "bash"
          << "/workspace/launch.sh" << YAML::EndSeq;
        y << YAML::Key << "env" << YAML::Value << YAML::BeginSeq;
        y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "DATA_DIR" << YAML::Key << "value"
          << YAML::Value << YAML::DoubleQuoted << "/mnt/shared/dataset" << YAML::EndMap;
        y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "CKPT_DIR" << YAML::Key << "value"
          << YAML::Value << YAML::DoubleQuoted << "/mnt/shared/checkpoints" << YAML::EndMap;
        y << YAML::EndSeq;
        y << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "limits" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "nvidia.com/gpu" << YAML::Value << it.gpus;
        if (!rdma.empty())
            y << YAML::Key << rdma << YAML::Value << 1;
        y << YAML::EndMap;
        y << YAML::Key << "requests" << YAML::Value << YAML::BeginMap;
        y << YAML::Key << "cpu" << YAML::Value << std::max(1, it.vcpu - 2);
        y << YAML::Key << "memory" << YAML::Value
          << (std::to_string(std::max(1L, static_cast<long>(std::floor(it.memoryGib * 0.9)))) + "Gi");
        y << YAML::EndMap << YAML::EndMap; // requests, resources
        y << YAML::Key << "volumeMounts" << YAML::Value << YAML::BeginSeq;
        y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "shared-data" << YAML::Key << "mountPath"
          << YAML::Value << "/mnt/shared" << YAML::EndMap;
        y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "dshm" << YAML::Key << "mountPath"
          << YAML::Value << "/dev/shm" << YAML::EndMap;
        y << YAML::EndSeq;
        y << YAML::EndMap << YAML::EndSeq; // the container, containers
        y << YAML::Key << "volumes" << YAML::Value << YAML::BeginSeq;
        y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "shared-data" << YAML::Key
          << "persistentVolumeClaim" << YAML::Value << YAML::BeginMap << YAML::Key << "claimName"
          << YAML::Value << YAML::DoubleQuoted << ("<FILL_IN: PVC of " + storageName(c.dataStorage) + ">")
          << YAML::EndMap << YAML::EndMap;
        y << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "dshm" << YAML::Key << "emptyDir"
          << YAML::Value << YAML::BeginMap << YAML::Key << "medium" << YAML::Value << "Memory" << YAML::EndMap
          << YAML::EndMap;
        y << YAML::EndSeq;
        y << YAML::EndMap << YAML::EndMap; // spec, template
        y << YAML::EndMap;                 // the task
    };
    task("master", 1);
    if (c.nodes > 1)
        task("worker", c.nodes - 1);
    y << YAML::EndSeq << YAML::EndMap << YAML::EndMap; // tasks, spec, document
    return std::string(y.c_str()) + "\n";
}

std::string paiDlcJob(const Plan &plan, const Candidate &c)
{
    const InstanceType &it = *c.instance;
    nlohmann::ordered_json job;
    job["DisplayName"] = launchJobName(plan);
    job["JobType"] = "PyTorchJob";
    nlohmann::ordered_json specs = nlohmann::ordered_json::array();
    auto spec = [&](const std::string &type, int count) {
        nlohmann::ordered_json s;
        s["Type"] = type;
        s["Image"] = "<FILL_IN: image with " + frameworkName(c) +
                     ", e.g. a PAI PyTorch image from the DLC console with it installed>";
        s["PodCount"] = count;
        s["EcsSpec"] = it.id;
        s["UseSpotInstance"] = c.billing == Billing::Spot;
        return s;
    };
    specs.push_back(spec("Master", 1));
    if (c.nodes > 1)
        specs.push_back(spec("Worker", c.nodes - 1));
    job["JobSpecs"] = specs;
    job["UserCommand"] = "bash /mnt/data/launch.sh"; // launch.sh copied next to the data
    job["DataSources"] = nlohmann::ordered_json::array(
        {{{"DataSourceId", "<FILL_IN: DLC data source of " + storageName(c.dataStorage) + ">"},
          {"MountPath", "/mnt/data"}}});
    job["Envs"] = {{"NNODES", std::to_string(c.nodes)}, {"NPROC_PER_NODE", std::to_string(it.gpus)}};
    job["Settings"] = {{"EnableErrorMonitoringInAIMaster", true}};
    return job.dump(2) + "\n";
}

std::vector<ReadmeLine> readmeLines(const Plan &plan, const Candidate &c, const Workload &w,
                                    const TrainCommand &cmd, bool pai)
{
    using json = nlohmann::json;
    const InstanceType &it = *c.instance;
    const std::string framework = w.framework ? w.framework->name.en : std::string("PyTorch");
    std::vector<ReadmeLine> out;
    out.push_back({"title", json::object()});
    out.push_back({"job",
                   {{"model", modelName(plan)},
                    {"model_name", w.model.name.empty() ? modelName(plan) : w.model.name},
                    {"method", toString(w.method)},
                    {"precision", toString(w.precision)},
                    {"precision_flags", precisionFlags(w.precision)}}});
    out.push_back({"rent",
                   {{"nodes", c.nodes},
                    {"instance", it.id},
                    {"provider", it.provider},
                    {"gpus_per_node", it.gpus},
                    {"gpu", it.gpu},
                    {"billing", toString(c.billing)},
                    {"billing_name", billingName(c.billing)}}});
    out.push_back({"settings",
                   {{"micro_batch", w.microBatch},
                    {"accumulation", w.gradientAccumulation()},
                    {"global_batch", w.globalBatch()},
                    {"zero_stage", !w.framework || w.framework->hasZero() ? json(w.zeroStage) : json()},
                    {"recompute", w.recompute == Recompute::Full        ? "on"
                                  : w.recompute == Recompute::Selective ? "selective"
                                                                        : "off"}}});
    out.push_back({"framework", {{"framework", framework}}});
    out.push_back({"layout",
                   {{"tensor", w.parallel.tensor},
                    {"pipeline", w.parallel.pipeline},
                    {"virtual_stages", w.parallel.virtualStages},
                    {"context", w.parallel.context},
                    {"data", w.parallel.data},
                    {"expert", w.parallel.expert},
                    {"sequence_parallel", w.parallel.sequenceParallel}}});
    out.push_back({"files", json::object()});
    if (cmd.deepSpeedConfig)
        out.push_back({"file", {{"file", "ds_config.json"}}});
    for (const ConfigFile &config : cmd.configs)
        out.push_back({"file", {{"file", config.name}}});
    out.push_back({"file", {{"file", "launch.sh"}}});
    out.push_back({"file", {{"file", "volcano-job.yaml"}}});
    if (pai)
        out.push_back({"file", {{"file", "pai-dlc-job.json"}}});
    out.push_back({"fill-in", json::object()});
    out.push_back({"fill-image", {{"framework", framework}}});
    if (!cmd.script.empty())
        out.push_back({"fill-script", json::object()});
    out.push_back({"fill-storage", {{"multi_node", c.nodes > 1}, {"storage", c.dataStorage}}});
    for (const CommandNote &note : cmd.notes)
        out.push_back({"note", {{"note", note.code}, {"text", note.text}, {"params", note.params}}});
    if (c.spot)
        out.push_back({"spot", {{"minutes", std::lround(c.spot->intervalHours * 60.0)}}});
    out.push_back({"resume", {{"restarts", kRestarts}}});
    return out;
}

} // namespace

std::string launchReadmeText(const std::vector<ReadmeLine> &lines)
{
    const auto str = [](const nlohmann::json &p, const char *key) {
        const auto it = p.find(key);
        return it != p.end() && it->is_string() ? commentSafe(it->get<std::string>()) : std::string();
    };
    const auto num = [](const nlohmann::json &p, const char *key) {
        const auto it = p.find(key);
        return it != p.end() && it->is_number_integer() ? it->get<long long>() : 0LL;
    };
    std::ostringstream s;
    for (const ReadmeLine &l : lines) {
        const nlohmann::json &p = l.params;
        if (l.code == "title") {
            s << "TrainPlan launch files\n"
              << "======================\n\n";
        } else if (l.code == "job") {
            s << "Job: " << str(p, "model") << ", " << str(p, "method") << ", " << str(p, "precision_flags")
              << "\n";
        } else if (l.code == "rent") {
            s << "Rent: " << num(p, "nodes") << " x " << str(p, "instance") << " (" << str(p, "provider")
              << ", " << num(p, "gpus_per_node") << " x " << str(p, "gpu") << " per node), billing "
              << str(p, "billing") << "\n";
        } else if (l.code == "settings") {
            s << "Settings: micro-batch " << num(p, "micro_batch") << " per GPU, gradient accumulation "
              << num(p, "accumulation") << ", global batch " << num(p, "global_batch");
            if (p.contains("zero_stage") && !p["zero_stage"].is_null())
                s << ", ZeRO stage " << num(p, "zero_stage");
            s << ", activation checkpointing " << str(p, "recompute") << "\n";
        } else if (l.code == "framework") {
            s << "Framework: " << str(p, "framework") << "\n";
        } else if (l.code == "layout") {
            s << "Layout: tensor parallel " << num(p, "tensor") << " x pipeline parallel "
              << num(p, "pipeline");
            if (num(p, "virtual_stages") > 1)
                s << " (" << num(p, "virtual_stages") << " virtual stages)";
            s << " x context parallel " << num(p, "context") << " x data parallel " << num(p, "data");
            if (num(p, "expert") > 1)
                s << ", expert parallel " << num(p, "expert");
            if (p.value("sequence_parallel", false))
                s << ", sequence parallel";
            s << "\n";
        } else if (l.code == "files") {
            s << "\nFiles:\n";
        } else if (l.code == "file") {
            const std::string file = str(p, "file");
            if (file == "ds_config.json")
                s << "  ds_config.json    DeepSpeed configuration (pass it with --deepspeed "
                     "ds_config.json)\n";
            else if (file == "launch.sh")
                s << "  launch.sh         the training command; run it on every node with NODE_RANK and "
                     "MASTER_ADDR "
                     "set\n";
            else if (file == "volcano-job.yaml")
                s << "  volcano-job.yaml  Kubernetes Volcano Job (kubectl apply -f volcano-job.yaml)\n";
            else if (file == "llamafactory.yaml")
                s << "  llamafactory.yaml LLaMA-Factory configuration of the plan (llamafactory-cli train "
                     "reads "
                     "it)\n";
            else if (file == "pai-dlc-job.json")
                s << "  pai-dlc-job.json  Alibaba Cloud PAI-DLC job spec (CreateJob API / dlc CLI); copy "
                     "launch.sh\n"
                     "                    into the data source, the job runs it from /mnt/data\n";
        } else if (l.code == "fill-in") {
            s << "\nFill in before the first run (search for FILL_IN):\n";
        } else if (l.code == "fill-image") {
            s << "  - the training image (" << str(p, "framework")
              << ", with the driver stack of the GPUs)\n";
        } else if (l.code == "fill-script") {
            s << "  - the training script (TRAIN_SCRIPT in launch.sh)\n";
        } else if (l.code == "fill-storage") {
            const std::string storage = str(p, "storage");
            s << "  - where the data set and checkpoints live ("
              << (p.value("multi_node", false) ? "a file system every node mounts" : "a local disk")
              << (storage.empty() ? "" : ": the plan costs " + storage) << ")\n";
        } else if (l.code == "note") {
            s << "\nNote: " << str(p, "text") << "\n";
        } else if (l.code == "spot") {
            s << "\nSpot: a checkpoint every " << num(p, "minutes")
              << " minutes; after a reclaim, run launch.sh again on the new instance and it resumes from the "
                 "newest checkpoint in CKPT_DIR.\n";
        } else if (l.code == "resume") {
            s << "\nRestarts: launch.sh runs the training up to " << num(p, "restarts")
              << " more times when it stops, each time from the newest checkpoint in CKPT_DIR.\n";
        }
    }
    return s.str();
}

std::vector<ReadmeLine> launchReadme(const Plan &plan, const Candidate &candidate)
{
    if (!candidate.instance)
        return {};
    const Workload &w = workloadOf(plan, candidate);
    const TrainCommand cmd = trainCommand(candidate, w, candidate.instance->gpus, launchJobName(plan),
                                          launchCheckpointDir(candidate));
    return readmeLines(plan, candidate, w, cmd, candidate.instance->provider == "alibaba");
}

namespace {
} // namespace

std::string launchJobName(const Plan &plan)
{
    std::string base = modelName(plan) + "-" + toString(plan.reference.method);
    std::string out;
    for (char ch : base) {
        const unsigned char u = static_cast<unsigned char>(ch);
        if (std::isalnum(u))
            out += static_cast<char>(std::tolower(u));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    if (out.empty())
        out = "trainplan-job";
    if (out.size() > 50)
        out.resize(50);
    return out;
}

std::string launchCheckpointDir(const Candidate &candidate)
{
    return dataMountPath(candidate) + "/checkpoints";
}

const std::vector<std::string> &launchFileNames()
{
    static const std::vector<std::string> names = {"ds_config.json",   "llamafactory.yaml", "launch.sh",
                                                   "volcano-job.yaml", "pai-dlc-job.json",  "README.txt"};
    return names;
}

std::vector<LaunchFile> launchFiles(const Plan &plan, const Candidate &candidate)
{
    std::vector<LaunchFile> files;
    if (!candidate.instance)
        return files;
    const Workload &w = workloadOf(plan, candidate);
    const TrainCommand cmd = trainCommand(candidate, w, candidate.instance->gpus, launchJobName(plan),
                                          launchCheckpointDir(candidate));
    const bool pai = candidate.instance->provider == "alibaba";
    if (cmd.deepSpeedConfig)
        files.push_back({"ds_config.json", deepSpeedConfig(w).dump(2) + "\n", false});
    for (const ConfigFile &config : cmd.configs)
        files.push_back({config.name, config.text, false});
    files.push_back({"launch.sh", launchScript(plan, candidate, w, cmd), true});
    files.push_back({"volcano-job.yaml", volcanoJob(plan, candidate), false});
    if (pai)
        files.push_back({"pai-dlc-job.json", paiDlcJob(plan, candidate), false});
    files.push_back({"README.txt", launchReadmeText(readmeLines(plan, candidate, w, cmd, pai)), false});
    return files;
}

} // namespace tp
