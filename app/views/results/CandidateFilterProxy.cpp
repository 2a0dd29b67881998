#include "views/results/CandidateFilterProxy.h"

#include "views/results/CandidateTableModel.h"

CandidateFilterProxy::CandidateFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(CandidateTableModel::RawValueRole);
    setDynamicSortFilter(true);
}

void CandidateFilterProxy::setProvider(const QString &provider)
{
    if (provider == m_provider)
        return;
    m_provider = provider;
    invalidateRowsFilter();
}

void CandidateFilterProxy::setGpu(const QString &gpu)
{
    if (gpu == m_gpu)
        return;
    m_gpu = gpu;
    invalidateRowsFilter();
}

void CandidateFilterProxy::setBilling(const QString &billing)
{
    if (billing == m_billing)
        return;
    m_billing = billing;
    invalidateRowsFilter();
}

void CandidateFilterProxy::setFeasibleOnly(bool feasibleOnly)
{
    if (feasibleOnly == m_feasibleOnly)
        return;
    m_feasibleOnly = feasibleOnly;
    invalidateRowsFilter();
}

int CandidateFilterProxy::rowOfCandidate(int candidateIndex) const
{
    if (!sourceModel() || candidateIndex < 0 || candidateIndex >= sourceModel()->rowCount())
        return -1;
    const QModelIndex mapped = mapFromSource(sourceModel()->index(candidateIndex, 0));
    return mapped.isValid() ? mapped.row() : -1;
}

bool CandidateFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_provider.isEmpty() && index.data(CandidateTableModel::ProviderRole).toString() != m_provider)
        return false;
    if (!m_gpu.isEmpty() && index.data(CandidateTableModel::GpuRole).toString() != m_gpu)
        return false;
    if (!m_billing.isEmpty() && index.data(CandidateTableModel::BillingRole).toString() != m_billing)
        return false;
    if (m_feasibleOnly && !index.data(CandidateTableModel::FeasibleRole).toBool())
        return false;
    return true;
}

bool CandidateFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    // No value (an unpriced candidate's cost) goes last whichever way the column is sorted.
    if (!a.isValid() || !b.isValid()) {
        if (a.isValid() == b.isValid())
            return left.row() < right.row();
        const bool ascending = sortOrder() == Qt::AscendingOrder;
        return ascending ? a.isValid() : !a.isValid();
    }
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString) {
        const int order = QString::localeAwareCompare(a.toString(), b.toString());
        return order != 0 ? order < 0 : left.row() < right.row();
    }
    const double x = a.toDouble(), y = b.toDouble();
    return x != y ? x < y : left.row() < right.row();
}
