#include "views/catalog/CatalogTableModel.h"

#include "text/Format.h"
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
    const ColumnSpec &spec = m_columns[static_cast<std::size_t>(column)];
    const bool overridden = !marks.overrideFile.isEmpty();
    switch (role) {
    case DetailsRole:
        return marks.details;
    case OverriddenRole:
        return overridden;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(spec.kind == Kind::Number
                                       ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                       : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::DecorationRole:
        if (column == m_overrideMarkColumn && overridden)
            return CatalogMarks::overriddenIcon();
        break;
    case Qt::DisplayRole:
    case RawValueRole:
    case Qt::ToolTipRole:
    case StaleRole:
    case Qt::ForegroundRole:
    case Qt::FontRole:
        break;
    default:
        return {}; // the view asks for more roles than these on every paint: no cell for them
    }

    const Cell c = cell(row, column);
    switch (role) {
    case Qt::DisplayRole:
        return c.text;
    case RawValueRole:
        return c.sortValue.isValid() ? c.sortValue : c.text;
    case Qt::ToolTipRole: {
        QStringList parts = c.toolTip;
        parts.removeAll(QString());
        return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("\n\n")));
    }
    case StaleRole:
        return c.stale;
    case Qt::DecorationRole:
        if (c.stale && spec.staleMark == StaleMark::ColourAndIcon)
            return CatalogMarks::staleIcon();
        return {};
    case Qt::ForegroundRole:
        if (c.stale && spec.staleMark != StaleMark::None)
            return QBrush(CatalogMarks::staleColor());
        return {};
    default: { // Qt::FontRole
        if (!overridden && !c.estimate)
            return {};
        QFont font;
        font.setBold(overridden);
        font.setItalic(c.estimate);
        return font;
    }
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != CatalogRoles::SourceHeader))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= static_cast<int>(m_columns.size()))
        return {};
    if (role == CatalogRoles::SourceHeader)
        return m_columns[static_cast<std::size_t>(section)].kind == Kind::Source;
    // translated in the subclass's context, where its QT_TRANSLATE_NOOP put the header
    return metaObject()->tr(m_columns[static_cast<std::size_t>(section)].header, nullptr);
}

const char *CatalogTableModel::fieldOf(int column) const
{
    return column >= 0 && column < static_cast<int>(m_columns.size())
               ? m_columns[static_cast<std::size_t>(column)].field
               : nullptr;
}

CatalogTableModel::Cell CatalogTableModel::numberCell(double value, int digits, const QString &none)
{
    Cell c;
    c.text = !none.isEmpty() && value <= 0 ? none : Format::number(value, digits);
    c.sortValue = value;
    return c;
}

void CatalogTableModel::addFieldSource(Cell &cell, const tp::SourcedRecord &record, int column) const
{
    const char *field = fieldOf(column);
    if (!field)
        return;
    const tp::Provenance &source = record.sourceOf(field);
    cell.toolTip << CatalogText::provenanceToolTip(source);
    cell.estimate = source.confidence == "estimate";
}

CatalogTableModel::Cell CatalogTableModel::provenanceCell(int column, const tp::Provenance &provenance) const
{
    Cell c;
    switch (m_columns[static_cast<std::size_t>(column)].kind) {
    case Kind::Source:
        c.text = QString::fromStdString(provenance.source);
        break;
    case Kind::Date:
        c.text = QString::fromStdString(provenance.date); // ISO dates sort as text
        break;
    case Kind::Confidence:
        c.text = CatalogText::confidenceName(provenance.confidence);
        c.sortValue = confidenceRank(provenance.confidence);
        break;
    default:
        return c;
    }
    c.toolTip << CatalogText::provenanceToolTip(provenance);
    return c;
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

int CatalogTableModel::confidenceRank(const std::string &confidence)
{
    return confidence == "quote" ? -1 : confidence == "list" ? 0 : confidence == "reported" ? 1 : 2;
}
