#pragma once

#include "core/watch/RunWatch.h"

#include <QCoreApplication>
#include <QString>

// A watched run (core/watch/RunWatch.h) in the UI's language: the verdict, the notes and the ways
// back within the limits, worded here from their codes and figures (the core's English sentences
// are for the command line).
class WatchText
{
    Q_DECLARE_TR_FUNCTIONS(WatchText)

public:
    // "On track: 1.8 h in all; the plan says 1.8 h (1.4 h to 2.6 h)."
    // A run's times in hours however long, as the plan sheet gives them ("20.1 h to 64.5 h", never
    // "20.1 h to 2.69 days"); under an hour in minutes or seconds.
    static QString hours(double h);
    static QString verdict(const tp::watch::WatchStatus &status);
    // A verdict code (tp::PlanActuals::verdicts()) in a few words: "Behind the plan".
    static QString verdictTitle(const std::string &code);
    // One note ("The run started again 2 times, …"); empty for a code this version does not know.
    static QString note(const tp::watch::WatchNote &note, const std::string &currency);
    // "Stop after 8 epochs: 1.4 h in all, ¥79.50."
    static QString rescue(const tp::watch::WatchRescue &rescue, const std::string &currency);
    // "1 × ecs.gn7i-c8g1.2xlarge (1 × A10), spot"
    static QString candidate(const tp::watch::WatchPlan &plan);
    // "24.0% (step 1,200 of 5,000)", "40.0% (epoch 2 of 5)"
    static QString progress(const tp::watch::WatchStatus &status);
    // "412 samples/s now; plan 398", "—" parts when not measured yet
    static QString speed(const tp::watch::WatchStatus &status);
    // "6.6 h (6.1 h to 7.4 h)", "6.6 h (the plan's figure)"
    static QString eta(const tp::watch::WatchStatus &status);
    // "¥35.20 so far; ¥146.00 projected (plan ¥140.00)"
    static QString cost(const tp::watch::WatchStatus &status);
};
