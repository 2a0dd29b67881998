#include "gui/PreferencesDialog.h"

#include "core/Catalog.h"
#include "document/Settings.h"
#include "text/PlanText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>
#include <set>

PreferencesDialog::PreferencesDialog(const tp::Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_language(new QComboBox), m_currency(new QComboBox), m_region(new QComboBox)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    const Settings settings;

    m_language->setObjectName(QStringLiteral("preferencesLanguageCombo"));
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.value(Settings::Language))));
    m_language->setToolTip(tr("The language of the menus, the pages and the PDF plan sheet. System default "
                              "follows the desktop's language. Applies when TrainPlan next starts."));

    m_currency->setObjectName(QStringLiteral("preferencesCurrencyCombo"));
    m_currency->addItem(tr("CNY (¥)"), QStringLiteral("CNY"));
    m_currency->addItem(tr("USD ($)"), QStringLiteral("USD"));
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(settings.currency())));
    m_currency->setToolTip(tr("The currency new plans show budgets and costs in; prices in the other "
                              "currency are converted at the catalog's exchange rate."));

    m_region->setObjectName(QStringLiteral("preferencesRegionCombo"));
    m_region->addItem(tr("Any region"), QString());
    std::set<std::string> regions;
    for (const tp::ProviderInfo &p : catalog.providers)
        for (const tp::Region &r : p.regions)
            if (regions.insert(r.id).second)
                m_region->addItem(tr("%1 — %2 (%3)")
                                      .arg(PlanText::provider(catalog, p.id), PlanText::region(catalog, r.id),
                                           QString::fromStdString(r.id)),
                                  QString::fromStdString(r.id));
    m_region->setCurrentIndex(std::max(0, m_region->findData(settings.value(Settings::DefaultRegion))));
    m_region->setToolTip(tr("The region new plans search: only instance types sold there. Any region "
                            "searches them all."));

    auto *providerBox = new QGroupBox(tr("Providers to search"));
    auto *grid = new QGridLayout(providerBox);
    const QStringList chosen = settings.value(Settings::Providers);
    int at = 0;
    for (const tp::ProviderInfo &p : catalog.providers) {
        auto *check = new QCheckBox(PlanText::provider(catalog, p.id));
        check->setProperty("provider", QString::fromStdString(p.id));
        check->setObjectName(QStringLiteral("preferencesProvider_") + QString::fromStdString(p.id));
        check->setToolTip(tr("Search the instance types of %1 in new plans.").arg(check->text()));
        check->setChecked(chosen.isEmpty() || chosen.contains(QString::fromStdString(p.id)));
        m_providers << check;
        grid->addWidget(check, at / 3, at % 3);
        ++at;
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("Default &region:"), m_region);

    auto *note =
        new QLabel(tr("Currency, region and providers apply to new plans; the language applies the next "
                      "time TrainPlan starts."));
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(providerBox);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

void PreferencesDialog::save() const
{
    Settings settings;
    settings.setValue(Settings::Language, m_language->currentData().toString());
    settings.setCurrency(m_currency->currentData().toString());
    settings.setValue(Settings::DefaultRegion, m_region->currentData().toString());
    QStringList providers;
    for (const QCheckBox *c : m_providers)
        if (c->isChecked())
            providers << c->property("provider").toString();
    // All of them is stored as none: providers added to the catalog later are searched too.
    settings.setValue(Settings::Providers,
                      providers.size() == m_providers.size() ? QStringList() : providers);
}
