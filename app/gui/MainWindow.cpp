#include "gui/MainWindow.h"

#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/ScenarioSource.h"
#include "document/Settings.h"
#include "gui/DocumentActions.h"
#include "gui/JobUndo.h"
#include "gui/PreferencesDialog.h"
#include "text/ProblemText.h"
#include "views/catalog/CatalogBrowserPage.h"
#include "views/estimate/EstimatePage.h"
#include "views/help/HelpWindow.h"
#include "views/jobedit/JobEditPanel.h"
#include "views/results/ResultsWorkspace.h"
#include "views/watch/WatchRunDialog.h"
#include "views/widgets/ThemeColours.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <string>

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
    setMessageBoxResponder(previous.m_messageBoxResponder);
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
    if (const QScreen *shown = screen())
        resize(firstSize(shown->availableGeometry().size()));
    else
        resize(firstSize(QSize(1280, 820)));
    // The first run opens on the scenarios, under the welcome.
    if (!Settings().value(Settings::FirstPlanMade))
        showPlanView(WizardView);
    updateWelcome();
}

MainWindow::~MainWindow()
{
    // The plan's stack outlives the window (it belongs to the session): leave the group while the
    // window is whole, so that deleting the stack later signals nothing of it.
    if (m_undoGroup)
        for (QUndoStack *stack : m_undoGroup->stacks())
            m_undoGroup->removeStack(stack);
}

QSize MainWindow::firstSize(const QSize &available)
{
    const QSize frame(0, 40); // the window manager's title bar and borders, which resize() excludes
    return QSize(1280, 820).boundedTo(available - frame);
}

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
    m_jobUndo = JobUndo::of(m_session);
    // The plan's file: its actions, the unsaved-changes prompt, the crash copy.
    m_documents = new DocumentActions(m_session, this);
    connect(m_documents, &DocumentActions::planOpened, this, [this] {
        m_wizard->setCurrentStep(PlanWizard::BudgetStep);
        showPlanView(ResultsView);
    });
    connect(m_documents, &DocumentActions::planCleared, this, [this] {
        m_wizard->setCurrentStep(PlanWizard::ScenarioStep);
        showPlanView(WizardView);
    });

    // A price edited in the catalog browser (or any reload) replans the open plan.
    connect(m_catalog, &CatalogSource::catalogChanged, m_session,
            [this] { m_session->setCatalog(m_catalog->catalog()); });

    const tp::ScenarioLoadResult scenarios = ScenarioSource::load();
    m_wizard = new PlanWizard(m_session, scenarios.scenarios);
    m_wizard->setDiscardCheck([this] { return m_documents->maybeSave(); });
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
    connect(m_session, &PlanSession::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_session, &PlanSession::jobChanged, this, &MainWindow::updateTitle);
}

void MainWindow::showPlanView(PlanView view)
{
    m_planStack->setCurrentIndex(view);
    m_tabs->setCurrentIndex(PlanTab);
    // The first plan shown: the welcome has done its job, for good.
    if (view == ResultsView && !Settings().value(Settings::FirstPlanMade)) {
        Settings().setValue(Settings::FirstPlanMade, true);
        updateWelcome();
    }
}

void MainWindow::updateWelcome()
{
    if (m_welcome)
        m_welcome->setVisible(!Settings().value(Settings::FirstPlanMade) &&
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

bool MainWindow::startScenario(const QString &id)
{
    if (!m_wizard->startFromScenario(id))
        return false;
    showPlanView(ResultsView);
    return true;
}

Autosave *MainWindow::autosave() const
{
    return m_documents->autosave();
}

QAction *MainWindow::exportAction() const
{
    return m_documents->exportAction();
}

bool MainWindow::openFile(const QString &path)
{
    return m_documents->openFile(path);
}

bool MainWindow::saveFile(const QString &path)
{
    return m_documents->saveFile(path);
}

bool MainWindow::maybeSave()
{
    return m_documents->maybeSave();
}

void MainWindow::offerRecovery()
{
    m_documents->offerRecovery();
}

void MainWindow::setMessageBoxResponder(std::function<int(QMessageBox &)> responder)
{
    m_messageBoxResponder = responder;
    m_documents->setMessageBoxResponder(std::move(responder));
}

int MainWindow::ask(QMessageBox &box)
{
    return m_messageBoxResponder ? m_messageBoxResponder(box) : box.exec();
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
    preferences.region = settings.value(Settings::DefaultRegion);
    preferences.providers = settings.value(Settings::Providers);
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
    if (const QByteArray geometry = settings.value(Settings::MainWindowGeometry); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.value(Settings::MainWindowState); !state.isEmpty())
        restoreState(state);
    m_catalogPage->restoreGpuHeaderState(settings.value(Settings::GpuTableHeaderState));
    if (const QByteArray state = settings.value(Settings::PlanSplitterState); !state.isEmpty())
        m_planSplitter->restoreState(state);
    m_results->restoreSplitterState(settings.value(Settings::ResultsSplitterState));
    m_results->restoreHeaderState(settings.value(Settings::CandidateTableHeaderState));
    const int tab = settings.value(Settings::MainWindowTab);
    // The first run stays on the plan tab's welcome.
    if (tab >= 0 && tab < m_tabs->count() && settings.value(Settings::FirstPlanMade))
        m_tabs->setCurrentIndex(tab);
}

void MainWindow::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documents->mayClose()) {
        event->ignore();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings()
{
    Settings settings;
    settings.setValue(Settings::MainWindowGeometry, saveGeometry());
    settings.setValue(Settings::MainWindowState, saveState());
    settings.setValue(Settings::MainWindowTab, m_tabs->currentIndex());
    settings.setValue(Settings::GpuTableHeaderState, m_catalogPage->gpuHeaderState());
    settings.setValue(Settings::PlanSplitterState, m_planSplitter->saveState());
    settings.setValue(Settings::ResultsSplitterState, m_results->splitterState());
    settings.setValue(Settings::CandidateTableHeaderState, m_results->headerState());
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(m_documents->newAction());
    fileMenu->addAction(m_documents->openAction());
    fileMenu->addMenu(m_documents->recentMenu());
    fileMenu->addAction(m_documents->saveAction());
    fileMenu->addAction(m_documents->saveAsAction());
    fileMenu->addSeparator();
    fileMenu->addAction(m_documents->exportAction());
    fileMenu->addAction(tr("&Watch a Run…"), this, &MainWindow::showWatchDialog);
    fileMenu->addSeparator();
    fileMenu->addAction(m_catalogPage->importPricesAction());
    fileMenu->addAction(m_catalogPage->refreshPricesAction());
    fileMenu->addSeparator();
    QAction *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    createEditMenu();

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction *preferences = settingsMenu->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    QMenu *languageMenu = settingsMenu->addMenu(tr("&Language"));
    m_languageGroup = new QActionGroup(this);
    const QString current = Settings().value(Settings::Language);
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

    createHelpMenu();
}

void MainWindow::createHelpMenu()
{
    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *manual = helpMenu->addAction(tr("TrainPlan &Manual"), this, [this] { showHelp(helpPage()); });
    manual->setObjectName(QStringLiteral("manualAction"));
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setToolTip(tr("The manual's page for what the window shows (F1)"));
    helpMenu->addAction(tr("How the &estimates are made"), this,
                        [this] { showHelp(QStringLiteral("estimates.html")); });
    helpMenu->addAction(tr("What the &warnings mean"), this,
                        [this] { showHelp(QStringLiteral("warnings.html")); });
    helpMenu->addSeparator();
    QAction *about = helpMenu->addAction(tr("&About TrainPlan"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QString MainWindow::helpPage() const
{
    switch (m_tabs->currentIndex()) {
    case EstimateTab:
        return QStringLiteral("index.html#estimate");
    case CatalogTab:
        return QStringLiteral("index.html#catalog");
    default:
        break;
    }
    if (planView() == ResultsView)
        return QStringLiteral("index.html#results");
    switch (m_wizard->currentStep()) {
    case PlanWizard::ModelStep:
        return QStringLiteral("index.html#model");
    case PlanWizard::DataStep:
        return QStringLiteral("index.html#data");
    case PlanWizard::BudgetStep:
        return QStringLiteral("index.html#budget");
    default:
        return QStringLiteral("index.html#scenario");
    }
}

HelpWindow *MainWindow::showHelp(const QString &page)
{
    if (!m_help)
        m_help = new HelpWindow(this);
    m_help->showPage(page); // a page it cannot show is said in the window
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
    return m_help;
}

WatchRunDialog *MainWindow::showWatchDialog()
{
    if (!m_watch) {
        m_watch = new WatchRunDialog(m_session, this);
        m_watch->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_watch->show();
    m_watch->raise();
    m_watch->activateWindow();
    return m_watch;
}

void MainWindow::createEditMenu()
{
    // One history per thing edited: the plan's steps, and the price overrides, which are the
    // user's for every plan (saved at once, never part of a document). The tab shown picks which.
    m_undoGroup = new QUndoGroup(this);
    m_undoGroup->addStack(m_jobUndo->stack());
    m_undoGroup->addStack(m_catalogPage->undoStack());
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateUndoStack);
    // A price edit that moved the plan is undone from the plan's own notice too.
    connect(m_results, &ResultsWorkspace::watchRequested, this, &MainWindow::showWatchDialog);
    connect(m_results, &ResultsWorkspace::catalogUndoRequested, this, [this] {
        if (m_catalogPage->undoStack()->canUndo())
            m_catalogPage->undoStack()->undo();
    });
    updateUndoStack();

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_undoGroup->createUndoAction(this);
    m_redo = m_undoGroup->createRedoAction(this);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    // The window's, also while a number field has focus (NumberField leaves these keys to it):
    // its keystrokes are steps already.
    m_undo->setShortcutContext(Qt::WindowShortcut);
    m_redo->setShortcutContext(Qt::WindowShortcut);
    // Texts with a mnemonic, in the word order of the language (connected after the group's own).
    const auto escaped = [](QString step) { return step.replace(QLatin1Char('&'), QLatin1String("&&")); };
    // The actions themselves, not the window: the stacks emit while the window is being destroyed
    // (a stack deleted with the session leaves the group), when only the actions are still whole.
    const auto undoText = [undo = m_undo, escaped](const QString &step) {
        undo->setText(step.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(escaped(step)));
    };
    const auto redoText = [redo = m_redo, escaped](const QString &step) {
        redo->setText(step.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(escaped(step)));
    };
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, m_undo, undoText);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, m_redo, redoText);
    undoText(m_undoGroup->undoText());
    redoText(m_undoGroup->redoText());
    editMenu->addAction(m_undo);
    editMenu->addAction(m_redo);
}

void MainWindow::updateUndoStack()
{
    // The estimate tab is a scratch pad: undoing the plan there would change what is not shown.
    switch (m_tabs->currentIndex()) {
    case PlanTab:
        m_undoGroup->setActiveStack(m_jobUndo->stack());
        break;
    case CatalogTab:
        m_undoGroup->setActiveStack(m_catalogPage->undoStack());
        break;
    default:
        m_undoGroup->setActiveStack(nullptr);
        break;
    }
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
    int skipped = 0; // the user's overrides files left out (broken, unreadable, too large)
    QStringList lines;
    for (const tp::Problem &problem : m_catalog->problems()) {
        errors += problem.isError() ? 1 : 0;
        skipped += problem.code == "override-skipped" ? 1 : 0;
        lines << ProblemText::shown(problem.file) + QStringLiteral(": ") + ProblemText::describe(problem);
    }
    if (errors > 0) {
        catalogLabel->setText(tr("The catalog has %n error(s)", nullptr, errors));
        // Red that reads on the status bar, light or dark, and follows a palette change.
        ThemeColours::setTextTone(catalogLabel, ThemeColours::Error);
    } else {
        QString text = tr("Catalog: %1 GPUs, %2 models, %3 instance types")
                           .arg(c.gpus.size())
                           .arg(c.models.size())
                           .arg(c.instances.size());
        if (skipped > 0) // plans use the catalog's own prices there: never without a word
            text += QStringLiteral(" · ") +
                    tr("%n overrides file(s) skipped (see the tooltip)", nullptr, skipped);
        catalogLabel->setText(text);
        ThemeColours::setTextTone(catalogLabel, skipped > 0 ? ThemeColours::Warning : ThemeColours::Ink);
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
    Settings().setValue(Settings::Language, language);
    emit languageChosen(language);
}
