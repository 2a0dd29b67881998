#include "views/wizard/PlanWizard.h"

#include "document/KeptMeasurementStore.h"
#include "document/PlanSession.h"
#include "text/PlanText.h"
#include "text/ProblemText.h"
#include "views/jobedit/BudgetPage.h"
#include "views/jobedit/DataPage.h"
#include "views/jobedit/ModelPage.h"
#include "views/widgets/ThemeColours.h"
#include "views/wizard/ScenarioPage.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QScrollArea *scrolled(QWidget *page)
{
    auto *area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // The page keeps a readable width on a wide window.
    auto *holder = new QWidget;
    auto *layout = new QHBoxLayout(holder);
    layout->setContentsMargins(0, 0, 12, 0);
    layout->addWidget(page, 1);
    layout->addStretch(0);
    page->setMaximumWidth(900);
    page->setMinimumWidth(520);
    area->setWidget(holder);
    return area;
}

} // namespace

PlanWizard::PlanWizard(PlanSession *session, const std::vector<tp::ScenarioPreset> &scenarios,
                       QWidget *parent)
    : QWidget(parent), m_session(session), m_scenarios(scenarios),
      m_scenarioPage(new ScenarioPage(session, scenarios)), m_modelPage(new ModelPage(session)),
      m_dataPage(new DataPage(session)), m_budgetPage(new BudgetPage(session)), m_title(new QLabel),
      m_subTitle(new QLabel), m_stack(new QStackedWidget), m_preview(new QLabel),
      m_back(new QPushButton(tr("< &Back"))), m_next(new QPushButton(tr("&Next >")))
{
    setObjectName(QStringLiteral("planWizard"));
    m_scenarioPage->setObjectName(QStringLiteral("scenarioPage"));
    m_modelPage->setObjectName(QStringLiteral("modelPage"));
    m_dataPage->setObjectName(QStringLiteral("dataPage"));
    m_budgetPage->setObjectName(QStringLiteral("budgetPage"));

    auto *steps = new QHBoxLayout;
    steps->setSpacing(4);
    for (int step = 0; step < StepCount; ++step) {
        auto *button = new QToolButton;
        button->setObjectName(QStringLiteral("stepButton%1").arg(step));
        button->setText(tr("%1. %2").arg(step + 1).arg(page(step)->title()));
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setToolTip(
            tr("Step %1, %2: %3").arg(step + 1).arg(page(step)->title(), page(step)->subTitle()));
        m_stepButtons << button;
        steps->addWidget(button);
        if (step + 1 < StepCount) {
            auto *arrow = new QLabel(QStringLiteral("›"));
            ThemeColours::setTextTone(arrow, ThemeColours::Muted);
            steps->addWidget(arrow);
        }
        connect(button, &QToolButton::clicked, this, [this, step] { setCurrentStep(step); });
    }
    // The results are a step too: reachable, like the others, once there is a plan to show.
    auto *resultsArrow = new QLabel(QStringLiteral("›"));
    ThemeColours::setTextTone(resultsArrow, ThemeColours::Muted);
    steps->addWidget(resultsArrow);
    m_resultsButton = new QToolButton;
    m_resultsButton->setObjectName(QStringLiteral("stepButtonResults"));
    m_resultsButton->setText(tr("%1. %2").arg(StepCount + 1).arg(tr("Results")));
    m_resultsButton->setAutoRaise(true);
    m_resultsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_resultsButton->setToolTip(
        tr("Step %1, results: the candidates, the recommended one and its plan sheet.").arg(StepCount + 1));
    steps->addWidget(m_resultsButton);
    connect(m_resultsButton, &QToolButton::clicked, this, [this] {
        if (resultsReachable())
            finish();
    });
    steps->addStretch();

    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("wizardTitle"));
    m_subTitle->setWordWrap(true);

    for (int step = 0; step < StepCount; ++step)
        m_stack->addWidget(scrolled(page(step)));

    m_preview->setObjectName(QStringLiteral("wizardPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_back->setObjectName(QStringLiteral("wizardBack"));
    m_back->setToolTip(tr("Back to the previous step; what you entered stays."));
    m_next->setObjectName(QStringLiteral("wizardNext"));
    m_next->setDefault(true);
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_preview, 1);
    footer->addWidget(m_back);
    footer->addWidget(m_next);

    auto *line = new QFrame;
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(steps);
    layout->addWidget(m_title);
    layout->addWidget(m_subTitle);
    layout->addWidget(m_stack, 1);
    layout->addWidget(line);
    layout->addLayout(footer);

    connect(m_back, &QPushButton::clicked, this, &PlanWizard::back);
    connect(m_next, &QPushButton::clicked, this, &PlanWizard::next);
    for (int step = 0; step < StepCount; ++step)
        connect(page(step), &JobPage::completeChanged, this, [this] {
            updateButtons();
            updatePreview();
        });
    connect(m_scenarioPage, &ScenarioPage::scenarioChosen, this, &PlanWizard::startFromScenario);
    connect(m_session, &PlanSession::planChanged, this, &PlanWizard::updatePreview);
    connect(m_session, &PlanSession::planningStarted, this, &PlanWizard::updatePreview);
    connect(m_session, &PlanSession::planChanged, this, &PlanWizard::updateButtons);
    connect(m_session, &PlanSession::planningStarted, this, &PlanWizard::updateButtons);

    setCurrentStep(ScenarioStep);
    updatePreview();
}

JobPage *PlanWizard::page(int step) const
{
    switch (step) {
    case ScenarioStep:
        return m_scenarioPage;
    case ModelStep:
        return m_modelPage;
    case DataStep:
        return m_dataPage;
    case BudgetStep:
        return m_budgetPage;
    default:
        return nullptr;
    }
}

void PlanWizard::setCurrentStep(int step)
{
    if (step < 0 || step >= StepCount)
        return;
    // Forward only over complete pages: a step is reachable when every step before it is complete.
    for (int s = 0; s < step; ++s)
        if (!page(s)->isComplete()) {
            step = s;
            break;
        }
    m_step = step;
    m_stack->setCurrentIndex(step);
    m_title->setText(page(step)->title());
    m_subTitle->setText(page(step)->subTitle());
    updateButtons();
    page(step)->setFocus();
}

void PlanWizard::next()
{
    if (!page(m_step)->isComplete())
        return;
    if (m_step + 1 < StepCount)
        setCurrentStep(m_step + 1);
    else
        finish();
}

void PlanWizard::finish()
{
    m_session->calibrateFromKept(KeptMeasurementStore().read());
    emit finished();
}

void PlanWizard::back()
{
    if (m_step > 0)
        setCurrentStep(m_step - 1);
}

bool PlanWizard::startFromScenario(const QString &id)
{
    const tp::ScenarioPreset *preset = nullptr;
    for (const tp::ScenarioPreset &s : m_scenarios)
        if (QString::fromStdString(s.id) == id)
            preset = &s;
    if (!id.isEmpty() && !preset)
        return false;
    if (m_session->isModified() && m_discardCheck && !m_discardCheck()) {
        m_scenarioPage->reload(); // the card of the plan that was kept
        return false;
    }
    nlohmann::json job = preset ? preset->jobJson : JobJson::customJob();
    if (const auto catalog = m_session->catalog())
        JobJson::applyPreferences(job, m_preferences, *catalog);
    nlohmann::json app = nlohmann::json::object();
    if (preset && !preset->dataLocation.empty())
        app[PlanSession::kDataLocationKey] = preset->dataLocation;
    m_session->newJob(job, app);
    return true;
}

void PlanWizard::updateButtons()
{
    m_back->setEnabled(m_step > 0);
    const bool complete = page(m_step)->isComplete();
    m_next->setEnabled(complete);
    m_next->setText(m_step + 1 < StepCount ? tr("&Next >") : tr("Show resul&ts"));
    m_next->setToolTip(m_step + 1 < StepCount
                           ? tr("On to step %1, %2.").arg(m_step + 2).arg(page(m_step + 1)->title())
                           : tr("Show the candidates, the recommended one and its plan sheet."));
    bool reachable = true;
    for (int s = 0; s < StepCount; ++s) {
        m_stepButtons[s]->setChecked(s == m_step);
        m_stepButtons[s]->setEnabled(reachable);
        reachable = reachable && page(s)->isComplete();
    }
    m_resultsButton->setEnabled(resultsReachable());
}

bool PlanWizard::resultsReachable() const
{
    for (int s = 0; s < StepCount; ++s)
        if (!page(s)->isComplete())
            return false;
    const auto outcome = m_session->outcome();
    return outcome && outcome->plan && outcome->job == m_session->job();
}

void PlanWizard::updatePreview()
{
    if (!m_session->hasJob()) {
        m_preview->setText(tr("Choose a scenario to start."));
        return;
    }
    // A field being typed (1e15 half way) is not in the job yet: no figures for what it held before.
    if (!page(m_step)->isComplete()) {
        m_preview->setText(
            tr("Correct the fields marked on this step: the best plan shows again once they are valid."));
        return;
    }
    const auto outcome = m_session->outcome();
    if (!outcome || outcome->job != m_session->job()) {
        m_preview->setText(tr("Planning…"));
        return;
    }
    if (!outcome->plan) {
        int errors = 0;
        QString first;
        for (const tp::Problem &p : outcome->problems)
            if (p.isError()) {
                if (errors++ == 0)
                    first = ProblemText::describe(p);
            }
        m_preview->setText(
            QStringLiteral("<span style='color:%1'>%2</span>")
                .arg(ThemeColours::color(ThemeColours::Error, palette()).name(),
                     tr("The job has %n problem(s): %1", nullptr, errors).arg(first.toHtmlEscaped())));
        return;
    }
    const tp::Plan &plan = *outcome->plan;
    if (!plan.recommendation) {
        m_preview->setText(
            tr("None of the %n candidate(s) meets every limit yet; the results say what would.", nullptr,
               plan.stats.candidates));
        return;
    }
    m_preview->setText(
        tr("<b>Best so far:</b> %1").arg(PlanText::recommendation(plan, *outcome->catalog).toHtmlEscaped()));
}

void PlanWizard::changeEvent(QEvent *event)
{
    // The problem line is coloured for the palette it was written on.
    if (event->type() == QEvent::PaletteChange)
        updatePreview();
    QWidget::changeEvent(event);
}
