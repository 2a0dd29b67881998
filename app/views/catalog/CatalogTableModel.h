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
// alignment, bold and italics). A subclass holds its records and answers the virtuals per cell.
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
    // subclass's context), its kind and the catalog field it shows (for per-field provenance).
    struct ColumnSpec
    {
        const char *header;
        Kind kind = Kind::Text;
        const char *field = nullptr;
    };

    // overrideMarkColumn carries the overridden icon: the column that names the record.
    CatalogTableModel(std::vector<ColumnSpec> columns, int overrideMarkColumn, QObject *parent);

    // A subclass adds one row per record, in the order of its records, between beginResetModel()
    // and endResetModel(): the user's file that added or replaced the record (empty when the
    // overrides left it alone) and the record's rich text for the details pane.
    void clearRows();
    void addRow(const QString &overrideFile, const QString &details);
    bool isRow(int row) const;
    const QString &overrideFile(int row) const;

    virtual QVariant displayData(int row, int column) const = 0;
    // The number or id the sort proxy sorts on (RawValueRole).
    virtual QVariant rawData(int row, int column) const = 0;
    virtual QVariant toolTip(int row, int column) const = 0;
    // A figure we estimated ourselves: set in italics, as a hint to check its source.
    virtual bool isEstimate(int row, int column) const = 0;
    // StaleRole; false unless a subclass says so (specifications do not go stale like prices).
    virtual bool isStale(int row, int column) const;
    virtual StaleMark staleMark(int column) const;

    // The catalog field a column shows (its key path), or nullptr.
    const char *fieldOf(int column) const;
    // Whether the record's figure in this column is our own estimate.
    bool isEstimatedField(const tp::SourcedRecord &record, int column) const;
    // The text of a Source, Date or Confidence column; an empty variant for other columns.
    QVariant provenanceText(int column, const tp::Provenance &provenance) const;
    // Adds the note on the user's file that changed the row, if one did.
    void addOverriddenToolTip(QStringList &parts, int row) const;

    // The details pane: heading, fields and the note on the user's file that changed the record.
    static QString detailsHead(const QString &title, const QString &subtitle,
                               const CatalogText::Fields &fields, const QString &overrideFile);
    // The record's provenance under this title, then its fields' own sources; staleMatters marks
    // stale dates against today.
    static QString sourcesOf(const QString &title, const tp::SourcedRecord &record,
                             const tp::CivilDate &today = {}, bool staleMatters = false);

    // Tooltip paragraphs, a blank line apart; no tooltip when there are none.
    static QVariant toolTipOf(const QStringList &parts);
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
