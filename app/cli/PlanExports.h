#pragma once

#include "core/planner/PlanJson.h"

#include <string>

namespace tp {

class Catalog;
struct Candidate;
struct Plan;

// The exports of `trainplan-cli plan` written for people: the PDF plan sheet, the CSV and the
// launch folder's README.txt, in a language ("en", "zh_CN", "" = the system locale). They are the
// desktop app's own (app/report/PlanExporter), which need Qt: the executable hands CliApp one
// (app/cli/CliExports), so both front ends write them through one path. Without one (the Qt-free
// library, its tests) `--pdf` is refused, the CSV is core's machine CSV and README.txt is English.
class PlanExports
{
public:
    virtual ~PlanExports() = default;

    // The plan sheet of `candidate` at `path`; false with a message on failure.
    virtual bool pdf(const std::string &path, const Plan &plan, const Candidate &candidate,
                     const Catalog &catalog, const std::string &language, std::string &error) const = 0;
    // The bytes of the CSV for people (UTF-8 with a byte-order mark).
    virtual std::string csv(const Plan &plan, const Catalog &catalog, const PlanSelection &selection,
                            const std::string &language) const = 0;
    // The launch files of `candidate` in the folder `dir`, the whole set or none; false with a message.
    virtual bool launch(const std::string &dir, const Plan &plan, const Candidate &candidate,
                        const Catalog &catalog, const std::string &language, std::string &error) const = 0;
};

} // namespace tp
