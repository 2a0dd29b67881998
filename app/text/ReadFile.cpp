#include "text/ReadFile.h"

#include "core/TextFile.h"

#include <QDir>
#include <QFile>
#include <QLocale>

ReadFile::Result ReadFile::read(const QString &path, QByteArray &data, QString *error,
                                std::uintmax_t maxBytes)
{
    const auto fail = [&](Result result, const QString &why) {
        if (error)
            *error = cannotRead(path, why);
        return result;
    };
    if (path.startsWith(QLatin1Char(':'))) { // built into the program: no FIFO, no device
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(file.exists() ? Result::Failed : Result::Missing, file.errorString());
        data = file.readAll();
        return Result::Ok;
    }
    tp::TextFile file = tp::readTextFile(QFile::encodeName(path).toStdString(), maxBytes);
    switch (file.status) {
    case tp::TextFile::Status::Ok:
        data = QByteArray(file.text.data(), static_cast<qsizetype>(file.text.size()));
        return Result::Ok;
    case tp::TextFile::Status::Missing:
        return fail(Result::Missing, tr("there is no such file"));
    case tp::TextFile::Status::NotAFile:
        return fail(Result::Failed,
                    tr("it is not a regular file but a folder, a device, a FIFO or a socket"));
    case tp::TextFile::Status::TooLarge:
        return fail(
            Result::Failed,
            tr("it is larger than %1").arg(QLocale().formattedDataSize(static_cast<qint64>(maxBytes))));
    case tp::TextFile::Status::Unreadable:
        break;
    }
    return fail(Result::Failed, QString::fromStdString(file.reason));
}

QString ReadFile::cannotRead(const QString &path, const QString &why)
{
    return tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), why);
}
