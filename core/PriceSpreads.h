#pragma once

#include "core/Catalog.h"

#include <string>
#include <vector>

namespace tp {

// How far apart the on-demand prices per GPU-hour of one provider's families of one GPU may be
// before `catalog check` asks for a reason: a bare-metal or RDMA node costs more per GPU than the
// VM of the same GPU, by 1.00-1.32x on Alibaba's own 2023 list (ebmgn7i / gn7i 1.32, ebmgn6v /
// gn6v 1.12, ebmgn7e / gn7e 1.00); 1.5x leaves room for a faster network, not for a second
// hourly-from-monthly rule.
constexpr double kPriceSpreadBand = 1.5;

// The cheapest and the dearest family of one provider and GPU, on-demand, per GPU-hour in CNY
// (USD converted at the catalog's rate), each family at the median of its sizes.
struct PriceSpread
{
    std::string provider;
    std::string gpu;
    std::string lowFamily, highFamily;
    double lowPerGpuHour = 0, highPerGpuHour = 0;
    double ratio() const { return lowPerGpuHour > 0 ? highPerGpuHour / lowPerGpuHour : 0; }
    // The dearer or the cheaper family's price_spread_reason, when either gives one.
    std::string reason;
    bool beyondBand() const { return ratio() > kPriceSpreadBand; }
};

// Every provider x GPU sold by two families or more, in provider then GPU order.
std::vector<PriceSpread> priceSpreads(const Catalog &catalog);

} // namespace tp
