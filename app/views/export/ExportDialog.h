#pragma once

#include "report/PlanExporter.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

// File > Export: which forms of the plan to write (PDF plan sheet, CSV, JSON, launch files), into
// which folder and under which name. The exporter does the writing; this only asks.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    ExportDialog(const QString &folder, const QString &baseName, const QString &candidateText,
                 QWidget *parent = nullptr);

    QString folder() const;
    QString baseName() const;
    PlanExporter::Parts parts() const;

private:
    void browse();
    void validate();

    QLineEdit *m_folder = nullptr;
    QLineEdit *m_name = nullptr;
    QCheckBox *m_pdf = nullptr;
    QCheckBox *m_csv = nullptr;
    QCheckBox *m_json = nullptr;
    QCheckBox *m_launch = nullptr;
    QLabel *m_problem = nullptr;
    class QPushButton *m_ok = nullptr;
};
