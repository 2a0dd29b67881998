#include "text/ProblemText.h"

#include "core/SafeText.h"

#include <map>

namespace {

// Codes the core and the app report (core/*.cpp). A code missing here still shows, untranslated.
const std::map<std::string, const char *> &titles()
{
    static const std::map<std::string, const char *> table = {
        // reading files and JSON
        {"malformed-json", QT_TRANSLATE_NOOP("ProblemText", "Malformed JSON")},
        {"empty-file", QT_TRANSLATE_NOOP("ProblemText", "Empty file")},
        {"unreadable-file", QT_TRANSLATE_NOOP("ProblemText", "Unreadable file")},
        {"not-a-folder", QT_TRANSLATE_NOOP("ProblemText", "Not a folder")},
        {"unknown-key", QT_TRANSLATE_NOOP("ProblemText", "Unknown key")},
        {"missing-field", QT_TRANSLATE_NOOP("ProblemText", "Missing field")},
        {"wrong-type", QT_TRANSLATE_NOOP("ProblemText", "Wrong type")},
        {"out-of-range", QT_TRANSLATE_NOOP("ProblemText", "Value out of range")},
        {"unknown-value", QT_TRANSLATE_NOOP("ProblemText", "Unknown value")},
        {"not-integer", QT_TRANSLATE_NOOP("ProblemText", "Not a whole number")},
        {"not-finite", QT_TRANSLATE_NOOP("ProblemText", "Not a finite number")},
        {"empty-string", QT_TRANSLATE_NOOP("ProblemText", "Empty text")},
        {"bad-date", QT_TRANSLATE_NOOP("ProblemText", "Invalid date")},
        {"conflict", QT_TRANSLATE_NOOP("ProblemText", "Conflicting fields")},
        {"unsupported", QT_TRANSLATE_NOOP("ProblemText", "Not supported")},
        // catalog
        {"empty-catalog", QT_TRANSLATE_NOOP("ProblemText", "Empty catalog")},
        {"duplicate-id", QT_TRANSLATE_NOOP("ProblemText", "Duplicate id")},
        {"no-efficiency", QT_TRANSLATE_NOOP("ProblemText", "No efficiency model")},
        {"file-too-large", QT_TRANSLATE_NOOP("ProblemText", "File too large")},
        {"override-skipped", QT_TRANSLATE_NOOP("ProblemText", "Overrides file skipped")},
        {"override-not-applied", QT_TRANSLATE_NOOP("ProblemText", "Overrides file not applied")},
        // job references
        {"unknown-model", QT_TRANSLATE_NOOP("ProblemText", "Unknown model")},
        {"unknown-gpu", QT_TRANSLATE_NOOP("ProblemText", "Unknown GPU")},
        {"unknown-instance", QT_TRANSLATE_NOOP("ProblemText", "Unknown instance type")},
        // estimate warnings
        {"does-not-fit", QT_TRANSLATE_NOOP("ProblemText", "Does not fit in GPU memory")},
        {"memory-tight", QT_TRANSLATE_NOOP("ProblemText", "GPU memory is tight")},
        {"memory-bound", QT_TRANSLATE_NOOP("ProblemText", "Limited by memory bandwidth")},
        {"launch-bound", QT_TRANSLATE_NOOP("ProblemText", "Limited by kernel launches on the host")},
        {"comm-bound", QT_TRANSLATE_NOOP("ProblemText", "Limited by communication")},
        {"no-rdma", QT_TRANSLATE_NOOP("ProblemText", "No RDMA network")},
        {"uncalibrated-gpu", QT_TRANSLATE_NOOP("ProblemText", "GPU generation not calibrated")},
        {"estimated-spec", QT_TRANSLATE_NOOP("ProblemText", "Estimated GPU specification")},
        {"precision-unsupported", QT_TRANSLATE_NOOP("ProblemText", "Precision not supported by the GPU")},
        {"seq-exceeds-model", QT_TRANSLATE_NOOP("ProblemText", "Sequence longer than the model's context")},
        {"truncated-samples", QT_TRANSLATE_NOOP("ProblemText", "Samples truncated")},
        {"distributed-optimizer",
         QT_TRANSLATE_NOOP("ProblemText", "ZeRO 2 read as the distributed optimizer")},
        {"sequence-parallel-off", QT_TRANSLATE_NOOP("ProblemText", "Sequence parallelism switched off")},
        {"impossible-measurement",
         QT_TRANSLATE_NOOP("ProblemText", "Measurement not possible on this hardware")},
        // the app itself
        {"internal-error", QT_TRANSLATE_NOOP("ProblemText", "Internal error")},
    };
    return table;
}

} // namespace

QString ProblemText::title(const std::string &code)
{
    const auto &table = titles();
    const auto it = table.find(code);
    return it == table.end() ? QString::fromStdString(code) : tr(it->second);
}

QString ProblemText::describe(const tp::Problem &problem)
{
    if (problem.path.empty())
        return describe(problem.code, problem.message);
    return tr("%1 (%2) at %3: %4")
        .arg(title(problem.code), shown(problem.code), shown(problem.path), shown(problem.message));
}

QString ProblemText::describe(const std::string &code, const std::string &message)
{
    return tr("%1 (%2): %3").arg(title(code), shown(code), shown(message));
}

QString ProblemText::shown(const std::string &text)
{
    return QString::fromStdString(tp::escapeForDisplay(text));
}
