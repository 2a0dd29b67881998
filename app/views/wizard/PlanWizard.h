#pragma once

#include "core/planner/Scenario.h"
#include "document/JobJson.h"

#include <QWidget>
#include <functional>
#include <vector>

class BudgetPage;
class DataPage;
class JobPage;
class ModelPage;
class PlanSession;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QToolButton;
class ScenarioPage;

// The planning wizard, as a step flow inside the main window (not a modal dialog: the job it
// edits is planned live, and the results stay one click away): Scenario → Model → Data → Budget
// → results. A bar of steps on top (earlier steps can be revisited), the page, and under it the
// best plan so far and Back / Next. Next is enabled only while the page is complete.
class PlanWizard : public QWidget
{
    Q_OBJECT

public:
    enum Step
    {
        ScenarioStep,
        ModelStep,
        DataStep,
        BudgetStep,
        StepCount
    };

    PlanWizard(PlanSession *session, const std::vector<tp::ScenarioPreset> &scenarios,
               QWidget *parent = nullptr);

    int currentStep() const { return m_step; }
    void setCurrentStep(int step);
    JobPage *page(int step) const;
    ScenarioPage *scenarioPage() const { return m_scenarioPage; }
    QPushButton *backButton() const { return m_back; }
    QPushButton *nextButton() const { return m_next; }
    // The "5. Results" crumb: enabled once every step is complete and a plan exists.
    QToolButton *resultsButton() const { return m_resultsButton; }

    // What new plans start from (Settings), and who is asked before a modified plan is replaced
    // by a scenario (the main window's save prompt); without one, it is replaced.
    void setPreferences(const JobJson::Preferences &preferences) { m_preferences = preferences; }
    void setDiscardCheck(std::function<bool()> check) { m_discardCheck = std::move(check); }

    // A new plan from a scenario preset ("" for a custom job); false when the user kept the old one.
    bool startFromScenario(const QString &id);

public slots:
    void next();
    void back();

signals:
    // "Show results" on the last step.
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    // To the results: the user's kept runs calibrate the plan first (PlanSession::calibrateFromKept).
    void finish();
    void updateButtons();
    void updatePreview();
    bool resultsReachable() const;

    PlanSession *m_session;
    std::vector<tp::ScenarioPreset> m_scenarios;
    JobJson::Preferences m_preferences;
    std::function<bool()> m_discardCheck;

    ScenarioPage *m_scenarioPage;
    ModelPage *m_modelPage;
    DataPage *m_dataPage;
    BudgetPage *m_budgetPage;
    QList<QToolButton *> m_stepButtons;
    QToolButton *m_resultsButton = nullptr;
    QLabel *m_title;
    QLabel *m_subTitle;
    QStackedWidget *m_stack;
    QLabel *m_preview;
    QPushButton *m_back;
    QPushButton *m_next;
    int m_step = ScenarioStep;
};
