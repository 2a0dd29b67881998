#include "views/jobedit/ModelPage.h"

#include "core/InputLimits.h"
#include "core/JobParser.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "views/jobedit/HfConfigImport.h"
#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

using nlohmann::json;

// A field with the range the command line accepts too (core/InputLimits.h).
NumberField *numberField(const char *name, tp::limits::Range range, bool integer, bool optional = false,
                         const QString &placeholder = {})
{
    auto *field = new NumberField;
    field->setObjectName(QLatin1String(name));
    field->setRange(range.min, range.max);
    field->setInteger(integer);
    field->setOptional(optional, placeholder);
    return field;
}

void setRowVisible(QFormLayout *form, QWidget *field, bool visible)
{
    if (QWidget *label = form->labelForField(field))
        label->setVisible(visible);
    field->setVisible(visible);
}

// Enables or disables one item of a combo box (LoRA for a vision model).
void setItemEnabled(QComboBox *combo, int index, bool enabled)
{
    if (auto *model = qobject_cast<QStandardItemModel *>(combo->model()))
        if (QStandardItem *item = model->item(index))
            item->setEnabled(enabled);
}

std::optional<tp::Method> methodOf(const QString &id)
{
    if (id == QStringLiteral("pretrain"))
        return tp::Method::Pretrain;
    if (id == QStringLiteral("full"))
        return tp::Method::Full;
    if (id == QStringLiteral("lora"))
        return tp::Method::Lora;
    if (id == QStringLiteral("qlora"))
        return tp::Method::QLora;
    return std::nullopt;
}

QString paramsText(double params)
{
    if (params >= 1e9)
        return ModelPage::tr("%1 B parameters").arg(Format::number(params / 1e9));
    return ModelPage::tr("%1 M parameters").arg(Format::number(params / 1e6));
}

} // namespace

ModelPage::ModelPage(PlanSession *session, QWidget *parent) : JobPage(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createModelBox());
    layout->addWidget(createTrainingBox());
    layout->addWidget(createAdvancedBox());
    layout->addStretch();
    reload();
}

QString ModelPage::title() const
{
    return tr("Model");
}

QString ModelPage::subTitle() const
{
    return tr("What is trained, and how.");
}

QWidget *ModelPage::createModelBox()
{
    auto *box = new QGroupBox(tr("Model"));
    m_presetRadio = new QRadioButton(tr("&Preset from the catalog"));
    m_presetRadio->setObjectName(QStringLiteral("presetRadio"));
    m_customRadio = new QRadioButton(tr("C&ustom architecture"));
    m_customRadio->setObjectName(QStringLiteral("customRadio"));
    m_presetRadio->setToolTip(
        tr("A model the catalog knows: its architecture and size are filled in for you."));
    m_customRadio->setToolTip(
        tr("A model the catalog does not have: give its kind, its size and, for a transformer, its layers."));
    auto *group = new QButtonGroup(box);
    group->addButton(m_presetRadio);
    group->addButton(m_customRadio);

    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("modelPresetCombo"));
    m_preset->setMaxVisibleItems(20);
    m_preset->setAccessibleName(tr("Model preset"));
    m_preset->setToolTip(tr("The model to train, with its size in parameters (B = billion, M = million)."));
    const auto catalog = session()->catalog();
    if (catalog) {
        // Language models, then encoders, then vision models: the order a user looks for them.
        const auto addKind = [&](const QString &heading, auto keep) {
            bool first = true;
            for (const tp::ModelSpec &m : catalog->models) {
                if (!keep(m))
                    continue;
                if (first) {
                    if (m_preset->count() > 0)
                        m_preset->insertSeparator(m_preset->count());
                    m_preset->addItem(heading);
                    setItemEnabled(m_preset, m_preset->count() - 1, false);
                    first = false;
                }
                m_preset->addItem(tr("%1 — %2").arg(QString::fromStdString(m.name), paramsText(m.params)),
                                  QString::fromStdString(m.id));
            }
        };
        addKind(tr("Language models"), [](const tp::ModelSpec &m) {
            return m.isTransformer() && m.architecture != tp::ModelSpec::Architecture::Encoder;
        });
        addKind(tr("Encoders"), [](const tp::ModelSpec &m) {
            return m.isTransformer() && m.architecture == tp::ModelSpec::Architecture::Encoder;
        });
        addKind(tr("Vision models"), [](const tp::ModelSpec &m) { return !m.isTransformer(); });
    }

    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("modelKindCombo"));
    m_kind->addItem(tr("Transformer"), QStringLiteral("transformer"));
    m_kind->addItem(tr("Vision (convolutional)"), QStringLiteral("vision"));
    m_kind->setToolTip(tr("Transformer: language models, BERT, ViT. Vision: convolutional networks such "
                          "as ResNet or YOLO, sized by the compute of one forward pass."));
    m_architecture = new QComboBox;
    m_architecture->setObjectName(QStringLiteral("architectureCombo"));
    m_architecture->addItem(tr("Decoder (GPT, Llama)"), QStringLiteral("decoder"));
    m_architecture->addItem(tr("Encoder (BERT)"), QStringLiteral("encoder"));
    m_architecture->addItem(tr("Encoder-decoder (T5)"), QStringLiteral("encoder-decoder"));
    m_architecture->setToolTip(tr("Which stacks of layers the tokens pass through: a decoder only (GPT, "
                                  "Llama), an encoder only (BERT) or both (T5)."));

    const QString tooLarge = tr("larger than any model trained so far.");
    m_params = numberField("paramsField", tp::limits::kParams, false);
    m_params->setTooLargeReason(tooLarge);
    m_params->setToolTip(tr("Parameters of the whole model, e.g. 7B or 8.03e9."));
    m_layers = numberField("layersField", tp::limits::kLayers, true);
    m_layers->setToolTip(tr("Transformer blocks stacked in the model (32 in Llama 3 8B)."));
    m_hidden = numberField("hiddenField", tp::limits::kHidden, true);
    m_hidden->setToolTip(tr("Width of the model: the length of each token's vector (4,096 in Llama 3 8B)."));
    m_heads = numberField("headsField", tp::limits::kHeads, true);
    m_heads->setToolTip(tr("Attention heads in each layer (32 in Llama 3 8B)."));
    m_kvHeads = numberField("kvHeadsField", tp::limits::kHeads, true, true, tr("= attention heads"));
    m_kvHeads->setToolTip(tr("Key/value heads of grouped-query attention (8 in Llama 3 8B); empty for "
                             "ordinary multi-head attention."));
    m_ffnHidden = numberField("ffnHiddenField", tp::limits::kFfnHidden, true, true, tr("= 4 × hidden size"));
    m_ffnHidden->setToolTip(tr("Width of the feed-forward block in each layer (14,336 in Llama 3 8B). Empty: "
                               "four times the hidden size."));
    m_vocab = numberField("vocabField", tp::limits::kVocab, true, true, tr("32,000"));
    m_vocab->setToolTip(tr("Tokens the tokenizer knows (128,256 in Llama 3); sizes the embedding and output "
                           "layers. Empty: 32,000."));
    m_headDim = numberField("headDimField", tp::limits::kHeadDim, true, true, tr("= hidden size ÷ heads"));
    m_headDim->setToolTip(
        tr("Width of one attention head when it is not the hidden size divided by the heads "
           "(128 in Qwen3). Empty: hidden size ÷ heads."));
    m_experts = numberField("expertsField", tp::limits::kExperts, true, true, tr("dense model"));
    m_experts->setToolTip(tr("Routed experts in each mixture-of-experts layer (128 in Qwen3-30B-A3B, 8 in "
                             "Mixtral 8x7B). Empty: a dense model."));
    m_expertsPerToken = numberField("expertsPerTokenField", tp::limits::kExpertsPerToken, true, true);
    m_expertsPerToken->setToolTip(
        tr("Experts each token is routed to (top-k): 8 in Qwen3-30B-A3B, 2 in Mixtral."));
    m_sharedExperts = numberField("sharedExpertsField", tp::limits::kSharedExperts, true, true, tr("none"));
    m_sharedExperts->setToolTip(tr("Experts every token passes through besides the routed ones (2 in "
                                   "DeepSeek-V2-Lite). Empty: none."));
    m_moeFfnHidden =
        numberField("moeFfnHiddenField", tp::limits::kFfnHidden, true, true, tr("= FFN hidden size"));
    m_moeFfnHidden->setToolTip(
        tr("Width of one expert's feed-forward block (768 in Qwen3-30B-A3B). Empty: the "
           "FFN hidden size above."));
    m_forwardGflops = numberField("forwardGflopsField", tp::limits::kForwardGflops, false);
    m_forwardGflops->setUnit(tr("GFLOPs"));
    m_forwardGflops->setToolTip(
        tr("Floating-point operations of one forward pass of one image at the image size "
           "(not multiply-accumulates: twice the MACs papers often quote)."));
    m_customImageSize = numberField("customImageSizeField", tp::limits::kImageSize, true);
    m_customImageSize->setUnit(tr("px"));
    m_customImageSize->setToolTip(tr("Side of the square image, in pixels, that the forward-pass "
                                     "figure above is for."));

    m_transformerFields = new QWidget;
    auto *tf = new QFormLayout(m_transformerFields);
    tf->setContentsMargins(0, 0, 0, 0);
    tf->addRow(tr("Architecture:"), m_architecture);
    tf->addRow(tr("Layers:"), m_layers);
    tf->addRow(tr("Hidden size:"), m_hidden);
    tf->addRow(tr("Attention heads:"), m_heads);
    tf->addRow(tr("KV heads:"), m_kvHeads);
    tf->addRow(tr("FFN hidden size:"), m_ffnHidden);
    tf->addRow(tr("Vocabulary:"), m_vocab);
    tf->addRow(tr("Head dimension:"), m_headDim);
    tf->addRow(tr("Experts:"), m_experts);
    tf->addRow(tr("Experts per token:"), m_expertsPerToken);
    tf->addRow(tr("Shared experts:"), m_sharedExperts);
    tf->addRow(tr("Expert FFN size:"), m_moeFfnHidden);
    m_visionFields = new QWidget;
    auto *vf = new QFormLayout(m_visionFields);
    vf->setContentsMargins(0, 0, 0, 0);
    vf->addRow(tr("Forward pass:"), m_forwardGflops);
    vf->addRow(tr("Image size:"), m_customImageSize);

    m_loadConfig = new QPushButton(tr("&Load config.json…"));
    m_loadConfig->setObjectName(QStringLiteral("loadConfigButton"));
    m_loadConfig->setToolTip(
        tr("Fill in the architecture from a Hugging Face config.json (the file every model "
           "repository has), or from a model folder holding one."));
    m_configNote = helpLabel(QString());
    m_configNote->setObjectName(QStringLiteral("configNote"));
    m_configNote->setTextFormat(Qt::PlainText); // paths and file errors are shown as they are
    m_configNote->setVisible(false);

    m_customBox = new QWidget;
    auto *cf = new QFormLayout(m_customBox);
    cf->setContentsMargins(20, 0, 0, 0);
    cf->addRow(m_loadConfig);
    cf->addRow(m_configNote);
    cf->addRow(tr("Kind:"), m_kind);
    cf->addRow(tr("Parameters:"), m_params);
    cf->addRow(m_transformerFields);
    cf->addRow(m_visionFields);

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_presetRadio);
    auto *presetRow = new QHBoxLayout;
    presetRow->setContentsMargins(20, 0, 0, 0);
    presetRow->addWidget(m_preset, 1);
    layout->addLayout(presetRow);
    layout->addWidget(m_customRadio);
    layout->addWidget(m_customBox);

    connect(m_presetRadio, &QRadioButton::clicked, this, &ModelPage::writeModel);
    connect(m_customRadio, &QRadioButton::clicked, this, &ModelPage::writeModel);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ModelPage::writeModel);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ModelPage::writeModel);
    connect(m_architecture, &QComboBox::currentIndexChanged, this, &ModelPage::writeModel);
    connect(m_loadConfig, &QPushButton::clicked, this, &ModelPage::chooseHfConfig);
    for (NumberField *f :
         {m_params, m_layers, m_hidden, m_heads, m_kvHeads, m_ffnHidden, m_vocab, m_headDim, m_experts,
          m_expertsPerToken, m_sharedExperts, m_moeFfnHidden, m_forwardGflops, m_customImageSize})
        connect(f, &NumberField::edited, this, [this] {
            writeModel();
            emit completeChanged();
        });
    return box;
}

QWidget *ModelPage::createTrainingBox()
{
    auto *box = new QGroupBox(tr("Training"));
    m_method = new QComboBox;
    m_method->setObjectName(QStringLiteral("jobMethodCombo"));
    m_method->addItem(tr("Pretraining"), QStringLiteral("pretrain"));
    m_method->addItem(tr("Full fine-tuning"), QStringLiteral("full"));
    m_method->addItem(tr("LoRA"), QStringLiteral("lora"));
    m_method->addItem(tr("QLoRA (4-bit base model)"), QStringLiteral("qlora"));
    m_method->setToolTip(
        tr("<p><b>LoRA</b> (low-rank adaptation) freezes the model and trains two small matrices "
           "beside each weight matrix: a fraction of a percent of the parameters, so gradients and "
           "optimizer states almost vanish from GPU memory.</p><p><b>QLoRA</b> also stores the "
           "frozen model in 4 bits (NF4): about a quarter of the weight memory, at some speed cost "
           "for dequantising. Both apply to transformers only.</p>"));

    m_framework = new QComboBox;
    m_framework->setObjectName(QStringLiteral("frameworkCombo"));
    m_framework->setAccessibleName(tr("Training software"));
    m_framework->setToolTip(
        tr("<p>The software that runs the training. It decides how the model can be split across GPUs "
           "and how fast the kernels are: Megatron-LM, NeMo or torchtitan reach far more of the GPU than a "
           "plain Hugging Face loop.</p><p><b>Automatic</b> assumes what most people use for this kind of "
           "job (LLaMA-Factory for fine-tuning, Megatron-LM or MindSpeed for pretraining, Ultralytics for "
           "YOLO) and says so in the results.</p>"));
    m_framework->addItem(tr("Automatic (what most people use for this job)"), QString());
    if (const auto catalog = session()->catalog())
        for (const tp::Framework &f : catalog->frameworks)
            m_framework->addItem(CoreMessages::frameworkName(f), QString::fromStdString(f.id));
    m_frameworkNote = helpLabel(QString());
    m_frameworkNote->setObjectName(QStringLiteral("frameworkNote"));
    m_frameworkNote->setTextFormat(Qt::PlainText);
    ThemeColours::setTextTone(m_frameworkNote, ThemeColours::Warning);
    m_frameworkNote->setVisible(false);

    m_precision = new QComboBox;
    m_precision->setObjectName(QStringLiteral("jobPrecisionCombo"));
    m_precision->addItem(tr("Automatic (BF16 where the GPU has it)"), QString());
    m_precision->addItem(tr("BF16 mixed precision"), QStringLiteral("bf16"));
    m_precision->addItem(tr("FP16 mixed precision"), QStringLiteral("fp16"));
    m_precision->addItem(tr("FP8 (Hopper, Ada)"), QStringLiteral("fp8"));
    m_precision->addItem(tr("FP32"), QStringLiteral("fp32"));
    m_precision->setToolTip(
        tr("Mixed precision computes in 16 bits on the tensor cores and keeps an FP32 master "
           "copy of the weights. V100 and T4 have no BF16: candidates with them train in FP16."));

    m_loraRank = numberField("loraRankField", tp::limits::kLoraRank, true);
    m_loraRank->setTooLargeReason(tr("ranks above 1024 are not used in practice."));
    m_loraRank->setToolTip(
        tr("Rank r of the LoRA matrices (8–64 is usual): trainable parameters grow with r."));
    m_seqLen = numberField("seqLenField", tp::limits::kSeqLen, true, true);
    m_seqLen->setUnit(tr("tokens"));
    m_seqLen->setToolTip(tr("The padded length a batch is allocated for; activation memory grows with it. "
                            "Empty: the model's default."));
    m_imageSize = numberField("imageSizeField", tp::limits::kImageSize, true, true);
    m_imageSize->setUnit(tr("px"));
    m_imageSize->setToolTip(tr("Side of the square training images, in pixels; compute grows "
                               "with its square. Empty: the size the model was designed for."));
    m_globalBatch = numberField("globalBatchField", tp::limits::kGlobalBatch, true, true, tr("automatic"));
    m_globalBatch->setTooLargeReason(tr("no training run uses a hundred million samples per step."));
    m_globalBatch->setToolTip(
        tr("Sequences or images per optimizer step, over all GPUs. Empty: one micro-batch "
           "per GPU."));

    m_trainingForm = new QFormLayout(box);
    m_trainingForm->addRow(tr("M&ethod:"), m_method);
    m_trainingForm->addRow(tr("Training &software:"), m_framework);
    m_trainingForm->addRow(m_frameworkNote);
    m_trainingForm->addRow(tr("P&recision:"), m_precision);
    m_trainingForm->addRow(tr("LoRA &rank:"), m_loraRank);
    m_trainingForm->addRow(tr("&Sequence length:"), m_seqLen);
    m_trainingForm->addRow(tr("&Image size:"), m_imageSize);
    m_trainingForm->addRow(tr("&Global batch:"), m_globalBatch);

    connect(m_method, &QComboBox::currentIndexChanged, this, &ModelPage::writeMethod);
    connect(m_framework, &QComboBox::currentIndexChanged, this, &ModelPage::writeFramework);
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this] {
        const QString p = m_precision->currentData().toString();
        if (p.isEmpty())
            removeJobValue("/precision");
        else
            setJobValue("/precision", p.toStdString());
    });
    bindField(m_loraRank, "/lora/rank");
    bindField(m_seqLen, "/seq_len");
    bindField(m_imageSize, "/model/image_size");
    bindField(m_globalBatch, "/global_batch");
    return box;
}

QWidget *ModelPage::createAdvancedBox()
{
    m_advancedToggle = new QToolButton;
    m_advancedToggle->setObjectName(QStringLiteral("advancedToggle"));
    m_advancedToggle->setText(tr("Advanced settings"));
    m_advancedToggle->setToolTip(
        tr("ZeRO stage, activation checkpointing, micro-batch, optimizer and the parallel layout."));
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setArrowType(Qt::RightArrow);
    m_advancedToggle->setCheckable(true);
    m_advancedToggle->setAutoRaise(true);

    m_zeroStage = new QComboBox;
    m_zeroStage->setObjectName(QStringLiteral("zeroStageCombo"));
    m_zeroStage->addItem(tr("Automatic"), -1);
    m_zeroStage->addItem(tr("0 — plain data parallel (DDP)"), 0);
    m_zeroStage->addItem(tr("1 — shard optimizer states"), 1);
    m_zeroStage->addItem(tr("2 — shard optimizer states and gradients"), 2);
    m_zeroStage->addItem(tr("3 — shard weights too (FSDP)"), 3);
    m_zeroStage->setToolTip(
        tr("<p><b>ZeRO</b> (DeepSpeed's Zero Redundancy Optimizer) splits the optimizer states "
           "(stage 1), the gradients (2) and the weights (3) across the data-parallel GPUs "
           "instead of copying them to each, so a model too big for one GPU's memory can "
           "train on several, at the cost of more communication.</p>"));

    m_checkpointing = new QComboBox;
    m_checkpointing->setObjectName(QStringLiteral("checkpointingCombo"));
    m_checkpointing->addItem(tr("Automatic"), QString());
    m_checkpointing->addItem(tr("On"), QStringLiteral("on"));
    m_checkpointing->addItem(tr("Selective (attention only)"), QStringLiteral("selective"));
    m_checkpointing->addItem(tr("Off"), QStringLiteral("off"));
    m_checkpointing->setToolTip(
        tr("Activation (gradient) checkpointing keeps only each layer's input and recomputes "
           "the rest in the backward pass: far less activation memory for about a third "
           "more compute. Selective recomputes only the attention core (Megatron-LM, NeMo, "
           "torchtitan, MindSpeed)."));

    m_microBatch = numberField("microBatchField", tp::limits::kMicroBatch, true, true, tr("automatic"));
    m_microBatch->setToolTip(tr("Samples per GPU per forward pass; the global batch is reached by gradient "
                                "accumulation."));

    m_optimizer = new QComboBox;
    m_optimizer->setObjectName(QStringLiteral("optimizerCombo"));
    m_optimizer->addItem(tr("AdamW"), QStringLiteral("adamw"));
    m_optimizer->addItem(tr("AdamW 8-bit"), QStringLiteral("adamw8bit"));
    m_optimizer->addItem(tr("SGD with momentum"), QStringLiteral("sgd"));
    m_optimizer->setToolTip(tr("What the optimizer keeps per trained parameter: AdamW two FP32 states (8 "
                               "bytes), 8-bit AdamW the same in 2 bytes, SGD one momentum (4 bytes)."));

    const QString automatic = tr("automatic");
    m_tensor = numberField("tensorParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_tensor->setToolTip(
        tr("Tensor parallelism: GPUs that split every weight matrix of a layer between them, "
           "inside one node over NVLink. Must divide the attention heads."));
    m_pipeline = numberField("pipelineParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_pipeline->setToolTip(
        tr("Pipeline parallelism: stages that each hold a share of the layers. Must divide "
           "the layers."));
    m_context = numberField("contextParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_context->setToolTip(tr("Context parallelism: GPUs that split each long sequence between them (for 32k "
                             "tokens and more)."));
    m_expert = numberField("expertParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_expert->setToolTip(tr("Expert parallelism: GPUs that hold different experts of a mixture-of-experts "
                            "model. Must divide the experts."));

    m_advanced = new QWidget;
    auto *form = new QFormLayout(m_advanced);
    m_advancedForm = form;
    form->addRow(tr("&ZeRO stage:"), m_zeroStage);
    form->addRow(tr("Activation &checkpointing:"), m_checkpointing);
    form->addRow(tr("Mi&cro-batch:"), m_microBatch);
    form->addRow(tr("&Optimizer:"), m_optimizer);
    form->addRow(tr("&Tensor parallel:"), m_tensor);
    form->addRow(tr("Pipeli&ne parallel:"), m_pipeline);
    form->addRow(tr("Conte&xt parallel:"), m_context);
    form->addRow(tr("Expert p&arallel:"), m_expert);
    form->addRow(
        helpLabel(tr("Automatic settings are chosen for each candidate: the fastest that fits its GPU "
                     "memory.")));
    m_advanced->setVisible(false);

    connect(m_advancedToggle, &QToolButton::toggled, this, [this](bool on) {
        m_advanced->setVisible(on);
        m_advancedToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    connect(m_zeroStage, &QComboBox::currentIndexChanged, this, [this] {
        const int stage = m_zeroStage->currentData().toInt();
        if (stage < 0)
            removeJobValue("/zero_stage");
        else
            setJobValue("/zero_stage", stage);
    });
    connect(m_checkpointing, &QComboBox::currentIndexChanged, this, [this] {
        const QString v = m_checkpointing->currentData().toString();
        if (v.isEmpty())
            removeJobValue("/activation_checkpointing");
        else if (v == QStringLiteral("selective"))
            setJobValue("/activation_checkpointing", "selective");
        else
            setJobValue("/activation_checkpointing", v == QStringLiteral("on"));
    });
    bindField(m_microBatch, "/micro_batch");
    bindField(m_tensor, "/parallelism/tensor");
    bindField(m_pipeline, "/parallelism/pipeline");
    bindField(m_context, "/parallelism/context");
    bindField(m_expert, "/parallelism/expert");
    connect(m_optimizer, &QComboBox::currentIndexChanged, this,
            [this] { setJobValue("/optimizer", m_optimizer->currentData().toString().toStdString()); });

    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_advancedToggle);
    layout->addWidget(m_advanced);
    return box;
}

bool ModelPage::customModel() const
{
    return m_customRadio->isChecked();
}

bool ModelPage::visionModel() const
{
    if (customModel())
        return m_kind->currentData().toString() == QStringLiteral("vision");
    const auto catalog = session()->catalog();
    const tp::ModelSpec *m =
        catalog ? catalog->findModel(m_preset->currentData().toString().toStdString()) : nullptr;
    return m && !m->isTransformer();
}

QList<NumberField *> ModelPage::fields() const
{
    QList<NumberField *> out = {m_loraRank, m_globalBatch, m_microBatch, m_tensor,
                                m_pipeline, m_context,     m_expert};
    if (customModel()) {
        out << m_params;
        if (visionModel())
            out << m_forwardGflops << m_customImageSize;
        else
            out << m_layers << m_hidden << m_heads << m_kvHeads << m_ffnHidden << m_vocab << m_headDim
                << m_experts << m_expertsPerToken << m_sharedExperts << m_moeFfnHidden;
    } else if (visionModel()) {
        out << m_imageSize;
    }
    if (!visionModel())
        out << m_seqLen;
    return out;
}

bool ModelPage::isComplete() const
{
    if (!session()->hasJob())
        return false;
    if (!customModel() && m_preset->currentData().toString().isEmpty())
        return false;
    const QList<NumberField *> list = fields();
    if (!std::all_of(list.begin(), list.end(),
                     [](const NumberField *f) { return !f->isEnabled() || f->isValid(); }))
        return false;
    if (customModel() && !visionModel() && m_kvHeads->value() && m_heads->value() &&
        *m_kvHeads->value() > *m_heads->value())
        return false;
    // a mixture of experts needs its routing: experts per token, at most the experts
    if (customModel() && !visionModel() && m_experts->value() &&
        (!m_expertsPerToken->value() || *m_expertsPerToken->value() > *m_experts->value()))
        return false;
    return true;
}

void ModelPage::writeModel()
{
    if (isLoading())
        return;
    const auto catalog = session()->catalog();
    if (!customModel()) {
        const QString id = m_preset->currentData().toString();
        if (id.isEmpty())
            return;
        json model = {{"preset", id.toStdString()}};
        const tp::ModelSpec *m = catalog ? catalog->findModel(id.toStdString()) : nullptr;
        if (m && !m->isTransformer() && m_imageSize->value())
            model["image_size"] = static_cast<int>(*m_imageSize->value());
        setJobValue("/model", model);
        if (m && !m->isTransformer()) {
            // LoRA and sequence lengths are for transformers: a vision model trains in full.
            const QString method = JobJson::string(session()->job(), "/method");
            if (method == QStringLiteral("lora") || method == QStringLiteral("qlora")) {
                setJobValue("/method", "full");
                removeJobValue("/lora"); // the job parser refuses a lora block beside full training
            }
            removeJobValue("/seq_len");
        }
        return;
    }

    // A custom model starts from the preset shown, so the user edits figures rather than typing all.
    const nlohmann::json *current = JobJson::find(session()->job(), "/model");
    if (current && current->contains("preset") && catalog) {
        if (const tp::ModelSpec *m = catalog->findModel(current->value("preset", ""))) {
            const QSignalBlocker blocker(m_kind);
            m_kind->setCurrentIndex(m_kind->findData(m->isTransformer() ? QStringLiteral("transformer")
                                                                        : QStringLiteral("vision")));
            m_params->setValue(m->params);
            if (m->isTransformer()) {
                const QSignalBlocker archBlocker(m_architecture);
                m_architecture->setCurrentIndex(
                    m_architecture->findData(QString::fromStdString(tp::toString(m->architecture))));
                m_layers->setValue(m->layers);
                m_hidden->setValue(m->hidden);
                m_heads->setValue(m->heads);
                m_kvHeads->setValue(m->kvHeads != m->heads ? std::optional<double>(m->kvHeads)
                                                           : std::nullopt);
                m_ffnHidden->setValue(m->ffnHidden);
                m_vocab->setValue(m->vocab);
                m_headDim->setValue(m->headDim > 0 ? std::optional<double>(m->headDim) : std::nullopt);
                m_experts->setValue(m->isMoe() ? std::optional<double>(m->experts) : std::nullopt);
                m_expertsPerToken->setValue(m->isMoe() ? std::optional<double>(m->expertsPerToken)
                                                       : std::nullopt);
                m_sharedExperts->setValue(m->sharedExperts > 0 ? std::optional<double>(m->sharedExperts)
                                                               : std::nullopt);
                m_moeFfnHidden->setValue(m->isMoe() ? std::optional<double>(m->moeFfnHidden) : std::nullopt);
            } else {
                m_forwardGflops->setValue(m->forwardGflops);
                m_customImageSize->setValue(m->imageSize);
            }
        }
    }
    json model = {{"name", tr("Custom model").toStdString()},
                  {"kind", m_kind->currentData().toString().toStdString()}};
    auto put = [&model](const char *key, NumberField *f, bool integer) {
        if (!f->isValid())
            return false;
        if (const auto v = f->value())
            model[key] = integer ? json(static_cast<long long>(*v)) : json(*v);
        return true;
    };
    bool ok = put("params", m_params, false);
    if (visionModel()) {
        ok = put("forward_gflops", m_forwardGflops, false) && ok;
        ok = put("image_size", m_customImageSize, true) && ok;
        ok = ok && m_forwardGflops->value().has_value();
    } else {
        model["architecture"] = m_architecture->currentData().toString().toStdString();
        for (const auto &[key, field] :
             {std::pair{"layers", m_layers}, std::pair{"hidden", m_hidden}, std::pair{"heads", m_heads},
              std::pair{"kv_heads", m_kvHeads}, std::pair{"ffn_hidden", m_ffnHidden},
              std::pair{"vocab", m_vocab}, std::pair{"head_dim", m_headDim}})
            ok = put(key, field, true) && ok;
        ok = ok && m_layers->value() && m_hidden->value() && m_heads->value();
        if (m_experts->value()) {
            // the routing fields belong to a mixture of experts only
            for (const auto &[key, field] :
                 {std::pair{"experts", m_experts}, std::pair{"experts_per_token", m_expertsPerToken},
                  std::pair{"shared_experts", m_sharedExperts}, std::pair{"moe_ffn_hidden", m_moeFfnHidden}})
                ok = put(key, field, true) && ok;
            ok = ok && m_expertsPerToken->value() && *m_expertsPerToken->value() <= *m_experts->value();
        }
        // what config.json said that the fields do not show
        const nlohmann::json *extras = current && current->contains("hf_config") ? &m_configModel : current;
        if (extras && extras->is_object() && !extras->contains("preset")) {
            for (const char *key : {"ffn_gated", "tied_embeddings", "max_seq_len", "dense_layers"})
                if (extras->contains(key) && (std::string(key) != "dense_layers" || m_experts->value()))
                    model[key] = (*extras)[key];
            if (extras->contains("name") && (*extras)["name"].is_string())
                model["name"] = (*extras)["name"];
        }
    }
    ok = ok && m_params->value().has_value();
    if (!ok) {
        // The fields of the kind now chosen show (a vision model's forward pass) so they can be filled.
        updateEnabled();
        emit completeChanged();
        return; // refused or missing figures stay in their fields, the job keeps the last good model
    }
    setJobValue("/model", model);
    if (visionModel()) {
        const QString method = JobJson::string(session()->job(), "/method");
        if (method == QStringLiteral("lora") || method == QStringLiteral("qlora")) {
            setJobValue("/method", "full");
            removeJobValue("/lora");
        }
        removeJobValue("/seq_len");
    }
}

void ModelPage::writeMethod()
{
    if (isLoading())
        return;
    const QString method = m_method->currentData().toString();
    setJobValue("/method", method.toStdString());
    const bool lora = method == QStringLiteral("lora") || method == QStringLiteral("qlora");
    // A LoRA job always states its rank, so the file says what was planned; any other method has
    // no lora block (the job parser refuses one).
    if (lora && !JobJson::find(session()->job(), "/lora/rank"))
        writeField(m_loraRank, "/lora/rank");
    else if (!lora)
        removeJobValue("/lora");
}

void ModelPage::load(const json &job)
{
    const auto catalog = session()->catalog();
    const json *model = JobJson::find(job, "/model");
    const bool custom = model && model->is_object() && !model->contains("preset") && model->contains("kind");
    {
        const QSignalBlocker a(m_presetRadio), b(m_customRadio);
        m_presetRadio->setChecked(!custom);
        m_customRadio->setChecked(custom);
    }
    const tp::ModelSpec *preset = nullptr;
    if (!custom) {
        const QString id = JobJson::string(job, "/model/preset");
        selectData(m_preset, id);
        if (m_preset->currentData().toString() != id) {
            // Unknown preset (a file from a newer catalog): nothing valid is selected.
            const QSignalBlocker blocker(m_preset);
            for (int i = 0; i < m_preset->count(); ++i)
                if (!m_preset->itemData(i).toString().isEmpty()) {
                    m_preset->setCurrentIndex(i);
                    break;
                }
        }
        preset = catalog ? catalog->findModel(id.toStdString()) : nullptr;
    } else {
        if (model->contains("hf_config")) {
            // A job written by hand names a config.json: show what it describes; the plan reads
            // it each time, and the first edit here copies the architecture into the job.
            const QString given = JobJson::string(job, "/model/hf_config");
            const HfConfigImport::Result read = HfConfigImport::read(configPath(given));
            m_configModel = read.model;
            m_configText =
                read.error.isEmpty()
                    ? tr("The architecture is read from %1 each time the plan is computed; editing a "
                         "figure here copies it into the plan.")
                          .arg(given)
                    : read.error;
            fillCustomFields(read.model.is_object() ? read.model : json{{"kind", "transformer"}});
        } else {
            fillCustomFields(*model);
        }
    }
    m_configNote->setText(m_configText);
    m_configNote->setVisible(custom && !m_configText.isEmpty());

    const QString method = JobJson::string(job, "/method");
    selectData(m_method, method.isEmpty() ? QStringLiteral("full") : method);
    selectData(m_precision, JobJson::string(job, "/precision"));
    m_loraRank->setValue(JobJson::number(job, "/lora/rank").value_or(16));
    m_seqLen->setValue(JobJson::number(job, "/seq_len"));
    m_seqLen->lineEdit()->setPlaceholderText(preset && preset->defaultSeqLen > 0
                                                 ? tr("model default: %1").arg(preset->defaultSeqLen)
                                                 : tr("model default"));
    m_imageSize->setValue(custom ? std::nullopt : JobJson::number(job, "/model/image_size"));
    m_imageSize->lineEdit()->setPlaceholderText(preset && preset->imageSize > 0
                                                    ? tr("model default: %1").arg(preset->imageSize)
                                                    : tr("model default"));
    m_globalBatch->setValue(JobJson::number(job, "/global_batch"));

    const std::optional<double> zero = JobJson::number(job, "/zero_stage");
    selectData(m_zeroStage, zero ? static_cast<int>(*zero) : -1);
    const json *ck = JobJson::find(job, "/activation_checkpointing");
    QString checkpointing;
    if (ck && ck->is_boolean())
        checkpointing = ck->get<bool>() ? QStringLiteral("on") : QStringLiteral("off");
    else if (ck && ck->is_string() && ck->get<std::string>() == "selective")
        checkpointing = QStringLiteral("selective");
    selectData(m_checkpointing, checkpointing);
    m_microBatch->setValue(JobJson::number(job, "/micro_batch"));
    const QString optimizer = JobJson::string(job, "/optimizer");
    selectData(m_optimizer, optimizer.isEmpty() ? QStringLiteral("adamw") : optimizer);
    m_tensor->setValue(JobJson::number(job, "/parallelism/tensor"));
    m_pipeline->setValue(JobJson::number(job, "/parallelism/pipeline"));
    m_context->setValue(JobJson::number(job, "/parallelism/context"));
    m_expert->setValue(JobJson::number(job, "/parallelism/expert"));
    selectData(m_framework, JobJson::string(job, "/framework"));
    // Someone who set an advanced figure should see it.
    if (zero || ck || JobJson::find(job, "/micro_batch") || JobJson::find(job, "/parallelism"))
        m_advancedToggle->setChecked(true);
    updateEnabled();
    updateFrameworks();
}

void ModelPage::fillCustomFields(const json &model)
{
    const auto number = [&model](const char *key) -> std::optional<double> {
        const auto it = model.find(key);
        if (it == model.end() || !it->is_number())
            return std::nullopt;
        return it->get<double>();
    };
    const auto text = [&model](const char *key) {
        const auto it = model.find(key);
        return it != model.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                    : QString();
    };
    selectData(m_kind, text("kind"));
    const QString arch = text("architecture");
    selectData(m_architecture, arch.isEmpty() ? QStringLiteral("decoder") : arch);
    m_params->setValue(number("params"));
    m_layers->setValue(number("layers"));
    m_hidden->setValue(number("hidden"));
    m_heads->setValue(number("heads"));
    // key/value heads equal to the heads are ordinary attention: the field's empty state says so
    const std::optional<double> kv = number("kv_heads");
    m_kvHeads->setValue(kv && kv != number("heads") ? kv : std::nullopt);
    m_ffnHidden->setValue(number("ffn_hidden"));
    m_vocab->setValue(number("vocab"));
    m_headDim->setValue(number("head_dim"));
    m_experts->setValue(number("experts"));
    m_expertsPerToken->setValue(number("experts_per_token"));
    m_sharedExperts->setValue(number("shared_experts"));
    m_moeFfnHidden->setValue(number("moe_ffn_hidden"));
    m_forwardGflops->setValue(number("forward_gflops"));
    m_customImageSize->setValue(number("image_size"));
}

QString ModelPage::configPath(const QString &given) const
{
    // relative to the plan file's folder, as the command-line tool reads it relative to the job file
    if (QFileInfo(given).isAbsolute() || session()->filePath().isEmpty())
        return given;
    return QFileInfo(session()->filePath()).dir().filePath(given);
}

bool ModelPage::importHfConfig(const QString &path, QString *error)
{
    const HfConfigImport::Result read = HfConfigImport::read(path);
    if (!read.model.is_object()) {
        m_configText = read.error;
        m_configNote->setText(m_configText);
        m_configNote->setVisible(true);
        if (error)
            *error = read.error;
        return false;
    }
    m_configModel = read.model;
    const double params = read.model.value("params", 0.0);
    m_configText =
        tr("Read from %1: %2, computed from the architecture. Check the figures below; the plan keeps "
           "them, not the file.")
            .arg(QDir::toNativeSeparators(path), paramsText(params));
    {
        const QSignalBlocker a(m_presetRadio), b(m_customRadio);
        m_customRadio->setChecked(true);
    }
    setJobValue("/model", read.model);
    reload(); // the fields show the job even when the same model was read twice
    emit completeChanged();
    return true;
}

void ModelPage::chooseHfConfig()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load a Hugging Face config.json"), QString(),
                                                      tr("Model configuration (config.json *.json)"));
    if (!path.isEmpty())
        importHfConfig(path);
}

void ModelPage::writeFramework()
{
    if (isLoading())
        return;
    const QString id = m_framework->currentData().toString();
    if (id.isEmpty())
        removeJobValue("/framework");
    else
        setJobValue("/framework", id.toStdString());
}

void ModelPage::updateFrameworks()
{
    // A framework that cannot train this model or method is greyed out; one the job named that
    // cannot is not silently kept or dropped: the note says why the plan refuses it.
    const auto catalog = session()->catalog();
    if (!catalog)
        return;
    const bool vision = visionModel();
    const std::optional<tp::Method> method = methodOf(m_method->currentData().toString());
    QString refused;
    for (int i = 0; i < m_framework->count(); ++i) {
        const QString id = m_framework->itemData(i).toString();
        if (id.isEmpty())
            continue;
        const tp::Framework *f = catalog->findFramework(id.toStdString());
        const bool kindOk = f && (vision ? f->vision : f->transformers);
        const bool methodOk = f && (!method || f->trains(*method));
        setItemEnabled(m_framework, i, kindOk && methodOk);
        if (i == m_framework->currentIndex() && !(kindOk && methodOk))
            refused = !kindOk
                          ? (vision ? tr("%1 does not train convolutional vision models.")
                                    : tr("%1 does not train transformers."))
                                .arg(m_framework->itemText(i))
                          : tr("%1 does not do %2.").arg(m_framework->itemText(i), m_method->currentText());
    }
    const QString named = JobJson::string(session()->job(), "/framework");
    if (!named.isEmpty() && m_framework->currentData().toString() != named)
        refused = tr("The plan names the framework \"%1\", which this catalog does not have.").arg(named);
    m_frameworkNote->setText(refused.isEmpty() ? QString()
                                               : refused + QLatin1Char(' ') +
                                                     tr("Choose another, or Automatic, to get a plan."));
    m_frameworkNote->setVisible(!refused.isEmpty());
}

void ModelPage::updateEnabled()
{
    const bool custom = customModel();
    const bool vision = visionModel();
    m_preset->setEnabled(!custom);
    m_customBox->setVisible(custom);
    m_transformerFields->setVisible(!vision);
    m_visionFields->setVisible(vision);
    setItemEnabled(m_method, m_method->findData(QStringLiteral("lora")), !vision);
    setItemEnabled(m_method, m_method->findData(QStringLiteral("qlora")), !vision);
    const QString method = m_method->currentData().toString();
    const bool lora = method == QStringLiteral("lora") || method == QStringLiteral("qlora");
    m_loraRank->setEnabled(lora);
    setRowVisible(m_trainingForm, m_loraRank, lora);
    setRowVisible(m_trainingForm, m_seqLen, !vision);
    setRowVisible(m_trainingForm, m_imageSize, vision && !custom);
    m_seqLen->setEnabled(!vision);
    m_imageSize->setEnabled(vision && !custom);
    // model parallelism splits transformer layers; a convolutional network trains data parallel
    for (NumberField *f : {m_tensor, m_pipeline, m_context, m_expert}) {
        setRowVisible(m_advancedForm, f, !vision);
        f->setEnabled(!vision);
    }
}
