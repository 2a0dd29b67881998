#include "views/catalog/EditPriceDialog.h"

#include "core/CatalogLoader.h"
#include "core/Staleness.h"
#include "text/CatalogText.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "text/ProblemText.h"
#include "views/widgets/ThemeColours.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

std::optional<double> EditPriceDialog::parseAmount(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = QLocale().toDouble(t, &ok);
    if (!ok)
        value = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

EditPriceDialog::EditPriceDialog(const tp::Catalog &catalog, const tp::InstanceType &instance,
                                 const tp::Price *existing, const tp::CivilDate &today, QWidget *parent)
    : QDialog(parent), m_instance(instance), m_billing(new QComboBox(this)), m_region(new QComboBox(this)),
      m_amount(new QLineEdit(this)), m_unit(new QLabel(this)), m_amountError(new QLabel(this)),
      m_currency(new QComboBox(this)), m_source(new QLineEdit(this)), m_date(new QDateEdit(this)),
      m_confidence(new QComboBox(this)), m_derivation(new QLineEdit(this)), m_notes(new QLineEdit(this)),
      m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("editPriceDialog"));
    setWindowTitle(existing ? tr("Edit Price") : tr("Add Price"));

    for (tp::Billing b : {tp::Billing::OnDemand, tp::Billing::Spot, tp::Billing::SubscriptionMonth,
                          tp::Billing::Reserved1y, tp::Billing::Reserved3y})
        m_billing->addItem(PlanText::billing(b), static_cast<int>(b));
    m_billing->setObjectName(QStringLiteral("billingCombo"));
    m_billing->setToolTip(tr("How the price is charged: by the hour on demand or as spot (which the provider "
                             "can reclaim), by the month, or reserved for one or three years."));

    // A price for every region, or for one the type is sold in.
    m_region->setObjectName(QStringLiteral("regionCombo"));
    m_region->addItem(tr("All regions"), QString());
    m_region->setToolTip(tr("The region the price applies in; All regions when it is the same everywhere."));
    std::vector<std::string> regions = instance.regions;
    if (regions.empty()) {
        if (const tp::ProviderInfo *p = catalog.findProvider(instance.provider))
            for (const tp::Region &r : p->regions)
                regions.push_back(r.id);
    }
    for (const std::string &r : regions)
        m_region->addItem(PlanText::region(catalog, r, instance.provider) + QStringLiteral(" (") +
                              CatalogText::verbatim(r) + QLatin1Char(')'),
                          CatalogText::verbatim(r));

    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    m_currency->addItems({QStringLiteral("CNY"), QStringLiteral("USD")});
    m_currency->setAccessibleName(tr("Currency"));
    m_currency->setToolTip(tr("The currency the price is in: CNY (yuan) or USD (dollars)."));

    m_amount->setObjectName(QStringLiteral("amountEdit"));
    m_amount->setPlaceholderText(tr("e.g. %1").arg(QLocale().toString(9.6)));
    m_amount->setToolTip(tr("What the whole instance costs (all its GPUs), per hour, or per month for a "
                            "monthly subscription: a number above 0, without a currency sign."));
    m_amountError->setObjectName(QStringLiteral("amountError"));
    ThemeColours::setTextTone(m_amountError, ThemeColours::Error);
    m_amountError->setMinimumWidth(m_amountError->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 28);
    m_amountError->setWordWrap(true);

    m_source->setObjectName(QStringLiteral("sourceEdit"));
    m_source->setPlaceholderText(tr("Where the price comes from: price page, console or invoice"));
    m_source->setText(tr("Entered by the user in TrainPlan"));
    m_source->setToolTip(
        tr("Where the price comes from: the price page's address, the console, a quote or an "
           "invoice. Required: the plan sheet cites it."));

    m_date->setObjectName(QStringLiteral("dateEdit"));
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    const QDate day(today.year, today.month, today.day);
    m_date->setMaximumDate(day);
    m_date->setDate(day);
    m_date->setToolTip(tr("The day the price was seen or quoted, not later than today. Prices older than %n "
                          "days are marked stale.",
                          nullptr, tp::kStaleAfterDays));

    m_confidence->setObjectName(QStringLiteral("confidenceCombo"));
    m_confidence->addItem(tr("Vendor figure (price list or console)"), QStringLiteral("list"));
    m_confidence->addItem(tr("Reported (a quote, an invoice, a third party)"), QStringLiteral("reported"));
    m_confidence->addItem(tr("Estimate (derived; say how below)"), QStringLiteral("estimate"));
    m_confidence->setCurrentIndex(1);
    m_confidence->setToolTip(
        tr("How sure the figure is: from the vendor itself, reported by someone else, or "
           "an estimate of yours (then say how in Derivation)."));
    m_derivation->setObjectName(QStringLiteral("derivationEdit"));
    m_derivation->setPlaceholderText(tr("How the estimate was derived"));
    m_derivation->setToolTip(
        tr("For an estimate only: how it was worked out, e.g. \"the 1-GPU type's price × 2\"."));
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setPlaceholderText(tr("Optional"));
    m_notes->setToolTip(tr("Anything worth knowing later (a discount, a minimum term); optional."));

    m_error->setObjectName(QStringLiteral("priceError"));
    ThemeColours::setTextTone(m_error, ThemeColours::Error);
    m_error->setWordWrap(true);

    if (existing) {
        m_billing->setCurrentIndex(m_billing->findData(static_cast<int>(existing->billing)));
        int region = m_region->findData(CatalogText::verbatim(existing->region));
        if (region < 0) {
            m_region->addItem(CatalogText::verbatim(existing->region),
                              CatalogText::verbatim(existing->region));
            region = m_region->count() - 1;
        }
        m_region->setCurrentIndex(region);
        m_amount->setText(QLocale().toString(existing->amount, 'f', QLocale::FloatingPointShortest));
        m_currency->setCurrentText(CatalogText::verbatim(existing->currency));
    } else if (const tp::ProviderInfo *p = catalog.findProvider(instance.provider);
               p && !p->currency.empty()) {
        m_currency->setCurrentText(CatalogText::verbatim(p->currency));
    }

    auto *title = new QLabel(this);
    title->setText(QStringLiteral("<b>%1</b><br>%2")
                       .arg(CatalogText::verbatim(instance.id).toHtmlEscaped(),
                            QString(PlanText::provider(catalog, instance.provider) + QStringLiteral(" · ") +
                                    tr("%1 × %2").arg(instance.gpus).arg(CatalogText::verbatim(instance.gpu)))
                                .toHtmlEscaped()));

    auto *amountRow = new QHBoxLayout;
    amountRow->addWidget(m_amount, 1);
    amountRow->addWidget(m_currency);
    amountRow->addWidget(m_unit);
    amountRow->addWidget(m_amountError, 2);

    auto *form = new QFormLayout;
    form->addRow(tr("&Billing:"), m_billing);
    form->addRow(tr("Re&gion:"), m_region);
    // A row holding a layout gets no label buddy: the price's label names the amount field.
    auto *priceLabel = new QLabel(tr("&Price:"), this);
    priceLabel->setBuddy(m_amount);
    form->addRow(priceLabel, amountRow);
    form->addRow(tr("&Source:"), m_source);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("Con&fidence:"), m_confidence);
    form->addRow(tr("Deri&vation:"), m_derivation);
    form->addRow(tr("&Notes:"), m_notes);

    auto *note =
        new QLabel(tr("The price is saved in your overrides folder; updates of the built-in catalog never "
                      "overwrite it. \"Revert to shipped price\" removes it."),
                   this);
    note->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(note);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_valid)
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_amount, m_source, m_derivation, m_notes})
        connect(edit, &QLineEdit::textChanged, this, &EditPriceDialog::validate);
    for (QComboBox *combo : {m_billing, m_region, m_currency, m_confidence})
        connect(combo, &QComboBox::currentIndexChanged, this, &EditPriceDialog::validate);
    connect(m_date, &QDateEdit::dateChanged, this, &EditPriceDialog::validate);

    updateUnit();
    validate();
    m_amount->setFocus();
    m_amount->selectAll();
    resize(sizeHint().expandedTo(QSize(640, 0)));
}

void EditPriceDialog::updateUnit()
{
    const auto billing = static_cast<tp::Billing>(m_billing->currentData().toInt());
    m_unit->setText(billing == tp::Billing::SubscriptionMonth ? tr("per month") : tr("per hour"));
}

tp::PriceOverride EditPriceDialog::priceOverride() const
{
    tp::PriceOverride o;
    o.instanceType = m_instance.id;
    o.price.billing = static_cast<tp::Billing>(m_billing->currentData().toInt());
    o.price.amount = parseAmount(m_amount->text()).value_or(0);
    o.price.currency = m_currency->currentText().toStdString();
    o.price.region = m_region->currentData().toString().toStdString();
    o.price.provenance.source = m_source->text().trimmed().toStdString();
    o.price.provenance.date = m_date->date().toString(QStringLiteral("yyyy-MM-dd")).toStdString();
    o.price.provenance.confidence = m_confidence->currentData().toString().toStdString();
    if (o.price.provenance.confidence == "estimate")
        o.price.provenance.derivation = m_derivation->text().trimmed().toStdString();
    o.notes = m_notes->text().trimmed().toStdString();
    return o;
}

void EditPriceDialog::validate()
{
    updateUnit();
    const bool estimate = m_confidence->currentData().toString() == QStringLiteral("estimate");
    m_derivation->setEnabled(estimate);

    QString amountError;
    const std::optional<double> amount = parseAmount(m_amount->text());
    if (m_amount->text().trimmed().isEmpty())
        amountError = tr("Enter the price.");
    else if (!amount)
        amountError = tr("Not a number: write it like %1.").arg(QLocale().toString(9.6));
    else if (*amount <= 0)
        amountError = tr("The price must be more than 0.");
    else if (*amount > tp::priceRange(static_cast<tp::Billing>(m_billing->currentData().toInt())).max)
        amountError = tr("Too large for a price: check the digits.");
    else if (*amount < tp::priceRange(static_cast<tp::Billing>(m_billing->currentData().toInt())).min)
        amountError = tr("Too small for an instance's price: check the digits and the unit.");
    m_amountError->setText(amountError);

    QString error;
    if (m_source->text().trimmed().isEmpty())
        error = tr("Say where the price comes from.");
    else if (estimate && m_derivation->text().trimmed().isEmpty())
        error = tr("An estimate needs its derivation: how the price was worked out.");
    else if (amountError.isEmpty()) {
        // The last word is the core's: the entry must read back as the loader will read it.
        tp::Problems problems;
        const tp::PriceOverride o = priceOverride();
        tp::readPriceOverrides({"price", tp::priceOverridesJson({o})}, problems);
        for (const tp::Problem &p : problems) {
            if (p.isError()) {
                error = ProblemText::describe(p);
                break;
            }
        }
    }
    m_error->setText(error);
    m_valid = amountError.isEmpty() && error.isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_valid);
}
