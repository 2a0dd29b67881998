#include "cli/CliApp.h"
#include "cli/CliExports.h"

#include <QGuiApplication>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <memory>

namespace {

// Qt's own diagnostics (fonts, XDG_RUNTIME_DIR) are not the CLI's output: stderr carries only
// the CLI's messages, one problem per line, as spec/cli.md promises. TRAINPLAN_QT_DEBUG shows them.
void quietQtMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg || type == QtCriticalMsg || qEnvironmentVariableIsSet("TRAINPLAN_QT_DEBUG"))
        std::cerr << "trainplan-cli: " << message.toStdString() << "\n";
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    // The PDF plan sheet needs Qt Gui (fonts, QPdfWriter): a QGuiApplication on the offscreen
    // platform, made only when a PDF is asked for, so no other command needs a display or Qt.
    // The translations of --csv and --launch need a QCoreApplication.
    std::unique_ptr<QCoreApplication> qt;
    if (std::find(args.begin(), args.end(), "--pdf") != args.end()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietQtMessages);
        qt = std::make_unique<QGuiApplication>(argc, argv);
    } else if (std::find(args.begin(), args.end(), "--csv") != args.end() ||
               std::find(args.begin(), args.end(), "--launch") != args.end()) {
        qInstallMessageHandler(quietQtMessages);
        qt = std::make_unique<QCoreApplication>(argc, argv);
    }
    const CliExports exports;
    int code = 1;
    try {
        code = tp::CliApp(std::cin, std::cout, std::cerr, &exports).run(args);
    } catch (const std::exception &e) {
        std::cerr << "trainplan-cli: internal error: " << e.what() << "\n";
        return 1;
    }
    // What could not be written is an I/O error, never a success: a full disk behind `> file`.
    // (A reader that closes the pipe early, `| head`, ends the CLI by SIGPIPE as it does any tool.)
    errno = 0;
    std::cout.flush();
    if (!std::cout) {
        const int e = errno;
        std::cerr << "trainplan-cli: cannot write to standard output"
                  << (e ? std::string(": ") + std::strerror(e) : "") << "\n";
        return 1;
    }
    std::cerr.flush();
    if (!std::cerr)
        return code == 0 ? 1 : code;
    return code;
}
