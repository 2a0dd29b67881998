#include "views/jobedit/ArchitectureEditor.h"

#include "core/InputLimits.h"
#include "core/ModelSpec.h"
#include "document/JobJson.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/jobedit/HfConfigImport.h"
#include "views/jobedit/JobPage.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/NumberField.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <algorithm>

namespace {

using nlohmann::json;

} // namespace

ArchitectureEditor::ArchitectureEditor(QWidget *parent) : QWidget(parent)
{
    m_kind = FormWidgets::choiceCombo(
        "modelKindCombo",
        {{tr("Transformer"), QStringLiteral("transformer")},
         {tr("Vision (convolutional)"), QStringLiteral("vision")}},
        tr("Transformer: language models, BERT, ViT. Vision: convolutional networks such "
           "as ResNet or YOLO, sized by the compute of one forward pass."));
    m_architecture =
        FormWidgets::choiceCombo("architectureCombo",
                                 {{tr("Decoder (GPT, Llama)"), QStringLiteral("decoder")},
                                  {tr("Encoder (BERT)"), QStringLiteral("encoder")},
                                  {tr("Encoder-decoder (T5)"), QStringLiteral("encoder-decoder")}},
                                 tr("Which stacks of layers the tokens pass through: a decoder only (GPT, "
                                    "Llama), an encoder only (BERT) or both (T5)."));

    const QString tooLarge = tr("larger than any model trained so far.");
    m_params = FormWidgets::numberField("paramsField", tp::limits::kParams, false);
    m_params->setTooLargeReason(tooLarge);
    m_params->setToolTip(tr("Parameters of the whole model, e.g. 7B or 8.03e9."));
    m_layers = FormWidgets::numberField("layersField", tp::limits::kLayers, true);
    m_layers->setToolTip(tr("Transformer blocks stacked in the model (32 in Llama 3 8B)."));
    m_hidden = FormWidgets::numberField("hiddenField", tp::limits::kHidden, true);
    m_hidden->setToolTip(tr("Width of the model: the length of each token's vector (4,096 in Llama 3 8B)."));
    m_heads = FormWidgets::numberField("headsField", tp::limits::kHeads, true);
    m_heads->setToolTip(tr("Attention heads in each layer (32 in Llama 3 8B)."));
    m_kvHeads =
        FormWidgets::numberField("kvHeadsField", tp::limits::kHeads, true, true, tr("= attention heads"));
    m_kvHeads->setToolTip(tr("Key/value heads of grouped-query attention (8 in Llama 3 8B); empty for "
                             "ordinary multi-head attention."));
    m_ffnHidden = FormWidgets::numberField("ffnHiddenField", tp::limits::kFfnHidden, true, true,
                                           tr("= 4 × hidden size"));
    m_ffnHidden->setToolTip(tr("Width of the feed-forward block in each layer (14,336 in Llama 3 8B). Empty: "
                               "four times the hidden size."));
    m_vocab = FormWidgets::numberField("vocabField", tp::limits::kVocab, true, true, tr("32,000"));
    m_vocab->setToolTip(tr("Tokens the tokenizer knows (128,256 in Llama 3); sizes the embedding and output "
                           "layers. Empty: 32,000."));
    m_headDim = FormWidgets::numberField("headDimField", tp::limits::kHeadDim, true, true,
                                         tr("= hidden size ÷ heads"));
    m_headDim->setToolTip(
        tr("Width of one attention head when it is not the hidden size divided by the heads "
           "(128 in Qwen3). Empty: hidden size ÷ heads."));
    m_experts = FormWidgets::numberField("expertsField", tp::limits::kExperts, true, true, tr("dense model"));
    m_experts->setToolTip(tr("Routed experts in each mixture-of-experts layer (128 in Qwen3-30B-A3B, 8 in "
                             "Mixtral 8x7B). Empty: a dense model."));
    m_expertsPerToken =
        FormWidgets::numberField("expertsPerTokenField", tp::limits::kExpertsPerToken, true, true);
    m_expertsPerToken->setToolTip(
        tr("Experts each token is routed to (top-k): 8 in Qwen3-30B-A3B, 2 in Mixtral."));
    m_sharedExperts =
        FormWidgets::numberField("sharedExpertsField", tp::limits::kSharedExperts, true, true, tr("none"));
    m_sharedExperts->setToolTip(tr("Experts every token passes through besides the routed ones (2 in "
                                   "DeepSeek-V2-Lite). Empty: none."));
    m_moeFfnHidden = FormWidgets::numberField("moeFfnHiddenField", tp::limits::kFfnHidden, true, true,
                                              tr("= FFN hidden size"));
    m_moeFfnHidden->setToolTip(
        tr("Width of one expert's feed-forward block (768 in Qwen3-30B-A3B). Empty: the "
           "FFN hidden size above."));
    m_forwardGflops = FormWidgets::numberField("forwardGflopsField", tp::limits::kForwardGflops, false);
    m_forwardGflops->setUnit(tr("GFLOPs"));
    m_forwardGflops->setToolTip(
        tr("Floating-point operations of one forward pass of one image at the image size "
           "(not multiply-accumulates: twice the MACs papers often quote)."));
    m_customImageSize = FormWidgets::numberField("customImageSizeField", tp::limits::kImageSize, true);
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
    m_configNote = FormWidgets::helpLabel(QString());
    m_configNote->setObjectName(QStringLiteral("configNote"));
    m_configNote->setTextFormat(Qt::PlainText); // paths and file errors are shown as they are
    m_configNote->setVisible(false);

    auto *cf = new QFormLayout(this);
    cf->setContentsMargins(20, 0, 0, 0);
    cf->addRow(m_loadConfig);
    cf->addRow(m_configNote);
    cf->addRow(tr("Kind:"), m_kind);
    cf->addRow(tr("Parameters:"), m_params);
    cf->addRow(m_transformerFields);
    cf->addRow(m_visionFields);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        showKind();
        emit edited(m_kind);
    });
    connect(m_architecture, &QComboBox::currentIndexChanged, this, [this] { emit edited(m_architecture); });
    connect(m_loadConfig, &QPushButton::clicked, this, &ArchitectureEditor::chooseHfConfig);
    for (NumberField *f :
         {m_params, m_layers, m_hidden, m_heads, m_kvHeads, m_ffnHidden, m_vocab, m_headDim, m_experts,
          m_expertsPerToken, m_sharedExperts, m_moeFfnHidden, m_forwardGflops, m_customImageSize})
        connect(f, &NumberField::edited, this, [this, f] { emit edited(f); });
    showKind();
}

void ArchitectureEditor::load(const json *model, const QString &planPath)
{
    if (model && model->contains("hf_config")) {
        // A job written by hand names a config.json: show what it describes; the plan reads
        // it each time, and the first edit here copies the architecture into the job.
        const QString given = JobJson::string(*model, "/hf_config");
        // relative to the plan file's folder, as the command-line tool reads it relative to the job file
        const QString path = QFileInfo(given).isAbsolute() || planPath.isEmpty()
                                 ? given
                                 : QFileInfo(planPath).dir().filePath(given);
        const HfConfigImport::Result read = HfConfigImport::read(path);
        m_configModel = read.model;
        m_configText = read.error.isEmpty()
                           ? tr("The architecture is read from %1 each time the plan is computed; editing a "
                                "figure here copies it into the plan.")
                                 .arg(given)
                           : read.error;
        fill(read.model.is_object() ? read.model : json{{"kind", "transformer"}});
    } else if (model) {
        fill(*model);
    }
    m_configNote->setText(m_configText);
    m_configNote->setVisible(model && !m_configText.isEmpty());
}

void ArchitectureEditor::fill(const json &model)
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
    FormWidgets::selectData(m_kind, text("kind"));
    const QString arch = text("architecture");
    FormWidgets::selectData(m_architecture, arch.isEmpty() ? QStringLiteral("decoder") : arch);
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
    showKind();
}

void ArchitectureEditor::loadPreset(const tp::ModelSpec &preset)
{
    const QSignalBlocker blocker(m_kind);
    m_kind->setCurrentIndex(
        m_kind->findData(preset.isTransformer() ? QStringLiteral("transformer") : QStringLiteral("vision")));
    m_params->setValue(preset.params);
    if (preset.isTransformer()) {
        const QSignalBlocker archBlocker(m_architecture);
        m_architecture->setCurrentIndex(
            m_architecture->findData(QString::fromStdString(tp::toString(preset.architecture))));
        m_layers->setValue(preset.layers);
        m_hidden->setValue(preset.hidden);
        m_heads->setValue(preset.heads);
        m_kvHeads->setValue(preset.kvHeads != preset.heads ? std::optional<double>(preset.kvHeads)
                                                           : std::nullopt);
        m_ffnHidden->setValue(preset.ffnHidden);
        m_vocab->setValue(preset.vocab);
        m_headDim->setValue(preset.headDim > 0 ? std::optional<double>(preset.headDim) : std::nullopt);
        m_experts->setValue(preset.isMoe() ? std::optional<double>(preset.experts) : std::nullopt);
        m_expertsPerToken->setValue(preset.isMoe() ? std::optional<double>(preset.expertsPerToken)
                                                   : std::nullopt);
        m_sharedExperts->setValue(preset.sharedExperts > 0 ? std::optional<double>(preset.sharedExperts)
                                                           : std::nullopt);
        m_moeFfnHidden->setValue(preset.isMoe() ? std::optional<double>(preset.moeFfnHidden) : std::nullopt);
    } else {
        m_forwardGflops->setValue(preset.forwardGflops);
        m_customImageSize->setValue(preset.imageSize);
    }
    showKind();
}

std::optional<json> ArchitectureEditor::model(const json *current) const
{
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
    if (isVision()) {
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
    if (!ok)
        return std::nullopt;
    return model;
}

bool ArchitectureEditor::isVision() const
{
    return m_kind->currentData().toString() == QStringLiteral("vision");
}

void ArchitectureEditor::showKind()
{
    const bool vision = isVision();
    m_transformerFields->setVisible(!vision);
    m_visionFields->setVisible(vision);
}

QList<NumberField *> ArchitectureEditor::fields() const
{
    if (isVision())
        return {m_params, m_forwardGflops, m_customImageSize};
    return {m_params, m_layers,  m_hidden,  m_heads,           m_kvHeads,       m_ffnHidden,
            m_vocab,  m_headDim, m_experts, m_expertsPerToken, m_sharedExperts, m_moeFfnHidden};
}

bool ArchitectureEditor::isValid() const
{
    const QList<NumberField *> list = fields();
    if (!std::all_of(list.begin(), list.end(),
                     [](const NumberField *f) { return !f->isEnabled() || f->isValid(); }))
        return false;
    if (isVision())
        return true;
    if (m_kvHeads->value() && m_heads->value() && *m_kvHeads->value() > *m_heads->value())
        return false;
    // a mixture of experts needs its routing: experts per token, at most the experts
    return !m_experts->value() ||
           (m_expertsPerToken->value() && *m_expertsPerToken->value() <= *m_experts->value());
}

bool ArchitectureEditor::importHfConfig(const QString &path, QString *error)
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
            .arg(QDir::toNativeSeparators(path), parametersText(params));
    emit configImported(read.model);
    return true;
}

void ArchitectureEditor::chooseHfConfig()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load a Hugging Face config.json"), QString(),
                                                      tr("Model configuration (config.json *.json)"));
    if (!path.isEmpty())
        importHfConfig(path);
}

QString ArchitectureEditor::parametersText(double params)
{
    // 25.9M parameters, 8.03B parameters; in Chinese 2590万参数, 80.3亿参数.
    return tr("%1 parameters").arg(PlanText::count(params));
}
