#pragma once

#include "PlanOutcome.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

class QIODevice;

// The `.trainplan` file: {"format": "trainplan", "version": 1, "job": {...}, "plan": <the
// trainplan-cli plan --format json document, or null>, "app": {...}}. The job is kept exactly
// as edited (it is what a file opens to; the plan is a record of what it gave). "app" holds
// what the wizard asks that the job format has no field for (where the data lives). A newer
// version is refused rather than half read. Saving goes through QSaveFile: a save that fails
// half way leaves the old file intact.
class PlanFile
{
    Q_DECLARE_TR_FUNCTIONS(PlanFile)

public:
    static constexpr int kVersion = 1;
    static constexpr const char *kFormat = "trainplan";

    struct Contents
    {
        nlohmann::json job = nlohmann::json::object();
        nlohmann::json app = nlohmann::json::object();
    };
    struct ReadResult
    {
        std::optional<Contents> contents;
        QString error; // translated, one sentence, when contents is unset
    };

    // "trainplan", and the filter for file dialogs.
    static QString suffix();
    static QString fileFilter();

    // The file's bytes: UTF-8 JSON, 2-space indented. `outcome` may be null (no plan yet).
    static QByteArray serialize(const Contents &contents, const PlanOutcome *outcome);
    static ReadResult parse(const QByteArray &bytes);

    // Writes to any device (tests use a QBuffer). false and `error` when the device refuses.
    static bool write(QIODevice &device, const Contents &contents, const PlanOutcome *outcome,
                      QString *error);
    // Writes `path` through QSaveFile.
    static bool save(const QString &path, const Contents &contents, const PlanOutcome *outcome,
                     QString *error);
    static ReadResult load(const QString &path);
};
