#include "views/results/CompareView.h"

#include "document/PlanSession.h"
#include "views/results/CompareModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

CompareView::CompareView(PlanSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new CompareModel(session, this)), m_hint(new QLabel),
      m_table(new QTableView), m_clear(new QPushButton(tr("C&lear")))
{
    setObjectName(QStringLiteral("compareView"));
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setAccessibleName(tr("Compared candidates"));
    m_table->setToolTip(tr("The candidates ticked in the table, a column each; ✓ marks the best value of "
                           "each row."));
    // Tab leaves the table; the arrow keys move between cells.
    m_table->setTabKeyNavigation(false);
    m_table->setModel(m_model);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_clear->setObjectName(QStringLiteral("compareClear"));
    m_clear->setToolTip(tr("Untick every candidate compared."));

    auto *top = new QHBoxLayout;
    top->addWidget(m_hint, 1);
    top->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);

    connect(m_clear, &QPushButton::clicked, m_session, &PlanSession::clearCompared);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CompareView::update);
    update();
}

void CompareView::update()
{
    const int n = static_cast<int>(m_model->candidates().size());
    if (n < 2)
        m_hint->setText(
            tr("Tick two to four candidates in the first column of the table to compare them here "
               "(%1 ticked).")
                .arg(n));
    else
        m_hint->setText(
            tr("%1 candidates side by side; ✓ and green mark the best value of each row.").arg(n));
    m_clear->setEnabled(n > 0);
}
