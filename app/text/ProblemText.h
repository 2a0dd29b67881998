#pragma once

#include "core/Problem.h"

#include <QCoreApplication>
#include <QString>
#include <string>

// Turns the core's problem and warning codes into translated titles. The core's English
// sentence stays as the detail: it names ids and figures the title cannot.
class ProblemText
{
    Q_DECLARE_TR_FUNCTIONS(ProblemText)

public:
    // Translated title of a code; the code itself when it is new to the app.
    static QString title(const std::string &code);
    // "Unknown GPU (unknown-gpu) at /hardware/gpu: unknown GPU "X" ..."
    static QString describe(const tp::Problem &problem);
    // "Memory is tight (memory-tight): uses 93% of GPU memory ..."
    static QString describe(const std::string &code, const std::string &message);
    // `text` (a file name, a JSON path, a value from a file) with line breaks, control and bidi
    // characters written as escapes, so a dialog shows it without obeying it.
    static QString shown(const std::string &text);
};
