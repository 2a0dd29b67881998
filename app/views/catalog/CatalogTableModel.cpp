#include "views/catalog/CatalogTableModel.h"

#include "views/widgets/CatalogMarks.h"

#include <QBrush>
#include <QFont>

CatalogTableModel::CatalogTableModel(std::vector<ColumnSpec> columns, int overrideMarkColumn, QObject *parent)
    : QAbstractTableModel(parent), m_columns(std::move(columns)), m_overrideMarkColumn(overrideMarkColumn)
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
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
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
        return QVariant::fromValue(m_columns[static_cast<std::size_t>(column)].kind == Kind::Number
                                       ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                       : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= static_cast<int>(m_columns.size()))
        return {};
    // translated in the subclass's context, where its QT_TRANSLATE_NOOP put the header
    return metaObject()->tr(m_columns[static_cast<std::size_t>(section)].header, nullptr);
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

const char *CatalogTableModel::fieldOf(int column) const
{
    return column >= 0 && column < static_cast<int>(m_columns.size())
               ? m_columns[static_cast<std::size_t>(column)].field
               : nullptr;
}

bool CatalogTableModel::isEstimatedField(const tp::SourcedRecord &record, int column) const
{
    const char *field = fieldOf(column);
    return field && record.sourceOf(field).confidence == "estimate";
}

QVariant CatalogTableModel::provenanceText(int column, const tp::Provenance &provenance) const
{
    switch (m_columns[static_cast<std::size_t>(column)].kind) {
    case Kind::Source:
        return QString::fromStdString(provenance.source);
    case Kind::Date:
        return QString::fromStdString(provenance.date);
    case Kind::Confidence:
        return CatalogText::confidenceName(provenance.confidence);
    default:
        return {};
    }
}

void CatalogTableModel::addOverriddenToolTip(QStringList &parts, int row) const
{
    if (!overrideFile(row).isEmpty())
        parts << CatalogText::overriddenToolTip(overrideFile(row));
}

QString CatalogTableModel::detailsHead(const QString &title, const QString &subtitle,
                                       const CatalogText::Fields &fields, const QString &overrideFile)
{
    QString html = CatalogText::heading(title, subtitle) + CatalogText::fieldTable(fields);
    if (!overrideFile.isEmpty())
        html += CatalogText::overrideNote(overrideFile);
    return html;
}

QString CatalogTableModel::sourcesOf(const QString &title, const tp::SourcedRecord &record,
                                     const tp::CivilDate &today, bool staleMatters)
{
    const bool stale = staleMatters && tp::isStale(record.provenance.date, today);
    return CatalogText::provenanceBlock(title, record.provenance, stale) +
           CatalogText::fieldSourcesBlock(record.fieldSources, today, staleMatters);
}

QVariant CatalogTableModel::toolTipOf(const QStringList &parts)
{
    return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("\n\n")));
}

int CatalogTableModel::confidenceRank(const std::string &confidence)
{
    return confidence == "quote" ? -1 : confidence == "list" ? 0 : confidence == "reported" ? 1 : 2;
}
