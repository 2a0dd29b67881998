#include "views/results/CalibrateDialog.h"

#include "core/JobParser.h"
#include "core/calibration/Calibration.h"
#include "core/calibration/KeptMeasurements.h"
#include "core/calibration/MeasuredEntry.h"
#include "document/KeptMeasurementStore.h"
#include "document/PlanSession.h"
#include "document/Settings.h"
#include "text/Format.h"
#include "text/ProblemText.h"
#include "text/ReadFile.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/NumberField.h"
#include "views/widgets/ThemeColours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

using json = nlohmann::json;

const char *kFile = "job";

// A log or args.yaml, or why it cannot be read (a FIFO or a device is refused unread).
QString readText(const QString &path, bool &ok, QString *error = nullptr)
{
    QByteArray data;
    ok = ReadFile::read(path, data, error) == ReadFile::Result::Ok;
    return ok ? QString::fromUtf8(data) : QString();
}

} // namespace

CalibrateDialog::CalibrateDialog(PlanSession *session, QWidget *parent) : QDialog(parent), m_session(session)
{
    setObjectName(QStringLiteral("calibrateDialog"));
    setWindowTitle(tr("Calibrate from a Run"));
    setAcceptDrops(true);
    auto *layout = new QVBoxLayout(this);

    auto *intro = new QLabel(tr("What a short run of this job measured corrects every estimate of the plan: "
                                "speed, memory and, with a second run, communication."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_drop = new QLabel(tr("Drop a training log or run folder here (trainer_state.json, DeepSpeed, "
                           "Megatron-LM, NeMo, torchtitan, Ultralytics results.csv, nvidia-smi CSV)"));
    m_drop->setObjectName(QStringLiteral("calibrateDropArea"));
    m_drop->setWordWrap(true);
    m_drop->setAlignment(Qt::AlignCenter);
    m_drop->setFrameShape(QFrame::StyledPanel);
    m_drop->setFrameShadow(QFrame::Sunken);
    m_drop->setMinimumHeight(64);
    m_drop->setMargin(8);
    auto *choose = new QPushButton(tr("&Choose a log…"));
    choose->setObjectName(QStringLiteral("calibrateChooseButton"));
    choose->setToolTip(tr("Pick the training log in a file dialog."));
    connect(choose, &QPushButton::clicked, this, &CalibrateDialog::browse);
    auto *dropRow = new QHBoxLayout;
    dropRow->addWidget(m_drop, 1);
    dropRow->addWidget(choose);
    layout->addLayout(dropRow);
    m_logStatus = FormWidgets::selectableLabel("calibrateLogStatus");
    m_logStatus->hide();
    layout->addWidget(m_logStatus);

    const auto field = [](const char *name, const QString &unit, bool integer) {
        auto *f = new NumberField;
        f->setObjectName(QString::fromLatin1(name));
        f->setOptional(true, tr("not measured"));
        f->setRange(integer ? 1 : 0, 1e12);
        f->setInteger(integer);
        f->setUnit(unit);
        return f;
    };
    m_tokens = field("calibrateTokensField", tr("tokens/s"), false);
    m_samples = field("calibrateSamplesField", tr("samples/s"), false);
    m_step = field("calibrateStepField", tr("s"), false);
    m_memory = field("calibrateMemoryField", tr("GiB"), false);
    m_microBatch = field("calibrateMicroBatchField", QString(), true);
    m_globalBatch = field("calibrateGlobalBatchField", QString(), true);
    m_globalBatch->setToolTip(tr("Samples per optimizer step over all GPUs: micro-batch × gradient "
                                 "accumulation × data-parallel GPUs. Empty: the plan's global batch."));
    auto *form = new QFormLayout;
    const auto addRow = [form](const QString &text, QWidget *buddy, QWidget *field) {
        auto *label = new QLabel(text);
        label->setBuddy(buddy);
        form->addRow(label, field);
    };
    addRow(tr("&Tokens per second:"), m_tokens->lineEdit(), m_tokens);
    addRow(tr("&Samples per second:"), m_samples->lineEdit(), m_samples);
    addRow(tr("St&ep time:"), m_step->lineEdit(), m_step);
    addRow(tr("Peak &memory per GPU:"), m_memory->lineEdit(), m_memory);
    addRow(tr("M&icro-batch:"), m_microBatch->lineEdit(), m_microBatch);
    addRow(tr("&Global batch:"), m_globalBatch->lineEdit(), m_globalBatch);

    // The hardware: the catalog's instance types, then its GPUs (a GPU × count).
    m_hardware = new QComboBox;
    m_hardware->setObjectName(QStringLiteral("calibrateHardwareCombo"));
    m_hardware->setToolTip(tr("The instance type, or the GPU, the run was on."));
    m_hardware->setMaxVisibleItems(20);
    if (const auto catalog = m_session->catalog()) {
        for (const tp::InstanceType &it : catalog->instances)
            m_hardware->addItem(tr("%1 (%2 × %3)")
                                    .arg(QString::fromStdString(it.id))
                                    .arg(it.gpus)
                                    .arg(QString::fromStdString(it.gpu)),
                                QString(QStringLiteral("instance:") + QString::fromStdString(it.id)));
        m_hardware->insertSeparator(m_hardware->count());
        for (const tp::Gpu &g : catalog->gpus)
            m_hardware->addItem(tr("GPU: %1").arg(QString::fromStdString(g.id)),
                                QString(QStringLiteral("gpu:") + QString::fromStdString(g.id)));
    }
    m_gpusPerNode = new QSpinBox;
    m_gpusPerNode->setObjectName(QStringLiteral("calibrateGpusSpin"));
    m_gpusPerNode->setRange(1, 16);
    m_gpusPerNode->setToolTip(tr("How many of these GPUs each node had."));
    m_nodes = new QSpinBox;
    m_nodes->setObjectName(QStringLiteral("calibrateNodesSpin"));
    m_nodes->setRange(1, 1024);
    m_nodes->setToolTip(tr("How many nodes the run used."));
    addRow(tr("&Hardware:"), m_hardware, m_hardware);
    addRow(tr("&GPUs per node:"), m_gpusPerNode, m_gpusPerNode);
    addRow(tr("&Nodes:"), m_nodes, m_nodes);
    layout->addLayout(form);
    connect(m_hardware, &QComboBox::currentIndexChanged, this, &CalibrateDialog::updateHardware);

    // Opt-in: the run calibrates later plans of this model family and framework too.
    m_keep = new QCheckBox(tr("&Keep this measurement to calibrate my later plans of this model family and "
                              "framework"));
    m_keep->setObjectName(QStringLiteral("calibrateKeepCheck"));
    const json &model = m_session->job().value("model", json::object());
    if (model.is_object() && model.contains("preset")) {
        m_keep->setChecked(Settings().value(Settings::KeepMeasurements));
        m_keep->setToolTip(tr("Kept runs are listed, and can be deleted, under Catalog ▸ My measurements."));
    } else {
        m_keep->setEnabled(false);
        m_keep->setToolTip(tr("Only runs of a model the catalog names can be kept: a described model has "
                              "no model family."));
    }
    layout->addWidget(m_keep);

    m_error = FormWidgets::selectableLabel("calibrateError");
    m_error->hide();
    layout->addWidget(m_error);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Calibrate"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("calibrateOkButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &CalibrateDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CalibrateDialog::reject);
    layout->addWidget(buttons);

    // Default: the instance the plan recommends (or the one selected), as one node.
    const tp::Plan *plan = m_session->plan();
    const tp::Candidate *c = plan ? plan->recommended() : nullptr;
    if (!c)
        c = m_session->selectedCandidate();
    if (!(c && c->instance && setInstance(QString::fromStdString(c->instance->id))))
        updateHardware();
}

bool CalibrateDialog::setInstance(const QString &instance, int nodes)
{
    const int index = m_hardware->findData(QString(QStringLiteral("instance:") + instance));
    if (index < 0)
        return false;
    m_hardware->setCurrentIndex(index);
    m_nodes->setValue(nodes);
    updateHardware();
    return true;
}

bool CalibrateDialog::setGpu(const QString &gpu, int gpusPerNode, int nodes)
{
    const int index = m_hardware->findData(QString(QStringLiteral("gpu:") + gpu));
    if (index < 0)
        return false;
    m_hardware->setCurrentIndex(index);
    m_gpusPerNode->setValue(gpusPerNode);
    m_nodes->setValue(nodes);
    updateHardware();
    return true;
}

void CalibrateDialog::updateHardware()
{
    // An instance type has its own GPUs.
    m_gpusPerNode->setEnabled(m_hardware->currentData().toString().startsWith(QLatin1String("gpu:")));
}

json CalibrateDialog::hardware() const
{
    const QString data = m_hardware->currentData().toString();
    const int colon = static_cast<int>(data.indexOf(QLatin1Char(':')));
    const std::string kind = data.left(colon).toStdString(), id = data.mid(colon + 1).toStdString();
    json hw;
    if (kind == "gpu") {
        hw["gpu"] = id;
        hw["gpus_per_node"] = m_gpusPerNode->value();
    } else {
        hw["instance"] = id;
    }
    hw["nodes"] = m_nodes->value();
    return hw;
}

void CalibrateDialog::browse()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Choose a Training Log"), QString(),
                                     tr("Training logs (*.json *.log *.txt *.out *.csv);;All files (*)"));
    if (!path.isEmpty())
        loadLog(path);
}

void CalibrateDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void CalibrateDialog::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile()) {
        loadLog(urls.front().toLocalFile());
        event->acceptProposedAction();
    }
}

bool CalibrateDialog::loadLog(const QString &given)
{
    QString path = given;
    if (QFileInfo(path).isDir()) // a run's output folder: the file the tool writes there
        for (const char *name : {"trainer_state.json", "results.csv"})
            if (QFileInfo(QDir(given).filePath(QString::fromLatin1(name))).isFile()) {
                path = QDir(given).filePath(QString::fromLatin1(name));
                break;
            }
    const QString shownName = QDir::toNativeSeparators(path);
    const QString error = ThemeColours::color(ThemeColours::Error, palette()).name();
    const auto fail = [&](const QString &html) {
        m_log.reset();
        m_logStatus->setText(QStringLiteral("<span style='color:%1'>%2</span>").arg(error, html));
        m_logStatus->show();
        return false;
    };
    bool ok = false;
    QString readError;
    const QString text = readText(path, ok, &readError);
    if (!ok)
        return fail(readError.toHtmlEscaped());

    // the plan's job is checked by the planner; a figure it refuses is simply not used here
    tp::Problems unused;
    tp::RunLogContext context = tp::runLogContext(m_session->job(), "job", unused);
    if (const auto catalog = m_session->catalog()) {
        // the dialog's own fields: a problem is impossible, and would only leave the count out
        const int gpus = tp::runHardwareGpus(hardware(), "hardware", "", *catalog, unused).value_or(0);
        if (gpus > 0)
            context.gpus = tp::RunFigure{static_cast<double>(gpus), "hardware"};
    }
    if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
        const QString args = QFileInfo(path).dir().filePath(QStringLiteral("args.yaml"));
        bool argsOk = false;
        const QString yaml = QFileInfo(args).isFile() ? readText(args, argsOk) : QString();
        if (argsOk) {
            context.argsYaml = yaml.toStdString();
            context.argsYamlFile = args.toStdString();
        }
    }
    const tp::RunLogResult read =
        tp::readRunLog(text.toStdString(), QFileInfo(path).fileName().toStdString(), context);
    if (!read.value) {
        QString html = tr("%1 gives no measurement:").arg(shownName).toHtmlEscaped() + QStringLiteral("<ul>");
        for (const tp::Problem &p : read.problems)
            html += QStringLiteral("<li>%1</li>").arg(ProblemText::describe(p).toHtmlEscaped());
        return fail(html + QStringLiteral("</ul>"));
    }
    m_log = read.value;
    m_logDate = QFileInfo(path).lastModified().toUTC().date().toString(Qt::ISODate);
    const auto show = [](NumberField *f, const std::optional<tp::RunFigure> &figure) {
        f->setValue(figure ? std::optional<double>(tp::roundedFigure(figure->value)) : std::nullopt);
    };
    show(m_tokens, m_log->tokensPerSecond);
    show(m_samples, m_log->samplesPerSecond);
    show(m_step, m_log->stepTimeSeconds);
    show(m_memory, m_log->peakMemoryGib);
    show(m_microBatch, m_log->microBatch);
    show(m_globalBatch, m_log->globalBatch);
    QString status = tr("Read %1 (%2).")
                         .arg(shownName, QString::fromStdString(tp::toString(m_log->format)))
                         .toHtmlEscaped();
    if (!m_log->globalBatch && m_log->globalBatchBounds)
        status += QStringLiteral("<br>") +
                  tr("The log's rounded speeds put the global batch between %1 and %2: give it below if you "
                     "know it, or leave it empty to take the plan's.")
                      .arg(Format::number(m_log->globalBatchBounds->low, 3),
                           Format::number(m_log->globalBatchBounds->high, 3))
                      .toHtmlEscaped();
    m_logStatus->setText(status);
    m_logStatus->show();
    showError({});
    return true;
}

std::optional<json> CalibrateDialog::entry() const
{
    for (const NumberField *f : {m_tokens, m_samples, m_step, m_memory, m_microBatch, m_globalBatch})
        if (!f->isValid())
            return std::nullopt;
    if (!m_tokens->value() && !m_samples->value() && !m_step->value() && !m_memory->value())
        return std::nullopt;
    // The log's entry (settings and source) with the figures as shown, which the user may correct.
    json e =
        m_log ? json::parse(tp::measuredEntry(*m_log, hardware()).dump()) : json{{"hardware", hardware()}};
    const auto put = [&e](const char *key, const NumberField *f) {
        if (const auto v = f->value())
            e[key] = *v;
        else
            e.erase(key);
    };
    put("tokens_per_s", m_tokens);
    put("samples_per_s", m_samples);
    put("step_time_s", m_step);
    put("peak_memory_gib", m_memory);
    if (const auto mb = m_microBatch->value())
        e["micro_batch"] = static_cast<long long>(*mb);
    else
        e.erase("micro_batch");
    if (const auto gb = m_globalBatch->value())
        e["global_batch"] = static_cast<long long>(*gb);
    else
        e.erase("global_batch");
    e["date"] = (m_log ? m_logDate : QDate::currentDate().toString(Qt::ISODate)).toStdString();
    if (!m_log)
        e["source"] = {{"format", "typed"}};
    return e;
}

NumberField *CalibrateDialog::fieldOf(const std::string &path) const
{
    const std::pair<const char *, NumberField *> fields[] = {
        {"/tokens_per_s", m_tokens},    {"/samples_per_s", m_samples},  {"/step_time_s", m_step},
        {"/peak_memory_gib", m_memory}, {"/micro_batch", m_microBatch}, {"/global_batch", m_globalBatch}};
    for (const auto &[key, field] : fields)
        if (path == key)
            return field;
    return nullptr;
}

QString CalibrateDialog::problemText(const tp::Problem &p)
{
    const bool batch = p.path.size() >= 13 && p.path.compare(p.path.size() - 13, 13, "/global_batch") == 0;
    if (batch && p.code == "conflict")
        return tr(
            "Not a whole number of micro-batches: the global batch is micro-batch × gradient accumulation × "
            "data-parallel GPUs. Correct it, or leave it empty to take the plan's.");
    if (p.code == "impossible-measurement")
        return tr("More than the hardware named can do: check the figure, and the hardware it ran on.");
    if (p.code == "out-of-range")
        return tr("Out of range for a measurement: check the figure and its unit.");
    return ProblemText::describe(p);
}

QString CalibrateDialog::errorText() const
{
    return m_errorText;
}

void CalibrateDialog::showError(const QString &html)
{
    m_errorText = html;
    const QString error = ThemeColours::color(ThemeColours::Error, palette()).name();
    m_error->setText(QStringLiteral("<span style='color:%1'>%2</span>").arg(error, html));
    m_error->setVisible(!html.isEmpty());
}

void CalibrateDialog::accept()
{
    const std::optional<json> e = entry();
    if (!e) {
        showError(tr("Give at least one measured figure: tokens or samples per second, the step time or "
                     "the peak memory.")
                      .toHtmlEscaped());
        return;
    }
    json job = m_session->job();
    if (!job.contains("measured") || !job["measured"].is_array())
        job["measured"] = json::array();
    job["measured"].push_back(*e);
    const std::string at = "/measured/" + std::to_string(job["measured"].size() - 1);

    // What the planner would refuse of this measurement is refused here, with its reason.
    tp::Problems refused;
    const tp::JobParser::Result parsed = tp::JobParser::parse(job, kFile);
    for (const tp::Problem &p : parsed.problems)
        if (p.isError() && p.path.rfind(at, 0) == 0)
            refused.push_back(p);
    if (parsed.value && refused.empty() && m_session->catalog())
        for (const tp::Problem &p : tp::calibrate(*parsed.value, *m_session->catalog(), kFile).problems)
            if (p.isError() && p.path.rfind(at, 0) == 0)
                refused.push_back(p);
    for (NumberField *f : {m_tokens, m_samples, m_step, m_memory, m_microBatch, m_globalBatch})
        f->setProblem({});
    if (!refused.empty()) {
        // each problem beside the field that fixes it, in the UI's words; the rest above
        QString html;
        for (const tp::Problem &p : refused) {
            if (NumberField *f = fieldOf(p.path.substr(at.size()))) {
                f->setProblem(problemText(p));
                continue;
            }
            html += QStringLiteral("<li>%1</li>").arg(ProblemText::describe(p).toHtmlEscaped());
        }
        showError(tr("The measurement is refused: see the fields marked below.").toHtmlEscaped() +
                  (html.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(html)));
        return;
    }
    if (m_keep->isEnabled())
        Settings().setValue(Settings::KeepMeasurements, m_keep->isChecked());
    if (m_keep->isEnabled() && m_keep->isChecked() && m_session->catalog()) {
        QString error;
        if (!KeptMeasurementStore().keep(m_session->job(), *e, *m_session->catalog(), &error)) {
            showError(tr("The measurement could not be kept: %1").arg(error).toHtmlEscaped());
            return;
        }
    }
    {
        PlanSession::EditStep step(m_session, tr("Calibrate from a run"));
        m_session->setValue("/measured", job["measured"]);
    }
    QDialog::accept();
}
