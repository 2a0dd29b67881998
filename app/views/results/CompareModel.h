#pragma once

#include "document/PlanOutcome.h"

#include <QAbstractTableModel>
#include <memory>

class PlanSession;

// The candidates chosen for comparison side by side: one column per candidate (2 to
// PlanSession::kMaxCompared, in the order they were ticked), one row per figure of CompareText
// (its Row enum), the words the PDF's comparison uses too. The best value of a row is marked
// (BestRole, bold on a green ground); ties are all marked.
class CompareModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role
    {
        RawValueRole = Qt::UserRole, // the number compared (empty where a row has none)
        BestRole,                    // bool: the best value of its row
        CandidateIndexRole,          // int: index into Plan::candidates of the column
    };

    explicit CompareModel(PlanSession *session, QObject *parent = nullptr);

    // The candidate indices of the columns.
    QList<int> candidates() const { return m_candidates; }
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reset();
    const tp::Candidate *candidateAt(int column) const;
    bool isBest(int row, int column) const;

    PlanSession *m_session;
    std::shared_ptr<const PlanOutcome> m_outcome;
    QList<int> m_candidates;
};
