#include "views/results/PlanSheetView.h"

#include "document/PlanSession.h"
#include "views/results/PlanSheet.h"

#include <QEvent>
#include <QScrollBar>

PlanSheetView::PlanSheetView(PlanSession *session, QWidget *parent) : QTextBrowser(parent), m_session(session)
{
    setObjectName(QStringLiteral("planSheet"));
    setOpenLinks(false);
    connect(m_session, &PlanSession::selectionChanged, this, &PlanSheetView::refresh);
    connect(m_session, &PlanSession::jobChanged, this, &PlanSheetView::refresh);
    connect(m_session, &PlanSession::actualsChanged, this, &PlanSheetView::refresh);
    refresh();
}

void PlanSheetView::refresh()
{
    const auto outcome = m_session->outcome();
    const int selected = m_session->selectedIndex();
    // Reading position is kept when the same candidate is refreshed (an edit elsewhere).
    const int scroll = selected == m_candidate ? verticalScrollBar()->value() : 0;
    m_candidate = outcome && outcome->candidate(selected) ? selected : -1;
    setHtml(outcome ? PlanSheet::html(*outcome, m_candidate, m_session->dataLocation(), palette(),
                                      m_session->actuals())
                    : PlanSheet::html(PlanOutcome(), -1, QString(), palette()));
    verticalScrollBar()->setValue(scroll);
}

void PlanSheetView::changeEvent(QEvent *event)
{
    // Light to dark or back: the sheet's colours are picked for the background.
    if (event->type() == QEvent::PaletteChange)
        refresh();
    QTextBrowser::changeEvent(event);
}
