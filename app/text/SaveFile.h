#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>

class QByteArray;
class QIODevice;

// The one way the app saves a file the user keeps (plans, exports, PDFs, price overrides,
// scripts): the bytes are made in memory, then written by core's writeFileAtomically, so a reader
// sees the old file or the new one, a device or FIFO is never replaced, and every writer fails
// with the same sentence: "Cannot write PATH: WHY".
class SaveFile
{
    Q_DECLARE_TR_FUNCTIONS(SaveFile)

public:
    // What a writer puts on the device (a buffer); false with *why set when it cannot.
    using Writer = std::function<bool(QIODevice &device, QString *why)>;

    static bool write(const QString &path, const QByteArray &data, QString *error);
    static bool write(const QString &path, const Writer &writer, QString *error);

    // The sentence every writer fails with.
    static QString cannotWrite(const QString &path, const QString &why);
};
