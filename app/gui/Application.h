#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <memory>

class MainWindow;
class QCommandLineParser;

// Starts the desktop app: QApplication, the language (command line, saved setting or the
// system's), the embedded catalog and the main window. The pictures of the README and the manual
// are made by a tool of their own that starts the same way (tools/Screenshot.cpp, not installed).
class Application
{
    Q_DECLARE_TR_FUNCTIONS(Application)

public:
    static int run(int &argc, char **argv);

    // What every way of starting the app does once its QApplication exists: the application's
    // names and version, and the language (--lang, else the saved setting, else the system's).
    // False, with the reason on standard error, when --lang names a language the app does not have.
    static bool setUp();
    // The options of the window the app opens: --lang, --tab and --scenario.
    static void addWindowOptions(QCommandLineParser &parser);
    // The main window, on the embedded catalog and the user's overrides, with `planFile` open
    // (unless "") and what the window options ask for (its saved layout and geometry too when
    // `restoreSettings`). Null when an option is wrong or the plan cannot be opened; `status` is
    // then the exit status (the reason is on standard error or was shown).
    static std::unique_ptr<MainWindow> openWindow(const QCommandLineParser &parser, const QString &planFile,
                                                  bool restoreSettings, int &status);
    // The exit status of a wrong command-line argument.
    static constexpr int kBadArguments = 2;

    // The languages the app is translated into: "en", "zh_CN".
    static QStringList languages();
    // `requested` when it is one of languages(), else the one that suits the system locale.
    static QString chooseLanguage(const QString &requested, const QLocale &system);

    // Installs the translations of `language` (one of languages()) in place of the ones installed
    // before, Qt's own (qtbase, from the system's Qt) too when there are any, and makes its locale
    // the default.
    static void installLanguage(const QString &language);
    // The language installLanguage() installed last ("" before the first call).
    static QString installedLanguage();

    // Makes Settings > Language of `window` switch the language at once: see switchLanguage().
    static void followLanguageMenu(MainWindow *window);
    // Installs chooseLanguage(`setting`, the system's locale) and replaces `window` by a new main
    // window in that language that carries on its plan (the same document: job, file, modified
    // flag, selection), tabs, layout and geometry. `window` is hidden and deleted later; the new
    // one is shown when it was, follows the language menu and is mainWindow() from now on.
    static MainWindow *switchLanguage(MainWindow *window, const QString &setting);
    // The main window the app runs (the latest one switchLanguage() made); nullptr when none.
    static MainWindow *mainWindow();
};
