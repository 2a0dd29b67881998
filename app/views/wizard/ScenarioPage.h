#pragma once

#include "core/planner/Scenario.h"
#include "views/jobedit/JobPage.h"

#include <vector>

class QButtonGroup;
class QRadioButton;

// Wizard step 1: a card for each scenario preset of the catalog (the typical jobs of the seed
// guides) and one for a custom job. Choosing a card asks for a new plan from it
// (scenarioChosen); the later steps then show its figures as defaults.
class ScenarioPage : public JobPage
{
    Q_OBJECT

public:
    ScenarioPage(PlanSession *session, const std::vector<tp::ScenarioPreset> &scenarios,
                 QWidget *parent = nullptr);

    QString title() const override;
    QString subTitle() const override;
    bool isComplete() const override;

    // The card of a scenario id ("" is the custom job), for tests.
    QRadioButton *card(const QString &id) const;
    QString chosenId() const;

signals:
    // The user picked a card: "" is the custom job.
    void scenarioChosen(const QString &id);

protected:
    void load(const nlohmann::json &job) override;

private:
    QButtonGroup *m_group;
    QList<QRadioButton *> m_cards;
};
