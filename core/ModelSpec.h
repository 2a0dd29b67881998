#pragma once

#include "Provenance.h"

#include <string>

namespace tp {

// A model architecture: a preset from the catalog or described in a job.
struct ModelSpec : SourcedRecord
{
    enum class Kind { Transformer, Vision };
    enum class Architecture { Decoder, Encoder, EncoderDecoder };

    std::string id; // preset id, empty for a custom model
    std::string name;
    Kind kind = Kind::Transformer;

    // transformer
    Architecture architecture = Architecture::Decoder;
    double params = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;   // = heads unless grouped-query attention
    int ffnHidden = 0; // = 4 * hidden unless given
    bool ffnGated = false;
    int vocab = 0;
    bool tiedEmbeddings = false;
    int maxSeqLen = 0;
    int defaultSeqLen = 0;

    // vision
    std::string task;        // "classification", "detection", ...
    double forwardGflops = 0; // FLOPs of one forward pass of one sample at imageSize
    int imageSize = 0;
    double forwardActivationsM = 0; // million activation elements of one forward pass (0: unknown)
    bool depthwiseSeparable = false; // MBConv/MobileNet-style blocks (depthwise convs, SE, SiLU)

    // Activation elements of one forward pass at `size` pixels: the catalog's figure, or derived
    // from FLOPs by the scaling laws of conv nets (see ModelSpec.cpp).
    double forwardActivations(int size) const;

    bool isTransformer() const { return kind == Kind::Transformer; }
    // Parameters of the input embedding table that do no matrix multiply (0 when tied to the
    // output head, which does).
    double embeddingLookupParams() const;
    // Parameters in the embedding and output-head matrices (kept in 16 bits under QLoRA).
    double embeddingParams() const;
};

std::string toString(ModelSpec::Architecture a);

} // namespace tp
