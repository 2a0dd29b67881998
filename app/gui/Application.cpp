#include "gui/Application.h"

#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/MainWindow.h"
#include "report/CjkFontFallback.h"
#include "views/catalog/CatalogBrowserPage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QPointer>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <utility>

#ifndef TRAINPLAN_VERSION
#define TRAINPLAN_VERSION "0.0.0"
#endif

namespace {

// One option of the desktop app, in the order --help lists them.
struct OptionSpec
{
    const char *name;
    const char *description;
    const char *valueName = nullptr; // none: a switch
};

constexpr OptionSpec kLangOption{"lang",
                                 QT_TRANSLATE_NOOP("Application", "User interface language: en or zh_CN."),
                                 QT_TRANSLATE_NOOP("Application", "language")};
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

constexpr const OptionSpec *kOptions[] = {&kLangOption, &kTabOption, &kScenarioOption};

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

bool Application::setUp()
{
    QCoreApplication::setOrganizationName(QStringLiteral("TrainPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("trainplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRAINPLAN_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.trainplan.TrainPlan"));

    const QString requested = languageArgument(QCoreApplication::arguments());
    if (!requested.isEmpty() && !languages().contains(requested)) {
        err() << "trainplan: --lang must be one of: " << languages().join(QStringLiteral(", ")) << Qt::endl;
        return false;
    }
    installLanguage(chooseLanguage(requested.isEmpty() ? Settings().value(Settings::Language) : requested,
                                   QLocale::system()));
    return true;
}

void Application::addWindowOptions(QCommandLineParser &parser)
{
    for (const OptionSpec *spec : kOptions) {
        QCommandLineOption option(nameOf(*spec), tr(spec->description));
        if (spec->valueName)
            option.setValueName(tr(spec->valueName));
        parser.addOption(option);
    }
}

std::unique_ptr<MainWindow> Application::openWindow(const QCommandLineParser &parser, const QString &planFile,
                                                    bool restoreSettings, int &status)
{
    auto window = std::make_unique<MainWindow>(
        CatalogSource::load(CatalogSource::embeddedFolder(), CatalogSource::defaultUserFolder()));
    if (restoreSettings)
        window->restoreSettings();
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
            window->setCurrentTab(MainWindow::PlanTab);
        } else if (tab == QStringLiteral("estimate")) {
            window->setCurrentTab(MainWindow::EstimateTab);
        } else if (section != std::end(sections)) {
            window->setCurrentTab(MainWindow::CatalogTab);
            window->catalogPage()->setSection(section->second);
        } else {
            err() << "trainplan: --tab must be plan, estimate, gpus, instances, prices, storage, billing or "
                     "measurements"
                  << Qt::endl;
            status = kBadArguments;
            return nullptr;
        }
    }

    // The plan to show: a file, or a scenario preset.
    if (!planFile.isEmpty() && !window->openFile(planFile)) {
        status = 1;
        return nullptr;
    }
    if (parser.isSet(nameOf(kScenarioOption))) {
        const QString id = parser.value(nameOf(kScenarioOption));
        if (!window->startScenario(id == QStringLiteral("custom") ? QString() : id)) {
            err() << "trainplan: no scenario preset " << id << Qt::endl;
            status = kBadArguments;
            return nullptr;
        }
    }
    status = 0;
    return window;
}

int Application::run(int &argc, char **argv)
{
    QApplication app(argc, argv);
    if (!setUp())
        return kBadArguments;

    QCommandLineParser parser;
    parser.setApplicationDescription(tr("TrainPlan: plans GPU memory, time and cost of training jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    addWindowOptions(parser);
    parser.addPositionalArgument(QStringLiteral("plan"), tr("A .trainplan file to open."), tr("[plan]"));
    parser.process(app);

    int status = 0;
    // On the heap: Settings > Language replaces it by a new window (switchLanguage).
    std::unique_ptr<MainWindow> window =
        openWindow(parser, parser.positionalArguments().value(0), true, status);
    if (!window)
        return status;
    MainWindow *shown = window.release();
    followLanguageMenu(shown);
    shown->show();
    // Over the window, not before it: plans a crashed run left are offered once it is up.
    QTimer::singleShot(0, shown, [] {
        if (MainWindow *current = mainWindow())
            current->offerRecovery();
    });
    status = QApplication::exec();
    delete g_mainWindow.data();
    return status;
}
