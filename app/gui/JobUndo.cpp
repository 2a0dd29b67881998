#include "gui/JobUndo.h"

#include "gui/JobEditCommand.h"

#include <QUndoStack>

JobUndo *JobUndo::of(PlanSession *session)
{
    if (auto *existing = session->findChild<JobUndo *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new JobUndo(session);
}

JobUndo::JobUndo(PlanSession *session) : QObject(session), m_session(session), m_stack(new QUndoStack(this))
{
    m_stack->setObjectName(QStringLiteral("jobUndoStack"));
    connect(m_session, &PlanSession::stepRecorded, this, &JobUndo::record);
    connect(m_session, &PlanSession::documentReplaced, this, &JobUndo::startAfresh);
    // Saved: this is the clean state. Modified by other means than a step (a recovered copy):
    // no state in the history is the saved one.
    connect(m_session, &PlanSession::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            m_stack->setClean();
        else if (!m_session->isInStep() && m_stack->isClean())
            m_stack->resetClean();
    });
    connect(m_stack, &QUndoStack::cleanChanged, this, &JobUndo::syncModified);
    startAfresh();
}

void JobUndo::record(const PlanSession::Step &step)
{
    m_stack->push(new JobEditCommand(this, step));
}

void JobUndo::startAfresh()
{
    m_syncing = true;
    m_stack->clear();
    if (m_session->isModified())
        m_stack->resetClean();
    else
        m_stack->setClean();
    m_syncing = false;
}

void JobUndo::syncModified(bool clean)
{
    if (!m_syncing)
        m_session->setModified(!clean);
}
