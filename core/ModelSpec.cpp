#include "ModelSpec.h"

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

std::string toString(ModelSpec::Architecture a)
{
    switch (a) {
    case ModelSpec::Architecture::Decoder:
        return "decoder";
    case ModelSpec::Architecture::Encoder:
        return "encoder";
    case ModelSpec::Architecture::EncoderDecoder:
        return "encoder-decoder";
    }
    return "decoder";
}

} // namespace tp
