#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

class MainWindow;

// Starts the desktop app: QApplication, the language (command line, saved setting or the
// system's), the embedded catalog and the main window. `--screenshot FILE` renders the window
// to an image and quits, for README pictures and headless checks.
class Application
{
    Q_DECLARE_TR_FUNCTIONS(Application)

public:
    static int run(int &argc, char **argv);

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
