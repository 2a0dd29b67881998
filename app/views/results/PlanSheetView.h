#pragma once

#include <QTextBrowser>

class PlanSession;

// The plan sheet (PlanSheet) of the session's selected candidate, kept current as the
// selection, the plan or the data location change, and coloured for the palette in use.
class PlanSheetView : public QTextBrowser
{
    Q_OBJECT

public:
    explicit PlanSheetView(PlanSession *session, QWidget *parent = nullptr);

    // The candidate shown (-1 none).
    int candidate() const { return m_candidate; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    PlanSession *m_session;
    int m_candidate = -1;
};
