#pragma once

#include "document/PlanSession.h"

#include <QObject>

class QUndoStack;

// The open plan's undo history: each step the user makes (PlanSession::stepRecorded) on a
// QUndoStack whose clean state is the saved document. A child of the session, so a window rebuilt
// in another language keeps it; a new, opened or recovered document starts it afresh.
class JobUndo : public QObject
{
    Q_OBJECT

public:
    // The session's history, made on first use.
    static JobUndo *of(PlanSession *session);

    QUndoStack *stack() const { return m_stack; }
    PlanSession *session() const { return m_session; }

    // Undo or redo happened: the step typed last is closed, the next keystroke starts a new one.
    void seal() { ++m_generation; }
    int generation() const { return m_generation; }

private:
    explicit JobUndo(PlanSession *session);
    void record(const PlanSession::Step &step);
    void startAfresh();
    void syncModified(bool clean);

    PlanSession *m_session;
    QUndoStack *m_stack;
    int m_generation = 0;
    bool m_syncing = false; // the stack is being reset: its clean state says nothing new
};
