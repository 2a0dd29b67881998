#pragma once

#include "views/jobedit/JobPage.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QToolButton;

// Wizard step 2: the model (a catalog preset, a custom architecture, or one read from a Hugging
// Face config.json) and how it is trained: method, training software, precision, LoRA rank,
// sequence length or image size, batch; ZeRO, activation checkpointing, micro-batch, optimizer
// and the parallel degrees under "Advanced". Left empty, the optional settings are chosen per
// candidate by the planner (the fastest that fits the framework's abilities).
class ModelPage : public JobPage
{
    Q_OBJECT

public:
    explicit ModelPage(PlanSession *session, QWidget *parent = nullptr);

    QString title() const override;
    QString subTitle() const override;
    bool isComplete() const override;
    // Reads a Hugging Face config.json (or a model folder holding one) into the custom
    // architecture; false with the reason when the file cannot be used (shown on the page too).
    bool importHfConfig(const QString &path, QString *error = nullptr);

protected:
    void load(const nlohmann::json &job) override;
    QList<NumberField *> fields() const override;

private:
    QWidget *createModelBox();
    QWidget *createTrainingBox();
    QWidget *createAdvancedBox();
    bool customModel() const;
    bool visionModel() const;
    void writeModel();
    void writeMethod();
    void writeFramework();
    void chooseHfConfig();
    void updateEnabled();
    void updateFrameworks();
    void fillCustomFields(const nlohmann::json &model);
    QString configPath(const QString &given) const;

    QRadioButton *m_presetRadio = nullptr;
    QRadioButton *m_customRadio = nullptr;
    QComboBox *m_preset = nullptr;
    QWidget *m_customBox = nullptr;
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

    QComboBox *m_method = nullptr;
    QComboBox *m_framework = nullptr;
    QLabel *m_frameworkNote = nullptr;
    QComboBox *m_precision = nullptr;
    NumberField *m_loraRank = nullptr;
    NumberField *m_seqLen = nullptr;
    NumberField *m_imageSize = nullptr;
    NumberField *m_globalBatch = nullptr;
    QFormLayout *m_trainingForm = nullptr;

    QToolButton *m_advancedToggle = nullptr;
    QWidget *m_advanced = nullptr;
    QFormLayout *m_advancedForm = nullptr;
    QComboBox *m_zeroStage = nullptr;
    QComboBox *m_checkpointing = nullptr;
    NumberField *m_microBatch = nullptr;
    QComboBox *m_optimizer = nullptr;
    NumberField *m_tensor = nullptr;
    NumberField *m_pipeline = nullptr;
    NumberField *m_context = nullptr;
    NumberField *m_expert = nullptr;
};
