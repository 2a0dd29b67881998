#pragma once

#include "core/Catalog.h"
#include "core/planner/PlanJson.h"

#include <QCoreApplication>
#include <string>

// The plan's CSV for people (finance, a spreadsheet), in the UI's language: translated headers,
// provider, region, billing and status names, the unit price and where it comes from, one row a
// candidate. Numbers stay raw ('.' decimal point) so a spreadsheet sorts them. The machine form,
// with ids and English headers, is core's writeCsv (`plan --format csv`).
class PlanCsvText
{
    Q_DECLARE_TR_FUNCTIONS(PlanCsvText)

public:
    // The file's bytes: UTF-8 led by a byte-order mark, so Excel reads Chinese text right.
    static std::string file(const tp::Plan &plan, const tp::Catalog &catalog,
                            const tp::PlanSelection &selection = {});
    // "VAT included (6%)", "VAT excluded", "not stated": the provider's tax basis (catalog "tax").
    static QString taxBasis(const tp::Catalog &catalog, const std::string &providerId);
    // "1 USD = 7.1429 CNY (2026-07-20)": the rate a converted price used, with its date.
    static QString exchangeRate(const tp::Plan &plan);
};
