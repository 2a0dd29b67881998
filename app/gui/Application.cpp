#include "gui/Application.h"

#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/MainWindow.h"
#include "report/CjkFontFallback.h"
#include "views/catalog/CatalogBrowserPage.h"
#include "views/help/HelpWindow.h"
#include "views/results/CalibrateDialog.h"
#include "views/results/ResultsWorkspace.h"
#include "views/watch/WatchRunDialog.h"
#include "views/wizard/PlanWizard.h"

#include <QApplication>
#include <QCheckBox>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QPixmap>
#include <QPointer>
#include <QPushButton>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>
#include <utility>

#ifndef TRAINPLAN_VERSION
#define TRAINPLAN_VERSION "0.0.0"
#endif

namespace {

constexpr int kBadArguments = 2;

// One option of the desktop app, in the order --help lists them. The ones after --lang picture
// the app for the README and the manual (--screenshot and what it shows).
struct OptionSpec
{
    const char *name;
    const char *description;
    const char *valueName = nullptr; // none: a switch
    const char *defaultValue = nullptr;
};

constexpr OptionSpec kLangOption{"lang",
                                 QT_TRANSLATE_NOOP("Application", "User interface language: en or zh_CN."),
                                 QT_TRANSLATE_NOOP("Application", "language")};
constexpr OptionSpec kScreenshotOption{
    "screenshot", QT_TRANSLATE_NOOP("Application", "Save a picture of the main window to <file> and quit."),
    QT_TRANSLATE_NOOP("Application", "file")};
constexpr OptionSpec kSizeOption{
    "size",
    QT_TRANSLATE_NOOP("Application",
                      "With --screenshot: the window's size, e.g. 1366x768 (default 1280x800)."),
    QT_TRANSLATE_NOOP("Application", "size"), "1280x800"};
constexpr OptionSpec kTabOption{
    "tab",
    QT_TRANSLATE_NOOP(
        "Application",
        "Open on a tab: plan, estimate, gpus, instances, prices, storage, billing or measurements."),
    QT_TRANSLATE_NOOP("Application", "tab")};
constexpr OptionSpec kScenarioOption{
    "scenario",
    QT_TRANSLATE_NOOP("Application", "Start a plan from the scenario preset <id> (custom: a custom job) and "
                                     "show its results."),
    QT_TRANSLATE_NOOP("Application", "id")};
constexpr OptionSpec kWizardOption{
    "wizard",
    QT_TRANSLATE_NOOP("Application", "Show the planning wizard at a step: scenario, model, data or budget."),
    QT_TRANSLATE_NOOP("Application", "step")};
constexpr OptionSpec kDetailsOption{
    "details", QT_TRANSLATE_NOOP("Application", "Show a results tab: sheet, memory or compare."),
    QT_TRANSLATE_NOOP("Application", "tab")};
constexpr OptionSpec kCompareOption{
    "compare", QT_TRANSLATE_NOOP("Application", "Tick the first <n> feasible candidates for comparison."),
    QT_TRANSLATE_NOOP("Application", "n")};
constexpr OptionSpec kCalibrateOption{
    "calibrate",
    QT_TRANSLATE_NOOP("Application",
                      "With --screenshot: calibrate the plan from the training log <file> on the "
                      "instance it recommends, as Calibrate from a run does."),
    QT_TRANSLATE_NOOP("Application", "file")};
constexpr OptionSpec kCalibrateDialogOption{
    "calibrate-dialog",
    QT_TRANSLATE_NOOP("Application", "With --calibrate: picture the dialog with the log read, before OK.")};
constexpr OptionSpec kWatchOption{
    "watch",
    QT_TRANSLATE_NOOP(
        "Application",
        "With --screenshot: picture Watch a Run… following the training log <file> against the plan."),
    QT_TRANSLATE_NOOP("Application", "file")};
constexpr OptionSpec kManualOption{
    "manual",
    QT_TRANSLATE_NOOP("Application",
                      "With --screenshot: picture the manual open at <page>, e.g. estimates.html."),
    QT_TRANSLATE_NOOP("Application", "page")};

constexpr const OptionSpec *kOptions[] = {
    &kLangOption,      &kScreenshotOption,      &kSizeOption,    &kTabOption,
    &kScenarioOption,  &kWizardOption,          &kDetailsOption, &kCompareOption,
    &kCalibrateOption, &kCalibrateDialogOption, &kWatchOption,   &kManualOption};

// An option's name, for the parser: the spec is the one place it is spelled.
QString nameOf(const OptionSpec &option)
{
    return QString::fromLatin1(option.name);
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

// --lang has to be known before the other options are described: their help is translated.
QString languageArgument(const QStringList &arguments)
{
    const QString option = QStringLiteral("--lang");
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == option && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(option + QLatin1Char('=')))
            return arguments[i].mid(option.size() + 1);
    }
    return {};
}

// The translators installed now (owned by the application object) and the language they are for.
QPointer<QTranslator> g_qtTranslator;
QPointer<QTranslator> g_appTranslator;
QString g_language;
QPointer<MainWindow> g_mainWindow;

} // namespace

void Application::installLanguage(const QString &language)
{
    for (QPointer<QTranslator> *translator : {&g_qtTranslator, &g_appTranslator}) {
        if (*translator) {
            QCoreApplication::removeTranslator(*translator);
            delete translator->data();
        }
    }
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // Han characters in the language's glyph forms (Simplified Chinese on an English system too)
    CjkFontFallback::applyToApplication(locale);
    g_language = language;
    if (language != QStringLiteral("en")) {
        // Qt's own strings (standard buttons, dialogs), from the system's Qt translations.
        auto *qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            g_qtTranslator = qt;
        } else {
            delete qt;
        }
    }
    auto *app = new QTranslator(QCoreApplication::instance());
    if (app->load(QStringLiteral(":/i18n/trainplan_%1.qm").arg(language))) {
        QCoreApplication::installTranslator(app);
        g_appTranslator = app;
    } else {
        delete app;
    }
}

QString Application::installedLanguage()
{
    return g_language;
}

void Application::followLanguageMenu(MainWindow *window)
{
    g_mainWindow = window;
    QObject::connect(window, &MainWindow::languageChosen, window,
                     [window](const QString &setting) { switchLanguage(window, setting); });
}

MainWindow *Application::switchLanguage(MainWindow *window, const QString &setting)
{
    installLanguage(chooseLanguage(setting, QLocale::system()));
    auto *next = new MainWindow(*window);
    followLanguageMenu(next);
    if (window->isVisible()) {
        // Shown before the old one goes, so the app never has no window (and quits).
        next->setWindowState(window->windowState());
        next->show();
        window->hide();
    }
    // Deleted later: this may run from the old window's own menu.
    window->deleteLater();
    return next;
}

MainWindow *Application::mainWindow()
{
    return g_mainWindow;
}

QStringList Application::languages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Application::chooseLanguage(const QString &requested, const QLocale &system)
{
    if (languages().contains(requested))
        return requested;
    // Any Chinese locale gets the Simplified Chinese UI: it is the only Chinese one there is.
    return system.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

int Application::run(int &argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("TrainPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("trainplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRAINPLAN_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.trainplan.TrainPlan"));

    const QString requested = languageArgument(QCoreApplication::arguments());
    if (!requested.isEmpty() && !languages().contains(requested)) {
        err() << "trainplan: --lang must be one of: " << languages().join(QStringLiteral(", ")) << Qt::endl;
        return kBadArguments;
    }
    const QString language = chooseLanguage(
        requested.isEmpty() ? Settings().value(Settings::Language) : requested, QLocale::system());
    installLanguage(language);

    QCommandLineParser parser;
    parser.setApplicationDescription(tr("TrainPlan: plans GPU memory, time and cost of training jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const OptionSpec *spec : kOptions) {
        QCommandLineOption option(nameOf(*spec), tr(spec->description));
        if (spec->valueName)
            option.setValueName(tr(spec->valueName));
        if (spec->defaultValue)
            option.setDefaultValue(QString::fromLatin1(spec->defaultValue));
        parser.addOption(option);
    }
    parser.addPositionalArgument(QStringLiteral("plan"), tr("A .trainplan file to open."), tr("[plan]"));
    parser.process(app);

    // On the heap: Settings > Language replaces it by a new window (switchLanguage).
    auto owned = std::make_unique<MainWindow>(
        CatalogSource::load(CatalogSource::embeddedFolder(), CatalogSource::defaultUserFolder()));
    MainWindow &window = *owned;
    const QString screenshot = parser.value(nameOf(kScreenshotOption));
    if (screenshot.isEmpty())
        window.restoreSettings();
    if (parser.isSet(nameOf(kTabOption))) {
        const QString tab = parser.value(nameOf(kTabOption));
        // The catalog browser's sections, by the names --tab takes.
        const std::pair<QString, CatalogBrowserPage::Section> sections[] = {
            {QStringLiteral("gpus"), CatalogBrowserPage::GpusSection},
            {QStringLiteral("catalog"), CatalogBrowserPage::GpusSection},
            {QStringLiteral("instances"), CatalogBrowserPage::InstancesSection},
            {QStringLiteral("prices"), CatalogBrowserPage::PricesSection},
            {QStringLiteral("storage"), CatalogBrowserPage::StorageSection},
            {QStringLiteral("billing"), CatalogBrowserPage::BillingSection},
            {QStringLiteral("measurements"), CatalogBrowserPage::MeasurementsSection},
        };
        const auto section = std::find_if(std::begin(sections), std::end(sections),
                                          [&tab](const auto &s) { return s.first == tab; });
        if (tab == QStringLiteral("plan")) {
            window.setCurrentTab(MainWindow::PlanTab);
        } else if (tab == QStringLiteral("estimate")) {
            window.setCurrentTab(MainWindow::EstimateTab);
        } else if (section != std::end(sections)) {
            window.setCurrentTab(MainWindow::CatalogTab);
            window.catalogPage()->setSection(section->second);
        } else {
            err() << "trainplan: --tab must be plan, estimate, gpus, instances, prices, storage, billing or "
                     "measurements"
                  << Qt::endl;
            return kBadArguments;
        }
    }

    // The plan to show: a file, or a scenario preset; then the wizard step or results tab asked for.
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && !window.openFile(files.first()))
        return 1;
    if (parser.isSet(nameOf(kScenarioOption))) {
        const QString id = parser.value(nameOf(kScenarioOption));
        if (!window.startScenario(id == QStringLiteral("custom") ? QString() : id)) {
            err() << "trainplan: no scenario preset " << id << Qt::endl;
            return kBadArguments;
        }
    }
    if (parser.isSet(nameOf(kWizardOption))) {
        const QStringList steps = {QStringLiteral("scenario"), QStringLiteral("model"),
                                   QStringLiteral("data"), QStringLiteral("budget")};
        const int step = static_cast<int>(steps.indexOf(parser.value(nameOf(kWizardOption))));
        if (step < 0) {
            err() << "trainplan: --wizard must be scenario, model, data or budget" << Qt::endl;
            return kBadArguments;
        }
        window.wizard()->setCurrentStep(step);
        window.showPlanView(MainWindow::WizardView);
    }
    if (parser.isSet(nameOf(kCompareOption))) {
        window.session()->waitForPlan();
        const tp::Plan *plan = window.session()->plan();
        int left = parser.value(nameOf(kCompareOption)).toInt();
        for (std::size_t i = 0; plan && i < plan->candidates.size() && left > 0; ++i)
            if (plan->candidates[i].feasible && window.session()->setCompared(static_cast<int>(i), true))
                --left;
    }
    if (parser.isSet(nameOf(kDetailsOption))) {
        const QStringList tabs = {QStringLiteral("sheet"), QStringLiteral("memory"),
                                  QStringLiteral("compare")};
        const int tab = static_cast<int>(tabs.indexOf(parser.value(nameOf(kDetailsOption))));
        if (tab < 0) {
            err() << "trainplan: --details must be sheet, memory or compare" << Qt::endl;
            return kBadArguments;
        }
        window.results()->setDetailTab(static_cast<ResultsWorkspace::DetailTab>(tab));
    }

    if (screenshot.isEmpty()) {
        followLanguageMenu(owned.release());
        window.show();
        // Over the window, not before it: plans a crashed run left are offered once it is up.
        QTimer::singleShot(0, &window, [] {
            if (MainWindow *current = mainWindow())
                current->offerRecovery();
        });
        const int status = QApplication::exec();
        delete g_mainWindow.data();
        return status;
    }

    // A fixed size, so pictures from different machines and runs compare: the smallest screen the
    // window is made for unless --size says otherwise.
    const QStringList size = parser.value(nameOf(kSizeOption)).split(QLatin1Char('x'));
    const int width = size.value(0).toInt(), height = size.size() == 2 ? size.value(1).toInt() : 0;
    if (width < 320 || height < 240 || width > 8192 || height > 8192) {
        err() << "trainplan: --size wants WIDTHxHEIGHT in pixels, e.g. 1280x800" << Qt::endl;
        return kBadArguments;
    }
    window.resize(width, height);
    window.show();
    int status = 0;
    const QString calibrateLog = parser.value(nameOf(kCalibrateOption));
    const bool calibrateDialog = parser.isSet(nameOf(kCalibrateDialogOption));
    const QString manualPage = parser.value(nameOf(kManualOption));
    const QString watchLog = parser.value(nameOf(kWatchOption));
    QTimer::singleShot(
        500, &window,
        [&window, &screenshot, &status, &calibrateLog, calibrateDialog, &manualPage, &watchLog] {
            window.session()->waitForPlan();
            QCoreApplication::processEvents();
            QWidget *pictured = &window;
            // The three clicks of "Calibrate from a run" (README): the dialog with the log read, or
            // the results once OK re-planned them.
            std::unique_ptr<CalibrateDialog> dialog;
            if (!calibrateLog.isEmpty()) {
                dialog = std::make_unique<CalibrateDialog>(window.session(), &window);
                if (!dialog->loadLog(calibrateLog)) {
                    err() << "trainplan: --calibrate: " << dialog->errorText() << Qt::endl;
                    QCoreApplication::exit(kBadArguments);
                    return;
                }
                if (calibrateDialog) {
                    dialog->show();
                    dialog->adjustSize();
                    pictured = dialog.get();
                } else {
                    dialog->keepCheck()->setEnabled(false); // a picture keeps nothing of the user's
                    dialog->accept();
                    if (!dialog->errorText().isEmpty()) {
                        err() << "trainplan: --calibrate: " << dialog->errorText() << Qt::endl;
                        QCoreApplication::exit(1);
                        return;
                    }
                    window.session()->waitForPlan();
                }
                QCoreApplication::processEvents();
            }
            if (!watchLog.isEmpty()) {
                WatchRunDialog *watch = window.showWatchDialog();
                if (!watch->openLog(watchLog)) {
                    err() << "trainplan: --watch: " << watch->errorText() << Qt::endl;
                    QCoreApplication::exit(kBadArguments);
                    return;
                }
                watch->keepButton()->setEnabled(false); // a picture keeps nothing of the user's
                QCoreApplication::processEvents();
                pictured = watch;
            }
            if (!manualPage.isEmpty()) {
                pictured = window.showHelp(manualPage);
                QCoreApplication::processEvents();
            }
            if (!pictured->grab().save(screenshot)) {
                err() << "trainplan: cannot write the screenshot " << screenshot << Qt::endl;
                status = 1;
            }
            QCoreApplication::exit(status);
        });
    QApplication::exec();
    return status;
}
