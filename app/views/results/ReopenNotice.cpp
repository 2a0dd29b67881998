#include "views/results/ReopenNotice.h"

#include "document/PlanSession.h"
#include "text/PlanChangesText.h"
#include "text/PlanText.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QString billingName(const std::string &id)
{
    const std::optional<tp::Billing> billing = tp::fromString<tp::Billing>(id);
    return billing ? PlanText::billing(*billing) : QString::fromStdString(id);
}

} // namespace

ReopenNotice::ReopenNotice(PlanSession *session, QWidget *parent)
    : QFrame(parent), m_session(session), m_label(new QLabel), m_saved(new QLabel), m_keep(new QPushButton),
      m_showSaved(new QPushButton)
{
    setObjectName(QStringLiteral("reopenNotice"));
    setFrameShape(QFrame::StyledPanel);
    m_label->setObjectName(QStringLiteral("reopenNoticeText"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_saved->setObjectName(QStringLiteral("reopenNoticeSaved"));
    m_saved->setWordWrap(true);
    m_saved->setTextFormat(Qt::RichText);
    m_saved->setVisible(false);
    m_keep->setObjectName(QStringLiteral("keepTodaysFigures"));
    m_showSaved->setObjectName(QStringLiteral("showSavedFigures"));
    m_showSaved->setCheckable(true);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_showSaved);
    buttons->addWidget(m_keep);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_label);
    layout->addWidget(m_saved);
    layout->addLayout(buttons);

    connect(m_keep, &QPushButton::clicked, m_session, &PlanSession::acceptTodaysFigures);
    connect(m_showSaved, &QPushButton::toggled, this, [this](bool on) {
        m_savedShown = on;
        update();
    });
    connect(m_session, &PlanSession::reopenChangesFound, this, &ReopenNotice::update);
    connect(m_session, &PlanSession::documentReplaced, this, &ReopenNotice::update);
    retranslate();
    update();
}

void ReopenNotice::update()
{
    const tp::PlanChanges *changes = m_session->reopenChanges();
    setVisible(changes != nullptr);
    if (!changes) {
        m_showSaved->setChecked(false);
        return;
    }
    m_label->setText(PlanChangesText::notice(*changes));
    m_saved->setVisible(m_savedShown);
    if (m_savedShown) {
        const auto row = [](const QString &title, const tp::PlanFigures &f) {
            const QString where = f.present
                                      ? QStringLiteral("%1 × %2, %3")
                                            .arg(f.nodes)
                                            .arg(QString::fromStdString(f.instance), billingName(f.billing))
                                      : QString();
            return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>")
                .arg(title.toHtmlEscaped(), PlanChangesText::figures(f).toHtmlEscaped(),
                     where.toHtmlEscaped());
        };
        QString html = QStringLiteral("<table cellspacing=\"6\">");
        html += row(tr("Saved"), changes->saved);
        html += row(tr("Today"), changes->today);
        html += QStringLiteral("</table>");
        const QStringList reasons = PlanChangesText::reasons(*changes);
        for (const QString &r : reasons)
            html += QStringLiteral("• %1<br>").arg(r.toHtmlEscaped());
        m_saved->setText(html);
    }
}

void ReopenNotice::retranslate()
{
    m_keep->setText(tr("&Keep today's figures"));
    m_showSaved->setText(tr("Show the sa&ved figures"));
}

void ReopenNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QFrame::changeEvent(event);
}
