#include "views/results/CatalogChangeNotice.h"

#include "document/PlanSession.h"
#include "text/PlanChangesText.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

CatalogChangeNotice::CatalogChangeNotice(PlanSession *session, QWidget *parent)
    : QFrame(parent), m_session(session), m_label(new QLabel), m_undo(new QPushButton), m_ok(new QPushButton)
{
    setObjectName(QStringLiteral("catalogChangeNotice"));
    setFrameShape(QFrame::StyledPanel);
    m_label->setObjectName(QStringLiteral("catalogChangeText"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_undo->setObjectName(QStringLiteral("undoCatalogChange"));
    m_ok->setObjectName(QStringLiteral("acceptCatalogChange"));

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_undo);
    buttons->addWidget(m_ok);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_label);
    layout->addLayout(buttons);

    connect(m_ok, &QPushButton::clicked, m_session, &PlanSession::dismissCatalogChanges);
    connect(m_undo, &QPushButton::clicked, this, [this] {
        m_session->dismissCatalogChanges();
        emit undoRequested();
    });
    connect(m_session, &PlanSession::catalogChangesFound, this, &CatalogChangeNotice::update);
    connect(m_session, &PlanSession::documentReplaced, this, &CatalogChangeNotice::update);
    retranslate();
    update();
}

void CatalogChangeNotice::update()
{
    const tp::PlanChanges *changes = m_session->catalogChanges();
    setVisible(changes != nullptr);
    if (changes)
        m_label->setText(PlanChangesText::catalogNotice(*changes));
}

void CatalogChangeNotice::retranslate()
{
    m_undo->setText(tr("&Undo the catalog change"));
    m_ok->setText(tr("O&K"));
}

void CatalogChangeNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QFrame::changeEvent(event);
}
