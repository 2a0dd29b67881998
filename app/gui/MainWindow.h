#pragma once

#include "core/CatalogLoader.h"

#include <QMainWindow>
#include <functional>

namespace tp {
struct Candidate;
}

class Autosave;
class CatalogBrowserPage;
class CatalogSource;
class EstimatePage;
class JobEditPanel;
class PlanSession;
class PlanWizard;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QMessageBox;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class ResultsWorkspace;

// The main window: the plan (the wizard, then the results beside the job's edit panel), the quick
// estimate and the catalog browser as tabs, the menus, the plan's file (open, save, recent files,
// the unsaved-changes prompt) and the window state kept across runs. It owns the catalog the pages
// read (a CatalogSource, which reloads it with the user's overrides and says when it changed: the
// plan is then replanned). The open plan's unsaved changes are copied aside every minute (an
// Autosave), and the next start after a crash offers them back (offerRecovery()).
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
    void setCurrentTab(Tab tab);

    const tp::Catalog &catalog() const;
    const tp::Problems &catalogProblems() const;
    CatalogSource *catalogSource() const { return m_catalog; }
    CatalogBrowserPage *catalogPage() const { return m_catalogPage; }

    PlanSession *session() const { return m_session; }
    // The crash copy of the session's plan (it goes with the session to a rebuilt window).
    Autosave *autosave() const { return m_autosave; }
    PlanWizard *wizard() const { return m_wizard; }
    ResultsWorkspace *results() const { return m_results; }
    JobEditPanel *editPanel() const { return m_editPanel; }
    void showPlanView(PlanView view);
    PlanView planView() const;

    // File → Export…: disabled until the exporters (app/report) are wired to it. Connect to
    // triggered() and enable it; session() has the plan and the selected candidate.
    QAction *exportAction() const { return m_exportAction; }

    // The document actions without their dialogs (the menus end in them). false: refused, and
    // the reason was shown.
    bool openFile(const QString &path);
    bool saveFile(const QString &path);
    // A new plan from a scenario preset ("" for a custom job), shown as results.
    bool startScenario(const QString &id);
    // Asks whether to save a modified plan: true to go on (saved or discarded), false to stay.
    bool maybeSave();
    // At start-up, once the window is shown: when a run that did not quit normally left automatic
    // copies of plans, lists them (file, time) and offers to restore the newest, discard them or
    // keep them for later. Copies that cannot be read are set aside (*.bad) and said where.
    void offerRecovery();

    // Tests answer modal message boxes through this instead of a user: it gets the box, set up,
    // and returns the button pressed. Unset, boxes are shown modally.
    void setMessageBoxResponder(std::function<int(QMessageBox &)> responder);

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
    void createFileMenu(QMenu *menu);
    void newPlan();
    void open();
    bool save();
    bool saveAs();
    void updateTitle();
    void autosaveFailed(const QString &error);
    void autosaveWritten();
    void updateRecentMenu();
    void showPreferences();
    void applyPreferences();
    int ask(QMessageBox &box);
    void showError(const QString &title, const QString &text);
    // File > Export: the selected candidate, or the recommended one when none is selected.
    const tp::Candidate *exportCandidate() const;
    void updateExportAction();
    void exportPlan();
    void createMenus();
    void createStatusBar();
    void updateCatalogStatus();
    void saveSettings();
    void showAbout();
    void saveLanguage(const QString &language);

    // Created before the pages: they keep references into its catalog.
    CatalogSource *m_catalog;
    QTabWidget *m_tabs;
    EstimatePage *m_estimatePage;
    CatalogBrowserPage *m_catalogPage;
    QActionGroup *m_languageGroup = nullptr;
    QLabel *m_catalogStatus = nullptr;
    QLabel *m_welcome = nullptr;

    PlanSession *m_session = nullptr;
    Autosave *m_autosave = nullptr;
    QString m_autosaveError; // shown in the status bar until a copy is written again
    QStackedWidget *m_planStack = nullptr;
    PlanWizard *m_wizard = nullptr;
    QSplitter *m_planSplitter = nullptr;
    JobEditPanel *m_editPanel = nullptr;
    ResultsWorkspace *m_results = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    std::function<int(QMessageBox &)> m_messageBoxResponder;
};
