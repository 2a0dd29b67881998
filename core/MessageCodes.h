#pragma once

#include "core/EnumNames.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace tp {

// One figure or name a message carries beside its English sentence, so that a front end can say
// the same in another language. Values are what the English sentence shows (rounded as it is).
struct MessageParam
{
    enum class Type
    {
        Number,   // any JSON number
        Integer,  // a JSON integer
        Text,     // a string (ids, names, catalog text)
        TextList, // an array of strings
        Boolean,  // chooses between forms of the sentence
    };
    std::string name;
    Type type = Type::Number;
    bool nullable = false; // null when the part of the sentence it fills does not apply
    // A Text param that names one of these (a kind a front end words by value, e.g. the basis of a
    // price); empty: any text.
    std::vector<std::string> choices = {};
};

// A code the core can emit as an estimator or planner warning, a rejection reason, a suggestion,
// a piece of advice, a reason for the recommendation, an assumption of the plan or a detail of a
// candidate, with the names of the params every one of its messages carries. The
// registry is the contract between the core and the translations of the front ends
// (app/text/CoreMessages): a code or param added here needs a translated sentence there.
struct MessageCode
{
    enum Use : unsigned
    {
        AsWarning = 1,         // Estimate::warnings, Candidate::warnings
        AsReason = 2,          // Candidate::reasons (why a candidate is rejected)
        AsSuggestion = 4,      // Plan::suggestions
        AsAdvice = 8,          // Plan::advice (params cover message, reason and condition)
        AsRecommendation = 16, // Recommendation::reasons
        AsAssumption = 32,     // Plan::assumptions
        AsDetail = 64,         // fixNotes() and priceBasisNote() (core/planner/Planner.h)
    };
    std::string code;
    unsigned uses = 0;
    std::vector<MessageParam> params;

    const MessageParam *param(const std::string &name) const;
};

// Every code, in the order of the sources that emit them.
const std::vector<MessageCode> &messageCodes();
const MessageCode *findMessageCode(const std::string &code);

// What is wrong with a message's params for its code: "" when they are an object carrying exactly
// the registered names, each of its type (or null where nullable); else one sentence.
std::string checkMessageParams(const MessageCode &code, const nlohmann::json &params);

constexpr auto enumNames(MessageParam::Type)
{
    return std::array{"number", "integer", "text", "list of text", "boolean"};
}

// A figure for a message's params as its English sentence shows it with `digits` decimals: the
// rounding of the fixed-point stream the sentences are written with (31.25 -> 31.2, as printed).
double messageFigure(double value, int digits);

class Catalog;
// The names a message shows for a provider id, beside the id itself: "provider_name" (English,
// the id when the catalog has no name) and "provider_name_zh" (null when it has none), so a
// Chinese user reads 阿里云 where the English sentence says alibaba.
nlohmann::json providerNameParams(const Catalog &catalog, const std::string &provider);

} // namespace tp
