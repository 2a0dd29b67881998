#pragma once

#include "CalibrationSet.h"

#include <array>
#include <string>
#include <vector>

namespace tp::calibration {

// Two published runs of one job on other hardware (the same source, model, method, precision,
// framework and measured quantity; other GPUs or GPU counts): the first one as the user's
// measured run, the second one predicted with and without it (issue 18).
struct PairOutcome
{
    std::string measured;  // case id of the run taken as measured
    std::string predicted; // case id of the run predicted
    std::string source;
    bool sameGpu = false;        // the same GPU model, another count
    bool sameGeneration = false; // the same GPU generation (architecture)
    bool conv = false;           // a convolutional net (not a transformer)
    double before = 0;           // predicted / expected of the second run, uncalibrated
    double after = 0;            // ... calibrated on the first
};

struct PairSummary
{
    int pairs = 0;
    int closer = 0;          // pairs whose calibrated prediction is closer
    double medianBefore = 0; // median |ratio - 1|
    double medianAfter = 0;
    double logSpreadLow = 0;  // 10th percentile of -ln(ratio) after calibration, at least 0.1
    double logSpreadHigh = 0; // 90th percentile of ln(ratio) after calibration, at least 0.1
};

// Every pair, calibrated with the catalog's EfficiencyModel::calibrated.transfer.
std::vector<PairOutcome> evaluatePairs(const std::vector<Case> &cases, const Catalog &catalog);

// The share of a speed correction that carries over to another GPU (the exponent on the factor),
// fitted by median error over 0, 0.05, ... 1 on each kind of pair across GPU models: to the
// measured GPU's generation, and to another generation for transformers and for convolutional
// nets (EfficiencyModel::Calibrated). A kind keeps its own exponent only when that predicts its
// pairs closer, held out by source, than one exponent shared by every pair across GPU models;
// `heldOut` has every pair with the other-GPU ones predicted at the exponent fitted without
// their source.
struct TransferFit
{
    double transfer = 1;               // transformers, another generation
    double transferSameGeneration = 1; // the same generation
    double transferConv = 1;           // convolutional nets, another generation
    std::array<bool, 3> ownExponent{}; // transfer, same generation, conv: fitted on its own kind
    std::vector<PairOutcome> fitted;   // at `transfer`
    std::vector<PairOutcome> heldOut;  // leave-one-source-out
};
TransferFit fitTransfer(const std::vector<Case> &cases, const Catalog &catalog);

// The summary of the pairs that `sameGpu` selects (all when unset).
PairSummary summarizePairs(const std::vector<PairOutcome> &pairs, std::optional<bool> sameGpu = {});

} // namespace tp::calibration
