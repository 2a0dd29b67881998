#include "views/catalog/CatalogTablePage.h"

#include "views/catalog/CatalogRoles.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <utility>

namespace {

// Sources are long titles with URLs: wider than this and the table stops being a table.
constexpr int kMaxColumnWidth = 300;

// The filter line's proxy: a row shows when the text is in one of its cells, case aside. Source
// columns are searched only when the page says so: a price's source names many instance types,
// so an exact instance name would otherwise bring back every row of that price list (issue 33).
class CatalogFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setText(const QString &text)
    {
        m_text = text;
        invalidateFilter();
    }
    void setSearchesSources(bool searches)
    {
        m_searchesSources = searches;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        if (m_text.isEmpty())
            return true;
        const QAbstractItemModel *model = sourceModel();
        const int columns = model->columnCount(sourceParent);
        for (int c = 0; c < columns; ++c) {
            if (!m_searchesSources &&
                model->headerData(c, Qt::Horizontal, CatalogRoles::SourceHeader).toBool())
                continue;
            if (model->index(sourceRow, c, sourceParent)
                    .data()
                    .toString()
                    .contains(m_text, Qt::CaseInsensitive))
                return true;
        }
        return false;
    }

private:
    QString m_text;
    bool m_searchesSources = false;
};

} // namespace

CatalogTablePage::CatalogTablePage(QAbstractItemModel *model, const QString &namePrefix,
                                   const QString &filterHint, CountText countText, QWidget *parent)
    : QWidget(parent), m_model(model), m_proxy(new CatalogFilterProxy(this)), m_filter(new QLineEdit(this)),
      m_count(new QLabel(this)), m_splitter(new QSplitter(Qt::Vertical, this)),
      m_table(new QTableView(m_splitter)), m_details(new QTextBrowser(m_splitter)),
      m_countText(std::move(countText))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CatalogRoles::RawValue);

    m_filter->setObjectName(namePrefix + QStringLiteral("FilterEdit"));
    m_filter->setPlaceholderText(filterHint);
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this,
            [this](const QString &text) { static_cast<CatalogFilterProxy *>(m_proxy)->setText(text); });
    connect(m_filter, &QLineEdit::textChanged, this, &CatalogTablePage::updateCount);
    m_count->setObjectName(namePrefix + QStringLiteral("Count"));

    m_table->setObjectName(namePrefix + QStringLiteral("Table"));
    m_table->setModel(m_proxy);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // catalog order at first
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSortingEnabled(true);
    // Tab leaves the table for the details and the next control; the arrows move between cells.
    m_table->setTabKeyNavigation(false);
    m_table->installEventFilter(this);

    m_details->setObjectName(namePrefix + QStringLiteral("Details"));
    m_details->setOpenExternalLinks(true);
    m_details->setPlaceholderText(tr("Select a row to see its source, date, confidence and derivation."));

    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({520, 170});

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_count);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addLayout(filterRow);
    layout->addWidget(m_splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateDetails();
        emit currentRowChanged(currentSourceRow());
    });
    connect(m_table, &QTableView::doubleClicked, this, &CatalogTablePage::activate);
    // A reload resets the model: the details and the count follow.
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        updateDetails();
        emit currentRowChanged(currentSourceRow());
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogTablePage::updateCount);
    updateCount();
}

void CatalogTablePage::setFilterSearchesSources(bool searches)
{
    static_cast<CatalogFilterProxy *>(m_proxy)->setSearchesSources(searches);
}

void CatalogTablePage::activate(const QModelIndex &proxyIndex)
{
    const QModelIndex source = m_proxy->mapToSource(proxyIndex);
    if (source.isValid())
        emit rowActivated(source.row(), source.column());
}

bool CatalogTablePage::eventFilter(QObject *watched, QEvent *event)
{
    // Enter on a row does what a double click does (edit a price, add one to an instance type):
    // without it the keyboard could not reach the dialogs.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_table->currentIndex().isValid()) {
            activate(m_table->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

int CatalogTablePage::currentSourceRow() const
{
    const QModelIndex source = m_proxy->mapToSource(m_table->selectionModel()->currentIndex());
    return source.isValid() ? source.row() : -1;
}

void CatalogTablePage::selectSourceRow(int row)
{
    const QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!proxyIndex.isValid()) {
        m_table->selectionModel()->clear();
        updateDetails();
        return;
    }
    m_table->selectionModel()->setCurrentIndex(proxyIndex, QItemSelectionModel::ClearAndSelect |
                                                               QItemSelectionModel::Rows);
    m_table->scrollTo(proxyIndex);
    updateDetails();
}

void CatalogTablePage::fitColumns()
{
    m_table->resizeColumnsToContents();
    const int columns = m_proxy->columnCount();
    for (int c = 0; c < columns; ++c) {
        if (m_table->columnWidth(c) > kMaxColumnWidth)
            m_table->setColumnWidth(c, kMaxColumnWidth);
    }
}

void CatalogTablePage::capColumn(int column, int maxWidth)
{
    if (m_table->columnWidth(column) > maxWidth)
        m_table->setColumnWidth(column, maxWidth);
}

QByteArray CatalogTablePage::headerState() const
{
    return m_table->horizontalHeader()->saveState();
}

void CatalogTablePage::restoreHeaderState(const QByteArray &state)
{
    if (!state.isEmpty())
        m_table->horizontalHeader()->restoreState(state);
}

void CatalogTablePage::updateCount()
{
    m_count->setText(m_countText(m_proxy->rowCount(), m_model->rowCount()));
}

void CatalogTablePage::updateDetails()
{
    const int row = currentSourceRow();
    if (row < 0) {
        m_details->clear();
        return;
    }
    m_details->setHtml(m_model->index(row, 0).data(CatalogRoles::Details).toString());
}
