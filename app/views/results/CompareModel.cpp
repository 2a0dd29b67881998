#include "views/results/CompareModel.h"

#include "document/PlanSession.h"
#include "text/CompareText.h"
#include "text/PlanText.h"
#include "views/widgets/ThemeColours.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>

namespace {

// The best value's cell: a tint of green over the table's background that the palette's text
// still reads on (4.5:1), light or dark. Asked for at each paint, so it follows palette changes.
QColor bestBackground()
{
    const QPalette palette = QGuiApplication::palette();
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor green = ThemeColours::color(ThemeColours::Good, palette, QPalette::Base);
    for (double t = 0.22; t > 0.01; t -= 0.04) {
        const QColor tint = ThemeColours::mix(base, green, t);
        if (ThemeColours::contrast(text, tint) >= 4.5)
            return tint;
    }
    return base;
}

} // namespace

CompareModel::CompareModel(PlanSession *session, QObject *parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(m_session, &PlanSession::planChanged, this, &CompareModel::reset);
    connect(m_session, &PlanSession::comparedChanged, this, &CompareModel::reset);
    reset();
}

void CompareModel::reset()
{
    beginResetModel();
    m_outcome = m_session->outcome();
    m_candidates = m_session->compared();
    endResetModel();
}

const tp::Candidate *CompareModel::candidateAt(int column) const
{
    if (!m_outcome || column < 0 || column >= m_candidates.size())
        return nullptr;
    return m_outcome->candidate(m_candidates[column]);
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_candidates.isEmpty() ? 0 : CompareText::RowCount;
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_candidates.size());
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= CompareText::RowCount)
        return {};
    const tp::Candidate *c = candidateAt(index.column());
    if (!c || !c->instance)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return CompareText::value(*m_outcome->catalog, *c, index.row(), isBest(index.row(), index.column()));
    case RawValueRole:
        return CompareText::raw(*c, index.row());
    case BestRole:
        return isBest(index.row(), index.column());
    case CandidateIndexRole:
        return m_candidates[index.column()];
    case Qt::FontRole:
        if (isBest(index.row(), index.column())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        return isBest(index.row(), index.column()) ? QVariant(bestBackground()) : QVariant();
    case Qt::ToolTipRole:
        return isBest(index.row(), index.column()) ? tr("Best of the candidates compared") : QVariant();
    default:
        return {};
    }
}

bool CompareModel::isBest(int row, int column) const
{
    std::vector<const tp::Candidate *> candidates;
    for (int i = 0; i < m_candidates.size(); ++i)
        candidates.push_back(candidateAt(i));
    const std::vector<bool> best = CompareText::best(candidates, row);
    return column >= 0 && static_cast<std::size_t>(column) < best.size() &&
           best[static_cast<std::size_t>(column)];
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Horizontal) {
        const tp::Candidate *c = candidateAt(section);
        if (!c || !c->instance)
            return {};
        if (role == Qt::ToolTipRole)
            return PlanText::describe(*m_outcome->catalog, *c);
        return CompareText::columnTitle(m_candidates[section], *c);
    }
    if (section < 0 || section >= CompareText::RowCount || role != Qt::DisplayRole)
        return {};
    return CompareText::rowTitle(section);
}
