#include "PlanTestSupport.h"
#include "TestMode.h"
#include "document/Autosave.h"
#include "document/CatalogSource.h"
#include "document/PlanFile.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

// The crash copy of the open plan: written once an interval while the plan has unsaved changes
// and only when it changed, gone when the plan is saved or dropped, never the user's own file;
// after a crash the next start finds the copy (not another running instance's), restores it as
// the modified plan of its own file, discards it, or sets an unreadable one aside and says so.
// Offscreen, test-mode paths and settings; the recovery box is answered by a responder, and once
// through the real modal box found with activeModalWidget().
class TestAutosave : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase()
    {
        QVERIFY(QStandardPaths::isTestModeEnabled());
        QVERIFY(m_files.isValid());
    }

    void init()
    {
        QSettings().clear();
        QDir(Autosave::defaultFolder()).removeRecursively();
    }

    void cleanupTestCase()
    {
        QSettings().clear();
        QDir(Autosave::defaultFolder()).removeRecursively();
    }

    void theFolderIsInTheAppData()
    {
        QVERIFY(Autosave::defaultFolder().startsWith(
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1Char('/')));
        QVERIFY(Autosave::defaultFolder().endsWith(QStringLiteral("/autosave")));
    }

    void aModifiedPlanIsWrittenAfterTheIntervalNotBefore()
    {
        auto session = plantest::plannedSession(job());
        auto *autosave = new Autosave(session.get());
        autosave->setInterval(300);
        QSignalSpy written(autosave, &Autosave::written);

        QElapsedTimer clock;
        clock.start();
        session->setValue("/epochs", 7);
        QVERIFY(session->isModified());
        QCoreApplication::processEvents();
        QVERIFY2(!QFileInfo::exists(autosave->snapshotPath()), "not at once");
        QCOMPARE(written.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 5000);
        // Not before the interval (a coarse timer may fire 5 % early).
        QVERIFY2(clock.elapsed() >= 285, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(autosave->hasSnapshot());
        QCOMPARE(written.first().first().toString(), autosave->snapshotPath());
        QVERIFY(autosave->snapshotPath().startsWith(Autosave::defaultFolder() + QLatin1Char('/')));

        // An ordinary plan file of the job as edited, saying what it is a copy of and when.
        const PlanFile::ReadResult read = PlanFile::load(autosave->snapshotPath());
        QVERIFY2(read.contents, qPrintable(read.error));
        QCOMPARE(read.contents->job, session->job());
        const nlohmann::json &meta = read.contents->app.at(Autosave::kMetaKey);
        QVERIFY(meta.at("file").is_null());
        const QDateTime savedAt = QDateTime::fromString(
            QString::fromStdString(meta.at("saved_at").get<std::string>()), Qt::ISODate);
        QVERIFY(savedAt.isValid());
        QVERIFY(qAbs(savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        // Held by this run.
        QVERIFY(QFileInfo::exists(lockOf(autosave->snapshotPath())));

        // Nothing changed: nothing written, however long it waits.
        QTest::qWait(1000);
        QCOMPARE(written.count(), 1);

        // A further edit, after the next interval.
        session->setValue("/epochs", 8);
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 2, 5000);
        QCOMPARE(PlanFile::load(autosave->snapshotPath()).contents->job.at("epochs"), nlohmann::json(8));
    }

    // Compared candidates are kept in the file (issue 17): ticking one is a change worth a copy.
    void aTickedCandidateIsWritten()
    {
        auto session = plantest::plannedSession(job());
        auto *autosave = new Autosave(session.get());
        autosave->setInterval(50);
        QSignalSpy written(autosave, &Autosave::written);
        session->setCompared(0, true);
        QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 5000);
        QVERIFY(autosave->hasSnapshot());
    }

    void nothingIsWrittenWhileUnmodified()
    {
        auto session = plantest::plannedSession(job());
        auto *autosave = new Autosave(session.get());
        autosave->setInterval(50);
        QSignalSpy written(autosave, &Autosave::written);
        session->select(1); // looking at another row changes nothing the file keeps
        QTest::qWait(300);
        QCOMPARE(written.count(), 0);
        QVERIFY(!autosave->hasSnapshot());
        QVERIFY2(!QFileInfo::exists(Autosave::defaultFolder()), "not even a lock");
        QVERIFY(autosave->saveNow());
        QVERIFY(!QFileInfo::exists(autosave->snapshotPath()));

        // Switched off: an interval of 0.
        autosave->setInterval(0);
        session->setValue("/epochs", 7);
        QTest::qWait(300);
        QCOMPARE(written.count(), 0);
    }

    void savingRemovesTheCopyAndNeverTouchesTheUsersFile()
    {
        auto session = plantest::plannedSession(job());
        auto *autosave = new Autosave(session.get());
        autosave->setInterval(50);
        const QString path = m_files.filePath(QStringLiteral("mine.trainplan"));
        QString error;
        QVERIFY2(session->save(path, &error), qPrintable(error));
        const QByteArray mine = readAll(path);

        session->setValue("/epochs", 7);
        QTRY_VERIFY_WITH_TIMEOUT(autosave->hasSnapshot(), 5000);
        QCOMPARE(readAll(path), mine);
        const PlanFile::ReadResult copy = PlanFile::load(autosave->snapshotPath());
        QVERIFY(copy.contents);
        QCOMPARE(
            QString::fromStdString(copy.contents->app.at(Autosave::kMetaKey).at("file").get<std::string>()),
            path);

        const QString snapshot = autosave->snapshotPath();
        QVERIFY2(session->save(path, &error), qPrintable(error));
        QVERIFY(!autosave->hasSnapshot());
        QVERIFY(!QFileInfo::exists(snapshot));
        QVERIFY2(!QFileInfo::exists(lockOf(snapshot)), "the lock goes with the copy");
        // The user's file is the plan, without the copy's bookkeeping.
        const PlanFile::ReadResult saved = PlanFile::load(path);
        QVERIFY(saved.contents);
        QCOMPARE(saved.contents->job.at("epochs"), nlohmann::json(7));
        QVERIFY(!saved.contents->app.contains(Autosave::kMetaKey));

        // Replaced by a new plan (the user chose to drop the changes): the copy goes too.
        session->setValue("/epochs", 9);
        QTRY_VERIFY_WITH_TIMEOUT(autosave->hasSnapshot(), 5000);
        session->newJob(job());
        QVERIFY(!QFileInfo::exists(autosave->snapshotPath()));
        // And closed without saving.
        session->setValue("/epochs", 10);
        QTRY_VERIFY_WITH_TIMEOUT(autosave->hasSnapshot(), 5000);
        autosave->discard();
        QVERIFY(!QFileInfo::exists(autosave->snapshotPath()));
        QCOMPARE(PlanFile::load(path).contents->job.at("epochs"), nlohmann::json(7));
    }

    void aCopyThatCannotBeWrittenIsReportedOnce()
    {
        // A file where the folder should be: no folder can be made (whoever runs the test).
        const QString blocker = m_files.filePath(QStringLiteral("blocked"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        auto session = plantest::plannedSession(job());
        auto *autosave = new Autosave(session.get(), blocker + QStringLiteral("/autosave"));
        autosave->setInterval(50);
        QSignalSpy failed(autosave, &Autosave::failed);
        session->setValue("/epochs", 7);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
        session->setValue("/epochs", 8);
        QTest::qWait(400); // tried again every interval, quietly
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains(QDir::toNativeSeparators(blocker)),
                 qPrintable(failed.first().first().toString()));
        QVERIFY(!autosave->saveNow());
        QCOMPARE(failed.count(), 1);
    }

    void theWindowShowsAFailureOnceInTheStatusBar()
    {
        // The app's folder cannot be made: a file is in its way.
        QVERIFY(QDir().mkpath(QFileInfo(Autosave::defaultFolder()).absolutePath()));
        QFile file(Autosave::defaultFolder());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();

        MainWindow window(CatalogSource::load());
        window.show();
        int boxes = 0;
        window.setMessageBoxResponder([&boxes](QMessageBox &) {
            ++boxes;
            return int(QMessageBox::Discard);
        });
        window.autosave()->setInterval(50);
        QVERIFY(window.startScenario(QStringLiteral("prototype-t4")));
        QSignalSpy failed(window.autosave(), &Autosave::failed);
        window.session()->setValue("/epochs", 7);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
        const QString shown = window.statusBar()->currentMessage();
        QVERIFY2(shown.contains(QStringLiteral("could not be saved")), qPrintable(shown));
        window.session()->setValue("/epochs", 8);
        QTest::qWait(300);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(boxes, 0);

        // The disk is back: the next copy is written and the message goes.
        QVERIFY(QFile::remove(Autosave::defaultFolder()));
        QTRY_VERIFY_WITH_TIMEOUT(window.autosave()->hasSnapshot(), 5000);
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
        QVERIFY(window.close());
        QCOMPARE(boxes, 1); // the unsaved-changes prompt, answered Discard
        QVERIFY2(!QFileInfo::exists(window.autosave()->snapshotPath()), "a closed plan leaves no copy");
    }

    void aCrashedRunIsFoundAndRestored_data()
    {
        QTest::addColumn<bool>("withFile");
        QTest::addColumn<bool>("fileGone");
        QTest::addColumn<bool>("staleLock");
        QTest::newRow("a saved plan, lock gone") << true << false << false;
        QTest::newRow("a saved plan, lock left by a run before a reboot") << true << false << true;
        QTest::newRow("an untitled plan") << false << false << false;
        QTest::newRow("a saved plan whose file was deleted since") << true << true << true;
    }

    void aCrashedRunIsFoundAndRestored()
    {
        QFETCH(bool, withFile);
        QFETCH(bool, fileGone);
        QFETCH(bool, staleLock);
        const QString original = withFile ? m_files.filePath(QStringLiteral("crashed.trainplan")) : QString();
        nlohmann::json edited;
        const QString snapshot = crashedRun(original, staleLock, &edited);
        QVERIFY(QFileInfo::exists(snapshot));
        QCOMPARE(QFileInfo::exists(lockOf(snapshot)), staleLock);
        if (fileGone)
            QVERIFY(QFile::remove(original));

        // The next start.
        auto session = plantest::plannedSession(job());
        auto *autosave = new Autosave(session.get());
        std::vector<Autosave::Leftover> found = Autosave::findLeftovers();
        QCOMPARE(found.size(), std::size_t(1));
        Autosave::Leftover &leftover = found.front();
        QCOMPARE(leftover.snapshot, snapshot);
        QCOMPARE(leftover.originalPath, original);
        QVERIFY(leftover.error.isEmpty());
        QVERIFY(leftover.contents);
        QVERIFY(qAbs(leftover.savedAt.secsTo(QDateTime::currentDateTime())) < 60);
        QVERIFY2(!leftover.contents->app.contains(Autosave::kMetaKey),
                 "the bookkeeping is not part of the plan");

        QVERIFY(autosave->restore(leftover));
        QCOMPARE(session->job(), edited);
        QCOMPARE(session->filePath(), fileGone ? QString() : original);
        QVERIFY(session->isModified());
        QCOMPARE(session->dataLocation(), QStringLiteral("oss://bucket/data"));
        QVERIFY(session->waitForPlan());
        // The copy is this run's now: not offered to another start, gone when saved.
        QVERIFY(autosave->hasSnapshot());
        QCOMPARE(autosave->snapshotPath(), snapshot);
        QVERIFY(Autosave::findLeftovers().empty());
        QVERIFY(QFileInfo::exists(snapshot));
        const QString target = session->filePath().isEmpty()
                                   ? m_files.filePath(QStringLiteral("saved.trainplan"))
                                   : session->filePath();
        QString error;
        QVERIFY2(session->save(target, &error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(snapshot));
        QCOMPARE(PlanFile::load(target).contents->job, edited);
        QVERIFY(QDir(Autosave::defaultFolder()).entryList(QDir::Files).isEmpty());
        QFile::remove(target);
    }

    void theStartOffersToRestoreACrashedPlan()
    {
        const QString original = m_files.filePath(QStringLiteral("offered.trainplan"));
        nlohmann::json edited;
        const QString snapshot = crashedRun(original, false, &edited);
        const QString time = QLocale().toString(savedAtOf(snapshot).toLocalTime(), QLocale::ShortFormat);

        MainWindow window(CatalogSource::load());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString text;
        QString informative;
        QStringList buttons;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            text = box.text();
            informative = box.informativeText();
            for (QAbstractButton *button : box.buttons())
                buttons << button->text();
            return int(QMessageBox::Open);
        });
        window.offerRecovery();
        QVERIFY2(text.contains(QStringLiteral("offered.trainplan, saved %1").arg(time)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("did not quit normally")), qPrintable(text));
        QVERIFY2(informative.contains(QStringLiteral("Discard deletes it")), qPrintable(informative));
        QVERIFY2(buttons.contains(QStringLiteral("&Restore")), qPrintable(buttons.join(QLatin1Char('|'))));
        QVERIFY(buttons.contains(QStringLiteral("&Keep for Later")));
        QCOMPARE(buttons.size(), 3);

        PlanSession *session = window.session();
        QCOMPARE(session->job(), edited);
        QCOMPARE(session->filePath(), original);
        QVERIFY(session->isModified());
        QVERIFY(window.isWindowModified());
        QCOMPARE(window.planView(), MainWindow::ResultsView);
        // Save writes the user's file, not the copy's folder; the copy goes.
        QVERIFY(window.saveFile(session->filePath()));
        QCOMPARE(PlanFile::load(original).contents->job, edited);
        QVERIFY(!QFileInfo::exists(snapshot));
        QVERIFY(!session->isModified());
    }

    void keepForLaterAndDiscard()
    {
        nlohmann::json edited;
        const QString snapshot = crashedRun(QString(), false, &edited);
        MainWindow window(CatalogSource::load());
        int answer = QMessageBox::Ignore;
        QString text;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            text = box.text();
            return answer;
        });
        window.offerRecovery();
        QVERIFY2(text.contains(QStringLiteral("Untitled plan, saved")), qPrintable(text));
        QVERIFY(QFileInfo::exists(snapshot));
        QVERIFY(!window.session()->hasJob());
        // Offered again next time, and deleted when the user says so.
        QCOMPARE(Autosave::findLeftovers().size(), std::size_t(1));
        text.clear();
        answer = QMessageBox::Discard;
        window.offerRecovery();
        QVERIFY(!text.isEmpty());
        QVERIFY(!QFileInfo::exists(snapshot));
        QVERIFY(!window.session()->hasJob());
        text.clear();
        window.offerRecovery();
        QVERIFY2(text.isEmpty(), "nothing left to offer");
        QVERIFY(QDir(Autosave::defaultFolder()).entryList(QDir::Files).isEmpty());
    }

    void anUnreadableCopyIsSetAsideWithItsError_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        // Plain literals: moc reads this file, and unbalanced braces in a raw string confuse it.
        QTest::newRow("cut off") << QByteArray("{\"format\":\"trainplan\",\"version\":1,\"job\":{\"mod");
        QTest::newRow("written by a newer TrainPlan")
            << QByteArray("{\"format\":\"trainplan\",\"version\":99,\"job\":{}}");
    }

    void anUnreadableCopyIsSetAsideWithItsError()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(QDir().mkpath(Autosave::defaultFolder()));
        const QString name = QStringLiteral("4242-0badc0de.trainplan");
        const QString path = QDir(Autosave::defaultFolder()).filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        const QString error = PlanFile::load(path).error;
        QVERIFY(!error.isEmpty());

        {
            // (Its lock is held while `found` lives.)
            const std::vector<Autosave::Leftover> found = Autosave::findLeftovers();
            QCOMPARE(found.size(), std::size_t(1));
            QVERIFY(!found.front().contents);
            QCOMPARE(found.front().error, error);
        }

        MainWindow window(CatalogSource::load());
        QString text;
        QString informative;
        QList<QMessageBox::StandardButton> buttons;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            text = box.text();
            informative = box.informativeText();
            for (QAbstractButton *button : box.buttons())
                buttons << box.standardButton(button);
            return int(QMessageBox::Ok);
        });
        window.offerRecovery();
        // Said, with the file and PlanFile's reason; not offered; not deleted but moved aside.
        QVERIFY2(text.contains(QStringLiteral("cannot be restored")), qPrintable(text));
        QCOMPARE(buttons, QList<QMessageBox::StandardButton>{QMessageBox::Ok});
        QVERIFY2(informative.contains(name), qPrintable(informative));
        QVERIFY2(informative.contains(error), qPrintable(informative));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QFileInfo::exists(path + QStringLiteral(".bad")));
        QVERIFY2(informative.contains(QDir::toNativeSeparators(path + QStringLiteral(".bad"))),
                 qPrintable(informative));
        QCOMPARE(readAll(path + QStringLiteral(".bad")), bytes);
        QVERIFY(!window.session()->hasJob());

        // Not offered again.
        text.clear();
        window.offerRecovery();
        QVERIFY(text.isEmpty());
    }

    void aRunningInstancesCopyIsNotOffered()
    {
        // Another instance, alive, with unsaved changes: its copy and its lock.
        auto other = plantest::plannedSession(job());
        auto *otherAutosave = new Autosave(other.get());
        other->setValue("/epochs", 7);
        QVERIFY(otherAutosave->saveNow());
        QVERIFY(QFileInfo::exists(otherAutosave->snapshotPath()));

        QVERIFY(Autosave::findLeftovers().empty());
        MainWindow window(CatalogSource::load());
        int asked = 0;
        window.setMessageBoxResponder([&asked](QMessageBox &) {
            ++asked;
            return int(QMessageBox::Open);
        });
        window.offerRecovery();
        QCOMPARE(asked, 0);
        // Left alone.
        QVERIFY(QFileInfo::exists(otherAutosave->snapshotPath()));
        QVERIFY(QFileInfo::exists(lockOf(otherAutosave->snapshotPath())));
        QVERIFY(otherAutosave->hasSnapshot());

        // And two copies of this process never share a file.
        auto *mine = window.autosave();
        QVERIFY(mine->snapshotPath() != otherAutosave->snapshotPath());
    }

    void theNewestOfSeveralIsRestored()
    {
        nlohmann::json older;
        const QString first = crashedRun(QString(), false, &older, 7);
        QTest::qWait(20);
        nlohmann::json newer;
        const QString second = crashedRun(QString(), false, &newer, 11);
        MainWindow window(CatalogSource::load());
        QString informative;
        window.setMessageBoxResponder([&](QMessageBox &box) {
            informative = box.informativeText();
            return int(QMessageBox::Open);
        });
        window.offerRecovery();
        QVERIFY2(informative.contains(QStringLiteral("most recent")), qPrintable(informative));
        QCOMPARE(window.session()->job(), newer);
        // The other one waits for the next start.
        const std::vector<Autosave::Leftover> left = Autosave::findLeftovers();
        QCOMPARE(left.size(), std::size_t(1));
        QCOMPARE(left.front().snapshot, first);
        QCOMPARE(left.front().contents->job, older);
        QVERIFY(QFileInfo::exists(second));
    }

    void theRealBoxIsAnsweredWithoutBlocking()
    {
        nlohmann::json edited;
        crashedRun(QString(), false, &edited);
        MainWindow window(CatalogSource::load());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // No responder: the box is modal; a timer finds it and clicks Restore, as a user would.
        bool seen = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&seen, &poll] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->isVisible())
                return;
            poll.stop();
            seen = box->objectName() == QStringLiteral("recoveryBox");
            box->button(QMessageBox::Open)->click();
        });
        poll.start();
        window.offerRecovery();
        poll.stop();
        QVERIFY(seen);
        QCOMPARE(window.session()->job(), edited);
        QVERIFY(window.session()->isModified());
        QVERIFY(window.session()->filePath().isEmpty());
        window.session()->setModified(false);
    }

    void aRebuiltWindowKeepsTheSameCopy()
    {
        auto *window = new MainWindow(CatalogSource::load());
        window->show();
        Autosave *autosave = window->autosave();
        window->autosave()->setInterval(50);
        QVERIFY(window->startScenario(QStringLiteral("prototype-t4")));
        window->session()->setValue("/epochs", 7);
        QTRY_VERIFY_WITH_TIMEOUT(autosave->hasSnapshot(), 5000);
        auto *next = new MainWindow(*window);
        next->show();
        delete window;
        QCOMPARE(next->autosave(), autosave);
        QVERIFY(QFileInfo::exists(autosave->snapshotPath()));
        next->session()->setValue("/epochs", 8);
        QTRY_COMPARE_WITH_TIMEOUT(PlanFile::load(autosave->snapshotPath()).contents->job.at("epochs"),
                                  nlohmann::json(8), 5000);
        next->setMessageBoxResponder([](QMessageBox &) { return int(QMessageBox::Discard); });
        const QString snapshot = autosave->snapshotPath();
        QVERIFY(next->close());
        QVERIFY(!QFileInfo::exists(snapshot));
        delete next;
    }

private:
    static nlohmann::json job() { return plantest::scenario("prototype-t4").jobJson; }

    static QString lockOf(const QString &snapshot)
    {
        return QFileInfo(snapshot).absolutePath() + QLatin1Char('/') +
               QFileInfo(snapshot).completeBaseName() + QStringLiteral(".lock");
    }

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static QDateTime savedAtOf(const QString &snapshot)
    {
        const PlanFile::ReadResult read = PlanFile::load(snapshot);
        return QDateTime::fromString(
            QString::fromStdString(
                read.contents->app.at(Autosave::kMetaKey).at("saved_at").get<std::string>()),
            Qt::ISODate);
    }

    // A run that crashed with unsaved changes to the plan of `original` ("" for an untitled one):
    // its copy stays in the app's folder; its lock is gone, or left by a run from before a reboot
    // (QLockFile's stale lock: the boot id differs). Returns the copy; `edited` is the job in it.
    static QString crashedRun(const QString &original, bool staleLock, nlohmann::json *edited, int epochs = 7)
    {
        PlanSession session;
        session.setCatalog(plantest::catalog());
        session.newJob(job());
        session.setDataLocation(QStringLiteral("oss://bucket/data"));
        if (!original.isEmpty()) {
            QString error;
            if (!session.save(original, &error))
                qFatal("%s", qPrintable(error));
        }
        auto *autosave = new Autosave(&session);
        session.setValue("/epochs", epochs);
        if (!autosave->saveNow() || !autosave->hasSnapshot())
            qFatal("the copy is not written");
        *edited = session.job();
        const QString snapshot = autosave->snapshotPath();
        if (staleLock) {
            // The lock as this process writes it, but with another boot's id.
            QByteArray contents = readAll(lockOf(snapshot));
            QList<QByteArray> lines = contents.split('\n');
            autosave->abandon();
            while (lines.size() < 5)
                lines << QByteArray();
            lines[4] = "00000000-another-boot";
            QFile lock(lockOf(snapshot));
            if (!lock.open(QIODevice::WriteOnly))
                qFatal("cannot write the lock");
            lock.write(lines.mid(0, 5).join('\n') + '\n');
        } else {
            autosave->abandon();
        }
        session.waitForPlan();
        return snapshot;
    }

    QTemporaryDir m_files;
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
