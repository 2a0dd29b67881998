#include "text/LaunchReadmeText.h"

#include "text/PlanText.h"

#include <QLocale>
#include <QStringList>

namespace {

using json = nlohmann::json;

QString str(const json &p, const char *key)
{
    const auto it = p.find(key);
    return it != p.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

qlonglong num(const json &p, const char *key)
{
    const auto it = p.find(key);
    return it != p.end() && it->is_number_integer() ? it->get<qlonglong>() : 0;
}

// A decimal figure in the user's locale (2.5, 0.8333)
QString decimal(const json &p, const char *key)
{
    const auto it = p.find(key);
    return QLocale().toString(it != p.end() && it->is_number() ? it->get<double>() : 0.0, 'g', 6);
}

} // namespace

QString LaunchReadmeText::note(const json &line)
{
    const std::string code = line.value("note", std::string());
    const json params =
        line.contains("params") && line["params"].is_object() ? line["params"] : json::object();
    if (code == "megatron-data")
        return tr("Megatron reads the data set as its indexed .bin/.idx files (tools/preprocess_data.py); "
                  "DATA_DIR is the prefix, TOKENIZER the Hugging Face tokenizer folder.");
    if (code == "nemo-config")
        return tr(
            "NEMO_CONFIG_DIR / NEMO_CONFIG_NAME: the model's config (e.g. conf/megatron_gpt_config.yaml); "
            "set its data prefix to your data set in DATA_DIR.");
    if (code == "torchtitan-config")
        return tr("TITAN_CONFIG: the model's train config from torchtitan (e.g. "
                  "torchtitan/models/llama3/train_configs/llama3_8b.toml); flags as of torchtitan 0.2.");
    if (code == "ultralytics-model") {
        const QString model = str(params, "model");
        return tr("MODEL: the weights to start from (%1.pt) or its .yaml to train from scratch; DATA_YAML: "
                  "the "
                  "data set's YAML (paths, class names).")
            .arg(model.isEmpty() ? tr("e.g. yolov8s") : model);
    }
    if (code == "ultralytics-epochs")
        return tr("Ultralytics trains whole epochs: the plan's %1 epochs are %2 epochs over %3 of the "
                  "training set (fraction), the same number of images.")
            .arg(decimal(params, "epochs"))
            .arg(num(params, "whole_epochs"))
            .arg(decimal(params, "fraction"));
    if (code == "mindformers-config")
        return tr("Set in MF_CONFIG: %1.").arg(str(params, "settings"));
    if (code == "script-arguments")
        return tr(
            "The arguments after TRAIN_SCRIPT carry the plan's settings under common names; rename them "
            "to the ones your script (or its config file) reads, and let it resume from "
            "--resume_from_checkpoint.");
    if (code == "trainer-script") {
        QString adds = tr("the sequence length (%1)").arg(num(params, "seq_len"));
        if (params.contains("lora_rank") && params["lora_rank"].is_number_integer())
            adds = params.value("qlora", false)
                       ? tr("the sequence length (%1) and the QLoRA adapters (rank %2, 4-bit NF4 base)")
                             .arg(num(params, "seq_len"))
                             .arg(num(params, "lora_rank"))
                       : tr("the sequence length (%1) and the LoRA adapters (rank %2)")
                             .arg(num(params, "seq_len"))
                             .arg(num(params, "lora_rank"));
        return tr("TRAIN_SCRIPT must parse TrainingArguments and call "
                  "trainer.train(resume_from_checkpoint=...) "
                  "(the Transformers examples, e.g. run_clm.py, do); its own arguments for the data set, %1 "
                  "are yours to add.")
            .arg(adds);
    }
    if (code == "llamafactory-config")
        return params.value("deepspeed", false)
                   ? tr("Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory's "
                        "data/dataset_info.json) and its chat template, and the path of ds_config.json.")
                   : tr("Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory's "
                        "data/dataset_info.json) and its chat template.");
    if (code == "timm-model")
        return tr(
            "--model is the plan's model id; use timm's name for it if it differs (timm.list_models()).");
    if (code == "mindspore-config")
        return tr("MS_CONFIG: the model's YAML from the repository's configs/ folder (e.g. "
                  "configs/yolov8/yolov8s.yaml); the data set's paths are set there.");
    if (code == "mindyolo-resume")
        return tr(
            "MindYOLO cannot resume a run: after an interruption launch.sh starts it again from the newest "
            "weights for the epochs left, and the learning-rate schedule (with its warm-up) starts over.");
    if (code == "paddle-config")
        return tr(
            "PADDLE_CONFIG: the model's YAML from the suite's configs/ folder; the data set's paths are set "
            "there.");
    if (code == "detectron2-config")
        return tr(
            "D2_CONFIG: the model's config from detectron2's configs/ folder; SOLVER.MAX_ITER is the plan's "
            "length, so scale SOLVER.STEPS (the learning-rate drops) to it.");
    return str(line, "text");
}

QString LaunchReadmeText::text(const std::vector<tp::ReadmeLine> &lines, const tp::Catalog &catalog)
{
    QStringList out;
    for (const tp::ReadmeLine &l : lines) {
        const json &p = l.params;
        const std::string &c = l.code;
        if (c == "title") {
            const QString title = tr("TrainPlan launch files");
            int width = 0; // in columns of a fixed-width font: a CJK character takes two
            for (const QChar ch : title)
                width += ch.unicode() >= 0x2E80 ? 2 : 1;
            out << title << QString(width, QLatin1Char('=')) << QString();
        } else if (c == "job") {
            const auto method = tp::fromString<tp::Method>(str(p, "method").toStdString());
            const auto precision = tp::fromString<tp::Precision>(str(p, "precision").toStdString());
            out << tr("Job: %1, %2, %3")
                       .arg(str(p, "model_name").isEmpty() ? str(p, "model") : str(p, "model_name"),
                            method ? PlanText::method(*method) : str(p, "method"),
                            precision ? PlanText::precision(*precision) : str(p, "precision"));
        } else if (c == "rent") {
            const auto billing = tp::fromString<tp::Billing>(str(p, "billing").toStdString());
            out << tr("Rent: %1 × %2 (%3, %4 × %5 per node), billing %6")
                       .arg(num(p, "nodes"))
                       .arg(str(p, "instance"), PlanText::provider(catalog, str(p, "provider").toStdString()))
                       .arg(num(p, "gpus_per_node"))
                       .arg(str(p, "gpu"), billing ? PlanText::billing(*billing) : str(p, "billing"));
        } else if (c == "settings") {
            const QString recompute = str(p, "recompute");
            const QString checkpointing = recompute == QLatin1String("on")          ? tr("on")
                                          : recompute == QLatin1String("selective") ? tr("selective")
                                                                                    : tr("off");
            QString line = tr("Settings: micro-batch %1 per GPU, gradient accumulation %2, global batch %3")
                               .arg(num(p, "micro_batch"))
                               .arg(num(p, "accumulation"))
                               .arg(num(p, "global_batch"));
            if (p.contains("zero_stage") && !p["zero_stage"].is_null())
                line += tr(", ZeRO stage %1").arg(num(p, "zero_stage"));
            out << line + tr(", activation checkpointing %1").arg(checkpointing);
        } else if (c == "framework") {
            out << tr("Framework: %1").arg(str(p, "framework"));
        } else if (c == "layout") {
            QString line = tr("Layout: tensor parallel %1 × pipeline parallel %2")
                               .arg(num(p, "tensor"))
                               .arg(num(p, "pipeline"));
            if (num(p, "virtual_stages") > 1)
                line += tr(" (%1 virtual stages)").arg(num(p, "virtual_stages"));
            line +=
                tr(" × context parallel %1 × data parallel %2").arg(num(p, "context")).arg(num(p, "data"));
            if (num(p, "expert") > 1)
                line += tr(", expert parallel %1").arg(num(p, "expert"));
            if (p.value("sequence_parallel", false))
                line += tr(", sequence parallel");
            out << line;
        } else if (c == "files") {
            out << QString() << tr("Files:");
        } else if (c == "file") {
            const QString file = str(p, "file");
            QString what;
            if (file == QLatin1String("ds_config.json"))
                what = tr("DeepSpeed configuration (pass it with --deepspeed ds_config.json)");
            else if (file == QLatin1String("launch.sh"))
                what = tr("the training command; run it on every node with NODE_RANK and MASTER_ADDR set");
            else if (file == QLatin1String("volcano-job.yaml"))
                what = tr("Kubernetes Volcano Job (kubectl apply -f volcano-job.yaml)");
            else if (file == QLatin1String("llamafactory.yaml"))
                what = tr("LLaMA-Factory configuration of the plan (llamafactory-cli train reads it)");
            else if (file == QLatin1String("pai-dlc-job.json"))
                what = tr(
                    "Alibaba Cloud PAI-DLC job spec (CreateJob API / dlc CLI); copy launch.sh into the data "
                    "source, the job runs it from /mnt/data");
            out << QStringLiteral("  %1  %2").arg(file.leftJustified(16), what);
        } else if (c == "fill-in") {
            out << QString() << tr("Fill in before the first run (search for FILL_IN):");
        } else if (c == "fill-image") {
            out << tr("  - the training image (%1, with the driver stack of the GPUs)")
                       .arg(str(p, "framework"));
        } else if (c == "fill-script") {
            out << tr("  - the training script (TRAIN_SCRIPT in launch.sh)");
        } else if (c == "fill-storage") {
            const QString where =
                p.value("multi_node", false) ? tr("a file system every node mounts") : tr("a local disk");
            const QString storage = str(p, "storage");
            out << (storage.isEmpty()
                        ? tr("  - where the data set and checkpoints live (%1)").arg(where)
                        : tr("  - where the data set and checkpoints live (%1: the plan costs %2)")
                              .arg(where, PlanText::storage(catalog, storage.toStdString())));
        } else if (c == "note") {
            out << QString() << tr("Note: %1").arg(note(p));
        } else if (c == "spot") {
            out << QString()
                << tr("Spot: a checkpoint every %1 minutes; after a reclaim, run launch.sh again on the new "
                      "instance and it resumes from the newest checkpoint in CKPT_DIR.")
                       .arg(num(p, "minutes"));
        } else if (c == "resume") {
            out << QString()
                << tr("Restarts: launch.sh runs the training up to %1 more times when it stops, each time "
                      "from "
                      "the newest checkpoint in CKPT_DIR.")
                       .arg(num(p, "restarts"));
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
