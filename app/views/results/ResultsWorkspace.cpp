#include "views/results/ResultsWorkspace.h"

#include "core/MemoryEstimator.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "text/PlanSheetText.h"
#include "text/PlanText.h"
#include "text/ProblemText.h"
#include "views/charts/MemoryChartView.h"
#include "views/results/CalibrateDialog.h"
#include "views/results/CandidateFilterProxy.h"
#include "views/results/CandidateTableModel.h"
#include "views/results/CatalogChangeNotice.h"
#include "views/results/CompareView.h"
#include "views/results/CostTimeChartView.h"
#include "views/results/PlanSheetView.h"
#include "views/results/ReopenNotice.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/ThemeColours.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDataStream>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIODevice>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace {

// Escaped for HTML, with spaces that do not break: a legend item wraps as a whole.
QString nonBreaking(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
}

// A legend swatch for rich text: a square of `fill` `size` pixels wide, drawn for a screen of
// `ratio` device pixels a pixel, with an edge of the same hue that stands out from `background`
// by 3:1 (WCAG 2.1, 1.4.11) where the fill alone does not (a pale grey on white, a dark blue on
// a dark window).
QString swatch(const QColor &fill, const QColor &background, int size, qreal ratio)
{
    const int pixels = qMax(1, qRound(size * ratio));
    const int edge = qMax(1, qRound(ratio));
    QImage image(pixels, pixels, QImage::Format_RGB32);
    image.fill(ThemeColours::readable(fill, background, 3.0));
    QPainter painter(&image);
    painter.fillRect(QRect(edge, edge, pixels - 2 * edge, pixels - 2 * edge), fill);
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("<img src='data:image/png;base64,%1' width='%2' height='%2' "
                          "style='vertical-align:middle'>")
        .arg(QString::fromLatin1(png.toBase64()))
        .arg(size);
}

} // namespace

ResultsWorkspace::ResultsWorkspace(PlanSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new CandidateTableModel(session, this)),
      m_proxy(new CandidateFilterProxy(this)), m_summary(new QLabel), m_table(new QTableView),
      m_chart(nullptr), m_details(new QTabWidget), m_sheet(new PlanSheetView(session)),
      m_memory(new MemoryChartView), m_memoryTitle(new QLabel), m_compare(new CompareView(session)),
      m_vertical(new QSplitter(Qt::Vertical)), m_horizontal(new QSplitter(Qt::Horizontal))
{
    setObjectName(QStringLiteral("resultsWorkspace"));
    m_proxy->setSourceModel(m_model);

    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_summary->setContentsMargins(4, 2, 4, 2);
    connect(m_summary, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QStringLiteral("apply:")))
            applySuggestion(link.mid(6).toInt());
    });

    m_table->setObjectName(QStringLiteral("candidateTable"));
    m_table->setAccessibleName(tr("Candidates"));
    m_table->setToolTip(tr("The instance types that could run the job, best first. Tick up to four in the "
                           "first column to compare them; select one to see its plan sheet and memory."));
    // Tab leaves the table; the arrow keys move between cells.
    m_table->setTabKeyNavigation(false);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CandidateTableModel::RankColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ResultsWorkspace::tableCurrentChanged);

    m_chart = new CostTimeChartView(session, m_proxy);

    m_memory->setObjectName(QStringLiteral("candidateMemoryChart"));
    m_memory->setMaximumHeight(QWIDGETSIZE_MAX);
    // The tab is narrow: the figures go in a legend of our own under the bar, which wraps.
    m_memory->setLegendVisible(false);
    m_memoryLegend = new QLabel;
    m_memoryLegend->setObjectName(QStringLiteral("memoryLegend"));
    m_memoryLegend->setWordWrap(true);
    m_memoryLegend->setTextFormat(Qt::RichText);
    m_memoryTitle->setObjectName(QStringLiteral("memoryTitle"));
    m_memoryTitle->setWordWrap(true);
    auto *memoryTab = new QWidget;
    auto *memoryLayout = new QVBoxLayout(memoryTab);
    memoryLayout->addWidget(m_memoryTitle);
    memoryLayout->addWidget(m_memory, 1);
    memoryLayout->addWidget(m_memoryLegend);

    m_details->setObjectName(QStringLiteral("detailTabs"));
    m_details->setDocumentMode(true);
    m_details->insertTab(SheetTab, m_sheet, tr("Plan sheet"));
    m_details->insertTab(MemoryTab, memoryTab, tr("Memory"));
    m_details->insertTab(CompareTab, m_compare, tr("Compare"));

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(createFilterBar());
    topLayout->addWidget(m_table, 1);

    m_horizontal->addWidget(m_chart);
    m_horizontal->addWidget(m_details);
    m_horizontal->setStretchFactor(0, 1);
    m_horizontal->setStretchFactor(1, 1);
    m_horizontal->setChildrenCollapsible(false);
    m_vertical->addWidget(top);
    m_vertical->addWidget(m_horizontal);
    m_vertical->setStretchFactor(0, 1);
    m_vertical->setStretchFactor(1, 1);
    m_vertical->setChildrenCollapsible(false);
    m_vertical->setSizes({300, 400});
    m_horizontal->setSizes({440, 500});

    // The mark of a calibrated plan, with the way back.
    m_calibration = new QLabel;
    m_calibration->setObjectName(QStringLiteral("calibrationLabel"));
    m_calibration->setWordWrap(true);
    m_calibration->setContentsMargins(4, 0, 4, 0);
    m_calibration->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_calibration->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new ReopenNotice(m_session, this));           // a reopened plan whose figures moved
    auto *catalogNotice = new CatalogChangeNotice(m_session, this); // a catalog change that moved the plan
    connect(catalogNotice, &CatalogChangeNotice::undoRequested, this,
            &ResultsWorkspace::catalogUndoRequested);
    layout->addWidget(catalogNotice);
    layout->addWidget(m_summary);
    layout->addWidget(m_calibration);
    layout->addWidget(m_vertical, 1);

    connect(m_session, &PlanSession::planChanged, this, &ResultsWorkspace::planChanged);
    connect(m_calibration, &QLabel::linkActivated, this, &ResultsWorkspace::removeCalibration);
    connect(m_calibrateButton, &QPushButton::clicked, this, &ResultsWorkspace::openCalibrateDialog);
    connect(m_session, &PlanSession::planningStarted, this, &ResultsWorkspace::updateSummary);
    connect(m_session, &PlanSession::selectionChanged, this, &ResultsWorkspace::selectionChanged);
    connect(m_session, &PlanSession::comparedChanged, this, [this] {
        // A second candidate ticked: show the comparison it asks for.
        const int count = static_cast<int>(m_session->compared().size());
        if (count >= 2 && count > m_comparedCount)
            setDetailTab(CompareTab);
        m_comparedCount = count;
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ResultsWorkspace::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ResultsWorkspace::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ResultsWorkspace::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, [this] {
        // Sorting or filtering moved the rows: keep the selected one in view.
        selectionChanged(m_session->selectedIndex());
    });
    planChanged();
}

QWidget *ResultsWorkspace::createFilterBar()
{
    m_providerFilter = new QComboBox;
    m_providerFilter->setObjectName(QStringLiteral("providerFilter"));
    m_providerFilter->setAccessibleName(tr("Provider"));
    m_providerFilter->setToolTip(tr("Show only the candidates of this cloud provider."));
    m_gpuFilter = new QComboBox;
    m_gpuFilter->setObjectName(QStringLiteral("gpuFilter"));
    m_gpuFilter->setAccessibleName(tr("GPU"));
    m_gpuFilter->setToolTip(tr("Show only the candidates with this GPU model."));
    m_gpuFilter->setMaxVisibleItems(20);
    m_billingFilter = new QComboBox;
    m_billingFilter->setObjectName(QStringLiteral("billingFilter"));
    m_billingFilter->setAccessibleName(tr("Billing mode"));
    m_billingFilter->setToolTip(
        tr("Show only the candidates billed this way (on demand, spot, subscription, reserved)."));
    m_feasibleOnly = FormWidgets::checkBox(
        tr("&Feasible only"), "feasibleOnlyCheck",
        tr("Hide the candidates that break a limit (memory, budget, deadline) or have no price."));
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("candidateCount"));

    for (QComboBox *combo : {m_providerFilter, m_gpuFilter, m_billingFilter})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_providerFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setProvider(m_providerFilter->currentData().toString()); });
    connect(m_gpuFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setGpu(m_gpuFilter->currentData().toString()); });
    connect(m_billingFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setBilling(m_billingFilter->currentData().toString()); });
    connect(m_feasibleOnly, &QCheckBox::toggled, m_proxy, &CandidateFilterProxy::setFeasibleOnly);

    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(4, 0, 4, 0);
    // Alt+W goes to the first filter; the others follow it in the Tab order.
    auto *show = new QLabel(tr("Sho&w:"));
    show->setObjectName(QStringLiteral("filterLabel"));
    show->setBuddy(m_providerFilter);
    layout->addWidget(show);
    layout->addWidget(m_providerFilter);
    layout->addWidget(m_gpuFilter);
    layout->addWidget(m_billingFilter);
    layout->addWidget(m_feasibleOnly);
    layout->addStretch();
    layout->addWidget(m_count);
    m_calibrateButton = new QPushButton(tr("Calibrate from a &run…"));
    m_calibrateButton->setObjectName(QStringLiteral("calibrateButton"));
    m_calibrateButton->setToolTip(
        tr("Correct the plan with what a short run of this job measured: drop its training log or type "
           "its figures."));
    layout->addWidget(m_calibrateButton);
    auto *watch = new QPushButton(tr("Watc&h a run…"));
    watch->setObjectName(QStringLiteral("watchButton"));
    watch->setToolTip(tr("Follow a training log as it grows against this plan: progress, time to go, cost so "
                         "far and projected, and a notice when it heads beyond the budget or deadline."));
    connect(watch, &QPushButton::clicked, this, &ResultsWorkspace::watchRequested);
    layout->addWidget(watch);
    return bar;
}

void ResultsWorkspace::setDetailTab(DetailTab tab)
{
    m_details->setCurrentIndex(tab);
}

void ResultsWorkspace::openCalibrateDialog()
{
    CalibrateDialog dialog(m_session, this);
    dialog.exec();
}

void ResultsWorkspace::removeCalibration()
{
    if (!m_session->job().contains("measured"))
        return;
    PlanSession::EditStep step(m_session, tr("Remove calibration"));
    m_session->removeValue("/measured");
}

void ResultsWorkspace::updateCalibration()
{
    const tp::Plan *plan = m_session->plan();
    m_calibrateButton->setEnabled(plan != nullptr);
    const QString note = plan ? PlanSheetText::calibrationNote(tp::calibrationSection(*plan)) : QString();
    const auto outcome = m_session->outcome();
    if (note.isEmpty() && outcome && !plan && m_session->job().contains("measured")) {
        // A measurement the planner refused stops the plan (the summary says why): the way out.
        m_calibration->setText(QStringLiteral("%1 — <a href='remove'>%2</a>")
                                   .arg(tr("The plan cannot use your measured run.").toHtmlEscaped(),
                                        tr("Remove calibration").toHtmlEscaped()));
        m_calibration->show();
        return;
    }
    if (note.isEmpty()) {
        m_calibration->hide();
        return;
    }
    const QString shown = m_session->usesKeptMeasurements()
                              ? tr("%1 (kept measurements: Catalog ▸ My measurements)").arg(note)
                              : note;
    m_calibration->setText(QStringLiteral("✓ %1 — <a href='remove'>%2</a>")
                               .arg(shown.toHtmlEscaped(), tr("Remove calibration").toHtmlEscaped()));
    m_calibration->show();
}

void ResultsWorkspace::planChanged()
{
    updateFilters();
    updateSummary();
    updateCalibration();
    updateCount();
    if (m_model->rowCount() == 0)
        return;
    if (!m_columnsFitted) {
        m_table->resizeColumnsToContents();
        m_columnsFitted = true;
        keepCostAndTimeInView();
        return;
    }
    // A later plan may hold longer cells ("2 × V100-SXM2-32GB"): a column too narrow for them
    // widens; one the user made wider stays.
    QHeaderView *header = m_table->horizontalHeader();
    const QAbstractItemView *view = m_table; // where sizeHintForColumn() is public
    for (int column = 0; column + 1 < header->count(); ++column) {
        const int needed = std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
        if (needed > header->sectionSize(column))
            header->resizeSection(column, needed);
    }
    keepCostAndTimeInView();
}

// The columns a choice rests on, cost and time, stay in view on a small screen: when they would
// end past the table's edge, the instance column (the longest ids before them) gives up the
// difference, down to its header's width, and elides its ids (the tooltip and the sheet keep them).
void ResultsWorkspace::keepCostAndTimeInView()
{
    const int time = CandidateTableModel::TimeColumn;
    const int over =
        m_table->columnViewportPosition(time) + m_table->columnWidth(time) - m_table->viewport()->width();
    if (over <= 0)
        return;
    QHeaderView *header = m_table->horizontalHeader();
    const int instance = CandidateTableModel::InstanceColumn;
    header->resizeSection(instance,
                          std::max(header->sectionSizeHint(instance), header->sectionSize(instance) - over));
}

void ResultsWorkspace::updateFilters()
{
    const auto outcome = m_session->outcome();
    const tp::Plan *plan = m_session->plan();
    std::set<std::string> providers, gpus;
    std::set<tp::Billing> billings;
    if (plan)
        for (const tp::Candidate &c : plan->candidates) {
            if (!c.instance)
                continue;
            providers.insert(c.instance->provider);
            gpus.insert(c.instance->gpu);
            billings.insert(c.billing);
        }
    // Refill, keeping the choice when it is still there.
    const auto refill = [](QComboBox *combo, const QString &all,
                           const std::vector<std::pair<QString, QString>> &items) {
        const QString current = combo->currentData().toString();
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(all, QString());
        for (const auto &[id, name] : items)
            combo->addItem(name, id);
        const int index = combo->findData(current);
        combo->setCurrentIndex(index >= 0 ? index : 0);
        return combo->currentData().toString();
    };
    std::vector<std::pair<QString, QString>> items;
    for (const std::string &p : providers)
        items.emplace_back(QString::fromStdString(p),
                           outcome ? PlanText::provider(*outcome->catalog, p) : QString());
    m_proxy->setProvider(refill(m_providerFilter, tr("All providers"), items));
    items.clear();
    for (const std::string &g : gpus)
        items.emplace_back(QString::fromStdString(g), QString::fromStdString(g));
    m_proxy->setGpu(refill(m_gpuFilter, tr("All GPUs"), items));
    items.clear();
    for (tp::Billing b : billings)
        items.emplace_back(QString::fromStdString(tp::billingName(b)), PlanText::billing(b));
    m_proxy->setBilling(refill(m_billingFilter, tr("All billing modes"), items));
}

void ResultsWorkspace::updateCount()
{
    m_count->setText(tr("%1 of %2 candidates").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void ResultsWorkspace::updateSummary()
{
    const auto outcome = m_session->outcome();
    // Colours for the window behind the summary, light or dark (redone on a palette change).
    const QString error = ThemeColours::color(ThemeColours::Error, palette()).name();
    QString html;
    if (!m_session->hasJob()) {
        html = tr("No plan yet: choose a scenario in the wizard.");
    } else if (!outcome) {
        html = tr("Planning…");
    } else if (!outcome->plan) {
        html = QStringLiteral("<b style='color:%1'>%2</b><ul>")
                   .arg(error, tr("The job cannot be planned:").toHtmlEscaped());
        for (const tp::Problem &p : outcome->problems)
            if (p.isError())
                html += QStringLiteral("<li>%1</li>").arg(ProblemText::describe(p).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    } else {
        const tp::Plan &plan = *outcome->plan;
        if (plan.recommendation) {
            html = QStringLiteral("<span style='font-size:large'><b>%1</b> %2</span>")
                       .arg(tr("Recommended:").toHtmlEscaped(),
                            PlanText::recommendation(plan, *outcome->catalog).toHtmlEscaped());
        } else {
            html = QStringLiteral("<b style='color:%1'>%2</b>")
                       .arg(error, tr("No candidate meets every limit of the job.").toHtmlEscaped());
            for (std::size_t i = 0; i < plan.suggestions.size(); ++i) {
                const tp::Suggestion &s = plan.suggestions[i];
                const bool applicable = s.code == "raise-budget" || s.code == "extend-deadline" ||
                                        s.code == "relax-both" || s.code == "use-qlora" ||
                                        s.code == "bigger-gpu";
                html +=
                    QStringLiteral("<br>• <b>%1</b>: %2")
                        .arg(PlanText::title(s.code).toHtmlEscaped(), CoreMessages::text(s).toHtmlEscaped());
                if (applicable)
                    html +=
                        QStringLiteral(" <a href='apply:%1'>%2</a>").arg(i).arg(tr("Apply").toHtmlEscaped());
            }
        }
        html +=
            QStringLiteral("<br><span style='color:%1'>%2</span>")
                .arg(ThemeColours::color(ThemeColours::Muted, palette()).name(),
                     tr("Objective: %1 · %2 instance types searched · planned in %3 ms")
                         .arg(PlanText::objective(plan.objective), QString::number(plan.stats.instanceTypes),
                              QLocale().toString(outcome->milliseconds, 'f', 1))
                         .toHtmlEscaped());
        if (m_session->isPlanning())
            html += QStringLiteral(" <i>%1</i>").arg(tr("(updating…)").toHtmlEscaped());
    }
    m_summary->setText(html);
}

void ResultsWorkspace::changeEvent(QEvent *event)
{
    // Light to dark or back: the summary's and the legend's colours are picked for the window.
    if (event->type() == QEvent::PaletteChange) {
        updateSummary();
        updateMemory();
    }
    QWidget::changeEvent(event);
}

void ResultsWorkspace::applySuggestion(int index)
{
    const tp::Plan *plan = m_session->plan();
    if (!plan || index < 0 || index >= static_cast<int>(plan->suggestions.size()))
        return;
    const tp::Suggestion s = plan->suggestions[static_cast<std::size_t>(index)];
    const nlohmann::json &f = s.figures;
    const PlanSession::EditStep step(m_session, tr("Apply “%1”").arg(PlanText::title(s.code)));
    if ((s.code == "raise-budget" || s.code == "relax-both") && f.contains("max_cost"))
        m_session->setValue("/budget/max_cost", f["max_cost"]);
    if ((s.code == "extend-deadline" || s.code == "relax-both") && f.contains("deadline_hours"))
        m_session->setValue("/budget/deadline_hours", f["deadline_hours"]);
    if (s.code == "use-qlora")
        m_session->setValue("/method", "qlora");
    if (s.code == "bigger-gpu" && f.contains("gpu") && JobJson::find(m_session->job(), "/hardware")) {
        nlohmann::json hw = {{"gpu", f["gpu"]}};
        if (f.contains("gpus_per_node"))
            hw["gpus_per_node"] = f["gpus_per_node"];
        m_session->setValue("/hardware", hw);
    }
}

void ResultsWorkspace::selectionChanged(int candidate)
{
    updateMemory();
    if (m_syncing)
        return;
    m_syncing = true;
    const int row = m_proxy->rowOfCandidate(candidate);
    if (row >= 0) {
        const QModelIndex index = m_proxy->index(row, 0);
        m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                              QItemSelectionModel::Rows);
        m_table->scrollTo(index);
    } else {
        m_table->selectionModel()->clearSelection();
    }
    m_syncing = false;
}

void ResultsWorkspace::tableCurrentChanged()
{
    if (m_syncing)
        return;
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    m_syncing = true;
    m_session->select(current.data(CandidateTableModel::CandidateIndexRole).toInt());
    m_syncing = false;
}

void ResultsWorkspace::updateMemory()
{
    const tp::Candidate *c = m_session->selectedCandidate();
    if (!c || !c->estimate || !c->instance) {
        m_memory->clear();
        m_memoryTitle->setText(tr("Select a candidate to see its memory."));
        m_memoryLegend->clear();
        return;
    }
    const std::array<double, MemoryChartView::PartCount> parts = c->estimate->memory.partsGib();
    const double gpuMemoryGib = c->estimate->gpuMemoryGib;
    m_memory->setBreakdown(parts, gpuMemoryGib);
    // A table of three columns: an item never breaks inside (Chinese text would, between any two characters).
    QStringList items;
    // The workspace's palette: on a palette change it is updated before its children's.
    const QColor background = palette().color(m_memoryLegend->backgroundRole());
    const int size = qMax(8, m_memoryLegend->fontMetrics().ascent() * 3 / 4);
    for (int part = 0; part < MemoryChartView::PartCount; ++part)
        items << QStringLiteral("%1&nbsp;%2&nbsp;%3")
                     .arg(swatch(MemoryChartView::partColor(part), background, size, devicePixelRatioF()),
                          nonBreaking(MemoryChartView::partName(part)),
                          nonBreaking(Format::gib(parts[static_cast<std::size_t>(part)])));
    items << QStringLiteral("<b>┆</b>&nbsp;%1&nbsp;%2")
                 .arg(nonBreaking(tr("GPU memory")), nonBreaking(Format::gib(gpuMemoryGib)));
    QString legend = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (int i = 0; i < items.size(); ++i)
        legend += (i % 3 == 0 ? QStringLiteral("<tr>") : QString()) +
                  QStringLiteral("<td style='white-space:nowrap'>") + items[i] +
                  QStringLiteral("&nbsp;&nbsp;</td>") + (i % 3 == 2 ? QStringLiteral("</tr>") : QString());
    m_memoryLegend->setText(legend + QStringLiteral("</table>"));
    const tp::Workload &w = c->estimate->workload;
    m_memoryTitle->setText(
        tr("<b>%1</b>: %2 of %3 per GPU (%4, micro-batch %5, ZeRO stage %6, activation "
           "checkpointing %7)")
            .arg(QString::fromStdString(c->instance->id).toHtmlEscaped(),
                 Format::gib(c->estimate->memoryPerGpuGib()), Format::gib(c->estimate->gpuMemoryGib),
                 QString::fromStdString(c->instance->gpu).toHtmlEscaped(), QString::number(w.microBatch),
                 QString::number(w.zeroStage), CoreMessages::recompute(w.recompute)));
}

QByteArray ResultsWorkspace::splitterState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << m_vertical->saveState() << m_horizontal->saveState();
    return state;
}

void ResultsWorkspace::restoreSplitterState(const QByteArray &state)
{
    QDataStream in(state);
    QByteArray vertical, horizontal;
    in >> vertical >> horizontal;
    if (in.status() != QDataStream::Ok)
        return;
    m_vertical->restoreState(vertical);
    m_horizontal->restoreState(horizontal);
}

QByteArray ResultsWorkspace::headerState() const
{
    return m_table->horizontalHeader()->saveState();
}

void ResultsWorkspace::restoreHeaderState(const QByteArray &state)
{
    if (!state.isEmpty() && m_table->horizontalHeader()->restoreState(state))
        m_columnsFitted = true;
}
