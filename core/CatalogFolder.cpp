// A catalog folder read from the file system: its *.json files (readCatalogFolder), and those of
// the user's overrides folder loaded on top (loadCatalogFolder).
#include "core/CatalogLoader.h"
#include "core/TextFile.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>

namespace tp {

std::vector<SourceText> readCatalogFolder(const std::string &dir, Problems &problems, bool mayBeEmpty)
{
    namespace fs = std::filesystem;
    std::vector<SourceText> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        problems.push_back({Problem::Severity::Error, "not-a-folder", dir, "", "not a readable folder"});
        return out;
    }
    std::vector<fs::path> paths;
    fs::directory_iterator it(dir, ec);
    if (ec) { // a folder that cannot be listed is not an empty one: the user's prices would vanish
        problems.push_back(
            {Problem::Severity::Error, "unreadable", dir, "", "the folder cannot be read: " + ec.message()});
        return out;
    }
    for (const fs::directory_iterator end; it != end; it.increment(ec)) {
        const fs::directory_entry &entry = *it;
        const std::string name = entry.path().filename().string();
        // Dot files are editor locks and half-written temporaries, not catalog files.
        if (entry.path().extension() != ".json" || name.front() == '.')
            continue;
        std::error_code typeError;
        if (entry.is_regular_file(typeError)) {
            paths.push_back(entry.path());
        } else {
            // a folder, FIFO, socket or broken link named *.json: never read (a FIFO would block),
            // never skipped without a word
            const auto st = fs::symlink_status(entry.path(), typeError);
            const std::string what = st.type() == fs::file_type::directory ? "a folder"
                                     : st.type() == fs::file_type::symlink ? "a link to nothing readable"
                                     : st.type() == fs::file_type::fifo    ? "a FIFO"
                                     : st.type() == fs::file_type::socket  ? "a socket"
                                                                           : "not a regular file";
            problems.push_back({Problem::Severity::Error, "not-a-file", entry.path().string(), "",
                                "is " + what + ", not a catalog file; move it out of the folder"});
        }
    }
    if (ec)
        problems.push_back(
            {Problem::Severity::Error, "unreadable", dir, "", "the folder cannot be read: " + ec.message()});
    std::sort(paths.begin(), paths.end());
    for (const auto &p : paths) {
        // A catalog file is a few hundred kB; anything over 16 MB is a mistake, not data.
        TextFile read = readTextFile(p.string());
        if (!read.ok()) {
            const bool tooLarge = read.status == TextFile::Status::TooLarge;
            problems.push_back(
                {Problem::Severity::Error, tooLarge ? "file-too-large" : "unreadable", p.string(), "",
                 tooLarge ? "the file is " + read.reason : "cannot be read (" + read.reason + ")"});
            continue;
        }
        out.push_back({p.string(), std::move(read.text)});
    }
    if (paths.empty() && !mayBeEmpty)
        problems.push_back(
            {Problem::Severity::Error, "empty-catalog", dir, "", "the folder holds no *.json catalog files"});
    return out;
}

CatalogLoader::Result loadCatalogFolder(const std::string &dir, const std::string &overrideDir,
                                        BrokenOverrides broken)
{
    Problems readProblems;
    const std::vector<SourceText> shipped = readCatalogFolder(dir, readProblems);
    std::vector<SourceText> overrides;
    if (!overrideDir.empty()) {
        const std::size_t from = readProblems.size();
        overrides = readCatalogFolder(overrideDir, readProblems, true);
        if (broken == BrokenOverrides::Skip)
            skipBrokenOverrideFiles(readProblems, from, overrideDir);
    }
    CatalogLoader::Result result = CatalogLoader::load(shipped, overrides, broken);
    result.problems.insert(result.problems.begin(), readProblems.begin(), readProblems.end());
    return result;
}

} // namespace tp
