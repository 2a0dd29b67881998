#include "document/KeptMeasurementStore.h"

#include "text/ProblemText.h"
#include "text/ReadFile.h"
#include "text/SaveFile.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

KeptMeasurementStore::KeptMeasurementStore()
    : KeptMeasurementStore(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                           QStringLiteral("/measurements.json"))
{
}

KeptMeasurementStore::KeptMeasurementStore(const QString &path) : m_path(path)
{
}

std::vector<tp::KeptMeasurement> KeptMeasurementStore::read(tp::Problems *problems) const
{
    QByteArray data;
    QString error;
    const ReadFile::Result read = ReadFile::read(m_path, data, &error);
    if (read == ReadFile::Result::Missing)
        return {};
    if (read != ReadFile::Result::Ok) {
        if (problems)
            problems->push_back({tp::Problem::Severity::Error, "unreadable-file", m_path.toStdString(), "",
                                 error.toStdString()});
        return {};
    }
    tp::Checked<std::vector<tp::KeptMeasurement>> r =
        tp::readKeptMeasurements(data.toStdString(), m_path.toStdString());
    if (problems)
        problems->insert(problems->end(), r.problems.begin(), r.problems.end());
    return r.value ? *r.value : std::vector<tp::KeptMeasurement>();
}

bool KeptMeasurementStore::readForWrite(std::vector<tp::KeptMeasurement> &kept, QString *error) const
{
    tp::Problems problems;
    kept = read(&problems);
    for (const tp::Problem &p : problems)
        if (p.isError()) {
            if (error)
                *error = tr("%1 has errors and is left as it is, so that nothing in it is lost: %2")
                             .arg(QDir::toNativeSeparators(m_path), ProblemText::describe(p));
            return false;
        }
    return true;
}

bool KeptMeasurementStore::write(const std::vector<tp::KeptMeasurement> &kept, QString *error)
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const std::string text = tp::keptMeasurementsJson(kept).dump(2) + "\n";
    return SaveFile::write(m_path, QByteArray::fromStdString(text), error);
}

bool KeptMeasurementStore::keep(const nlohmann::json &jobJson, const nlohmann::json &entry,
                                const tp::Catalog &catalog, QString *error)
{
    std::string why;
    const std::optional<tp::KeptMeasurement> kept = tp::keepMeasurement(
        jobJson, entry, catalog, QDate::currentDate().toString(Qt::ISODate).toStdString(), &why);
    if (!kept) {
        if (error)
            *error = QString::fromStdString(why);
        return false;
    }
    return add(*kept, error);
}

bool KeptMeasurementStore::add(const tp::KeptMeasurement &kept, QString *error)
{
    std::vector<tp::KeptMeasurement> all;
    if (!readForWrite(all, error))
        return false;
    all.push_back(kept);
    return write(all, error);
}

bool KeptMeasurementStore::remove(std::size_t index, const tp::KeptMeasurement &expected, QString *error)
{
    std::vector<tp::KeptMeasurement> all;
    if (!readForWrite(all, error))
        return false;
    if (index >= all.size() || all[index].measured != expected.measured || all[index].kept != expected.kept) {
        if (error)
            *error = tr("%1 changed since it was shown; look again before deleting.")
                         .arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    all.erase(all.begin() + static_cast<std::ptrdiff_t>(index));
    return write(all, error);
}
