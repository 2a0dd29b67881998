#include "views/watch/WatchRunDialog.h"

#include "core/planner/PlanJson.h"
#include "core/watch/WatchActuals.h"
#include "document/KeptMeasurementStore.h"
#include "document/PlanSession.h"
#include "text/PlanText.h"
#include "text/ReadFile.h"
#include "text/WatchText.h"
#include "views/charts/ChartPalette.h"
#include "views/widgets/ThemeColours.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <chrono>

using tp::watch::ProgressEvent;
using tp::watch::RunWatch;
using tp::watch::WatchPlans;
using tp::watch::WatchStatus;

namespace {

double steadySeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

QLabel *figureLabel(const char *name)
{
    auto *label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

WatchRunDialog::WatchRunDialog(PlanSession *session, QWidget *parent)
    : QDialog(parent), m_session(session), m_fileWatcher(new QFileSystemWatcher(this))
{
    setWindowTitle(tr("Watch a Run"));
    setObjectName(QStringLiteral("watchRunDialog"));
    auto *layout = new QVBoxLayout(this);

    auto *source = new QFormLayout;
    m_planSource = figureLabel("watchPlanSource");
    auto *choosePlan = new QPushButton(tr("Other &Plan File…"));
    choosePlan->setObjectName(QStringLiteral("watchChoosePlan"));
    choosePlan->setToolTip(
        tr("A .trainplan file saved with its results, or the output of trainplan-cli plan --json."));
    auto *planRow = new QHBoxLayout;
    planRow->addWidget(m_planSource, 1);
    planRow->addWidget(choosePlan);
    auto *planLabel = new QLabel(tr("Plan:"));
    source->addRow(planLabel, planRow);
    m_candidate = new QComboBox;
    m_candidate->setObjectName(QStringLiteral("watchCandidate"));
    auto *candidateLabel = new QLabel(tr("&Compared with:"));
    candidateLabel->setBuddy(m_candidate);
    source->addRow(candidateLabel, m_candidate);
    m_logEdit = new QLineEdit;
    m_logEdit->setObjectName(QStringLiteral("watchLogPath"));
    m_logEdit->setReadOnly(true);
    m_logEdit->setPlaceholderText(
        tr("trainer_state.json, a Trainer, DeepSpeed, Megatron-LM, NeMo or torchtitan log, "
           "Ultralytics results.csv"));
    auto *chooseLog = new QPushButton(tr("Choose &Log…"));
    chooseLog->setObjectName(QStringLiteral("watchChooseLog"));
    auto *logRow = new QHBoxLayout;
    logRow->addWidget(m_logEdit, 1);
    logRow->addWidget(chooseLog);
    auto *logLabel = new QLabel(tr("Training log:"));
    source->addRow(logLabel, logRow);
    layout->addLayout(source);

    m_error = figureLabel("watchError");
    m_error->hide();
    layout->addWidget(m_error);

    // planned progress with its range against the run's, over the run's hours
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    m_fast = new QLineSeries(chart);
    m_slow = new QLineSeries(chart);
    m_band = new QAreaSeries(m_fast, m_slow);
    m_band->setName(tr("Plan's range"));
    m_planned = new QLineSeries;
    m_planned->setName(tr("Plan"));
    m_actual = new QLineSeries;
    m_actual->setName(tr("This run"));
    m_actual->setPointsVisible(true);
    chart->addSeries(m_band);
    chart->addSeries(m_planned);
    chart->addSeries(m_actual);
    m_axisX = new QValueAxis;
    m_axisX->setTitleText(tr("Hours since the run started"));
    m_axisY = new QValueAxis;
    m_axisY->setTitleText(tr("Done (%)"));
    m_axisY->setRange(0, 100);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    m_axisX->setLabelFormat(QStringLiteral("%g")); // 20, 40 … hours, and 0.25 for a short run
    m_axisX->setRange(0, 1);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    m_chart = new QChartView(chart);
    m_chart->setObjectName(QStringLiteral("watchChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);
    ChartPalette::apply(chart, palette());
    QColor band = ThemeColours::color(ThemeColours::Accent, palette());
    band.setAlphaF(0.18);
    m_band->setBrush(band);
    m_band->setPen(Qt::NoPen);
    m_planned->setPen(QPen(ThemeColours::color(ThemeColours::Accent, palette()), 2, Qt::DashLine));
    m_actual->setPen(QPen(ThemeColours::color(ThemeColours::Ink, palette()), 2));
    layout->addWidget(m_chart, 1);

    auto *figures = new QFormLayout;
    m_progress = figureLabel("watchProgress");
    m_speed = figureLabel("watchSpeed");
    m_elapsed = figureLabel("watchElapsed");
    m_eta = figureLabel("watchEta");
    m_cost = figureLabel("watchCost");
    m_verdict = figureLabel("watchVerdict");
    figures->addRow(tr("Progress:"), m_progress);
    figures->addRow(tr("Speed:"), m_speed);
    figures->addRow(tr("Elapsed:"), m_elapsed);
    figures->addRow(tr("Time to go:"), m_eta);
    figures->addRow(tr("Cost:"), m_cost);
    figures->addRow(tr("Verdict:"), m_verdict);
    layout->addLayout(figures);
    m_notice = figureLabel("watchNotice");
    m_notice->setTextFormat(Qt::RichText);
    m_notice->hide();
    layout->addWidget(m_notice);
    m_notes = figureLabel("watchNotes");
    m_notes->setTextFormat(Qt::RichText);
    layout->addWidget(m_notes);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_keep = buttons->addButton(tr("&Keep This Measurement"), QDialogButtonBox::ActionRole);
    m_keep->setObjectName(QStringLiteral("watchKeep"));
    m_keep->setEnabled(false);
    m_keep->setToolTip(tr("Keep the run's measured speed to calibrate later plans of this model family "
                          "(Catalog ▸ My measurements)."));
    m_saveToPlan = buttons->addButton(tr("&Save to Plan"), QDialogButtonBox::ActionRole);
    m_saveToPlan->setObjectName(QStringLiteral("watchSaveToPlan"));
    m_saveToPlan->setEnabled(false);
    m_saveToPlan->setToolTip(tr("Keep where the run stands with the open plan: its plan sheet and PDF "
                                "show it beside what was planned (Edit ▸ Undo takes it back)."));
    layout->addWidget(buttons);

    connect(m_saveToPlan, &QPushButton::clicked, this, &WatchRunDialog::saveToPlan);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(choosePlan, &QPushButton::clicked, this, &WatchRunDialog::choosePlan);
    connect(chooseLog, &QPushButton::clicked, this, &WatchRunDialog::chooseLog);
    connect(m_keep, &QPushButton::clicked, this, &WatchRunDialog::keepMeasurement);
    connect(m_candidate, qOverload<int>(&QComboBox::activated), this,
            [this](int row) { setCandidate(static_cast<std::size_t>(m_candidate->itemData(row).toInt())); });
    connect(m_fileWatcher, &QFileSystemWatcher::fileChanged, this, &WatchRunDialog::pollLog);
    connect(&m_timer, &QTimer::timeout, this, &WatchRunDialog::pollLog);
    m_timer.setInterval(2000);
    resize(720, 640);
    usePlanOfSession();
    refresh();
}

WatchRunDialog::~WatchRunDialog() = default;

void WatchRunDialog::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setStyleSheet(
        QStringLiteral("color: %1").arg(ThemeColours::color(ThemeColours::Error, palette()).name()));
    m_error->setVisible(!text.isEmpty());
}

QString WatchRunDialog::errorText() const
{
    return !m_error->isHidden() ? m_error->text() : QString();
}

bool WatchRunDialog::usePlanOfSession()
{
    const tp::Plan *plan = m_session ? m_session->plan() : nullptr;
    if (!plan) {
        showError(tr("The open plan has no results yet: plan the job first, or choose a plan file."));
        return false;
    }
    const int selected = m_session->selectedIndex();
    const std::string text = tp::toJson(*plan).dump();
    tp::Checked<WatchPlans> read =
        tp::watch::readWatchPlan(text, "plan", selected >= 0 ? static_cast<std::size_t>(selected + 1) : 0);
    if (!read.ok() && selected >= 0) // the selected row may be one that cannot be watched (rejected)
        read = tp::watch::readWatchPlan(text, "plan", 0);
    if (!read.ok()) {
        showError(tr("The open plan cannot be watched against: %1")
                      .arg(QString::fromStdString(read.problems.front().message)));
        return false;
    }
    setPlans(std::move(*read.value), tr("the open plan"), true);
    return true;
}

bool WatchRunDialog::loadPlanFile(const QString &path)
{
    QByteArray bytes;
    QString error;
    if (ReadFile::read(path, bytes, &error) != ReadFile::Result::Ok) {
        showError(error);
        return false;
    }
    const std::string name = QFileInfo(path).fileName().toStdString();
    const std::string text = bytes.toStdString();
    // the recommended candidate, else the first (a plan with none feasible still has rows)
    tp::Checked<WatchPlans> read = tp::watch::readWatchPlan(text, name, 0);
    if (!read.ok() && read.problems.front().code == "no-recommendation")
        read = tp::watch::readWatchPlan(text, name, 1);
    if (!read.ok()) {
        const tp::Problem &p = read.problems.front();
        showError(tr("%1 cannot be watched against (%2: %3).")
                      .arg(QFileInfo(path).fileName(), QString::fromStdString(p.path),
                           QString::fromStdString(p.message)));
        return false;
    }
    setPlans(std::move(*read.value), QFileInfo(path).fileName(), false);
    return true;
}

void WatchRunDialog::setPlans(WatchPlans plans, const QString &source, bool fromSession)
{
    m_plans = std::move(plans);
    m_planFromSession = fromSession;
    m_planSource->setText(source);
    m_candidate->clear();
    for (const tp::watch::WatchPlan &c : m_plans->candidates) {
        QString text =
            tr("%1. %2: %3").arg(c.candidate).arg(WatchText::candidate(c), WatchText::hours(c.timeHours));
        if (c.costTotal)
            text += tr(", %1").arg(PlanText::money(*c.costTotal, c.currency));
        m_candidate->addItem(text, static_cast<int>(c.candidate));
    }
    m_candidate->setCurrentIndex(static_cast<int>(m_plans->chosen));
    showError({});
    restartWatch();
}

bool WatchRunDialog::setCandidate(std::size_t number)
{
    if (!m_plans)
        return false;
    for (std::size_t i = 0; i < m_plans->candidates.size(); ++i)
        if (m_plans->candidates[i].candidate == number) {
            m_plans->chosen = i;
            m_candidate->setCurrentIndex(static_cast<int>(i));
            restartWatch();
            return true;
        }
    return false;
}

bool WatchRunDialog::openLog(const QString &path)
{
    auto follower = std::make_unique<tp::watch::LogFollower>();
    if (const auto status = follower->open(path.toStdString());
        status != tp::watch::LogFollower::Status::Ok) {
        showError(status == tp::watch::LogFollower::Status::NotAFile
                      ? tr("%1 is not a file: choose the log file itself.").arg(path)
                      : tr("%1 cannot be opened (%2).").arg(path, QString::fromStdString(follower->error())));
        return false;
    }
    if (!m_logPath.isEmpty())
        m_fileWatcher->removePath(m_logPath);
    m_logPath = path;
    m_logEdit->setText(QDir::toNativeSeparators(path));
    m_fileWatcher->addPath(path);
    showError({});
    restartWatch();
    m_timer.start();
    return true;
}

void WatchRunDialog::restartWatch()
{
    if (!m_plans)
        return;
    m_watch = std::make_unique<RunWatch>(*m_plans);
    if (!m_logPath.isEmpty()) {
        // the log again from its start, against this candidate
        m_follower = std::make_unique<tp::watch::LogFollower>();
        if (m_follower->open(m_logPath.toStdString()) == tp::watch::LogFollower::Status::Ok) {
            if (const auto settings = m_follower->sideSettings())
                m_watch->add(*settings, steadySeconds());
        }
        pollLog();
    }
    refresh();
}

void WatchRunDialog::pollLog()
{
    if (!m_follower || !m_watch)
        return;
    // a rotated file is a new one under the name: watch that
    if (!m_fileWatcher->files().contains(m_logPath) && QFileInfo::exists(m_logPath))
        m_fileWatcher->addPath(m_logPath);
    const tp::watch::LogFollower::Read read = m_follower->poll(false);
    using Status = tp::watch::LogFollower::Status;
    if (read.status == Status::NotAFile || read.status == Status::Unreadable ||
        read.status == Status::NotALog) {
        showError(tr("The log cannot be read (%1).").arg(QString::fromStdString(read.error)));
        return;
    }
    if (read.rotated)
        m_watch->noteRotated();
    const double now = steadySeconds();
    for (const ProgressEvent &e : read.events)
        m_watch->add(e, now);
    refresh();
}

std::optional<WatchStatus> WatchRunDialog::status() const
{
    if (!m_watch)
        return std::nullopt;
    return m_watch->status(steadySeconds());
}

QString WatchRunDialog::verdictText() const
{
    return m_verdict->text();
}

QString WatchRunDialog::noticeText() const
{
    return !m_notice->isHidden() ? m_notice->text() : QString();
}

void WatchRunDialog::refresh()
{
    const std::optional<WatchStatus> s = status();
    const bool watching = s && !m_logPath.isEmpty();
    for (QLabel *l : {m_progress, m_speed, m_elapsed, m_eta, m_cost})
        l->setText(watching ? QString() : QStringLiteral("—"));
    if (!watching) {
        m_verdict->setText(m_plans ? tr("Choose the training log to watch.") : QString());
        m_notice->hide();
        m_notes->clear();
        m_keep->setEnabled(false);
        m_saveToPlan->setEnabled(false);
        if (s)
            updateChart(*s);
        return;
    }
    m_progress->setText(s->started ? WatchText::progress(*s) : QStringLiteral("—"));
    m_speed->setText(WatchText::speed(*s));
    m_elapsed->setText(WatchText::hours(s->elapsedHours));
    m_eta->setText(WatchText::eta(*s));
    m_cost->setText(WatchText::cost(*s));
    m_verdict->setText(WatchText::verdict(*s));
    const ThemeColours::Tone tone = s->beyond                ? ThemeColours::Error
                                    : s->verdict == "behind" ? ThemeColours::Warning
                                    : s->started             ? ThemeColours::Good
                                                             : ThemeColours::Muted;
    m_verdict->setStyleSheet(QStringLiteral("color: %1").arg(ThemeColours::color(tone, palette()).name()));

    // beyond the limits: say so, and what would bring the run back
    if (s->beyond && !s->ended) {
        QString html = QStringLiteral("<b>%1</b>").arg(WatchText::verdict(*s).toHtmlEscaped());
        const std::vector<tp::watch::WatchRescue> ways = m_watch->rescues(*s);
        if (!ways.empty()) {
            html += QStringLiteral("<br>") +
                    tr("What would bring it back within the budget and the deadline:").toHtmlEscaped() +
                    QStringLiteral("<ul>");
            for (const tp::watch::WatchRescue &w : ways)
                html += QStringLiteral("<li>%1</li>").arg(WatchText::rescue(w, s->currency).toHtmlEscaped());
            html += QStringLiteral("</ul>");
        } else {
            html +=
                QStringLiteral("<br>") +
                tr("No candidate of the plan finishes the rest in time and within the budget at this pace: "
                   "raise the budget or the deadline, or shorten the run.")
                    .toHtmlEscaped();
        }
        m_notice->setText(html);
        m_notice->setStyleSheet(
            QStringLiteral("color: %1").arg(ThemeColours::color(ThemeColours::Error, palette()).name()));
        m_notice->show();
    } else {
        m_notice->hide();
    }
    QString notes;
    for (const tp::watch::WatchNote &n : s->notes)
        if (const QString text = WatchText::note(n, s->currency); !text.isEmpty())
            notes += QStringLiteral("<li>%1</li>").arg(text.toHtmlEscaped());
    m_notes->setText(notes.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(notes));
    m_keep->setEnabled(m_planFromSession && s->speedTypical.has_value() && m_session && m_session->catalog());
    m_saveToPlan->setEnabled(m_planFromSession && s->started && m_session);
    updateChart(*s);
}

void WatchRunDialog::updateChart(const WatchStatus &s)
{
    const double plan = s.planHours > 0 ? s.planHours : (m_plans ? m_plans->plan().timeHours : 1.0);
    const double low = s.planLowHours > 0 ? s.planLowHours : plan,
                 high = s.planHighHours > 0 ? s.planHighHours : plan;
    m_planned->replace({QPointF(0, 0), QPointF(plan, 100)});
    m_fast->replace({QPointF(0, 0), QPointF(low, 100), QPointF(high, 100)});
    m_slow->replace({QPointF(0, 0), QPointF(high, 100)});
    QList<QPointF> actual;
    if (m_watch && s.samplesTotal > 0) {
        const double origin = m_watch->origin();
        for (const tp::watch::ProgressPoint &p : m_watch->history())
            actual << QPointF((p.clockSeconds - origin) / 3600.0,
                              std::min(100.0, p.samples / s.samplesTotal * 100));
    }
    m_actual->replace(actual);
    m_axisX->setRange(0, std::max({high, s.elapsedHours, s.projectedHours, 1e-3}) * 1.05);
    m_axisX->applyNiceNumbers(); // ticks at 0, 10, 20 … h, not at fifths of the longest time
}

void WatchRunDialog::keepMeasurement()
{
    const std::optional<WatchStatus> s = status();
    if (!s || !s->speedTypical || !m_plans || !m_session || !m_session->catalog())
        return;
    const tp::watch::WatchPlan &p = m_watch->plan();
    const nlohmann::json entry = {{"hardware", {{"instance", p.instanceType}, {"nodes", p.nodes}}},
                                  {"samples_per_s", *s->speedTypical}};
    QString error;
    if (!KeptMeasurementStore().keep(m_session->job(), entry, *m_session->catalog(), &error)) {
        showError(tr("The measurement could not be kept: %1").arg(error));
        return;
    }
    m_keep->setEnabled(false);
    m_keep->setText(tr("Kept"));
}

void WatchRunDialog::saveToPlan()
{
    const std::optional<WatchStatus> s = status();
    if (!s || !s->started || !m_planFromSession || !m_session)
        return;
    m_session->setActuals(tp::watch::actualsOf(
        *s, m_watch->plan(), QFileInfo(m_logPath).fileName().toStdString(), tp::watch::utcNow()));
}

void WatchRunDialog::choosePlan()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Plan to Watch Against"), QString(),
                                                      tr("Plans (*.trainplan *.json);;All files (*)"));
    if (!path.isEmpty())
        loadPlanFile(path);
}

void WatchRunDialog::chooseLog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Training Log to Watch"), QString(),
                                     tr("Training logs (*.log *.txt *.json *.csv *.out);;All files (*)"));
    if (!path.isEmpty())
        openLog(path);
}
