#pragma once

#include "core/watch/LogFollower.h"
#include "core/watch/RunWatch.h"

#include <QDialog>
#include <QTimer>
#include <memory>
#include <optional>

class PlanSession;
class QAreaSeries;
class QChartView;
class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QLineEdit;
class QLineSeries;
class QPushButton;
class QValueAxis;

// "Watch a Run…" (issue 36): a training log followed as it grows against a plan (the open one by
// default, or a plan file), the way `trainplan-cli watch` does: planned progress with its range
// against the run's over time, speed now and planned, ETA, cost so far and projected, a notice when
// the run is projected beyond the budget or deadline with what would bring it back, and "Keep this
// measurement" for calibration, and "Save to Plan", which keeps where the run stands with the
// open plan (an undoable step: the plan sheet's "Plan vs actual"). Closing it never changes the plan. The log
// is read when QFileSystemWatcher says it changed and every two seconds besides (a log on a mounted share
// sends no change signals).
class WatchRunDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WatchRunDialog(PlanSession *session, QWidget *parent = nullptr);
    ~WatchRunDialog() override;

    // The plan watched against: the open one (its selected candidate, else the recommended one),
    // or a file (a .trainplan saved with results, or `trainplan-cli plan --json` output). false,
    // with the reason shown, when it cannot be watched against.
    bool usePlanOfSession();
    bool loadPlanFile(const QString &path);
    // The candidate compared (1-based, as the plan file numbers them).
    bool setCandidate(std::size_t number);
    // Follows a log file; false with the reason shown when it cannot be opened.
    bool openLog(const QString &path);
    // Reads what the log has now (the timer does this every two seconds).
    void pollLog();

    std::optional<tp::watch::WatchStatus> status() const;
    QString verdictText() const;
    QString noticeText() const;
    QString errorText() const;
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *saveToPlanButton() const { return m_saveToPlan; }
    QChartView *chartView() const { return m_chart; }

private:
    void choosePlan();
    void chooseLog();
    void setPlans(tp::watch::WatchPlans plans, const QString &source, bool fromSession);
    void restartWatch();
    void refresh();
    void updateChart(const tp::watch::WatchStatus &status);
    void keepMeasurement();
    void saveToPlan();
    void showError(const QString &text);

    PlanSession *m_session;
    std::optional<tp::watch::WatchPlans> m_plans;
    bool m_planFromSession = false;
    std::unique_ptr<tp::watch::RunWatch> m_watch;
    std::unique_ptr<tp::watch::LogFollower> m_follower;
    QString m_logPath;
    double m_clockStart = 0;
    QFileSystemWatcher *m_fileWatcher;
    QTimer m_timer;

    QLabel *m_planSource;
    QComboBox *m_candidate;
    QLineEdit *m_logEdit;
    QLabel *m_error;
    QChartView *m_chart;
    QLineSeries *m_actual, *m_planned, *m_fast, *m_slow;
    QAreaSeries *m_band;
    QValueAxis *m_axisX, *m_axisY;
    QLabel *m_progress, *m_speed, *m_elapsed, *m_eta, *m_cost, *m_verdict, *m_notes, *m_notice;
    QPushButton *m_keep;
    QPushButton *m_saveToPlan;
};
