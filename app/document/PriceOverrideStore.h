#pragma once

#include "core/Catalog.h"
#include "core/Instance.h"
#include "core/PriceCsv.h"
#include "core/QuoteImport.h"

#include <QCoreApplication>
#include <QString>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

// The user's price overrides on disk (the `price_overrides` files of the user's catalog folder):
// set, revert and CSV import, read-modify-write under the folder's lock as `trainplan-cli catalog
// import-prices` does. A file with errors of its own is never rewritten (its bad entries would be lost).
class PriceOverrideStore
{
    Q_DECLARE_TR_FUNCTIONS(PriceOverrideStore)

public:
    // Where prices edited in the app go when no override file has them yet.
    static constexpr const char *kEditedPricesFile = "prices-edited.json";

    explicit PriceOverrideStore(const QString &folder);

    QString folder() const { return m_folder; }

    // Adds or replaces one price override. On failure returns false with a translated message.
    bool setPrice(const tp::PriceOverride &price, QString *error);

    // The user's override of one price as the catalog applies it (the last file by name that has
    // it), or nullopt when the shipped price applies.
    std::optional<tp::PriceOverride> find(const std::string &instanceType, tp::Billing billing,
                                          const std::string &region) const;

    // Removes every override of this key; `removed` (may be null) counts the entries removed.
    bool revertPrice(const std::string &instanceType, tp::Billing billing, const std::string &region,
                     int *removed, QString *error);

    // What an import wrote into prices-imported.json (merged there, later wins).
    struct Stored
    {
        QString target;           // the file written (prices-imported.json), empty when none
        std::size_t added = 0;    // keys new to that file
        std::size_t replaced = 0; // keys it had, now with the imported price
        QString error;            // the input could not be read or the file not written
    };

    struct CsvImport : Stored
    {
        tp::PriceCsvImport csv; // rows, good prices, bad rows and their problems (line by line)
        bool ok() const { return error.isEmpty() && csv.headerOk; }
    };
    // Imports prices from a CSV file (core/PriceCsv.h); the good rows are kept and saved even
    // when other rows are bad.
    CsvImport importCsv(const QString &csvPath, const tp::Catalog &catalog);

    struct QuoteFolderImport : Stored
    {
        tp::QuoteImport quotes;      // answers read, prices, failed calls, bad answers, their problems
        tp::Problems folderProblems; // the folder itself (unreadable, stray files)
    };
    // Imports the answers a quote script saved (core/QuoteImport.h, `catalog import-quotes`); the
    // good answers are kept and saved even when others failed.
    QuoteFolderImport importQuotes(const QString &quoteFolder, const tp::Catalog &catalog);

private:
    struct File
    {
        QString path;
        std::vector<tp::PriceOverride> prices;
        bool hasErrors = false;
        QString problems; // the first problems, for the message
    };

    // Every `price_overrides` file of the folder (other kinds are left alone).
    std::vector<File> readFiles() const;
    File readFile(const QString &path) const;
    // A file read as `data`, or one that could not be read (readError set): its prices and errors.
    static File parseFile(const QString &path, const QByteArray &data, const QString &readError);
    bool write(const QString &path, const std::vector<tp::PriceOverride> &prices, QString *error) const;
    // Merges imported prices into prices-imported.json under the folder's lock (later wins).
    Stored storeImported(const std::vector<tp::PriceOverride> &prices) const;
    static QString refusal(const File &file);

    QString m_folder;
};
