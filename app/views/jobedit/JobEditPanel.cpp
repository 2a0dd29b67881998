#include "views/jobedit/JobEditPanel.h"

#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "views/jobedit/BudgetPage.h"
#include "views/jobedit/DataPage.h"
#include "views/jobedit/ModelPage.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

QScrollArea *scrolled(QWidget *page)
{
    auto *area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(page);
    return area;
}

} // namespace

JobEditPanel::JobEditPanel(PlanSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_header(new QLabel),
      m_wizardButton(new QPushButton(tr("&Wizard…"))), m_tabs(new QTabWidget),
      m_modelPage(new ModelPage(session)), m_dataPage(new DataPage(session)),
      m_budgetPage(new BudgetPage(session))
{
    setObjectName(QStringLiteral("jobEditPanel"));
    m_header->setObjectName(QStringLiteral("jobHeader"));
    m_header->setWordWrap(true);
    m_wizardButton->setObjectName(QStringLiteral("wizardButton"));
    m_wizardButton->setToolTip(tr("Go through the planning steps again, or start from another scenario."));
    m_tabs->setObjectName(QStringLiteral("jobEditTabs"));
    m_tabs->setDocumentMode(true);
    // A narrow panel: combo boxes shrink to it instead of to their longest item.
    for (QWidget *page : {static_cast<QWidget *>(m_modelPage), static_cast<QWidget *>(m_dataPage),
                          static_cast<QWidget *>(m_budgetPage)}) {
        for (QComboBox *combo : page->findChildren<QComboBox *>()) {
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(8);
        }
        // Labels above their fields where a row would not fit the panel.
        for (QFormLayout *form : page->findChildren<QFormLayout *>())
            form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    }
    m_tabs->addTab(scrolled(m_modelPage), m_modelPage->title());
    m_tabs->addTab(scrolled(m_dataPage), m_dataPage->title());
    m_tabs->addTab(scrolled(m_budgetPage), m_budgetPage->title());

    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_wizardButton, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    setMinimumWidth(300);

    connect(m_wizardButton, &QPushButton::clicked, this, &JobEditPanel::wizardRequested);
    connect(m_session, &PlanSession::jobChanged, this, &JobEditPanel::updateHeader);
    updateHeader();
}

void JobEditPanel::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void JobEditPanel::updateHeader()
{
    m_header->setText(tr("<b>Job</b> — every change replans at once"));
}
