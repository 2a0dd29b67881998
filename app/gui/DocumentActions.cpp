#include "gui/DocumentActions.h"

#include "core/export/LaunchFiles.h"
#include "document/Autosave.h"
#include "document/PlanFile.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/export/ExportDialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <vector>

DocumentActions::DocumentActions(PlanSession *session, QMainWindow *window)
    : QObject(window), m_session(session), m_window(window)
{
    // The session's crash copy: made with it, and taken over with it by a rebuilt window.
    m_autosave = m_session->findChild<Autosave *>(QString(), Qt::FindDirectChildrenOnly);
    if (!m_autosave) {
        m_autosave = new Autosave(m_session);
        m_autosave->setInterval(Settings().value(Settings::AutosaveInterval) * 1000);
    }
    connect(m_autosave, &Autosave::failed, this, &DocumentActions::autosaveFailed);
    connect(m_autosave, &Autosave::written, this, &DocumentActions::autosaveWritten);

    m_newAction = new QAction(tr("&New Plan"), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &DocumentActions::newPlan);
    m_openAction = new QAction(tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &DocumentActions::open);
    m_recentMenu = new QMenu(tr("Open &Recent"), window);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &DocumentActions::updateRecentMenu);
    updateRecentMenu();
    m_saveAction = new QAction(tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &DocumentActions::save);
    m_saveAsAction = new QAction(tr("Save &As…"), this);
    // Where the platform names no Save As key (X11 without a desktop's key theme): Ctrl+Shift+S.
    m_saveAsAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                                     ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                                     : QKeySequence::keyBindings(QKeySequence::SaveAs));
    connect(m_saveAsAction, &QAction::triggered, this, &DocumentActions::saveAs);
    m_exportAction = new QAction(tr("&Export…"), this);
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setToolTip(
        tr("PDF plan sheet, CSV of the candidates, JSON and launch files of the selected "
           "candidate (or the recommended one)"));
    connect(m_exportAction, &QAction::triggered, this, &DocumentActions::exportPlan);
    updateExportAction();
    connect(m_session, &PlanSession::planChanged, this, &DocumentActions::updateExportAction);
    connect(m_session, &PlanSession::selectionChanged, this, &DocumentActions::updateExportAction);
}

bool DocumentActions::mayClose()
{
    if (!maybeSave())
        return false;
    // Saved, or the user chose to drop the changes: the crash copy has nothing left to keep.
    m_autosave->discard();
    return true;
}

void DocumentActions::showMessage(const QString &text, int timeout)
{
    m_window->statusBar()->showMessage(text, timeout);
}

void DocumentActions::newPlan()
{
    if (!maybeSave())
        return;
    m_session->clear();
    emit planCleared();
}

void DocumentActions::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Plan"), Settings().planFolder(),
                                                      PlanFile::fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool DocumentActions::openFile(const QString &path)
{
    QString error;
    if (!m_session->open(path, &error)) {
        showError(tr("Cannot open the plan"), error);
        return false;
    }
    rememberPlan(path);
    emit planOpened();
    showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool DocumentActions::save()
{
    if (m_session->filePath().isEmpty())
        return saveAs();
    return saveFile(m_session->filePath());
}

bool DocumentActions::saveAs()
{
    QString name = m_session->filePath();
    if (name.isEmpty()) {
        const QString scenario = QString::fromStdString(
            m_session->job().value("scenario", nlohmann::json::object()).value("id", std::string("plan")));
        name = QDir(Settings().planFolder()).filePath(scenario + QLatin1Char('.') + PlanFile::suffix());
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Plan"), name, PlanFile::fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + PlanFile::suffix();
    return saveFile(path);
}

bool DocumentActions::saveFile(const QString &path)
{
    QString error;
    if (!m_session->save(path, &error)) {
        showError(tr("Cannot save the plan"), error);
        return false;
    }
    rememberPlan(path);
    showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool DocumentActions::maybeSave()
{
    if (!m_session->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The plan has changes that are not saved. Save them first?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    // Qt's own button texts have no mnemonic: Alt+S and Alt+D answer without the mouse.
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    box.setDefaultButton(QMessageBox::Save);
    switch (ask(box)) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void DocumentActions::offerRecovery()
{
    std::vector<Autosave::Leftover> found = Autosave::findLeftovers(m_autosave->folder());
    if (found.empty())
        return;

    std::vector<Autosave::Leftover *> restorable;
    QStringList listed;
    QStringList unreadable;
    const QLocale locale;
    for (Autosave::Leftover &leftover : found) {
        if (!leftover.contents) {
            // Never offered, never deleted: out of the next start's way, where the user can find it.
            const QString where = Autosave::setAside(leftover);
            unreadable << tr("The automatic copy %1 cannot be read: %2 It is kept as %3.")
                              .arg(QFileInfo(leftover.snapshot).fileName(), leftover.error,
                                   QDir::toNativeSeparators(where));
            continue;
        }
        restorable.push_back(&leftover);
        const QString time = locale.toString(leftover.savedAt.toLocalTime(), QLocale::ShortFormat);
        QString line = leftover.originalPath.isEmpty()
                           ? tr("• Untitled plan, saved %1").arg(time)
                           : tr("• %1, saved %2").arg(QFileInfo(leftover.originalPath).fileName(), time);
        if (!leftover.originalPath.isEmpty() && !QFileInfo(leftover.originalPath).isFile())
            line += QLatin1Char(' ') + tr("(%1 no longer exists: it opens as an untitled plan)")
                                           .arg(QDir::toNativeSeparators(leftover.originalPath));
        listed << line;
    }

    if (restorable.empty()) {
        QMessageBox box(
            QMessageBox::Warning, tr("Recover Unsaved Plans"),
            tr("TrainPlan did not quit normally last time, and the automatic copies it made cannot "
               "be restored."),
            QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("recoveryBox"));
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(unreadable.join(QLatin1Char('\n')));
        ask(box);
        return;
    }

    const int count = static_cast<int>(restorable.size());
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Plans"),
                    tr("TrainPlan did not quit normally last time. It kept an automatic copy of %n plan(s) "
                       "with unsaved changes:",
                       nullptr, count) +
                        QLatin1Char('\n') + listed.join(QLatin1Char('\n')),
                    QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, m_window);
    box.setObjectName(QStringLiteral("recoveryBox"));
    box.setTextFormat(Qt::PlainText);
    box.button(QMessageBox::Open)->setText(tr("&Restore"));
    box.button(QMessageBox::Ignore)->setText(tr("&Keep for Later"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    box.setDefaultButton(QMessageBox::Open);
    box.setEscapeButton(QMessageBox::Ignore);
    QStringList info;
    info << (count == 1
                 ? tr("Restore opens it with its changes: save it to keep them. Discard deletes it.")
                 : tr("Restore opens the most recent one; the others are offered again at the next start. "
                      "Discard deletes them all."));
    info << unreadable;
    box.setInformativeText(info.join(QStringLiteral("\n\n")));

    switch (ask(box)) {
    case QMessageBox::Open: {
        Autosave::Leftover &newest = *restorable.front();
        if (!maybeSave())
            break; // the plan open now stays; the copies are offered again next time
        const QString name =
            newest.originalPath.isEmpty() ? tr("Untitled plan") : QFileInfo(newest.originalPath).fileName();
        if (!m_autosave->restore(newest)) {
            showError(tr("Recover Unsaved Plans"), newest.error);
            break;
        }
        emit planOpened();
        showMessage(tr("Restored %1 from its automatic copy: save it to keep the changes.").arg(name), 10000);
        break;
    }
    case QMessageBox::Discard: {
        QStringList errors;
        for (Autosave::Leftover *leftover : restorable) {
            QString error;
            if (!Autosave::remove(*leftover, &error))
                errors << error;
        }
        if (!errors.isEmpty())
            showError(tr("Recover Unsaved Plans"), errors.join(QLatin1Char('\n')));
        break;
    }
    default:
        break;
    }
    // Whatever was not restored or deleted stays for the next start.
    for (Autosave::Leftover &leftover : found)
        Autosave::keep(leftover);
}

void DocumentActions::autosaveFailed(const QString &error)
{
    // Once, in the status bar: a box every minute would be worse than the failure.
    m_autosaveError = error;
    showMessage(error);
}

void DocumentActions::autosaveWritten()
{
    if (!m_autosaveError.isEmpty() && m_window->statusBar()->currentMessage() == m_autosaveError)
        m_window->statusBar()->clearMessage();
    m_autosaveError.clear();
}

void DocumentActions::setMessageBoxResponder(std::function<int(QMessageBox &)> responder)
{
    m_messageBoxResponder = std::move(responder);
}

int DocumentActions::ask(QMessageBox &box)
{
    return m_messageBoxResponder ? m_messageBoxResponder(box) : box.exec();
}

const tp::Candidate *DocumentActions::exportCandidate() const
{
    const tp::Plan *plan = m_session->plan();
    if (!plan)
        return nullptr;
    const tp::Candidate *c = plan->recommended();
    if (!c)
        c = m_session->selectedCandidate();
    return c && c->instance ? c : nullptr;
}

void DocumentActions::updateExportAction()
{
    m_exportAction->setEnabled(exportCandidate() != nullptr);
}

void DocumentActions::exportPlan()
{
    const tp::Plan *plan = m_session->plan();
    const tp::Candidate *c = exportCandidate();
    if (!plan || !c)
        return;
    QString folder = QFileInfo(m_session->filePath()).absolutePath();
    if (m_session->filePath().isEmpty())
        folder = QDir::homePath();
    const QString base = m_session->filePath().isEmpty()
                             ? QString::fromStdString(tp::launchJobName(*plan))
                             : QFileInfo(m_session->filePath()).completeBaseName();
    const tp::Candidate *recommended = plan->recommended();
    const tp::Candidate *selected = m_session->selectedCandidate();
    if (selected && (selected == recommended || !selected->instance))
        selected = nullptr;
    const auto describe = [this](const tp::Candidate *x) {
        return x ? PlanText::describe(*m_session->catalog(), *x) : QString();
    };
    ExportDialog dialog(folder, base, describe(recommended), describe(selected), m_window);
    dialog.setObjectName(QStringLiteral("exportDialog"));
    std::vector<const tp::Candidate *> compared;
    for (const int index : m_session->compared())
        if (const tp::Candidate *x = index >= 0 && static_cast<std::size_t>(index) < plan->candidates.size()
                                         ? &plan->candidates[static_cast<std::size_t>(index)]
                                         : nullptr;
            x && x->instance)
            compared.push_back(x);
    dialog.offerComparison(static_cast<int>(compared.size()));
    if (const tp::PlanActuals *watched = m_session->actuals())
        dialog.offerActuals(Format::moment(watched->recordedAt));
    if (dialog.exec() != QDialog::Accepted)
        return;
    c = dialog.exportsSelected() && selected ? selected : recommended;
    if (!c)
        return;
    PlanSheetDocument::Options options;
    options.locale = QLocale();
    options.dataLocation = m_session->dataLocation();
    if (dialog.includesActuals())
        options.actuals = m_session->actuals();
    if (dialog.includesComparison())
        options.compared = compared;
    const PlanExporter::Result r = PlanExporter::exportTo(dialog.folder(), dialog.baseName(), *plan, *c,
                                                          *m_session->catalog(), options, dialog.parts());
    if (!r.written.isEmpty())
        m_session->markExported(); // what was sent out is worth keeping: quitting asks to save
    if (!r.ok())
        showError(tr("Export"), tr("Some files were not written; files that were there are unchanged.\n\n%1")
                                    .arg(r.errors.join(QLatin1Char('\n'))));
    else
        showMessage(tr("Exported %n file(s) to %1", nullptr, static_cast<int>(r.written.size()))
                        .arg(QDir::toNativeSeparators(dialog.folder())),
                    8000);
}

void DocumentActions::showError(const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("errorBox"));
    ask(box);
}

void DocumentActions::rememberPlan(const QString &path)
{
    Settings().addRecentPlan(path);
    updateRecentMenu();
}

void DocumentActions::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = Settings().recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QString shown = QDir::toNativeSeparators(path);
        shown.replace(QLatin1Char('&'), QStringLiteral("&&")); // not a mnemonic
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(shown));
        connect(action, &QAction::triggered, this, [this, path] {
            if (!maybeSave())
                return;
            if (!QFileInfo::exists(path)) {
                Settings().removeRecentFile(path);
                updateRecentMenu();
                showError(tr("Cannot open the plan"),
                          tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path)));
                return;
            }
            openFile(path);
        });
    }
    if (files.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No recent plans"));
        none->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear the list"), this, [this] {
            Settings().setRecentFiles({});
            updateRecentMenu();
        });
    }
}
