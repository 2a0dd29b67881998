#pragma once

#include <QCoreApplication>
#include <QString>
#include <nlohmann/json.hpp>

// "Load config.json…" of the model step: reads a Hugging Face config.json from the user's disk
// through the core (tp::modelFromHfConfig) and turns it into the job's explicit model
// description, so the plan file keeps the architecture and does not depend on the file later.
class HfConfigImport
{
    Q_DECLARE_TR_FUNCTIONS(HfConfigImport)

public:
    struct Result
    {
        nlohmann::json model; // {"kind": "transformer", "name": ..., "params": ..., ...}; null on failure
        QString error;        // why the file cannot be used, one problem per line
    };
    static Result read(const QString &path);
};
