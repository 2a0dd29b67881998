#include "views/wizard/ScenarioPage.h"

#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "document/ScenarioSource.h"
#include "text/PlanText.h"
#include "views/widgets/ThemeColours.h"

#include <QButtonGroup>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace {

const char *const kIdProperty = "scenarioId";

// A card: the radio button (the scenario's name) over its description and key figures; a
// click anywhere on the card chooses it.
class Card : public QFrame
{
public:
    Card(QRadioButton *radio, const QString &description, const QString &facts) : m_radio(radio)
    {
        setObjectName(QStringLiteral("scenarioCard"));
        setFrameShape(QFrame::StyledPanel);
        setCursor(Qt::PointingHandCursor);
        QFont bold = radio->font();
        bold.setBold(true);
        radio->setFont(bold);
        auto *text = new QLabel(description);
        text->setWordWrap(true);
        text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        auto *figures = new QLabel(facts);
        figures->setWordWrap(true);
        ThemeColours::setTextTone(figures, ThemeColours::Accent);
        // The card's text, for a screen reader (the radio button is what takes focus) and a tooltip.
        radio->setToolTip(QStringLiteral("%1\n%2").arg(description, facts));
        radio->setAccessibleDescription(QStringLiteral("%1 %2").arg(description, facts));
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(radio);
        layout->addWidget(text, 1);
        layout->addWidget(figures);
        updateLook();
        QObject::connect(radio, &QRadioButton::toggled, radio, [this] { updateLook(); });
    }

protected:
    void mousePressEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            m_radio->click();
        QFrame::mousePressEvent(event);
    }

    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange)
            updateLook();
        QFrame::changeEvent(event);
    }

private:
    void updateLook()
    {
        // The chosen card is tinted with the palette's highlight, light or dark; its text keeps
        // the window's text colour, which reads on the faint tint.
        const QPalette p = parentWidget() ? parentWidget()->palette() : palette();
        const QColor highlight = p.color(QPalette::Highlight);
        const QColor window = p.color(QPalette::Window);
        const auto mix = [](const QColor &a, const QColor &b, double t) {
            return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                                    a.greenF() + (b.greenF() - a.greenF()) * t,
                                    a.blueF() + (b.blueF() - a.blueF()) * t);
        };
        const QString style =
            m_radio->isChecked()
                ? QStringLiteral("QFrame#scenarioCard { border: 2px solid %1; border-radius: 6px; "
                                 "background: %2; }")
                      .arg(highlight.name(), mix(window, highlight, 0.15).name())
                : QStringLiteral("QFrame#scenarioCard { border: 1px solid %1; border-radius: 6px; }")
                      .arg(mix(window, p.color(QPalette::WindowText), 0.3).name());
        // Setting the style sheet repolishes the card, which may send PaletteChange again.
        if (styleSheet() != style)
            setStyleSheet(style);
    }

    QRadioButton *m_radio;
};

// "LoRA · llama-3-8b · 1 × A10 · ≤ ¥1,500 · 96 h"
QString facts(const tp::ScenarioPreset &s)
{
    const tp::Job &job = s.job;
    QStringList parts;
    parts << PlanText::method(job.method);
    parts << QString::fromStdString(job.modelPreset.empty() ? std::string("custom") : job.modelPreset);
    if (!job.gpu.empty())
        parts << QStringLiteral("%1 × %2")
                     .arg(job.gpusPerNode.value_or(1))
                     .arg(QString::fromStdString(job.gpu));
    if (job.maxCost)
        parts << ScenarioPage::tr("≤ %1").arg(PlanText::money(*job.maxCost, job.currency));
    if (job.deadlineHours)
        parts << ScenarioPage::tr("%1 h").arg(*job.deadlineHours);
    return parts.join(QStringLiteral(" · "));
}

} // namespace

ScenarioPage::ScenarioPage(PlanSession *session, const std::vector<tp::ScenarioPreset> &scenarios,
                           QWidget *parent)
    : JobPage(session, parent), m_group(new QButtonGroup(this))
{
    auto *grid = new QGridLayout;
    grid->setSpacing(10);
    int at = 0;
    auto addCard = [&](const QString &id, const QString &name, const QString &description,
                       const QString &figures) {
        auto *radio = new QRadioButton(name);
        radio->setObjectName(QStringLiteral("scenarioCard_") +
                             (id.isEmpty() ? QStringLiteral("custom") : id));
        radio->setProperty(kIdProperty, id);
        m_group->addButton(radio);
        m_cards << radio;
        grid->addWidget(new Card(radio, description, figures), at / 2, at % 2);
        ++at;
        connect(radio, &QRadioButton::clicked, this, [this, id] {
            if (!isLoading())
                emit scenarioChosen(id);
        });
    };
    for (const tp::ScenarioPreset &s : scenarios)
        addCard(QString::fromStdString(s.id), PlanText::localized(s.name), PlanText::localized(s.description),
                facts(s));
    addCard(QString(), tr("Custom job"),
            tr("Start from an empty plan: choose the model, the data and the budget on the next pages."),
            tr("Any model · any GPU · no budget limit"));
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    auto *cards = new QWidget;
    auto *cardsLayout = new QVBoxLayout(cards);
    cardsLayout->setContentsMargins(0, 0, 0, 0);
    cardsLayout->addLayout(grid);
    cardsLayout->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(cards);
    reload();
}

QString ScenarioPage::title() const
{
    return tr("Scenario");
}

QString ScenarioPage::subTitle() const
{
    return tr("Start from a typical job; every figure can be changed on the next pages.");
}

bool ScenarioPage::isComplete() const
{
    return m_group->checkedButton() != nullptr;
}

QRadioButton *ScenarioPage::card(const QString &id) const
{
    for (QRadioButton *radio : m_cards)
        if (radio->property(kIdProperty).toString() == id)
            return radio;
    return nullptr;
}

QString ScenarioPage::chosenId() const
{
    const QAbstractButton *checked = m_group->checkedButton();
    return checked ? checked->property(kIdProperty).toString() : QString();
}

void ScenarioPage::load(const nlohmann::json &job)
{
    QRadioButton *chosen = nullptr;
    if (session()->hasJob()) {
        const QString id = JobJson::string(job, "/scenario/id");
        chosen = card(id);
        if (!chosen)
            chosen = card(QString());
    }
    if (chosen) {
        chosen->setChecked(true);
    } else if (QAbstractButton *checked = m_group->checkedButton()) {
        // No job: nothing chosen yet (a button group keeps one checked unless it is not exclusive).
        m_group->setExclusive(false);
        checked->setChecked(false);
        m_group->setExclusive(true);
    }
}
