#include "cli/ImportedPrices.h"

#include "cli/CliOutput.h"
#include "core/AtomicFile.h"
#include "core/CatalogLoader.h"
#include "core/SafeText.h"
#include "core/TextFile.h"

#include <filesystem>
#include <ostream>
#include <sstream>

namespace tp {

std::optional<Catalog> catalogForImport(const std::string &catalogDir, const std::string &overrideDir,
                                        std::ostream &err, int &code)
{
    std::error_code exists;
    const std::string folder =
        std::filesystem::is_directory(overrideDir, exists) ? overrideDir : std::string();
    CatalogLoader::Result cat = loadCatalogFolder(catalogDir, folder, BrokenOverrides::Skip);
    cli::printSkippedOverrides(err, cat.problems, folder);
    if (cat.ok())
        return std::move(cat.catalog);
    cli::printProblems(err, cat.problems);
    err << "trainplan-cli: the catalog has errors; nothing imported\n";
    code = cli::catalogFailure(cat.problems);
    return std::nullopt;
}

StoredPrices storeImportedPrices(const std::string &overrideDir, const std::vector<PriceOverride> &prices,
                                 std::ostream &err)
{
    namespace fs = std::filesystem;
    StoredPrices out;
    out.target = (fs::path(overrideDir) / kImportedPricesFile).string();
    const FolderLock lock(overrideDir);
    if (!lock.locked()) {
        err << "trainplan-cli: " << lock.error() << "\n";
        out.code = cli::kFailure;
        return out;
    }
    std::vector<PriceOverride> existing;
    std::error_code ec;
    if (fs::exists(out.target, ec)) {
        const TextFile read = readTextFile(out.target);
        if (!read.ok()) {
            err << read.message(out.target) << "\n";
            out.code = cli::kFailure;
            return out;
        }
        Problems problems;
        existing = readPriceOverrides({out.target, read.text}, problems);
        if (hasErrors(problems)) {
            cli::printProblems(err, problems);
            err << "trainplan-cli: " << escapeForDisplay(out.target)
                << " has errors; fix or remove it, it was not changed\n";
            out.code = cli::kBadInput;
            return out;
        }
    }
    out.merged = mergePriceOverrides(existing, prices);
    if (prices.empty())
        return out;
    fs::create_directories(overrideDir, ec);
    if (ec) {
        err << escapeForDisplay(overrideDir) << ": cannot create the overrides folder: " << ec.message()
            << "\n";
        out.code = cli::kFailure;
        return out;
    }
    Problems refused;
    const std::string text = checkedPriceOverridesJson(out.merged.prices, out.target, refused);
    if (text.empty()) {
        cli::printProblems(err, refused);
        err << "trainplan-cli: nothing imported; " << escapeForDisplay(out.target)
            << " was not changed (the loader would refuse it)\n";
        out.code = cli::kBadInput;
        return out;
    }
    std::string error;
    if (!writeFileAtomically(out.target, text, error)) {
        err << "trainplan-cli: " << error << "\n";
        out.code = cli::kFailure;
    }
    return out;
}

int storeAndReportImport(const std::string &overrideDir, const std::vector<PriceOverride> &prices,
                         const std::string &head, const std::string &tail, std::ostream &out,
                         std::ostream &err)
{
    const StoredPrices stored = storeImportedPrices(overrideDir, prices, err);
    if (stored.code != cli::kOk)
        return stored.code;
    out << head << " (" << stored.merged.added << " new, " << stored.merged.replaced
        << " replacing earlier imports), " << tail << "\n";
    if (!prices.empty())
        out << escapeForDisplay(stored.target) << ": " << stored.merged.prices.size() << " prices\n";
    return cli::kOk;
}

} // namespace tp
