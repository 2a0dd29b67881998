#pragma once

#include "core/CatalogLoader.h"

#include <QMainWindow>
#include <QPointer>
#include <functional>

class Autosave;
class CatalogBrowserPage;
class CatalogSource;
class DocumentActions;
class EstimatePage;
class HelpWindow;
class JobEditPanel;
class JobUndo;
class PlanSession;
class PlanWizard;
class QAction;
class QActionGroup;
class QLabel;
class QMessageBox;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;
class ResultsWorkspace;
class WatchRunDialog;

// The window: the plan (wizard, then results beside the edit panel), the quick estimate and the
// catalog browser as tabs, the menus, the status bar and the layout kept across runs. It owns the
// catalog the pages read (a CatalogSource: a change replans the plan). The plan's file (New, Open,
// Save, Export, the prompt on close, crash recovery) is its DocumentActions' job; Edit > Undo
// undoes the plan's steps on the plan tab and the price overrides on the catalog tab.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum Tab
    {
        PlanTab,
        EstimateTab,
        CatalogTab,
        GpusTab = CatalogTab
    };
    // What the plan tab shows: the wizard's steps, or the results with the edit panel.
    enum PlanView
    {
        WizardView,
        ResultsView
    };

    // The catalog to start with; reloads read the embedded catalog and the user's overrides folder.
    explicit MainWindow(tp::CatalogLoader::Result catalog, QWidget *parent = nullptr);
    // A window like `previous`, in the language installed now (Settings > Language rebuilds the
    // window): it takes over previous's plan (the same PlanSession, so the job, file, modified
    // flag, selection and comparison), its catalog, tab, plan view, wizard step, layout and
    // geometry. `previous` is left without a plan: hide it and delete it.
    explicit MainWindow(MainWindow &previous);
    ~MainWindow() override;

    // Geometry, layout and open tab of the last run. Left out by tests and screenshots, which
    // want the same window every time.
    void restoreSettings();
    // The size of a first window on a screen with `available` room: 1280 × 820 where it fits,
    // less (room left for the title bar) on a 1280 × 800 or 1366 × 768 screen.
    static QSize firstSize(const QSize &available);
    void setCurrentTab(Tab tab);

    const tp::Catalog &catalog() const;
    const tp::Problems &catalogProblems() const;
    CatalogSource *catalogSource() const { return m_catalog; }
    CatalogBrowserPage *catalogPage() const { return m_catalogPage; }

    PlanSession *session() const { return m_session; }
    // New, Open, Save, Export, the unsaved-changes prompt and crash recovery.
    DocumentActions *documentActions() const { return m_documents; }
    // The crash copy of the session's plan (it goes with the session to a rebuilt window).
    Autosave *autosave() const;
    PlanWizard *wizard() const { return m_wizard; }
    ResultsWorkspace *results() const { return m_results; }
    JobEditPanel *editPanel() const { return m_editPanel; }
    // The plan's undo history (it goes with the session to a rebuilt window).
    JobUndo *jobUndo() const { return m_jobUndo; }
    // Edit > Undo and Redo: they name the step ("Undo Change micro-batch").
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    void showPlanView(PlanView view);
    PlanView planView() const;

    // A new plan from a scenario preset ("" for a custom job), shown as results.
    bool startScenario(const QString &id);

    // Forwarded to documentActions() (see there), for Application and the tests.
    QAction *exportAction() const;
    bool openFile(const QString &path);
    bool saveFile(const QString &path);
    bool maybeSave();
    void offerRecovery();

    // Tests answer modal message boxes (this window's and its DocumentActions') through this
    // instead of a user: it gets the box, set up, and returns the button pressed. Unset, boxes are
    // shown modally.
    void setMessageBoxResponder(std::function<int(QMessageBox &)> responder);

    // Help > Manual (F1): the manual's page for what the window shows now ("index.html#data" on
    // the wizard's data step), and the manual opened at a page.
    QString helpPage() const;
    HelpWindow *showHelp(const QString &page);

    // File > Watch a Run… (and the results' button): the dialog, opened once and raised again.
    WatchRunDialog *showWatchDialog();

    // The welcome above the wizard's scenario step, shown until the first plan is made.
    QLabel *welcomeLabel() const { return m_welcome; }

signals:
    // Settings > Language: the choice ("" for the system's) is saved; Application installs it
    // and replaces this window by a new one in that language.
    void languageChosen(const QString &language);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MainWindow(tp::CatalogLoader::Result catalog, PlanSession *session, QWidget *parent);
    void createPlanTab(PlanSession *session);
    void updateWelcome();
    void updateTitle();
    void showPreferences();
    void applyPreferences();
    int ask(QMessageBox &box);
    void createMenus();
    void createEditMenu();
    void updateUndoStack();
    void createStatusBar();
    void updateCatalogStatus();
    void saveSettings();
    void showAbout();
    void createHelpMenu();
    void saveLanguage(const QString &language);

    // Created before the pages: they keep references into its catalog.
    CatalogSource *m_catalog;
    QTabWidget *m_tabs;
    QPointer<HelpWindow> m_help;      // made when first asked for
    QPointer<WatchRunDialog> m_watch; // made when first asked for
    EstimatePage *m_estimatePage;
    CatalogBrowserPage *m_catalogPage;
    QActionGroup *m_languageGroup = nullptr;
    QLabel *m_catalogStatus = nullptr;
    QLabel *m_welcome = nullptr;

    PlanSession *m_session = nullptr;
    DocumentActions *m_documents = nullptr;
    QStackedWidget *m_planStack = nullptr;
    PlanWizard *m_wizard = nullptr;
    QSplitter *m_planSplitter = nullptr;
    JobEditPanel *m_editPanel = nullptr;
    ResultsWorkspace *m_results = nullptr;
    JobUndo *m_jobUndo = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    std::function<int(QMessageBox &)> m_messageBoxResponder;
};
