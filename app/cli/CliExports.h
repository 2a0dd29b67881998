#pragma once

#include "cli/PlanExports.h"

// The CLI's exports for people (PlanExports), written by the desktop app's exporter
// (app/report/PlanExporter) in the language `--lang` asks for: its translator is installed and the
// default locale set while each file is written. Part of the executable, not of the Qt-free
// library; the PDF needs a QGuiApplication (main.cpp makes one when --pdf is given).
class CliExports : public tp::PlanExports
{
public:
    bool pdf(const std::string &path, const tp::Plan &plan, const tp::Candidate &candidate,
             const tp::Catalog &catalog, const std::string &language, std::string &error) const override;
    std::string csv(const tp::Plan &plan, const tp::Catalog &catalog, const tp::PlanSelection &selection,
                    const std::string &language) const override;
    bool launch(const std::string &dir, const tp::Plan &plan, const tp::Candidate &candidate,
                const tp::Catalog &catalog, const std::string &language, std::string &error) const override;
};
