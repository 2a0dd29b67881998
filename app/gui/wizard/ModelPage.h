#pragma once

#include "JobPage.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QRadioButton;
class QToolButton;

// Wizard step 2: the model (a catalog preset, or a custom architecture) and how it is trained:
// method, precision, LoRA rank, sequence length or image size, batch; ZeRO, activation
// checkpointing, micro-batch and optimizer under "Advanced". Left empty, the optional settings
// are chosen per candidate by the planner (the fastest that fits).
class ModelPage : public JobPage
{
    Q_OBJECT

public:
    explicit ModelPage(PlanSession *session, QWidget *parent = nullptr);

    QString title() const override;
    QString subTitle() const override;
    bool isComplete() const override;

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
    void updateEnabled();

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
    NumberField *m_forwardGflops = nullptr;
    NumberField *m_customImageSize = nullptr;

    QComboBox *m_method = nullptr;
    QComboBox *m_precision = nullptr;
    NumberField *m_loraRank = nullptr;
    NumberField *m_seqLen = nullptr;
    NumberField *m_imageSize = nullptr;
    NumberField *m_globalBatch = nullptr;
    QFormLayout *m_trainingForm = nullptr;

    QToolButton *m_advancedToggle = nullptr;
    QWidget *m_advanced = nullptr;
    QComboBox *m_zeroStage = nullptr;
    QComboBox *m_checkpointing = nullptr;
    NumberField *m_microBatch = nullptr;
    QComboBox *m_optimizer = nullptr;
};
