#pragma once

#include <QWidget>
#include <nlohmann/json.hpp>
#include <optional>

namespace tp {
struct ModelSpec;
}

class NumberField;
class QComboBox;
class QLabel;
class QPushButton;

// The model step's custom architecture: the kind, the size and, for a transformer, the layers,
// widths, heads and experts, typed or read from a Hugging Face config.json. It shows a job's model
// and says what the fields describe; ModelPage writes that into the job.
class ArchitectureEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ArchitectureEditor(QWidget *parent = nullptr);

    // Shows `model`, the job's custom model, or (nullptr) that the job names a preset: the fields
    // keep their figures and the note on config.json hides. A model that names a config.json
    // (hf_config) shows what the file describes, a relative path read beside `planPath`.
    void load(const nlohmann::json *model, const QString &planPath);
    // Fills the fields from a catalog preset, as a custom model starts from the preset shown.
    void loadPreset(const tp::ModelSpec &preset);
    // The job's "model" as the fields describe it; nullopt while a figure is refused or missing.
    // `current` is the job's model now: what its config.json said beyond the fields is kept.
    std::optional<nlohmann::json> model(const nlohmann::json *current) const;

    // A convolutional vision model (else a transformer).
    bool isVision() const;
    // The fields of the kind chosen.
    QList<NumberField *> fields() const;
    // Every field of the kind chosen is valid, key/value heads are at most the heads, and a mixture
    // of experts routes each token to at most its experts.
    bool isValid() const;

    // Reads a Hugging Face config.json (or a model folder holding one) and emits configImported();
    // false with the reason when the file cannot be used (shown in the note too).
    bool importHfConfig(const QString &path, QString *error = nullptr);

    // "8.03B parameters", "125M parameters" (Chinese: "80.3亿参数", "1.25亿参数").
    static QString parametersText(double params);

signals:
    // The user changed the kind, the architecture or a figure (`field`): model() says what it is now.
    void edited(QWidget *field);
    // A config.json was read: `model` is the job's new model.
    void configImported(const nlohmann::json &model);

private:
    void chooseHfConfig();
    void showKind();
    void fill(const nlohmann::json &model);

    QComboBox *m_kind = nullptr;
    QComboBox *m_architecture = nullptr;
    QWidget *m_transformerFields = nullptr;
    QWidget *m_visionFields = nullptr;
    NumberField *m_params = nullptr;
    NumberField *m_layers = nullptr;
    NumberField *m_hidden = nullptr;
    NumberField *m_heads = nullptr;
    NumberField *m_kvHeads = nullptr;
    NumberField *m_ffnHidden = nullptr;
    NumberField *m_vocab = nullptr;
    NumberField *m_headDim = nullptr;
    NumberField *m_experts = nullptr;
    NumberField *m_expertsPerToken = nullptr;
    NumberField *m_sharedExperts = nullptr;
    NumberField *m_moeFfnHidden = nullptr;
    NumberField *m_forwardGflops = nullptr;
    NumberField *m_customImageSize = nullptr;
    QPushButton *m_loadConfig = nullptr;
    QLabel *m_configNote = nullptr;
    nlohmann::json m_configModel; // the model the last config.json read described
    QString m_configText;         // what the note says about it
};
