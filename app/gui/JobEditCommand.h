#pragma once

#include "document/PlanSession.h"

#include <QUndoCommand>

class JobUndo;

// One step of the plan's history: puts back the job and app block as they were before or after
// it. Keystrokes in one field in a row (the same merge key, no undo or redo between) are one step;
// typed back to where it started, the step is gone.
class JobEditCommand : public QUndoCommand
{
public:
    JobEditCommand(JobUndo *history, PlanSession::Step step);

    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    void undo() override;
    void redo() override;

private:
    JobUndo *m_history;
    PlanSession::Step m_step;
    int m_generation;
    bool m_done = true; // pushed after the session made the edit: the first redo has nothing to do
};
