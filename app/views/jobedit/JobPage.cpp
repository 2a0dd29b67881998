#include "views/jobedit/JobPage.h"

#include "core/Catalog.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "views/widgets/NumberField.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace {

// "Micro-&batch:" → "Micro-batch", "微批大小(&B)：" → "微批大小": the words of a label or button.
QString plainText(QString text)
{
    static const QRegularExpression chineseMnemonic(QStringLiteral("\\(&[^&]\\)"));
    text.remove(chineseMnemonic);
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text = text.trimmed();
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A)))
        text.chop(1);
    return text.trimmed();
}

// "Micro-&batch:" → "micro-batch": a label as the object of a step's name.
QString fieldName(const QString &label)
{
    QString text = plainText(label);
    // Lower case as the object of a sentence, unless the first word is a name ("ZeRO", "LoRA", "GPU").
    const QString firstWord = text.section(QLatin1Char(' '), 0, 0);
    if (firstWord.size() > 1 && firstWord.at(0).isUpper() && firstWord.mid(1) == firstWord.mid(1).toLower())
        text[0] = text.at(0).toLower();
    return text;
}

} // namespace

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
    if (m_loading)
        return;
    const PlanSession::EditStep step = editStep();
    m_session->setValue(pointer, value);
}

void JobPage::removeJobValue(const char *pointer)
{
    if (m_loading)
        return;
    const PlanSession::EditStep step = editStep();
    m_session->removeValue(pointer);
}

PlanSession::EditStep JobPage::editStep(QWidget *field)
{
    if (m_session->isInStep())
        return PlanSession::EditStep(m_session, QString()); // joins the open one
    QWidget *source = field ? field : qobject_cast<QWidget *>(sender());
    if (!source || !isAncestorOf(source)) {
        QWidget *focus = QApplication::focusWidget();
        source = focus && isAncestorOf(focus) ? focus : nullptr;
    }
    // A key typed into a number field's line edit is that field's.
    NumberField *typed = nullptr;
    for (QWidget *w = source; w && w != this && !typed; w = w->parentWidget())
        typed = qobject_cast<NumberField *>(w);
    if (typed)
        source = typed;
    QString name = source ? stepName(source) : QString();
    if (name.isEmpty())
        name = tr("Change %1").arg(fieldName(title()));
    const std::string mergeKey =
        typed ? QStringLiteral("field@%1").arg(reinterpret_cast<quintptr>(typed), 0, 16).toStdString()
              : std::string();
    return PlanSession::EditStep(m_session, name, mergeKey);
}

QString JobPage::stepName(QWidget *field) const
{
    const QList<QLabel *> labels = findChildren<QLabel *>();
    const auto labelOf = [&labels](const QWidget *w, bool orItsProxy) -> QString {
        for (const QLabel *label : labels)
            if (label->buddy() && (label->buddy() == w || (orItsProxy && label->buddy() == w->focusProxy())))
                return fieldName(label->text());
        return {};
    };
    if (QString name = labelOf(field, true); !name.isEmpty())
        return tr("Change %1").arg(name);
    if (!field->accessibleName().isEmpty())
        return tr("Change %1").arg(fieldName(field->accessibleName()));
    for (QWidget *row = field->parentWidget(); row && row != this; row = row->parentWidget())
        if (QString name = labelOf(row, false); !name.isEmpty())
            return tr("Change %1").arg(name);
    if (const auto *button = qobject_cast<const QAbstractButton *>(field)) {
        // "Data stays in mainland China (no Hong Kong …)": the words before the explanation.
        QString text = plainText(button->text()).section(QStringLiteral(" ("), 0, 0);
        text = text.section(QChar(0xFF08), 0, 0).trimmed();
        if (!text.isEmpty())
            return tr("Change “%1”").arg(text);
    }
    return {};
}

void JobPage::writeField(NumberField *field, const char *pointer)
{
    if (m_loading)
        return;
    if (!m_typingStart.contains(field)) {
        const nlohmann::json *before = JobJson::find(m_session->job(), pointer);
        m_typingStart.insert(field, before ? *before : nlohmann::json());
        connect(
            field->lineEdit(), &QLineEdit::editingFinished, this,
            [this, field] { m_typingStart.remove(field); }, Qt::SingleShotConnection);
    }
    if (!field->isValid()) {
        // refused: back to the value before this typing, so no half-typed figure stays planned
        const nlohmann::json &start = m_typingStart.value(field);
        const nlohmann::json *now = JobJson::find(m_session->job(), pointer);
        if ((now ? *now : nlohmann::json()) == start)
            return;
        const PlanSession::EditStep step = editStep(field);
        if (start.is_null())
            removeJobValue(pointer);
        else
            setJobValue(pointer, start);
        return;
    }
    const PlanSession::EditStep step = editStep(field);
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

bool JobPage::visionJob() const
{
    const auto catalog = m_session->catalog();
    const nlohmann::json &job = m_session->job();
    if (const QString preset = JobJson::string(job, "/model/preset"); !preset.isEmpty()) {
        const tp::ModelSpec *m = catalog ? catalog->findModel(preset.toStdString()) : nullptr;
        return m && !m->isTransformer();
    }
    return JobJson::string(job, "/model/kind") == QStringLiteral("vision");
}

bool JobPage::zeroApplies() const
{
    if (visionJob())
        return false;
    const QString framework = JobJson::string(m_session->job(), "/framework");
    const auto catalog = m_session->catalog();
    if (framework.isEmpty() || !catalog)
        return true;
    const tp::Framework *f = catalog->findFramework(framework.toStdString());
    return !f || f->hasZero();
}

void JobPage::setSections(std::initializer_list<QWidget *> sections)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *section : sections)
        layout->addWidget(section);
    layout->addStretch();
}
