#include "views/catalog/KeptMeasurementsPage.h"

#include "document/CatalogSource.h"
#include "document/KeptMeasurementStore.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "text/ProblemText.h"
#include "views/widgets/FormWidgets.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

using json = nlohmann::json;

enum Column
{
    ModelColumn,
    FrameworkColumn,
    HardwareColumn,
    MeasuredColumn,
    KeptColumn,
    SourceColumn,
    ColumnCount
};

KeptMeasurementStore storeAt(const QString &path)
{
    return path.isEmpty() ? KeptMeasurementStore() : KeptMeasurementStore(path);
}

} // namespace

KeptMeasurementsPage::KeptMeasurementsPage(CatalogSource *source, const QString &storePath, QWidget *parent)
    : QWidget(parent), m_source(source), m_storePath(storePath)
{
    setObjectName(QStringLiteral("keptMeasurementsPage"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("Runs you kept in “Calibrate from a run”: each calibrates your later plans of a "
                      "model of its family trained with its framework."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("keptMeasurementsTable"));
    m_table->setAccessibleName(tr("My measurements"));
    m_table->setToolTip(
        tr("The runs you kept: the model and framework they calibrate, the hardware they ran on, "
           "what they measured and when. Select one to delete it."));
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the Delete button
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    auto *row = new QHBoxLayout;
    m_status = FormWidgets::selectableLabel("keptMeasurementsStatus");
    row->addWidget(m_status, 1);
    m_delete = new QPushButton(tr("&Delete"));
    m_delete->setObjectName(QStringLiteral("keptMeasurementsDelete"));
    m_delete->setToolTip(tr("Delete the selected run: later plans are no longer calibrated from it."));
    row->addWidget(m_delete);
    layout->addLayout(row);

    connect(m_delete, &QPushButton::clicked, this, [this] {
        const auto rows = m_table->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            deleteRow(rows.front().row());
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_delete->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty()); });
    m_table->setHorizontalHeaderLabels(
        {tr("Model"), tr("Framework"), tr("Hardware"), tr("Measured"), tr("Kept on"), tr("Source")});
    reload();
}

void KeptMeasurementsPage::reload()
{
    tp::Problems problems;
    m_kept = storeAt(m_storePath).read(&problems);
    m_problems.clear();
    for (const tp::Problem &p : problems)
        m_problems << ProblemText::describe(p);

    const tp::Catalog *catalog = m_source ? &m_source->catalog() : nullptr;
    m_table->setRowCount(static_cast<int>(m_kept.size()));
    for (int r = 0; r < static_cast<int>(m_kept.size()); ++r) {
        const tp::KeptMeasurement &k = m_kept[static_cast<std::size_t>(r)];
        const json &m = k.measured;
        const tp::Framework *framework = catalog ? catalog->findFramework(k.framework) : nullptr;
        QStringList figures;
        if (m.contains("tokens_per_s") && m["tokens_per_s"].is_number())
            figures << tr("%1 tokens/s").arg(Format::number(m["tokens_per_s"].get<double>()));
        if (m.contains("samples_per_s") && m["samples_per_s"].is_number())
            figures << tr("%1 samples/s").arg(Format::number(m["samples_per_s"].get<double>()));
        if (m.contains("step_time_s") && m["step_time_s"].is_number())
            figures << tr("%1 s per step").arg(Format::number(m["step_time_s"].get<double>()));
        if (m.contains("peak_memory_gib") && m["peak_memory_gib"].is_number())
            figures << tr("%1 per GPU").arg(Format::gib(m["peak_memory_gib"].get<double>()));
        QString source;
        if (m.contains("source") && m["source"].is_object())
            source = QString::fromStdString(m["source"].value("file", m["source"].value("format", "")));
        QString date = QString::fromStdString(k.kept);
        if (m.contains("date") && m["date"].is_string())
            date = tr("%1 (run %2)").arg(date, QString::fromStdString(m["date"].get<std::string>()));
        const QString cells[ColumnCount] = {
            QString::fromStdString(k.modelName),
            framework ? PlanText::localized(framework->name, k.framework)
                      : QString::fromStdString(k.framework),
            QString::fromStdString(k.hardware),
            figures.join(tr(", ")),
            date,
            source,
        };
        for (int c = 0; c < ColumnCount; ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    m_table->resizeColumnsToContents();
    m_delete->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty());
    updateStatus();
}

bool KeptMeasurementsPage::deleteRow(int row)
{
    if (row < 0 || row >= static_cast<int>(m_kept.size()))
        return false;
    KeptMeasurementStore store = storeAt(m_storePath);
    QString error;
    const bool ok =
        store.remove(static_cast<std::size_t>(row), m_kept[static_cast<std::size_t>(row)], &error);
    reload();
    if (!ok)
        updateStatus(error);
    return ok;
}

QString KeptMeasurementsPage::statusText() const
{
    return m_status->text();
}

void KeptMeasurementsPage::updateStatus(const QString &error)
{
    QStringList lines;
    if (!error.isEmpty())
        lines << error;
    lines << m_problems;
    if (lines.isEmpty())
        lines << (m_kept.empty()
                      ? tr("No runs kept. Tick “Keep this measurement” in “Calibrate from a run” to "
                           "keep one.")
                      : tr("%n run(s) kept in %1", nullptr, static_cast<int>(m_kept.size()))
                            .arg(QDir::toNativeSeparators(storeAt(m_storePath).path())));
    m_status->setText(lines.join(QLatin1Char('\n')));
}

void KeptMeasurementsPage::showEvent(QShowEvent *event)
{
    reload();
    QWidget::showEvent(event);
}
