#pragma once

#include "core/InputLimits.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <cstdint>

// The one way the app reads a file the user names (a plan, a catalog or overrides file, a model's
// config.json, a training log, kept measurements, a price CSV): core's readTextFile, so a FIFO is
// never waited on, a device or folder is refused unread and nothing over the size limit is read
// into memory. Paths in Qt's resources (":/catalog") are read by QFile. Every reader fails with
// the same sentence: "Cannot read PATH: WHY".
class ReadFile
{
    Q_DECLARE_TR_FUNCTIONS(ReadFile)

public:
    enum class Result
    {
        Ok,
        Missing, // no such file: some callers read nothing then (no kept measurements yet)
        Failed,
    };

    static Result read(const QString &path, QByteArray &data, QString *error,
                       std::uintmax_t maxBytes = tp::limits::kMaxFileBytes);

    // The sentence every reader fails with.
    static QString cannotRead(const QString &path, const QString &why);
};
