#pragma once

#include "Catalog.h"

#include <QWidget>

class GpuTableModel;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

// The catalog browser's GPU page: a filter line and the sortable GPU table, every figure with
// its source, date and confidence.
class GpuCatalogPage : public QWidget
{
    Q_OBJECT

public:
    explicit GpuCatalogPage(const tp::Catalog &catalog, QWidget *parent = nullptr);

    QByteArray headerState() const;
    void restoreHeaderState(const QByteArray &state);

private:
    void updateCount();

    GpuTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_table;
    QLabel *m_count;
};
