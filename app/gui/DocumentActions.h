#pragma once

#include <QObject>
#include <functional>

namespace tp {
struct Candidate;
}

class Autosave;
class PlanSession;
class QAction;
class QMainWindow;
class QMenu;
class QMessageBox;

// The plan's life cycle as a file, in the manner of Tiled's DocumentManager: New, Open, the recent
// plans, Save, Save As, Export, the unsaved-changes prompt and the crash copy (an Autosave) offered
// back after a crash. It owns the actions (the window places them) and asks its questions, shows
// its errors and writes its status messages through the window it is given.
class DocumentActions : public QObject
{
    Q_OBJECT

public:
    // The session's crash copy is the one a rebuilt window's session brought along, else a new one.
    DocumentActions(PlanSession *session, QMainWindow *window);

    QAction *newAction() const { return m_newAction; }
    QAction *openAction() const { return m_openAction; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    // Enabled while there is a candidate to export: the selected one, else the recommended one.
    QAction *exportAction() const { return m_exportAction; }
    Autosave *autosave() const { return m_autosave; }

    // The document actions without their dialogs (the menus end in them). false: refused, and
    // the reason was shown.
    bool openFile(const QString &path);
    bool saveFile(const QString &path);
    // Asks whether to save a modified plan: true to go on (saved or discarded), false to stay.
    bool maybeSave();
    // The window is closing: maybeSave(), and when it may close the crash copy goes (the changes
    // were saved or dropped on purpose).
    bool mayClose();
    // At start-up, once the window is shown: when a run that did not quit normally left automatic
    // copies of plans, lists them (file, time) and offers to restore the newest, discard them or
    // keep them for later. Copies that cannot be read are set aside (*.bad) and said where.
    void offerRecovery();

    // Tests answer modal message boxes through this instead of a user: it gets the box, set up,
    // and returns the button pressed. Unset, boxes are shown modally.
    void setMessageBoxResponder(std::function<int(QMessageBox &)> responder);

signals:
    // A plan was opened, or restored from its crash copy: the window shows its results.
    void planOpened();
    // File > New cleared the session: the window shows the wizard's first step.
    void planCleared();

private:
    void newPlan();
    void open();
    bool save();
    bool saveAs();
    void updateRecentMenu();
    // A plan just opened or saved: first of the recent files, its folder the dialogs' next start.
    void rememberPlan(const QString &path);
    void autosaveFailed(const QString &error);
    void autosaveWritten();
    // File > Export: the selected candidate, or the recommended one when none is selected.
    const tp::Candidate *exportCandidate() const;
    void updateExportAction();
    void exportPlan();
    int ask(QMessageBox &box);
    void showError(const QString &title, const QString &text);
    void showMessage(const QString &text, int timeout = 0);

    PlanSession *m_session;
    QMainWindow *m_window;
    Autosave *m_autosave = nullptr;
    QString m_autosaveError; // shown in the status bar until a copy is written again
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    std::function<int(QMessageBox &)> m_messageBoxResponder;
};
