#include "views/widgets/NumberField.h"

#include "views/widgets/ThemeColours.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <cmath>

namespace {

struct Suffix
{
    QChar letter;
    double factor;
};
const Suffix kSuffixes[] = {{QLatin1Char('k'), 1e3}, {QLatin1Char('K'), 1e3}, {QLatin1Char('M'), 1e6},
                            {QLatin1Char('B'), 1e9}, {QLatin1Char('G'), 1e9}, {QLatin1Char('T'), 1e12}};

} // namespace

NumberField::NumberField(QWidget *parent)
    : QWidget(parent), m_edit(new QLineEdit), m_unit(new QLabel), m_error(new QLabel)
{
    m_edit->setClearButtonEnabled(false);
    m_unit->setVisible(false);
    m_error->setObjectName(QStringLiteral("fieldError"));
    m_error->setWordWrap(true);
    ThemeColours::setTextTone(m_error, ThemeColours::Error);
    m_error->setVisible(false);

    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    row->addWidget(m_unit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_error);
    setFocusProxy(m_edit);
    m_edit->installEventFilter(this);

    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        m_problem.clear(); // typed over: the problem was with the old value
        m_typing = true;
        validate();
        emit edited();
    });
    connect(m_edit, &QLineEdit::editingFinished, this, [this] { m_typing = false; });
    validate();
}

void NumberField::setRange(double minimum, double maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
    validate();
}

void NumberField::setInteger(bool integer)
{
    m_integer = integer;
    validate();
}

void NumberField::setOptional(bool optional, const QString &placeholder)
{
    m_optional = optional;
    m_edit->setPlaceholderText(placeholder);
    validate();
}

void NumberField::setUnit(const QString &unit)
{
    m_unit->setText(unit);
    m_unit->setVisible(!unit.isEmpty());
    if (isVisible())
        updateAccessibleName();
}

bool NumberField::eventFilter(QObject *watched, QEvent *event)
{
    // The line edit claims Undo and Redo before any shortcut sees them; not claimed, the window's
    // Edit > Undo (when there is one) undoes the step, and the line edit its own text otherwise.
    if (watched == m_edit && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool NumberField::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ToolTipChange:
        // Hovering the line edit shows the field's tooltip anyway (tooltips go to the parent);
        // set on it, it is also the description a screen reader reads.
        m_edit->setToolTip(toolTip());
        break;
    case QEvent::Show:
        updateAccessibleName();
        break;
    case QEvent::PaletteChange:
        updateLook();
        break;
    default:
        break;
    }
    return QWidget::event(event);
}

void NumberField::updateAccessibleName()
{
    QString name = accessibleName();
    if (name.isEmpty() && parentWidget()) {
        for (const QLabel *label : parentWidget()->findChildren<QLabel *>(Qt::FindDirectChildrenOnly)) {
            if (label->buddy() == this || label->buddy() == m_edit) {
                name = label->text();
                break;
            }
        }
        // "Maximum &cost:" / "最大费用(&C)：" -> "Maximum cost" / "最大费用"
        static const QRegularExpression mnemonic(QStringLiteral(R"(\(&\w\)|&(?!&))"));
        name.remove(mnemonic);
        name.replace(QStringLiteral("&&"), QStringLiteral("&"));
        name = name.trimmed();
        while (name.endsWith(QLatin1Char(':')) || name.endsWith(QChar(0xff1a)))
            name.chop(1);
    }
    if (!name.isEmpty() && !m_unit->text().isEmpty())
        name = tr("%1, in %2", "accessible name of a number field: label, unit").arg(name, m_unit->text());
    m_edit->setAccessibleName(name);
}

void NumberField::setTooLargeReason(const QString &reason)
{
    m_tooLarge = reason;
    validate();
}

std::optional<double> NumberField::parse(const QString &input)
{
    QString text = input.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    double factor = 1;
    for (const Suffix &s : kSuffixes) {
        if (text.endsWith(s.letter)) {
            factor = s.factor;
            text.chop(1);
            text = text.trimmed();
            break;
        }
    }
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok);
    if (!ok) {
        // "52000" with the separators of another locale, or a space as the group separator.
        QString bare = text;
        bare.remove(QLatin1Char(',')).remove(QLatin1Char(' ')).remove(QChar(0x00a0));
        value = QLocale::c().toDouble(bare, &ok);
    }
    if (!ok || !std::isfinite(value * factor))
        return std::nullopt;
    return value * factor;
}

QString NumberField::format(double value)
{
    const QLocale locale;
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e9) {
        // 1.5B, 2T: exact within three decimals, else the full figure.
        for (const auto &[letter, factor] :
             {std::pair{QLatin1Char('T'), 1e12}, std::pair{QLatin1Char('B'), 1e9}}) {
            if (magnitude < factor)
                continue;
            const double scaled = value / factor;
            const double rounded = std::round(scaled * 1000.0) / 1000.0;
            if (std::fabs(rounded * factor - value) <= 1e-9 * magnitude)
                return locale.toString(rounded, 'f', QLocale::FloatingPointShortest) + letter;
        }
    }
    if (value == std::round(value) && magnitude < 1e15)
        return locale.toString(static_cast<qlonglong>(value));
    return locale.toString(value, 'g', 12);
}

std::optional<double> NumberField::value() const
{
    if (!isValid() || isEmpty())
        return std::nullopt;
    return parse(m_edit->text());
}

bool NumberField::isEmpty() const
{
    return m_edit->text().trimmed().isEmpty();
}

bool NumberField::isValid() const
{
    return m_errorText.isEmpty();
}

QString NumberField::errorText() const
{
    return m_errorText;
}

void NumberField::setValue(std::optional<double> value)
{
    // The job did not change this field since it was last shown: keep what the user typed,
    // refused or not (an edit elsewhere must not wipe a half-typed figure and its message).
    const bool unchanged = m_loaded.has_value() && *m_loaded == value;
    m_loaded = value;
    if (unchanged)
        return;
    // a refused figure being typed stays, whatever the document holds meanwhile (the page writes
    // back what it held before the typing, JobPage::writeField)
    if (m_typing && !m_errorText.isEmpty())
        return;
    const std::optional<double> shown = parse(m_edit->text());
    if (value && shown && *shown == *value) {
        validate();
        return;
    }
    if (!value && isEmpty()) {
        validate();
        return;
    }
    m_edit->setText(value ? format(*value) : QString());
    validate();
}

void NumberField::setProblem(const QString &text)
{
    m_problem = text;
    validate();
}

void NumberField::validate()
{
    QString error;
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        if (!m_optional)
            error = tr("Required.");
    } else if (const std::optional<double> v = parse(text); !v) {
        error = tr("Not a number: type digits, e.g. 52000, 1.5e9 or 2T.");
    } else if (m_integer && *v != std::round(*v)) {
        error = tr("Must be a whole number.");
    } else if (*v < m_minimum) {
        error = tr("Must be at least %1.").arg(format(m_minimum));
    } else if (*v > m_maximum) {
        error = m_tooLarge.isEmpty() ? tr("Must be at most %1.").arg(format(m_maximum))
                                     : tr("At most %1: %2").arg(format(m_maximum), m_tooLarge);
    }
    m_errorText = error;
    // the field's own refusal first; else a problem found elsewhere with its value
    const QString shown = error.isEmpty() ? m_problem : error;
    m_error->setText(shown);
    m_error->setVisible(!shown.isEmpty());
    m_edit->setProperty("invalid", !error.isEmpty());
    // A screen reader says why the value is refused, then what the field means.
    m_edit->setAccessibleDescription(error.isEmpty() ? QString() : error + QLatin1Char(' ') + toolTip());
    updateLook();
}

void NumberField::updateLook()
{
    // A red frame on a refused value, in the red that reads on this palette.
    const QString style =
        m_errorText.isEmpty()
            ? QString()
            : QStringLiteral("QLineEdit { border: 1px solid %1; }")
                  .arg(ThemeColours::color(ThemeColours::Error, palette(), QPalette::Base).name());
    if (m_edit->styleSheet() != style)
        m_edit->setStyleSheet(style);
}
