#pragma once

#include "document/PlanFile.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

class PlanSession;
class QLockFile;

// The crash copy of the open plan: while it has unsaved changes, written at most once a minute to
// <AppDataLocation>/autosave/<id>.trainplan (a QLockFile beside it says the copy is alive), removed
// when the plan is saved, replaced or discarded, and offered at the next start otherwise
// (findLeftovers()). It never writes outside its folder; a failed write is reported once.
class Autosave : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;
    // The key of the app block that holds what the copy is of.
    static constexpr const char *kMetaKey = "autosave";

    // <AppDataLocation>/autosave
    static QString defaultFolder();

    explicit Autosave(PlanSession *session, const QString &folder = defaultFolder());
    ~Autosave() override;

    QString folder() const { return m_folder; }
    // 0 turns autosaving off.
    void setInterval(int milliseconds);
    int interval() const { return m_interval; }
    // This run's copy (it exists only while hasSnapshot()).
    QString snapshotPath() const;
    bool hasSnapshot() const { return m_hasSnapshot; }

    // Writes the copy now when the plan is modified and changed since the last copy. false when
    // it had to be written and could not be.
    bool saveNow();
    // The user closes the plan without saving: the copy goes.
    void discard();
    // Tests: as if the app had crashed: the copy stays, the lock goes, nothing more is written.
    void abandon();

    // --- copies left by runs that did not quit normally
    struct Leftover
    {
        QString snapshot;                           // the copy
        QString originalPath;                       // the plan's own file ("" for an untitled plan)
        QDateTime savedAt;                          // when the copy was written
        std::optional<PlanFile::Contents> contents; // unset when the copy cannot be read
        QString error;                              // PlanFile's reason, when unset
        std::shared_ptr<QLockFile> lock;            // held while the copy is offered
    };
    // The copies in `folder` whose run is gone (its lock is stale or missing), newest first; the
    // copies of running instances are left alone. Locks left without a copy are cleaned up.
    static std::vector<Leftover> findLeftovers(const QString &folder = defaultFolder());
    // Deletes the copy. false when it stays (the reason in `error`).
    static bool remove(Leftover &leftover, QString *error = nullptr);
    // A copy that cannot be read is renamed to <name>.bad, out of the next start's way and
    // never deleted: the new path, or the old one when it cannot be renamed.
    static QString setAside(Leftover &leftover);
    // Lets go of the copy for a later start.
    static void keep(Leftover &leftover);

    // Opens `leftover` in the session as a modified document: with the plan's own file when it
    // still exists (Save writes there), else untitled. The copy becomes this run's. false when
    // the copy cannot be read.
    bool restore(Leftover &leftover);

signals:
    void written(const QString &path);
    // The first failure after a success (or since the start): `error` says what and where.
    void failed(const QString &error);

private:
    void changed();
    void modifiedChanged(bool modified);
    void timeout();
    bool write();
    void removeSnapshot();
    bool ensureLock(QString *error);
    void releaseLock();
    void chooseId();
    QByteArray key() const;

    PlanSession *m_session;
    QString m_folder;
    QString m_id;
    int m_interval = kDefaultIntervalMs;
    QTimer m_timer;
    std::shared_ptr<QLockFile> m_lock;
    QByteArray m_lastWritten; // key() of the last copy
    bool m_hasSnapshot = false;
    bool m_failing = false;
    bool m_abandoned = false;
};
