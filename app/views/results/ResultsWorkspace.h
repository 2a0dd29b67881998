#pragma once

#include <QWidget>

class CandidateFilterProxy;
class CandidateTableModel;
class CompareView;
class CostTimeChartView;
class MemoryChartView;
class PlanSession;
class PlanSheetView;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;

// The results of the plan: a summary (the recommendation, or what would make the job
// feasible, with one-click fixes), the candidates table with its filters, the cost-versus-time
// chart of the same rows, and tabs for the selected candidate's plan sheet and memory and for
// the comparison. Table and chart select through the session, so each follows the other.
class ResultsWorkspace : public QWidget
{
    Q_OBJECT

public:
    enum DetailTab
    {
        SheetTab,
        MemoryTab,
        CompareTab
    };

    explicit ResultsWorkspace(PlanSession *session, QWidget *parent = nullptr);

    CandidateTableModel *model() const { return m_model; }
    CandidateFilterProxy *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    CostTimeChartView *chart() const { return m_chart; }
    PlanSheetView *sheet() const { return m_sheet; }
    CompareView *compareView() const { return m_compare; }
    MemoryChartView *memoryChart() const { return m_memory; }
    void setDetailTab(DetailTab tab);

    QByteArray splitterState() const;
    void restoreSplitterState(const QByteArray &state);
    QByteArray headerState() const;
    void restoreHeaderState(const QByteArray &state);

    // "Calibrate from a run…": the dialog that adds a measured run to the job (CalibrateDialog).
    void openCalibrateDialog();
    // Takes the job's measured runs out again, as one undoable step.
    void removeCalibration();
    QPushButton *calibrateButton() const { return m_calibrateButton; }
    // "Calibrated from your run on …: speed × 0.82 — Remove calibration"; hidden when not calibrated.
    QLabel *calibrationLabel() const { return m_calibration; }

    // Applies the plan's suggestion `index` (raise the budget, extend the deadline, use QLoRA …).
    void applySuggestion(int index);

signals:
    // "Undo the catalog change" on the notice of a catalog edit that moved the plan.
    void catalogUndoRequested();
    // "Watch a run…": follow a training log against this plan (the window opens the dialog).
    void watchRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createFilterBar();
    void planChanged();
    void keepCostAndTimeInView();
    void updateSummary();
    void updateFilters();
    void updateCount();
    void selectionChanged(int candidate);
    void tableCurrentChanged();
    void updateMemory();
    void updateCalibration();

    PlanSession *m_session;
    CandidateTableModel *m_model;
    CandidateFilterProxy *m_proxy;
    QLabel *m_summary;
    QLabel *m_calibration = nullptr;
    QPushButton *m_calibrateButton = nullptr;
    QComboBox *m_providerFilter = nullptr;
    QComboBox *m_gpuFilter = nullptr;
    QComboBox *m_billingFilter = nullptr;
    QCheckBox *m_feasibleOnly = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_table;
    CostTimeChartView *m_chart;
    QTabWidget *m_details;
    PlanSheetView *m_sheet;
    MemoryChartView *m_memory;
    QLabel *m_memoryTitle;
    QLabel *m_memoryLegend = nullptr;
    CompareView *m_compare;
    QSplitter *m_vertical;
    QSplitter *m_horizontal;
    bool m_syncing = false;
    bool m_columnsFitted = false;
    int m_comparedCount = 0;
};
