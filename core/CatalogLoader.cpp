// Loading a catalog: the files parsed in order (ahead on other threads for a large catalog), each
// read by the reader of its kind and applied, then the references checked across all of them.
#include "core/CatalogLoader.h"

#include "core/CatalogLoaderDetail.h"
#include "core/Strings.h"

#include <algorithm>
#include <future>
#include <set>
#include <thread>

namespace tp {

namespace {

using catalogload::Layer;
using catalogload::Loader;
using catalogload::ParsedText;

ParsedText parseOne(const SourceText &file)
{
    ParsedText parsed;
    try { // an exception must not leave a worker thread (that would end the program)
        parsed.value = parseJsonText(file.text, file.name, parsed.problems);
    } catch (const std::exception &e) {
        parsed.value.reset();
        parsed.problems.push_back({Problem::Severity::Error, "unreadable-file", file.name, "",
                                   std::string("cannot be read: ") + e.what()});
    }
    return parsed;
}

// Calls `use(i, parsed)` for every file in order, parsing up to `ahead` files in the background.
template <typename Use> void parseInOrder(const std::vector<SourceText> &files, Use use)
{
    // Threads pay off on large catalogs only: the shipped one (under 2 MB) parses faster inline.
    std::size_t bytes = 0;
    for (const SourceText &f : files)
        bytes += f.text.size();
    if (bytes < (8u << 20)) {
        for (std::size_t i = 0; i < files.size(); ++i)
            use(i, parseOne(files[i]));
        return;
    }
    const std::size_t ahead = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 4);
    std::vector<std::future<ParsedText>> pending(files.size());
    auto start = [&](std::size_t i) {
        if (i < files.size())
            pending[i] = std::async(std::launch::async, parseOne, std::cref(files[i]));
    };
    for (std::size_t i = 0; i < ahead; ++i)
        start(i);
    for (std::size_t i = 0; i < files.size(); ++i) {
        ParsedText parsed = pending[i].get();
        start(i + ahead);
        use(i, std::move(parsed));
    }
}

} // namespace

namespace catalogload {

std::size_t errorCount(const Problems &problems)
{
    return static_cast<std::size_t>(
        std::count_if(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); }));
}

// Reads one file's parsed JSON (none when it did not parse: `parsed.problems` say why).
void Loader::loadFile(const SourceText &file, ParsedText &parsed)
{
    (overriding() ? catalog.overrideFiles : catalog.files).push_back(file.name);
    const std::size_t errorsBefore = errorCount(problems);
    const std::size_t problemsBefore = problems.size();
    Batch batch;
    problems.insert(problems.end(), parsed.problems.begin(), parsed.problems.end());
    if (parsed.value) {
        JsonContext ctx{file.name, &problems, Problem::Severity::Error};
        ObjectReader root(&*parsed.value, "", &ctx);
        if (root.valid()) {
            root.integer("schema", Need::Required, 1, 1);
            // The reader of each file kind, in the order an unknown kind's error lists them.
            using FileReader = void (Loader::*)(ObjectReader &, const JsonContext &, Batch &);
            static const std::vector<std::pair<std::string, FileReader>> readers = {
                {"gpus", &Loader::readGpus},
                {"models", &Loader::readModels},
                {"instances", &Loader::readInstances},
                {"efficiency", &Loader::readEfficiency},
                {"exchange_rates", &Loader::readExchangeRates},
                {"price_overrides", &Loader::readPriceOverrideFile},
                {"frameworks", &Loader::readFrameworks},
                {"servers", &Loader::readServers},
            };
            static const std::vector<std::string> kinds = [] {
                std::vector<std::string> names;
                for (const auto &reader : readers)
                    names.push_back(reader.first);
                return names;
            }();
            if (const auto kind = root.oneOf("kind", Need::Required, kinds)) {
                // without a kind nothing else can be checked meaningfully
                const auto reader = std::find_if(readers.begin(), readers.end(),
                                                 [&](const auto &r) { return r.first == *kind; });
                (this->*reader->second)(root, ctx, batch);
                root.finish();
            }
        }
    }
    if (overriding() && errorCount(problems) > errorsBefore) {
        if (skipBroken)
            skipBrokenOverrideFiles(problems, problemsBefore);
        else
            problems.push_back({Problem::Severity::Warning, "override-not-applied", file.name, "",
                                "this override file has errors, so none of its entries were applied"});
        return;
    }
    apply(batch);
}

void Loader::crossCheck()
{
    for (const auto &ref : gpuRefs) {
        if (!ref.id.empty() && !catalog.findGpu(ref.id))
            problems.push_back({Problem::Severity::Error, "unknown-gpu", ref.at.file, ref.at.path,
                                "GPU " + quoteValue(ref.id) + " is not in the catalog's GPU list"});
    }
    for (const auto &ref : regionRefs) {
        const ProviderInfo *provider = nullptr;
        if (!ref.id.empty() && !providerHasRegion(ref.provider, ref.id, &provider))
            problems.push_back({Problem::Severity::Error, "unknown-region", ref.at.file, ref.at.path,
                                "region " + quoteValue(ref.id) +
                                    " is not in the \"regions\" list of provider " +
                                    quoteValue(ref.provider)});
    }
    if (catalog.gpus.empty())
        problems.push_back(
            {Problem::Severity::Error, "empty-catalog", "catalog", "", "the catalog has no GPUs"});
    for (const auto &[id, at] : frameworkRefs)
        if (!catalog.findFramework(id))
            problems.push_back({Problem::Severity::Error, "unknown-framework", at.file, at.path,
                                "framework " + quoteValue(id) + " is not in the catalog's frameworks"});
    std::set<std::string> served;
    for (const ReferenceServer &sv : catalog.servers)
        for (const std::string &g : sv.gpus)
            if (const Gpu *gpu = catalog.findGpu(g))
                served.insert(toLower(gpu->id));
    if (!catalog.servers.empty())
        for (const Gpu &g : catalog.gpus)
            if (!served.count(toLower(g.id)))
                problems.push_back({Problem::Severity::Warning, "no-reference-server", "catalog", "",
                                    "GPU " + quoteValue(g.id) +
                                        " has no reference server (servers.json): a job that names "
                                        "only this GPU is estimated on a generic PCIe host"});
    if (shippedIds.efficiencyAt.empty() && overrideIds.efficiencyAt.empty())
        problems.push_back({Problem::Severity::Warning, "no-efficiency", "catalog", "",
                            "the catalog has no efficiency file; built-in utilisation defaults are used"});
}

} // namespace catalogload

void skipBrokenOverrideFiles(Problems &problems, std::size_t from, const std::string &folder)
{
    std::vector<std::string> files;
    for (std::size_t i = from; i < problems.size(); ++i) {
        Problem &p = problems[i];
        if (!p.isError() || (!folder.empty() && p.file == folder))
            continue;
        p.severity = Problem::Severity::Warning;
        if (std::find(files.begin(), files.end(), p.file) == files.end())
            files.push_back(p.file);
    }
    for (const std::string &file : files)
        problems.push_back({Problem::Severity::Warning, "override-skipped", file, "",
                            "this overrides file is skipped: none of its entries are used, the "
                            "catalog's own figures are (fix or remove the file)"});
}

CatalogLoader::Result CatalogLoader::load(const std::vector<SourceText> &files)
{
    return load(files, {});
}

CatalogLoader::Result CatalogLoader::load(const std::vector<SourceText> &shipped,
                                          const std::vector<SourceText> &overrides, BrokenOverrides broken)
{
    Loader loader;
    loader.skipBroken = broken == BrokenOverrides::Skip;
    // A parsed file is freed on another thread once read: freeing a large JSON tree costs about as
    // much as reading it.
    std::vector<std::future<void>> freeing;
    auto load = [&](const SourceText &file, ParsedText parsed) {
        loader.loadFile(file, parsed);
        if (file.text.size() > (1u << 20))
            freeing.push_back(
                std::async(std::launch::async, [tree = std::move(parsed.value)]() mutable { tree.reset(); }));
    };
    parseInOrder(shipped, [&](std::size_t i, ParsedText parsed) { load(shipped[i], std::move(parsed)); });
    loader.layer = Layer::Override;
    parseInOrder(overrides, [&](std::size_t i, ParsedText parsed) { load(overrides[i], std::move(parsed)); });
    for (std::future<void> &f : freeing)
        f.get();
    loader.applyPendingPrices();
    loader.crossCheck();
    loader.catalog.indexInstances();
    return {std::move(loader.catalog), std::move(loader.problems)};
}

} // namespace tp
