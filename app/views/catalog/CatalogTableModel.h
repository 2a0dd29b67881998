#pragma once

#include "core/Provenance.h"
#include "core/Staleness.h"
#include "text/CatalogText.h"
#include "views/catalog/CatalogRoles.h"

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

// What the catalog's tables have in common: the shape, the header, each row's override file and
// details, and every role of data() (text, sort value, tooltip, the overridden and stale marks,
// alignment, bold and italics). A subclass keeps its records through CatalogRowModel (below) and
// answers cell().
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role
    {
        RawValueRole = CatalogRoles::RawValue,
        DetailsRole = CatalogRoles::Details,
        OverriddenRole = CatalogRoles::Overridden,
        StaleRole = CatalogRoles::Stale,
    };

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    // How a stale cell in a column shows it, beside answering StaleRole.
    enum class StaleMark
    {
        None,
        Colour,        // the text in CatalogMarks::staleColor()
        ColourAndIcon, // and CatalogMarks::staleIcon() beside it
    };

    // What a column shows: text, a number (right-aligned, so that numbers line up by their last
    // digit) or a part of the record's provenance.
    enum class Kind
    {
        Text,
        Number,
        Source,
        Date,
        Confidence,
    };

    // One column, in the order of the subclass's Column enum: its header (QT_TRANSLATE_NOOP in the
    // subclass's context), its kind, the catalog field it shows (for per-field provenance) and how
    // its stale cells are marked.
    struct ColumnSpec
    {
        const char *header;
        Kind kind = Kind::Text;
        const char *field = nullptr;
        StaleMark staleMark = StaleMark::None;
    };

    // What one cell shows, for every role of data().
    struct Cell
    {
        QVariant text;         // DisplayRole
        QVariant sortValue;    // RawValueRole, what the sort proxy sorts on; invalid: the text
        QStringList toolTip;   // paragraphs, a blank line apart
        bool estimate = false; // a figure we estimated ourselves: set in italics, as a hint to check it
        bool stale = false;    // StaleRole, shown as the column's StaleMark says
    };

    // overrideMarkColumn carries the overridden icon: the column that names the record.
    CatalogTableModel(std::vector<ColumnSpec> columns, int overrideMarkColumn, QObject *parent);

    // One row per record, in the order of the records, between beginResetModel() and
    // endResetModel() (CatalogRowModel does it): the user's file that added or replaced the record
    // (empty when the overrides left it alone) and the record's rich text for the details pane.
    void clearRows();
    void addRow(const QString &overrideFile, const QString &details);
    bool isRow(int row) const;
    const QString &overrideFile(int row) const;

    // The cell of a valid row and column.
    virtual Cell cell(int row, int column) const = 0;

    // The catalog field a column shows (its key path), or nullptr.
    const char *fieldOf(int column) const;
    // A number column's cell: the figure to `digits` significant digits, sorted by its value; `none`
    // (a dash) in place of a figure of 0, which then sorts below every real one.
    static Cell numberCell(double value, int digits, const QString &none = QString());
    // A column that shows one of the record's fields: the field's source in the tooltip, and
    // italics when that figure is our own estimate.
    void addFieldSource(Cell &cell, const tp::SourcedRecord &record, int column) const;
    // A Source, Date or Confidence column's cell: that part of the provenance, sorted by
    // confidenceRank in the Confidence column, with the provenance in the tooltip.
    Cell provenanceCell(int column, const tp::Provenance &provenance) const;
    // Adds the note on the user's file that changed the row, if one did.
    void addOverriddenToolTip(QStringList &parts, int row) const;

    // The details pane: heading, fields and the note on the user's file that changed the record.
    static QString detailsHead(const QString &title, const QString &subtitle,
                               const CatalogText::Fields &fields, const QString &overrideFile);
    // The record's provenance under this title, then its fields' own sources; staleMatters marks
    // stale dates against today.
    static QString sourcesOf(const QString &title, const tp::SourcedRecord &record,
                             const tp::CivilDate &today = {}, bool staleMatters = false);

    // The sort order of confidences: a quote of the user's own account first (the firmest figure
    // for that user), then list prices, reported figures and our own estimates.
    static int confidenceRank(const std::string &confidence);

private:
    struct RowMarks
    {
        QString overrideFile;
        QString details;
    };

    const std::vector<ColumnSpec> m_columns;
    const int m_overrideMarkColumn;
    std::vector<RowMarks> m_marks;
};

// A catalog table of Row records. A row is added with its marks in one step, so the records and
// the marks the base answers from cannot drift apart.
template <typename Row> class CatalogRowModel : public CatalogTableModel
{
protected:
    using CatalogTableModel::CatalogTableModel;

    // Between beginResetModel() and endResetModel(): clear(), then add() each row in turn.
    void clear()
    {
        clearRows();
        m_rows.clear();
    }
    void add(Row row, const QString &overrideFile, const QString &details)
    {
        addRow(overrideFile, details);
        m_rows.push_back(std::move(row));
    }
    const Row &rowAt(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
    // The record of a row, or nullptr for a row that does not exist.
    const Row *rowOrNull(int row) const { return isRow(row) ? &rowAt(row) : nullptr; }
    const std::vector<Row> &rows() const { return m_rows; }

private:
    std::vector<Row> m_rows;
};
