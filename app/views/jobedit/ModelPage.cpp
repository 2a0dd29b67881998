#include "views/jobedit/ModelPage.h"

#include "core/InputLimits.h"
#include "core/JobParser.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "text/CoreMessages.h"
#include "views/jobedit/ArchitectureEditor.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

using nlohmann::json;

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

} // namespace

ModelPage::ModelPage(PlanSession *session, QWidget *parent) : JobPage(session, parent)
{
    setSections({createModelBox(), createTrainingBox(), createAdvancedBox()});
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
                m_preset->addItem(tr("%1 (%2)").arg(QString::fromStdString(m.name),
                                                    ArchitectureEditor::parametersText(m.params)),
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

    // Under "Custom architecture", shown while it is chosen.
    m_architectureEditor = new ArchitectureEditor;

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_presetRadio);
    auto *presetRow = new QHBoxLayout;
    presetRow->setContentsMargins(20, 0, 0, 0);
    presetRow->addWidget(m_preset, 1);
    layout->addLayout(presetRow);
    layout->addWidget(m_customRadio);
    layout->addWidget(m_architectureEditor);

    connect(m_presetRadio, &QRadioButton::clicked, this, &ModelPage::writeModel);
    connect(m_customRadio, &QRadioButton::clicked, this, &ModelPage::writeModel);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ModelPage::writeModel);
    connect(m_architectureEditor, &ArchitectureEditor::edited, this, [this](QWidget *field) {
        const PlanSession::EditStep step = editStep(field);
        writeModel();
        emit completeChanged();
    });
    connect(m_architectureEditor, &ArchitectureEditor::configImported, this, &ModelPage::useImportedModel);
    return box;
}

QWidget *ModelPage::createTrainingBox()
{
    auto *box = new QGroupBox(tr("Training"));
    m_method = FormWidgets::choiceCombo(
        "jobMethodCombo",
        {{tr("Pretraining"), QStringLiteral("pretrain")},
         {tr("Full fine-tuning"), QStringLiteral("full")},
         {tr("LoRA"), QStringLiteral("lora")},
         {tr("QLoRA (4-bit base model)"), QStringLiteral("qlora")}},
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
    m_frameworkNote = FormWidgets::helpLabel(QString());
    m_frameworkNote->setObjectName(QStringLiteral("frameworkNote"));
    m_frameworkNote->setTextFormat(Qt::PlainText);
    ThemeColours::setTextTone(m_frameworkNote, ThemeColours::Warning);
    m_frameworkNote->setVisible(false);

    m_precision = FormWidgets::choiceCombo(
        "jobPrecisionCombo",
        {{tr("Automatic (BF16 where the GPU has it)"), QString()},
         {tr("BF16 mixed precision"), QStringLiteral("bf16")},
         {tr("FP16 mixed precision"), QStringLiteral("fp16")},
         {tr("FP8 (Hopper, Ada)"), QStringLiteral("fp8")},
         {tr("FP32"), QStringLiteral("fp32")}},
        tr("Mixed precision computes in 16 bits on the tensor cores and keeps an FP32 master "
           "copy of the weights. V100 and T4 have no BF16: candidates with them train in FP16."));

    m_loraRank = FormWidgets::numberField("loraRankField", tp::limits::kLoraRank, true);
    m_loraRank->setTooLargeReason(tr("ranks above 1024 are not used in practice."));
    m_loraRank->setToolTip(
        tr("Rank r of the LoRA matrices (8–64 is usual): trainable parameters grow with r."));
    m_seqLen = FormWidgets::numberField("seqLenField", tp::limits::kSeqLen, true, true);
    m_seqLen->setUnit(tr("tokens"));
    m_seqLen->setToolTip(tr("The padded length a batch is allocated for; activation memory grows with it. "
                            "Empty: the model's default."));
    m_imageSize = FormWidgets::numberField("imageSizeField", tp::limits::kImageSize, true, true);
    m_imageSize->setUnit(tr("px"));
    m_imageSize->setToolTip(tr("Side of the square training images, in pixels; compute grows "
                               "with its square. Empty: the size the model was designed for."));
    m_globalBatch =
        FormWidgets::numberField("globalBatchField", tp::limits::kGlobalBatch, true, true, tr("automatic"));
    m_globalBatch->setTooLargeReason(tr("no training run uses a hundred million samples per step."));
    m_globalBatch->setToolTip(
        tr("Sequences or images per optimizer step, over all GPUs. Empty: one micro-batch "
           "per GPU."));

    m_trainingForm = new QFormLayout(box);
    m_trainingForm->addRow(tr("M&ethod:"), m_method);
    m_trainingForm->addRow(tr("Training soft&ware:"), m_framework);
    m_trainingForm->addRow(m_frameworkNote);
    m_trainingForm->addRow(tr("P&recision:"), m_precision);
    m_trainingForm->addRow(tr("LoRA ran&k:"), m_loraRank);
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

    m_zeroStage = FormWidgets::choiceCombo(
        "zeroStageCombo",
        {{tr("Automatic"), -1},
         {tr("0 — plain data parallel (DDP)"), 0},
         {tr("1 — shard optimizer states"), 1},
         {tr("2 — shard optimizer states and gradients"), 2},
         {tr("3 — shard weights too (FSDP)"), 3}},
        tr("<p><b>ZeRO</b> (DeepSpeed's Zero Redundancy Optimizer) splits the optimizer states "
           "(stage 1), the gradients (2) and the weights (3) across the data-parallel GPUs "
           "instead of copying them to each, so a model too big for one GPU's memory can "
           "train on several, at the cost of more communication.</p>"));

    m_checkpointing = FormWidgets::choiceCombo(
        "checkpointingCombo",
        {{tr("Automatic"), QString()},
         {tr("On"), QStringLiteral("on")},
         {tr("Selective (attention only)"), QStringLiteral("selective")},
         {tr("Off"), QStringLiteral("off")}},
        tr("Activation (gradient) checkpointing keeps only each layer's input and recomputes "
           "the rest in the backward pass: far less activation memory for about a third "
           "more compute. Selective recomputes only the attention core (Megatron-LM, NeMo, "
           "torchtitan, MindSpeed)."));

    m_microBatch =
        FormWidgets::numberField("microBatchField", tp::limits::kMicroBatch, true, true, tr("automatic"));
    m_microBatch->setToolTip(tr("Samples per GPU per forward pass; the global batch is reached by gradient "
                                "accumulation."));

    m_optimizer = FormWidgets::choiceCombo(
        "optimizerCombo",
        {{tr("AdamW"), QStringLiteral("adamw")},
         {tr("AdamW 8-bit"), QStringLiteral("adamw8bit")},
         {tr("SGD with momentum"), QStringLiteral("sgd")}},
        tr("What the optimizer keeps per trained parameter: AdamW two FP32 states (8 "
           "bytes), 8-bit AdamW the same in 2 bytes, SGD one momentum (4 bytes)."));

    const QString automatic = tr("automatic");
    m_tensor =
        FormWidgets::numberField("tensorParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_tensor->setToolTip(
        tr("Tensor parallelism: GPUs that split every weight matrix of a layer between them, "
           "inside one node over NVLink. Must divide the attention heads."));
    m_pipeline =
        FormWidgets::numberField("pipelineParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_pipeline->setToolTip(
        tr("Pipeline parallelism: stages that each hold a share of the layers. Must divide "
           "the layers."));
    m_context =
        FormWidgets::numberField("contextParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_context->setToolTip(tr("Context parallelism: GPUs that split each long sequence between them (for 32k "
                             "tokens and more)."));
    m_expert =
        FormWidgets::numberField("expertParallelField", tp::limits::kParallelDegree, true, true, automatic);
    m_expert->setToolTip(tr("Expert parallelism: GPUs that hold different experts of a mixture-of-experts "
                            "model. Must divide the experts."));

    m_advanced = new QWidget;
    auto *form = new QFormLayout(m_advanced);
    m_advancedForm = form;
    form->addRow(tr("&ZeRO stage:"), m_zeroStage);
    m_zeroNote = FormWidgets::helpLabel(QString());
    m_zeroNote->setObjectName(QStringLiteral("zeroNote"));
    m_zeroNote->setTextFormat(Qt::PlainText);
    m_zeroNote->setVisible(false);
    form->addRow(m_zeroNote);
    form->addRow(tr("Activation &checkpointing:"), m_checkpointing);
    form->addRow(tr("&Micro-batch:"), m_microBatch);
    form->addRow(tr("&Optimizer:"), m_optimizer);
    form->addRow(tr("&Tensor parallel:"), m_tensor);
    form->addRow(tr("P&ipeline parallel:"), m_pipeline);
    form->addRow(tr("Conte&xt parallel:"), m_context);
    form->addRow(tr("Expert p&arallel:"), m_expert);
    form->addRow(FormWidgets::helpLabel(
        tr("Automatic settings are chosen for each candidate: the fastest that fits its GPU "
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
        return m_architectureEditor->isVision();
    const auto catalog = session()->catalog();
    const tp::ModelSpec *m =
        catalog ? catalog->findModel(m_preset->currentData().toString().toStdString()) : nullptr;
    return m && !m->isTransformer();
}

QList<NumberField *> ModelPage::fields() const
{
    // the custom architecture's are the editor's to check (isComplete())
    QList<NumberField *> out = {m_loraRank, m_globalBatch, m_microBatch, m_tensor,
                                m_pipeline, m_context,     m_expert};
    if (!customModel() && visionModel())
        out << m_imageSize;
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
    if (!JobPage::isComplete())
        return false;
    return !customModel() || m_architectureEditor->isValid();
}

void ModelPage::writeModel()
{
    if (isLoading())
        return;
    const PlanSession::EditStep step = editStep(); // the model and what it rules out, as one step
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
            removeVisionInapplicable();
        }
        return;
    }

    // A custom model starts from the preset shown, so the user edits figures rather than typing all.
    const nlohmann::json *current = JobJson::find(session()->job(), "/model");
    if (current && current->contains("preset") && catalog)
        if (const tp::ModelSpec *m = catalog->findModel(current->value("preset", "")))
            m_architectureEditor->loadPreset(*m);
    const std::optional<json> model = m_architectureEditor->model(current);
    if (!model) {
        // The fields of the kind now chosen show (a vision model's forward pass) so they can be filled.
        updateEnabled();
        emit completeChanged();
        return; // refused or missing figures stay in their fields, the job keeps the last good model
    }
    setJobValue("/model", *model);
    if (visionModel()) {
        const QString method = JobJson::string(session()->job(), "/method");
        if (method == QStringLiteral("lora") || method == QStringLiteral("qlora")) {
            setJobValue("/method", "full");
            removeJobValue("/lora");
        }
        removeVisionInapplicable();
    }
}

void ModelPage::removeVisionInapplicable()
{
    // Sequence lengths, ZeRO and the LoRA → QLoRA switch are for transformers: a convolutional
    // model trains plain data parallel, so the job carries none of them (in the same edit step).
    removeJobValue("/seq_len");
    removeJobValue("/data/tokens_per_sample"); // images are counted, not tokens
    removeJobValue("/zero_stage");
    removeJobValue("/budget/allow_method_change");
}

void ModelPage::writeMethod()
{
    if (isLoading())
        return;
    const PlanSession::EditStep step = editStep();
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
        FormWidgets::selectData(m_preset, id);
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
    }
    m_architectureEditor->load(custom ? model : nullptr, session()->filePath());

    const QString method = JobJson::string(job, "/method");
    FormWidgets::selectData(m_method, method.isEmpty() ? QStringLiteral("full") : method);
    FormWidgets::selectData(m_precision, JobJson::string(job, "/precision"));
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
    FormWidgets::selectData(m_zeroStage, zero ? static_cast<int>(*zero) : -1);
    const json *ck = JobJson::find(job, "/activation_checkpointing");
    QString checkpointing;
    if (ck && ck->is_boolean())
        checkpointing = ck->get<bool>() ? QStringLiteral("on") : QStringLiteral("off");
    else if (ck && ck->is_string() && ck->get<std::string>() == "selective")
        checkpointing = QStringLiteral("selective");
    FormWidgets::selectData(m_checkpointing, checkpointing);
    m_microBatch->setValue(JobJson::number(job, "/micro_batch"));
    const QString optimizer = JobJson::string(job, "/optimizer");
    FormWidgets::selectData(m_optimizer, optimizer.isEmpty() ? QStringLiteral("adamw") : optimizer);
    m_tensor->setValue(JobJson::number(job, "/parallelism/tensor"));
    m_pipeline->setValue(JobJson::number(job, "/parallelism/pipeline"));
    m_context->setValue(JobJson::number(job, "/parallelism/context"));
    m_expert->setValue(JobJson::number(job, "/parallelism/expert"));
    FormWidgets::selectData(m_framework, JobJson::string(job, "/framework"));
    // Someone who set an advanced figure should see it.
    if (zero || ck || JobJson::find(job, "/micro_batch") || JobJson::find(job, "/parallelism"))
        m_advancedToggle->setChecked(true);
    updateEnabled();
    updateFrameworks();
}

bool ModelPage::importHfConfig(const QString &path, QString *error)
{
    return m_architectureEditor->importHfConfig(path, error);
}

void ModelPage::useImportedModel(const json &model)
{
    {
        const QSignalBlocker a(m_presetRadio), b(m_customRadio);
        m_customRadio->setChecked(true);
    }
    const PlanSession::EditStep step(session(), tr("Read config.json"));
    setJobValue("/model", model);
    reload(); // the fields show the job even when the same model was read twice
    emit completeChanged();
}

void ModelPage::writeFramework()
{
    if (isLoading())
        return;
    const PlanSession::EditStep step = editStep(); // the framework and what it rules out
    const QString id = m_framework->currentData().toString();
    if (id.isEmpty())
        removeJobValue("/framework");
    else
        setJobValue("/framework", id.toStdString());
    if (!zeroApplies())
        removeJobValue("/zero_stage"); // a framework without ZeRO plans plain data parallel
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
    m_architectureEditor->setVisible(custom);
    setItemEnabled(m_method, m_method->findData(QStringLiteral("lora")), !vision);
    setItemEnabled(m_method, m_method->findData(QStringLiteral("qlora")), !vision);
    const QString method = m_method->currentData().toString();
    const bool lora = method == QStringLiteral("lora") || method == QStringLiteral("qlora");
    m_loraRank->setEnabled(lora);
    FormWidgets::setRowVisible(m_trainingForm, m_loraRank, lora);
    FormWidgets::setRowVisible(m_trainingForm, m_seqLen, !vision);
    FormWidgets::setRowVisible(m_trainingForm, m_imageSize, vision && !custom);
    m_seqLen->setEnabled(!vision);
    m_imageSize->setEnabled(vision && !custom);
    // ZeRO shards what data-parallel copies hold: not offered where the plan cannot use it.
    const bool zero = zeroApplies();
    FormWidgets::setRowVisible(m_advancedForm, m_zeroStage, zero);
    m_zeroStage->setEnabled(zero);
    m_zeroNote->setText(
        zero     ? QString()
        : vision ? tr("ZeRO does not apply: a convolutional model trains plain data parallel (DDP).")
                 : tr("ZeRO does not apply: %1 trains plain data parallel (DDP).")
                       .arg(m_framework->currentText()));
    m_zeroNote->setVisible(!zero);
    // model parallelism splits transformer layers; a convolutional network trains data parallel
    for (NumberField *f : {m_tensor, m_pipeline, m_context, m_expert}) {
        FormWidgets::setRowVisible(m_advancedForm, f, !vision);
        f->setEnabled(!vision);
    }
}
