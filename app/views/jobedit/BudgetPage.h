#pragma once

#include "views/jobedit/JobPage.h"

#include <QList>

class QCheckBox;
class QComboBox;
class QLabel;

// Wizard step 4: the limits and the search space: maximum cost and its currency, deadline,
// the billing modes allowed, providers, region, domestic accelerators only, what to optimise,
// and optionally one GPU model (with GPUs per node, nodes, RDMA) to narrow the candidates to.
class BudgetPage : public JobPage
{
    Q_OBJECT

public:
    explicit BudgetPage(PlanSession *session, QWidget *parent = nullptr);

    QString title() const override;
    QString subTitle() const override;
    bool isComplete() const override;

protected:
    void load(const nlohmann::json &job) override;

private:
    QWidget *createLimitsBox();
    QWidget *createSearchBox();
    QWidget *createHardwareBox();
    void writeBilling();
    void writeProviders();
    void writeAvailability();
    void writeDeadline();
    void writeCurrency();
    void writeHardware();
    void updateEnabled();
    void showRegionsOfProviders();

    NumberField *m_maxCost = nullptr;
    NumberField *m_usdCny = nullptr; // budget.usd_cny: the plan's own exchange rate
    QComboBox *m_currency = nullptr;
    NumberField *m_deadline = nullptr;
    QComboBox *m_deadlineUnit = nullptr;
    QComboBox *m_objective = nullptr;
    QList<QCheckBox *> m_billing;
    QList<QCheckBox *> m_providers;
    QComboBox *m_region = nullptr;
    QCheckBox *m_domestic = nullptr;
    QCheckBox *m_mainland = nullptr; // budget.data_residency "cn-mainland"
    // budget.availability: offers by application (on by default) and through sales (off)
    QCheckBox *m_byApplication = nullptr;
    QCheckBox *m_throughSales = nullptr;
    QCheckBox *m_allowMethodChange = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_gpusPerNode = nullptr;
    NumberField *m_nodes = nullptr;
    NumberField *m_headroom = nullptr;
    QCheckBox *m_rdma = nullptr;
    QLabel *m_billingError = nullptr;
    QString m_allowMethodChangeToolTip;
    QLabel *m_providerError = nullptr;
};
