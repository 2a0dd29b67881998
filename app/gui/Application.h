#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

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
};
