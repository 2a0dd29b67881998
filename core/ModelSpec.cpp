#include "core/ModelSpec.h"

#include <algorithm>
#include <cmath>

namespace tp {

double ModelSpec::embeddingLookupParams() const
{
    if (!isTransformer() || tiedEmbeddings)
        return 0;
    return static_cast<double>(vocab) * hidden;
}

double ModelSpec::embeddingParams() const
{
    if (!isTransformer())
        return 0;
    return static_cast<double>(vocab) * hidden * (tiedEmbeddings ? 1 : 2);
}

double ModelSpec::queryDim() const
{
    return heads > 0 && headDim > 0 ? static_cast<double>(heads) * headDim : static_cast<double>(hidden);
}

double ModelSpec::kvDim() const
{
    if (heads <= 0)
        return hidden;
    const double perHead = headDim > 0 ? headDim : static_cast<double>(hidden) / heads;
    return perHead * kvHeads;
}

double ModelSpec::expertParams() const
{
    if (!isMoe())
        return 0;
    return (ffnGated ? 3.0 : 2.0) * hidden * static_cast<double>(moeFfnHidden);
}

double ModelSpec::routedExpertParams() const
{
    return expertParams() * experts * moeLayers();
}

double ModelSpec::activeParams() const
{
    if (!isMoe())
        return params;
    const double inactive = expertParams() * (experts - expertsPerToken) * moeLayers();
    return std::max(params - inactive, 0.0);
}

double ModelSpec::architectureParams() const
{
    if (!isTransformer())
        return params;
    const double h = hidden;
    const double q = queryDim(), kv = kvDim();
    const double attention = h * q + 2.0 * h * kv + q * h;
    const double mlpWidth = ffnHidden > 0 ? ffnHidden : 4.0 * h;
    const double denseMlp = (ffnGated ? 3.0 : 2.0) * h * mlpWidth;
    const double norms = 2.0 * h;
    double perLayers = 0;
    if (isMoe()) {
        const double router = h * experts;
        const double moe = expertParams() * (experts + sharedExperts) + router;
        perLayers = denseLayers * (attention + denseMlp + norms) + moeLayers() * (attention + moe + norms);
    } else {
        perLayers = layers * (attention + denseMlp + norms);
    }
    return perLayers + embeddingParams() + h;
}

double ModelSpec::forwardActivations(int size) const
{
    const double pixels =
        imageSize > 0 ? static_cast<double>(size) * size / (static_cast<double>(imageSize) * imageSize) : 1.0;
    if (forwardActivationsM > 0)
        return forwardActivationsM * 1e6 * pixels;
    // Unknown: scale from ResNet-50 (8.2 GFLOPs and 11.1 M activations at 224 px; Radosavovic et
    // al. 2020, "Designing Network Design Spaces", table of reference models). Widening a conv net
    // by w multiplies FLOPs by w^2 but activations by w; more pixels multiply both alike. With the
    // split between the two unknown, half of the FLOP ratio's exponent is given to each.
    const double flopRatio = forwardGflops / 8.2;
    const double pixelRatio = static_cast<double>(imageSize) * imageSize / (224.0 * 224.0);
    return 11.1e6 * std::sqrt(flopRatio) * std::sqrt(pixelRatio) * pixels;
}

} // namespace tp
