#pragma once

#include "core/Instance.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <optional>

class CatalogBrowserPage;

// One change of the user's price overrides (a price set, or an override removed): the override of
// that price before and after it, put back through the catalog browser by undo and redo.
class PriceOverrideCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(PriceOverrideCommand)

public:
    // `before` or `after` is nullopt where the shipped price applies. Pushed once the page made
    // the change: the first redo has nothing to do.
    PriceOverrideCommand(CatalogBrowserPage *page, std::optional<tp::PriceOverride> before,
                         std::optional<tp::PriceOverride> after);

    void undo() override;
    void redo() override;

private:
    void apply(const std::optional<tp::PriceOverride> &price);

    CatalogBrowserPage *m_page;
    std::optional<tp::PriceOverride> m_before;
    std::optional<tp::PriceOverride> m_after;
    bool m_done = true;
};
