#pragma once

#include "core/calibration/KeptMeasurements.h"

#include <QWidget>
#include <vector>

class CatalogSource;
class KeptMeasurementStore;
class QLabel;
class QPushButton;
class QTableWidget;

// Catalog ▸ My measurements: the runs the user kept to calibrate later plans (measurements.json),
// one row each with its model, framework, hardware, figures and the day it was kept; Delete
// removes the selected one. A file with errors is shown with them and left as it is.
class KeptMeasurementsPage : public QWidget
{
    Q_OBJECT

public:
    KeptMeasurementsPage(CatalogSource *source, const QString &storePath = {}, QWidget *parent = nullptr);

    // Reads the file again (the page does so each time it is shown).
    void reload();
    // Deletes the run in `row` of the table; false with the reason shown when it cannot.
    bool deleteRow(int row);

    QTableWidget *table() const { return m_table; }
    QString statusText() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateStatus(const QString &error = {});

    CatalogSource *m_source;
    QString m_storePath;
    std::vector<tp::KeptMeasurement> m_kept;
    QStringList m_problems;
    QTableWidget *m_table;
    QPushButton *m_delete;
    QLabel *m_status;
};
