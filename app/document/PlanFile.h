#pragma once

#include "core/planner/PlanDocument.h"
#include "document/PlanOutcome.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>

class QIODevice;

// The `.trainplan` file on disk: core's tp::PlanDocument format plus the file I/O, with the reason a
// file cannot be opened in the UI's language (the file and the place in it). Saves go through
// SaveFile; files over 16 MB are refused unread.
class PlanFile
{
    Q_DECLARE_TR_FUNCTIONS(PlanFile)

public:
    static constexpr int kVersion = tp::PlanDocument::kVersion;
    static constexpr const char *kFormat = tp::PlanDocument::kFormat;

    struct Contents
    {
        nlohmann::json job = nlohmann::json::object();
        nlohmann::json app = nlohmann::json::object();
        // Read only: the results the file was saved with (null when it has none).
        nlohmann::json savedPlan = nullptr;
        // A watched run of the plan ("Watch a Run…" → Save to Plan, or trainplan-cli watch --save).
        std::optional<tp::PlanActuals> actuals;
    };
    struct ReadResult
    {
        std::optional<Contents> contents;
        QString error;        // translated, naming the file and where, when contents is unset
        QStringList warnings; // keys this version does not know (dropped), one line each
    };

    // "trainplan", and the filter for file dialogs.
    static QString suffix();
    static QString fileFilter();

    // The file's bytes: UTF-8 JSON, 2-space indented. `outcome` may be null (no plan yet).
    static QByteArray serialize(const Contents &contents, const PlanOutcome *outcome);
    // `fileName` names the file in the error ("" for "The file").
    static ReadResult parse(const QByteArray &bytes, const QString &fileName = QString());

    // Writes to any device (tests use a QBuffer). false and `error` when the device refuses.
    static bool write(QIODevice &device, const Contents &contents, const PlanOutcome *outcome,
                      QString *error);
    // Writes `path` through SaveFile (text/SaveFile.h).
    static bool save(const QString &path, const Contents &contents, const PlanOutcome *outcome,
                     QString *error);
    static ReadResult load(const QString &path);
};
