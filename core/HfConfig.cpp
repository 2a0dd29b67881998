#include "core/HfConfig.h"

#include "core/JobParser.h"
#include "core/JsonReader.h"
#include "core/SafeText.h"
#include "core/TextFile.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

namespace tp {

namespace {

// Reads integer keys under the first of several names a family uses, reporting with the file
// and the key.
struct ConfigReader
{
    const nlohmann::json &c;
    const std::string &file;
    Problems &out;

    const nlohmann::json *find(std::initializer_list<const char *> keys, std::string *which = nullptr) const
    {
        for (const char *k : keys) {
            auto it = c.find(k);
            if (it != c.end() && !it->is_null()) {
                if (which)
                    *which = k;
                return &*it;
            }
        }
        return nullptr;
    }

    std::optional<long long> integer(std::initializer_list<const char *> keys, bool required, long long min,
                                     long long max) const
    {
        std::string key;
        const nlohmann::json *v = find(keys, &key);
        if (!v) {
            if (required)
                out.push_back({Problem::Severity::Error, "missing-field", file,
                               std::string("/") + *keys.begin(),
                               "required key is missing from config.json (a transformer needs it)"});
            return std::nullopt;
        }
        if (!v->is_number_integer() &&
            !(v->is_number_float() && std::floor(v->get<double>()) == v->get<double>())) {
            out.push_back({Problem::Severity::Error, "wrong-type", file, "/" + key,
                           "expected a whole number, found " + jsonTypeName(*v)});
            return std::nullopt;
        }
        const double d = v->get<double>();
        if (d < static_cast<double>(min) || d > static_cast<double>(max)) {
            std::ostringstream s;
            s << "must be " << min << " to " << max << ", found " << d;
            out.push_back({Problem::Severity::Error, "out-of-range", file, "/" + key, s.str()});
            return std::nullopt;
        }
        return static_cast<long long>(d);
    }

    std::optional<bool> boolean(const char *key) const
    {
        const nlohmann::json *v = find({key});
        if (!v)
            return std::nullopt;
        if (!v->is_boolean()) {
            out.push_back({Problem::Severity::Error, "wrong-type", file, std::string("/") + key,
                           "expected true or false, found " + jsonTypeName(*v)});
            return std::nullopt;
        }
        return v->get<bool>();
    }

    std::string string(const char *key) const
    {
        const nlohmann::json *v = find({key});
        return v && v->is_string() ? v->get<std::string>() : std::string();
    }
};

bool isOneOf(const std::string &s, std::initializer_list<const char *> set)
{
    return std::any_of(set.begin(), set.end(), [&](const char *x) { return s == x; });
}

} // namespace

std::optional<ModelSpec> modelFromHfConfig(const nlohmann::json &c, const std::string &file, Problems &out)
{
    const std::size_t before = out.size();
    if (!c.is_object()) {
        out.push_back({Problem::Severity::Error, "wrong-type", file, "",
                       "a config.json is a JSON object, found " + jsonTypeName(c)});
        return std::nullopt;
    }
    ConfigReader r{c, file, out};
    std::string type = r.string("model_type");
    std::transform(type.begin(), type.end(), type.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (type.empty()) {
        out.push_back({Problem::Severity::Error, "missing-field", file, "/model_type",
                       "config.json names no model_type; is this a Hugging Face model config?"});
        return std::nullopt;
    }
    const bool bert =
        isOneOf(type, {"bert", "roberta", "xlm-roberta", "ernie", "deberta", "deberta-v2", "electra"});
    const bool gpt2 = type == "gpt2";
    const bool glm = isOneOf(type, {"chatglm", "glm", "glm4"});
    const bool decoderLike =
        gpt2 || glm ||
        isOneOf(type, {"llama",    "mistral",     "mixtral",     "qwen",      "qwen2",      "qwen2_moe",
                       "qwen3",    "qwen3_moe",   "internlm",    "internlm2", "internlm3",  "baichuan",
                       "deepseek", "deepseek_v2", "deepseek_v3", "yi",        "gemma",      "gemma2",
                       "phi3",     "olmo",        "olmo2",       "falcon",    "starcoder2", "gpt_neox",
                       "cohere",   "minicpm"});
    if (!bert && !decoderLike) {
        out.push_back(
            {Problem::Severity::Error, "unsupported", file, "/model_type",
             "model_type " + quoteValue(type) +
                 " is not a language-model family TrainPlan reads (Llama, Qwen, Mistral/Mixtral, InternLM, "
                 "Baichuan, ChatGLM/GLM-4, DeepSeek, Gemma, BERT, GPT-2 ...); describe it with \"kind\": "
                 "\"transformer\" and its figures instead"});
        return std::nullopt;
    }

    ModelSpec m;
    m.kind = ModelSpec::Kind::Transformer;
    m.architecture = bert ? ModelSpec::Architecture::Encoder : ModelSpec::Architecture::Decoder;
    m.layers = static_cast<int>(
        r.integer({"num_hidden_layers", "num_layers", "n_layer"}, true, 1, 10000).value_or(0));
    m.hidden =
        static_cast<int>(r.integer({"hidden_size", "n_embd", "d_model"}, true, 16, 1 << 20).value_or(0));
    m.heads = static_cast<int>(r.integer({"num_attention_heads", "n_head"}, true, 1, 1 << 16).value_or(0));
    if (glm && r.boolean("multi_query_attention").value_or(false))
        m.kvHeads =
            static_cast<int>(r.integer({"multi_query_group_num"}, true, 1, 1 << 16).value_or(m.heads));
    else
        m.kvHeads = static_cast<int>(r.integer({"num_key_value_heads"}, false, 1, 1 << 16).value_or(m.heads));
    const int defaultFfn = 4 * m.hidden;
    m.ffnHidden =
        static_cast<int>(r.integer({"intermediate_size", "ffn_hidden_size", "n_inner"}, false, 1, 1 << 22)
                             .value_or(defaultFfn));
    m.vocab = static_cast<int>(r.integer({"vocab_size", "padded_vocab_size"}, true, 1, 1 << 24).value_or(0));
    if (glm) // GLM's embedding table is the padded vocabulary
        m.vocab = static_cast<int>(
            r.integer({"padded_vocab_size", "vocab_size"}, true, 1, 1 << 24).value_or(m.vocab));
    m.maxSeqLen = static_cast<int>(r.integer({"max_position_embeddings", "seq_length", "model_max_length",
                                              "n_positions", "max_sequence_length"},
                                             false, 1, JobParser::kMaxSeqLen)
                                       .value_or(0));
    // The head width when it is not hidden / heads (Qwen3, Gemma; GLM's kv_channels; DeepSeek's
    // query-key width of multi-head latent attention).
    if (auto hd = r.integer({"head_dim", "kv_channels"}, false, 1, 1 << 16))
        m.headDim = static_cast<int>(*hd);
    const auto qkNope = r.integer({"qk_nope_head_dim"}, false, 0, 1 << 16);
    const auto qkRope = r.integer({"qk_rope_head_dim"}, false, 0, 1 << 16);
    if (qkNope && qkRope)
        m.headDim = static_cast<int>(*qkNope + *qkRope);
    if (m.headDim > 0 && m.heads > 0 && m.headDim * m.heads == m.hidden)
        m.headDim = 0; // the usual width: nothing to say
    // Gated MLPs (SwiGLU/GeGLU) have three weight matrices: every decoder family above but GPT-2.
    const std::string act = r.string("hidden_act") + r.string("activation_function");
    m.ffnGated = !bert && !gpt2 && type != "falcon" && type != "gpt_neox" && type != "starcoder2";
    if (act.find("gelu_new") != std::string::npos && gpt2)
        m.ffnGated = false;
    // Tied embeddings: transformers' PretrainedConfig defaults tie_word_embeddings to true, but the
    // decoder families above set it false in their config classes; BERT and GPT-2 tie.
    m.tiedEmbeddings = r.boolean("tie_word_embeddings").value_or(bert || gpt2);

    // --- mixture of experts
    if (auto e = r.integer({"num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"}, false,
                           0, 65536);
        e && *e > 1) {
        m.experts = static_cast<int>(*e);
        m.expertsPerToken = static_cast<int>(
            r.integer({"num_experts_per_tok", "moe_topk", "top_k"}, true, 1, 1024).value_or(0));
        // Mixtral's experts are full-width FFNs (intermediate_size); Qwen-MoE and DeepSeek give
        // moe_intermediate_size.
        m.moeFfnHidden =
            static_cast<int>(r.integer({"moe_intermediate_size"}, false, 1, 1 << 22).value_or(m.ffnHidden));
        if (auto shared = r.integer({"n_shared_experts"}, false, 0, 1024))
            m.sharedExperts = static_cast<int>(*shared);
        else if (auto sharedWidth = r.integer({"shared_expert_intermediate_size"}, false, 0, 1 << 22);
                 sharedWidth && m.moeFfnHidden > 0)
            m.sharedExperts =
                static_cast<int>(std::lround(static_cast<double>(*sharedWidth) / m.moeFfnHidden));
        if (auto k = r.integer({"first_k_dense_replace"}, false, 0, 10000))
            m.denseLayers = static_cast<int>(*k);
        else if (const nlohmann::json *dense = r.find({"mlp_only_layers"}); dense && dense->is_array())
            m.denseLayers = static_cast<int>(dense->size());
        if (m.expertsPerToken > m.experts)
            out.push_back({Problem::Severity::Error, "out-of-range", file, "/num_experts_per_tok",
                           "routes each token to more experts than the layer has"});
        if (m.denseLayers >= m.layers && m.layers > 0)
            out.push_back({Problem::Severity::Error, "out-of-range", file, "/first_k_dense_replace",
                           "leaves no MoE layer"});
    }
    if (m.kvHeads > m.heads)
        out.push_back({Problem::Severity::Error, "out-of-range", file, "/num_key_value_heads",
                       "must not exceed num_attention_heads"});
    if (out.size() > before)
        return std::nullopt;

    m.defaultSeqLen = bert ? 512 : std::min(m.maxSeqLen > 0 ? m.maxSeqLen : 2048, 2048);
    m.params = m.architectureParams();
    if (const auto kvRank = r.integer({"kv_lora_rank"}, false, 1, 1 << 20)) {
        // DeepSeek's multi-head latent attention: queries (optionally through a low-rank
        // projection), a shared compressed key/value latent and per-head up-projections
        // (DeepSeek-V2 report, sec. 2.1), instead of the generic Q/K/V/O count above.
        const double h = m.hidden, heads = m.heads;
        const double qk = m.headDim > 0 ? m.headDim : h / heads;
        const double vHead = static_cast<double>(
            r.integer({"v_head_dim"}, false, 1, 1 << 16).value_or(static_cast<long long>(qk)));
        const double rope = static_cast<double>(qkRope.value_or(0));
        const auto qRank = r.integer({"q_lora_rank"}, false, 1, 1 << 20);
        const double q = qRank ? h * *qRank + *qRank * heads * qk : h * heads * qk;
        const double kv = h * (*kvRank + rope) + *kvRank * heads * (qk - rope + vHead);
        const double o = heads * vHead * h;
        const double generic = h * m.queryDim() + 2.0 * h * m.kvDim() + m.queryDim() * h;
        m.params += m.layers * (q + kv + o - generic);
    }
    m.name = r.string("_name_or_path");
    if (m.name.empty())
        if (const nlohmann::json *arch = r.find({"architectures"});
            arch && arch->is_array() && !arch->empty() && (*arch)[0].is_string())
            m.name = (*arch)[0].get<std::string>();
    if (m.name.empty())
        m.name = type;
    // transformers takes any _name_or_path (a local path, a hub id): shown, never obeyed
    if (const std::string bad = unsafeCharacter(m.name); !bad.empty())
        out.push_back({Problem::Severity::Warning, "unsafe-text", file, "/_name_or_path",
                       "the model's name holds " + bad + "; it is shown escaped"});
    if (characterCount(m.name) > limits::kMaxNameChars)
        out.push_back({Problem::Severity::Warning, "long-text", file, "/_name_or_path",
                       "the model's name is longer than " + std::to_string(limits::kMaxNameChars) +
                           " characters; it is shown shortened"});
    m.name = displayText(m.name, limits::kMaxNameChars);
    m.provenance = {"Hugging Face config.json: " + displayText(file, limits::kMaxTextChars), "", "reported",
                    ""};
    return m;
}

bool loadHfConfig(Job &job, const std::string &jobFile, Problems &out)
{
    if (job.hfConfig.empty())
        return true;
    namespace fs = std::filesystem;
    fs::path path(job.hfConfig);
    if (path.is_relative() && !jobFile.empty() && jobFile != "-")
        path = fs::path(jobFile).parent_path() / path;
    const std::string shown = path.lexically_normal().string();
    std::error_code ec;
    if (fs::is_directory(path, ec))
        path /= "config.json"; // a model folder: its config.json
    const TextFile read = readTextFile(path.string());
    if (!read.ok()) {
        out.push_back({Problem::Severity::Error, "unreadable", jobFile.empty() ? "-" : jobFile,
                       "/model/hf_config", "cannot read " + quoteValue(shown) + " (" + read.reason + ")"});
        return false;
    }
    const std::string file = path.lexically_normal().string();
    auto value = parseJsonText(read.text, file, out);
    if (!value)
        return false;
    auto model = modelFromHfConfig(*value, file, out);
    if (!model)
        return false;
    if (job.hfMaxSeqLen)
        model->maxSeqLen = *job.hfMaxSeqLen;
    job.customModel = std::move(*model);
    return true;
}

} // namespace tp
