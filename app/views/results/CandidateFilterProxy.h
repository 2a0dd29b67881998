#pragma once

#include <QSortFilterProxyModel>

// Filters the candidates table by provider, GPU model and billing mode, and to the feasible
// ones; sorts on the model's raw values (CandidateTableModel::RawValueRole), with candidates
// that have no value (no price) last in either order.
class CandidateFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CandidateFilterProxy(QObject *parent = nullptr);

    // "" shows every provider / GPU / billing mode.
    void setProvider(const QString &provider);
    void setGpu(const QString &gpu);
    void setBilling(const QString &billing);
    void setFeasibleOnly(bool feasibleOnly);

    QString provider() const { return m_provider; }
    QString gpu() const { return m_gpu; }
    QString billing() const { return m_billing; }
    bool feasibleOnly() const { return m_feasibleOnly; }

    // The proxy row of a candidate index, -1 when filtered out.
    int rowOfCandidate(int candidateIndex) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_provider;
    QString m_gpu;
    QString m_billing;
    bool m_feasibleOnly = false;
};
