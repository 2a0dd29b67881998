#pragma once

#include "core/Job.h"
#include "core/ModelSpec.h"
#include "core/Problem.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tp {

// A model described by a Hugging Face `config.json` (the file every model repository carries):
// layers, widths, heads, key/value heads, vocabulary, context, and the mixture-of-experts fields
// of Mixtral, Qwen-MoE and DeepSeek, under the names each model family uses (Llama, Qwen2/3,
// Mistral, Mixtral, InternLM2, Baichuan, ChatGLM/GLM-4, DeepSeek-V2/V3, BERT, GPT-2). The
// parameter count is computed from the architecture (config.json does not state it).
// Problems name the config file and the key (/num_hidden_layers).
std::optional<ModelSpec> modelFromHfConfig(const nlohmann::json &config, const std::string &file,
                                           Problems &out);

// Reads the job's model.hf_config (a path relative to the job file's folder, or absolute) into
// job.customModel. jobFile "-" or "" (stdin) resolves against the working folder. Does nothing
// when the job names no hf_config. Returns false, with problems, when the file cannot be read
// or described; a problem about the file itself is reported at /model/hf_config of the job.
bool loadHfConfig(Job &job, const std::string &jobFile, Problems &out);

} // namespace tp
