#include "cli/ImportedPrices.h"

#include "cli/CliOutput.h"
#include "core/AtomicFile.h"
#include "core/CatalogLoader.h"

#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

namespace tp {

std::optional<Catalog> catalogForImport(const std::string &catalogDir, const std::string &overrideDir,
                                        std::ostream &err, int &code)
{
    std::error_code exists;
    CatalogLoader::Result cat = loadCatalogFolder(
        catalogDir, std::filesystem::is_directory(overrideDir, exists) ? overrideDir : std::string());
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
        std::ifstream in(out.target, std::ios::binary);
        std::ostringstream old;
        if (!in || (!(old << in.rdbuf()) && in.peek() != std::ifstream::traits_type::eof())) {
            err << out.target << ": cannot read the file\n";
            out.code = cli::kFailure;
            return out;
        }
        Problems problems;
        existing = readPriceOverrides({out.target, old.str()}, problems);
        if (hasErrors(problems)) {
            cli::printProblems(err, problems);
            err << "trainplan-cli: " << out.target << " has errors; fix or remove it, it was not changed\n";
            out.code = cli::kBadInput;
            return out;
        }
    }
    out.merged = mergePriceOverrides(existing, prices);
    if (prices.empty())
        return out;
    fs::create_directories(overrideDir, ec);
    if (ec) {
        err << overrideDir << ": cannot create the overrides folder: " << ec.message() << "\n";
        out.code = cli::kFailure;
        return out;
    }
    std::string error;
    if (!writeFileAtomically(out.target, priceOverridesJson(out.merged.prices), error)) {
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
        out << stored.target << ": " << stored.merged.prices.size() << " prices\n";
    return cli::kOk;
}

} // namespace tp
