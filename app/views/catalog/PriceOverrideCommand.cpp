#include "views/catalog/PriceOverrideCommand.h"

#include "text/PlanText.h"
#include "views/catalog/CatalogBrowserPage.h"

PriceOverrideCommand::PriceOverrideCommand(CatalogBrowserPage *page, std::optional<tp::PriceOverride> before,
                                           std::optional<tp::PriceOverride> after)
    : m_page(page), m_before(std::move(before)), m_after(std::move(after))
{
    const tp::PriceOverride &key = m_after ? *m_after : *m_before;
    const QString instance = QString::fromStdString(key.instanceType);
    const QString billing = PlanText::billing(key.price.billing);
    setText(m_after ? tr("Set price of %1, %2").arg(instance, billing)
                    : tr("Remove override of %1, %2").arg(instance, billing));
}

void PriceOverrideCommand::undo()
{
    apply(m_before);
}

void PriceOverrideCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    apply(m_after);
}

void PriceOverrideCommand::apply(const std::optional<tp::PriceOverride> &price)
{
    const tp::PriceOverride &key = m_after ? *m_after : *m_before;
    m_page->restorePrice(key.instanceType, key.price.billing, key.price.region, price);
}
