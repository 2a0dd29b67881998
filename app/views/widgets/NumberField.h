#pragma once

#include <QWidget>
#include <optional>

class QLabel;
class QLineEdit;

// A number typed by hand, checked as it is typed: a line edit with its unit, and under it the
// reason a value is refused (not a number, not whole, below the minimum, absurdly large). It
// takes the locale's digits and group separators, an exponent (1.5e12) and the suffixes k, M,
// B and T (2T = 2 trillion), so token counts need no row of zeros. An optional field may stay
// empty; a required one may not. Undo and Redo keys go to the window's Edit menu when it takes
// them: every keystroke already reached the document, whose history holds it.
class NumberField : public QWidget
{
    Q_OBJECT

public:
    explicit NumberField(QWidget *parent = nullptr);

    void setRange(double minimum, double maximum);
    double minimum() const { return m_minimum; }
    double maximum() const { return m_maximum; }
    void setInteger(bool integer);
    void setOptional(bool optional, const QString &placeholder = {});
    void setUnit(const QString &unit);
    // The reason given above the maximum ("more than any model has been trained on").
    void setTooLargeReason(const QString &reason);

    // The value typed, or nullopt when empty or refused.
    std::optional<double> value() const;
    bool isEmpty() const;
    // Valid: a number in range, or empty when optional.
    bool isValid() const;
    QString errorText() const;
    // A problem found elsewhere with this field's value (a calibration the planner refuses),
    // shown under it until the user types or it is cleared with "".
    void setProblem(const QString &text);
    QString problem() const { return m_problem; }
    // Shows a value (nullopt: empty) without emitting edited(); keeps the text as typed when it
    // already says the same number.
    void setValue(std::optional<double> value);

    QLineEdit *lineEdit() const { return m_edit; }

    // Gives the line edit (what takes focus, and what a screen reader announces) the field's
    // name: its own accessibleName, else the text of the label whose buddy it is, with the unit.
    // Done when the field is shown; call it after changing the label's text while it shows.
    void updateAccessibleName();

    // Parses "52,000", "1.5e9", "2T" in `locale` (or C). nullopt when it is not a number.
    static std::optional<double> parse(const QString &text);
    // 52,000 / 1.5B / 2T: the shortest text that parse() reads back to the same number.
    static QString format(double value);

signals:
    // The user changed the text (valid or not); read value() and isValid().
    void edited();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void validate();
    void updateLook();

    QLineEdit *m_edit;
    QLabel *m_unit;
    QLabel *m_error;
    double m_minimum = 0;
    double m_maximum = 1e18;
    bool m_integer = false;
    bool m_optional = false;
    QString m_tooLarge;
    QString m_errorText;
    QString m_problem;
    bool m_typing = false;                         // edited since the field last finished editing
    std::optional<std::optional<double>> m_loaded; // the value setValue() last showed
};
