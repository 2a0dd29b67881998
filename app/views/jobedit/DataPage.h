#pragma once

#include "views/jobedit/JobPage.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QRadioButton;

// Wizard step 3: how much data, how often it is seen, and where it lives. Text is sized in
// tokens, or samples with their average tokens; images in images. The location (object
// storage, a parallel file system, NAS or a local disk) shapes the plan sheet's storage advice;
// the job file has no field for it, so it is kept in the .trainplan file's "app" block.
class DataPage : public JobPage
{
    Q_OBJECT

public:
    explicit DataPage(PlanSession *session, QWidget *parent = nullptr);

    QString title() const override;
    QString subTitle() const override;
    bool isComplete() const override;

    // The locations offered, as stored: "object", "parallel-fs", "nas", "local" (named by
    // PlanText::dataLocation).
    static QStringList locations();

protected:
    void load(const nlohmann::json &job) override;
    QList<NumberField *> fields() const override;

private:
    bool visionModel() const;
    bool tokensMode() const;
    void switchMode();
    void updateEnabled();
    void updateSummary();

    QRadioButton *m_tokensRadio = nullptr;
    QRadioButton *m_samplesRadio = nullptr;
    QWidget *m_modeBox = nullptr;
    NumberField *m_tokens = nullptr;
    NumberField *m_samples = nullptr;
    NumberField *m_tokensPerSample = nullptr;
    NumberField *m_epochs = nullptr;
    NumberField *m_sizeGb = nullptr;
    QComboBox *m_location = nullptr;
    QComboBox *m_loader = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_summary = nullptr;
    // The samples' length (tokens_per_sample) before a token count was typed: a switch back to
    // samples counts the tokens in samples of that length.
    double m_lastTokensPerSample = 0;
};
