#pragma once

#include <QByteArray>
#include <QWidget>
#include <functional>

class QAbstractItemModel;
class QLabel;
class QLineEdit;
class QModelIndex;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;
class QTextBrowser;

// One section of the catalog browser: a filter line that searches the columns (sources only when
// asked), the sortable
// table (the proxy sorts on CatalogRoles::RawValue, so 9.5 sorts before 10) and a details pane
// with the selected row's fields, source, date, confidence and derivation. Works with any model
// that answers CatalogRoles.
class CatalogTablePage : public QWidget
{
    Q_OBJECT

public:
    // "%n GPU(s)" when all rows show, "%1 of %n GPU(s)" when filtered: (shown, total) -> text.
    using CountText = std::function<QString(int shown, int total)>;

    // Child object names are prefix + "FilterEdit", "Table", "Details", "Count".
    CatalogTablePage(QAbstractItemModel *model, const QString &namePrefix, const QString &filterHint,
                     CountText countText, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QLineEdit *filterEdit() const { return m_filter; }
    QTextBrowser *details() const { return m_details; }

    // Whether the filter line also searches the source columns (off at first: a source lists many
    // records, so a search for one would return them all).
    void setFilterSearchesSources(bool searches);

    // The selected row in the model's rows (not the proxy's), -1 when none.
    int currentSourceRow() const;
    void selectSourceRow(int row);
    // Column widths to fit the contents, long text columns capped (their tooltip has the rest).
    void fitColumns();
    // A narrower cap for one column (regions lists, for one).
    void capColumn(int column, int maxWidth);

    QByteArray headerState() const;
    void restoreHeaderState(const QByteArray &state);

signals:
    void currentRowChanged(int sourceRow);
    // A row was double-clicked, or Enter pressed on it: its model row and column.
    void rowActivated(int sourceRow, int column);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void activate(const QModelIndex &proxyIndex);
    void updateCount();
    void updateDetails();

    QAbstractItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QLabel *m_count;
    QSplitter *m_splitter;
    QTableView *m_table;
    QTextBrowser *m_details;
    CountText m_countText;
};
