#pragma once

#include "core/InputLimits.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QVariant>

class NumberField;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QWidget;

// The small widgets of the app's forms, each set up one way wherever it appears: the object name
// (for tests and the accessibility tree), the range the command line accepts too, the tooltip.
class FormWidgets
{
public:
    // A check box named `name`, with its tooltip.
    static QCheckBox *checkBox(const QString &text, const char *name, const QString &toolTip);
    // A combo box named `name` offering these (text, data) items, with its tooltip.
    static QComboBox *choiceCombo(const char *name, const QList<QPair<QString, QVariant>> &items,
                                  const QString &toolTip);
    // A field named `name` with the range the command line accepts too (core/InputLimits.h).
    static NumberField *numberField(const char *name, tp::limits::Range range, bool integer,
                                    bool optional = false, const QString &placeholder = {});
    // A small grey help text under a group of fields.
    static QLabel *helpLabel(const QString &text);
    // A label of text a user may want to copy into a question or a report (figures, status,
    // errors): it wraps, and the mouse selects its text.
    static QLabel *selectableLabel(const char *name);

    // Selects the item whose data is `data` (the first when none has it) without signalling.
    static void selectData(QComboBox *combo, const QVariant &data);
    // Shows or hides a row of a form: the field and its label.
    static void setRowVisible(QFormLayout *form, QWidget *field, bool visible);
};
