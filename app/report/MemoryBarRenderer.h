#pragma once

#include "core/planner/Candidate.h"

#include <QImage>
#include <QString>
#include <QStringList>

// Draws one candidate's GPU memory per device as a horizontal stacked bar (weights, gradients,
// optimizer states, activations, other) against the GPU's capacity, with a legend.
class MemoryBarRenderer
{
public:
    // Names of the five parts, in the order above, and the "GPU memory" caption.
    struct Labels
    {
        QStringList parts;
        QString capacity;
    };

    static QImage render(const tp::Candidate &candidate, const QSize &size, const Labels &labels);
};
