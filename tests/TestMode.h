#pragma once

#include <QLocale>
#include <QStandardPaths>

// What a GUI test sets before QApplication exists (its static initMain()): test-mode folders, so
// the user's settings, overrides and crash copies are never touched, and one locale, so numbers
// read the same on every machine.
namespace TestMode {

inline void enter()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

} // namespace TestMode
