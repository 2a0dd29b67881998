#pragma once

#include "core/Catalog.h"
#include "core/Job.h"
#include "core/planner/Candidate.h"
#include "core/planner/Planner.h"

#include <QCoreApplication>
#include <QString>
#include <string>

// The planner's results in the UI's words: billing modes, objectives, providers, regions and
// storage in the current language, money in the plan's currency, and translated titles for the
// codes of the planner's rejection reasons, warnings, advice and suggestions; the sentences beside
// them come from the codes' params in the UI's language (CoreMessages).
class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(PlanText)

public:
    static QString billing(tp::Billing billing);
    static QString objective(tp::Objective objective);
    static QString method(tp::Method method);
    static QString precision(tp::Precision precision);

    // A catalog name in the UI's language, else in the other language, else `fallback`.
    static QString localized(const tp::LocalizedName &name, const std::string &fallback = {});
    // Names from the catalog in the UI's language; the id when the catalog has no name.
    static QString provider(const tp::Catalog &catalog, const std::string &id);
    static QString region(const tp::Catalog &catalog, const std::string &id,
                          const std::string &provider = {});
    static QString storage(const tp::Catalog &catalog, const std::string &id);
    // Where the user keeps the data set, as the job editor stores it ("object", "parallel-fs",
    // "nas", "local"; anything else is "not decided yet").
    static QString dataLocation(const QString &location);

    // A large count in the UI's words: "80.0B", "1.5M" in English, "800亿", "5.2万" in Chinese.
    static QString count(double value);
    // "¥1,234", "¥41.30", "$208" (whole units from 100 up).
    static QString money(double amount, const std::string &currency);
    static QString currencySymbol(const std::string &currency);
    // "6.6 h (5.1–8.9 h)"
    static QString timeWithRange(const tp::Candidate &candidate);
    static QString timeWithRange(double hours, double lowHours, double highHours);
    // "2 × A10", "16 × A100-SXM4-80GB"
    static QString gpus(const tp::Candidate &candidate);
    // "1 × ecs.gn7i-c8g1.2xlarge (1 × A10), spot"
    static QString describe(const tp::Catalog &catalog, const tp::Candidate &candidate);
    // The same from its parts (a plan sheet's params); `billing` already in words.
    static QString describe(const tp::Catalog &catalog, int nodes, const std::string &instance, int totalGpus,
                            const std::string &gpu, const std::string &provider, const QString &billing);

    // Where a price comes from in a few words: "Alibaba Cloud price list, alibabacloud.com/product/ecs"
    // (the kind by its confidence, the first web page the source names); the catalog browser
    // shows the whole source.
    // `own`: the user's own price (an override), which is said before anything the source says.
    static QString priceSource(const tp::Provenance &provenance, const QString &providerName,
                               bool own = false);

    // Translated title of a code of the planner, estimator or advice rules (the code itself
    // when it is new to the app).
    static QString title(const std::string &code);
    // "Over budget: costs 812.00 CNY, over the budget of 500.00 CNY"
    static QString note(const tp::Note &note);

    // "Recommended", "Pareto-optimal", "Feasible", or the first reason it is rejected.
    static QString status(const tp::Candidate &candidate);
    // The same from a plan sheet's status ("recommended", "pareto", "feasible", "rejected") and
    // the code of the first reason it is rejected (empty when there is none).
    static QString status(const std::string &status, const std::string &reason);
    // One translated sentence on the recommendation: what, how long, how much.
    static QString recommendation(const tp::Plan &plan, const tp::Catalog &catalog);
    // "Why not this row?": for a candidate that qualifies but is not recommended, what it gives up
    // against the recommended one (dearer, slower, a price that needs checking, tight memory);
    // for a rejected one, its reasons; for the recommended one, why it was chosen. One line each.
    static QStringList whyNot(const tp::Plan &plan, const tp::Candidate &candidate);
};
