#pragma once

#include "core/planner/Planner.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>
#include <vector>

// Candidates side by side in words: one row per figure, one column per candidate, and in each row
// where "better" means something (cheaper, faster, more throughput, more headroom) the best value
// marked, ties all marked. The Compare view (CompareModel) and the PDF's comparison both show it.
class CompareText
{
    Q_DECLARE_TR_FUNCTIONS(CompareText)

public:
    enum Row
    {
        InstanceRow,
        ProviderRow,
        GpuRow,
        NodesRow,
        BillingRow,
        StatusRow,
        TimeRow,
        SlowEndRow,
        CostRow,
        CostPerGpuHourRow,
        PriceSourceRow,
        GpuHoursRow,
        ThroughputRow,
        MemoryRow,
        VcpuRow,
        HostMemoryRow,
        NetworkRow,
        SettingsRow,
        WarningsRow,
        RowCount
    };

    static QString rowTitle(int row);
    // A column's heading: "#3 Spot" (its rank in the plan, its billing).
    static QString columnTitle(int candidateIndex, const tp::Candidate &c);
    // The figure of a candidate in a row, with "✓ " before it when `best` (the mark reads without
    // colour too: printouts, colour blindness).
    static QString value(const tp::Catalog &catalog, const tp::Candidate &c, int row, bool best = false);
    // The number compared in a row (invalid where the row has none).
    static QVariant raw(const tp::Candidate &c, int row);
    // Whether a smaller value is better in this row (+1), a larger one (-1), or neither (0).
    static int betterDirection(int row);
    // Which of the candidates have the best value of the row (none for fewer than two).
    static std::vector<bool> best(const std::vector<const tp::Candidate *> &candidates, int row);
};
