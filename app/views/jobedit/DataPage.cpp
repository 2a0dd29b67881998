#include "views/jobedit/DataPage.h"

#include "core/InputLimits.h"
#include "document/JobJson.h"
#include "document/PlanSession.h"
#include "text/Format.h"
#include "text/PlanText.h"
#include "views/widgets/FormWidgets.h"
#include "views/widgets/NumberField.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <algorithm>
#include <cmath>

namespace {

using nlohmann::json;

} // namespace

QStringList DataPage::locations()
{
    return {QStringLiteral("object"), QStringLiteral("parallel-fs"), QStringLiteral("nas"),
            QStringLiteral("local")};
}

DataPage::DataPage(PlanSession *session, QWidget *parent) : JobPage(session, parent)
{
    m_tokensRadio = new QRadioButton(tr("Total &tokens"));
    m_tokensRadio->setObjectName(QStringLiteral("tokensRadio"));
    m_samplesRadio = new QRadioButton(tr("Sa&mples"));
    m_samplesRadio->setObjectName(QStringLiteral("samplesRadio"));
    m_tokensRadio->setToolTip(
        tr("Count the data set in tokens, as language-model data sets are usually given."));
    m_samplesRadio->setToolTip(tr("Count the data set in samples (sequences, documents, examples) and their "
                                  "average length in tokens."));
    auto *group = new QButtonGroup(this);
    group->addButton(m_tokensRadio);
    group->addButton(m_samplesRadio);
    m_modeBox = new QWidget;
    auto *modeRow = new QHBoxLayout(m_modeBox);
    modeRow->setContentsMargins(0, 0, 0, 0);
    modeRow->addWidget(m_tokensRadio);
    modeRow->addWidget(m_samplesRadio);
    modeRow->addStretch();

    m_tokens = new NumberField;
    m_tokens->setObjectName(QStringLiteral("tokensField"));
    m_tokens->setRange(tp::limits::kTokens.min, tp::limits::kTokens.max);
    m_tokens->setInteger(true);
    m_tokens->setUnit(tr("tokens"));
    m_tokens->setTooLargeReason(tr("more than any model has been trained on (Llama 3: 15T)."));
    m_tokens->setToolTip(tr("Tokens in one epoch, e.g. 2T or 1.5e9."));

    m_samples = new NumberField;
    m_samples->setObjectName(QStringLiteral("samplesField"));
    m_samples->setRange(tp::limits::kSamples.min, tp::limits::kSamples.max);
    m_samples->setInteger(true);
    m_samples->setTooLargeReason(tr("no data set has a trillion samples."));

    m_tokensPerSample = new NumberField;
    m_tokensPerSample->setObjectName(QStringLiteral("tokensPerSampleField"));
    m_tokensPerSample->setRange(tp::limits::kTokensPerSample.min, tp::limits::kTokensPerSample.max);
    m_tokensPerSample->setOptional(true, tr("= sequence length"));
    m_tokensPerSample->setUnit(tr("tokens"));
    m_tokensPerSample->setToolTip(
        tr("Average tokens a sample really has; compute pays for these, memory for the "
           "padded sequence length."));

    m_epochs = new NumberField;
    m_epochs->setObjectName(QStringLiteral("epochsField"));
    m_epochs->setRange(tp::limits::kEpochs.min, tp::limits::kEpochs.max);
    m_epochs->setOptional(true, QStringLiteral("1"));
    m_epochs->setTooLargeReason(tr("a thousand passes over the data is not a real plan."));
    m_epochs->setToolTip(tr("Passes over the data set; fractions are fine (0.5 = half of it)."));

    m_sizeGb = new NumberField;
    m_sizeGb->setObjectName(QStringLiteral("sizeGbField"));
    m_sizeGb->setRange(tp::limits::kDatasetGb.min, tp::limits::kDatasetGb.max);
    m_sizeGb->setOptional(true, tr("estimated from the samples"));
    m_sizeGb->setUnit(tr("GB"));
    m_sizeGb->setTooLargeReason(tr("ten petabytes is beyond any single training set."));
    m_sizeGb->setToolTip(tr("Size on disk: sizes the storage and its cost."));

    m_location = new QComboBox;
    m_location->setObjectName(QStringLiteral("locationCombo"));
    m_location->addItem(PlanText::dataLocation(QString()), QString());
    for (const QString &l : locations())
        m_location->addItem(PlanText::dataLocation(l), l);
    m_location->setToolTip(
        tr("Where the data set is kept before training. Several nodes need one shared copy "
           "(a file system) or a copy each; object storage is cheapest but slowest to read."));

    m_loader = FormWidgets::choiceCombo(
        "loaderCombo",
        {{tr("Automatic (the framework's usual loader)"), QString()},
         {tr("CPU workers decode the images"), QStringLiteral("cpu")},
         {tr("GPU decodes them (NVIDIA DALI)"), QStringLiteral("gpu")},
         {tr("Preprocessed (already decoded, cached)"), QStringLiteral("preprocessed")}},
        tr("<p>Who turns the stored images into tensors. <b>CPU workers</b> (PyTorch's DataLoader) decode "
           "and augment on the host's cores: with small models or many GPUs the CPU, not the GPU, sets "
           "the pace, and the plan says so. <b>GPU</b> decoding (DALI) takes that work off the CPU. "
           "<b>Preprocessed</b> data (decoded in advance, e.g. a cached or FFCV data set) costs almost "
           "no CPU.</p>"));

    auto *box = new QGroupBox(tr("Data set"));
    m_form = new QFormLayout(box);
    m_form->addRow(tr("Size given as:"), m_modeBox);
    m_form->addRow(tr("T&okens:"), m_tokens);
    m_form->addRow(tr("&Samples:"), m_samples);
    m_form->addRow(tr("Tokens &per sample:"), m_tokensPerSample);
    m_form->addRow(tr("&Epochs:"), m_epochs);
    m_form->addRow(tr("Size on &disk:"), m_sizeGb);
    m_form->addRow(tr("Sto&red in:"), m_location);
    m_form->addRow(tr("Image decodin&g:"), m_loader);

    m_summary = FormWidgets::helpLabel(QString());
    m_summary->setObjectName(QStringLiteral("dataSummary"));

    setSections({box, m_summary});

    connect(m_tokensRadio, &QRadioButton::clicked, this, &DataPage::switchMode);
    connect(m_samplesRadio, &QRadioButton::clicked, this, &DataPage::switchMode);
    // Tokens typed replace the samples form (the job takes one or the other); switching the
    // mode alone changes nothing in the job (issue 33: 52,000 x 512 must not become 13,000 x 2,048)
    connect(m_tokens, &NumberField::edited, this, [this] {
        if (isLoading() || !m_tokens->isValid())
            return;
        const nlohmann::json &job = this->session()->job();
        nlohmann::json data = JobJson::find(job, "/data") ? *JobJson::find(job, "/data") : json::object();
        if (const auto v = m_tokens->value()) {
            if (JobJson::number(job, "/data/tokens") == v)
                return;
            data["tokens"] = static_cast<long long>(std::llround(*v));
            if (data.contains("tokens_per_sample")) // the length the user gave, for the way back
                m_lastTokensPerSample = data["tokens_per_sample"].get<double>();
            data.erase("samples");
            data.erase("tokens_per_sample");
        } else {
            data.erase("tokens");
        }
        const PlanSession::EditStep step = editStep(m_tokens);
        setJobValue("/data", data);
        emit completeChanged();
    });
    bindField(m_samples, "/data/samples");
    bindField(m_tokensPerSample, "/data/tokens_per_sample");
    bindField(m_epochs, "/epochs");
    bindField(m_sizeGb, "/data/size_gb");
    connect(m_location, &QComboBox::currentIndexChanged, this, [this] {
        if (isLoading())
            return;
        const PlanSession::EditStep step = editStep();
        this->session()->setDataLocation(m_location->currentData().toString());
    });
    connect(m_loader, &QComboBox::currentIndexChanged, this, [this] {
        const QString loader = m_loader->currentData().toString();
        if (loader.isEmpty())
            removeJobValue("/data/loader");
        else
            setJobValue("/data/loader", loader.toStdString());
    });
    connect(session, &PlanSession::planChanged, this, &DataPage::updateSummary);
    reload();
    updateSummary();
}

QString DataPage::title() const
{
    return tr("Data");
}

QString DataPage::subTitle() const
{
    return tr("How much is trained on, how many times, and where it is stored.");
}

bool DataPage::visionModel() const
{
    return visionJob();
}

bool DataPage::tokensMode() const
{
    return !visionModel() && m_tokensRadio->isChecked();
}

QList<NumberField *> DataPage::fields() const
{
    QList<NumberField *> out = {m_epochs, m_sizeGb};
    if (tokensMode())
        out << m_tokens;
    else
        out << m_samples;
    if (!visionModel() && !tokensMode())
        out << m_tokensPerSample;
    return out;
}

bool DataPage::isComplete() const
{
    if (!session()->hasJob())
        return false;
    const QList<NumberField *> list = fields();
    if (!std::all_of(list.begin(), list.end(), [](const NumberField *f) { return f->isValid(); }))
        return false;
    return tokensMode() ? m_tokens->value().has_value() : m_samples->value().has_value();
}

void DataPage::switchMode()
{
    if (isLoading())
        return;
    const nlohmann::json &job = session()->job();
    const double perSample = JobJson::number(job, "/data/tokens_per_sample")
                                 .value_or(JobJson::number(job, "/seq_len").value_or(512));
    nlohmann::json data = JobJson::find(job, "/data") ? *JobJson::find(job, "/data") : json::object();
    if (m_tokensRadio->isChecked()) {
        // The same data set, shown in tokens; the job keeps its samples and their length (what
        // the estimate pays for) until a token count is typed.
        if (const auto samples = JobJson::number(job, "/data/samples")) {
            m_tokens->setValue(std::llround(*samples * perSample));
            updateEnabled();
            emit completeChanged();
            return;
        }
        data.erase("samples");
        data.erase("tokens_per_sample");
    } else {
        if (JobJson::number(job, "/data/samples")) { // never left the samples form
            updateEnabled();
            emit completeChanged();
            return;
        }
        if (const auto tokens = JobJson::number(job, "/data/tokens")) {
            // a token count typed: counted in samples of the length the user last gave, else of
            // the sequence length
            const double length = m_lastTokensPerSample > 0 ? m_lastTokensPerSample : perSample;
            data["samples"] = std::max(1LL, static_cast<long long>(std::llround(*tokens / length)));
            data["tokens_per_sample"] = static_cast<long long>(std::llround(length));
        }
        data.erase("tokens");
    }
    if (data.contains("tokens") || data.contains("samples")) {
        setJobValue("/data", data);
    } else {
        // Nothing to convert: the user types the figure into the field now shown.
        updateEnabled();
        emit completeChanged();
    }
}

void DataPage::load(const json &job)
{
    const bool vision = visionModel();
    const bool hasTokens = JobJson::find(job, "/data/tokens") != nullptr;
    const bool hasSamples = JobJson::find(job, "/data/samples") != nullptr;
    {
        const QSignalBlocker a(m_tokensRadio), b(m_samplesRadio);
        // a job in samples shown in tokens stays so (the mode is the user's view of it)
        if (vision || (hasSamples && !m_tokensRadio->isChecked()))
            m_samplesRadio->setChecked(true);
        else if (hasTokens)
            m_tokensRadio->setChecked(true);
        else if (!m_tokensRadio->isChecked() && !m_samplesRadio->isChecked())
            m_samplesRadio->setChecked(true);
    }
    if (hasSamples && m_tokensRadio->isChecked()) { // the samples' tokens, shown
        const double perSample = JobJson::number(job, "/data/tokens_per_sample")
                                     .value_or(JobJson::number(job, "/seq_len").value_or(512));
        m_tokens->setValue(std::llround(*JobJson::number(job, "/data/samples") * perSample));
    } else {
        m_tokens->setValue(JobJson::number(job, "/data/tokens"));
    }
    m_samples->setValue(JobJson::number(job, "/data/samples"));
    m_tokensPerSample->setValue(JobJson::number(job, "/data/tokens_per_sample"));
    m_epochs->setValue(JobJson::number(job, "/epochs"));
    m_sizeGb->setValue(JobJson::number(job, "/data/size_gb"));
    FormWidgets::selectData(m_location, session()->dataLocation());
    FormWidgets::selectData(m_loader, JobJson::string(job, "/data/loader"));
    updateEnabled();
}

void DataPage::updateEnabled()
{
    const bool vision = visionModel();
    const bool tokens = tokensMode();
    // Images are counted one way only: no choice to show.
    FormWidgets::setRowVisible(m_form, m_modeBox, !vision);
    if (QWidget *label = m_form->labelForField(m_samples))
        if (auto *l = qobject_cast<QLabel *>(label))
            l->setText(vision ? tr("&Images:") : tr("&Samples:"));
    m_samples->setToolTip(vision ? tr("Images in one epoch.")
                                 : tr("Training examples (sequences) in one epoch."));
    FormWidgets::setRowVisible(m_form, m_tokens, tokens);
    FormWidgets::setRowVisible(m_form, m_samples, !tokens);
    FormWidgets::setRowVisible(m_form, m_tokensPerSample, !tokens && !vision);
    // text is tokenised in advance; only images are decoded while training
    FormWidgets::setRowVisible(m_form, m_loader, vision);
}

void DataPage::updateSummary()
{
    // What the figures add up to, as the plan understood them.
    QString summary;
    if (const tp::Plan *plan = session()->plan()) {
        const tp::Workload &w = plan->reference;
        if (w.model.isTransformer())
            summary =
                tr("The plan trains on %1 tokens in total (%2 samples × %3 epochs); data set about %4 GB.")
                    .arg(PlanText::count(w.totalTokens()), PlanText::count(w.samplesPerEpoch),
                         Format::number(w.epochs), Format::number(plan->datasetBytes / 1e9));
        else
            summary = tr("The plan trains on %1 images in total (%2 × %3 epochs); data set about %4 GB.")
                          .arg(PlanText::count(w.totalSamples()), PlanText::count(w.samplesPerEpoch),
                               Format::number(w.epochs), Format::number(plan->datasetBytes / 1e9));
    }
    m_summary->setText(summary);
    m_summary->setVisible(!summary.isEmpty());
}
