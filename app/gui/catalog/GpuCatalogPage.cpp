#include "GpuCatalogPage.h"

#include "GpuTableModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

GpuCatalogPage::GpuCatalogPage(const tp::Catalog &catalog, QWidget *parent)
    : QWidget(parent),
      m_model(new GpuTableModel(this)),
      m_proxy(new QSortFilterProxyModel(this)),
      m_filter(new QLineEdit(this)),
      m_table(new QTableView(this)),
      m_count(new QLabel(this))
{
    m_model->setGpus(catalog.gpus);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(GpuTableModel::RawValueRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setObjectName(QStringLiteral("gpuFilterEdit"));
    m_filter->setPlaceholderText(tr("Filter by GPU, vendor, generation or source"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_filter, &QLineEdit::textChanged, this, &GpuCatalogPage::updateCount);

    m_table->setObjectName(QStringLiteral("gpuTable"));
    m_table->setModel(m_proxy);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // catalog order at first
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
    // Sources are long titles and URLs: keep the column readable, the tooltip has the rest.
    m_table->setColumnWidth(GpuTableModel::SourceColumn, 280);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_count);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filterRow);
    layout->addWidget(m_table, 1);

    updateCount();
}

QByteArray GpuCatalogPage::headerState() const
{
    return m_table->horizontalHeader()->saveState();
}

void GpuCatalogPage::restoreHeaderState(const QByteArray &state)
{
    if (!state.isEmpty())
        m_table->horizontalHeader()->restoreState(state);
}

void GpuCatalogPage::updateCount()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(shown == total ? tr("%n GPU(s)", nullptr, total)
                                    : tr("%1 of %n GPU(s)", nullptr, total).arg(shown));
}
