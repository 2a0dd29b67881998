#include "views/jobedit/JobPage.h"

#include "document/PlanSession.h"
#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <algorithm>
#include <cmath>

JobPage::JobPage(PlanSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    connect(m_session, &PlanSession::jobChanged, this, &JobPage::reload);
}

bool JobPage::isComplete() const
{
    const QList<NumberField *> list = fields();
    return std::all_of(list.begin(), list.end(),
                       [](const NumberField *f) { return !f->isEnabled() || f->isValid(); });
}

QList<NumberField *> JobPage::fields() const
{
    return findChildren<NumberField *>();
}

void JobPage::reload()
{
    m_loading = true;
    load(m_session->job());
    m_loading = false;
    // Labels may have changed with the job ("Samples" / "Images"): the fields' names follow.
    for (NumberField *field : findChildren<NumberField *>())
        field->updateAccessibleName();
    emit completeChanged();
}

void JobPage::setJobValue(const char *pointer, const nlohmann::json &value)
{
    if (!m_loading)
        m_session->setValue(pointer, value);
}

void JobPage::removeJobValue(const char *pointer)
{
    if (!m_loading)
        m_session->removeValue(pointer);
}

void JobPage::writeField(NumberField *field, const char *pointer)
{
    if (m_loading || !field->isValid())
        return;
    if (const std::optional<double> v = field->value()) {
        // Whole numbers are written as integers: the parser refuses 64.0 for an integer field.
        const double rounded = std::round(*v);
        if (rounded == *v && std::fabs(rounded) < 9e15)
            setJobValue(pointer, static_cast<long long>(rounded));
        else
            setJobValue(pointer, *v);
    } else {
        removeJobValue(pointer);
    }
}

void JobPage::bindField(NumberField *field, const char *pointer)
{
    connect(field, &NumberField::edited, this, [this, field, pointer] {
        writeField(field, pointer);
        emit completeChanged();
    });
}

void JobPage::selectData(QComboBox *combo, const QVariant &data)
{
    const QSignalBlocker blocker(combo);
    const int index = combo->findData(data);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

QLabel *JobPage::helpLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setObjectName(QStringLiteral("helpLabel"));
    ThemeColours::setTextTone(label, ThemeColours::Muted);
    label->setTextFormat(Qt::RichText);
    return label;
}

NumberField *JobPage::numberField(const char *name, tp::limits::Range range, bool integer, bool optional,
                                  const QString &placeholder)
{
    auto *field = new NumberField;
    field->setObjectName(QLatin1String(name));
    field->setRange(range.min, range.max);
    field->setInteger(integer);
    field->setOptional(optional, placeholder);
    return field;
}

void JobPage::setRowVisible(QFormLayout *form, QWidget *field, bool visible)
{
    if (QWidget *label = form->labelForField(field))
        label->setVisible(visible);
    field->setVisible(visible);
}

QComboBox *JobPage::choiceCombo(const char *name, const QList<QPair<QString, QVariant>> &items,
                                const QString &toolTip)
{
    auto *combo = new QComboBox;
    combo->setObjectName(QLatin1String(name));
    for (const auto &[text, data] : items)
        combo->addItem(text, data);
    combo->setToolTip(toolTip);
    return combo;
}
