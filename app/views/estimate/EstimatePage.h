#pragma once

#include "core/Catalog.h"
#include "document/EstimateRunner.h"
#include "document/JobDraft.h"

#include <QWidget>

class MemoryChartView;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QSpinBox;

// The quick estimate: a small job form (model, method, precision, GPU, data) beside the memory,
// time and throughput of that job, recomputed on every change; the core answers in
// microseconds. Problems in the job are listed beside the form, never thrown at the user.
class EstimatePage : public QWidget
{
    Q_OBJECT

public:
    explicit EstimatePage(const tp::Catalog &catalog, QWidget *parent = nullptr);

    // The form's answers as they stand.
    JobDraft draft() const;
    const EstimateRunner::Outcome &outcome() const { return m_outcome; }

    void recompute();

signals:
    void recomputed();

private:
    QWidget *createForm();
    QWidget *createResults();
    void selectDefaults();
    void updateModelFields();
    void showOutcome();
    void clearResults();

    const tp::Catalog &m_catalog;
    EstimateRunner::Outcome m_outcome;

    QComboBox *m_model = nullptr;
    QComboBox *m_method = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_gpu = nullptr;
    QSpinBox *m_gpusPerNode = nullptr;
    QSpinBox *m_nodes = nullptr;
    QDoubleSpinBox *m_samples = nullptr;
    QSpinBox *m_tokensPerSample = nullptr;
    QDoubleSpinBox *m_epochs = nullptr;
    QGroupBox *m_problemsBox = nullptr;
    QListWidget *m_problems = nullptr;

    QLabel *m_fits = nullptr;
    QLabel *m_memory = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_throughput = nullptr;
    QLabel *m_gpuHours = nullptr;
    QLabel *m_settings = nullptr;
    MemoryChartView *m_chart = nullptr;
    QListWidget *m_warnings = nullptr;
};
