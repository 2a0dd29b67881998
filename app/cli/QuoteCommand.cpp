#include "cli/QuoteCommand.h"

#include "cli/CliApp.h"
#include "cli/CliOutput.h"
#include "cli/ImportedPrices.h"
#include "core/AtomicFile.h"
#include "core/CatalogLoader.h"
#include "core/CatalogOverrides.h"
#include "core/QuoteImport.h"
#include "core/QuoteScript.h"
#include "core/SafeText.h"
#include "core/Staleness.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace tp {

namespace {

using namespace cli; // exit codes and problem printing

const char *kScriptUsage =
    "usage: trainplan-cli catalog quote-script --provider P [--region R] [--out FILE]\n";
const char *kImportUsage = "usage: trainplan-cli catalog import-quotes DIR [--overrides DIR]\n";

} // namespace

int QuoteCommand::script(const std::vector<std::string> &args, const CliApp &app)
{
    std::string provider, region, out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        auto value = [&](std::string &into) {
            if (i + 1 >= args.size())
                return false;
            into = args[++i];
            return true;
        };
        bool ok = true;
        if (args[i] == "--provider")
            ok = value(provider);
        else if (args[i] == "--region")
            ok = value(region);
        else if (args[i] == "--out")
            ok = value(out);
        else
            ok = false;
        if (!ok) {
            m_err << kScriptUsage;
            return kBadInput;
        }
    }
    if (provider.empty()) {
        m_err << "trainplan-cli: quote-script needs --provider (alibaba or tencent)\n" << kScriptUsage;
        return kBadInput;
    }
    const CatalogLoader::Result cat = app.loadCatalog();
    if (!cat.ok())
        return printCatalogErrors(m_err, cat.problems);
    const QuoteScript s = writeQuoteScript(cat.catalog, provider, region, toString(today()));
    printProblems(m_err, s.problems);
    if (s.text.empty())
        return kBadInput;
    if (out.empty()) {
        m_out << s.text;
        m_out.flush();
        return m_out ? kOk : kFailure;
    }
    std::string error;
    if (!writeFileAtomically(out, s.text, error)) {
        m_err << "trainplan-cli: " << error << "\n";
        return kFailure;
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::permissions(out, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                    fs::perm_options::add, ec);
    m_out << out << ": quote script for " << s.instanceTypes << " " << provider << " instance types in "
          << s.region << "; run it with  sh " << out
          << "  then  trainplan-cli catalog import-quotes FOLDER\n";
    return kOk;
}

int QuoteCommand::import(const std::vector<std::string> &args, const std::string &catalogDir,
                         const std::string &overrideDir)
{
    if (args.size() != 1 || args.front().rfind("--", 0) == 0) {
        m_err << kImportUsage;
        return kBadInput;
    }
    const std::string &dir = args.front();
    Problems readProblems;
    const QuoteFolder folder = readQuoteFolder(dir, readProblems);
    if (hasErrors(readProblems) && folder.files.empty()) {
        printProblems(m_err, readProblems);
        return kFailure;
    }
    int code = kOk;
    const std::optional<Catalog> catalog = catalogForImport(catalogDir, overrideDir, m_err, code);
    if (!catalog)
        return code;
    QuoteImport imported = importQuotes(folder, *catalog);
    printProblems(m_err, readProblems);
    printProblems(m_err, imported.problems);
    if (imported.answers == 0 && imported.failedCalls == 0) {
        m_err << "trainplan-cli: " << escapeForDisplay(dir)
              << ": no quote answers (PROVIDER@REGION@BILLING@TYPE.json); nothing imported\n";
        return kBadInput;
    }

    const std::string head = escapeForDisplay(dir) + ": " + std::to_string(imported.answers) + " answers, " +
                             std::to_string(imported.prices.size()) + " prices imported";
    const std::string tail = std::to_string(imported.failedCalls) + " failed calls, " +
                             std::to_string(imported.badAnswers) + " bad answers";
    if (const int stored = storeAndReportImport(overrideDir, imported.prices, head, tail, m_out, m_err);
        stored != kOk)
        return stored;
    return imported.failedCalls || imported.badAnswers || hasErrors(imported.problems) ? kBadInput : kOk;
}

} // namespace tp
