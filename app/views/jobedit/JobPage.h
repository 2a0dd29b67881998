#pragma once

#include "document/PlanSession.h"

#include <QHash>
#include <QList>
#include <QWidget>
#include <initializer_list>
#include <nlohmann/json.hpp>

class NumberField;

// One step of the planning wizard, and the same editor in the edit panel beside the results:
// a view of part of the session's job. It shows the job as it stands (reload() on every change,
// from whichever editor made it) and writes each field the user changes straight into the
// session, which replans. Refused values stay in their field with the reason beside them and are
// not written; isComplete() is false while any field is refused or a required one is missing.
// Each change is one undoable step named after its field; typing in one field is one step.
class JobPage : public QWidget
{
    Q_OBJECT

public:
    explicit JobPage(PlanSession *session, QWidget *parent = nullptr);

    virtual QString title() const = 0;
    virtual QString subTitle() const = 0;
    virtual bool isComplete() const;

    PlanSession *session() const { return m_session; }

public slots:
    // Shows the session's job (and fills defaults from its scenario).
    void reload();

signals:
    void completeChanged();

protected:
    virtual void load(const nlohmann::json &job) = 0;
    // Fields whose validity isComplete() checks (every NumberField of the page by default).
    virtual QList<NumberField *> fields() const;

    bool isLoading() const { return m_loading; }
    // Lays the page out: its sections top to bottom, flush with its edges, the space left below.
    void setSections(std::initializer_list<QWidget *> sections);
    // Whether the job's model is a convolutional vision model (a preset or a custom "vision" kind).
    bool visionJob() const;
    // Whether ZeRO sharding applies to the job: not for a vision model, nor with a framework
    // without ZeRO (core Framework::hasZero()).
    bool zeroApplies() const;
    // Writes to the session's job unless the page is showing it (loading).
    void setJobValue(const char *pointer, const nlohmann::json &value);
    void removeJobValue(const char *pointer);
    // Writes a number field: its value, removes the key when empty. While the text typed is
    // refused, the job holds what it held before the typing began: the plan never shows a figure
    // half typed on the way ("1e1" of "1e15").
    void writeField(NumberField *field, const char *pointer);
    // Connects a field so each valid edit is written to `pointer`.
    void bindField(NumberField *field, const char *pointer);
    // Opens the undoable step the writes of a handler make, unless one is open: named after
    // `field` (by default the widget whose signal called the handler, else the one with focus),
    // and, when that is a NumberField, joined by the next keystroke's step in the same field.
    PlanSession::EditStep editStep(QWidget *field = nullptr);
    // "Change micro-batch": the label of `field`, or its accessible name, or the label of the row
    // holding it, or its button's text; empty when it has none of them.
    QString stepName(QWidget *field) const;

private:
    PlanSession *m_session;
    bool m_loading = false;
    // The job's value of a field being typed in when the typing began (null: none), until the
    // field loses focus.
    QHash<NumberField *, nlohmann::json> m_typingStart;
};
