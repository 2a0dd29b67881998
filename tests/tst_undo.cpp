#include "PlanTestSupport.h"
#include "TestMode.h"
#include "document/JobJson.h"
#include "document/PriceOverrideStore.h"
#include "gui/JobUndo.h"
#include "gui/MainWindow.h"
#include "views/catalog/CatalogBrowserPage.h"
#include "views/jobedit/DataPage.h"
#include "views/jobedit/JobEditPanel.h"
#include "views/jobedit/ModelPage.h"
#include "views/widgets/NumberField.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

// Edit > Undo and Redo: every edit of the plan is one step (typing in a field one step), undo puts
// the job back exactly and the pages show it, the saved state is the clean one, a new document
// starts a new history, price overrides are undone on the catalog tab, and Ctrl+Z in a number
// field undoes the plan's step once.
class TestUndo : public QObject
{
    Q_OBJECT

public:
    static void initMain() { TestMode::enter(); }

private slots:
    void initTestCase() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void init()
    {
        m_session = std::make_unique<PlanSession>();
        m_session->setCatalog(plantest::catalog());
        m_stack = JobUndo::of(m_session.get())->stack();
        m_wizard = std::make_unique<PlanWizard>(m_session.get(), plantest::scenarios());
        m_wizard->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_wizard.get()));
        QVERIFY(m_wizard->startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
        m_wizard->setCurrentStep(PlanWizard::DataStep);
        m_scenarioJob = m_session->job();
    }

    void cleanup()
    {
        m_wizard.reset();
        m_session.reset();
    }

    void editUndoRedoOnAWizardField()
    {
        QCOMPARE(m_stack->count(), 0);
        NumberField *epochs = field(PlanWizard::DataStep, "epochsField");
        QVERIFY(JobJson::number(m_scenarioJob, "/epochs") != 7.0);
        type(epochs, QStringLiteral("7"));
        QCOMPARE(JobJson::number(m_session->job(), "/epochs").value_or(0), 7.0);
        QCOMPARE(m_stack->count(), 1);
        QCOMPARE(m_stack->undoText(), QStringLiteral("Change epochs")); // the field's label

        m_stack->undo();
        QVERIFY2(m_session->job() == m_scenarioJob, m_session->job().dump().c_str());
        QCOMPARE(epochs->value(), JobJson::number(m_scenarioJob, "/epochs")); // the page shows it
        m_stack->redo();
        QCOMPARE(JobJson::number(m_session->job(), "/epochs").value_or(0), 7.0);
        QCOMPARE(epochs->lineEdit()->text(), QStringLiteral("7"));

        // An edit after an undo drops what could be redone.
        m_stack->undo();
        type(field(PlanWizard::DataStep, "sizeGbField"), QStringLiteral("7"));
        QCOMPARE(m_stack->count(), 1);
        QVERIFY(!m_stack->canRedo());
    }

    void typingInOneFieldIsOneStep()
    {
        NumberField *samples = field(PlanWizard::DataStep, "samplesField");
        type(samples, QStringLiteral("100000")); // six keystrokes, six edits of the job
        QCOMPARE(JobJson::number(m_session->job(), "/data/samples").value_or(0), 100000.0);
        QCOMPARE(m_stack->count(), 1);
        type(field(PlanWizard::DataStep, "epochsField"), QStringLiteral("2"));
        type(samples, QStringLiteral("9")); // another field in between: a new step
        QCOMPARE(m_stack->count(), 3);
        m_stack->undo();
        m_stack->undo();
        m_stack->undo();
        QVERIFY(m_session->job() == m_scenarioJob);

        // Typing after an undo starts a new step, even in the field typed last.
        type(samples, QStringLiteral("1"));
        m_stack->undo();
        type(samples, QStringLiteral("2"));
        QCOMPARE(m_stack->count(), 1);
        m_stack->undo();
        QVERIFY(m_session->job() == m_scenarioJob);

        // Typed back to what it was: no step is left.
        type(samples, QStringLiteral("52000"));
        QCOMPARE(m_stack->count(), 0);
        QVERIFY(!m_session->isModified());
    }

    void oneChoiceWritingSeveralValuesIsOneStep()
    {
        // A vision model rules out LoRA and the sequence length: four changes, one step.
        m_wizard->setCurrentStep(PlanWizard::ModelStep);
        auto *preset =
            m_wizard->page(PlanWizard::ModelStep)->findChild<QComboBox *>(QStringLiteral("modelPresetCombo"));
        preset->setCurrentIndex(preset->findData(QStringLiteral("yolov8m")));
        QCOMPARE(JobJson::string(m_session->job(), "/method"), QStringLiteral("full"));
        QVERIFY(!JobJson::find(m_session->job(), "/lora"));
        QCOMPARE(m_stack->count(), 1);
        QCOMPARE(m_stack->undoText(), QStringLiteral("Change model preset"));
        m_stack->undo();
        QVERIFY(m_session->job() == m_scenarioJob);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("llama-3-8b"));
    }

    void unitSwitchIsNoStep()
    {
        // Counting the data set in tokens or in samples is the user's view of it: the job, the
        // plan and the history stay as they are (issue 33: 52,000 × 512 once became 13,000 × 2,048)
        auto *tokens =
            m_wizard->page(PlanWizard::DataStep)->findChild<QRadioButton *>(QStringLiteral("tokensRadio"));
        auto *samples =
            m_wizard->page(PlanWizard::DataStep)->findChild<QRadioButton *>(QStringLiteral("samplesRadio"));
        QCOMPARE(JobJson::number(m_scenarioJob, "/data/samples").value_or(0), 52000.0);
        QCOMPARE(JobJson::number(m_scenarioJob, "/data/tokens_per_sample").value_or(0), 512.0);

        QTest::mouseClick(tokens, Qt::LeftButton);
        QVERIFY2(m_session->job() == m_scenarioJob, m_session->job().dump().c_str());
        QCOMPARE(m_stack->count(), 0);
        QCOMPARE(field(PlanWizard::DataStep, "tokensField")->value(), std::optional<double>(52000.0 * 512));
        // a token count typed is one step, and its undo is the samples again
        type(field(PlanWizard::DataStep, "tokensField"), QStringLiteral("30M"));
        QCOMPARE(JobJson::number(m_session->job(), "/data/tokens").value_or(0), 30e6);
        QVERIFY(!JobJson::find(m_session->job(), "/data/samples"));
        m_stack->undo();
        QVERIFY2(m_session->job() == m_scenarioJob, m_session->job().dump().c_str());
        QTest::mouseClick(samples, Qt::LeftButton);
        QVERIFY(m_session->job() == m_scenarioJob);
        QCOMPARE(field(PlanWizard::DataStep, "samplesField")->value(), std::optional<double>(52000));
    }

    void theSavedStateIsClean()
    {
        QVERIFY(!m_session->isModified());
        type(field(PlanWizard::DataStep, "epochsField"), QStringLiteral("2"));
        QVERIFY(m_session->isModified());
        m_stack->undo();
        QVERIFY(!m_session->isModified());
        m_stack->redo();
        QVERIFY(m_session->isModified());

        QTemporaryDir dir;
        QString error;
        QVERIFY2(m_session->save(dir.filePath(QStringLiteral("plan.trainplan")), &error), qPrintable(error));
        QVERIFY(!m_session->isModified());
        QVERIFY(m_stack->isClean());
        m_stack->undo(); // before the save: modified
        QVERIFY(m_session->isModified());
        m_stack->redo();
        QVERIFY(!m_session->isModified());

        // A new document and an opened one start their own history, unmodified.
        type(field(PlanWizard::DataStep, "epochsField"), QStringLiteral("5"));
        QVERIFY(m_session->open(dir.filePath(QStringLiteral("plan.trainplan")), &error));
        QCOMPARE(m_stack->count(), 0);
        QVERIFY(!m_session->isModified());
        type(field(PlanWizard::DataStep, "epochsField"), QStringLiteral("4"));
        m_session->newJob(m_scenarioJob);
        QCOMPARE(m_stack->count(), 0);
        QVERIFY(!m_stack->canUndo());
        QVERIFY(!m_session->isModified());
    }

    void priceOverridesAreUndone()
    {
        QTemporaryDir dir;
        CatalogSource source(CatalogSource::embeddedFolder(), dir.filePath(QStringLiteral("catalog")));
        CatalogBrowserPage page(&source);
        QUndoStack *stack = page.undoStack();
        const tp::InstanceType &instance = source.catalog().instances.front();
        const std::string id = instance.id;
        const tp::Price shipped = instance.prices.front();
        const auto amount = [&] {
            const tp::InstanceType *i = source.catalog().findInstance(id);
            for (const tp::Price &p : i->prices)
                if (p.billing == shipped.billing && p.region == shipped.region)
                    return p.amount;
            return -1.0;
        };
        const auto overrideOf = [&] {
            return PriceOverrideStore(source.userFolder()).find(id, shipped.billing, shipped.region);
        };

        tp::PriceOverride set;
        set.instanceType = id;
        set.price = shipped;
        set.price.amount = shipped.amount * 2;
        set.price.provenance = {"test", "2026-05-01", "list", ""};
        QVERIFY(page.savePrice(set));
        QCOMPARE(amount(), shipped.amount * 2);
        QCOMPARE(stack->count(), 1);
        QVERIFY2(stack->undoText().startsWith(QStringLiteral("Set price of ")),
                 qPrintable(stack->undoText()));

        stack->undo();
        QCOMPARE(amount(), shipped.amount);
        QVERIFY(!overrideOf());
        stack->redo();
        QCOMPARE(amount(), shipped.amount * 2);

        QVERIFY(page.revertPrice(id, shipped.billing, shipped.region));
        QCOMPARE(amount(), shipped.amount);
        QCOMPARE(stack->count(), 2);
        stack->undo(); // the override is back, with its figure
        QVERIFY(overrideOf());
        QCOMPARE(overrideOf()->price.amount, shipped.amount * 2);
        QCOMPARE(amount(), shipped.amount * 2);
    }

    void editMenuUndoesTheStepOnce()
    {
        MainWindow window(CatalogSource::load());
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.startScenario(QStringLiteral("llama3-8b-lora-a10")));
        const nlohmann::json before = window.session()->job();

        QStringList menus;
        for (QAction *menu : window.menuBar()->actions())
            menus << menu->text();
        QCOMPARE(menus.mid(0, 3), (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"),
                                               QStringLiteral("&Settings")}));
        QAction *undo = window.undoAction();
        QAction *redo = window.redoAction();
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(redo->shortcut(), QKeySequence(QKeySequence::Redo));
        QVERIFY(!undo->isEnabled());

        window.editPanel()->setCurrentTab(JobEditPanel::ModelTab);
        ModelPage *model = window.editPanel()->modelPage();
        model->findChild<QToolButton *>(QStringLiteral("advancedToggle"))->setChecked(true);
        auto *microBatch = model->findChild<NumberField *>(QStringLiteral("microBatchField"));
        auto *epochs =
            window.editPanel()->dataPage()->findChild<NumberField *>(QStringLiteral("epochsField"));
        type(epochs, QStringLiteral("2"));
        microBatch->lineEdit()->setFocus();
        QTest::keyClicks(microBatch->lineEdit(), QStringLiteral("4"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo Change micro-batch"));

        // Ctrl+Z in the field: the step is undone once, not the field's text and then the step.
        QTest::keyClick(microBatch->lineEdit(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!JobJson::find(window.session()->job(), "/micro_batch"));
        QCOMPARE(JobJson::number(window.session()->job(), "/epochs").value_or(0), 2.0);
        QCOMPARE(window.jobUndo()->stack()->index(), 1);
        QCOMPARE(redo->text(), QStringLiteral("&Redo Change micro-batch"));
        redo->trigger();
        QCOMPARE(JobJson::number(window.session()->job(), "/micro_batch").value_or(0), 4.0);
        undo->trigger();
        undo->trigger();
        QVERIFY(window.session()->job() == before);
        QVERIFY(!window.session()->isModified());

        // The catalog tab undoes its prices, the estimate tab nothing.
        window.setCurrentTab(MainWindow::CatalogTab);
        QVERIFY(!redo->isEnabled());
        window.setCurrentTab(MainWindow::EstimateTab);
        QVERIFY(!redo->isEnabled() && !undo->isEnabled());
        window.setCurrentTab(MainWindow::PlanTab);
        QVERIFY(redo->isEnabled());
        window.session()->setModified(false); // no prompt on close
    }

private:
    NumberField *field(int step, const char *name) const
    {
        auto *f = m_wizard->page(step)->findChild<NumberField *>(QLatin1String(name));
        if (!f)
            qFatal("no field %s", name);
        return f;
    }

    static void type(NumberField *f, const QString &text)
    {
        f->lineEdit()->selectAll();
        QTest::keyClicks(f->lineEdit(), text);
    }

    std::unique_ptr<PlanSession> m_session;
    QUndoStack *m_stack = nullptr;
    std::unique_ptr<PlanWizard> m_wizard;
    nlohmann::json m_scenarioJob;
};

QTEST_MAIN(TestUndo)
#include "tst_undo.moc"
