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
    // `recommended` and `selected` describe the candidates the plan sheet can be about: the
    // recommended one (the default) and the row selected in the results, when it is another;
    // either may be empty when there is none.
    ExportDialog(const QString &folder, const QString &baseName, const QString &recommended,
                 const QString &selected = QString(), QWidget *parent = nullptr);

    QString folder() const;
    QString baseName() const;
    PlanExporter::Parts parts() const;
    // Whether the user chose the selected row over the recommended candidate.
    bool exportsSelected() const;
    // Offers to add the `count` candidates ticked for comparison to the PDF, side by side (from
    // two up; ticked by default). Whether the user wants them:
    void offerComparison(int count);
    bool includesComparison() const;
    // Offers the plan's watched run (its "Plan vs actual" section) for the PDF, ticked by default;
    // `recordedAt` says when it was saved. Whether the user wants it:
    void offerActuals(const QString &recordedAt);
    bool includesActuals() const;

    // Creates the folder when it does not exist yet; stays open, saying why, when it cannot.
    void accept() override;

private:
    void browse();
    void validate();

    QLineEdit *m_folder = nullptr;
    QLineEdit *m_name = nullptr;
    QCheckBox *m_pdf = nullptr;
    QCheckBox *m_csv = nullptr;
    QCheckBox *m_json = nullptr;
    QCheckBox *m_launch = nullptr;
    QCheckBox *m_comparison = nullptr; // under the PDF's box, shown by offerComparison
    QCheckBox *m_actuals = nullptr;    // under the PDF's box, shown by offerActuals
    class QRadioButton *m_recommended = nullptr;
    class QRadioButton *m_selected = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_note = nullptr; // what Export will do besides writing (create the folder)
    class QPushButton *m_ok = nullptr;
};
