#pragma once

#include "core/Estimator.h"
#include "core/Staleness.h"
#include "core/planner/Advice.h"
#include "core/planner/Planner.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <string>

// The core's warnings, rejection reasons, suggestions and advice in the UI's language: one
// translated sentence per code of core/MessageCodes.h, filled from the message's params, numbers
// in the current default locale. In English the sentence reads as the core's own. The core's
// English sentence is the fallback for a code this build does not know, or params it cannot read
// (an older or newer core).
class CoreMessages
{
    Q_DECLARE_TR_FUNCTIONS(CoreMessages)

public:
    // The message of a warning, reason, suggestion or advice.
    static QString text(const std::string &code, const nlohmann::json &params,
                        const QString &englishFallback);
    // Advice only: why it matters, and what fired it (the fallback for any other code).
    static QString reason(const std::string &code, const nlohmann::json &params,
                          const QString &englishFallback);
    static QString condition(const std::string &code, const nlohmann::json &params,
                             const QString &englishFallback);

    static QString text(const tp::Warning &note); // warnings, rejection and recommendation reasons
    static QString text(const tp::Assumption &assumption);
    static QString text(const tp::Suggestion &suggestion);
    static QString text(const tp::Advice &advice);
    static QString reason(const tp::Advice &advice);
    static QString condition(const tp::Advice &advice);

    // The changes that made a candidate fit (tp::fixNotes), one line each.
    static QStringList fixes(const tp::Plan &plan, const tp::Candidate &candidate);
    // How a candidate's price was found ("list price", "spot = 0.30 x on-demand ..."); "" unpriced.
    static QString priceBasis(const tp::Candidate &candidate, const tp::Catalog &catalog);
    // How the plan's data set size was found ("estimated: 4 bytes of text per token ...").
    static QString datasetRule(const tp::Plan &plan);
    // The same from the "dataset-size" assumption's params.
    static QString datasetRule(const nlohmann::json &params, const QString &englishFallback);

    // How a candidate trains, in words: activation recomputation ("on", "selective", "off"), the
    // framework's name in the UI's language, and the parallel layout ("tensor 8 × pipeline 4
    // (2 virtual stages) × data 16, sequence parallel"; "data parallel on 8 GPUs").
    static QString recompute(tp::Recompute r);
    static QString frameworkName(const tp::Framework &framework);
    static QString layout(const tp::Workload &w);
    static QString layout(const nlohmann::json &layoutParams); // tp::layoutParams

    // The confidence of a catalog figure in words: "list", "reported", "estimate" (catalog/README.md).
    static QString confidence(const std::string &confidence);
    // How old a price's date is on `day`: "40 months old, older than 12 months: check the current
    // price", "less than a month old"; empty for an unreadable date.
    static QString priceAge(const std::string &date, const tp::CivilDate &day);

    // A short title of a code of the recommendation's reasons, the plan's assumptions or a
    // candidate's details ("Exchange rate"); "" for other codes.
    static QString title(const std::string &code);
};
