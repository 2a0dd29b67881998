#include "MainWindow.h"

#include "ProblemText.h"
#include "Settings.h"
#include "catalog/GpuCatalogPage.h"
#include "estimate/EstimatePage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

// trainplan.qrc is compiled into the static trainplan_gui library, where nothing else would pull
// its object file into the executable. Q_INIT_RESOURCE has to be called outside any namespace.
static void initTrainPlanResources()
{
    Q_INIT_RESOURCE(trainplan);
}

MainWindow::MainWindow(tp::CatalogLoader::Result catalog, QWidget *parent)
    : QMainWindow(parent), m_catalog(std::move(catalog)), m_tabs(new QTabWidget(this))
{
    initTrainPlanResources();
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("TrainPlan — Training Compute Planner"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/trainplan.svg")));

    m_estimatePage = new EstimatePage(m_catalog.catalog, m_tabs);
    m_gpuPage = new GpuCatalogPage(m_catalog.catalog, m_tabs);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->insertTab(EstimateTab, m_estimatePage, tr("Estimate"));
    m_tabs->insertTab(GpusTab, m_gpuPage, tr("GPUs"));
    setCentralWidget(m_tabs);

    createMenus();
    createStatusBar();
    resize(1200, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::restoreSettings()
{
    const Settings settings;
    if (const QByteArray geometry = settings.mainWindowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.mainWindowState(); !state.isEmpty())
        restoreState(state);
    m_gpuPage->restoreHeaderState(settings.gpuTableHeaderState());
    const int tab = settings.mainWindowTab();
    if (tab >= 0 && tab < m_tabs->count())
        m_tabs->setCurrentIndex(tab);
}

void MainWindow::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings()
{
    Settings settings;
    settings.setMainWindowGeometry(saveGeometry());
    settings.setMainWindowState(saveState());
    settings.setMainWindowTab(m_tabs->currentIndex());
    settings.setGpuTableHeaderState(m_gpuPage->headerState());
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
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
    auto *catalogLabel = new QLabel(this);
    catalogLabel->setObjectName(QStringLiteral("catalogStatusLabel"));
    const tp::Catalog &c = m_catalog.catalog;
    int errors = 0;
    QStringList lines;
    for (const tp::Problem &problem : m_catalog.problems) {
        errors += problem.isError() ? 1 : 0;
        lines << QString::fromStdString(problem.file) + QStringLiteral(": ") + ProblemText::describe(problem);
    }
    if (errors > 0) {
        catalogLabel->setText(tr("The catalog has %n error(s)", nullptr, errors));
        catalogLabel->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
    } else {
        catalogLabel->setText(tr("Catalog: %1 GPUs, %2 models, %3 instance types")
                                  .arg(c.gpus.size())
                                  .arg(c.models.size())
                                  .arg(c.instances.size()));
    }
    if (!lines.isEmpty())
        catalogLabel->setToolTip(lines.join(QLatin1Char('\n')));
    statusBar()->addPermanentWidget(catalogLabel);
}

void MainWindow::showAbout()
{
    const tp::Catalog &c = m_catalog.catalog;
    const int files = static_cast<int>(c.files.size());
    const QString text =
        QStringLiteral("<h3>%1 %2</h3><p>%3</p><p>%4<br>%5</p><p>%6</p>")
            .arg(tr("TrainPlan"), QCoreApplication::applicationVersion(),
                 tr("Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs."),
                 tr("Built-in catalog: %n file(s).", nullptr, files),
                 tr("%1 GPUs, %2 model presets, %3 instance types.")
                     .arg(c.gpus.size())
                     .arg(c.models.size())
                     .arg(c.instances.size()),
                 tr("Built with Qt %1.").arg(QLatin1String(QT_VERSION_STR)));
    QMessageBox::about(this, tr("About TrainPlan"), text);
}

void MainWindow::saveLanguage(const QString &language)
{
    Settings().setLanguage(language);
    statusBar()->showMessage(tr("The new language applies the next time TrainPlan starts."), 10000);
}
