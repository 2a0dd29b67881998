#include "views/widgets/FormWidgets.h"

#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

QCheckBox *FormWidgets::checkBox(const QString &text, const char *name, const QString &toolTip)
{
    auto *box = new QCheckBox(text);
    box->setObjectName(QLatin1String(name));
    box->setToolTip(toolTip);
    return box;
}

QComboBox *FormWidgets::choiceCombo(const char *name, const QList<QPair<QString, QVariant>> &items,
                                    const QString &toolTip)
{
    auto *combo = new QComboBox;
    combo->setObjectName(QLatin1String(name));
    for (const auto &[text, data] : items)
        combo->addItem(text, data);
    combo->setToolTip(toolTip);
    return combo;
}

NumberField *FormWidgets::numberField(const char *name, tp::limits::Range range, bool integer, bool optional,
                                      const QString &placeholder)
{
    auto *field = new NumberField;
    field->setObjectName(QLatin1String(name));
    field->setRange(range.min, range.max);
    field->setInteger(integer);
    field->setOptional(optional, placeholder);
    return field;
}

QLabel *FormWidgets::helpLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setObjectName(QStringLiteral("helpLabel"));
    ThemeColours::setTextTone(label, ThemeColours::Muted);
    label->setTextFormat(Qt::RichText);
    return label;
}

QLabel *FormWidgets::selectableLabel(const char *name)
{
    auto *label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void FormWidgets::selectData(QComboBox *combo, const QVariant &data)
{
    const QSignalBlocker blocker(combo);
    const int index = combo->findData(data);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

void FormWidgets::setRowVisible(QFormLayout *form, QWidget *field, bool visible)
{
    if (QWidget *label = form->labelForField(field))
        label->setVisible(visible);
    field->setVisible(visible);
}
