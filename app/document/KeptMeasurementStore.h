#pragma once

#include "core/Problem.h"
#include "core/calibration/KeptMeasurements.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

// The measured runs the user keeps (measurements.json in the app's data folder): read, add one,
// delete one. A file with errors of its own is never rewritten, so that nothing in it is lost;
// what is wrong is said with the file and JSON path.
class KeptMeasurementStore
{
    Q_DECLARE_TR_FUNCTIONS(KeptMeasurementStore)

public:
    // The file in the app's data folder, or another one (tests).
    KeptMeasurementStore();
    explicit KeptMeasurementStore(const QString &path);

    QString path() const { return m_path; }

    // The runs kept; a missing file is none. Entries or a file that cannot be read go to
    // `problems` (may be null), the good entries are still returned.
    std::vector<tp::KeptMeasurement> read(tp::Problems *problems = nullptr) const;
    // Adds a run; false with a translated message when the file has errors or cannot be written.
    bool add(const tp::KeptMeasurement &kept, QString *error);
    // Keeps `entry`, a run measured of the job `jobJson`, dated today (tp::keepMeasurement, then
    // add); false with the reason when it cannot be resolved or written.
    bool keep(const nlohmann::json &jobJson, const nlohmann::json &entry, const tp::Catalog &catalog,
              QString *error);
    // Deletes the run at `index` of read(), if it is still `expected` (the file may have changed
    // since it was shown); false with a translated message otherwise.
    bool remove(std::size_t index, const tp::KeptMeasurement &expected, QString *error);

private:
    bool readForWrite(std::vector<tp::KeptMeasurement> &kept, QString *error) const;
    bool write(const std::vector<tp::KeptMeasurement> &kept, QString *error);

    QString m_path;
};
