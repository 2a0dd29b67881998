// trainplan-screenshot: the pictures of the README and the manual, made from the app's own windows.
//
//   trainplan-screenshot FILE [--size WxH] [--lang zh_CN] [--tab TAB] [--scenario ID] [PLAN]
//                        [--wizard STEP] [--details TAB] [--compare N]
//                        [--calibrate LOG [--calibrate-dialog]] [--watch LOG] [--manual PAGE]
//
// Starts like the app (Application::setUp, openWindow: the same options for the window, the plan,
// the language) but never reads or writes the user's saved layout, and keeps nothing the pictured
// dialogs could keep. A developer's tool: built beside the app, not installed or packaged.
#include "document/PlanSession.h"
#include "gui/Application.h"
#include "gui/MainWindow.h"
#include "views/help/HelpWindow.h"
#include "views/results/CalibrateDialog.h"
#include "views/results/ResultsWorkspace.h"
#include "views/watch/WatchRunDialog.h"
#include "views/wizard/PlanWizard.h"

#include <QApplication>
#include <QCheckBox>
#include <QCommandLineParser>
#include <QPixmap>
#include <QPushButton>
#include <QTextStream>
#include <QTimer>
#include <memory>

namespace {

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

const QString kSize = QStringLiteral("size");
const QString kWizard = QStringLiteral("wizard");
const QString kDetails = QStringLiteral("details");
const QString kCompare = QStringLiteral("compare");
const QString kCalibrate = QStringLiteral("calibrate");
const QString kCalibrateDialog = QStringLiteral("calibrate-dialog");
const QString kWatch = QStringLiteral("watch");
const QString kManual = QStringLiteral("manual");

void addPictureOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {kSize, QStringLiteral("The window's size, e.g. 1366x768 (default 1280x800)."),
         QStringLiteral("size"), QStringLiteral("1280x800")},
        {kWizard, QStringLiteral("Show the planning wizard at a step: scenario, model, data or budget."),
         QStringLiteral("step")},
        {kDetails, QStringLiteral("Show a results tab: sheet, memory or compare."), QStringLiteral("tab")},
        {kCompare, QStringLiteral("Tick the first <n> feasible candidates for comparison."),
         QStringLiteral("n")},
        {kCalibrate,
         QStringLiteral("Calibrate the plan from the training log <file> on the instance it recommends, as "
                        "Calibrate from a run does."),
         QStringLiteral("file")},
        {kCalibrateDialog,
         QStringLiteral("With --calibrate: picture the dialog with the log read, before OK.")},
        {kWatch, QStringLiteral("Picture Watch a Run... following the training log <file> against the plan."),
         QStringLiteral("file")},
        {kManual, QStringLiteral("Picture the manual open at <page>, e.g. estimates.html."),
         QStringLiteral("page")},
    });
}

// The wizard step, results tab and compared candidates asked for. False on a wrong value.
bool showAskedViews(MainWindow &window, const QCommandLineParser &parser)
{
    if (parser.isSet(kWizard)) {
        const QStringList steps = {QStringLiteral("scenario"), QStringLiteral("model"),
                                   QStringLiteral("data"), QStringLiteral("budget")};
        const int step = static_cast<int>(steps.indexOf(parser.value(kWizard)));
        if (step < 0) {
            err() << "trainplan-screenshot: --wizard must be scenario, model, data or budget" << Qt::endl;
            return false;
        }
        window.wizard()->setCurrentStep(step);
        window.showPlanView(MainWindow::WizardView);
    }
    if (parser.isSet(kCompare)) {
        window.session()->waitForPlan();
        const tp::Plan *plan = window.session()->plan();
        int left = parser.value(kCompare).toInt();
        for (std::size_t i = 0; plan && i < plan->candidates.size() && left > 0; ++i)
            if (plan->candidates[i].feasible && window.session()->setCompared(static_cast<int>(i), true))
                --left;
    }
    if (parser.isSet(kDetails)) {
        const QStringList tabs = {QStringLiteral("sheet"), QStringLiteral("memory"),
                                  QStringLiteral("compare")};
        const int tab = static_cast<int>(tabs.indexOf(parser.value(kDetails)));
        if (tab < 0) {
            err() << "trainplan-screenshot: --details must be sheet, memory or compare" << Qt::endl;
            return false;
        }
        window.results()->setDetailTab(static_cast<ResultsWorkspace::DetailTab>(tab));
    }
    return true;
}

// The widget to picture once the plan is ready: the window, or the dialog or manual asked for.
// Null (with the reason on standard error and `status` set) when a log cannot be read.
QWidget *pictured(MainWindow &window, const QCommandLineParser &parser,
                  std::unique_ptr<CalibrateDialog> &dialog, int &status)
{
    window.session()->waitForPlan();
    QCoreApplication::processEvents();
    QWidget *shown = &window;
    // The three clicks of "Calibrate from a run" (README): the dialog with the log read, or the
    // results once OK re-planned them.
    if (parser.isSet(kCalibrate)) {
        dialog = std::make_unique<CalibrateDialog>(window.session(), &window);
        if (!dialog->loadLog(parser.value(kCalibrate))) {
            err() << "trainplan-screenshot: --calibrate: " << dialog->errorText() << Qt::endl;
            status = Application::kBadArguments;
            return nullptr;
        }
        if (parser.isSet(kCalibrateDialog)) {
            dialog->show();
            dialog->adjustSize();
            shown = dialog.get();
        } else {
            dialog->keepCheck()->setEnabled(false); // a picture keeps nothing of the user's
            dialog->accept();
            if (!dialog->errorText().isEmpty()) {
                err() << "trainplan-screenshot: --calibrate: " << dialog->errorText() << Qt::endl;
                status = 1;
                return nullptr;
            }
            window.session()->waitForPlan();
        }
        QCoreApplication::processEvents();
    }
    if (parser.isSet(kWatch)) {
        WatchRunDialog *watch = window.showWatchDialog();
        if (!watch->openLog(parser.value(kWatch))) {
            err() << "trainplan-screenshot: --watch: " << watch->errorText() << Qt::endl;
            status = Application::kBadArguments;
            return nullptr;
        }
        watch->keepButton()->setEnabled(false); // a picture keeps nothing of the user's
        QCoreApplication::processEvents();
        shown = watch;
    }
    if (parser.isSet(kManual)) {
        shown = window.showHelp(parser.value(kManual));
        QCoreApplication::processEvents();
    }
    return shown;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (!Application::setUp())
        return Application::kBadArguments;

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Saves a picture of TrainPlan's main window (or of the dialog or manual page asked "
                       "for) to <file> and quits."));
    parser.addHelpOption();
    Application::addWindowOptions(parser);
    addPictureOptions(parser);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The PNG file to write."));
    parser.addPositionalArgument(QStringLiteral("plan"), QStringLiteral("A .trainplan file to open."),
                                 QStringLiteral("[plan]"));
    parser.process(app);

    // The picture's file comes first; the rest are the app's own (a plan file).
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        err() << "trainplan-screenshot: give the file to write" << Qt::endl;
        return Application::kBadArguments;
    }
    const QString file = positional.takeFirst();
    if (positional.size() > 1) {
        err() << "trainplan-screenshot: one plan file at most" << Qt::endl;
        return Application::kBadArguments;
    }
    // A fixed size, so pictures from different machines and runs compare: the smallest screen the
    // window is made for unless --size says otherwise.
    const QStringList size = parser.value(kSize).split(QLatin1Char('x'));
    const int width = size.value(0).toInt(), height = size.size() == 2 ? size.value(1).toInt() : 0;
    if (width < 320 || height < 240 || width > 8192 || height > 8192) {
        err() << "trainplan-screenshot: --size wants WIDTHxHEIGHT in pixels, e.g. 1280x800" << Qt::endl;
        return Application::kBadArguments;
    }

    int status = 0;
    std::unique_ptr<MainWindow> window = Application::openWindow(parser, positional.value(0), false, status);
    if (!window)
        return status;
    if (!showAskedViews(*window, parser))
        return Application::kBadArguments;
    window->resize(width, height);
    window->show();
    QTimer::singleShot(500, window.get(), [&window, &parser, &file, &status] {
        std::unique_ptr<CalibrateDialog> dialog;
        QWidget *shown = pictured(*window, parser, dialog, status);
        if (shown && !shown->grab().save(file)) {
            err() << "trainplan-screenshot: cannot write " << file << Qt::endl;
            status = 1;
        }
        QCoreApplication::exit(status);
    });
    QApplication::exec();
    return status;
}
