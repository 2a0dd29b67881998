#pragma once

#include "document/PlanOutcome.h"

#include <QAbstractTableModel>
#include <memory>

class PlanSession;

// The plan's candidates as a table, one row per candidate in the plan's order (row == index
// into Plan::candidates): a thin adapter over the session's latest plan. DisplayRole gives
// formatted text, RawValueRole the number the sort proxy sorts on (a cost of 812 after 96, not
// before), and the other roles the figures the filter proxy and the cost-time chart read, so the
// chart shows exactly the rows the table shows. The first column's check box chooses the
// candidate for the comparison (at most PlanSession::kMaxCompared).
class CandidateTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        RankColumn,
        ProviderColumn,
        InstanceColumn,
        GpuColumn,
        NodesColumn,
        BillingColumn,
        MemoryColumn,
        TimeColumn,
        CostColumn,
        StatusColumn,
        WarningsColumn,
        ColumnCount
    };
    enum Role
    {
        RawValueRole = Qt::UserRole, // per column: the number or id to sort on
        CandidateIndexRole,          // int: index into Plan::candidates
        ProviderRole,                // QString provider id
        GpuRole,                     // QString GPU id
        BillingRole,                 // QString billing name ("ondemand", "spot" ...)
        FeasibleRole,                // bool
        FitsRole,                    // bool: fits in GPU memory
        PricedRole,                  // bool: has a cost
        RecommendedRole,             // bool
        ParetoRole,                  // bool
        CostRole,                    // double, the plan's currency
        TimeRole,                    // double, hours (interruptions included)
    };

    explicit CandidateTableModel(PlanSession *session, QObject *parent = nullptr);

    std::shared_ptr<const PlanOutcome> outcome() const { return m_outcome; }
    const tp::Candidate *candidate(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reset();
    void comparedChanged();
    QVariant display(const tp::Candidate &c, int column) const;
    QVariant raw(const tp::Candidate &c, int row, int column) const;
    QVariant toolTip(const tp::Candidate &c, int column) const;

    PlanSession *m_session;
    std::shared_ptr<const PlanOutcome> m_outcome;
};
