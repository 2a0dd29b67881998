#include "document/PlanFile.h"

#include "core/JsonReader.h"
#include "text/ProblemText.h"
#include "text/ReadFile.h"
#include "text/SaveFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QIODevice>
#include <QLocale>
#include <string>

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
    tp::PlanDocument document;
    document.job = contents.job;
    document.app = contents.app;
    document.actuals = contents.actuals;
    document.saveInfo = {{"at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()},
                         {"app_version", QCoreApplication::applicationVersion().toStdString()}};
    const std::string text =
        tp::serializePlanDocument(document, outcome && outcome->plan ? &*outcome->plan : nullptr);
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

namespace {

// Why the core refused the file, in the UI's language; the core's English detail (with the
// line and column, or the JSON path) follows in brackets where the sentence cannot say it.
QString refusal(const tp::Problem &problem, const tp::PlanDocumentRead &read, const QString &name)
{
    const QString detail =
        ProblemText::shown(problem.path.empty() ? problem.message : problem.path + ": " + problem.message);
    const std::string &code = problem.code;
    if (code == "newer-version")
        return PlanFile::tr("%1 was written by a newer TrainPlan (format version %2); this version reads "
                            "version %3 and older. Update TrainPlan to open it.")
            .arg(name, QString::number(read.version), QString::number(PlanFile::kVersion));
    if (code == "invalid-version")
        return PlanFile::tr("%1 has an invalid format version (%2).")
            .arg(name, QString::number(read.version));
    if (code == "not-a-plan")
        return PlanFile::tr("%1 is not a TrainPlan plan (it has no \"format\": \"trainplan\").").arg(name);
    if (problem.path == "/version")
        return PlanFile::tr("%1 has no format version (%2).").arg(name, detail);
    if (problem.path == "/job")
        return PlanFile::tr("%1 has no job (%2).").arg(name, detail);
    if (code == "file-too-large" || code == "not-utf8" || code == "not-text")
        return PlanFile::tr("%1 is not a plan file TrainPlan can read (%2).").arg(name, detail);
    return PlanFile::tr("%1 is not valid JSON (%2).").arg(name, detail);
}

} // namespace

PlanFile::ReadResult PlanFile::parse(const QByteArray &bytes, const QString &fileName)
{
    ReadResult result;
    const QString name = fileName.isEmpty() ? tr("The file") : QDir::toNativeSeparators(fileName);
    const tp::PlanDocumentRead read = tp::parsePlanDocument(
        std::string(bytes.constData(), static_cast<std::size_t>(bytes.size())), fileName.toStdString());
    for (const tp::Problem &p : read.problems) {
        if (p.isError()) {
            result.error = refusal(p, read, name);
            return result;
        }
        result.warnings
            << tr("%1: %2: %3").arg(name, ProblemText::shown(p.path), ProblemText::shown(p.message));
    }
    if (!read.value) { // the core always says why; this is a guard, not an expected path
        result.error = tr("%1 cannot be read.").arg(name);
        return result;
    }
    result.contents = Contents{read.value->job, read.value->app, read.value->savedPlan, read.value->actuals};
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
    return SaveFile::write(
        path, [&](QIODevice &device, QString *why) { return write(device, contents, outcome, why); }, error);
}

PlanFile::ReadResult PlanFile::load(const QString &path)
{
    // A plan is a few hundred kilobytes: a 2 GB file picked by mistake is refused unread, a FIFO
    // or /dev/zero never read at all.
    QByteArray data;
    ReadResult result;
    if (ReadFile::read(path, data, &result.error) != ReadFile::Result::Ok)
        return result;
    return parse(data, path);
}
