#include "text/CatalogText.h"

#include "text/EnumText.h"
#include "text/Format.h"

#include <QFileInfo>
#include <QLocale>
#include <cmath>

QString CatalogText::verbatim(const std::string &text)
{
    return QString::fromStdString(text);
}

QString CatalogText::priceUnit(tp::Billing billing, const std::string &currency)
{
    return billing == tp::Billing::SubscriptionMonth ? tr("%1/month").arg(verbatim(currency))
                                                     : tr("%1/hour").arg(verbatim(currency));
}

QString CatalogText::generationName(tp::Generation generation)
{
    static constexpr std::array names{
        QT_TRANSLATE_NOOP("CatalogText", "Volta"),  QT_TRANSLATE_NOOP("CatalogText", "Turing"),
        QT_TRANSLATE_NOOP("CatalogText", "Ampere"), QT_TRANSLATE_NOOP("CatalogText", "Ada Lovelace"),
        QT_TRANSLATE_NOOP("CatalogText", "Hopper"), QT_TRANSLATE_NOOP("CatalogText", "Ascend")};
    return translatedName("CatalogText", names, generation);
}

QString CatalogText::rdmaName(tp::InstanceType::Rdma rdma)
{
    static constexpr std::array names{QT_TRANSLATE_NOOP("CatalogText", "None"),
                                      QT_TRANSLATE_NOOP("CatalogText", "eRDMA"),
                                      QT_TRANSLATE_NOOP("CatalogText", "RDMA")};
    return translatedName("CatalogText", names, rdma);
}

QString CatalogText::storageKindName(tp::StorageOption::Kind kind)
{
    static constexpr std::array names{QT_TRANSLATE_NOOP("CatalogText", "Object storage"),
                                      QT_TRANSLATE_NOOP("CatalogText", "File storage"),
                                      QT_TRANSLATE_NOOP("CatalogText", "Block storage")};
    return translatedName("CatalogText", names, kind);
}

QString CatalogText::confidenceName(const std::string &confidence)
{
    if (confidence == "list")
        return tr("vendor figure");
    if (confidence == "reported")
        return tr("reported");
    if (confidence == "estimate")
        return tr("estimate");
    if (confidence == "quote")
        return tr("quote for your account");
    return verbatim(confidence);
}

QString CatalogText::granularityName(double seconds)
{
    if (seconds == 1)
        return tr("per second");
    if (seconds == 60)
        return tr("per minute");
    if (seconds == 3600)
        return tr("per hour");
    return tr("per %1 s").arg(Format::number(seconds, 6));
}

QString CatalogText::yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

QString CatalogText::provenanceToolTip(const tp::Provenance &provenance)
{
    QString tip = tr("Source: %1\nDate: %2\nConfidence: %3")
                      .arg(verbatim(provenance.source), verbatim(provenance.date),
                           confidenceName(provenance.confidence));
    if (!provenance.derivation.empty())
        tip += QLatin1Char('\n') + tr("Derivation: %1").arg(verbatim(provenance.derivation));
    return tip;
}

QString CatalogText::staleToolTip(const std::string &date)
{
    return tr("Stale: dated %1, more than %2 days before today. Check the provider's current price.")
        .arg(verbatim(date), QString::number(tp::kStaleAfterDays)); // one call: a % in the date stays text
}

QString CatalogText::overriddenToolTip(const QString &file)
{
    return tr("Overridden by %1").arg(QFileInfo(file).fileName());
}

QString CatalogText::heading(const QString &title, const QString &subtitle)
{
    // One line: the pane is short, the table above it matters more.
    QString html =
        QStringLiteral("<p style=\"margin:0 0 4px 0\"><span style=\"font-size:large\"><b>%1</b></span>")
            .arg(title.toHtmlEscaped());
    if (!subtitle.isEmpty())
        html += QStringLiteral(" &nbsp;—&nbsp; %1").arg(subtitle.toHtmlEscaped());
    return html + QStringLiteral("</p>");
}

QString CatalogText::fieldTable(const Fields &fields)
{
    // Three name-value pairs a row, so a record fits the short details pane.
    constexpr int kPairsPerRow = 3;
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (int i = 0; i < fields.size(); ++i) {
        if (i % kPairsPerRow == 0)
            html += QStringLiteral("<tr>");
        html += QStringLiteral(
                    "<td style=\"padding-right:8px\"><b>%1</b></td><td style=\"padding-right:28px\">%2</td>")
                    .arg(fields[i].first.toHtmlEscaped(), fields[i].second.toHtmlEscaped());
        if (i % kPairsPerRow == kPairsPerRow - 1 || i + 1 == fields.size())
            html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString CatalogText::provenanceBlock(const QString &title, const tp::Provenance &provenance, bool stale)
{
    const auto line = [](const QString &name, const QString &value) {
        return QStringLiteral("<b>%1:</b> %2").arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    QString html = QStringLiteral("<p style=\"margin:6px 0 0 0\"><b>%1</b><br>").arg(title.toHtmlEscaped());
    html += line(tr("Source"), verbatim(provenance.source)) + QStringLiteral("<br>");
    html += line(tr("Date"), verbatim(provenance.date)) + QStringLiteral(" &nbsp;·&nbsp; ") +
            line(tr("Confidence"), confidenceName(provenance.confidence));
    if (!provenance.derivation.empty())
        html += QStringLiteral("<br>") + line(tr("Derivation"), verbatim(provenance.derivation));
    if (stale)
        html += QStringLiteral("<br><span style=\"color:#b45309\">&#9888; %1</span>")
                    .arg(staleToolTip(provenance.date).toHtmlEscaped());
    return html + QStringLiteral("</p>");
}

QString CatalogText::fieldSourcesBlock(const std::map<std::string, tp::Provenance> &fieldSources,
                                       const tp::CivilDate &today, bool staleMatters)
{
    QString html;
    for (const auto &[field, provenance] : fieldSources)
        html += provenanceBlock(tr("Source of %1").arg(verbatim(field)), provenance,
                                staleMatters && tp::isStale(provenance.date, today));
    return html;
}

QString CatalogText::overrideNote(const QString &file)
{
    return QStringLiteral("<p style=\"margin:6px 0 0 0; color:#1d4ed8\"><b>%1</b> &nbsp;(%2)</p>")
        .arg(overriddenToolTip(file).toHtmlEscaped(), file.toHtmlEscaped());
}
