#include "document/Autosave.h"

#include "document/PlanSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <algorithm>

namespace {

QString lockSuffix()
{
    return QStringLiteral(".lock");
}

QString snapshotSuffix()
{
    return QLatin1Char('.') + PlanFile::suffix();
}

// What a copy holds, to tell whether the plan changed since it was written: the file's bytes
// without the plan (a record of the job, replanned on opening) and the file it is of.
QByteArray keyOf(const PlanFile::Contents &contents, const QString &filePath)
{
    return PlanFile::serialize(contents, nullptr) + '\n' + filePath.toUtf8();
}

// A lock that only a dead owner (or a reboot) makes stale: a running instance keeps its copy
// however long it runs.
std::shared_ptr<QLockFile> makeLock(const QString &path)
{
    auto lock = std::make_shared<QLockFile>(path);
    lock->setStaleLockTime(0);
    return lock;
}

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo first(a);
    const QFileInfo second(b);
    if (first.exists() && second.exists())
        return first.canonicalFilePath() == second.canonicalFilePath();
    return first.absoluteFilePath() == second.absoluteFilePath();
}

} // namespace

QString Autosave::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

Autosave::Autosave(PlanSession *session, const QString &folder)
    : QObject(session), m_session(session), m_folder(QDir::cleanPath(folder))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::timeout);
    connect(session, &PlanSession::jobChanged, this, &Autosave::changed);
    connect(session, &PlanSession::filePathChanged, this, &Autosave::changed);
    connect(session, &PlanSession::modifiedChanged, this, &Autosave::modifiedChanged);
    chooseId();
}

// The copy, if there is one, stays: the app ends without the user having chosen to drop the
// changes (a clean quit goes through discard() or a save first). The lock goes with m_lock.
Autosave::~Autosave() = default;

void Autosave::chooseId()
{
    // The pid alone is not enough: a crashed run's pid comes round again.
    const QDir dir(m_folder);
    do {
        m_id = QStringLiteral("%1-%2")
                   .arg(QCoreApplication::applicationPid())
                   .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    } while (QFileInfo::exists(dir.filePath(m_id + snapshotSuffix())) ||
             QFileInfo::exists(dir.filePath(m_id + lockSuffix())));
}

void Autosave::setInterval(int milliseconds)
{
    m_interval = std::max(0, milliseconds);
    if (m_timer.isActive()) {
        m_timer.stop();
        changed();
    }
}

QString Autosave::snapshotPath() const
{
    return QDir(m_folder).filePath(m_id + snapshotSuffix());
}

QByteArray Autosave::key() const
{
    return keyOf(m_session->contents(), m_session->filePath());
}

void Autosave::changed()
{
    // Not postponed by every edit: a stream of edits is still copied once an interval.
    if (m_abandoned || m_interval <= 0 || !m_session->isModified() || m_timer.isActive())
        return;
    m_timer.start(m_interval);
}

void Autosave::modifiedChanged(bool modified)
{
    if (modified) {
        changed();
        return;
    }
    // Saved, or replaced by another plan: the copy has nothing left to keep.
    m_timer.stop();
    removeSnapshot();
}

void Autosave::timeout()
{
    // A failure is tried again an interval later (and reported only once).
    if (m_session->isModified() && !write() && m_interval > 0)
        m_timer.start(m_interval);
}

bool Autosave::saveNow()
{
    if (m_abandoned || !m_session->isModified())
        return true;
    m_timer.stop();
    return write();
}

bool Autosave::write()
{
    const QByteArray current = key();
    if (m_hasSnapshot && current == m_lastWritten)
        return true;

    QString error;
    const QString path = snapshotPath();
    if (!QDir().mkpath(m_folder)) {
        error = tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(m_folder));
    } else if (sameFile(path, m_session->filePath())) {
        // Cannot happen with a fresh id; checked all the same, the user's own file comes first.
        error = tr("%1 is the plan's own file.").arg(QDir::toNativeSeparators(path));
    } else if (ensureLock(&error)) {
        PlanFile::Contents contents = m_session->contents();
        const QString original = m_session->filePath();
        contents.app[kMetaKey] = {
            {"file", original.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(original.toStdString())},
            {"saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toStdString()},
            {"app_version", QCoreApplication::applicationVersion().toStdString()},
        };
        // The plan is recorded only when it is the plan of this job (it is replanned on opening).
        const std::shared_ptr<const PlanOutcome> outcome = m_session->outcome();
        const PlanOutcome *planned = outcome && outcome->job == m_session->job() ? outcome.get() : nullptr;
        if (PlanFile::save(path, contents, planned, &error)) {
            m_hasSnapshot = true;
            m_lastWritten = current;
            m_failing = false;
            emit written(path);
            return true;
        }
    }
    if (!m_failing) {
        m_failing = true;
        emit failed(tr("The automatic copy of the plan could not be saved: %1").arg(error));
    }
    return false;
}

bool Autosave::ensureLock(QString *error)
{
    if (m_lock && m_lock->isLocked())
        return true;
    const QString path = QDir(m_folder).filePath(m_id + lockSuffix());
    m_lock = makeLock(path);
    if (m_lock->tryLock(0))
        return true;
    if (error)
        *error = tr("Cannot create the lock file %1.").arg(QDir::toNativeSeparators(path));
    m_lock.reset();
    return false;
}

void Autosave::releaseLock()
{
    m_lock.reset(); // QLockFile's destructor unlocks, which deletes the lock file
}

void Autosave::removeSnapshot()
{
    if (m_hasSnapshot || QFileInfo::exists(snapshotPath()))
        QFile::remove(snapshotPath());
    m_hasSnapshot = false;
    m_lastWritten.clear();
    releaseLock();
}

void Autosave::discard()
{
    m_timer.stop();
    removeSnapshot();
}

void Autosave::abandon()
{
    m_abandoned = true;
    m_timer.stop();
    m_hasSnapshot = false;
    releaseLock();
}

// --- copies left by runs that did not quit normally

std::vector<Autosave::Leftover> Autosave::findLeftovers(const QString &folder)
{
    std::vector<Leftover> found;
    const QDir dir(folder);
    if (!dir.exists())
        return found;
    const QFileInfoList snapshots =
        dir.entryInfoList({QLatin1Char('*') + snapshotSuffix()}, QDir::Files, QDir::Name);
    for (const QFileInfo &info : snapshots) {
        std::shared_ptr<QLockFile> lock = makeLock(dir.filePath(info.completeBaseName() + lockSuffix()));
        if (!lock->tryLock(0)) {
            if (lock->error() == QLockFile::LockFailedError)
                continue; // a running instance's copy
            lock.reset(); // the folder cannot be written: offered all the same
        }
        Leftover leftover;
        leftover.snapshot = info.absoluteFilePath();
        leftover.savedAt = info.lastModified();
        leftover.lock = std::move(lock);
        PlanFile::ReadResult read = PlanFile::load(leftover.snapshot);
        if (!read.contents) {
            leftover.error = read.error;
            found.push_back(std::move(leftover));
            continue;
        }
        nlohmann::json &app = read.contents->app;
        if (const auto meta = app.find(kMetaKey); meta != app.end() && meta->is_object()) {
            if (const auto file = meta->find("file"); file != meta->end() && file->is_string())
                leftover.originalPath = QString::fromStdString(file->get<std::string>());
            if (const auto at = meta->find("saved_at"); at != meta->end() && at->is_string()) {
                const QDateTime savedAt =
                    QDateTime::fromString(QString::fromStdString(at->get<std::string>()), Qt::ISODate);
                if (savedAt.isValid())
                    leftover.savedAt = savedAt;
            }
        }
        app.erase(kMetaKey);
        leftover.contents = std::move(read.contents);
        found.push_back(std::move(leftover));
    }

    // Locks of runs that crashed before their first copy, or after removing it.
    const QStringList locks = dir.entryList({QLatin1Char('*') + lockSuffix()}, QDir::Files);
    for (const QString &name : locks) {
        const QString base = name.left(name.size() - lockSuffix().size());
        if (QFileInfo::exists(dir.filePath(base + snapshotSuffix())))
            continue;
        const std::shared_ptr<QLockFile> lock = makeLock(dir.filePath(name));
        if (lock->tryLock(0))
            lock->unlock();
    }

    std::stable_sort(found.begin(), found.end(),
                     [](const Leftover &a, const Leftover &b) { return a.savedAt > b.savedAt; });
    return found;
}

bool Autosave::remove(Leftover &leftover, QString *error)
{
    QFile file(leftover.snapshot);
    const bool removed = !file.exists() || file.remove();
    if (!removed && error)
        *error =
            tr("Cannot delete %1: %2").arg(QDir::toNativeSeparators(leftover.snapshot), file.errorString());
    leftover.lock.reset();
    return removed;
}

QString Autosave::setAside(Leftover &leftover)
{
    QString target = leftover.snapshot + QStringLiteral(".bad");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = leftover.snapshot + QStringLiteral(".%1.bad").arg(n);
    const QString where = QFile::rename(leftover.snapshot, target) ? target : leftover.snapshot;
    leftover.lock.reset();
    return where;
}

void Autosave::keep(Leftover &leftover)
{
    leftover.lock.reset();
}

bool Autosave::restore(Leftover &leftover)
{
    if (!leftover.contents)
        return false;
    const PlanFile::Contents contents = *leftover.contents;

    // With its own file when there still is one, so Save writes there; else untitled.
    const QString original = leftover.originalPath;
    const bool withFile = !original.isEmpty() && QFileInfo(original).isFile();
    m_session->adopt(contents, withFile ? original : QString());

    // The copy becomes this run's: it is never without one on disk, and it goes when the plan is
    // saved. A copy from another folder is rewritten into ours first.
    m_timer.stop();
    removeSnapshot();
    m_abandoned = false;
    if (QFileInfo(leftover.snapshot).absolutePath() == QFileInfo(m_folder).absoluteFilePath()) {
        m_id = QFileInfo(leftover.snapshot).completeBaseName();
        m_lock = std::move(leftover.lock);
        m_hasSnapshot = true;
        m_lastWritten = keyOf(contents, withFile ? original : QString());
        // Written again when the copy does not say all (the file it is of is gone).
        if (key() != m_lastWritten)
            changed();
    } else if (write()) {
        remove(leftover);
    } else {
        keep(leftover);
    }
    leftover.lock.reset();
    return true;
}
