#pragma once

#include <QWidget>

class BudgetPage;
class DataPage;
class ModelPage;
class PlanSession;
class QLabel;
class QPushButton;
class QTabWidget;

// The job beside the results: the wizard's Model, Data and Budget pages as tabs, editing the
// same session, so every change replans and the results follow at once.
class JobEditPanel : public QWidget
{
    Q_OBJECT

public:
    enum Tab
    {
        ModelTab,
        DataTab,
        BudgetTab
    };

    explicit JobEditPanel(PlanSession *session, QWidget *parent = nullptr);

    ModelPage *modelPage() const { return m_modelPage; }
    DataPage *dataPage() const { return m_dataPage; }
    BudgetPage *budgetPage() const { return m_budgetPage; }
    void setCurrentTab(Tab tab);

signals:
    // "Wizard": the user wants the step flow back.
    void wizardRequested();

private:
    void updateHeader();

    PlanSession *m_session;
    QLabel *m_header;
    QPushButton *m_wizardButton;
    QTabWidget *m_tabs;
    ModelPage *m_modelPage;
    DataPage *m_dataPage;
    BudgetPage *m_budgetPage;
};
