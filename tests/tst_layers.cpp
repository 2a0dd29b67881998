#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

// The layering rule of CONTRIBUTING.md, read from the sources: every quoted include in core/ and
// app/ names its layer ("core/Job.h", "views/results/PlanSheet.h") and points down or sideways
// within what the including folder may use. The build already refuses an include of a layer a
// target does not link; this catches what it cannot: one view folder reaching into another, a
// bare or "../" include, and layers that link each other's targets but must stay apart.
namespace {

const QString kSourceRoot = QStringLiteral(TRAINPLAN_TEST_DATA "/../..");

// The view folders every view may use; the others (wizard, results, catalog, estimate, export)
// are views in their own right and never include each other.
const QStringList kSharedViews = {QStringLiteral("widgets"), QStringLiteral("charts"),
                                  QStringLiteral("jobedit")};

// What a file at `file` (relative to the source root) may include, as include prefixes.
QStringList allowedPrefixes(const QString &file)
{
    const QStringList parts = file.split(u'/');
    if (parts.value(0) == u"core")
        return {QStringLiteral("core/")};
    if (parts.value(0) != u"app")
        return {};
    const QString layer = parts.value(1);
    if (layer == u"text")
        return {QStringLiteral("core/"), QStringLiteral("text/")};
    if (layer == u"document")
        return {QStringLiteral("core/"), QStringLiteral("text/"), QStringLiteral("document/")};
    if (layer == u"report")
        return {QStringLiteral("core/"), QStringLiteral("text/"), QStringLiteral("report/")};
    if (layer == u"cli") // main.cpp adds the PDF renderer and the CSV for people
        return {QStringLiteral("core/"), QStringLiteral("cli/"), QStringLiteral("text/"),
                QStringLiteral("report/")};
    if (layer == u"gui")
        return {QStringLiteral("core/"),   QStringLiteral("text/"),  QStringLiteral("document/"),
                QStringLiteral("report/"), QStringLiteral("views/"), QStringLiteral("gui/")};
    if (layer == u"views") {
        const QString folder = parts.value(2);
        QStringList allowed = {QStringLiteral("core/"), QStringLiteral("text/"), QStringLiteral("document/"),
                               QStringLiteral("report/"), QStringLiteral("views/widgets/")};
        if (folder != u"widgets")
            allowed << QStringLiteral("views/charts/");
        if (folder != u"widgets" && folder != u"charts")
            allowed << QStringLiteral("views/jobedit/");
        allowed << QStringLiteral("views/") + folder + u'/';
        allowed.removeDuplicates();
        return allowed;
    }
    return {};
}

// Why `file` may not include `include`, or an empty string when it may.
QString refusal(const QString &file, const QString &include)
{
    static const QRegularExpression generated(QStringLiteral("(^ui_.*\\.h|\\.moc|^moc_.*\\.cpp)$"));
    if (generated.match(include).hasMatch())
        return {};
    if (include.contains(QLatin1String("..")))
        return QStringLiteral("a relative path: name the layer instead");
    const QStringList allowed = allowedPrefixes(file);
    if (allowed.isEmpty())
        return QStringLiteral("the file is in no known layer");
    for (const QString &prefix : allowed) {
        if (include.startsWith(prefix))
            return {};
    }
    static const QRegularExpression layered(QStringLiteral("^(core|text|document|report|views|gui|cli)/"));
    if (!layered.match(include).hasMatch())
        return QStringLiteral(
            "no layer named: write it as core/..., text/..., document/... as the file's layer is");
    return QStringLiteral("reaches up or sideways; may include only ") + allowed.join(QStringLiteral(", "));
}

QStringList sourceFiles()
{
    QStringList out;
    for (const QString &top : {QStringLiteral("core"), QStringLiteral("app")}) {
        QDirIterator it(kSourceRoot + u'/' + top, {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            out << QDir(kSourceRoot).relativeFilePath(it.next());
    }
    out.sort();
    return out;
}

} // namespace

class TestLayers : public QObject
{
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void sourcesKeepTheRules();
};

void TestLayers::rules_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("include");
    QTest::addColumn<bool>("allowed");
    const auto row = [](const char *name, const char *file, const char *include, bool allowed) {
        QTest::newRow(name) << QString::fromUtf8(file) << QString::fromUtf8(include) << allowed;
    };
    row("core to core", "core/planner/Planner.cpp", "core/Job.h", true);
    row("core to text", "core/Job.cpp", "text/Format.h", false);
    row("core bare", "core/Job.cpp", "Job.h", false);
    row("text to core", "app/text/PlanText.cpp", "core/planner/Planner.h", true);
    row("text to document", "app/text/PlanText.cpp", "document/PlanFile.h", false);
    row("document to text", "app/document/PlanFile.cpp", "text/ProblemText.h", true);
    row("document to views", "app/document/PlanFile.cpp", "views/results/PlanSheet.h", false);
    row("document to report", "app/document/PlanFile.cpp", "report/PdfPlanSheet.h", false);
    row("report to document", "app/report/PlanExporter.cpp", "document/PlanFile.h", false);
    row("view to shared", "app/views/results/PlanSheet.cpp", "views/jobedit/DataPage.h", true);
    row("view to own folder", "app/views/results/PlanSheet.cpp", "views/results/PlanSheet.h", true);
    row("view to view", "app/views/results/PlanSheet.cpp", "views/wizard/PlanWizard.h", false);
    row("widgets to jobedit", "app/views/widgets/NumberField.cpp", "views/jobedit/DataPage.h", false);
    row("view to shell", "app/views/wizard/PlanWizard.cpp", "gui/MainWindow.h", false);
    row("shell to views", "app/gui/MainWindow.cpp", "views/wizard/PlanWizard.h", true);
    row("cli to views", "app/cli/main.cpp", "views/wizard/PlanWizard.h", false);
    row("relative", "app/views/results/PlanSheet.cpp", "../wizard/PlanWizard.h", false);
    row("moc", "app/views/results/PlanSheet.cpp", "moc_PlanSheet.cpp", true);
}

void TestLayers::rules()
{
    QFETCH(QString, file);
    QFETCH(QString, include);
    QFETCH(bool, allowed);
    QCOMPARE(refusal(file, include).isEmpty(), allowed);
}

void TestLayers::sourcesKeepTheRules()
{
    static const QRegularExpression includeLine(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""),
                                                QRegularExpression::MultilineOption);
    const QStringList files = sourceFiles();
    QVERIFY2(files.size() > 100,
             qPrintable(QStringLiteral("only %1 sources under %2").arg(files.size()).arg(kSourceRoot)));
    QStringList problems;
    for (const QString &file : files) {
        QFile f(kSourceRoot + u'/' + file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file + QStringLiteral(": ") + f.errorString()));
        const QString text = QString::fromUtf8(f.readAll());
        auto it = includeLine.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            const QString why = refusal(file, m.captured(1));
            if (!why.isEmpty()) {
                const int line = text.left(m.capturedStart()).count(u'\n') + 1;
                problems << QStringLiteral("%1:%2: \"%3\": %4").arg(file).arg(line).arg(m.captured(1), why);
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
