#pragma once

#include <Qt>

// The item roles every catalog table model answers beside Qt's own, so one page, one proxy and
// one details pane serve all of them.
namespace CatalogRoles {
enum : int
{
    RawValue = Qt::UserRole, // the number or id the sort proxy sorts on (9.5 before 10)
    Details,                 // rich text for the details pane: every field, its source and date
    Overridden,              // bool: the user's overrides folder set this cell's value
    Stale,                   // bool: the cell's date is older than tp::kStaleAfterDays
    SourceHeader,            // headerData(): bool, the column shows sources (long titles and URLs)
};
} // namespace CatalogRoles
