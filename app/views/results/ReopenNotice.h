#pragma once

#include <QFrame>

class PlanSession;
class QLabel;
class QPushButton;

// Above the results of a reopened plan whose saved results differ from today's plan of its job
// (PlanSession::reopenChanges): what changed, and the choice "Keep today's figures" (the notice
// goes; saving records today's results) or "Show the saved figures" (the saved recommendation
// beside today's, read-only: the file keeps the saved plan's JSON, not a plan the views can show).
// Hidden while there is nothing to say. Not a modal box: the results stay in view.
class ReopenNotice : public QFrame
{
    Q_OBJECT

public:
    explicit ReopenNotice(PlanSession *session, QWidget *parent = nullptr);

    QLabel *label() const { return m_label; }
    QPushButton *keepButton() const { return m_keep; }
    QPushButton *savedButton() const { return m_showSaved; }
    bool showsSaved() const { return m_savedShown; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();
    void retranslate();

    PlanSession *m_session;
    QLabel *m_label;
    QLabel *m_saved;
    QPushButton *m_keep;
    QPushButton *m_showSaved;
    bool m_savedShown = false;
};
