#pragma once

#include "document/PlanOutcome.h"

#include <QAbstractTableModel>
#include <memory>

class PlanSession;

// The plan's candidates as a table, row == index into Plan::candidates. RawValueRole holds the
// numbers the sort and filter proxies and the cost-time chart read, so the chart shows exactly
// the table's rows; the first column's check box picks candidates to compare.
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
        // cost and time before memory: on a 1280-pixel screen the last columns are the ones cut
        CostColumn,
        TimeColumn,
        MemoryColumn,
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
    // Its price is older than the staleness limit, an estimate, or assumed from the on-demand one
    // (spot, monthly): the cost cell shows a mark.
    static bool priceNeedsChecking(const tp::Candidate &c);

    PlanSession *m_session;
    std::shared_ptr<const PlanOutcome> m_outcome;
};
