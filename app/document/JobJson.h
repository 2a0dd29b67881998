#pragma once

#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>

namespace tp {
class Catalog;
}

// Reading and editing a job JSON (spec/cli.md, "The job file") by JSON pointer, as the wizard
// pages do. Edits touch only the key they name, so keys the app does not show (stack,
// flash_attention ...) survive a round trip unchanged.
namespace JobJson {

// The value at `pointer` ("/budget/max_cost"), or nullptr when absent.
const nlohmann::json *find(const nlohmann::json &job, const char *pointer);
std::optional<double> number(const nlohmann::json &job, const char *pointer);
QString string(const nlohmann::json &job, const char *pointer);
std::optional<bool> boolean(const nlohmann::json &job, const char *pointer);
QStringList strings(const nlohmann::json &job, const char *pointer);

// Sets the value, creating the objects on the way (a non-object on the way is replaced).
void set(nlohmann::json &job, const char *pointer, const nlohmann::json &value);
// Removes the key, then every object on the way that it left empty.
void remove(nlohmann::json &job, const char *pointer);

// The planning preferences a new job starts from (Settings): the currency the budget is in,
// a region and the providers to search. Empty values leave the job as it is.
struct Preferences
{
    QString currency;
    QString region;
    QStringList providers;
};
// Applies them to a job that has none of its own: a budget in another currency is converted at
// the catalog's exchange rate (rounded to a round figure), region and providers are set only
// where the job leaves them open.
void applyPreferences(nlohmann::json &job, const Preferences &preferences, const tp::Catalog &catalog);

// A job to start a custom plan from: a LoRA fine-tune of an 8B model, every constraint open.
nlohmann::json customJob();

// The budget in currency `to`: max_cost converted at the rate the plan converts prices with (the
// job's budget.usd_cny, else the catalog's; none without a catalog) and rounded, and the currency.
void convertBudget(nlohmann::json &job, const std::string &to, const tp::Catalog *catalog);

// Rounds a converted amount to two significant figures (208.33 -> 210): a budget, not a price.
double roundBudget(double amount);

} // namespace JobJson
