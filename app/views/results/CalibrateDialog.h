#pragma once

#include "core/Problem.h"
#include "core/calibration/RunLog.h"

#include <QDialog>
#include <nlohmann/json.hpp>
#include <optional>

class NumberField;
class PlanSession;
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

// "Calibrate from a run…": what a short training run measured, read from its log (dropped on the
// dialog or picked with a file dialog, a run folder too) or typed, and the hardware it ran on.
// OK adds it to the job's "measured" array as one undoable step, and the plan re-computes with
// the calibration (and, if the user ticks it, keeps it for later plans of the model family); a log the reader
// refuses, or a measurement the planner refuses as impossible, is shown here with the reason and nothing is
// added.
class CalibrateDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CalibrateDialog(PlanSession *session, QWidget *parent = nullptr);

    // Reads a training log, or the log in a run folder (trainer_state.json, results.csv), and
    // shows its figures; false (and the reason shown) when it gives none.
    bool loadLog(const QString &path);
    // Chooses the hardware: an instance type of the catalog, or a GPU of it (false if unknown).
    bool setInstance(const QString &instance, int nodes = 1);
    bool setGpu(const QString &gpu, int gpusPerNode, int nodes = 1);

    // The entry OK adds (spec/cli.md "measured"), or nullopt when the figures are not valid.
    std::optional<nlohmann::json> entry() const;
    // What is shown as wrong (the log's problem or the planner's refusal), "" when nothing.
    QString errorText() const;

    NumberField *tokensField() const { return m_tokens; }
    NumberField *samplesField() const { return m_samples; }
    NumberField *stepField() const { return m_step; }
    NumberField *memoryField() const { return m_memory; }
    NumberField *microBatchField() const { return m_microBatch; }
    NumberField *globalBatchField() const { return m_globalBatch; }
    QCheckBox *keepCheck() const { return m_keep; }

public slots:
    void accept() override;

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void browse();
    void updateHardware();
    nlohmann::json hardware() const;
    void showError(const QString &html);
    // The field of a measured entry's key ("/global_batch"), or null; a problem with it in words.
    NumberField *fieldOf(const std::string &path) const;
    static QString problemText(const tp::Problem &problem);

    PlanSession *m_session;
    std::optional<tp::RunLog> m_log;
    QString m_logDate;
    QLabel *m_drop;
    QLabel *m_logStatus;
    NumberField *m_tokens;
    NumberField *m_samples;
    NumberField *m_step;
    NumberField *m_memory;
    NumberField *m_microBatch;
    NumberField *m_globalBatch;
    QComboBox *m_hardware;
    QSpinBox *m_gpusPerNode;
    QSpinBox *m_nodes;
    QCheckBox *m_keep;
    QLabel *m_error;
    QString m_errorText;
};
