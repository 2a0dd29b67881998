#include "core/PriceCsv.h"

#include "core/InputLimits.h"
#include "core/JsonReader.h"
#include "core/SafeText.h"
#include "core/Staleness.h"
#include "core/Strings.h"

#include <array>
#include <cmath>
#include <locale>
#include <map>
#include <regex>
#include <sstream>

namespace tp {

namespace {

// "two\r\nlines\tof text" -> "two lines of text": runs of CR, LF and tab become one space.
std::string foldLineBreaks(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    bool inBreak = false;
    for (char ch : text) {
        const bool isBreak = ch == '\r' || ch == '\n' || ch == '\t';
        if (isBreak && !inBreak)
            out += ' ';
        else if (!isBreak)
            out += ch;
        inBreak = isBreak;
    }
    return out;
}

enum Column
{
    InstanceTypeCol,
    BillingCol,
    PriceCol,
    CurrencyCol,
    RegionCol,
    SourceCol,
    DateCol,
    ConfidenceCol,
    NoteCol,
    DerivationCol,
    ColumnCount
};

const std::array<const char *, ColumnCount> kColumnNames = {
    "instance_type", "billing", "price",      "currency", "region",
    "source",        "date",    "confidence", "note",     "derivation"};
const std::array<bool, ColumnCount> kRequired = {true, true, true, true,  false,
                                                 true, true, true, false, false};

std::string trimmed(const std::string &s)
{
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const auto last = s.find_last_not_of(" \t");
    return s.substr(first, last - first + 1);
}

// RFC 3629 UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
bool validUtf8(const std::string &s)
{
    std::size_t i = 0;
    const std::size_t n = s.size();
    while (i < n) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        std::size_t len = 0;
        unsigned min = 0, cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            len = 2, min = 0x80, cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3, min = 0x800, cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4, min = 0x10000, cp = c & 0x07;
        } else {
            return false;
        }
        if (i + len > n)
            return false;
        for (std::size_t k = 1; k < len; ++k) {
            const unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += len;
    }
    return true;
}

std::string lineOf(std::size_t line)
{
    return "line " + std::to_string(line);
}

} // namespace

std::vector<CsvRecord> parseCsv(const std::string &text, const std::string &file, Problems &problems)
{
    std::vector<CsvRecord> out;
    const std::size_t n = text.size();
    std::size_t i = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    std::size_t line = 1;
    auto atLineEnd = [&](std::size_t at) { return at >= n || text[at] == '\n' || text[at] == '\r'; };
    auto skipLineEnd = [&]() {
        if (i < n && text[i] == '\r')
            ++i;
        if (i < n && text[i] == '\n')
            ++i;
        ++line;
    };
    while (i < n) {
        CsvRecord rec;
        rec.line = line;
        std::string error;
        for (;;) {
            std::string field;
            if (text[i] == '"') {
                ++i;
                bool closed = false;
                while (i < n) {
                    if (text[i] == '"') {
                        if (i + 1 < n && text[i + 1] == '"') {
                            field += '"';
                            i += 2;
                            continue;
                        }
                        ++i;
                        closed = true;
                        break;
                    }
                    if (text[i] == '\n')
                        ++line;
                    field += text[i++];
                }
                if (!closed) {
                    error = "a quoted field opened on this line is never closed";
                    break;
                }
                if (i < n && text[i] != ',' && !atLineEnd(i)) {
                    error = "text after the closing quote of field " + std::to_string(rec.fields.size() + 1) +
                            " (a quote inside a field is written as two quotes)";
                    while (!atLineEnd(i))
                        ++i;
                    break;
                }
            } else {
                while (i < n && text[i] != ',' && !atLineEnd(i))
                    field += text[i++];
            }
            rec.fields.push_back(std::move(field));
            if (i < n && text[i] == ',') {
                ++i;
                if (i >= n) { // "a,b," at the very end: one more, empty, field
                    rec.fields.emplace_back();
                    break;
                }
                continue;
            }
            break;
        }
        if (i < n)
            skipLineEnd();
        if (!error.empty()) {
            problems.push_back({Problem::Severity::Error, "malformed-csv", file, lineOf(rec.line), error});
            rec.malformed = true;
            out.push_back(std::move(rec));
            continue;
        }
        if (rec.fields.size() == 1 && trimmed(rec.fields[0]).empty())
            continue; // blank line
        out.push_back(std::move(rec));
    }
    return out;
}

PriceCsvImport importPriceCsv(const std::string &text, const std::string &file, const Catalog &catalog)
{
    PriceCsvImport r;
    // Excel's "Unicode text" is UTF-16: say so instead of listing columns of NUL bytes.
    if (text.compare(0, 2, "\xFF\xFE") == 0 || text.compare(0, 2, "\xFE\xFF") == 0 ||
        text.find('\0') != std::string::npos) {
        r.problems.push_back({Problem::Severity::Error, "bad-encoding", file, lineOf(1),
                              "the file is UTF-16 or binary, not UTF-8 text; save it as \"CSV UTF-8\""});
        return r;
    }
    std::vector<CsvRecord> records = parseCsv(text, file, r.problems);
    if (records.empty()) {
        r.problems.push_back(
            {Problem::Severity::Error, "missing-header", file, lineOf(1),
             "expected a header row naming the columns (instance_type,billing,price,currency,region,"
             "source,date,confidence,note)"});
        return r;
    }

    // Header: which field holds which column.
    const CsvRecord &header = records.front();
    std::array<int, ColumnCount> at;
    at.fill(-1);
    bool headerOk = !header.malformed;
    std::string expected;
    for (const char *name : kColumnNames)
        expected += (expected.empty() ? "" : ", ") + std::string(name);
    for (std::size_t f = 0; f < header.fields.size() && !header.malformed; ++f) {
        std::string name = toLower(trimmed(header.fields[f]));
        if (name == "notes")
            name = "note";
        const std::string where = lineOf(header.line) + ", column " + std::to_string(f + 1);
        if (!validUtf8(header.fields[f])) {
            r.problems.push_back({Problem::Severity::Error, "bad-encoding", file, where,
                                  "expected UTF-8 text (save the CSV as UTF-8)"});
            headerOk = false;
            continue;
        }
        int col = -1;
        for (int c = 0; c < ColumnCount; ++c)
            if (name == kColumnNames[static_cast<std::size_t>(c)])
                col = c;
        if (col < 0) {
            r.problems.push_back(
                {Problem::Severity::Error, "unknown-column", file, where,
                 "unknown column " + quoteValue(header.fields[f]) + " (expected one of: " + expected + ")"});
            headerOk = false;
        } else if (at[static_cast<std::size_t>(col)] >= 0) {
            r.problems.push_back({Problem::Severity::Error, "duplicate-column", file, where,
                                  "column " + quoteValue(name) + " appears twice"});
            headerOk = false;
        } else {
            at[static_cast<std::size_t>(col)] = static_cast<int>(f);
        }
    }
    for (int c = 0; c < ColumnCount && !header.malformed; ++c)
        if (kRequired[static_cast<std::size_t>(c)] && at[static_cast<std::size_t>(c)] < 0) {
            r.problems.push_back(
                {Problem::Severity::Error, "missing-column", file, lineOf(header.line),
                 std::string("the header has no column \"") + kColumnNames[static_cast<std::size_t>(c)] +
                     "\" (required: instance_type, billing, price, currency, source, date, confidence)"});
            headerOk = false;
        }
    r.headerOk = headerOk;
    if (!headerOk)
        return r;

    static const std::regex number(R"(^\d+(\.\d+)?$)");
    const std::vector<std::string> billings = namesOf<Billing>();
    std::string billingList;
    for (const auto &b : billings)
        billingList += (billingList.empty() ? "" : ", ") + b;

    for (std::size_t k = 1; k < records.size(); ++k) {
        const CsvRecord &rec = records[k];
        ++r.rows;
        if (rec.malformed) {
            ++r.badRows;
            continue;
        }
        const std::size_t problemsBefore = r.problems.size();
        auto bad = [&](Column c, const std::string &code, const std::string &message) {
            const auto f = static_cast<std::size_t>(at[c]);
            r.problems.push_back(
                {Problem::Severity::Error, code, file,
                 lineOf(rec.line) + ", column " + std::to_string(f + 1) + " (" + kColumnNames[c] + ")",
                 message});
        };
        if (rec.fields.size() != header.fields.size()) {
            r.problems.push_back({Problem::Severity::Error, "wrong-field-count", file, lineOf(rec.line),
                                  "expected " + std::to_string(header.fields.size()) +
                                      " fields (as the header), found " + std::to_string(rec.fields.size()) +
                                      " (a field holding a comma must be in double quotes)"});
            ++r.badRows;
            continue;
        }
        std::array<std::string, ColumnCount> v;
        for (int c = 0; c < ColumnCount; ++c) {
            if (at[static_cast<std::size_t>(c)] < 0)
                continue;
            v[static_cast<std::size_t>(c)] =
                trimmed(rec.fields[static_cast<std::size_t>(at[static_cast<std::size_t>(c)])]);
            if (!validUtf8(v[static_cast<std::size_t>(c)])) {
                bad(static_cast<Column>(c), "bad-encoding", "expected UTF-8 text (save the CSV as UTF-8)");
                v[static_cast<std::size_t>(c)].clear();
                continue;
            }
            // A line break inside a quoted cell of free text (a spreadsheet's Alt+Enter) becomes a
            // space: no value of the overrides file may hold one. Any other control character, or
            // a line break in an id, would be refused when the file is read back: refused here,
            // with the cell named.
            if (c == SourceCol || c == NoteCol || c == DerivationCol)
                v[static_cast<std::size_t>(c)] = foldLineBreaks(v[static_cast<std::size_t>(c)]);
            if (const std::string u = unsafeCharacter(v[static_cast<std::size_t>(c)]); !u.empty()) {
                bad(static_cast<Column>(c), "unsafe-text",
                    quoteValue(v[static_cast<std::size_t>(c)]) + " holds " + u + ", which no value may hold");
                v[static_cast<std::size_t>(c)].clear();
                continue;
            }
            // the loader's length limits, here, so that the row is refused and not the whole file
            const bool freeText = c == SourceCol || c == NoteCol || c == DerivationCol;
            const std::size_t maxChars = freeText ? limits::kMaxTextChars : limits::kMaxNameChars;
            if (const std::size_t n = characterCount(v[static_cast<std::size_t>(c)]);
                c != PriceCol && n > maxChars) { // a price is read as a number, not kept as text
                bad(static_cast<Column>(c), "too-long",
                    "is " + std::to_string(n) + " characters long; at most " + std::to_string(maxChars) +
                        " are allowed");
                v[static_cast<std::size_t>(c)].clear();
                continue;
            }
            if (v[static_cast<std::size_t>(c)].empty() && kRequired[static_cast<std::size_t>(c)])
                bad(static_cast<Column>(c), "missing-field", "required, found an empty field");
        }

        PriceOverride o;
        const InstanceType *instance = nullptr;
        if (!v[InstanceTypeCol].empty()) {
            const std::string key = toLower(v[InstanceTypeCol]);
            for (const InstanceType &i : catalog.instances)
                if (toLower(i.id) == key)
                    instance = &i;
            if (!instance)
                bad(InstanceTypeCol, "unknown-instance",
                    "expected an instance type of the catalog, found " + quoteValue(v[InstanceTypeCol]));
            else
                o.instanceType = instance->id;
        }
        if (!v[BillingCol].empty()) {
            std::string b = toLower(v[BillingCol]);
            if (b == "subscription")
                b = "subscription_month";
            if (auto billing = fromString<Billing>(b))
                o.price.billing = *billing;
            else
                bad(BillingCol, "unknown-value",
                    "expected one of " + billingList + ", found " + quoteValue(v[BillingCol]));
        }
        if (!v[PriceCol].empty()) {
            double amount = 0;
            if (std::regex_match(v[PriceCol], number)) {
                std::istringstream in(v[PriceCol]);
                in.imbue(std::locale::classic());
                if (!(in >> amount) || !std::isfinite(amount))
                    amount = 0; // beyond a double (400 digits): refused, never imported as infinity
            }
            const limits::Range &range = priceRange(o.price.billing);
            if (amount > range.max)
                bad(PriceCol, "out-of-range",
                    "must be at most " + quoteValue(std::to_string(static_cast<long long>(range.max))) +
                        ", found " + quoteValue(v[PriceCol]));
            else if (amount >= range.min)
                o.price.amount = amount;
            else if (amount > 0)
                bad(PriceCol, "out-of-range",
                    "must be at least " + formatNumber(range.min) + ", found " + quoteValue(v[PriceCol]) +
                        ": no GPU instance costs this little (a price per second or per GB?)");
            else
                bad(PriceCol, "bad-number",
                    std::string("expected a positive number like 12.5 (") +
                        (o.price.billing == Billing::SubscriptionMonth ? "per month" : "per hour") +
                        ", no currency sign or thousands separator), found " + quoteValue(v[PriceCol]));
        }
        if (!v[CurrencyCol].empty()) {
            std::string c = v[CurrencyCol];
            for (char &ch : c)
                ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            if (c == "CNY" || c == "USD")
                o.price.currency = c;
            else
                bad(CurrencyCol, "unknown-value", "expected CNY or USD, found " + quoteValue(v[CurrencyCol]));
        }
        o.price.region = v[RegionCol];
        if (!o.price.region.empty() && instance) {
            const ProviderInfo *provider = catalog.findProvider(instance->provider);
            if (provider && !provider->regions.empty()) {
                bool known = false;
                std::string list;
                for (const Region &reg : provider->regions) {
                    known = known || reg.id == o.price.region;
                    list += (list.empty() ? "" : ", ") + reg.id;
                }
                if (!known)
                    bad(RegionCol, "unknown-region",
                        "expected a region of " + instance->provider + " (" + list + ") or nothing, found " +
                            quoteValue(o.price.region));
            }
        }
        o.price.provenance.source = v[SourceCol];
        if (!v[DateCol].empty()) {
            const auto end = provenanceDateEnd(v[DateCol]);
            if (end && end->year >= 1900 && end->year < 2100)
                o.price.provenance.date = v[DateCol];
            else
                bad(DateCol, "bad-date",
                    "expected YYYY-MM-DD, YYYY-MM or YYYY, found " + quoteValue(v[DateCol]));
        }
        if (!v[ConfidenceCol].empty()) {
            const std::string c = toLower(v[ConfidenceCol]);
            if (c == "list" || c == "reported" || c == "estimate" || c == "quote")
                o.price.provenance.confidence = c;
            else
                bad(ConfidenceCol, "unknown-value",
                    "expected list, reported, estimate or quote, found " + quoteValue(v[ConfidenceCol]));
        }
        o.price.provenance.derivation = v[DerivationCol];
        if (o.price.provenance.confidence == "estimate" && o.price.provenance.derivation.empty()) {
            if (at[DerivationCol] >= 0)
                bad(DerivationCol, "missing-field",
                    "an estimate needs its derivation (how the price was derived)");
            else
                r.problems.push_back(
                    {Problem::Severity::Error, "missing-field", file, lineOf(rec.line),
                     "confidence \"estimate\" needs a derivation column saying how the price was derived"});
        }
        o.notes = v[NoteCol];
        o.price.overridden = true;
        if (r.problems.size() != problemsBefore) {
            ++r.badRows;
            continue;
        }
        r.prices.push_back(std::move(o));
    }
    return r;
}

} // namespace tp
