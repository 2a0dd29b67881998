#pragma once

#include "views/jobedit/JobPage.h"

class ArchitectureEditor;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QRadioButton;
class QToolButton;

// Wizard step 2: the model (a catalog preset, or a custom architecture typed or read from a Hugging
// Face config.json: an ArchitectureEditor) and how it is trained: method, training software,
// precision, LoRA rank, sequence length or image size, batch; ZeRO, activation checkpointing,
// micro-batch, optimizer and the parallel degrees under "Advanced". Left empty, the optional
// settings are chosen per candidate by the planner (the fastest that fits the framework's abilities).
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
    void removeVisionInapplicable();
    void writeFramework();
    // A config.json was read: the job's model is now a custom one, as the file describes it.
    void useImportedModel(const nlohmann::json &model);
    void updateEnabled();
    void updateFrameworks();

    QRadioButton *m_presetRadio = nullptr;
    QRadioButton *m_customRadio = nullptr;
    QComboBox *m_preset = nullptr;
    ArchitectureEditor *m_architectureEditor = nullptr;

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
    QLabel *m_zeroNote = nullptr;
    QComboBox *m_checkpointing = nullptr;
    NumberField *m_microBatch = nullptr;
    QComboBox *m_optimizer = nullptr;
    NumberField *m_tensor = nullptr;
    NumberField *m_pipeline = nullptr;
    NumberField *m_context = nullptr;
    NumberField *m_expert = nullptr;
};
