#pragma once

#include "Estimator.h"
#include "planner/Advice.h"
#include "planner/Planner.h"

#include <QCoreApplication>
#include <QString>
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

    static QString text(const tp::Warning &note);
    static QString text(const tp::Suggestion &suggestion);
    static QString text(const tp::Advice &advice);
    static QString reason(const tp::Advice &advice);
    static QString condition(const tp::Advice &advice);
};
