#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <string>
#include <utility>

// Catalog terms as the UI shows them: translated names of billing modes, RDMA kinds, storage
// kinds and confidence levels, a provider's or region's name in the UI language, and the rich
// text of the details pane (fields, provenance, override and stale notes).
class CatalogText
{
    Q_DECLARE_TR_FUNCTIONS(CatalogText)

public:
    using Fields = QList<std::pair<QString, QString>>;

    // "CNY/hour", "USD/month": the unit of a price of this billing.
    // Catalog text shown as the catalog writes it: ids, currencies, region ids, sources.
    static QString verbatim(const std::string &text);
    static QString priceUnit(tp::Billing billing, const std::string &currency);
    static QString generationName(tp::Generation generation);
    static QString rdmaName(tp::InstanceType::Rdma rdma);
    static QString storageKindName(tp::StorageOption::Kind kind);
    static QString confidenceName(const std::string &confidence);
    // "per second", "per hour", "per 60 s"
    static QString granularityName(double seconds);
    static QString yesNo(bool value);

    // Billing, provider and region names: PlanText::billing, provider, region (one wording).

    // One-line provenance for tooltips: "Source: …\nDate: …\nConfidence: …[\nDerivation: …]".
    static QString provenanceToolTip(const tp::Provenance &provenance);
    // "Stale: dated 2024-05, more than 180 days before today. Check the provider's current price."
    static QString staleToolTip(const std::string &date);
    // "Overridden by prices-edited.json"
    static QString overriddenToolTip(const QString &file);

    // The details pane: a heading, a table of fields, then provenance blocks and notes.
    static QString heading(const QString &title, const QString &subtitle = {});
    static QString fieldTable(const Fields &fields);
    static QString provenanceBlock(const QString &title, const tp::Provenance &provenance, bool stale);
    static QString fieldSourcesBlock(const std::map<std::string, tp::Provenance> &fieldSources,
                                     const tp::CivilDate &today, bool staleMatters);
    static QString overrideNote(const QString &file);
};
