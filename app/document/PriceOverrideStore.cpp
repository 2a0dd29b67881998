#include "document/PriceOverrideStore.h"

#include "core/AtomicFile.h"
#include "core/CatalogLoader.h"
#include "core/CatalogOverrides.h"
#include "text/ProblemText.h"
#include "text/ReadFile.h"
#include "text/SaveFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace {

std::string toStd(const QByteArray &bytes)
{
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

std::string keyOf(const std::string &instanceType, tp::Billing billing, const std::string &region)
{
    tp::PriceOverride probe;
    probe.instanceType = instanceType;
    probe.price.billing = billing;
    probe.price.region = region;
    return tp::priceOverrideKey(probe);
}

bool isPriceOverridesFile(const QByteArray &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text);
    return doc.isObject() &&
           doc.object().value(QStringLiteral("kind")).toString() == QStringLiteral("price_overrides");
}

} // namespace

PriceOverrideStore::PriceOverrideStore(const QString &folder) : m_folder(folder)
{
}

PriceOverrideStore::File PriceOverrideStore::readFile(const QString &path) const
{
    QByteArray data;
    QString error;
    const ReadFile::Result read = ReadFile::read(path, data, &error);
    if (read == ReadFile::Result::Missing) {
        File none;
        none.path = path;
        return none;
    }
    return parseFile(path, data, read == ReadFile::Result::Ok ? QString() : error);
}

PriceOverrideStore::File PriceOverrideStore::parseFile(const QString &path, const QByteArray &data,
                                                       const QString &readError)
{
    File file;
    file.path = path;
    if (!readError.isEmpty()) {
        file.hasErrors = true;
        file.problems = readError;
        return file;
    }
    tp::Problems problems;
    file.prices = tp::readPriceOverrides({path.toStdString(), toStd(data)}, problems);
    QStringList lines;
    for (const tp::Problem &p : problems) {
        if (!p.isError())
            continue;
        file.hasErrors = true;
        if (lines.size() < 5)
            lines << ProblemText::describe(p);
    }
    file.problems = lines.join(QLatin1Char('\n'));
    return file;
}

std::vector<PriceOverrideStore::File> PriceOverrideStore::readFiles() const
{
    std::vector<File> files;
    const QDir dir(m_folder);
    if (!dir.exists())
        return files;
    const QStringList names =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &name : names) {
        const QString path = QDir::cleanPath(dir.absoluteFilePath(name));
        QByteArray data;
        if (ReadFile::read(path, data, nullptr) != ReadFile::Result::Ok || !isPriceOverridesFile(data))
            continue;
        files.push_back(parseFile(path, data, QString()));
    }
    return files;
}

QString PriceOverrideStore::refusal(const File &file)
{
    return tr("%1 has errors, so it was not changed; fix or remove it first.\n%2")
        .arg(QDir::toNativeSeparators(file.path), file.problems);
}

bool PriceOverrideStore::write(const QString &path, const std::vector<tp::PriceOverride> &prices,
                               QString *error) const
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error =
            tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        return false;
    }
    // never write what the next start would refuse (a zero price, an 18 MB file): say why instead
    tp::Problems refused;
    const std::string text =
        tp::checkedPriceOverridesJson(prices, QFile::encodeName(path).toStdString(), refused);
    if (text.empty()) {
        QStringList lines;
        for (const tp::Problem &p : refused)
            lines << ProblemText::describe(p);
        lines << tr("Nothing was saved: TrainPlan would refuse this overrides file when it next reads it.");
        *error = lines.join(QLatin1Char('\n'));
        return false;
    }
    return SaveFile::write(path, QByteArray::fromStdString(text), error);
}

bool PriceOverrideStore::setPrice(const tp::PriceOverride &price, QString *error)
{
    // the whole read-modify-write under the folder's lock (the CLI's import-prices takes it too)
    const tp::FolderLock lock(m_folder.toStdString());
    if (!lock.locked()) {
        *error = QString::fromStdString(lock.error());
        return false;
    }
    const std::string key = tp::priceOverrideKey(price);
    std::vector<File> files = readFiles();
    bool found = false;
    for (File &file : files) {
        const bool has = std::any_of(file.prices.begin(), file.prices.end(), [&](const tp::PriceOverride &o) {
            return tp::priceOverrideKey(o) == key;
        });
        if (!has)
            continue;
        if (file.hasErrors) {
            *error = refusal(file);
            return false;
        }
        found = true;
        // Every file that has the key gets the new price: whichever the loader reads last wins.
        if (!write(file.path, tp::mergePriceOverrides(file.prices, {price}).prices, error))
            return false;
    }
    if (found)
        return true;
    File edited = readFile(QDir(m_folder).filePath(QLatin1String(kEditedPricesFile)));
    if (edited.hasErrors) {
        *error = refusal(edited);
        return false;
    }
    return write(edited.path, tp::mergePriceOverrides(edited.prices, {price}).prices, error);
}

std::optional<tp::PriceOverride> PriceOverrideStore::find(const std::string &instanceType,
                                                          tp::Billing billing,
                                                          const std::string &region) const
{
    const std::string key = keyOf(instanceType, billing, region);
    std::optional<tp::PriceOverride> found;
    for (const File &file : readFiles())
        for (const tp::PriceOverride &o : file.prices)
            if (tp::priceOverrideKey(o) == key)
                found = o;
    return found;
}

bool PriceOverrideStore::revertPrice(const std::string &instanceType, tp::Billing billing,
                                     const std::string &region, int *removed, QString *error)
{
    // the whole read-modify-write under the folder's lock (the CLI's import-prices takes it too)
    const tp::FolderLock lock(m_folder.toStdString());
    if (!lock.locked()) {
        *error = QString::fromStdString(lock.error());
        return false;
    }
    const std::string key = keyOf(instanceType, billing, region);
    int count = 0;
    for (File &file : readFiles()) {
        const auto match = [&](const tp::PriceOverride &o) { return tp::priceOverrideKey(o) == key; };
        const auto n = std::count_if(file.prices.begin(), file.prices.end(), match);
        if (n == 0)
            continue;
        if (file.hasErrors) {
            *error = refusal(file);
            return false;
        }
        file.prices.erase(std::remove_if(file.prices.begin(), file.prices.end(), match), file.prices.end());
        // An empty list stays a valid file: the user may have created it and added notes.
        if (!write(file.path, file.prices, error))
            return false;
        count += static_cast<int>(n);
    }
    if (removed)
        *removed = count;
    return true;
}

PriceOverrideStore::CsvImport PriceOverrideStore::importCsv(const QString &csvPath,
                                                            const tp::Catalog &catalog)
{
    CsvImport result;
    QByteArray data;
    if (ReadFile::read(csvPath, data, &result.error) != ReadFile::Result::Ok)
        return result;
    result.csv = tp::importPriceCsv(toStd(data), QFileInfo(csvPath).fileName().toStdString(), catalog);
    if (!result.csv.headerOk || result.csv.prices.empty())
        return result;
    static_cast<Stored &>(result) = storeImported(result.csv.prices);
    return result;
}

PriceOverrideStore::QuoteFolderImport PriceOverrideStore::importQuotes(const QString &quoteFolder,
                                                                       const tp::Catalog &catalog)
{
    QuoteFolderImport result;
    const tp::QuoteFolder folder = tp::readQuoteFolder(quoteFolder.toStdString(), result.folderProblems);
    if (folder.files.empty() && tp::hasErrors(result.folderProblems)) {
        result.error = tr("Cannot read the answers in %1.").arg(QDir::toNativeSeparators(quoteFolder));
        return result;
    }
    result.quotes = tp::importQuotes(folder, catalog);
    if (result.quotes.prices.empty())
        return result;
    static_cast<Stored &>(result) = storeImported(result.quotes.prices);
    return result;
}

PriceOverrideStore::Stored
PriceOverrideStore::storeImported(const std::vector<tp::PriceOverride> &prices) const
{
    Stored out;
    const tp::FolderLock lock(m_folder.toStdString());
    if (!lock.locked()) {
        out.error = QString::fromStdString(lock.error());
        return out;
    }
    const File existing = readFile(QDir(m_folder).filePath(QLatin1String(tp::kImportedPricesFile)));
    if (existing.hasErrors) {
        out.error = refusal(existing);
        return out;
    }
    const tp::PriceMerge merged = tp::mergePriceOverrides(existing.prices, prices);
    if (!write(existing.path, merged.prices, &out.error))
        return out;
    out.target = existing.path;
    out.added = merged.added;
    out.replaced = merged.replaced;
    return out;
}
