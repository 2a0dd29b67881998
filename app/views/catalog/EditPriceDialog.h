#pragma once

#include "core/Catalog.h"
#include "core/Instance.h"
#include "core/Staleness.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

// Asks for one price of an instance type: billing, region, amount and currency, and where the
// figure comes from (source, date, confidence, derivation). An invalid amount is explained
// beside the field and OK stays disabled until everything is valid; the result is a
// tp::PriceOverride the core itself has accepted.
class EditPriceDialog : public QDialog
{
    Q_OBJECT

public:
    // existing: the price being edited, or nullptr to add one.
    EditPriceDialog(const tp::Catalog &catalog, const tp::InstanceType &instance, const tp::Price *existing,
                    const tp::CivilDate &today, QWidget *parent = nullptr);

    // The entered price; valid while isValid().
    tp::PriceOverride priceOverride() const;
    bool isValid() const { return m_valid; }

    // The amount as typed, in the UI locale or with a decimal point; nullopt when not a number.
    static std::optional<double> parseAmount(const QString &text);

private:
    void validate();
    void updateUnit();

    tp::InstanceType m_instance;
    QComboBox *m_billing;
    QComboBox *m_region;
    QLineEdit *m_amount;
    QLabel *m_unit;
    QLabel *m_amountError;
    QComboBox *m_currency;
    QLineEdit *m_source;
    QDateEdit *m_date;
    QComboBox *m_confidence;
    QLineEdit *m_derivation;
    QLineEdit *m_notes;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    bool m_valid = false;
};
