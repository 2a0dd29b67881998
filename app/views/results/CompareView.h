#pragma once

#include <QWidget>

class CompareModel;
class PlanSession;
class QLabel;
class QPushButton;
class QTableView;

// The comparison tab: the candidates ticked in the table side by side (CompareModel), the
// best value of each row marked, and a button to clear the choice.
class CompareView : public QWidget
{
    Q_OBJECT

public:
    explicit CompareView(PlanSession *session, QWidget *parent = nullptr);

    CompareModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

private:
    void update();

    PlanSession *m_session;
    CompareModel *m_model;
    QLabel *m_hint;
    QTableView *m_table;
    QPushButton *m_clear;
};
