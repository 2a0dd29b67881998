#include "cli/CliApp.h"
#include "cli/PlanCommand.h"
#include "report/CjkFontFallback.h"
#include "report/PdfPlanSheet.h"
#include "text/PlanCsvText.h"

#include <QGuiApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <memory>

namespace {

// The language an export is written in ("en", "zh_CN", "" = the system locale): its translator is
// installed while the object lives.
class ExportLanguage
{
public:
    explicit ExportLanguage(const std::string &language)
    {
        const QLocale asked =
            language.empty() ? QLocale::system() : QLocale(QString::fromStdString(language));
        chinese = asked.language() == QLocale::Chinese;
        locale = chinese ? QLocale(QLocale::Chinese, QLocale::China)
                         : QLocale(QLocale::English, QLocale::UnitedStates);
        // the translations are embedded when the CLI is built with the desktop app (TRAINPLAN_BUILD_GUI)
        if (chinese && m_translator.load(QStringLiteral(":/i18n/trainplan_zh_CN.qm")))
            m_installed = QCoreApplication::installTranslator(&m_translator);
        m_previous = QLocale();
        QLocale::setDefault(locale);
    }
    ~ExportLanguage()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(m_previous);
    }
    ExportLanguage(const ExportLanguage &) = delete;
    ExportLanguage &operator=(const ExportLanguage &) = delete;

    bool chinese = false;
    QLocale locale;

private:
    QTranslator m_translator;
    QLocale m_previous;
    bool m_installed = false;
};

// Writes the plan sheet with the Qt renderer (app/report) in the asked language.
bool writePdf(const std::string &path, const tp::Plan &plan, const tp::Candidate &candidate,
              const tp::Catalog &catalog, const std::string &language, std::string &error)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        error = "the PDF writer needs a QGuiApplication";
        return false;
    }
    const ExportLanguage in(language);
    PlanSheetDocument::Options options;
    options.locale = in.locale;
    CjkFontFallback::applyToApplication(options.locale); // the charts' labels too
    QString message;
    const bool ok =
        PdfPlanSheet::write(QString::fromStdString(path), plan, candidate, catalog, options, &message);
    if (!ok)
        error = message.toStdString();
    return ok;
}

// The CSV for people (app/text) in the asked language.
std::string writeCsv(const tp::Plan &plan, const tp::Catalog &catalog, const tp::PlanSelection &selection,
                     const std::string &language)
{
    const ExportLanguage in(language);
    return PlanCsvText::file(plan, catalog, selection);
}

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
    // The translations of --csv need a QCoreApplication.
    std::unique_ptr<QCoreApplication> qt;
    if (std::find(args.begin(), args.end(), "--pdf") != args.end()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietQtMessages);
        qt = std::make_unique<QGuiApplication>(argc, argv);
    } else if (std::find(args.begin(), args.end(), "--csv") != args.end()) {
        qInstallMessageHandler(quietQtMessages);
        qt = std::make_unique<QCoreApplication>(argc, argv);
    }
    tp::PlanCommand::setPdfWriter(writePdf);
    tp::PlanCommand::setCsvWriter(writeCsv);
    int code = 1;
    try {
        code = tp::CliApp(std::cin, std::cout, std::cerr).run(args);
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
