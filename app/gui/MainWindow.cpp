#include "gui/MainWindow.h"

#include "core/export/LaunchFiles.h"
#include "document/Autosave.h"
#include "document/CatalogSource.h"
#include "document/PlanFile.h"
#include "document/PlanSession.h"
#include "document/ScenarioSource.h"
#include "document/Settings.h"
#include "gui/PreferencesDialog.h"
#include "text/PlanText.h"
#include "text/ProblemText.h"
#include "views/catalog/CatalogBrowserPage.h"
#include "views/estimate/EstimatePage.h"
#include "views/export/ExportDialog.h"
#include "views/jobedit/JobEditPanel.h"
#include "views/results/ResultsWorkspace.h"
#include "views/widgets/ThemeColours.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <string>
#include <vector>

// trainplan.qrc is compiled into the static trainplan_gui library, where nothing else would pull
// its object file into the executable. Q_INIT_RESOURCE has to be called outside any namespace.
static void initTrainPlanResources()
{
    Q_INIT_RESOURCE(trainplan);
}

MainWindow::MainWindow(tp::CatalogLoader::Result catalog, QWidget *parent)
    : MainWindow(std::move(catalog), nullptr, parent)
{
}

namespace {

tp::CatalogLoader::Result catalogOf(const MainWindow &window)
{
    tp::CatalogLoader::Result result;
    result.catalog = window.catalog();
    result.problems = window.catalogProblems();
    return result;
}

} // namespace

MainWindow::MainWindow(MainWindow &previous)
    : MainWindow(catalogOf(previous), previous.m_session, previous.parentWidget())
{
    m_messageBoxResponder = previous.m_messageBoxResponder;
    restoreGeometry(previous.saveGeometry());
    restoreState(previous.saveState());
    m_catalogPage->restoreGpuHeaderState(previous.m_catalogPage->gpuHeaderState());
    m_planSplitter->restoreState(previous.m_planSplitter->saveState());
    m_results->restoreSplitterState(previous.m_results->splitterState());
    m_results->restoreHeaderState(previous.m_results->headerState());
    m_wizard->setCurrentStep(previous.m_wizard->currentStep());
    m_planStack->setCurrentIndex(previous.m_planStack->currentIndex());
    m_tabs->setCurrentIndex(previous.m_tabs->currentIndex());
    m_catalogPage->setSection(previous.m_catalogPage->section());

    // The pages were built around a plan they did not see being made: they read it now.
    emit m_session->jobChanged();
    emit m_session->planChanged();
    emit m_session->selectionChanged(m_session->selectedIndex());
    emit m_session->comparedChanged();
    updateTitle();
    updateExportAction();
    updateWelcome();
}

MainWindow::MainWindow(tp::CatalogLoader::Result catalog, PlanSession *session, QWidget *parent)
    : QMainWindow(parent), m_catalog(new CatalogSource(std::move(catalog), CatalogSource::embeddedFolder(),
                                                       CatalogSource::defaultUserFolder(), this)),
      m_tabs(new QTabWidget(this))
{
    initTrainPlanResources();
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("TrainPlan — Training Compute Planner"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/trainplan.svg")));

    m_estimatePage = new EstimatePage(m_catalog->catalog(), m_tabs);
    m_catalogPage = new CatalogBrowserPage(m_catalog, m_tabs);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    createPlanTab(session);
    m_tabs->insertTab(PlanTab, m_planStack, tr("Plan"));
    m_tabs->insertTab(EstimateTab, m_estimatePage, tr("Estimate one setup"));
    m_tabs->insertTab(CatalogTab, m_catalogPage, tr("Catalog"));
    setCentralWidget(m_tabs);

    createMenus();
    createStatusBar();
    updateTitle();
    resize(1280, 820);
    // The first run opens on the scenarios, under the welcome.
    if (!Settings().firstPlanMade())
        showPlanView(WizardView);
    updateWelcome();
}

MainWindow::~MainWindow() = default;

void MainWindow::createPlanTab(PlanSession *session)
{
    if (session) {
        // Taken over from the window this one replaces: it keeps its catalog and plan.
        m_session = session;
        m_session->setParent(this);
    } else {
        m_session = new PlanSession(this);
        m_session->setCatalog(m_catalog->catalog());
    }
    // The session's crash copy: made with it, and taken over with it by a rebuilt window.
    m_autosave = m_session->findChild<Autosave *>(QString(), Qt::FindDirectChildrenOnly);
    if (!m_autosave) {
        m_autosave = new Autosave(m_session);
        m_autosave->setInterval(Settings().autosaveInterval() * 1000);
    }
    connect(m_autosave, &Autosave::failed, this, &MainWindow::autosaveFailed);
    connect(m_autosave, &Autosave::written, this, &MainWindow::autosaveWritten);

    // A price edited in the catalog browser (or any reload) replans the open plan.
    connect(m_catalog, &CatalogSource::catalogChanged, m_session,
            [this] { m_session->setCatalog(m_catalog->catalog()); });

    const tp::ScenarioLoadResult scenarios = ScenarioSource::load();
    m_wizard = new PlanWizard(m_session, scenarios.scenarios);
    m_wizard->setDiscardCheck([this] { return maybeSave(); });
    applyPreferences();
    m_editPanel = new JobEditPanel(m_session);
    m_results = new ResultsWorkspace(m_session);
    m_planSplitter = new QSplitter(Qt::Horizontal);
    m_planSplitter->setObjectName(QStringLiteral("planSplitter"));
    m_planSplitter->addWidget(m_editPanel);
    m_planSplitter->addWidget(m_results);
    m_planSplitter->setStretchFactor(0, 0);
    m_planSplitter->setStretchFactor(1, 1);
    m_planSplitter->setSizes({340, 940});
    m_planSplitter->setChildrenCollapsible(false);

    // What the app does, above the scenario cards until the first plan is made.
    m_welcome = new QLabel(tr("<b>Welcome to TrainPlan.</b> It works out how much GPU memory a deep-learning "
                              "training job needs, how long it takes on each cloud GPU instance and what it "
                              "costs, and recommends what to rent.<br>Choose a scenario below, or start from "
                              "scratch with a custom job."));
    m_welcome->setObjectName(QStringLiteral("welcomeLabel"));
    m_welcome->setWordWrap(true);
    m_welcome->setTextFormat(Qt::RichText);
    m_welcome->setContentsMargins(12, 10, 12, 10);
    m_welcome->setStyleSheet(QStringLiteral("QLabel#welcomeLabel { background: palette(alternate-base); "
                                            "border: 1px solid palette(mid); border-radius: 4px; }"));
    auto *wizardPage = new QWidget;
    auto *wizardLayout = new QVBoxLayout(wizardPage);
    wizardLayout->setContentsMargins(0, 0, 0, 0);
    wizardLayout->addWidget(m_welcome);
    wizardLayout->addWidget(m_wizard, 1);
    // The scenario page is shown and hidden as the wizard moves: the welcome goes with it.
    m_wizard->scenarioPage()->installEventFilter(this);

    m_planStack = new QStackedWidget;
    m_planStack->setObjectName(QStringLiteral("planStack"));
    m_planStack->insertWidget(WizardView, wizardPage);
    m_planStack->insertWidget(ResultsView, m_planSplitter);
    m_planStack->setCurrentIndex(WizardView);

    connect(m_wizard, &PlanWizard::finished, this, [this] { showPlanView(ResultsView); });
    connect(m_editPanel, &JobEditPanel::wizardRequested, this, [this] {
        m_wizard->setCurrentStep(PlanWizard::ModelStep);
        showPlanView(WizardView);
    });
    connect(m_session, &PlanSession::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_session, &PlanSession::planChanged, this, &MainWindow::updateExportAction);
    connect(m_session, &PlanSession::selectionChanged, this, &MainWindow::updateExportAction);
    connect(m_session, &PlanSession::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_session, &PlanSession::jobChanged, this, &MainWindow::updateTitle);
}

void MainWindow::showPlanView(PlanView view)
{
    m_planStack->setCurrentIndex(view);
    m_tabs->setCurrentIndex(PlanTab);
    // The first plan shown: the welcome has done its job, for good.
    if (view == ResultsView && !Settings().firstPlanMade()) {
        Settings().setFirstPlanMade(true);
        updateWelcome();
    }
}

void MainWindow::updateWelcome()
{
    if (m_welcome)
        m_welcome->setVisible(!Settings().firstPlanMade() &&
                              m_wizard->currentStep() == PlanWizard::ScenarioStep);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (m_wizard && watched == m_wizard->scenarioPage() &&
        (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        updateWelcome();
    return QMainWindow::eventFilter(watched, event);
}

MainWindow::PlanView MainWindow::planView() const
{
    return static_cast<PlanView>(m_planStack->currentIndex());
}

void MainWindow::createFileMenu(QMenu *menu)
{
    QAction *newAction = menu->addAction(tr("&New Plan"), this, &MainWindow::newPlan);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = menu->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
    m_saveAction = menu->addAction(tr("&Save"), this, &MainWindow::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = menu->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    menu->addSeparator();
    m_exportAction = menu->addAction(tr("&Export…"), this, &MainWindow::exportPlan);
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setEnabled(false);
    m_exportAction->setToolTip(
        tr("PDF plan sheet, CSV of the candidates, JSON and launch files of the selected "
           "candidate (or the recommended one)"));
    menu->addSeparator();
}

void MainWindow::newPlan()
{
    if (!maybeSave())
        return;
    m_session->clear();
    m_wizard->setCurrentStep(PlanWizard::ScenarioStep);
    showPlanView(WizardView);
}

bool MainWindow::startScenario(const QString &id)
{
    if (!m_wizard->startFromScenario(id))
        return false;
    showPlanView(ResultsView);
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const Settings settings;
    const QString folder = settings.lastPlanFolder().isEmpty() ? QDir::homePath() : settings.lastPlanFolder();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Plan"), folder, PlanFile::fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    if (!m_session->open(path, &error)) {
        showError(tr("Cannot open the plan"), error);
        return false;
    }
    Settings settings;
    settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    settings.setLastPlanFolder(QFileInfo(path).absolutePath());
    updateRecentMenu();
    m_wizard->setCurrentStep(PlanWizard::BudgetStep);
    showPlanView(ResultsView);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::save()
{
    if (m_session->filePath().isEmpty())
        return saveAs();
    return saveFile(m_session->filePath());
}

bool MainWindow::saveAs()
{
    const Settings settings;
    QString folder = settings.lastPlanFolder().isEmpty() ? QDir::homePath() : settings.lastPlanFolder();
    QString name = m_session->filePath();
    if (name.isEmpty()) {
        const QString scenario = QString::fromStdString(
            m_session->job().value("scenario", nlohmann::json::object()).value("id", std::string("plan")));
        name = QDir(folder).filePath(scenario + QLatin1Char('.') + PlanFile::suffix());
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save Plan"), name, PlanFile::fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + PlanFile::suffix();
    return saveFile(path);
}

bool MainWindow::saveFile(const QString &path)
{
    QString error;
    if (!m_session->save(path, &error)) {
        showError(tr("Cannot save the plan"), error);
        return false;
    }
    Settings settings;
    settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    settings.setLastPlanFolder(QFileInfo(path).absolutePath());
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_session->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The plan has changes that are not saved. Save them first?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
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

void MainWindow::offerRecovery()
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
            QMessageBox::Ok, this);
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
                    QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, this);
    box.setObjectName(QStringLiteral("recoveryBox"));
    box.setTextFormat(Qt::PlainText);
    box.button(QMessageBox::Open)->setText(tr("&Restore"));
    box.button(QMessageBox::Ignore)->setText(tr("&Keep for Later"));
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
        m_wizard->setCurrentStep(PlanWizard::BudgetStep);
        showPlanView(ResultsView);
        statusBar()->showMessage(
            tr("Restored %1 from its automatic copy: save it to keep the changes.").arg(name), 10000);
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

void MainWindow::autosaveFailed(const QString &error)
{
    // Once, in the status bar: a box every minute would be worse than the failure.
    m_autosaveError = error;
    statusBar()->showMessage(error);
}

void MainWindow::autosaveWritten()
{
    if (!m_autosaveError.isEmpty() && statusBar()->currentMessage() == m_autosaveError)
        statusBar()->clearMessage();
    m_autosaveError.clear();
}

void MainWindow::setMessageBoxResponder(std::function<int(QMessageBox &)> responder)
{
    m_messageBoxResponder = std::move(responder);
}

int MainWindow::ask(QMessageBox &box)
{
    return m_messageBoxResponder ? m_messageBoxResponder(box) : box.exec();
}

const tp::Candidate *MainWindow::exportCandidate() const
{
    const tp::Plan *plan = m_session->plan();
    if (!plan)
        return nullptr;
    const tp::Candidate *c = m_session->selectedCandidate();
    if (!c)
        c = plan->recommended();
    return c && c->instance ? c : nullptr;
}

void MainWindow::updateExportAction()
{
    m_exportAction->setEnabled(exportCandidate() != nullptr);
}

void MainWindow::exportPlan()
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
    const QString what = PlanText::describe(*m_session->catalog(), *c);
    ExportDialog dialog(folder, base, what, this);
    dialog.setObjectName(QStringLiteral("exportDialog"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    PlanSheetDocument::Options options;
    options.locale = QLocale();
    options.dataLocation = m_session->dataLocation();
    const PlanExporter::Result r = PlanExporter::exportTo(dialog.folder(), dialog.baseName(), *plan, *c,
                                                          *m_session->catalog(), options, dialog.parts());
    if (!r.ok())
        showError(tr("Export"), tr("Some files were not written; files that were there are unchanged.\n\n%1")
                                    .arg(r.errors.join(QLatin1Char('\n'))));
    else
        statusBar()->showMessage(tr("Exported %n file(s) to %1", nullptr, static_cast<int>(r.written.size()))
                                     .arg(QDir::toNativeSeparators(dialog.folder())),
                                 8000);
}

void MainWindow::showError(const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("errorBox"));
    ask(box);
}

void MainWindow::updateTitle()
{
    if (!m_session->hasJob() && m_session->filePath().isEmpty()) {
        setWindowTitle(tr("TrainPlan — Training Compute Planner"));
        setWindowModified(false);
        return;
    }
    const QString name =
        m_session->filePath().isEmpty() ? tr("Untitled plan") : QFileInfo(m_session->filePath()).fileName();
    setWindowTitle(tr("%1[*] — TrainPlan").arg(name));
    setWindowModified(m_session->isModified());
}

void MainWindow::updateRecentMenu()
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

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_catalog->catalog(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.save();
    applyPreferences();
    statusBar()->showMessage(tr("Preferences saved: they apply to new plans."), 5000);
}

void MainWindow::applyPreferences()
{
    const Settings settings;
    JobJson::Preferences preferences;
    preferences.currency = settings.currency();
    preferences.region = settings.defaultRegion();
    preferences.providers = settings.providers();
    m_wizard->setPreferences(preferences);
}

const tp::Catalog &MainWindow::catalog() const
{
    return m_catalog->catalog();
}

const tp::Problems &MainWindow::catalogProblems() const
{
    return m_catalog->problems();
}

void MainWindow::restoreSettings()
{
    const Settings settings;
    if (const QByteArray geometry = settings.mainWindowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.mainWindowState(); !state.isEmpty())
        restoreState(state);
    m_catalogPage->restoreGpuHeaderState(settings.gpuTableHeaderState());
    if (const QByteArray state = settings.planSplitterState(); !state.isEmpty())
        m_planSplitter->restoreState(state);
    m_results->restoreSplitterState(settings.resultsSplitterState());
    m_results->restoreHeaderState(settings.candidateTableHeaderState());
    const int tab = settings.mainWindowTab();
    // The first run stays on the plan tab's welcome.
    if (tab >= 0 && tab < m_tabs->count() && settings.firstPlanMade())
        m_tabs->setCurrentIndex(tab);
}

void MainWindow::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Saved, or the user chose to drop the changes: the crash copy has nothing left to keep.
    m_autosave->discard();
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings()
{
    Settings settings;
    settings.setMainWindowGeometry(saveGeometry());
    settings.setMainWindowState(saveState());
    settings.setMainWindowTab(m_tabs->currentIndex());
    settings.setGpuTableHeaderState(m_catalogPage->gpuHeaderState());
    settings.setPlanSplitterState(m_planSplitter->saveState());
    settings.setResultsSplitterState(m_results->splitterState());
    settings.setCandidateTableHeaderState(m_results->headerState());
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    createFileMenu(fileMenu);
    fileMenu->addAction(m_catalogPage->importPricesAction());
    fileMenu->addAction(m_catalogPage->refreshPricesAction());
    fileMenu->addSeparator();
    QAction *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction *preferences = settingsMenu->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    QMenu *languageMenu = settingsMenu->addMenu(tr("&Language"));
    m_languageGroup = new QActionGroup(this);
    const QString current = Settings().language();
    // Each language is named in itself (an autonym), so a user lost in the other one finds theirs.
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
    for (const auto &[code, name] : choices) {
        QAction *action = languageMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] { saveLanguage(code); });
    }

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *about = helpMenu->addAction(tr("&About TrainPlan"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createStatusBar()
{
    m_catalogStatus = new QLabel(this);
    m_catalogStatus->setObjectName(QStringLiteral("catalogStatusLabel"));
    statusBar()->addPermanentWidget(m_catalogStatus);
    updateCatalogStatus();
    connect(m_catalog, &CatalogSource::catalogChanged, this, &MainWindow::updateCatalogStatus);
}

void MainWindow::updateCatalogStatus()
{
    QLabel *catalogLabel = m_catalogStatus;
    const tp::Catalog &c = m_catalog->catalog();
    int errors = 0;
    QStringList lines;
    for (const tp::Problem &problem : m_catalog->problems()) {
        errors += problem.isError() ? 1 : 0;
        lines << ProblemText::shown(problem.file) + QStringLiteral(": ") + ProblemText::describe(problem);
    }
    if (errors > 0) {
        catalogLabel->setText(tr("The catalog has %n error(s)", nullptr, errors));
        // Red that reads on the status bar, light or dark, and follows a palette change.
        ThemeColours::setTextTone(catalogLabel, ThemeColours::Error);
    } else {
        catalogLabel->setText(tr("Catalog: %1 GPUs, %2 models, %3 instance types")
                                  .arg(c.gpus.size())
                                  .arg(c.models.size())
                                  .arg(c.instances.size()));
        ThemeColours::setTextTone(catalogLabel, ThemeColours::Ink);
    }
    catalogLabel->setToolTip(lines.join(QLatin1Char('\n')));
}

void MainWindow::showAbout()
{
    const tp::Catalog &c = m_catalog->catalog();
    const int files = static_cast<int>(c.files.size());
    // How fresh the catalog is: its newest price and the date of the utilisation fit. Dates are
    // YYYY-MM-DD, YYYY-MM or YYYY, so the greatest string is the newest.
    std::string newestPrice;
    for (const tp::InstanceType &instance : c.instances)
        for (const tp::Price &price : instance.prices)
            newestPrice = std::max(newestPrice, price.provenance.date);
    const auto orUnknown = [](const std::string &date) {
        return date.empty() ? tr("unknown") : QString::fromStdString(date);
    };
    const int providers = static_cast<int>(std::max(c.providers.size(), c.providerNames.size()));
    const QString text =
        QStringLiteral("<h3>%1 %2</h3><p>%3</p><p>%4<br>%5<br>%6<br>%7</p><p>%8</p>")
            .arg(tr("TrainPlan"), QCoreApplication::applicationVersion(),
                 tr("Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs."),
                 tr("Built-in catalog: %n file(s).", nullptr, files),
                 tr("%1 GPUs, %2 model presets, %3 instance types.")
                     .arg(c.gpus.size())
                     .arg(c.models.size())
                     .arg(c.instances.size()),
                 tr("%n cloud provider(s).", nullptr, providers),
                 tr("Newest price: %1. Utilisation model fitted: %2.")
                     .arg(orUnknown(newestPrice), orUnknown(c.efficiency.provenance.date)),
                 tr("Built with Qt %1.").arg(QLatin1String(QT_VERSION_STR)));
    QMessageBox box(QMessageBox::Information, tr("About TrainPlan"), text, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("aboutBox"));
    box.setTextFormat(Qt::RichText);
    box.setIconPixmap(windowIcon().pixmap(QSize(64, 64), devicePixelRatioF()));
    ask(box);
}

void MainWindow::saveLanguage(const QString &language)
{
    Settings().setLanguage(language);
    emit languageChosen(language);
}
