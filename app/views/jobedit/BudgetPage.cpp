#include "views/jobedit/BudgetPage.h"

#include "core/InputLimits.h"
#include "core/planner/CostModel.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace {

using nlohmann::json;

constexpr double kHoursPerDay = 24;

QLabel *errorLabel(const QString &text, const char *name)
{
    auto *label = new QLabel(text);
    label->setObjectName(QLatin1String(name));
    ThemeColours::setTextTone(label, ThemeColours::Error);
    label->setVisible(false);
    return label;
}

// Check boxes two to a row, and under them the error shown while none is ticked.
QLayout *checkGrid(const QList<QCheckBox *> &checks, QLabel *error)
{
    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    for (int at = 0; at < checks.size(); ++at)
        grid->addWidget(checks[at], at / 2, at % 2);
    auto *column = new QVBoxLayout;
    column->addLayout(grid);
    column->addWidget(error);
    return column;
}

// The ids (the `property` of each box) of the boxes that are ticked, in order.
QStringList tickedIds(const QList<QCheckBox *> &boxes, const char *property)
{
    QStringList ids;
    for (const QCheckBox *box : boxes)
        if (box->isChecked())
            ids << box->property(property).toString();
    return ids;
}

json idList(const QStringList &ids)
{
    json list = json::array();
    for (const QString &id : ids)
        list.push_back(id.toStdString());
    return list;
}

const char *const kBillingProperty = "billing";
const char *const kProviderProperty = "provider";
// The provider whose region a region item is (the region list shows the ticked providers').
constexpr int kRegionProviderRole = Qt::UserRole + 2;
constexpr int kRegionMainlandRole = Qt::UserRole + 3; // the region is in mainland China

} // namespace

BudgetPage::BudgetPage(PlanSession *session, QWidget *parent) : JobPage(session, parent)
{
    setSections({createLimitsBox(), createSearchBox(), createHardwareBox()});
    reload();
}

QString BudgetPage::title() const
{
    return tr("Budget");
}

QString BudgetPage::subTitle() const
{
    return tr("The limits a plan must keep, where to search, and what to optimise.");
}

QWidget *BudgetPage::createLimitsBox()
{
    auto *box = new QGroupBox(tr("Limits"));
    m_maxCost = new NumberField;
    m_maxCost->setObjectName(QStringLiteral("maxCostField"));
    m_maxCost->setRange(tp::limits::kMaxCost.min, tp::limits::kMaxCost.max);
    m_maxCost->setOptional(true, tr("no limit"));
    m_maxCost->setTooLargeReason(tr("a billion is beyond any training budget."));
    m_maxCost->setToolTip(tr("The most the whole job may cost: compute, spot interruptions, storage and "
                             "checkpoints."));
    m_currency = new QComboBox;
    m_currency->setObjectName(QStringLiteral("jobCurrencyCombo"));
    m_currency->setAccessibleName(tr("Budget currency"));
    m_currency->addItem(tr("CNY (¥)"), QStringLiteral("CNY"));
    m_currency->addItem(tr("USD ($)"), QStringLiteral("USD"));
    m_currency->setToolTip(
        tr("Prices in the other currency are converted at the catalog's exchange rate; changing "
           "it converts the budget too."));
    auto *costRow = new QHBoxLayout;
    costRow->addWidget(m_maxCost, 1);
    costRow->addWidget(m_currency, 0, Qt::AlignTop);

    m_deadline = new NumberField;
    m_deadline->setObjectName(QStringLiteral("deadlineField"));
    m_deadline->setOptional(true, tr("no deadline"));
    m_deadline->setToolTip(tr("Wall-clock time the training may take, from start to the last step."));
    m_deadlineUnit = new QComboBox;
    m_deadlineUnit->setObjectName(QStringLiteral("deadlineUnitCombo"));
    m_deadlineUnit->addItem(tr("hours"), 1.0);
    m_deadlineUnit->addItem(tr("days"), kHoursPerDay);
    m_deadlineUnit->setAccessibleName(tr("Deadline unit"));
    m_deadlineUnit->setToolTip(
        tr("Whether the deadline is counted in hours or in days; the figure stays, its "
           "unit changes."));
    auto *deadlineRow = new QHBoxLayout;
    deadlineRow->addWidget(m_deadline, 1);
    deadlineRow->addWidget(m_deadlineUnit, 0, Qt::AlignTop);

    m_objective =
        FormWidgets::choiceCombo("objectiveCombo",
                                 {{tr("Cheapest"), QStringLiteral("cheapest")},
                                  {tr("Fastest"), QStringLiteral("fastest")},
                                  {tr("Balanced (cost × time)"), QStringLiteral("balanced")}},
                                 tr("Among the candidates within the limits, which one is recommended."));

    m_usdCny = new NumberField;
    m_usdCny->setObjectName(QStringLiteral("usdCnyField"));
    m_usdCny->setRange(tp::limits::kExchangeRate.min, tp::limits::kExchangeRate.max);
    m_usdCny->setUnit(tr("CNY per USD"));
    if (const auto catalog = session()->catalog(); catalog && catalog->exchangeRate)
        m_usdCny->setOptional(true, tr("%1 (catalog)").arg(catalog->exchangeRate->cnyPerUsd));
    else
        m_usdCny->setOptional(true, tr("the catalog's"));
    m_usdCny->setToolTip(tr("The exchange rate this plan converts prices in US dollars with (AWS, and the "
                            "Chinese clouds' international prices). Empty: the catalog's dated rate."));

    auto *form = new QFormLayout(box);
    // Rows holding a layout get labels with buddies, so their mnemonics work (and are not shown as "&").
    auto *costLabel = new QLabel(tr("Maximum &cost:"));
    costLabel->setBuddy(m_maxCost->lineEdit());
    auto *deadlineLabel = new QLabel(tr("&Deadline:"));
    deadlineLabel->setBuddy(m_deadline->lineEdit());
    form->addRow(costLabel, costRow);
    form->addRow(deadlineLabel, deadlineRow);
    form->addRow(tr("&Optimise for:"), m_objective);
    auto *rateLabel = new QLabel(tr("E&xchange rate:"));
    rateLabel->setBuddy(m_usdCny->lineEdit());
    form->addRow(rateLabel, m_usdCny);

    connect(m_usdCny, &NumberField::edited, this, [this] {
        writeField(m_usdCny, "/budget/usd_cny");
        emit completeChanged();
    });
    connect(m_maxCost, &NumberField::edited, this, [this] {
        writeField(m_maxCost, "/budget/max_cost");
        emit completeChanged();
    });
    connect(m_currency, &QComboBox::currentIndexChanged, this, &BudgetPage::writeCurrency);
    connect(m_deadline, &NumberField::edited, this, [this] {
        writeDeadline();
        emit completeChanged();
    });
    connect(m_deadlineUnit, &QComboBox::currentIndexChanged, this, [this] {
        // The figure stays, its unit changes: 3 hours becomes 3 days.
        updateEnabled();
        writeDeadline();
        emit completeChanged();
    });
    connect(m_objective, &QComboBox::currentIndexChanged, this, [this] {
        setJobValue("/budget/objective", m_objective->currentData().toString().toStdString());
    });
    return box;
}

QWidget *BudgetPage::createSearchBox()
{
    auto *box = new QGroupBox(tr("Where to search"));
    auto *form = new QFormLayout(box);
    // In a narrow side panel (English at 1280 × 800) a field goes under its label instead of clipping.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    const std::pair<tp::Billing, QString> modes[] = {
        {tp::Billing::OnDemand, tr("On d&emand")},
        {tp::Billing::Spot, tr("S&pot (preemptible)")},
        {tp::Billing::SubscriptionMonth, tr("&Monthly subscription")},
        {tp::Billing::Reserved1y, tr("Reserved 1 &year")},
        {tp::Billing::Reserved3y, tr("Reserved &3 years")},
    };
    for (const auto &[billing, name] : modes) {
        auto *check = new QCheckBox(name);
        check->setObjectName(QStringLiteral("billing_") + QString::fromStdString(tp::billingName(billing)));
        check->setProperty(kBillingProperty, QString::fromStdString(tp::billingName(billing)));
        if (billing == tp::Billing::Spot)
            check->setToolTip(
                tr("<p><b>Spot</b> (preemptible) instances cost a fraction of the on-demand price but the "
                   "provider can reclaim them at any time. The plan counts what that costs: "
                   "checkpoints written at the interval Young's formula gives, work lost since the last "
                   "one, and restarts.</p>"));
        else if (billing == tp::Billing::SubscriptionMonth)
            check->setToolTip(
                tr("Paid by the month in advance (包年包月): cheaper per hour, but whole months are "
                   "paid however short the job."));
        else if (billing != tp::Billing::OnDemand)
            check->setToolTip(
                tr("A reservation commits to the whole term; only worth it for continuous use."));
        else
            check->setToolTip(
                tr("Pay as you go (按量付费), billed by the provider's unit (second, minute or hour)."));
        m_billing << check;
        connect(check, &QCheckBox::toggled, this, [this] {
            writeBilling();
            emit completeChanged();
        });
    }
    m_billingError = errorLabel(tr("Allow at least one billing mode."), "billingError");
    form->addRow(tr("Billing:"), checkGrid(m_billing, m_billingError));

    std::set<std::string> seen;
    std::vector<std::string> ids;
    if (const auto catalog = session()->catalog()) {
        for (const tp::ProviderInfo &p : catalog->providers)
            if (seen.insert(p.id).second)
                ids.push_back(p.id);
        for (const auto &[id, name] : catalog->providerNames)
            if (seen.insert(id).second)
                ids.push_back(id);
        for (const std::string &id : ids) {
            auto *check = new QCheckBox(PlanText::provider(*catalog, id));
            check->setObjectName(QStringLiteral("provider_") + QString::fromStdString(id));
            check->setProperty(kProviderProperty, QString::fromStdString(id));
            check->setToolTip(tr("Search the instance types of %1.").arg(check->text()));
            m_providers << check;
            connect(check, &QCheckBox::toggled, this, [this] {
                writeProviders();
                showRegionsOfProviders();
                emit completeChanged();
            });
        }
    }
    m_providerError = errorLabel(tr("Choose at least one provider."), "providerError");
    form->addRow(tr("Providers:"), checkGrid(m_providers, m_providerError));

    m_region = new QComboBox;
    m_region->setObjectName(QStringLiteral("jobRegionCombo"));
    m_region->setMaxVisibleItems(20);
    // Long "provider — region (id)" items do not widen the panel; the open list shows them whole.
    m_region->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_region->setMinimumContentsLength(16);
    m_region->addItem(tr("Any region"), QString());
    if (const auto catalog = session()->catalog()) {
        std::set<std::string> regions;
        for (const tp::ProviderInfo &p : catalog->providers) {
            for (const tp::Region &r : p.regions) {
                if (!regions.insert(r.id).second)
                    continue;
                m_region->addItem(tr("%1 — %2 (%3)")
                                      .arg(PlanText::provider(*catalog, p.id),
                                           PlanText::region(*catalog, r.id), QString::fromStdString(r.id)),
                                  QString::fromStdString(r.id));
                m_region->setItemData(m_region->count() - 1, QString::fromStdString(p.id),
                                      kRegionProviderRole);
                m_region->setItemData(m_region->count() - 1, r.mainlandChina, kRegionMainlandRole);
            }
        }
    }
    m_region->setToolTip(
        tr("Only instance types sold in this region; prices of the region where the catalog has "
           "them."));
    form->addRow(tr("&Region:"), m_region);

    m_domestic = FormWidgets::checkBox(tr("Domestic accelerators on&ly"), "domesticCheck",
                                       tr("Huawei Ascend and other Chinese chips only: for projects that "
                                          "must not depend on export-controlled NVIDIA GPUs."));
    form->addRow(m_domestic);
    m_mainland = FormWidgets::checkBox(
        tr("Data stays &in mainland China"), "dataResidencyCheck",
        tr("For data that must not leave mainland China (personal information, important "
           "data): only instance types sold in mainland regions, priced there; no Hong Kong "
           "or overseas regions."));
    form->addRow(m_mainland);
    m_byApplication = FormWidgets::checkBox(
        tr("O&ffers by application"), "availabilityApplyCheck",
        tr("Instance types the provider rents only after an application: a whitelist, a ticket (工单) or an "
           "invitation (邀测). The plan says how to apply for each."));
    m_throughSales = FormWidgets::checkBox(
        tr("Offers t&hrough sales"), "availabilityContractCheck",
        tr("Instance types sold only through the provider's sales team (联系销售): their prices are list "
           "prices at best, and a quote can take days."));
    auto *offers = new QVBoxLayout;
    offers->addWidget(m_byApplication);
    offers->addWidget(m_throughSales);
    form->addRow(tr("Also plan:"), offers);
    m_allowMethodChangeToolTip =
        tr("When the model does not fit a GPU's memory with LoRA, plan it with QLoRA (the frozen model in 4 "
           "bits) instead of dropping that GPU.");
    m_allowMethodChange = FormWidgets::checkBox(tr("Use &QLoRA where LoRA does not fit"),
                                                "allowMethodChangeCheck", m_allowMethodChangeToolTip);
    form->addRow(m_allowMethodChange);

    connect(m_region, &QComboBox::currentIndexChanged, this, [this] {
        const QString region = m_region->currentData().toString();
        if (region.isEmpty())
            removeJobValue("/budget/region");
        else
            setJobValue("/budget/region", region.toStdString());
    });
    connect(m_domestic, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            setJobValue("/budget/domestic_only", true);
        else
            removeJobValue("/budget/domestic_only");
    });
    connect(m_mainland, &QCheckBox::toggled, this, [this](bool on) {
        showRegionsOfProviders();
        if (on)
            setJobValue("/budget/data_residency", std::string("cn-mainland"));
        else
            removeJobValue("/budget/data_residency");
    });
    for (QCheckBox *offer : {m_byApplication, m_throughSales})
        connect(offer, &QCheckBox::toggled, this, &BudgetPage::writeAvailability);
    connect(m_allowMethodChange, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            setJobValue("/budget/allow_method_change", true);
        else
            removeJobValue("/budget/allow_method_change");
    });
    return box;
}

QWidget *BudgetPage::createHardwareBox()
{
    auto *box = new QGroupBox(tr("Hardware"));
    m_gpu = new QComboBox;
    m_gpu->setObjectName(QStringLiteral("jobGpuCombo"));
    m_gpu->setMaxVisibleItems(20);
    m_gpu->addItem(tr("Any GPU in the catalog"), QString());
    if (const auto catalog = session()->catalog()) {
        // Only GPUs some instance type has: the planner rents instances, not cards.
        std::set<std::string> rented;
        for (const tp::InstanceType &i : catalog->instances)
            rented.insert(i.gpu);
        for (const tp::Gpu &g : catalog->gpus)
            if (rented.count(g.id))
                m_gpu->addItem(tr("%1 (%2)").arg(QString::fromStdString(g.id), Format::gib(g.memoryGib)),
                               QString::fromStdString(g.id));
    }
    m_gpu->setToolTip(tr("Narrow the plan to one GPU model; any GPU lets the planner compare them all."));

    m_gpusPerNode = new QComboBox;
    m_gpusPerNode->setObjectName(QStringLiteral("gpusPerNodeCombo"));
    m_gpusPerNode->addItem(tr("Any"), 0);
    for (int n : {1, 2, 4, 8, 16})
        m_gpusPerNode->addItem(QString::number(n), n);
    m_gpusPerNode->setToolTip(tr("GPUs in each machine (node). Any: every size the catalog rents. Available "
                                 "once a GPU is chosen above."));

    m_nodes = new NumberField;
    m_nodes->setObjectName(QStringLiteral("nodesField"));
    m_nodes->setRange(tp::limits::kNodes.min, tp::limits::kNodes.max);
    m_nodes->setInteger(true);
    m_nodes->setOptional(true, tr("automatic: 1, 2, 4 … while it pays"));
    m_nodes->setTooLargeReason(tr("more nodes than any training run has used."));
    m_nodes->setToolTip(tr("Machines training together. Empty: the planner tries 1, 2, 4 … while "
                           "more nodes still pay. Available once a GPU is chosen above."));

    m_rdma = FormWidgets::checkBox(
        tr("Require an RDM&A network"), "rdmaCheck",
        tr("<p><b>RDMA</b> (remote direct memory access: InfiniBand, RoCE, Alibaba eRDMA) moves "
           "gradients between nodes without the CPU, at 100–3,200 Gbit/s. Training on several nodes "
           "without it spends much of each step waiting for the network.</p>"));

    // The share of GPU memory a recommendation leaves free (budget.memory_headroom, a fraction in
    // the job, in percent here)
    m_headroom = new NumberField;
    m_headroom->setObjectName(QStringLiteral("memoryHeadroomField"));
    m_headroom->setRange(0, 100 * tp::limits::kMemoryHeadroom.max);
    m_headroom->setOptional(true, tr("%1% (default)").arg(qRound(100 * tp::kDefaultMemoryHeadroom)));
    m_headroom->setTooLargeReason(tr("beyond half of its memory a GPU stands half idle."));
    m_headroom->setToolTip(
        tr("GPU memory a candidate must leave free, in percent: a longer batch, a framework "
           "update or memory fragmentation can take that much. A candidate that needs "
           "more is not recommended."));

    auto *form = new QFormLayout(box);
    form->addRow(tr("&GPU:"), m_gpu);
    form->addRow(tr("GPUs per &node:"), m_gpusPerNode);
    form->addRow(tr("Node&s:"), m_nodes);
    auto *headroomLabel = new QLabel(tr("Memory &kept free (%):"));
    headroomLabel->setBuddy(m_headroom->lineEdit());
    form->addRow(headroomLabel, m_headroom);
    form->addRow(m_rdma);
    connect(m_headroom, &NumberField::edited, this, [this] {
        if (isLoading() || !m_headroom->isValid())
            return;
        if (const auto percent = m_headroom->value())
            setJobValue("/budget/memory_headroom", *percent / 100.0);
        else
            removeJobValue("/budget/memory_headroom");
        emit completeChanged();
    });

    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        writeHardware();
    });
    connect(m_gpusPerNode, &QComboBox::currentIndexChanged, this, &BudgetPage::writeHardware);
    connect(m_nodes, &NumberField::edited, this, [this] {
        writeHardware();
        emit completeChanged();
    });
    connect(m_rdma, &QCheckBox::toggled, this, &BudgetPage::writeHardware);
    return box;
}

bool BudgetPage::isComplete() const
{
    if (!session()->hasJob())
        return false;
    if (!JobPage::isComplete())
        return false;
    return !tickedIds(m_billing, kBillingProperty).isEmpty() &&
           (m_providers.isEmpty() || !tickedIds(m_providers, kProviderProperty).isEmpty());
}

void BudgetPage::writeBilling()
{
    const QStringList billing = tickedIds(m_billing, kBillingProperty);
    m_billingError->setVisible(billing.isEmpty());
    if (isLoading() || billing.isEmpty())
        return;
    setJobValue("/budget/billing", idList(billing));
}

void BudgetPage::writeProviders()
{
    const QStringList providers = tickedIds(m_providers, kProviderProperty);
    m_providerError->setVisible(providers.isEmpty());
    if (isLoading() || providers.isEmpty())
        return;
    if (providers.size() == m_providers.size()) {
        removeJobValue("/budget/providers"); // all of them, including any added to the catalog later
        return;
    }
    setJobValue("/budget/providers", idList(providers));
}

void BudgetPage::writeAvailability()
{
    if (isLoading())
        return;
    // open offers always; the default (open and apply) is left out of the job
    if (m_byApplication->isChecked() && !m_throughSales->isChecked()) {
        removeJobValue("/budget/availability");
        return;
    }
    QStringList kinds{QStringLiteral("open")};
    if (m_byApplication->isChecked())
        kinds << QStringLiteral("apply");
    if (m_throughSales->isChecked())
        kinds << QStringLiteral("contract");
    setJobValue("/budget/availability", idList(kinds));
}

void BudgetPage::writeDeadline()
{
    if (isLoading() || !m_deadline->isValid())
        return;
    if (const auto v = m_deadline->value()) {
        const double hours = *v * m_deadlineUnit->currentData().toDouble();
        if (hours == std::round(hours))
            setJobValue("/budget/deadline_hours", static_cast<long long>(hours));
        else
            setJobValue("/budget/deadline_hours", hours);
    } else {
        removeJobValue("/budget/deadline_hours");
    }
}

void BudgetPage::writeCurrency()
{
    if (isLoading())
        return;
    // The same budget in the other currency, at the rate the plan converts prices with.
    nlohmann::json job = session()->job();
    const nlohmann::json before =
        JobJson::find(job, "/budget") ? *JobJson::find(job, "/budget") : json::object();
    JobJson::convertBudget(job, m_currency->currentData().toString().toStdString(),
                           session()->catalog().get());
    const nlohmann::json *budget = JobJson::find(job, "/budget");
    if (budget && *budget != before)
        setJobValue("/budget", *budget);
}

void BudgetPage::writeHardware()
{
    if (isLoading())
        return;
    const QString gpu = m_gpu->currentData().toString();
    const nlohmann::json &job = session()->job();
    if (gpu.isEmpty()) {
        // The job format needs a GPU or an instance in "hardware": without one, no block at all.
        if (!JobJson::string(job, "/hardware/instance").isEmpty())
            return; // an instance named in a file is kept until a GPU is chosen
        removeJobValue("/hardware");
        return;
    }
    json hw = json::object();
    hw["gpu"] = gpu.toStdString();
    if (const int n = m_gpusPerNode->currentData().toInt(); n > 0)
        hw["gpus_per_node"] = n;
    if (m_nodes->isValid() && m_nodes->value())
        hw["nodes"] = static_cast<int>(*m_nodes->value());
    if (m_rdma->isChecked())
        hw["rdma"] = true;
    // Keys of the block the page does not show (network_gbps, vcpus) stay.
    if (const nlohmann::json *old = JobJson::find(job, "/hardware"); old && old->is_object())
        for (const char *key : {"network_gbps", "vcpus"})
            if (old->contains(key))
                hw[key] = (*old)[key];
    setJobValue("/hardware", hw);
}

void BudgetPage::load(const json &job)
{
    m_maxCost->setValue(JobJson::number(job, "/budget/max_cost"));
    m_usdCny->setValue(JobJson::number(job, "/budget/usd_cny"));
    if (const auto headroom = JobJson::number(job, "/budget/memory_headroom"))
        m_headroom->setValue(*headroom * 100.0);
    else
        m_headroom->setValue(std::nullopt);
    const QString currency = JobJson::string(job, "/budget/currency");
    FormWidgets::selectData(m_currency, currency.isEmpty() ? QStringLiteral("CNY") : currency);
    m_maxCost->setUnit(
        PlanText::currencySymbol(m_currency->currentData().toString().toStdString()).trimmed());

    const std::optional<double> deadline = JobJson::number(job, "/budget/deadline_hours");
    if (deadline) {
        // Whole days read better as days (1440 h = 60 days); the unit the user chose stays otherwise.
        const bool days = std::fmod(*deadline, kHoursPerDay) == 0 && *deadline >= 4 * kHoursPerDay;
        if (!m_deadline->lineEdit()->hasFocus())
            FormWidgets::selectData(m_deadlineUnit, days ? kHoursPerDay : 1.0);
        m_deadline->setValue(*deadline / m_deadlineUnit->currentData().toDouble());
    } else {
        m_deadline->setValue(std::nullopt);
    }
    updateEnabled();

    const QString objective = JobJson::string(job, "/budget/objective");
    FormWidgets::selectData(m_objective, objective.isEmpty() ? QStringLiteral("cheapest") : objective);

    const QStringList billing = JobJson::strings(job, "/budget/billing");
    for (QCheckBox *c : m_billing) {
        const QString name = c->property(kBillingProperty).toString();
        const QSignalBlocker blocker(c);
        c->setChecked(billing.isEmpty() || billing.contains(name) ||
                      (name == QStringLiteral("subscription") &&
                       billing.contains(QStringLiteral("subscription_month"))));
    }
    m_billingError->setVisible(false);
    const QStringList providers = JobJson::strings(job, "/budget/providers");
    for (QCheckBox *c : m_providers) {
        const QSignalBlocker blocker(c);
        c->setChecked(providers.isEmpty() ||
                      providers.contains(c->property(kProviderProperty).toString(), Qt::CaseInsensitive));
    }
    m_providerError->setVisible(false);
    FormWidgets::selectData(m_region, JobJson::string(job, "/budget/region"));
    showRegionsOfProviders();
    {
        const QSignalBlocker a(m_domestic), b(m_allowMethodChange), c(m_rdma), d(m_mainland),
            e(m_byApplication), f(m_throughSales);
        const QStringList offers = JobJson::strings(job, "/budget/availability");
        m_byApplication->setChecked(offers.isEmpty() || offers.contains(QLatin1String("apply")));
        m_throughSales->setChecked(offers.contains(QLatin1String("contract")));
        m_mainland->setChecked(JobJson::string(job, "/budget/data_residency") ==
                               QLatin1String("cn-mainland"));
        m_domestic->setChecked(JobJson::boolean(job, "/budget/domestic_only").value_or(false));
        m_allowMethodChange->setChecked(JobJson::boolean(job, "/budget/allow_method_change").value_or(false));
        // Only a LoRA job of a transformer can switch to QLoRA: a vision model trains in full.
        const bool vision = visionJob();
        m_allowMethodChange->setEnabled(!vision);
        m_allowMethodChange->setToolTip(
            vision ? tr("Not for a convolutional vision model: it trains in full, without LoRA or QLoRA.")
                   : m_allowMethodChangeToolTip);
        m_rdma->setChecked(JobJson::boolean(job, "/hardware/rdma").value_or(false));
    }

    const QString instance = JobJson::string(job, "/hardware/instance");
    const int instanceItem = m_gpu->findData(QStringLiteral("instance"), Qt::UserRole + 1);
    if (instanceItem >= 0)
        m_gpu->removeItem(instanceItem);
    if (!instance.isEmpty()) {
        // A file may name one instance type: shown, kept, replaced when a GPU is chosen.
        const QSignalBlocker blocker(m_gpu);
        m_gpu->addItem(tr("Instance type %1").arg(instance), QString());
        m_gpu->setItemData(m_gpu->count() - 1, QStringLiteral("instance"), Qt::UserRole + 1);
        m_gpu->setCurrentIndex(m_gpu->count() - 1);
    } else {
        FormWidgets::selectData(m_gpu, JobJson::string(job, "/hardware/gpu"));
    }
    const std::optional<double> perNode = JobJson::number(job, "/hardware/gpus_per_node");
    FormWidgets::selectData(m_gpusPerNode, perNode ? static_cast<int>(*perNode) : 0);
    m_nodes->setValue(JobJson::number(job, "/hardware/nodes"));
    updateEnabled();
}

void BudgetPage::showRegionsOfProviders()
{
    const QStringList ticked = tickedIds(m_providers, kProviderProperty);
    auto *list = qobject_cast<QListView *>(m_region->view());
    if (!list)
        return;
    // Regions of the ticked providers, in mainland China when the data must stay there (issue 33).
    // The chosen region stays listed even when it is not: it is what the job says.
    const bool mainlandOnly = m_mainland && m_mainland->isChecked();
    for (int i = 1; i < m_region->count(); ++i) {
        const bool shown = ticked.contains(m_region->itemData(i, kRegionProviderRole).toString()) &&
                           (!mainlandOnly || m_region->itemData(i, kRegionMainlandRole).toBool());
        list->setRowHidden(i, i != m_region->currentIndex() && !shown);
    }
}

void BudgetPage::updateEnabled()
{
    const bool narrowed = !m_gpu->currentData().toString().isEmpty();
    m_gpusPerNode->setEnabled(narrowed);
    m_nodes->setEnabled(narrowed);
    m_rdma->setEnabled(narrowed);
    const bool days = m_deadlineUnit->currentData().toDouble() == kHoursPerDay;
    m_deadline->setRange(days ? tp::limits::kDeadlineHours.min / 24 : tp::limits::kDeadlineHours.min,
                         days ? tp::limits::kDeadlineHours.max / 24 : tp::limits::kDeadlineHours.max);
    m_deadline->setTooLargeReason(tr("ten years is not a deadline."));
}
