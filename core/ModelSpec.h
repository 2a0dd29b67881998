#pragma once

#include "core/EnumNames.h"
#include "core/Provenance.h"

#include <string>

namespace tp {

// A model architecture: a preset from the catalog or described in a job.
struct ModelSpec : SourcedRecord
{
    enum class Kind
    {
        Transformer,
        Vision
    };
    enum class Architecture
    {
        Decoder,
        Encoder,
        EncoderDecoder
    };
    // A detector's (or segmenter's) family: what its heads and training loop cost beyond the
    // backbone's FLOPs. Anchor-free YOLO heads (YOLOv8, YOLO11, YOLOX, PP-YOLOE); anchor-based
    // one-stage heads (YOLOv3-v7, RetinaNet, SSD); two-stage detectors with region proposals and
    // RoI heads (Faster/Mask R-CNN); DETR-style encoder-decoders with set matching.
    enum class Detector
    {
        None,
        AnchorFree,
        OneStage,
        TwoStage,
        Detr
    };

    std::string id; // preset id, empty for a custom model
    std::string name;
    // Models trained alike ("llama-3" for Llama 3, 3.1 and 3.2): a run of one calibrates the
    // others (kept measurements). The id when the catalog names none.
    std::string family;
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
    int headDim = 0; // per attention head when it is not hidden / heads (Qwen3, Gemma), else 0

    // mixture of experts (experts == 0: a dense model)
    int experts = 0;         // routed experts per MoE layer
    int expertsPerToken = 0; // top-k routing
    int sharedExperts = 0;   // experts every token passes through (DeepSeek, Qwen2-MoE)
    int moeFfnHidden = 0;    // FFN width of one expert
    int denseLayers = 0;     // leading layers with a dense MLP (DeepSeek's first_k_dense_replace)

    // vision
    std::string task;         // "classification", "detection", ...
    double forwardGflops = 0; // FLOPs of one forward pass of one sample at imageSize
    int imageSize = 0;
    double forwardActivationsM = 0;  // million activation elements of one forward pass (0: unknown)
    bool depthwiseSeparable = false; // MBConv/MobileNet-style blocks (depthwise convs, SE, SiLU)
    Detector detector = Detector::None;
    bool multiScale = false; // trained at random input sizes (DETR's and detectron2's multi-scale)

    // Activation elements of one forward pass at `size` pixels: the catalog's figure, or derived
    // from FLOPs by the scaling laws of conv nets (see ModelSpec.cpp).
    double forwardActivations(int size) const;

    bool isTransformer() const { return kind == Kind::Transformer; }
    bool isMoe() const { return isTransformer() && experts > 0; }
    int moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
    // Width of the query projection (heads x head dim) and of the key or value projection.
    double queryDim() const;
    double kvDim() const;
    // Parameters of one routed expert, and of all routed experts of all MoE layers.
    double expertParams() const;
    double routedExpertParams() const;
    // Parameters one token passes through: all but the routed experts it is not sent to
    // (= params for a dense model).
    double activeParams() const;
    // The parameter count the architecture implies (embeddings, attention, MLP or experts,
    // norms), for models described without one (a Hugging Face config.json).
    double architectureParams() const;
    // Parameters of the input embedding table that do no matrix multiply (0 when tied to the
    // output head, which does).
    double embeddingLookupParams() const;
    // Parameters in the embedding and output-head matrices (kept in 16 bits under QLoRA).
    double embeddingParams() const;
};

constexpr auto enumNames(ModelSpec::Kind)
{
    return std::array{"transformer", "vision"};
}
constexpr auto enumNames(ModelSpec::Architecture)
{
    return std::array{"decoder", "encoder", "encoder-decoder"};
}
constexpr auto enumNames(ModelSpec::Detector)
{
    return std::array{"none", "anchor-free", "one-stage", "two-stage", "detr"};
}

} // namespace tp
