#pragma once

#include "core/calibration/KeptMeasurements.h"
#include "core/planner/PlanChanges.h"
#include "document/PlanFile.h"
#include "document/PlanOutcome.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

// The plan being edited, as one document: the job JSON the wizard pages and the edit panel
// change, the latest plan of it, the candidate selected and the ones chosen for comparison, and
// the file it lives in. Every change of the job (or of the catalog) replans at once, on a
// worker thread so the window never waits; runs that a newer edit overtook are dropped.
// Selection and comparison survive a replan when the same configuration is still a candidate.
class PlanSession : public QObject
{
    Q_OBJECT

public:
    // A candidate across replans: the same instance type, node count and billing mode.
    struct CandidateKey
    {
        std::string provider; // "" matches any (instance ids are unique across providers)
        std::string instance;
        int nodes = 0;
        tp::Billing billing = tp::Billing::OnDemand;
        bool operator==(const CandidateKey &other) const
        {
            return instance == other.instance && nodes == other.nodes && billing == other.billing &&
                   (provider.empty() || other.provider.empty() || provider == other.provider);
        }
    };

    static constexpr int kMaxCompared = 4;
    // Where the data set lives ("app" block of the file): the job format has no field for it.
    static constexpr const char *kDataLocationKey = "data_location";
    // The candidates ticked for comparison and the one selected ("app" block), by identity:
    // [{"provider", "instance", "billing", "nodes"}] and one such object.
    static constexpr const char *kComparedKey = "compared";
    static constexpr const char *kSelectedKey = "selected";
    // Kept runs ("app" block): they were offered to this plan once, and are what calibrates it.
    static constexpr const char *kKeptOfferedKey = "kept_measurements_offered";
    static constexpr const char *kKeptUsedKey = "kept_measurements_used";

    // One user step, for undo: the job and the app block before and after it, what it is called
    // ("Change micro-batch") and, for a figure being typed, the key (its field) that lets the next
    // keystroke's step join it (empty: it stands alone).
    struct Step
    {
        nlohmann::json jobBefore, appBefore, jobAfter, appAfter;
        nlohmann::json actualsBefore, actualsAfter; // the watched run (toJson), null when none
        QString name;
        std::string mergeKey;
    };
    // Makes the edits done while it lives one step (stepRecorded() when it ends, if anything
    // changed). Steps nest: an inner one joins the outermost, whose name counts.
    class EditStep
    {
    public:
        EditStep(PlanSession *session, const QString &name, const std::string &mergeKey = {});
        ~EditStep();
        EditStep(const EditStep &) = delete;
        EditStep &operator=(const EditStep &) = delete;

    private:
        PlanSession *m_session;
    };

    explicit PlanSession(QObject *parent = nullptr);
    ~PlanSession() override;

    // Plans against a copy of `catalog` from now on (the app's catalog can be reloaded under it).
    void setCatalog(const tp::Catalog &catalog);
    std::shared_ptr<const tp::Catalog> catalog() const { return m_catalog; }

    // --- the job
    const nlohmann::json &job() const { return m_job; }
    bool hasJob() const { return m_job.is_object() && !m_job.empty(); }
    // User edits: the document becomes modified and is replanned; each is a step (see EditStep)
    // unless one is open. Setting what is already there changes nothing.
    void setValue(const char *pointer, const nlohmann::json &value);
    void removeValue(const char *pointer);
    void setJob(const nlohmann::json &job);
    bool isInStep() const { return m_stepDepth > 0; }
    // Undo and redo: the job and app block a step left, shown and replanned but not a new step;
    // whether the document is modified is the undo history's to say.
    void restore(const nlohmann::json &job, const nlohmann::json &app, const nlohmann::json &actuals);
    // A new, unmodified document (a scenario, or a custom job), no file; `app` holds what the job
    // format has no field for (the data location a scenario preset names).
    void newJob(const nlohmann::json &job, const nlohmann::json &app = nlohmann::json::object());
    // No job at all, as before the wizard's first step.
    void clear();

    // The user's kept runs of the job's model family and framework (tp::measurementsFor) calibrate
    // it: they become its "measured" runs in one undoable step, once per plan (a plan whose
    // calibration was removed is not calibrated again), never when the job has runs of its own.
    // True when they were added.
    bool calibrateFromKept(const std::vector<tp::KeptMeasurement> &kept);
    // Whether the job's measured runs are kept runs calibrateFromKept() added.
    bool usesKeptMeasurements() const;

    QString dataLocation() const;
    void setDataLocation(const QString &location);

    // --- a watched run kept with the plan (issue 36): what the plan sheet's "Plan vs actual"
    // section shows. Setting it is a step the user can undo, and modifies the document.
    const tp::PlanActuals *actuals() const { return m_actuals ? &*m_actuals : nullptr; }
    void setActuals(const tp::PlanActuals &actuals);

    // --- the plan
    std::shared_ptr<const PlanOutcome> outcome() const { return m_outcome; }
    const tp::Plan *plan() const { return m_outcome && m_outcome->plan ? &*m_outcome->plan : nullptr; }
    bool isPlanning() const { return m_running || m_pending; }
    // Processes events until the latest edit is planned (tests, screenshots, saving). false on timeout.
    bool waitForPlan(int timeoutMs = 10000);

    // --- selection: an index into plan()->candidates, -1 for none
    int selectedIndex() const { return m_selected; }
    const tp::Candidate *selectedCandidate() const;
    void select(int index);
    QList<int> compared() const;
    bool isCompared(int index) const;
    // false when `on` and kMaxCompared are already chosen.
    bool setCompared(int index, bool on);
    void clearCompared();

    // --- a reopened plan: what differs between the results the file was saved with and today's
    // plan of its job (set by the first plan after open(), null when nothing differs or the file
    // kept no results). reopenChangesFound() when set.
    const tp::PlanChanges *reopenChanges() const { return m_changes ? &*m_changes : nullptr; }
    const nlohmann::json &savedPlan() const { return m_savedPlan; }
    // "Keep today's figures": the notice goes; saving records today's results, so the document is
    // modified.
    void acceptTodaysFigures();
    // --- a catalog change under the open plan (a price edited or imported, a reload): what it
    // changed in the plan (set by the first plan after setCatalog(), null when nothing moved);
    // the document is then modified. catalogChangesFound() when set or dismissed.
    const tp::PlanChanges *catalogChanges() const { return m_catalogChanges ? &*m_catalogChanges : nullptr; }
    void dismissCatalogChanges();
    // The plan was exported: what was sent out should not be lost unsaved.
    void markExported();

    // --- the file
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    PlanFile::Contents contents() const;
    bool save(const QString &path, QString *error);
    bool open(const QString &path, QString *error);
    // A recovered document (an autosave copy): its job and app block, the file it belongs to
    // ("" for an untitled plan, so Save asks where), modified because it was never saved there.
    void adopt(const PlanFile::Contents &contents, const QString &filePath);

signals:
    void jobChanged();
    // The watched run kept with the plan was set, removed, undone or replaced.
    void actualsChanged();
    // A user's step ended (see EditStep).
    void stepRecorded(const PlanSession::Step &step);
    // Another document took this one's place (new, open, recovered, cleared): its history is gone.
    void documentReplaced();
    void planningStarted();
    void planChanged();
    void selectionChanged(int index);
    void comparedChanged();
    void reopenChangesFound();
    void catalogChangesFound();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    void jobEdited();
    void beginStep(const QString &name, const std::string &mergeKey);
    void endStep();
    void schedulePlan();
    void startPlan();
    void planFinished();
    void publish(std::shared_ptr<const PlanOutcome> outcome);
    std::optional<CandidateKey> keyOf(int index) const;
    int indexOf(const CandidateKey &key) const;
    int recommendedIndex() const;
    void setFilePath(const QString &path);
    void resetDocument(const nlohmann::json &job, const nlohmann::json &app,
                       const std::optional<tp::PlanActuals> &actuals = std::nullopt);
    nlohmann::json actualsJson() const;
    void takeChoices(); // the compared and selected candidates out of m_app
    void compareWithSaved();
    void compareWithBeforeCatalog();

    std::shared_ptr<const tp::Catalog> m_catalog;
    nlohmann::json m_job = nlohmann::json::object();
    nlohmann::json m_app = nlohmann::json::object();
    std::optional<tp::PlanActuals> m_actuals;
    std::shared_ptr<const PlanOutcome> m_outcome;
    QFutureWatcher<std::shared_ptr<const PlanOutcome>> m_watcher;
    bool m_running = false;
    bool m_pending = false;

    int m_selected = -1;
    std::optional<CandidateKey> m_selectedKey;
    bool m_followRecommendation = true; // until the user picks a candidate
    std::vector<CandidateKey> m_compared;

    nlohmann::json m_savedPlan = nullptr;
    bool m_compareOnPlan = false; // the next plan is the first of a reopened file
    std::optional<tp::PlanChanges> m_changes;
    nlohmann::json m_beforeCatalog = nullptr; // the plan before a catalog change, as JSON
    bool m_compareAfterCatalog = false;
    std::optional<tp::PlanChanges> m_catalogChanges;

    QString m_filePath;
    bool m_modified = false;

    int m_stepDepth = 0;
    Step m_step; // the step open
};
