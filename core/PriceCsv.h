#pragma once

#include "core/Catalog.h"
#include "core/Instance.h"
#include "core/Problem.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tp {

// One CSV record: its fields and the line it starts on (1-based).
struct CsvRecord
{
    std::size_t line = 0;
    std::vector<std::string> fields;
    bool malformed = false; // reported by parseCsv; its fields are not to be trusted
};

// Splits CSV text as RFC 4180 says: comma-separated fields, double quotes around fields that hold
// commas, quotes ("" inside) or line breaks, CRLF or LF line ends. A leading UTF-8 byte order
// mark is dropped; blank lines are skipped. A record with an unterminated quote or text after a
// closing quote is reported (problem path "line N") and marked malformed.
std::vector<CsvRecord> parseCsv(const std::string &text, const std::string &file, Problems &problems);

// Prices from a spreadsheet, as price overrides (catalog/README.md, "Importing prices from CSV").
// The header row names the columns, in any order:
//   instance_type, billing, price, currency, source, date, confidence   (required)
//   region, note, derivation                                            (optional)
// `price` is per hour, or per month for billing `subscription_month`. Every bad row is reported
// with its line, column and what was expected (problem path "line 7, column 3 (price)"); the good
// rows are kept.
struct PriceCsvImport
{
    std::vector<PriceOverride> prices; // the good rows, in file order
    std::size_t rows = 0;              // data rows (header and blank lines not counted)
    std::size_t badRows = 0;
    bool headerOk = false; // false: no row was read (no header, or a column missing or unknown)
    Problems problems;
};

PriceCsvImport importPriceCsv(const std::string &text, const std::string &file, const Catalog &catalog);

} // namespace tp
