#pragma once

#include "core/planner/PlanChanges.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// What a reopened plan says when today's plan of its job differs from the results it was saved
// with (tp::PlanChanges), in the UI's language.
class PlanChangesText
{
    Q_DECLARE_TR_FUNCTIONS(PlanChangesText)

public:
    // "This plan was saved on 1 Dec 2026 with ¥106.20 / 36.6 h; with today's catalog it is
    // ¥67.47 / 36.6 h." followed by the reasons.
    static QString notice(const tp::PlanChanges &changes);
    // "Your catalog change moved this plan: it was ...; now it is ... (recommended: ...)".
    static QString catalogNotice(const tp::PlanChanges &changes);
    // One line per change ("price of ecs.gn7i-… (on-demand) changed: ¥8.90 → ¥5.65 per node-hour,
    // dated 2026-12-01 (override.json)").
    static QStringList reasons(const tp::PlanChanges &changes);
    static QString reason(const tp::PlanChange &change);
    // "¥106.20 / 36.6 h, 1 × ecs.gn7i-c8g1.2xlarge, on-demand", "no recommendation".
    static QString figures(const tp::PlanFigures &figures);

private:
    // `head`, then the reasons in brackets when there are any.
    static QString withReasons(const QString &head, const tp::PlanChanges &changes);
};
