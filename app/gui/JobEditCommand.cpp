#include "gui/JobEditCommand.h"

#include "gui/JobUndo.h"

#include <QCoreApplication>

namespace {

constexpr int kTypingId = 0x7470; // any id but -1: steps of typing may merge

} // namespace

JobEditCommand::JobEditCommand(JobUndo *history, PlanSession::Step step)
    : m_history(history), m_step(std::move(step)), m_generation(history->generation())
{
    setText(m_step.name.isEmpty() ? QCoreApplication::translate("JobUndo", "Edit the plan") : m_step.name);
}

int JobEditCommand::id() const
{
    return m_step.mergeKey.empty() ? -1 : kTypingId;
}

bool JobEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const JobEditCommand *>(other);
    if (next->m_step.mergeKey != m_step.mergeKey || m_generation != m_history->generation())
        return false;
    m_step.jobAfter = next->m_step.jobAfter;
    m_step.appAfter = next->m_step.appAfter;
    m_step.actualsAfter = next->m_step.actualsAfter;
    setObsolete(m_step.jobAfter == m_step.jobBefore && m_step.appAfter == m_step.appBefore &&
                m_step.actualsAfter == m_step.actualsBefore);
    return true;
}

void JobEditCommand::undo()
{
    m_history->seal();
    m_history->session()->restore(m_step.jobBefore, m_step.appBefore, m_step.actualsBefore);
}

void JobEditCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    m_history->seal();
    m_history->session()->restore(m_step.jobAfter, m_step.appAfter, m_step.actualsAfter);
}
