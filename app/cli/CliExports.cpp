#include "cli/CliExports.h"

#include "report/CjkFontFallback.h"
#include "report/PlanExporter.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>

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

} // namespace

bool CliExports::pdf(const std::string &path, const tp::Plan &plan, const tp::Candidate &candidate,
                     const tp::Catalog &catalog, const std::string &language, std::string &error) const
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
        PlanExporter::writePdf(QString::fromStdString(path), plan, candidate, catalog, options, &message);
    if (!ok)
        error = message.toStdString();
    return ok;
}

std::string CliExports::csv(const tp::Plan &plan, const tp::Catalog &catalog,
                            const tp::PlanSelection &selection, const std::string &language) const
{
    const ExportLanguage in(language);
    return PlanExporter::csv(plan, catalog, selection);
}

bool CliExports::launch(const std::string &dir, const tp::Plan &plan, const tp::Candidate &candidate,
                        const tp::Catalog &catalog, const std::string &language, std::string &error) const
{
    const ExportLanguage in(language);
    QString message;
    const bool ok =
        PlanExporter::writeLaunchFolder(QString::fromStdString(dir), plan, candidate, catalog, &message);
    if (!ok)
        error = message.toStdString();
    return ok;
}
