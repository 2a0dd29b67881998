#pragma once

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

// The quick-estimate form's answers, written as the job file the core parses (the same JSON
// that trainplan-cli estimate reads), so the app and the CLI estimate alike.
struct JobDraft
{
    QString modelPreset;
    QString method = QStringLiteral("full"); // "pretrain" | "full" | "lora" | "qlora"
    QString precision;                       // empty: the best the GPU has
    QString gpu;
    int gpusPerNode = 1;
    int nodes = 1;
    double samples = 1;
    std::optional<int> tokensPerSample; // transformers only
    double epochs = 1;

    nlohmann::json toJson() const;
};
