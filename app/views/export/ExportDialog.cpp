#include "views/export/ExportDialog.h"

#include "views/widgets/ThemeColours.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QVBoxLayout>

ExportDialog::ExportDialog(const QString &folder, const QString &baseName, const QString &recommended,
                           const QString &selected, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export Plan"));
    auto *layout = new QVBoxLayout(this);
    auto *what =
        new QLabel(tr("The configuration to rent, which the plan sheet and the launch files are about:"));
    what->setWordWrap(true);
    layout->addWidget(what);
    // The recommendation unless the user picks the selected row: a click on the chart must not
    // change what is sent for approval without a word.
    m_recommended =
        new QRadioButton(recommended.isEmpty() ? tr("The &recommended candidate: none meets every limit")
                                               : tr("The &recommended candidate: %1").arg(recommended));
    m_recommended->setObjectName(QStringLiteral("exportRecommendedRadio"));
    m_recommended->setEnabled(!recommended.isEmpty());
    m_recommended->setToolTip(tr("The candidate the planner recommends for the job's limits and objective."));
    layout->addWidget(m_recommended);
    if (!selected.isEmpty()) { // only when it is another candidate
        m_selected = new QRadioButton(tr("The row &selected in the results: %1").arg(selected));
        m_selected->setObjectName(QStringLiteral("exportSelectedRadio"));
        m_selected->setToolTip(
            tr("The candidate selected in the results table or chart, instead of the recommendation."));
        layout->addWidget(m_selected);
    }
    (recommended.isEmpty() && m_selected ? m_selected : m_recommended)->setChecked(true);

    auto *form = new QFormLayout;
    auto *folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(QDir::toNativeSeparators(folder));
    m_folder->setObjectName(QStringLiteral("exportFolderEdit"));
    m_folder->setAccessibleName(tr("Folder"));
    m_folder->setToolTip(
        tr("The folder the files are written into; it is created if it does not exist. Files "
           "of the same name there are replaced."));
    auto *browse = new QPushButton(tr("&Browse…"));
    browse->setObjectName(QStringLiteral("exportBrowseButton"));
    browse->setAccessibleName(tr("Browse for the folder"));
    browse->setToolTip(tr("Choose the folder in a file dialog."));
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    // A row holding a layout gets no label buddy of its own: without one Alt+F would do nothing.
    auto *folderLabel = new QLabel(tr("&Folder:"));
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    m_name = new QLineEdit(baseName);
    m_name->setObjectName(QStringLiteral("exportNameEdit"));
    m_name->setAccessibleName(tr("File name"));
    m_name->setToolTip(tr("The files are called NAME.pdf, NAME.csv, NAME.json and NAME-launch/."));
    form->addRow(tr("File &name:"), m_name);
    layout->addLayout(form);

    m_pdf =
        new QCheckBox(tr("&PDF plan sheet (A4, in the interface language): for whoever approves the budget"));
    m_csv = new QCheckBox(tr("&CSV of every candidate (UTF-8, opens in Excel): for finance"));
    m_json = new QCheckBox(tr("&JSON of the whole plan (the trainplan-cli plan format)"));
    m_launch =
        new QCheckBox(tr("&Launch files: DeepSpeed config, torchrun script, Volcano Job, PAI-DLC spec"));
    m_pdf->setObjectName(QStringLiteral("exportPdfCheck"));
    m_pdf->setToolTip(tr("NAME.pdf: one A4 page with the configuration to rent, its cost, time and memory, "
                         "and the alternatives."));
    m_csv->setObjectName(QStringLiteral("exportCsvCheck"));
    m_csv->setToolTip(tr("NAME.csv: every candidate in a row, with its price, cost, time and memory; "
                         "UTF-8 with a byte order mark, so Excel shows Chinese text right."));
    m_json->setObjectName(QStringLiteral("exportJsonCheck"));
    m_json->setToolTip(tr("NAME.json: the job and every candidate, as trainplan-cli plan writes it, for "
                          "scripts and for comparing plans later."));
    m_launch->setObjectName(QStringLiteral("exportLaunchCheck"));
    m_launch->setToolTip(tr("NAME-launch/: files that start the training on the chosen configuration, to "
                            "adapt and run."));
    for (QCheckBox *box : {m_pdf, m_csv, m_json, m_launch}) {
        box->setChecked(true);
        layout->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &ExportDialog::validate);
        if (box == m_pdf) {
            m_comparison = new QCheckBox;
            m_comparison->setObjectName(QStringLiteral("exportComparisonCheck"));
            m_comparison->setToolTip(
                tr("A page in the PDF with the candidates ticked in the results, side by "
                   "side, the best figure of each row marked ✓, as the Compare tab "
                   "shows them."));
            m_comparison->setAccessibleName(tr("Compared candidates side by side in the PDF"));
            m_comparison->setVisible(false);
            m_actuals = new QCheckBox;
            m_actuals->setObjectName(QStringLiteral("exportActualsCheck"));
            m_actuals->setToolTip(tr("The \"Plan vs actual\" section: the run watched and saved to the plan, "
                                     "beside what was planned."));
            m_actuals->setAccessibleName(tr("The watched run in the PDF"));
            m_actuals->setVisible(false);
            for (QCheckBox *sub : {m_comparison, m_actuals}) {
                auto *indented = new QHBoxLayout;
                indented->addSpacing(24);
                indented->addWidget(sub, 1);
                layout->addLayout(indented);
                connect(m_pdf, &QCheckBox::toggled, sub, &QCheckBox::setEnabled);
            }
        }
    }
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("exportProblem"));
    ThemeColours::setTextTone(m_problem, ThemeColours::Error);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("exportNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::validate);
    connect(m_name, &QLineEdit::textChanged, this, &ExportDialog::validate);
    validate();
}

QString ExportDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

QString ExportDialog::baseName() const
{
    return m_name->text().trimmed();
}

void ExportDialog::offerComparison(int count)
{
    m_comparison->setVisible(count >= 2);
    m_comparison->setChecked(count >= 2);
    m_comparison->setText(tr("Add the %n compared candidates side by side", nullptr, count));
}

bool ExportDialog::includesComparison() const
{
    return m_pdf->isChecked() && !m_comparison->isHidden() && m_comparison->isChecked();
}

void ExportDialog::offerActuals(const QString &recordedAt)
{
    m_actuals->setVisible(true);
    m_actuals->setChecked(true);
    m_actuals->setText(tr("Add the watched run (Plan vs actual, as of %1)").arg(recordedAt));
}

bool ExportDialog::includesActuals() const
{
    return m_pdf->isChecked() && !m_actuals->isHidden() && m_actuals->isChecked();
}

bool ExportDialog::exportsSelected() const
{
    return m_selected && m_selected->isChecked();
}

PlanExporter::Parts ExportDialog::parts() const
{
    PlanExporter::Parts p;
    p.pdf = m_pdf->isChecked();
    p.csv = m_csv->isChecked();
    p.json = m_json->isChecked();
    p.launch = m_launch->isChecked();
    return p;
}

void ExportDialog::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Into"), folder());
    if (!dir.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(dir));
    validate(); // the dialog may have created the folder the text already named
}

void ExportDialog::accept()
{
    if (!QFileInfo(folder()).isDir() && !QDir().mkpath(folder())) {
        m_problem->setText(tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder())));
        return;
    }
    QDialog::accept();
}

void ExportDialog::validate()
{
    QString problem;
    static const QRegularExpression badName(QStringLiteral(R"([/\\:*?"<>|])"));
    if (!m_pdf->isChecked() && !m_csv->isChecked() && !m_json->isChecked() && !m_launch->isChecked())
        problem = tr("Choose at least one thing to export.");
    else if (baseName().isEmpty())
        problem = tr("Give the files a name.");
    else if (baseName().contains(badName))
        problem = tr("A file name cannot contain / \\ : * ? \" < > |.");
    else if (folder().isEmpty())
        problem = tr("Choose a folder.");
    else if (QFileInfo(folder()).exists() && !QFileInfo(folder()).isDir())
        problem = tr("%1 is a file, not a folder.").arg(QDir::toNativeSeparators(folder()));
    m_problem->setText(problem);
    m_note->setText(problem.isEmpty() && !QFileInfo(folder()).exists()
                        ? tr("The folder does not exist yet: Export creates it.")
                        : QString());
    m_ok->setEnabled(problem.isEmpty());
}
