#include "document/PlanSession.h"

#include "core/JobParser.h"
#include "core/planner/PlanJson.h"
#include "document/JobJson.h"
#include "document/PlanRunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

PlanSession::PlanSession(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &PlanSession::planFinished);
}

PlanSession::~PlanSession()
{
    // The worker holds its own copies of the job and the catalog; wait so no thread outlives us.
    m_watcher.waitForFinished();
}

void PlanSession::setCatalog(const tp::Catalog &catalog)
{
    // A catalog edit (a price the user set, an import, a reload) must not move the plan without a
    // word: the plan before it is kept to compare with the next one.
    if (const tp::Plan *p = plan(); p && !m_compareAfterCatalog) {
        m_beforeCatalog = tp::toJson(*p);
        m_compareAfterCatalog = true;
    }
    m_catalog = std::make_shared<const tp::Catalog>(catalog);
    if (hasJob())
        schedulePlan();
}

void PlanSession::compareWithBeforeCatalog()
{
    m_compareAfterCatalog = false;
    const tp::Plan *p = plan();
    if (!p || !m_beforeCatalog.is_object())
        return;
    tp::PlanChanges changes = tp::comparePlans(m_beforeCatalog, *p);
    m_beforeCatalog = nullptr;
    if (!changes.differs())
        return;
    m_catalogChanges = std::move(changes);
    setModified(true); // the plan's figures are not the saved ones any more
    emit catalogChangesFound();
}

void PlanSession::dismissCatalogChanges()
{
    if (!m_catalogChanges)
        return;
    m_catalogChanges.reset();
    emit catalogChangesFound();
}

// --- the job

PlanSession::EditStep::EditStep(PlanSession *session, const QString &name, const std::string &mergeKey)
    : m_session(session)
{
    m_session->beginStep(name, mergeKey);
}

PlanSession::EditStep::~EditStep()
{
    m_session->endStep();
}

void PlanSession::beginStep(const QString &name, const std::string &mergeKey)
{
    if (m_stepDepth++ > 0)
        return;
    m_step = Step();
    m_step.jobBefore = m_job;
    m_step.appBefore = m_app;
    m_step.actualsBefore = actualsJson();
    m_step.name = name;
    m_step.mergeKey = mergeKey;
}

void PlanSession::endStep()
{
    if (--m_stepDepth > 0)
        return;
    const nlohmann::json actuals = actualsJson();
    if (m_job == m_step.jobBefore && m_app == m_step.appBefore && actuals == m_step.actualsBefore)
        return;
    m_step.jobAfter = m_job;
    m_step.appAfter = m_app;
    m_step.actualsAfter = actuals;
    emit stepRecorded(m_step);
}

void PlanSession::setValue(const char *pointer, const nlohmann::json &value)
{
    const nlohmann::json *current = JobJson::find(m_job, pointer);
    if (current && *current == value)
        return;
    const EditStep step(this, QString());
    JobJson::set(m_job, pointer, value);
    jobEdited();
}

void PlanSession::removeValue(const char *pointer)
{
    if (!JobJson::find(m_job, pointer))
        return;
    const EditStep step(this, QString());
    JobJson::remove(m_job, pointer);
    jobEdited();
}

void PlanSession::setJob(const nlohmann::json &job)
{
    if (job == m_job)
        return;
    const EditStep step(this, QString());
    m_job = job;
    jobEdited();
}

nlohmann::json PlanSession::actualsJson() const
{
    return m_actuals ? tp::toJson(*m_actuals) : nlohmann::json(nullptr);
}

void PlanSession::setActuals(const tp::PlanActuals &actuals)
{
    if (tp::toJson(actuals) == actualsJson())
        return;
    const EditStep step(this, tr("Save the Watched Run to the Plan"));
    m_actuals = actuals;
    setModified(true);
    emit actualsChanged();
}

void PlanSession::restore(const nlohmann::json &job, const nlohmann::json &app, const nlohmann::json &actuals)
{
    const bool replan = job != m_job;
    m_job = job.is_object() ? job : nlohmann::json::object();
    m_app = app.is_object() ? app : nlohmann::json::object();
    if (actuals != actualsJson()) {
        // what setActuals() wrote, so it reads back; a block that would not is no watched run
        tp::Checked<tp::PlanActuals> read = actuals.is_object() ? tp::readPlanActuals(actuals, std::string())
                                                                : tp::Checked<tp::PlanActuals>{};
        m_actuals = read.value;
        emit actualsChanged();
    }
    emit jobChanged();
    if (replan)
        schedulePlan();
}

void PlanSession::newJob(const nlohmann::json &job, const nlohmann::json &app)
{
    resetDocument(job, app);
    setFilePath(QString());
    emit documentReplaced();
}

void PlanSession::clear()
{
    resetDocument(nlohmann::json::object(), nlohmann::json::object());
    setFilePath(QString());
    emit documentReplaced();
}

void PlanSession::resetDocument(const nlohmann::json &job, const nlohmann::json &app,
                                const std::optional<tp::PlanActuals> &actuals)
{
    m_job = job.is_object() ? job : nlohmann::json::object();
    m_app = app.is_object() ? app : nlohmann::json::object();
    const bool actualsMoved = actuals || m_actuals;
    m_actuals = actuals;
    if (actualsMoved)
        emit actualsChanged();
    m_followRecommendation = true;
    m_selectedKey.reset();
    const bool hadComparison = !m_compared.empty();
    m_compared.clear();
    m_savedPlan = nullptr;
    m_compareOnPlan = false;
    m_changes.reset();
    m_beforeCatalog = nullptr;
    m_compareAfterCatalog = false;
    m_catalogChanges.reset();
    takeChoices();
    setModified(false);
    emit jobChanged();
    if (hadComparison)
        emit comparedChanged();
    if (hasJob()) {
        schedulePlan();
    } else {
        m_pending = false;
        publish(nullptr);
    }
}

namespace {

nlohmann::json keyJson(const PlanSession::CandidateKey &key)
{
    return {{"provider", key.provider},
            {"instance", key.instance},
            {"billing", tp::billingName(key.billing)},
            {"nodes", key.nodes}};
}

std::optional<PlanSession::CandidateKey> keyFromJson(const nlohmann::json &o)
{
    if (!o.is_object())
        return std::nullopt;
    const auto text = [&](const char *name) {
        const auto it = o.find(name);
        return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    const auto nodes = o.find("nodes");
    const std::optional<tp::Billing> billing = tp::fromString<tp::Billing>(text("billing"));
    if (text("instance").empty() || !billing || nodes == o.end() || !nodes->is_number_integer())
        return std::nullopt;
    PlanSession::CandidateKey key;
    key.provider = text("provider");
    key.instance = text("instance");
    key.billing = *billing;
    key.nodes = nodes->get<int>();
    return key;
}

} // namespace

void PlanSession::takeChoices()
{
    if (const auto it = m_app.find(kComparedKey); it != m_app.end()) {
        if (it->is_array())
            for (const nlohmann::json &o : *it)
                if (const auto key = keyFromJson(o);
                    key && static_cast<int>(m_compared.size()) < kMaxCompared &&
                    std::find(m_compared.begin(), m_compared.end(), *key) == m_compared.end())
                    m_compared.push_back(*key);
        m_app.erase(it);
    }
    if (const auto it = m_app.find(kSelectedKey); it != m_app.end()) {
        if (const auto key = keyFromJson(*it)) {
            m_selectedKey = key;
            m_followRecommendation = false;
        }
        m_app.erase(it);
    }
}

void PlanSession::jobEdited()
{
    // the next plan answers the job's edit, not a catalog change before it
    m_compareAfterCatalog = false;
    m_beforeCatalog = nullptr;
    setModified(true);
    emit jobChanged();
    schedulePlan();
}

bool PlanSession::calibrateFromKept(const std::vector<tp::KeptMeasurement> &kept)
{
    if (!hasJob() || !m_catalog || kept.empty() || m_app.value(kKeptOfferedKey, false))
        return false;
    const tp::JobParser::Result parsed = tp::JobParser::parse(m_job, "job");
    if (!parsed.value)
        return false;
    const std::vector<tp::KeptMeasurement> runs = tp::measurementsFor(*parsed.value, *m_catalog, kept);
    if (runs.empty())
        return false;
    nlohmann::json measured = nlohmann::json::array();
    for (const tp::KeptMeasurement &k : runs)
        measured.push_back(k.measured);
    const EditStep step(this, tr("Calibrate from kept measurements"));
    m_app[kKeptOfferedKey] = true;
    m_app[kKeptUsedKey] = true;
    setValue("/measured", measured);
    return true;
}

bool PlanSession::usesKeptMeasurements() const
{
    const auto measured = m_job.find("measured");
    return m_app.value(kKeptUsedKey, false) && measured != m_job.end() && measured->is_array() &&
           !measured->empty();
}

QString PlanSession::dataLocation() const
{
    const auto it = m_app.find(kDataLocationKey);
    return it != m_app.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

void PlanSession::setDataLocation(const QString &location)
{
    if (location == dataLocation())
        return;
    const EditStep step(this, QString());
    if (location.isEmpty())
        m_app.erase(kDataLocationKey);
    else
        m_app[kDataLocationKey] = location.toStdString();
    setModified(true);
    // Nothing to replan (the planner does not read it), but the views describe it.
    emit jobChanged();
}

// --- planning

void PlanSession::schedulePlan()
{
    m_pending = true;
    if (!m_running)
        startPlan();
}

void PlanSession::startPlan()
{
    m_pending = false;
    m_running = true;
    const nlohmann::json job = m_job;
    const std::shared_ptr<const tp::Catalog> catalog = m_catalog;
    const QString file = m_filePath;
    m_watcher.setFuture(QtConcurrent::run([job, catalog, file]() -> std::shared_ptr<const PlanOutcome> {
        return std::make_shared<const PlanOutcome>(PlanRunner::run(job, catalog, file));
    }));
    emit planningStarted();
}

void PlanSession::planFinished()
{
    m_running = false;
    std::shared_ptr<const PlanOutcome> result = m_watcher.result();
    if (m_pending) {
        // A newer edit came in while this one was planned: its result is already stale.
        startPlan();
        return;
    }
    if (!hasJob())
        return; // cleared meanwhile
    publish(std::move(result));
}

bool PlanSession::waitForPlan(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (isPlanning()) {
        const qint64 left = timeoutMs - timer.elapsed();
        if (left <= 0)
            return false;
        QEventLoop loop;
        connect(this, &PlanSession::planChanged, &loop, &QEventLoop::quit);
        connect(&m_watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
        QTimer::singleShot(static_cast<int>(std::min<qint64>(left, 50)), &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

void PlanSession::publish(std::shared_ptr<const PlanOutcome> outcome)
{
    m_outcome = std::move(outcome);
    emit planChanged();

    // Selection: the same configuration if it is still a candidate, else the recommendation.
    int selected = -1;
    if (!m_followRecommendation && m_selectedKey)
        selected = indexOf(*m_selectedKey);
    if (selected < 0)
        selected = recommendedIndex();
    m_selected = selected;
    if (m_followRecommendation || !m_selectedKey)
        m_selectedKey = keyOf(selected);
    emit selectionChanged(m_selected);

    // Comparison: the chosen configurations still present, in the order they were chosen.
    m_compared.erase(std::remove_if(m_compared.begin(), m_compared.end(),
                                    [this](const CandidateKey &key) { return indexOf(key) < 0; }),
                     m_compared.end());
    // Indices move with every plan even when the set does not: the views re-read it either way.
    emit comparedChanged();

    if (m_compareOnPlan && m_outcome && m_outcome->job == m_job) {
        m_compareOnPlan = false;
        compareWithSaved();
    }
    if (m_compareAfterCatalog && m_outcome && m_outcome->job == m_job && m_outcome->catalog == m_catalog)
        compareWithBeforeCatalog();
}

void PlanSession::compareWithSaved()
{
    const tp::Plan *p = plan();
    if (!p || !m_savedPlan.is_object())
        return;
    tp::PlanChanges changes =
        tp::comparePlans(m_savedPlan, *p, QCoreApplication::applicationVersion().toStdString());
    if (!changes.differs())
        return;
    m_changes = std::move(changes);
    emit reopenChangesFound();
}

void PlanSession::acceptTodaysFigures()
{
    if (!m_changes)
        return;
    m_changes.reset();
    setModified(true);
    emit reopenChangesFound();
}

void PlanSession::markExported()
{
    setModified(true);
}

std::optional<PlanSession::CandidateKey> PlanSession::keyOf(int index) const
{
    const tp::Candidate *c = m_outcome ? m_outcome->candidate(index) : nullptr;
    if (!c || !c->instance)
        return std::nullopt;
    return CandidateKey{c->instance->provider, c->instance->id, c->nodes, c->billing};
}

int PlanSession::indexOf(const CandidateKey &key) const
{
    const tp::Plan *p = plan();
    if (!p)
        return -1;
    for (std::size_t i = 0; i < p->candidates.size(); ++i) {
        const tp::Candidate &c = p->candidates[i];
        if (c.instance && c.instance->id == key.instance && c.nodes == key.nodes &&
            c.billing == key.billing && (key.provider.empty() || c.instance->provider == key.provider))
            return static_cast<int>(i);
    }
    return -1;
}

int PlanSession::recommendedIndex() const
{
    const tp::Plan *p = plan();
    if (!p || !p->recommendation)
        return -1;
    return static_cast<int>(p->recommendation->index);
}

// --- selection

const tp::Candidate *PlanSession::selectedCandidate() const
{
    return m_outcome ? m_outcome->candidate(m_selected) : nullptr;
}

void PlanSession::select(int index)
{
    if (!m_outcome || !m_outcome->candidate(index))
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    m_selectedKey = keyOf(index);
    m_followRecommendation = index < 0 || index == recommendedIndex();
    emit selectionChanged(m_selected);
}

QList<int> PlanSession::compared() const
{
    QList<int> out;
    for (const CandidateKey &key : m_compared) {
        const int index = indexOf(key);
        if (index >= 0)
            out << index;
    }
    return out;
}

bool PlanSession::isCompared(int index) const
{
    const auto key = keyOf(index);
    return key && std::find(m_compared.begin(), m_compared.end(), *key) != m_compared.end();
}

bool PlanSession::setCompared(int index, bool on)
{
    const auto key = keyOf(index);
    if (!key)
        return false;
    const auto it = std::find(m_compared.begin(), m_compared.end(), *key);
    if (on == (it != m_compared.end()))
        return true;
    if (on) {
        if (static_cast<int>(m_compared.size()) >= kMaxCompared)
            return false;
        m_compared.push_back(*key);
    } else {
        m_compared.erase(it);
    }
    setModified(true); // the ticks are saved with the plan
    emit comparedChanged();
    return true;
}

void PlanSession::clearCompared()
{
    if (m_compared.empty())
        return;
    m_compared.clear();
    setModified(true);
    emit comparedChanged();
}

// --- the file

void PlanSession::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(m_modified);
}

void PlanSession::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(m_filePath);
}

PlanFile::Contents PlanSession::contents() const
{
    PlanFile::Contents c;
    c.job = m_job;
    c.app = m_app;
    c.actuals = m_actuals;
    if (!m_compared.empty()) {
        nlohmann::json compared = nlohmann::json::array();
        for (const CandidateKey &key : m_compared)
            compared.push_back(keyJson(key));
        c.app[kComparedKey] = compared;
    }
    if (!m_followRecommendation && m_selectedKey)
        c.app[kSelectedKey] = keyJson(*m_selectedKey);
    return c;
}

bool PlanSession::save(const QString &path, QString *error)
{
    // The file records the plan of the job it holds: plan now if the latest edit is not planned yet.
    std::shared_ptr<const PlanOutcome> outcome = m_outcome;
    if (isPlanning() || !outcome || outcome->job != m_job)
        outcome = std::make_shared<const PlanOutcome>(PlanRunner::run(m_job, m_catalog, m_filePath));
    if (!PlanFile::save(path, contents(), outcome.get(), error))
        return false;
    setFilePath(path);
    setModified(false);
    return true;
}

void PlanSession::adopt(const PlanFile::Contents &contents, const QString &filePath)
{
    setFilePath(filePath); // first: the plan reads a config.json relative to the file
    resetDocument(contents.job, contents.app, contents.actuals);
    setModified(true);
    emit documentReplaced();
}

bool PlanSession::open(const QString &path, QString *error)
{
    PlanFile::ReadResult read = PlanFile::load(path);
    if (!read.contents) {
        if (error)
            *error = read.error;
        return false;
    }
    setFilePath(path); // first: the plan reads a config.json relative to the file
    resetDocument(read.contents->job, read.contents->app, read.contents->actuals);
    m_savedPlan = read.contents->savedPlan;
    m_compareOnPlan = m_savedPlan.is_object();
    emit documentReplaced();
    return true;
}
