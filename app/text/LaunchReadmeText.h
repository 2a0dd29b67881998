#pragma once

#include "core/Catalog.h"
#include "core/export/LaunchFiles.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

// README.txt of a launch folder (tp::launchReadme) in the UI's language: the provider, billing,
// storage, method and precision by their display names and the framework notes translated. Ids,
// file names, variables and config keys stay as they are: they are what the user types.
class LaunchReadmeText
{
    Q_DECLARE_TR_FUNCTIONS(LaunchReadmeText)

public:
    static QString text(const std::vector<tp::ReadmeLine> &lines, const tp::Catalog &catalog);
    // A framework note (tp::CommandNote) by its code; its English text for a code new to the app.
    static QString note(const nlohmann::json &params);
};
