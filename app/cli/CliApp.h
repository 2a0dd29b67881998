#pragma once

#include "core/CatalogLoader.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tp {

class PlanExports;

// trainplan-cli: the headless front end (spec/cli.md). Parses arguments, loads the catalog,
// runs one subcommand and returns its exit code: 0 done, 1 I/O or internal failure, 2 bad input.
// Streams are parameters so tests can run it in-process.
class CliApp
{
public:
    // `exports`: the exports for people of `plan --pdf, --csv, --launch` (PlanExports.h); the
    // executable passes its Qt one, the Qt-free library runs without.
    CliApp(std::istream &in, std::ostream &out, std::ostream &err, const PlanExports *exports = nullptr)
        : m_in(in), m_out(out), m_err(err), m_exports(exports)
    {
    }

    int run(const std::vector<std::string> &args);

    // Where the built-in catalog is found when --catalog is not given.
    static std::string defaultCatalogDir();

    // The catalog of this run: `dir` (default: --catalog, else the built-in one) with the
    // overrides folder on top (--overrides DIR; none with --no-overrides; else the user's folder
    // when it exists). Every subcommand loads the catalog through this.
    // A broken overrides file is skipped with warnings, except where `catalog check` asks.
    CatalogLoader::Result loadCatalog(const std::string &dir = {},
                                      BrokenOverrides broken = BrokenOverrides::Skip) const;
    // Reads a job for estimate and plan: a file, or '-' for stdin, at most 16 MB (stdin is not read
    // past that). On failure prints why and returns the exit code (1 I/O, 2 bad input); 0 when read.
    int readJob(const std::string &file, std::string &text) const;
    // Reads and parses a job file ('-': stdin), with the Hugging Face config.json its model names
    // (model.hf_config, relative to the job file's folder); problems are printed.
    int parseJob(const std::string &file, std::optional<Job> &job) const;
    // The overrides folder loadCatalog() uses, empty for none.
    std::string overrideDir() const;

private:
    // kBadInput (with a message) when --overrides names the catalog folder itself
    int checkOverridesFolder() const;
    int estimate(const std::vector<std::string> &args);
    int presets(const std::vector<std::string> &args);
    int catalogCheck(const std::vector<std::string> &args);
    int catalogImportPrices(const std::vector<std::string> &args);
    int usage(int code);

    std::istream &m_in;
    std::ostream &m_out;
    std::ostream &m_err;
    const PlanExports *m_exports = nullptr;
    std::string m_catalogDir;
    std::string m_overrideDir;  // --overrides DIR
    bool m_noOverrides = false; // --no-overrides
    bool m_lenient = false;     // --lenient: unknown job keys are warnings
};

} // namespace tp
