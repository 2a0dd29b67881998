#pragma once

#include <QFrame>

class PlanSession;
class QLabel;
class QPushButton;

// Above the results when a catalog change (a price the user edited or imported, a reload) moved
// the open plan (PlanSession::catalogChanges): what changed, with "Undo the catalog change" (the
// catalog browser's undo, which plans again) and "OK" (the notice goes; the plan stays modified).
// Hidden while there is nothing to say; not a modal box.
class CatalogChangeNotice : public QFrame
{
    Q_OBJECT

public:
    explicit CatalogChangeNotice(PlanSession *session, QWidget *parent = nullptr);

    QLabel *label() const { return m_label; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *okButton() const { return m_ok; }

signals:
    // The user asked to undo the catalog change that moved the plan.
    void undoRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();
    void retranslate();

    PlanSession *m_session;
    QLabel *m_label;
    QPushButton *m_undo;
    QPushButton *m_ok;
};
