#include "views/estimate/EstimatePage.h"

#include "core/InputLimits.h"
#include "core/JobParser.h"
#include "text/CoreMessages.h"
#include "text/Format.h"
#include "text/ProblemText.h"
#include "views/charts/MemoryChartView.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/ThemeColours.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

namespace {

using nlohmann::json;

// A figure of the estimate JSON; NaN when the core left it out, which shows as "—".
double number(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>()
                                                 : std::numeric_limits<double>::quiet_NaN();
}

const json &member(const json &object, const char *key)
{
    static const json empty = json::object();
    const auto it = object.find(key);
    return it != object.end() && it->is_object() ? *it : empty;
}

std::string text(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool flag(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() && it->get<bool>();
}

// A list of messages (problems, warnings) filling a titled box; the title also names the list for
// screen readers.
QListWidget *messageList(const char *objectName, QGroupBox *box, const QString &toolTip)
{
    auto *list = new QListWidget;
    list->setObjectName(QLatin1String(objectName));
    list->setWordWrap(true);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setAccessibleName(box->title());
    list->setToolTip(toolTip);
    (new QVBoxLayout(box))->addWidget(list);
    return list;
}

} // namespace

EstimatePage::EstimatePage(const tp::Catalog &catalog, QWidget *parent) : QWidget(parent), m_catalog(catalog)
{
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(createForm(), 0);
    layout->addWidget(createResults(), 1);

    selectDefaults();
    updateModelFields();

    connect(m_model, &QComboBox::currentIndexChanged, this, &EstimatePage::updateModelFields);
    for (QComboBox *combo : {m_model, m_method, m_precision, m_gpu})
        connect(combo, &QComboBox::currentIndexChanged, this, &EstimatePage::recompute);
    for (QSpinBox *spin : {m_gpusPerNode, m_nodes, m_tokensPerSample})
        connect(spin, &QSpinBox::valueChanged, this, &EstimatePage::recompute);
    for (QDoubleSpinBox *spin : {m_samples, m_epochs})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &EstimatePage::recompute);

    recompute();
}

QWidget *EstimatePage::createForm()
{
    m_model = new QComboBox;
    m_model->setObjectName(QStringLiteral("modelCombo"));
    for (const tp::ModelSpec &model : m_catalog.models)
        m_model->addItem(QString::fromStdString(model.name), QString::fromStdString(model.id));
    m_model->setToolTip(
        tr("The model to estimate, from the catalog; its size and layers decide the memory."));

    m_method = FormWidgets::choiceCombo("methodCombo",
                                        {{tr("Pretraining"), QStringLiteral("pretrain")},
                                         {tr("Full fine-tuning"), QStringLiteral("full")},
                                         {tr("LoRA"), QStringLiteral("lora")},
                                         {tr("QLoRA (4-bit base)"), QStringLiteral("qlora")}},
                                        tr("LoRA and QLoRA train small adapters on a frozen base model; "
                                           "they apply to transformers only."));
    m_precision =
        FormWidgets::choiceCombo("precisionCombo",
                                 {{tr("Automatic"), QString()},
                                  {tr("BF16 mixed precision"), QStringLiteral("bf16")},
                                  {tr("FP16 mixed precision"), QStringLiteral("fp16")},
                                  {tr("FP8"), QStringLiteral("fp8")},
                                  {tr("FP32"), QStringLiteral("fp32")}},
                                 tr("Automatic trains in BF16 where the GPU has it, otherwise in FP16."));

    auto *modelBox = new QGroupBox(tr("Model"));
    auto *modelForm = new QFormLayout(modelBox);
    modelForm->addRow(tr("&Model:"), m_model);
    modelForm->addRow(tr("M&ethod:"), m_method);
    modelForm->addRow(tr("&Precision:"), m_precision);

    m_gpu = new QComboBox;
    m_gpu->setObjectName(QStringLiteral("gpuCombo"));
    for (const tp::Gpu &gpu : m_catalog.gpus) {
        m_gpu->addItem(tr("%1 (%2)").arg(QString::fromStdString(gpu.id), Format::gib(gpu.memoryGib)),
                       QString::fromStdString(gpu.id));
    }
    m_gpu->setMaxVisibleItems(16);
    m_gpu->setToolTip(tr("The GPU each training process runs on, with its memory in GiB."));

    m_gpusPerNode = new QSpinBox;
    m_gpusPerNode->setObjectName(QStringLiteral("gpusPerNodeSpin"));
    m_gpusPerNode->setRange(tp::limits::kGpusPerNode.min, tp::limits::kGpusPerNode.max);
    m_gpusPerNode->setToolTip(tr("GPUs in one machine (node), 1 to 16; the batch is split across all GPUs."));
    m_nodes = new QSpinBox;
    m_nodes->setObjectName(QStringLiteral("nodesSpin"));
    m_nodes->setRange(tp::limits::kNodes.min, tp::limits::kNodes.max);
    m_nodes->setToolTip(
        tr("Machines training together, 1 to 64; more than one needs a fast network between them."));

    auto *hardwareBox = new QGroupBox(tr("Hardware"));
    auto *hardwareForm = new QFormLayout(hardwareBox);
    hardwareForm->addRow(tr("&GPU:"), m_gpu);
    hardwareForm->addRow(tr("GPUs per &node:"), m_gpusPerNode);
    hardwareForm->addRow(tr("N&odes:"), m_nodes);

    m_samples = new QDoubleSpinBox;
    m_samples->setObjectName(QStringLiteral("samplesSpin"));
    m_samples->setDecimals(0);
    m_samples->setRange(tp::limits::kSamples.min, tp::limits::kSamples.max);
    m_samples->setSingleStep(1000);
    m_samples->setGroupSeparatorShown(true);
    m_samples->setToolTip(tr("Training samples (sequences or images) in one epoch."));

    m_tokensPerSample = new QSpinBox;
    m_tokensPerSample->setObjectName(QStringLiteral("tokensPerSampleSpin"));
    m_tokensPerSample->setRange(tp::limits::kTokensPerSample.min, tp::limits::kTokensPerSample.max);
    m_tokensPerSample->setSingleStep(128);
    m_tokensPerSample->setGroupSeparatorShown(true);
    m_tokensPerSample->setToolTip(tr("Average tokens in one sample; also the sequence length trained at."));

    m_epochs = new QDoubleSpinBox;
    m_epochs->setObjectName(QStringLiteral("epochsSpin"));
    m_epochs->setDecimals(1);
    m_epochs->setRange(tp::limits::kEpochs.min, tp::limits::kEpochs.max);
    m_epochs->setSingleStep(1);
    m_epochs->setToolTip(
        tr("Passes over the data set, 0.1 to 1,000; fractions are fine (0.5 = half of it)."));

    auto *dataBox = new QGroupBox(tr("Data"));
    auto *dataForm = new QFormLayout(dataBox);
    dataForm->addRow(tr("Samp&les:"), m_samples);
    dataForm->addRow(tr("&Tokens per sample:"), m_tokensPerSample);
    dataForm->addRow(tr("Epo&chs:"), m_epochs);

    m_problemsBox = new QGroupBox(tr("Problems in the job"));
    m_problems = messageList("problemsList", m_problemsBox,
                             tr("Why no estimate can be made: change the fields named here."));

    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(modelBox);
    layout->addWidget(hardwareBox);
    layout->addWidget(dataBox);
    layout->addWidget(m_problemsBox, 1);
    layout->addStretch();
    form->setMinimumWidth(340);
    form->setMaximumWidth(440);
    return form;
}

QWidget *EstimatePage::createResults()
{
    m_fits = FormWidgets::selectableLabel("fitsLabel");
    m_memory = FormWidgets::selectableLabel("memoryLabel");
    m_time = FormWidgets::selectableLabel("timeLabel");
    m_throughput = FormWidgets::selectableLabel("throughputLabel");
    m_gpuHours = FormWidgets::selectableLabel("gpuHoursLabel");
    m_settings = FormWidgets::selectableLabel("settingsLabel");

    auto *resultBox = new QGroupBox(tr("Estimate"));
    resultBox->setObjectName(QStringLiteral("resultBox"));
    auto *form = new QFormLayout;
    form->addRow(tr("Fits in GPU memory:"), m_fits);
    form->addRow(tr("Memory per GPU:"), m_memory);
    form->addRow(tr("Training time:"), m_time);
    form->addRow(tr("Throughput:"), m_throughput);
    form->addRow(tr("GPU time:"), m_gpuHours);
    form->addRow(tr("Settings chosen:"), m_settings);

    m_chart = new MemoryChartView;
    m_chart->setObjectName(QStringLiteral("memoryChart"));

    auto *resultLayout = new QVBoxLayout(resultBox);
    resultLayout->addLayout(form);
    resultLayout->addWidget(m_chart);

    auto *warningsBox = new QGroupBox(tr("Warnings"));
    m_warnings = messageList("warningsList", warningsBox,
                             tr("What the estimate assumes or doubts; each line's tooltip has its code."));

    auto *results = new QWidget;
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(resultBox);
    layout->addWidget(warningsBox, 1);
    return results;
}

void EstimatePage::selectDefaults()
{
    // A first answer that means something: a LoRA fine-tune of an 8B model on one 24 GiB card.
    const auto select = [](QComboBox *combo, const QString &data) {
        const int index = combo->findData(data);
        if (index >= 0)
            combo->setCurrentIndex(index);
    };
    select(m_model, QStringLiteral("llama-3-8b"));
    select(m_method, QStringLiteral("lora"));
    select(m_gpu, QStringLiteral("A10"));
    m_samples->setValue(50000);
    m_tokensPerSample->setValue(512);
    m_epochs->setValue(3);
}

void EstimatePage::updateModelFields()
{
    const tp::ModelSpec *model = m_catalog.findModel(m_model->currentData().toString().toStdString());
    const bool transformer = !model || model->isTransformer();
    m_tokensPerSample->setEnabled(transformer);
    // LoRA and QLoRA adapt transformers: a vision model offers pretraining and full training only,
    // and one chosen with LoRA selected trains fully (issue 33)
    if (auto *items = qobject_cast<QStandardItemModel *>(m_method->model()))
        for (int i = 0; i < m_method->count(); ++i) {
            const QString method = m_method->itemData(i).toString();
            if (method == QLatin1String("lora") || method == QLatin1String("qlora"))
                items->item(i)->setEnabled(transformer);
        }
    const QString method = m_method->currentData().toString();
    if (!transformer && (method == QLatin1String("lora") || method == QLatin1String("qlora")))
        m_method->setCurrentIndex(m_method->findData(QStringLiteral("full")));
}

JobDraft EstimatePage::draft() const
{
    JobDraft d;
    d.modelPreset = m_model->currentData().toString();
    d.method = m_method->currentData().toString();
    d.precision = m_precision->currentData().toString();
    d.gpu = m_gpu->currentData().toString();
    d.gpusPerNode = m_gpusPerNode->value();
    d.nodes = m_nodes->value();
    d.samples = m_samples->value();
    if (m_tokensPerSample->isEnabled())
        d.tokensPerSample = m_tokensPerSample->value();
    d.epochs = m_epochs->value();
    return d;
}

void EstimatePage::recompute()
{
    m_outcome = EstimateRunner::run(draft().toJson(), m_catalog);
    showOutcome();
    emit recomputed();
}

void EstimatePage::showOutcome()
{
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);

    m_problems->clear();
    m_warnings->clear();
    for (const tp::Problem &problem : m_outcome.problems) {
        auto *item = new QListWidgetItem(ProblemText::describe(problem));
        item->setToolTip(QString::fromStdString(problem.toString()));
        if (problem.isError()) {
            item->setIcon(errorIcon);
            m_problems->addItem(item);
        } else {
            item->setIcon(warningIcon);
            m_warnings->addItem(item);
        }
    }
    m_problemsBox->setVisible(m_problems->count() > 0);

    if (!m_outcome.value) {
        clearResults();
        return;
    }
    const json &e = *m_outcome.value;

    const bool fits = flag(e, "fits");
    m_fits->setText(fits ? tr("Fits") : tr("Does not fit"));
    m_fits->setProperty("fits", fits);
    // Green or red that reads on the window, light or dark, and follows a palette change.
    ThemeColours::setTextTone(m_fits, fits ? ThemeColours::Good : ThemeColours::Error);
    QFont bold = m_fits->font();
    bold.setBold(true);
    m_fits->setFont(bold);

    const double used = number(e, "memory_per_gpu_gib");
    const double gpuMemory = number(e, "gpu_memory_gib");
    m_memory->setText(tr("%1 of %2 (%3)")
                          .arg(Format::gib(used), Format::gib(gpuMemory),
                               Format::percent(gpuMemory > 0 ? used / gpuMemory : 0)));

    const double hours = number(e, "time_hours");
    const auto range = e.find("time_hours_range");
    if (range != e.end() && range->is_array() && range->size() == 2 && (*range)[0].is_number() &&
        (*range)[1].is_number()) {
        m_time->setText(tr("%1 (range %2 to %3)")
                            .arg(Format::duration(hours), Format::duration((*range)[0].get<double>()),
                                 Format::duration((*range)[1].get<double>())));
    } else {
        m_time->setText(Format::duration(hours));
    }

    const json &throughput = member(e, "throughput");
    const double samplesPerSecond = number(throughput, "samples_per_s");
    if (throughput.contains("tokens_per_s")) {
        m_throughput->setText(
            tr("%1 tokens/s, %2 samples/s")
                .arg(Format::number(number(throughput, "tokens_per_s")), Format::number(samplesPerSecond)));
    } else {
        m_throughput->setText(tr("%1 samples/s").arg(Format::number(samplesPerSecond)));
    }
    m_gpuHours->setText(Format::gpuHours(number(e, "gpu_hours")));

    const json &a = member(e, "assumptions");
    const bool checkpointing = flag(a, "activation_checkpointing");
    // ZeRO is named only where a stage shards something: a CNN or a single GPU has none to speak of
    QStringList settings{QString::fromStdString(text(a, "precision")).toUpper(),
                         tr("micro-batch %1").arg(Format::number(number(a, "micro_batch")))};
    if (number(a, "zero_stage") > 0)
        settings << tr("ZeRO stage %1").arg(Format::number(number(a, "zero_stage")));
    settings << (checkpointing ? tr("activation checkpointing on") : tr("activation checkpointing off"));
    m_settings->setText(settings.join(tr(", ")));

    const json &breakdown = member(e, "memory_breakdown_gib");
    // The estimate's parts in the chart's order (MemoryChartView::Part), in GiB.
    const char *const partKeys[] = {"weights", "gradients", "optimizer", "activations", "other"};
    std::array<double, MemoryChartView::PartCount> bars{};
    for (std::size_t part = 0; part < bars.size(); ++part) {
        const double gib = number(breakdown, partKeys[part]);
        bars[part] = std::isfinite(gib) ? gib : 0.0;
    }
    m_chart->setBreakdown(bars, gpuMemory);

    const auto warnings = e.find("warnings");
    if (warnings != e.end() && warnings->is_array()) {
        for (const json &w : *warnings) {
            if (!w.is_object())
                continue;
            const std::string code = text(w, "code");
            // the warning in the UI's language from its code and params (the core's English if unknown)
            const auto params = w.find("params");
            const QString message = CoreMessages::text(code, params != w.end() ? *params : json::object(),
                                                       QString::fromStdString(text(w, "message")));
            auto *item = new QListWidgetItem(warningIcon, ProblemText::describe(code, message.toStdString()));
            item->setToolTip(QString::fromStdString(code));
            m_warnings->addItem(item);
        }
    }
}

void EstimatePage::clearResults()
{
    const QString none = tr("—", "no estimate");
    for (QLabel *label : {m_fits, m_memory, m_time, m_throughput, m_gpuHours, m_settings})
        label->setText(none);
    m_fits->setProperty("fits", QVariant());
    ThemeColours::setTextTone(m_fits, ThemeColours::Ink);
    m_fits->setFont(QFont());
    m_chart->clear();
}
