#include "text/SaveFile.h"

#include "core/AtomicFile.h"

#include <QBuffer>
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>

bool SaveFile::write(const QString &path, const QByteArray &data, QString *error)
{
    std::string why;
    if (tp::writeFileAtomically(QFile::encodeName(path).toStdString(), data.toStdString(), why))
        return true;
    if (error)
        *error = cannotWrite(path, QString::fromStdString(why));
    return false;
}

bool SaveFile::write(const QString &path, const Writer &writer, QString *error)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    QString why;
    if (!writer(buffer, &why)) {
        if (error)
            *error = cannotWrite(path, why);
        return false;
    }
    buffer.close();
    return write(path, data, error);
}

QString SaveFile::cannotWrite(const QString &path, const QString &why)
{
    return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), why);
}
