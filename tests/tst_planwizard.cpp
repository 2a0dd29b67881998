#include "PlanTestSupport.h"
#include "core/InputLimits.h"
#include "views/jobedit/BudgetPage.h"
#include "views/jobedit/DataPage.h"
#include "views/jobedit/ModelPage.h"
#include "views/widgets/NumberField.h"
#include "views/wizard/PlanWizard.h"
#include "views/wizard/ScenarioPage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

// The planning wizard driven through its widgets: every scenario preset walked from its card
// to a recommendation; Next gated on complete pages; refused values named beside their field and
// never written to the job; each page writing what it shows; defaults from the scenario.
namespace {

// A session on the test catalog, before anything reads it.
struct SessionOnCatalog
{
    SessionOnCatalog() { session.setCatalog(plantest::catalog()); }
    PlanSession session;
};

// The wizard over that session, as the app opens it for a new plan.
struct WizardOnCatalog : SessionOnCatalog
{
    WizardOnCatalog() : wizard(&session, plantest::scenarios()) {}

    // Shows the wizard and clicks a scenario's card (an empty id: the custom job's).
    bool showFrom(const QString &scenario)
    {
        wizard.show();
        if (!QTest::qWaitForWindowExposed(&wizard))
            return false;
        QTest::mouseClick(wizard.scenarioPage()->card(scenario), Qt::LeftButton);
        return true;
    }

    PlanWizard wizard;
};

} // namespace

class TestPlanWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // never the user's settings or kept runs (Settings, KeptMeasurementStore)
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void visionJobsOfferOnlyWhatApplies()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        wizard.resize(1100, 800);
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        QWidget *model = wizard.page(PlanWizard::ModelStep);
        QWidget *budget = wizard.page(PlanWizard::BudgetStep);
        auto *zero = model->findChild<QComboBox *>(QStringLiteral("zeroStageCombo"));
        auto *zeroNote = model->findChild<QLabel *>(QStringLiteral("zeroNote"));
        auto *allow = budget->findChild<QCheckBox *>(QStringLiteral("allowMethodChangeCheck"));
        QVERIFY(zero && zeroNote && allow);

        // A transformer offers ZeRO and the LoRA → QLoRA switch.
        wizard.setCurrentStep(PlanWizard::ModelStep);
        zero->setCurrentIndex(zero->findData(2));
        QCOMPARE(JobJson::number(session.job(), "/zero_stage").value_or(-1), 2.0);
        QVERIFY(zero->isEnabled());
        QVERIFY(zeroNote->isHidden());
        wizard.setCurrentStep(PlanWizard::BudgetStep);
        QVERIFY(allow->isEnabled());
        allow->setChecked(true);
        QVERIFY(JobJson::boolean(session.job(), "/budget/allow_method_change").value_or(false));

        // Switching to YOLO clears them in the same edit, and the rows say why they are gone.
        wizard.setCurrentStep(PlanWizard::ModelStep);
        auto *preset = model->findChild<QComboBox *>(QStringLiteral("modelPresetCombo"));
        preset->setCurrentIndex(preset->findData(QStringLiteral("yolov8m")));
        QCOMPARE(JobJson::string(session.job(), "/model/preset"), QStringLiteral("yolov8m"));
        QCOMPARE(JobJson::string(session.job(), "/method"), QStringLiteral("full"));
        QVERIFY(!JobJson::find(session.job(), "/zero_stage"));
        QVERIFY(!JobJson::find(session.job(), "/budget/allow_method_change"));
        QVERIFY(!JobJson::find(session.job(), "/lora"));
        QVERIFY(!zero->isEnabled());
        QVERIFY(!zeroNote->isHidden());
        QVERIFY(zeroNote->text().contains(QStringLiteral("DDP")));
        auto *method = model->findChild<QComboBox *>(QStringLiteral("jobMethodCombo"));
        QVERIFY(method);
        auto *items = qobject_cast<QStandardItemModel *>(method->model());
        QVERIFY(items);
        for (const char *id : {"lora", "qlora"})
            QVERIFY(!items->item(method->findData(QString::fromLatin1(id)))->isEnabled());
        QVERIFY(!allow->isEnabled());
        QVERIFY(!allow->isChecked());
        QVERIFY(!allow->toolTip().isEmpty());
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));

        // A framework without ZeRO (Ultralytics) is not offered ZeRO either.
        wizard.setCurrentStep(PlanWizard::ModelStep);
        auto *framework = model->findChild<QComboBox *>(QStringLiteral("frameworkCombo"));
        QVERIFY(framework);
        framework->setCurrentIndex(framework->findData(QStringLiteral("ultralytics")));
        QCOMPARE(JobJson::string(session.job(), "/framework"), QStringLiteral("ultralytics"));
        QVERIFY(!JobJson::find(session.job(), "/zero_stage"));
        QVERIFY(!zero->isEnabled());
    }

    void theResultsCrumbOpensThePlan()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        wizard.resize(1100, 800);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QSignalSpy finished(&wizard, &PlanWizard::finished);
        QToolButton *results = wizard.resultsButton();
        QVERIFY(results);
        QCOMPARE(results->text(), QStringLiteral("5. Results"));
        QVERIFY(!results->isEnabled()); // no plan yet
        QTest::mouseClick(wizard.scenarioPage()->card(QString()), Qt::LeftButton);
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));
        QVERIFY(results->isEnabled());
        QTest::mouseClick(results, Qt::LeftButton);
        QCOMPARE(finished.count(), 1);
    }

    void walksEveryScenarioToARecommendation_data()
    {
        QTest::addColumn<QString>("id");
        for (const tp::ScenarioPreset &s : plantest::scenarios())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
        QTest::newRow("custom") << QString();
    }

    void walksEveryScenarioToARecommendation()
    {
        QFETCH(QString, id);
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        wizard.resize(1100, 800);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QSignalSpy finished(&wizard, &PlanWizard::finished);

        QCOMPARE(wizard.currentStep(), int(PlanWizard::ScenarioStep));
        QVERIFY(!wizard.nextButton()->isEnabled()); // nothing chosen yet
        QVERIFY(!wizard.backButton()->isEnabled());
        QRadioButton *card = wizard.scenarioPage()->card(id);
        QVERIFY(card);
        QTest::mouseClick(card, Qt::LeftButton);
        QVERIFY(card->isChecked());
        QVERIFY(session.hasJob());
        if (!id.isEmpty())
            QCOMPARE(JobJson::string(session.job(), "/scenario/id"), id);

        for (int step :
             {int(PlanWizard::ModelStep), int(PlanWizard::DataStep), int(PlanWizard::BudgetStep)}) {
            QVERIFY2(wizard.nextButton()->isEnabled(), qPrintable(QStringLiteral("step %1").arg(step)));
            QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
            QCOMPARE(wizard.currentStep(), step);
        }
        QVERIFY(wizard.nextButton()->isEnabled());
        QCOMPARE(wizard.nextButton()->text().remove(QLatin1Char('&')), QStringLiteral("Show results"));
        QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
        QCOMPARE(finished.count(), 1);

        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(),
                 qPrintable(session.outcome() ? plantest::describe(session.outcome()->problems) : QString()));
        QVERIFY(session.plan()->recommendation);
        QVERIFY(session.selectedCandidate());
        // Walking through pages without touching them changes nothing.
        QVERIFY(!session.isModified());
        if (!id.isEmpty())
            QVERIFY(session.job() == plantest::scenario(id.toUtf8().constData()).jobJson);
        const auto preview = wizard.findChild<QLabel *>(QStringLiteral("wizardPreview"));
        QVERIFY(preview->text().contains(QStringLiteral("Best so far")));
    }

    void anInvalidFieldBlocksNext_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("pointer");
        QTest::newRow("LoRA rank not a number")
            << int(PlanWizard::ModelStep) << QStringLiteral("loraRankField") << QStringLiteral("sixteen")
            << QStringLiteral("/lora/rank");
        QTest::newRow("absurd LoRA rank") << int(PlanWizard::ModelStep) << QStringLiteral("loraRankField")
                                          << QStringLiteral("100000") << QStringLiteral("/lora/rank");
        QTest::newRow("sequence length zero") << int(PlanWizard::ModelStep) << QStringLiteral("seqLenField")
                                              << QStringLiteral("0") << QStringLiteral("/seq_len");
        QTest::newRow("fractional samples") << int(PlanWizard::DataStep) << QStringLiteral("samplesField")
                                            << QStringLiteral("52000.5") << QStringLiteral("/data/samples");
        QTest::newRow("no samples") << int(PlanWizard::DataStep) << QStringLiteral("samplesField")
                                    << QString() << QStringLiteral("/data/samples");
        QTest::newRow("absurd epochs") << int(PlanWizard::DataStep) << QStringLiteral("epochsField")
                                       << QStringLiteral("50000") << QStringLiteral("/epochs");
        QTest::newRow("negative budget") << int(PlanWizard::BudgetStep) << QStringLiteral("maxCostField")
                                         << QStringLiteral("-5") << QStringLiteral("/budget/max_cost");
        QTest::newRow("absurd exchange rate") << int(PlanWizard::BudgetStep) << QStringLiteral("usdCnyField")
                                              << QStringLiteral("700") << QStringLiteral("/budget/usd_cny");
        QTest::newRow("absurd deadline") << int(PlanWizard::BudgetStep) << QStringLiteral("deadlineField")
                                         << QStringLiteral("1e9") << QStringLiteral("/budget/deadline_hours");
    }

    void anInvalidFieldBlocksNext()
    {
        QFETCH(int, step);
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, pointer);
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(step);
        QCOMPARE(wizard.currentStep(), step);
        QVERIFY(wizard.nextButton()->isEnabled());
        const nlohmann::json before = session.job();

        auto *number = wizard.page(step)->findChild<NumberField *>(field);
        QVERIFY(number);
        QVERIFY(number->isVisible());
        number->lineEdit()->selectAll();
        if (text.isEmpty())
            QTest::keyClick(number->lineEdit(), Qt::Key_Backspace);
        else
            QTest::keyClicks(number->lineEdit(), text);

        QVERIFY(!number->isValid());
        QVERIFY(!wizard.nextButton()->isEnabled());
        // The reason is beside the field, and the refused value never reaches the job (typed key
        // by key, the valid prefixes do: "1000" on the way to "100000").
        auto *error = number->findChild<QLabel *>(QStringLiteral("fieldError"));
        QVERIFY(error && error->isVisible() && !error->text().isEmpty());
        const std::optional<double> refused = NumberField::parse(text);
        const std::optional<double> kept = JobJson::number(session.job(), pointer.toUtf8().constData());
        if (refused)
            QVERIFY(!kept || *kept != *refused);
        else
            QVERIFY(JobJson::number(before, pointer.toUtf8().constData()) == kept);
        // The live line shows no plan for the value typed half way (1e1 on the way to 1e15).
        session.waitForPlan();
        QCoreApplication::processEvents();
        const auto preview = wizard.findChild<QLabel *>(QStringLiteral("wizardPreview"));
        QVERIFY2(!preview->text().contains(QStringLiteral("Best so far")), qPrintable(preview->text()));
        QVERIFY(preview->text().contains(QStringLiteral("Correct the fields")));
        // The step bar does not jump past it either.
        wizard.setCurrentStep(PlanWizard::BudgetStep);
        QCOMPARE(wizard.currentStep(), step);

        // Fixing the value re-enables Next.
        number->lineEdit()->selectAll();
        QTest::keyClicks(number->lineEdit(), QStringLiteral("32"));
        QVERIFY(number->isValid());
        QVERIFY(wizard.nextButton()->isEnabled());
        QVERIFY(!preview->text().contains(QStringLiteral("Correct the fields")));
    }

    void switchingUnitsKeepsTheDataSet()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::DataStep);
        const nlohmann::json before = session.job();
        QCOMPARE(JobJson::number(before, "/data/samples").value_or(0), 52000.0);
        auto *tokens =
            wizard.page(PlanWizard::DataStep)->findChild<QRadioButton *>(QStringLiteral("tokensRadio"));
        auto *samples =
            wizard.page(PlanWizard::DataStep)->findChild<QRadioButton *>(QStringLiteral("samplesRadio"));
        QVERIFY(tokens && samples);

        // 52,000 samples of 512 tokens are shown as 26.624M tokens; the job, and so the plan, stays
        // 52,000 × 512 (issue 33: the mode alone once made it 13,000 × 2,048), and back too.
        QTest::mouseClick(tokens, Qt::LeftButton);
        QVERIFY2(session.job() == before, session.job().dump().c_str());
        auto *tokensField =
            wizard.page(PlanWizard::DataStep)->findChild<NumberField *>(QStringLiteral("tokensField"));
        QCOMPARE(tokensField->value(), std::optional<double>(52000.0 * 512));
        QTest::mouseClick(samples, Qt::LeftButton);
        QVERIFY2(session.job() == before, session.job().dump().c_str());

        // Tokens typed meanwhile are counted in samples of the length the user gave (512), not
        // of the sequence length.
        QTest::mouseClick(tokens, Qt::LeftButton);
        auto *field =
            wizard.page(PlanWizard::DataStep)->findChild<NumberField *>(QStringLiteral("tokensField"));
        field->lineEdit()->selectAll();
        QTest::keyClicks(field->lineEdit(), QStringLiteral("51200000"));
        QTest::mouseClick(samples, Qt::LeftButton);
        QCOMPARE(JobJson::number(session.job(), "/data/samples").value_or(0), 100000.0);
        QCOMPARE(JobJson::number(session.job(), "/data/tokens_per_sample").value_or(0), 512.0);
    }

    void aScenarioNamesWhereItsDataLives()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(wizard.startFromScenario(QStringLiteral("llama3-8b-lora-a10"))); // "ESSD data disk"
        QCOMPARE(session.dataLocation(), QStringLiteral("local"));
        QVERIFY(!session.isModified());
        QVERIFY(wizard.startFromScenario(QStringLiteral("pretrain-70b-8xa100-rdma"))); // "CPFS"
        QCOMPARE(session.dataLocation(), QStringLiteral("parallel-fs"));
        QVERIFY(wizard.startFromScenario(QStringLiteral("bert-base-finetune"))); // the guide does not say
        QCOMPARE(session.dataLocation(), QString());
    }

    void offersByApplicationAndThroughSalesAreTheJobsAvailability()
    {
        // budget.availability (spec/cli.md v3): open and apply by default, left out of the job
        WizardOnCatalog f;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::BudgetStep);
        auto *apply = wizard.findChild<QCheckBox *>(QStringLiteral("availabilityApplyCheck"));
        auto *sales = wizard.findChild<QCheckBox *>(QStringLiteral("availabilityContractCheck"));
        QVERIFY(apply && sales);
        QVERIFY(apply->isChecked() && !sales->isChecked());
        QVERIFY(!JobJson::find(f.session.job(), "/budget/availability"));
        sales->click();
        QCOMPARE(JobJson::strings(f.session.job(), "/budget/availability"),
                 (QStringList{QStringLiteral("open"), QStringLiteral("apply"), QStringLiteral("contract")}));
        QVERIFY(f.session.isModified());
        sales->click();
        apply->click();
        QCOMPARE(JobJson::strings(f.session.job(), "/budget/availability"),
                 QStringList{QStringLiteral("open")});
        apply->click(); // back to the default: the job says nothing
        QVERIFY(!JobJson::find(f.session.job(), "/budget/availability"));

        // the plan's own exchange rate (budget.usd_cny); empty: the catalog's
        auto *rate = wizard.findChild<NumberField *>(QStringLiteral("usdCnyField"));
        QVERIFY(rate && !rate->value());
        rate->lineEdit()->selectAll();
        QTest::keyClicks(rate->lineEdit(), QStringLiteral("6.9"));
        QCOMPARE(JobJson::number(f.session.job(), "/budget/usd_cny").value_or(0), 6.9);
        rate->lineEdit()->selectAll();
        QTest::keyClick(rate->lineEdit(), Qt::Key_Backspace);
        QVERIFY(!JobJson::find(f.session.job(), "/budget/usd_cny"));
    }

    void regionListFollowsTheProviders()
    {
        WizardOnCatalog f;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::BudgetStep);
        auto *region = wizard.findChild<QComboBox *>(QStringLiteral("jobRegionCombo"));
        auto *list = qobject_cast<QListView *>(region->view());
        auto *tencent = wizard.findChild<QCheckBox *>(QStringLiteral("provider_tencent"));
        auto *alibaba = wizard.findChild<QCheckBox *>(QStringLiteral("provider_alibaba"));
        QVERIFY(region && list && tencent && alibaba && tencent->isChecked());
        // the scenario keeps its data in mainland China; every region first (see the end)
        auto *mainland = wizard.findChild<QCheckBox *>(QStringLiteral("dataResidencyCheck"));
        QVERIFY(mainland);
        if (mainland->isChecked())
            mainland->click();
        const auto rows = [&](const QCheckBox *provider, bool hidden) {
            int n = 0;
            for (int i = 1; i < region->count(); ++i)
                if (region->itemText(i).startsWith(provider->text()) && list->isRowHidden(i) == hidden)
                    ++n;
            return n;
        };
        QVERIFY(rows(tencent, false) > 0);
        QCOMPARE(rows(tencent, true), 0);
        tencent->click();
        QVERIFY(!tencent->isChecked());
        QCOMPARE(rows(tencent, false), 0);
        QVERIFY(rows(alibaba, false) > 0);
        // the job names the providers left, and none once every provider is ticked again
        const QStringList named = JobJson::strings(f.session.job(), "/budget/providers");
        QVERIFY2(named.contains(QStringLiteral("alibaba")) && !named.contains(QStringLiteral("tencent")),
                 qPrintable(named.join(QLatin1Char(','))));
        tencent->click();
        QCOMPARE(rows(tencent, true), 0);
        QVERIFY(!JobJson::find(f.session.job(), "/budget/providers"));

        // "data stays in mainland China" leaves out Hong Kong and overseas regions (issue 33)
        const auto shownOutsideMainland = [&] {
            QStringList out;
            for (int i = 1; i < region->count(); ++i) {
                const QString id = region->itemData(i).toString();
                const tp::Region *r = nullptr;
                for (const tp::ProviderInfo &p : plantest::catalog().providers)
                    for (const tp::Region &x : p.regions)
                        if (QString::fromStdString(x.id) == id)
                            r = &x;
                if (r && !r->mainlandChina && !list->isRowHidden(i))
                    out << id;
            }
            return out;
        };
        QVERIFY(!shownOutsideMainland().isEmpty());
        mainland->click();
        QVERIFY(mainland->isChecked());
        QVERIFY2(shownOutsideMainland().isEmpty(), qPrintable(shownOutsideMainland().join(QLatin1Char(','))));
        mainland->click();
        QVERIFY(!shownOutsideMainland().isEmpty());
    }

    void aRefusedFigureLeavesNoHalfTypedValuePlanned()
    {
        // typing 1e15 into the budget passes through 1 and 1e1 (10): once refused, the job holds
        // what it held before the typing, not a ¥10 budget (issue 33)
        WizardOnCatalog f;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::BudgetStep);
        auto *cost =
            wizard.page(PlanWizard::BudgetStep)->findChild<NumberField *>(QStringLiteral("maxCostField"));
        QVERIFY(cost);
        const nlohmann::json before = f.session.job();
        const nlohmann::json *was = JobJson::find(before, "/budget/max_cost");
        cost->lineEdit()->setFocus();
        cost->lineEdit()->selectAll();
        QTest::keyClicks(cost->lineEdit(), QStringLiteral("1e15"));
        QVERIFY(!cost->isValid());
        const nlohmann::json *now = JobJson::find(f.session.job(), "/budget/max_cost");
        QCOMPARE(now ? now->dump() : std::string("none"), was ? was->dump() : std::string("none"));
        // a valid figure typed over it is taken
        cost->lineEdit()->selectAll();
        QTest::keyClicks(cost->lineEdit(), QStringLiteral("800"));
        QCOMPARE(JobJson::number(f.session.job(), "/budget/max_cost").value_or(0), 800.0);
    }

    void pagesWriteWhatTheyShow()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));

        wizard.setCurrentStep(PlanWizard::ModelStep);
        auto *method =
            wizard.page(PlanWizard::ModelStep)->findChild<QComboBox *>(QStringLiteral("jobMethodCombo"));
        method->setCurrentIndex(method->findData(QStringLiteral("qlora")));
        QCOMPARE(JobJson::string(session.job(), "/method"), QStringLiteral("qlora"));
        auto *rank =
            wizard.page(PlanWizard::ModelStep)->findChild<NumberField *>(QStringLiteral("loraRankField"));
        rank->lineEdit()->selectAll();
        QTest::keyClicks(rank->lineEdit(), QStringLiteral("64"));
        QCOMPARE(JobJson::number(session.job(), "/lora/rank").value_or(0), 64.0);
        auto *zero =
            wizard.page(PlanWizard::ModelStep)->findChild<QComboBox *>(QStringLiteral("zeroStageCombo"));
        zero->setCurrentIndex(zero->findData(2));
        QCOMPARE(JobJson::number(session.job(), "/zero_stage").value_or(-1), 2.0);
        zero->setCurrentIndex(zero->findData(-1));
        QVERIFY(!JobJson::find(session.job(), "/zero_stage"));

        wizard.setCurrentStep(PlanWizard::DataStep);
        auto *tokensRadio =
            wizard.page(PlanWizard::DataStep)->findChild<QRadioButton *>(QStringLiteral("tokensRadio"));
        QTest::mouseClick(tokensRadio, Qt::LeftButton);
        // 52,000 samples of 512 tokens, shown in tokens; the job counts them in samples until a
        // token count is typed, which replaces them
        QCOMPARE(JobJson::number(session.job(), "/data/samples").value_or(0), 52000.0);
        auto *tokens =
            wizard.page(PlanWizard::DataStep)->findChild<NumberField *>(QStringLiteral("tokensField"));
        QVERIFY(tokens->isVisible());
        QCOMPARE(tokens->value(), std::optional<double>(52000.0 * 512));
        tokens->lineEdit()->selectAll();
        QTest::keyClicks(tokens->lineEdit(), QStringLiteral("2B"));
        QCOMPARE(JobJson::number(session.job(), "/data/tokens").value_or(0), 2e9);
        QVERIFY(!JobJson::find(session.job(), "/data/samples"));
        auto *location =
            wizard.page(PlanWizard::DataStep)->findChild<QComboBox *>(QStringLiteral("locationCombo"));
        location->setCurrentIndex(location->findData(QStringLiteral("object")));
        QCOMPARE(session.dataLocation(), QStringLiteral("object"));

        wizard.setCurrentStep(PlanWizard::BudgetStep);
        QWidget *budget = wizard.page(PlanWizard::BudgetStep);
        auto *deadline = budget->findChild<NumberField *>(QStringLiteral("deadlineField"));
        auto *unit = budget->findChild<QComboBox *>(QStringLiteral("deadlineUnitCombo"));
        unit->setCurrentIndex(unit->findData(24.0));
        deadline->lineEdit()->selectAll();
        QTest::keyClicks(deadline->lineEdit(), QStringLiteral("3"));
        QCOMPARE(JobJson::number(session.job(), "/budget/deadline_hours").value_or(0), 72.0);
        auto *spot = budget->findChild<QCheckBox *>(QStringLiteral("billing_spot"));
        spot->setChecked(false);
        QVERIFY(!JobJson::strings(session.job(), "/budget/billing").contains(QStringLiteral("spot")));
        // Unticking every billing mode is refused: the last one stays in the job.
        for (QCheckBox *c : budget->findChildren<QCheckBox *>())
            if (c->objectName().startsWith(QStringLiteral("billing_")))
                c->setChecked(false);
        QVERIFY(!JobJson::strings(session.job(), "/budget/billing").isEmpty());
        QVERIFY(!wizard.nextButton()->isEnabled());
        QVERIFY(budget->findChild<QLabel *>(QStringLiteral("billingError"))->isVisible());
        budget->findChild<QCheckBox *>(QStringLiteral("billing_ondemand"))->setChecked(true);
        QVERIFY(wizard.nextButton()->isEnabled());

        auto *gpu = budget->findChild<QComboBox *>(QStringLiteral("jobGpuCombo"));
        gpu->setCurrentIndex(0); // any GPU
        QVERIFY(!JobJson::find(session.job(), "/hardware"));
        gpu->setCurrentIndex(gpu->findData(QStringLiteral("L20")));
        QCOMPARE(JobJson::string(session.job(), "/hardware/gpu"), QStringLiteral("L20"));
        auto *currency = budget->findChild<QComboBox *>(QStringLiteral("jobCurrencyCombo"));
        currency->setCurrentIndex(currency->findData(QStringLiteral("USD")));
        QCOMPARE(JobJson::string(session.job(), "/budget/currency"), QStringLiteral("USD"));
        QVERIFY(JobJson::number(session.job(), "/budget/max_cost").value_or(1500) < 1500);

        QVERIFY(session.isModified());
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));
        QCOMPARE(session.plan()->currency, std::string("USD"));
    }

    void aCustomModelStartsFromThePreset()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QString()));
        wizard.setCurrentStep(PlanWizard::ModelStep);
        QWidget *page = wizard.page(PlanWizard::ModelStep);
        // On the label: a radio button stretched across the page is only hit on its indicator and text.
        QTest::mouseClick(page->findChild<QRadioButton *>(QStringLiteral("customRadio")), Qt::LeftButton, {},
                          QPoint(8, 8));
        QCOMPARE(JobJson::string(session.job(), "/model/kind"), QStringLiteral("transformer"));
        QCOMPARE(JobJson::number(session.job(), "/model/layers").value_or(0), 32.0); // Llama 3 8B's
        auto *layers = page->findChild<NumberField *>(QStringLiteral("layersField"));
        layers->lineEdit()->selectAll();
        QTest::keyClicks(layers->lineEdit(), QStringLiteral("40"));
        QCOMPARE(JobJson::number(session.job(), "/model/layers").value_or(0), 40.0);
        QVERIFY(wizard.nextButton()->isEnabled());
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));

        // A vision preset: LoRA is not offered, and the job trains in full.
        QTest::mouseClick(page->findChild<QRadioButton *>(QStringLiteral("presetRadio")), Qt::LeftButton, {},
                          QPoint(8, 8));
        auto *preset = page->findChild<QComboBox *>(QStringLiteral("modelPresetCombo"));
        preset->setCurrentIndex(preset->findData(QStringLiteral("yolov8m")));
        QCOMPARE(JobJson::string(session.job(), "/model/preset"), QStringLiteral("yolov8m"));
        QCOMPARE(JobJson::string(session.job(), "/method"), QStringLiteral("full"));
    }

    void trainingSoftwareIsAskedInPlainWords()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::ModelStep);
        QWidget *page = wizard.page(PlanWizard::ModelStep);
        auto *framework = page->findChild<QComboBox *>(QStringLiteral("frameworkCombo"));
        QVERIFY(framework && framework->isVisible());
        // Megatron-LM does no LoRA: offered greyed out, never silently chosen
        const auto *items = qobject_cast<QStandardItemModel *>(framework->model());
        QVERIFY(items);
        QVERIFY(!items->item(framework->findData(QStringLiteral("megatron-lm")))->isEnabled());
        QVERIFY(items->item(framework->findData(QStringLiteral("llama-factory")))->isEnabled());
        framework->setCurrentIndex(framework->findData(QStringLiteral("llama-factory")));
        QCOMPARE(JobJson::string(session.job(), "/framework"), QStringLiteral("llama-factory"));
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));
        QCOMPARE(QString::fromStdString(session.plan()->reference.framework->id),
                 QStringLiteral("llama-factory"));
        framework->setCurrentIndex(0); // Automatic
        QVERIFY(!JobJson::find(session.job(), "/framework"));

        // a job that names a framework unable to do its method says why, beside the choice
        nlohmann::json job = session.job();
        job["framework"] = "megatron-lm";
        session.setJob(job);
        auto *note = page->findChild<QLabel *>(QStringLiteral("frameworkNote"));
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("LoRA")), qPrintable(note->text()));

        // the parallel degrees go to the job's "parallelism" block
        auto *tensor = page->findChild<NumberField *>(QStringLiteral("tensorParallelField"));
        tensor->lineEdit()->selectAll();
        QTest::keyClicks(tensor->lineEdit(), QStringLiteral("2"));
        QCOMPARE(JobJson::number(session.job(), "/parallelism/tensor").value_or(0), 2.0);
    }

    void configJsonFillsTheCustomModel()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::ModelStep);
        auto *page = qobject_cast<ModelPage *>(wizard.page(PlanWizard::ModelStep));
        QVERIFY(page);
        QTemporaryDir dir;
        // Qwen2.5-0.5B's config.json (grouped-query attention, tied embeddings)
        const QString path = dir.filePath(QStringLiteral("config.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "hidden_size": 896,
                        "intermediate_size": 4864, "num_hidden_layers": 24, "num_attention_heads": 14,
                        "num_key_value_heads": 2, "vocab_size": 151936, "max_position_embeddings": 32768,
                        "tie_word_embeddings": true, "hidden_act": "silu"})");
        }
        QString error;
        QVERIFY2(page->importHfConfig(dir.path(), &error), qPrintable(error)); // the model folder
        QVERIFY(page->findChild<QRadioButton *>(QStringLiteral("customRadio"))->isChecked());
        QCOMPARE(JobJson::number(session.job(), "/model/layers").value_or(0), 24.0);
        QCOMPARE(JobJson::number(session.job(), "/model/kv_heads").value_or(0), 2.0);
        const double params = JobJson::number(session.job(), "/model/params").value_or(0);
        QVERIFY2(params > 0.45e9 && params < 0.55e9, qPrintable(QString::number(params))); // 0.49 B
        QCOMPARE(page->findChild<NumberField *>(QStringLiteral("headsField"))->value().value_or(0), 14.0);
        QVERIFY(page->findChild<QLabel *>(QStringLiteral("configNote"))->isVisible());
        // what the fields do not show stays: editing a figure keeps the tied embeddings
        auto *layers = page->findChild<NumberField *>(QStringLiteral("layersField"));
        layers->lineEdit()->selectAll();
        QTest::keyClicks(layers->lineEdit(), QStringLiteral("28"));
        QCOMPARE(JobJson::number(session.job(), "/model/layers").value_or(0), 28.0);
        QVERIFY(JobJson::find(session.job(), "/model/tied_embeddings")->get<bool>());
        QVERIFY(session.waitForPlan());
        QVERIFY2(session.plan(), qPrintable(plantest::describe(session.outcome()->problems)));

        // a broken file: refused with the file named, the model the job had is kept
        const nlohmann::json before = *JobJson::find(session.job(), "/model");
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"model_type": "llama", "hidden_size": "4096"})");
        }
        QVERIFY(!page->importHfConfig(broken, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
        QCOMPARE(*JobJson::find(session.job(), "/model"), before);
        QCOMPARE(page->findChild<QLabel *>(QStringLiteral("configNote"))->text(), error);
    }

    void visionJobsAskHowImagesAreDecoded()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        QVERIFY(f.showFrom(QStringLiteral("yolov8-2xv100")));
        wizard.setCurrentStep(PlanWizard::DataStep);
        auto *loader =
            wizard.page(PlanWizard::DataStep)->findChild<QComboBox *>(QStringLiteral("loaderCombo"));
        QVERIFY(loader && loader->isVisible());
        loader->setCurrentIndex(loader->findData(QStringLiteral("gpu")));
        QCOMPARE(JobJson::string(session.job(), "/data/loader"), QStringLiteral("gpu"));
        loader->setCurrentIndex(0);
        QVERIFY(!JobJson::find(session.job(), "/data/loader"));
        // a language model's text is tokenised beforehand: no such choice
        wizard.setDiscardCheck([] { return true; });
        QVERIFY(wizard.startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
        wizard.setCurrentStep(PlanWizard::DataStep);
        QVERIFY(!loader->isVisible());
    }

    void choosingAnotherScenarioAsksFirst()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        int asked = 0;
        bool answer = false;
        wizard.setDiscardCheck([&] {
            ++asked;
            return answer;
        });
        QVERIFY(wizard.startFromScenario(QStringLiteral("prototype-t4")));
        QCOMPARE(asked, 0); // nothing to lose
        session.setValue("/epochs", 9);
        QVERIFY(!wizard.startFromScenario(QStringLiteral("yolov8-2xv100")));
        QCOMPARE(asked, 1);
        QCOMPARE(JobJson::string(session.job(), "/scenario/id"), QStringLiteral("prototype-t4"));
        QCOMPARE(wizard.scenarioPage()->chosenId(), QStringLiteral("prototype-t4"));
        answer = true;
        QVERIFY(wizard.startFromScenario(QStringLiteral("yolov8-2xv100")));
        QCOMPARE(JobJson::string(session.job(), "/scenario/id"), QStringLiteral("yolov8-2xv100"));
        QVERIFY(!session.isModified());
    }

    void preferencesShapeANewJob()
    {
        WizardOnCatalog f;
        PlanSession &session = f.session;
        PlanWizard &wizard = f.wizard;
        JobJson::Preferences preferences;
        preferences.currency = QStringLiteral("USD");
        preferences.providers = {QStringLiteral("alibaba"), QStringLiteral("tencent")};
        wizard.setPreferences(preferences);
        QVERIFY(wizard.startFromScenario(QStringLiteral("llama3-8b-lora-a10")));
        QCOMPARE(JobJson::string(session.job(), "/budget/currency"), QStringLiteral("USD"));
        auto *budget = wizard.page(PlanWizard::BudgetStep);
        QVERIFY(budget->findChild<QCheckBox *>(QStringLiteral("provider_alibaba"))->isChecked());
        QVERIFY(!budget->findChild<QCheckBox *>(QStringLiteral("provider_aws"))->isChecked());
        QCOMPARE(budget->findChild<QComboBox *>(QStringLiteral("jobCurrencyCombo"))->currentData().toString(),
                 QStringLiteral("USD"));
    }

    // The app accepts exactly the numbers the command line does (core/InputLimits.h): the GUI
    // took 10T parameters and 1,000 layers where the CLI took 1e14 and 10,000.
    void fieldsShareTheCommandLinesLimits()
    {
        WizardOnCatalog f;
        PlanWizard &wizard = f.wizard;
        const struct
        {
            PlanWizard::Step step;
            const char *field;
            tp::limits::Range range;
        } fields[] = {
            {PlanWizard::ModelStep, "paramsField", tp::limits::kParams},
            {PlanWizard::ModelStep, "layersField", tp::limits::kLayers},
            {PlanWizard::ModelStep, "hiddenField", tp::limits::kHidden},
            {PlanWizard::ModelStep, "seqLenField", tp::limits::kSeqLen},
            {PlanWizard::ModelStep, "globalBatchField", tp::limits::kGlobalBatch},
            {PlanWizard::ModelStep, "loraRankField", tp::limits::kLoraRank},
            {PlanWizard::DataStep, "tokensField", tp::limits::kTokens},
            {PlanWizard::DataStep, "samplesField", tp::limits::kSamples},
            {PlanWizard::DataStep, "epochsField", tp::limits::kEpochs},
        };
        for (const auto &f : fields) {
            auto *number = wizard.page(f.step)->findChild<NumberField *>(QLatin1String(f.field));
            QVERIFY2(number, f.field);
            QCOMPARE(number->minimum(), f.range.min);
            QCOMPARE(number->maximum(), f.range.max);
        }
    }
};

QTEST_MAIN(TestPlanWizard)
#include "tst_planwizard.moc"
