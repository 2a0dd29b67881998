#include "TestMode.h"
#include "document/CatalogSource.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "gui/MainWindow.h"
#include "gui/PreferencesDialog.h"
#include "views/catalog/CatalogBrowserPage.h"
#include "views/catalog/CatalogTablePage.h"
#include "views/catalog/EditPriceDialog.h"
#include "views/charts/MemoryChartView.h"
#include "views/estimate/EstimatePage.h"
#include "views/export/ExportDialog.h"
#include "views/jobedit/JobEditPanel.h"
#include "views/jobedit/JobPage.h"
#include "views/results/CostTimeChartView.h"
#include "views/results/PlanSheet.h"
#include "views/results/PlanSheetView.h"
#include "views/results/ResultsWorkspace.h"
#include "views/widgets/CatalogMarks.h"
#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"
#include "views/wizard/PlanWizard.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QButtonGroup>
#include <QCalendarWidget>
#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QValueAxis>
#include <QtTest>
#include <map>
#include <set>

// Everyday comfort, checked on the windows a user meets: every field of the wizard, the results
// view with its edit panel, the quick estimate, the catalog browser and the Preferences, Export
// and Edit Price dialogs has a tooltip, a name a screen reader can say (set, or from the label
// whose buddy it is) and a place in the Tab order; Tab walks each wizard step top to bottom;
// the colours the app picks itself (charts, hints, errors, table cells, the plan sheet, legend
// swatches) read on a light and on a dark palette, and in the results follow a switch from one
// to the other; the icons are vectors or come in high-DPI sizes. Offscreen, test-mode settings.
//
// Set TRAINPLAN_A11Y_SCREENSHOTS=DIR to also save pictures of the windows in both palettes there.
class TestAccessibility : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void wizardFieldsAreDescribedAndReachable();
    void tabWalksEachWizardStepTopToBottom();
    void altKeysAreUniqueOnEachWizardStep();
    void resultsViewIsDescribedAndReachable();
    void estimateAndCatalogAreDescribedAndReachable();
    void dialogsAreDescribedAndReachable();
    void chartsAndTextReadOnEitherPalette_data();
    void chartsAndTextReadOnEitherPalette();
    void textColoursFollowThePalette();
    void iconsStaySharpOnHighDpi();

private:
    QPalette m_lightPalette;
};

namespace {

// Exemptions, and why:
// - the standard buttons of a QDialogButtonBox (OK, Cancel, and OK renamed "Export") need no
//   tooltip: their words are the ones every dialog has, and say what they do
//   (isStandardDialogButton);
// - the parts Qt builds inside another input (a combo box's list, a spin box's line edit, a
//   line edit's clear button, tab-bar arrows, headers, scroll bars, the tool bar's extension
//   arrow) are not checked: the input they belong to is (isInternal).

// "QLineEdit < NumberField#tokensField < QGroupBox < DataPage#dataPage": the widget and its
// parents up to the first page, panel, dialog or window that has a name.
QString chain(const QWidget *w)
{
    QStringList parts;
    for (const QWidget *p = w; p; p = p->parentWidget()) {
        QString part = QString::fromLatin1(p->metaObject()->className());
        if (!p->objectName().isEmpty())
            part += QLatin1Char('#') + p->objectName();
        if (auto *box = qobject_cast<const QGroupBox *>(p))
            part += QStringLiteral("(\"%1\")").arg(box->title());
        parts << part;
        static const QRegularExpression container(
            QStringLiteral("(Page|Panel|Dialog|Workspace|View|Wizard)$"));
        if (p->isWindow() || (p != w && container.match(p->objectName()).hasMatch()) ||
            (p != w && container.match(QString::fromLatin1(p->metaObject()->className())).hasMatch()))
            break;
    }
    return parts.join(QStringLiteral(" < "));
}

bool isInputClass(const QWidget *w)
{
    return qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractSpinBox *>(w) ||
           qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractButton *>(w) ||
           qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QSlider *>(w) ||
           qobject_cast<const NumberField *>(w);
}

// Parts of another widget that Qt makes: a combo box's list, a spin box's or date edit's line
// edit, a line edit's clear button, tab-bar scroll arrows, headers, scroll bars, the tool bar's
// extension arrow, a calendar popup.
bool isInternal(const QWidget *w, const QWidget *root)
{
    if (qobject_cast<const QHeaderView *>(w) || qobject_cast<const QScrollBar *>(w))
        return true;
    if (w->objectName().startsWith(QStringLiteral("qt_")))
        return true;
    for (const QWidget *p = w->parentWidget(); p && p != root; p = p->parentWidget()) {
        if (qobject_cast<const QComboBox *>(p) || qobject_cast<const QAbstractSpinBox *>(p) ||
            qobject_cast<const QLineEdit *>(p) || qobject_cast<const QTabBar *>(p) ||
            qobject_cast<const QAbstractItemView *>(p) || qobject_cast<const QScrollBar *>(p) ||
            qobject_cast<const QCalendarWidget *>(p))
            return true;
        if (p->objectName().startsWith(QStringLiteral("qt_")) &&
            qobject_cast<const QToolBar *>(p->parentWidget()))
            return true;
    }
    return false;
}

bool isStandardDialogButton(const QWidget *w)
{
    const auto *button = qobject_cast<const QAbstractButton *>(w);
    const auto *box = w->parentWidget() ? qobject_cast<const QDialogButtonBox *>(w->parentWidget()) : nullptr;
    return button && box &&
           box->standardButton(const_cast<QAbstractButton *>(button)) != QDialogButtonBox::NoButton;
}

// The inputs under root, including hidden and disabled ones (fields shown for one kind of job
// only must be described too). A NumberField counts as itself and as its line edit.
QList<QWidget *> inputsOf(QWidget *root, bool visibleOnly = false)
{
    QList<QWidget *> out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!isInputClass(w) || isInternal(w, root))
            continue;
        if (visibleOnly && !w->isVisibleTo(root->window()))
            continue;
        out << w;
    }
    return out;
}

QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

// The name w gets from a label: set explicitly, a button's own text, or the QLabel whose buddy
// it is (the "labelled by" relation). Stricter than the Name alone: on Linux Qt names a combo
// box after its current item, which is its value and says nothing of what it is for.
QString labelledName(QWidget *w)
{
    if (!w->accessibleName().trimmed().isEmpty())
        return w->accessibleName().trimmed();
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    if (!iface)
        return {};
    if (qobject_cast<QAbstractButton *>(w))
        return iface->text(QAccessible::Name).trimmed();
    for (const auto &relation : iface->relations(QAccessible::Label))
        if (qobject_cast<QLabel *>(relation.first->object()))
            return relation.first->text(QAccessible::Name).trimmed();
    return {};
}

// What is wrong with one input; empty when nothing.
QStringList problemsOf(QWidget *w)
{
    QStringList problems;
    auto *field = qobject_cast<NumberField *>(w);
    if (!isStandardDialogButton(w) && w->toolTip().trimmed().isEmpty())
        problems << QStringLiteral("no tooltip");
    if (field) {
        // The line edit inside is what takes focus and what a screen reader names: checked as a
        // QLineEdit of its own. The field forwards its focus to it.
        if (!(field->focusProxy() == field->lineEdit()))
            problems << QStringLiteral("focus not forwarded to its line edit");
        return problems;
    }
    const QString name = accessibleName(w);
    if (name.isEmpty()) {
        problems << QStringLiteral("no accessible name");
    } else if (labelledName(w).isEmpty()) {
        // No label of its own. Qt falls back on the group box's title: enough for the only input
        // of a group ("Warnings"), not when several inputs would all be called that.
        auto *group = qobject_cast<QGroupBox *>(w->parentWidget());
        int inputs = 0;
        if (group)
            for (QWidget *sibling : group->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
                if (isInputClass(sibling) && !isInternal(sibling, group))
                    ++inputs;
        if (!group || inputs > 1)
            problems << QStringLiteral("no label: Qt calls it \"%1\"").arg(name);
    }
    if (!(w->focusPolicy() & Qt::TabFocus))
        problems << QStringLiteral("not in the Tab order (focus policy %1)").arg(int(w->focusPolicy()));
    if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->tabKeyNavigation())
        problems << QStringLiteral("Tab moves between cells and never leaves the view");
    return problems;
}

struct Audit
{
    QStringList failures;
    std::set<const QWidget *> seen;
    int checked = 0;

    void run(QWidget *root, const QString &where, bool visibleOnly = false)
    {
        for (QWidget *w : inputsOf(root, visibleOnly)) {
            if (!seen.insert(w).second)
                continue;
            ++checked;
            const QStringList problems = problemsOf(w);
            if (problems.isEmpty())
                continue;
            QString text =
                QStringLiteral("%1: %2 [%3]").arg(where, chain(w), problems.join(QStringLiteral("; ")));
            if (auto *b = qobject_cast<QAbstractButton *>(w); b && !b->text().isEmpty())
                text += QStringLiteral(" text \"%1\"").arg(b->text());
            failures << text;
        }
    }

    void verify() const
    {
        QVERIFY2(checked > 0, "no inputs found");
        // The whole list goes to the log (a failure message is cut at 1,000 characters).
        if (!failures.isEmpty())
            qInfo().noquote() << QStringLiteral("Offenders:\n  ") + failures.join(QStringLiteral("\n  "));
        QVERIFY2(
            failures.isEmpty(),
            qPrintable(QStringLiteral("%1 of %2 inputs lack a tooltip, a name or a Tab stop (listed above)")
                           .arg(failures.size())
                           .arg(checked)));
    }
};

template <typename T> T *child(QObject *parent, const char *name)
{
    T *found = parent->findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no %s named %s", T::staticMetaObject.className(), name);
    return found;
}

// The widget that takes focus for an input (a NumberField's line edit).
QWidget *focusTarget(QWidget *w)
{
    if (auto *field = qobject_cast<NumberField *>(w))
        return field->lineEdit();
    return w;
}

QPalette darkPalette()
{
    // The usual Fusion dark palette.
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), button(0x35, 0x35, 0x35);
    const QColor disabled(0x7f, 0x7f, 0x7f);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::ToolTipText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, Qt::white);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, Qt::white);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Dark, QColor(0x19, 0x19, 0x19));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Link, QColor(0x5a, 0xa9, 0xf0));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xf0));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

// The most common colour of an image: its background.
QColor backgroundOf(const QImage &image)
{
    std::map<QRgb, int> counts;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            ++counts[image.pixel(x, y) | 0xff000000u];
    return QColor::fromRgb(std::max_element(counts.begin(), counts.end(), [](const auto &a, const auto &b) {
                               return a.second < b.second;
                           })->first);
}

// The share of pixels that contrast with `background` by at least `ratio`: text, axes, lines.
double inkShare(const QImage &image, const QColor &background, double ratio)
{
    int ink = 0, all = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x, ++all)
            if (ThemeColours::contrast(QColor::fromRgb(image.pixel(x, y)), background) >= ratio)
                ++ink;
    return all ? double(ink) / all : 0;
}

// What a chart shows against its background, as problems (empty: readable).
QStringList chartProblems(QChartView *view, const QPalette &palette, const QString &saveAs)
{
    QStringList problems;
    view->repaint();
    const QImage image = view->grab().toImage();
    if (!saveAs.isEmpty())
        image.save(saveAs);
    const QColor bg = backgroundOf(image);
    const bool darkWindow = ThemeColours::isDark(palette);
    const bool lightBackground = ThemeColours::luminance(bg) > 0.5;
    const QString what = view->objectName();
    if (darkWindow && lightBackground)
        problems << QStringLiteral("%1: a light chart (%2) in a dark window").arg(what, bg.name());
    QChart *chart = view->chart();
    const auto check = [&](const QString &part, const QColor &c, double ratio) {
        if (ThemeColours::contrast(c, bg) < ratio)
            problems << QStringLiteral("%1: %2 %3 on %4, contrast %5 < %6")
                            .arg(what, part, c.name(), bg.name())
                            .arg(ThemeColours::contrast(c, bg), 0, 'f', 2)
                            .arg(ratio);
    };
    if (!chart->title().isEmpty())
        check(QStringLiteral("title"), chart->titleBrush().color(), 4.5);
    if (chart->legend()->isVisible())
        check(QStringLiteral("legend"), chart->legend()->labelColor(), 4.5);
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->labelsVisible())
            check(QStringLiteral("axis labels"), axis->labelsBrush().color(), 4.5);
        if (!axis->titleText().isEmpty())
            check(QStringLiteral("axis title"), axis->titleBrush().color(), 4.5);
    }
    // Lines drawn over the plot that carry meaning (a limit): WCAG asks 3:1 of graphics.
    for (QAbstractSeries *series : chart->series())
        if (auto *line = qobject_cast<QLineSeries *>(series); line && line->isVisible() && line->count() > 0)
            check(QStringLiteral("line \"%1\"").arg(line->name()), line->pen().color(), 3.0);
    // Markers: their edge or their fill.
    for (QAbstractSeries *series : chart->series()) {
        auto *scatter = qobject_cast<QScatterSeries *>(series);
        if (!scatter || !scatter->isVisible() || scatter->count() == 0)
            continue;
        const bool filled = scatter->brush().style() != Qt::NoBrush && scatter->color().alpha() > 0;
        const double edge = ThemeColours::contrast(scatter->borderColor(), bg);
        const double fill = filled ? ThemeColours::contrast(scatter->color(), bg) : 1.0;
        if (std::max(edge, fill) < 3.0)
            problems << QStringLiteral("%1: markers \"%2\" (edge %3, fill %4) on %5, contrast %6 < 3")
                            .arg(what, scatter->name(), scatter->borderColor().name(),
                                 scatter->color().name(), bg.name())
                            .arg(std::max(edge, fill), 0, 'f', 2);
    }
    // And on the picture: text and lines are there, in a colour that reads.
    if (inkShare(image, bg, 4.5) < 0.002)
        problems << QStringLiteral("%1: almost nothing on the picture contrasts with its background %2")
                        .arg(what, bg.name());
    return problems;
}

// The colours a label or an HTML text sets for itself, each against `background`.
QStringList htmlColourProblems(const QString &what, const QString &html, const QColor &background)
{
    QStringList problems;
    static const QRegularExpression colour(QStringLiteral(R"((?<![-\w])color\s*:\s*(#[0-9a-fA-F]{3,6}))"));
    std::set<QString> seen;
    for (auto it = colour.globalMatch(html); it.hasNext();) {
        const QString name = it.next().captured(1).toLower();
        if (!seen.insert(name).second)
            continue;
        const double ratio = ThemeColours::contrast(QColor(name), background);
        if (ratio < 4.5)
            problems << QStringLiteral("%1: text colour %2 on %3, contrast %4")
                            .arg(what, name, background.name())
                            .arg(ratio, 0, 'f', 2);
    }
    // Pictures in the text (a legend's swatches): their edge stands out from the background by
    // 3:1, as graphics must (WCAG 2.1, 1.4.11).
    static const QRegularExpression image(
        QStringLiteral(R"(<img[^>]*src\s*=\s*[\x22\x27]data:image/\w+;base64,([A-Za-z0-9+/=]+))"));
    for (auto it = image.globalMatch(html); it.hasNext();) {
        const QImage picture = QImage::fromData(QByteArray::fromBase64(it.next().captured(1).toLatin1()));
        if (picture.isNull()) {
            problems << QStringLiteral("%1: an image that does not load").arg(what);
            continue;
        }
        double worst = 21;
        QColor faintest;
        const auto edge = [&](int x, int y) {
            const QColor c = QColor::fromRgb(picture.pixel(x, y));
            if (ThemeColours::contrast(c, background) < worst) {
                worst = ThemeColours::contrast(c, background);
                faintest = c;
            }
        };
        for (int x = 0; x < picture.width(); ++x) {
            edge(x, 0);
            edge(x, picture.height() - 1);
        }
        for (int y = 0; y < picture.height(); ++y) {
            edge(0, y);
            edge(picture.width() - 1, y);
        }
        if (worst < 3.0)
            problems << QStringLiteral("%1: an image's edge %2 on %3, contrast %4")
                            .arg(what, faintest.name(), background.name())
                            .arg(worst, 0, 'f', 2);
    }
    return problems;
}

// Every visible label under root: its text colour (palette, or colours in its rich text)
// against the window behind it.
QStringList labelProblems(QWidget *root)
{
    QStringList problems;
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root->window()) || label->text().isEmpty() || !label->isEnabled())
            continue;
        const QPalette p = label->palette();
        const QColor bg = p.color(label->backgroundRole());
        const QString what = chain(label);
        const double ratio = ThemeColours::contrast(p.color(label->foregroundRole()), bg);
        if (ratio < 4.5)
            problems << QStringLiteral("%1: text %2 on %3, contrast %4")
                            .arg(what, p.color(label->foregroundRole()).name(), bg.name())
                            .arg(ratio, 0, 'f', 2);
        if (label->textFormat() != Qt::PlainText)
            problems << htmlColourProblems(what, label->text(), bg);
    }
    return problems;
}

// A new scenario over a modified plan asks whether to save it: no.
void discardChanges(MainWindow &window)
{
    window.setMessageBoxResponder([](QMessageBox &) { return int(QMessageBox::Discard); });
}

// The text colours of an item view's cells (the model's ForegroundRole, else the palette's Text)
// against their background (BackgroundRole, else Base and AlternateBase).
QStringList itemColourProblems(QAbstractItemView *view)
{
    QStringList problems;
    QAbstractItemModel *model = view->model();
    if (!model)
        return problems;
    const QPalette p = view->palette();
    const auto colourOf = [](const QVariant &v) {
        if (v.canConvert<QBrush>() && v.value<QBrush>().style() != Qt::NoBrush)
            return v.value<QBrush>().color();
        return v.value<QColor>();
    };
    std::set<std::pair<QRgb, QRgb>> seen;
    for (int row = 0; row < std::min(model->rowCount(), 300); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            const QVariant fg = index.data(Qt::ForegroundRole);
            const QVariant bg = index.data(Qt::BackgroundRole);
            const QColor text = fg.isValid() ? colourOf(fg) : p.color(QPalette::Text);
            const QList<QColor> backs =
                bg.isValid() ? QList<QColor>{colourOf(bg)}
                             : QList<QColor>{p.color(QPalette::Base), p.color(QPalette::AlternateBase)};
            for (const QColor &back : backs) {
                if (!text.isValid() || !back.isValid() || !seen.insert({text.rgb(), back.rgb()}).second)
                    continue;
                const double ratio = ThemeColours::contrast(text, back);
                if (ratio < 4.5)
                    problems << QStringLiteral("%1: cell text %2 on %3 (row %4, column \"%5\"), contrast %6")
                                    .arg(chain(view), text.name(), back.name())
                                    .arg(row)
                                    .arg(model->headerData(column, Qt::Horizontal).toString())
                                    .arg(ratio, 0, 'f', 2);
            }
        }
    }
    return problems;
}

// The Alt+letter keys the visible widgets under `root` take (a label's for its buddy, a button's,
// a group box's), each with the widgets that take it.
std::map<QChar, QStringList> altKeys(QWidget *root)
{
    std::map<QChar, QStringList> keys;
    static const QRegularExpression mnemonic(QStringLiteral("&([^&\\s])"));
    const auto add = [&keys](QWidget *w, const QString &text) {
        const QRegularExpressionMatch m = mnemonic.match(text);
        if (m.hasMatch() && w->isVisible())
            keys[m.captured(1).at(0).toLower()] << QStringLiteral("%1 \"%2\"").arg(chain(w), text);
    };
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->buddy())
            add(label, label->text());
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>())
        add(button, button->text());
    for (QGroupBox *box : root->findChildren<QGroupBox *>())
        if (box->isCheckable())
            add(box, box->title());
    return keys;
}

void waitForPlan(MainWindow &window)
{
    QVERIFY(window.session()->waitForPlan());
    QCoreApplication::processEvents();
}

} // namespace

void TestAccessibility::initTestCase()
{
    QVERIFY(QStandardPaths::isTestModeEnabled());
    QSettings().clear();
    // The screen reader side of Qt: interfaces exist only with accessibility on.
    QAccessible::setActive(true);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    m_lightPalette = QApplication::style()->standardPalette();
    QApplication::setPalette(m_lightPalette);
}

void TestAccessibility::init()
{
    QSettings().clear();
    QApplication::setPalette(m_lightPalette);
}

void TestAccessibility::cleanupTestCase()
{
    QSettings().clear();
}

void TestAccessibility::wizardFieldsAreDescribedAndReachable()
{
    MainWindow window(CatalogSource::load());
    discardChanges(window);
    window.resize(1280, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PlanWizard *wizard = window.wizard();
    Audit audit;
    audit.run(wizard, QStringLiteral("scenario step, no plan"));

    // Every step; hidden and disabled inputs count too (the fields only some jobs show).
    QVERIFY(wizard->startFromScenario(QStringLiteral("prototype-t4")));
    for (int step = 0; step < PlanWizard::StepCount; ++step) {
        wizard->setCurrentStep(step);
        QCOMPARE(wizard->currentStep(), step);
        audit.run(wizard, QStringLiteral("step %1").arg(step));
    }
    audit.verify();
}

void TestAccessibility::tabWalksEachWizardStepTopToBottom()
{
    MainWindow window(CatalogSource::load());
    discardChanges(window);
    window.resize(1280, 900);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    PlanWizard *wizard = window.wizard();
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));

    QStringList failures;
    const auto walk = [&](int step, const QString &variant) {
        wizard->setCurrentStep(step);
        QCoreApplication::processEvents();
        JobPage *page = wizard->page(step);
        // The inputs a keyboard user must reach: visible, enabled, in the Tab order.
        QList<QWidget *> inputs;
        for (QWidget *w : inputsOf(page, true)) {
            QWidget *target = focusTarget(w);
            if (qobject_cast<NumberField *>(w) || !target->isEnabled() ||
                !(target->focusPolicy() & Qt::TabFocus))
                continue;
            inputs << target;
        }
        for (NumberField *f : page->findChildren<NumberField *>())
            if (f->isVisibleTo(&window) && f->isEnabled() && !inputs.contains(f->lineEdit()))
                inputs << f->lineEdit();
        if (inputs.isEmpty()) {
            failures << QStringLiteral("%1: no inputs").arg(variant);
            return;
        }
        const auto pos = [page](QWidget *w) { return w->mapTo(page, QPoint(0, 0)); };
        std::sort(inputs.begin(), inputs.end(), [&](QWidget *a, QWidget *b) {
            return pos(a).y() != pos(b).y() ? pos(a).y() < pos(b).y() : pos(a).x() < pos(b).x();
        });
        QWidget *first = inputs.first();
        first->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        if (QApplication::focusWidget() != first) {
            failures
                << QStringLiteral("%1: the first field %2 does not take focus").arg(variant, chain(first));
            return;
        }
        // Tab until focus leaves the page.
        QList<QWidget *> visited = {first};
        for (int i = 0; i < 4 * inputs.size() + 10; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *now = QApplication::focusWidget();
            if (!now || !page->isAncestorOf(now) || visited.contains(now))
                break;
            visited << now;
        }
        // A group of exclusive radio buttons is one Tab stop (the checked button); the arrow keys
        // move between its buttons, as on every desktop.
        const auto radioGroup = [](QWidget *w) -> QObject * {
            auto *radio = qobject_cast<QRadioButton *>(w);
            if (!radio)
                return nullptr;
            if (radio->group() && radio->group()->exclusive())
                return radio->group();
            return radio->autoExclusive() ? radio->parentWidget() : nullptr;
        };
        std::map<QObject *, QList<QWidget *>> groups;
        for (QWidget *w : inputs)
            if (QObject *g = radioGroup(w))
                groups[g] << w;
        for (QWidget *w : inputs) {
            if (visited.contains(w))
                continue;
            QObject *g = radioGroup(w);
            const bool groupReached = g && std::any_of(groups[g].begin(), groups[g].end(),
                                                       [&](QWidget *b) { return visited.contains(b); });
            if (!groupReached)
                failures << QStringLiteral("%1: Tab never reaches %2").arg(variant, chain(w));
        }
        // Top to bottom; within a row (or a grid of columns) left to right.
        QWidget *previous = nullptr;
        for (QWidget *w : visited) {
            if (!inputs.contains(w))
                continue;
            if (previous) {
                const QPoint a = pos(previous), b = pos(w);
                const bool down = b.y() >= a.y();
                const bool nextColumn = b.x() >= a.x() + previous->width();
                if (!down && !nextColumn)
                    failures << QStringLiteral("%1: Tab goes up from %2 (%3,%4) to %5 (%6,%7)")
                                    .arg(variant, chain(previous))
                                    .arg(a.x())
                                    .arg(a.y())
                                    .arg(chain(w))
                                    .arg(b.x())
                                    .arg(b.y());
            }
            previous = w;
        }
        // Within each radio group the arrow keys reach every button (checking it, as a user would).
        for (const auto &[group, members] : groups) {
            QWidget *start = nullptr;
            for (QWidget *b : members)
                if (visited.contains(b))
                    start = b;
            if (!start)
                continue;
            QList<QWidget *> reached = {start};
            for (int i = 0; i < reached.size(); ++i) {
                for (Qt::Key key : {Qt::Key_Down, Qt::Key_Right, Qt::Key_Up, Qt::Key_Left}) {
                    reached[i]->setFocus(Qt::TabFocusReason);
                    QTest::keyClick(reached[i], key);
                    QWidget *now = QApplication::focusWidget();
                    if (members.contains(now) && !reached.contains(now))
                        reached << now;
                }
            }
            for (QWidget *b : members)
                if (!reached.contains(b))
                    failures << QStringLiteral("%1: the arrow keys never reach %2").arg(variant, chain(b));
        }
    };

    walk(PlanWizard::ScenarioStep, QStringLiteral("scenario"));
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
    walk(PlanWizard::ModelStep, QStringLiteral("model, preset"));
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
    if (auto *advanced = child<QToolButton>(wizard, "advancedToggle"))
        advanced->setChecked(true);
    if (auto *custom = child<QRadioButton>(wizard, "customRadio"))
        custom->click();
    walk(PlanWizard::ModelStep, QStringLiteral("model, custom transformer, advanced"));
    // (The arrow keys above left some radio button checked.)
    if (auto *custom = child<QRadioButton>(wizard, "customRadio"))
        custom->click();
    if (auto *kind = child<QComboBox>(wizard, "modelKindCombo"))
        kind->setCurrentIndex(kind->findData(QStringLiteral("vision")));
    QVERIFY(child<NumberField>(wizard, "forwardGflopsField")->isVisibleTo(&window));
    walk(PlanWizard::ModelStep, QStringLiteral("model, custom vision"));
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
    walk(PlanWizard::DataStep, QStringLiteral("data"));
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
    if (auto *tokens = child<QRadioButton>(wizard, "tokensRadio"))
        tokens->click();
    QVERIFY(child<NumberField>(wizard, "tokensField")->isVisibleTo(&window));
    walk(PlanWizard::DataStep, QStringLiteral("data, tokens"));
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
    walk(PlanWizard::BudgetStep, QStringLiteral("budget"));
    if (auto *gpu = child<QComboBox>(wizard, "jobGpuCombo"))
        gpu->setCurrentIndex(1);
    walk(PlanWizard::BudgetStep, QStringLiteral("budget, one GPU"));
    if (!failures.isEmpty())
        qInfo().noquote() << QStringLiteral("Problems:\n  ") + failures.join(QStringLiteral("\n  "));
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 problems (listed above)").arg(failures.size())));
}

void TestAccessibility::altKeysAreUniqueOnEachWizardStep()
{
    // In both languages: a translation moves the marks (issue 33 found Alt+R taken twice in Chinese).
    QStringList failures;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/trainplan_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        struct Restore
        {
            QTranslator *t;
            ~Restore() { QCoreApplication::removeTranslator(t); }
        } restore{&translator};
        MainWindow window(CatalogSource::load());
        discardChanges(window);
        window.resize(1280, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PlanWizard *wizard = window.wizard();
        for (const char *scenario : {"llama3-8b-lora-a10", "yolov8-2xv100"}) {
            QVERIFY(wizard->startFromScenario(QString::fromLatin1(scenario)));
            for (int step = 0; step < PlanWizard::StepCount; ++step) {
                wizard->setCurrentStep(step);
                QCoreApplication::processEvents();
                for (const auto &[key, takers] : altKeys(wizard))
                    if (takers.size() > 1)
                        failures << QStringLiteral("%1, %2, step %3: Alt+%4 is taken by %5")
                                        .arg(language, QLatin1String(scenario))
                                        .arg(step)
                                        .arg(key.toUpper())
                                        .arg(takers.join(QStringLiteral(" and ")));
            }
        }
    }
    if (!failures.isEmpty())
        qInfo().noquote() << QStringLiteral("Problems:\n  ") + failures.join(QStringLiteral("\n  "));
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 problems (listed above)").arg(failures.size())));
}

void TestAccessibility::resultsViewIsDescribedAndReachable()
{
    MainWindow window(CatalogSource::load());
    discardChanges(window);
    window.resize(1280, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startScenario(QStringLiteral("prototype-t4")));
    waitForPlan(window);
    QCOMPARE(window.planView(), MainWindow::ResultsView);
    Audit audit;
    audit.run(window.editPanel(), QStringLiteral("edit panel"));
    // Each detail tab in turn (what a user can reach), two candidates compared.
    ResultsWorkspace *results = window.results();
    QVERIFY(window.session()->setCompared(0, true));
    QVERIFY(window.session()->setCompared(1, true));
    for (auto tab : {ResultsWorkspace::SheetTab, ResultsWorkspace::MemoryTab, ResultsWorkspace::CompareTab}) {
        results->setDetailTab(tab);
        QCoreApplication::processEvents();
        audit.run(results, QStringLiteral("results, tab %1").arg(int(tab)), true);
    }
    for (const char *name : {"providerFilter", "gpuFilter", "billingFilter", "feasibleOnlyCheck",
                             "candidateTable", "compareTable", "compareClear"})
        QVERIFY2(audit.seen.count(child<QWidget>(results, name)), name);
    // "Show:" names the first filter and takes the keyboard to it.
    QCOMPARE(child<QLabel>(results, "filterLabel")->buddy(), child<QWidget>(results, "providerFilter"));
    audit.verify();
}

void TestAccessibility::estimateAndCatalogAreDescribedAndReachable()
{
    MainWindow window(CatalogSource::load());
    discardChanges(window);
    window.resize(1280, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Audit audit;
    window.setCurrentTab(MainWindow::EstimateTab);
    auto *estimate = window.findChild<EstimatePage *>();
    QVERIFY(estimate);
    audit.run(estimate, QStringLiteral("estimate"));
    window.setCurrentTab(MainWindow::CatalogTab);
    for (int s = CatalogBrowserPage::GpusSection; s <= CatalogBrowserPage::BillingSection; ++s)
        window.catalogPage()->setSection(static_cast<CatalogBrowserPage::Section>(s));
    audit.run(window.catalogPage(), QStringLiteral("catalog"));
    audit.verify();
}

void TestAccessibility::dialogsAreDescribedAndReachable()
{
    const tp::CatalogLoader::Result loaded = CatalogSource::load();
    const tp::Catalog &catalog = loaded.catalog;
    Audit audit;
    {
        PreferencesDialog dialog(catalog);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        audit.run(&dialog, QStringLiteral("preferences"));
    }
    {
        QTemporaryDir dir;
        ExportDialog dialog(dir.path(), QStringLiteral("plan"), QStringLiteral("gn7i-c8g1.2xlarge"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        audit.run(&dialog, QStringLiteral("export"));
    }
    {
        QVERIFY(!catalog.instances.empty());
        const tp::InstanceType &instance = catalog.instances.front();
        const tp::Price *price = instance.prices.empty() ? nullptr : &instance.prices.front();
        EditPriceDialog dialog(catalog, instance, price, tp::CivilDate{2026, 11, 30});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        audit.run(&dialog, QStringLiteral("edit price"));
    }
    audit.verify();
}

void TestAccessibility::chartsAndTextReadOnEitherPalette_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestAccessibility::chartsAndTextReadOnEitherPalette()
{
    QFETCH(bool, dark);
    const QPalette palette = dark ? darkPalette() : m_lightPalette;
    QApplication::setPalette(palette);
    const QString shots = qEnvironmentVariable("TRAINPLAN_A11Y_SCREENSHOTS");
    QString prefix = dark ? QStringLiteral("dark") : QStringLiteral("light");
    const auto shot = [&](QWidget *w, const QString &name) {
        if (shots.isEmpty())
            return;
        QCoreApplication::processEvents();
        QVERIFY(
            w->grab().save(QDir(shots).filePath(prefix + QLatin1Char('-') + name + QStringLiteral(".png"))));
    };
    const auto chartShot = [&](const QString &name) {
        return shots.isEmpty()
                   ? QString()
                   : QDir(shots).filePath(prefix + QLatin1Char('-') + name + QStringLiteral(".png"));
    };

    MainWindow window(CatalogSource::load());
    discardChanges(window);
    window.resize(1280, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList failures;

    // The wizard: hints, errors, the scenario cards.
    PlanWizard *wizard = window.wizard();
    shot(&window, QStringLiteral("scenarios"));
    QVERIFY(wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
    failures << labelProblems(wizard);
    shot(&window, QStringLiteral("scenario-chosen"));
    for (int step = PlanWizard::ModelStep; step < PlanWizard::StepCount; ++step) {
        wizard->setCurrentStep(step);
        if (auto *advanced = child<QToolButton>(wizard, "advancedToggle"))
            advanced->setChecked(true);
        failures << labelProblems(wizard);
    }
    // A refused value shows its reason.
    if (auto *samples = child<NumberField>(wizard, "samplesField")) {
        wizard->setCurrentStep(PlanWizard::DataStep);
        QVERIFY(samples->isVisibleTo(&window));
        samples->lineEdit()->clear();
        QTest::keyClicks(samples->lineEdit(), QStringLiteral("12x"));
        QVERIFY(!samples->isValid());
        QVERIFY(child<QLabel>(samples, "fieldError")->isVisibleTo(&window));
        failures << labelProblems(wizard);
        shot(&window, QStringLiteral("wizard-data-error"));
    }
    wizard->setCurrentStep(PlanWizard::ModelStep);
    shot(&window, QStringLiteral("wizard-model"));

    // The quick estimate and its memory chart.
    window.setCurrentTab(MainWindow::EstimateTab);
    auto *estimate = window.findChild<EstimatePage *>();
    QVERIFY(estimate);
    auto *memory = estimate->findChild<MemoryChartView *>(QStringLiteral("memoryChart"));
    QVERIFY(memory);
    QCoreApplication::processEvents();
    failures << chartProblems(memory, palette, chartShot(QStringLiteral("estimate-memory-chart")));
    // The "Fits" line shows a result, in green or red.
    QVERIFY(child<QLabel>(estimate, "fitsLabel")->property("fits").isValid());
    failures << labelProblems(estimate);
    shot(&window, QStringLiteral("estimate"));

    // The catalog browser, with a message showing.
    window.setCurrentTab(MainWindow::CatalogTab);
    // A message above the tables (an import that found no file).
    QVERIFY(!window.catalogPage()->importPricesFrom(QStringLiteral("/nonexistent/prices.csv")));
    QVERIFY(!window.catalogPage()->message().isEmpty());
    failures << labelProblems(window.catalogPage());
    for (int s = CatalogBrowserPage::GpusSection; s <= CatalogBrowserPage::BillingSection; ++s)
        failures << itemColourProblems(
            window.catalogPage()->sectionPage(static_cast<CatalogBrowserPage::Section>(s))->table());
    window.catalogPage()->setSection(CatalogBrowserPage::PricesSection);
    shot(&window, QStringLiteral("catalog"));

    // The results, each detail tab in turn, with two candidates compared.
    window.setCurrentTab(MainWindow::PlanTab);
    QVERIFY(window.startScenario(QStringLiteral("llama3-8b-lora-a10")));
    waitForPlan(window);
    ResultsWorkspace *results = window.results();
    QVERIFY(window.session()->setCompared(0, true));
    QVERIFY(window.session()->setCompared(1, true));
    const auto resultsProblems = [&](const QPalette &inUse) {
        QStringList found;
        results->setDetailTab(ResultsWorkspace::MemoryTab);
        QCoreApplication::processEvents();
        // The legend under the memory bar: its swatches (pictures) are checked with the labels.
        if (!child<QLabel>(results, "memoryLegend")->text().contains(QStringLiteral("<img")))
            found << QStringLiteral("the memory legend has no swatches");
        found << chartProblems(results->memoryChart(), inUse,
                               chartShot(QStringLiteral("results-memory-chart")));
        found << chartProblems(results->chart(), inUse, chartShot(QStringLiteral("results-cost-time-chart")));
        found << labelProblems(window.editPanel());
        found << labelProblems(results);
        shot(&window, QStringLiteral("results-memory"));
        results->setDetailTab(ResultsWorkspace::CompareTab);
        QCoreApplication::processEvents();
        found << labelProblems(results);
        for (QAbstractItemView *view : results->findChildren<QAbstractItemView *>())
            if (!qobject_cast<QHeaderView *>(view) && !isInternal(view, results))
                found << itemColourProblems(view);
        shot(&window, QStringLiteral("results-compare"));
        results->setDetailTab(ResultsWorkspace::SheetTab);
        QCoreApplication::processEvents();
        PlanSheetView *sheet = results->sheet();
        const QColor paper = sheet->viewport()->palette().color(QPalette::Base);
        // What the sheet shows, and every colour its style sheet holds (a rejection, a warning).
        found << htmlColourProblems(QStringLiteral("plan sheet"), sheet->toHtml(), paper);
        const auto outcome = window.session()->outcome();
        if (!outcome || !outcome->plan)
            return found << QStringLiteral("no plan");
        found << htmlColourProblems(
            QStringLiteral("plan sheet style"),
            PlanSheet::html(*outcome, sheet->candidate(), QString(), sheet->palette()), paper);
        found << labelProblems(results);
        shot(&window, QStringLiteral("results"));
        // A rejected candidate's sheet: why it is rejected, in red.
        const int recommended = window.session()->selectedIndex();
        int rejected = -1;
        for (std::size_t i = 0; i < outcome->plan->candidates.size() && rejected < 0; ++i)
            if (!outcome->plan->candidates[i].feasible && !outcome->plan->candidates[i].reasons.empty())
                rejected = static_cast<int>(i);
        if (rejected < 0)
            return found << QStringLiteral("no rejected candidate to show");
        window.session()->select(rejected);
        QCoreApplication::processEvents();
        found << htmlColourProblems(QStringLiteral("rejected candidate's plan sheet"), sheet->toHtml(),
                                    paper);
        found << labelProblems(results);
        shot(&window, QStringLiteral("results-rejected"));
        window.session()->select(recommended);
        QCoreApplication::processEvents();
        return found;
    };
    failures << resultsProblems(palette);
    // Then the other palette, as when the desktop switches from light to dark: the colours the
    // results picked follow.
    const QPalette other = dark ? m_lightPalette : darkPalette();
    QApplication::setPalette(other);
    QCoreApplication::processEvents();
    prefix = dark ? QStringLiteral("dark-then-light") : QStringLiteral("light-then-dark");
    for (const QString &p : resultsProblems(other))
        failures << prefix + QStringLiteral(": ") + p;

    failures.removeDuplicates();
    if (!failures.isEmpty())
        qInfo().noquote() << QStringLiteral("Problems:\n  ") + failures.join(QStringLiteral("\n  "));
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 problems (listed above)").arg(failures.size())));
}

void TestAccessibility::textColoursFollowThePalette()
{
    // A status label (ThemeColours::setTextTone): red while it reports an error, in the red of the
    // palette in use, then back to the palette's own text colour, through palette switches.
    QWidget window;
    auto *label = new QLabel(QStringLiteral("status"), &window);
    const QPalette dark = darkPalette();
    const auto text = [label] { return label->palette().color(QPalette::WindowText); };
    ThemeColours::setTextTone(label, ThemeColours::Error);
    QCOMPARE(text(), ThemeColours::color(ThemeColours::Error, m_lightPalette));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    QCOMPARE(text(), ThemeColours::color(ThemeColours::Error, dark));
    QVERIFY(ThemeColours::contrast(text(), dark.color(QPalette::Window)) >= 4.5);
    ThemeColours::setTextTone(label, ThemeColours::Ink);
    QCOMPARE(text(), dark.color(QPalette::WindowText));
    QApplication::setPalette(m_lightPalette);
    QCoreApplication::processEvents();
    QCOMPARE(text(), m_lightPalette.color(QPalette::WindowText));
    ThemeColours::setTextTone(label, ThemeColours::Good);
    QCOMPARE(text(), ThemeColours::color(ThemeColours::Good, m_lightPalette));
    QCOMPARE(label->findChildren<QObject *>(QStringLiteral("toneKeeper")).size(), 1);
}

void TestAccessibility::iconsStaySharpOnHighDpi()
{
    // The app's own images are vectors (or come with @2x variants).
    QStringList problems;
    const QDir icons(QStringLiteral(":/icons"));
    QVERIFY(!icons.entryList(QDir::Files).isEmpty());
    for (const QString &file : icons.entryList(QDir::Files)) {
        if (file.endsWith(QStringLiteral(".svg")) || file.contains(QStringLiteral("@2x")))
            continue;
        const QString hiDpi =
            QFileInfo(file).completeBaseName() + QStringLiteral("@2x.") + QFileInfo(file).suffix();
        if (!icons.exists(hiDpi))
            problems << QStringLiteral("%1: a raster image without %2").arg(file, hiDpi);
    }
    // At 2x and 3x an icon gives a pixmap of that many device pixels, marked with its ratio, so
    // it is drawn at its logical size and not scaled up.
    const QIcon appIcon(QStringLiteral(":/icons/trainplan.svg"));
    const std::pair<QString, QIcon> all[] = {
        {QStringLiteral("app icon"), appIcon},
        {QStringLiteral("overridden mark"), CatalogMarks::overriddenIcon()},
        {QStringLiteral("stale mark"), CatalogMarks::staleIcon()}};
    for (const auto &[name, icon] : all) {
        for (qreal dpr : {1.0, 1.5, 2.0, 3.0}) {
            const QPixmap pm = icon.pixmap(QSize(16, 16), dpr);
            const int expected = qRound(16 * dpr);
            if (pm.width() != expected || pm.height() != expected ||
                !qFuzzyCompare(pm.devicePixelRatio(), dpr))
                problems << QStringLiteral("%1 at %2x: %3x%4 px, ratio %5 (want %6 px)")
                                .arg(name)
                                .arg(dpr)
                                .arg(pm.width())
                                .arg(pm.height())
                                .arg(pm.devicePixelRatio())
                                .arg(expected);
        }
    }
    if (!problems.isEmpty())
        qInfo().noquote() << QStringLiteral("Problems:\n  ") + problems.join(QStringLiteral("\n  "));
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problems (listed above)").arg(problems.size())));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
