#include "views/catalog/CatalogTableModel.h"

#include "views/catalog/CatalogMarks.h"

#include <QBrush>
#include <QFont>

CatalogTableModel::CatalogTableModel(int columnCount, int overrideMarkColumn, QObject *parent)
    : QAbstractTableModel(parent), m_columnCount(columnCount), m_overrideMarkColumn(overrideMarkColumn)
{
}

void CatalogTableModel::clearRows()
{
    m_marks.clear();
}

void CatalogTableModel::addRow(const QString &overrideFile, const QString &details)
{
    m_marks.push_back({overrideFile, details});
}

bool CatalogTableModel::isRow(int row) const
{
    return row >= 0 && row < static_cast<int>(m_marks.size());
}

const QString &CatalogTableModel::overrideFile(int row) const
{
    return m_marks[static_cast<std::size_t>(row)].overrideFile;
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_marks.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columnCount;
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const RowMarks &marks = m_marks[static_cast<std::size_t>(row)];
    const bool overridden = !marks.overrideFile.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, column);
    case RawValueRole:
        return rawData(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case DetailsRole:
        return marks.details;
    case OverriddenRole:
        return overridden;
    case StaleRole:
        return isStale(row, column);
    case Qt::DecorationRole:
        if (column == m_overrideMarkColumn && overridden)
            return CatalogMarks::overriddenIcon();
        if (staleMark(column) == StaleMark::ColourAndIcon && isStale(row, column))
            return CatalogMarks::staleIcon();
        return {};
    case Qt::ForegroundRole:
        if (staleMark(column) != StaleMark::None && isStale(row, column))
            return QBrush(CatalogMarks::staleColor());
        return {};
    case Qt::FontRole: {
        const bool estimate = isEstimate(row, column);
        if (!overridden && !estimate)
            return {};
        QFont font;
        font.setBold(overridden);
        font.setItalic(estimate);
        return font;
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isNumeric(column) ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                                     : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= m_columnCount)
        return {};
    return headerText(section);
}

bool CatalogTableModel::isStale(int, int) const
{
    return false;
}

// Where a subclass does not say otherwise, every stale cell is marked in full.
CatalogTableModel::StaleMark CatalogTableModel::staleMark(int) const
{
    return StaleMark::ColourAndIcon;
}

QVariant CatalogTableModel::toolTipOf(const QStringList &parts)
{
    return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("\n\n")));
}

int CatalogTableModel::confidenceRank(const std::string &confidence)
{
    return confidence == "quote" ? -1 : confidence == "list" ? 0 : confidence == "reported" ? 1 : 2;
}
