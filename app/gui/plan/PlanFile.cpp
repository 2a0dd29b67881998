#include "PlanFile.h"

#include "planner/PlanJson.h"

#include <QFile>
#include <QIODevice>
#include <QSaveFile>
#include <exception>

QString PlanFile::suffix()
{
    return QStringLiteral("trainplan");
}

QString PlanFile::fileFilter()
{
    return tr("TrainPlan plans (*.trainplan)");
}

QByteArray PlanFile::serialize(const Contents &contents, const PlanOutcome *outcome)
{
    nlohmann::json file = nlohmann::json::object();
    file["format"] = kFormat;
    file["version"] = kVersion;
    file["job"] = contents.job;
    file["plan"] = outcome && outcome->plan ? tp::toJson(*outcome->plan) : nlohmann::json(nullptr);
    file["app"] = contents.app.is_object() ? contents.app : nlohmann::json::object();
    const std::string text = file.dump(2) + "\n";
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

PlanFile::ReadResult PlanFile::parse(const QByteArray &bytes)
{
    ReadResult result;
    nlohmann::json file;
    try {
        file = nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
    } catch (const std::exception &e) {
        result.error = tr("The file is not valid JSON: %1").arg(QString::fromUtf8(e.what()));
        return result;
    }
    const auto format = file.is_object() ? file.find("format") : file.end();
    if (!file.is_object() || format == file.end() || !format->is_string() ||
        format->get<std::string>() != kFormat) {
        result.error = tr("The file is not a TrainPlan plan (it has no \"format\": \"trainplan\").");
        return result;
    }
    const auto version = file.find("version");
    if (version == file.end() || !version->is_number_integer()) {
        result.error = tr("The file has no format version.");
        return result;
    }
    const auto number = version->get<long long>();
    if (number > kVersion) {
        result.error = tr("The file was written by a newer TrainPlan (format version %1); this version reads "
                          "version %2 and older. Update TrainPlan to open it.")
                           .arg(number)
                           .arg(kVersion);
        return result;
    }
    if (number < 1) {
        result.error = tr("The file has an invalid format version (%1).").arg(number);
        return result;
    }
    const auto job = file.find("job");
    if (job == file.end() || !job->is_object()) {
        result.error = tr("The file has no job.");
        return result;
    }
    Contents contents;
    contents.job = *job;
    if (const auto app = file.find("app"); app != file.end() && app->is_object())
        contents.app = *app;
    result.contents = std::move(contents);
    return result;
}

bool PlanFile::write(QIODevice &device, const Contents &contents, const PlanOutcome *outcome, QString *error)
{
    const QByteArray bytes = serialize(contents, outcome);
    if (device.write(bytes) != bytes.size()) {
        if (error)
            *error = device.errorString();
        return false;
    }
    return true;
}

bool PlanFile::save(const QString &path, const Contents &contents, const PlanOutcome *outcome, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    QString writeError;
    if (!write(file, contents, outcome, &writeError)) {
        file.cancelWriting();
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, writeError);
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

PlanFile::ReadResult PlanFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ReadResult result;
        result.error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return result;
    }
    return parse(file.readAll());
}
