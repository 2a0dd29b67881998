#include "Application.h"

#include "MainWindow.h"
#include "Settings.h"
#include "catalog/CatalogSource.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

#ifndef TRAINPLAN_VERSION
#define TRAINPLAN_VERSION "0.0.0"
#endif

namespace {

constexpr int kBadArguments = 2;

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

} // namespace

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
    const QString language = chooseLanguage(requested.isEmpty() ? Settings().language() : requested,
                                            QLocale::system());
    const QLocale locale(language);
    QLocale::setDefault(locale);

    QTranslator qtTranslator;
    QTranslator appTranslator;
    if (language != QStringLiteral("en")) {
        // Qt's own strings (standard buttons, dialogs), from the system's Qt translations.
        if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator);
    }
    if (appTranslator.load(QStringLiteral(":/i18n/trainplan_%1.qm").arg(language)))
        QCoreApplication::installTranslator(&appTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(tr("TrainPlan: plans GPU memory, time and cost of training jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("User interface language: en or zh_CN."),
                                        tr("language"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              tr("Save a picture of the main window to <file> and quit."),
                                              tr("file"));
    const QCommandLineOption tabOption(QStringLiteral("tab"), tr("Open on a tab: estimate or gpus."), tr("tab"));
    parser.addOptions({langOption, screenshotOption, tabOption});
    parser.process(app);

    MainWindow window(CatalogSource::load());
    const QString screenshot = parser.value(screenshotOption);
    if (screenshot.isEmpty())
        window.restoreSettings();
    if (parser.isSet(tabOption)) {
        const QString tab = parser.value(tabOption);
        if (tab == QStringLiteral("estimate")) {
            window.setCurrentTab(MainWindow::EstimateTab);
        } else if (tab == QStringLiteral("gpus")) {
            window.setCurrentTab(MainWindow::GpusTab);
        } else {
            err() << "trainplan: --tab must be estimate or gpus" << Qt::endl;
            return kBadArguments;
        }
    }

    if (screenshot.isEmpty()) {
        window.show();
        return QApplication::exec();
    }

    // A fixed size, so pictures from different machines and runs compare.
    window.resize(1280, 820);
    window.show();
    int status = 0;
    QTimer::singleShot(500, &window, [&window, &screenshot, &status] {
        if (!window.grab().save(screenshot)) {
            err() << "trainplan: cannot write the screenshot " << screenshot << Qt::endl;
            status = 1;
        }
        QCoreApplication::exit(status);
    });
    QApplication::exec();
    return status;
}
